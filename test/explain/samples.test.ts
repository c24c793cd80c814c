import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain } from '../../src/explain/index.js';

const root = path.resolve(import.meta.dirname, '../..');
const err = (code: string, message: string) => ({ _errors: [{ code, message }] });

/** Tree of Discord's errors for a dotted path (`components.0.label`). */
function tree(dotted: string, code: string, message: string): Record<string, unknown> {
  return dotted === '' ? err(code, message) : dotted.split('.').reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), err(code, message));
}

/**
 * Answers built for the broken samples: what Discord answers for each (the path and code it uses
 * for that problem, as the real answers in real-answers.ts show), and where cordlint's rule agrees.
 */
const CASES: [file: string, discordPath: string, code: string, message: string, line: number, rule: string][] = [
  ['custom-id-unique.json', 'components.0.components.1.custom_id', 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated', 8, 'custom-id-unique'],
  ['select-option-value-unique.json', 'components.0.components.0.options.2', 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'The specified option value is already used', 13, 'select-option-value-unique'],
  ['action-row-components.json', 'components.0.components.1', 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'The specified component exceeds the maximum width', 8, 'action-row-components'],
  ['v2-legacy-fields.json', '', 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2", 1, 'v2-legacy-fields'],
  ['embed-total-length.yaml', 'embeds', 'MAX_EMBED_SIZE_EXCEEDED', 'Embed size exceeds maximum size of 6000', 4, 'embed-total-length'],
  ['attachment-reference.json', 'components.1.items.2.media.url', 'UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND', 'Referenced attachment not found', 14, 'attachment-reference'],
  ['button-style-fields.json', 'components.0.components.0', 'BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE', 'A custom id and url cannot both be specified', 7, 'button-style-fields'],
  ['select-disabled-in-modal.yaml', 'data.components.0.component.disabled', 'MODAL_COMPONENT_DISABLED', 'Modal components cannot be disabled', 13, 'select-disabled-in-modal'],
  ['v2-requires-flag.yaml', 'components.0', 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (1,).', 3, 'v2-requires-flag'],
];

describe('answers built for the broken samples', () => {
  it.each(CASES)('%s: %s %s', async (file, discordPath, code, message, line, rule) => {
    const text = readFileSync(path.join(root, 'samples/broken', file), 'utf8');
    const answer = JSON.stringify({ code: 50035, message: 'Invalid Form Body', errors: tree(discordPath, code, message) });
    const { explanations, result } = await explain(answer, text, { filePath: file });
    expect(result.messages.map((m) => [m.ruleId, m.line])).toEqual([[code, line]]);
    expect(explanations[0]!.cordlint.map((m) => m.ruleId)).toEqual([rule]);
    expect(explanations[0]!.note).toBeUndefined();
  });
});
