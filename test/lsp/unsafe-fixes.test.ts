/**
 * Fix safety in the editor: an unsafe fix is a quick fix marked "(unsafe)", never preferred, and
 * "Fix all" (the editor's fix on save) applies only the safe fixes, as `cordlint lint --fix` does.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { applyAction, codeActions, LspClient, open, uriOf } from './lsp-client.js';

const MODAL = `custom_id: feedback
title: Feedback
components:
  - type: 1
    components:
      - type: 4
        custom_id: text
        label: Your feedback
        style: 2
  - type: 18
    label: Name
    component:
      type: 4
      custom_id: name
      label: Name
      style: 1
`;

let client: LspClient | undefined;
afterEach(async () => {
  if (client) expect(await client.stop()).toBe(0);
  client = undefined;
});

describe('unsafe fixes in the language server', () => {
  it('are marked, not preferred, and left out of fix all', async () => {
    const root = scratch({ 'modal.yaml': MODAL });
    const file = path.join(root, 'modal.yaml');
    client = await LspClient.start(root);
    await open(client, file, MODAL);
    expect((await client.diagnostics(uriOf(file), 1)).map((d) => d.code)).toEqual(['modal-action-row-deprecated', 'text-input-label']);

    const onRow = await codeActions(client, file, { start: { line: 3, character: 4 }, end: { line: 3, character: 4 } }, ['quickfix']);
    expect(onRow.map((a) => [a.title, a.isPreferred])).toEqual([
      ['Fix this modal-action-row-deprecated problem (unsafe: it changes what users see or what the bot receives)', false],
      ['Disable modal-action-row-deprecated for this line', undefined],
    ]);
    // Applied by hand, it converts the row.
    expect(applyAction(onRow[0]!, file, MODAL)).toContain('  - type: 18\n    label: Your feedback\n    component:\n');

    const onLabel = await codeActions(client, file, { start: { line: 14, character: 6 }, end: { line: 14, character: 6 } }, ['quickfix']);
    expect(onLabel[0]).toMatchObject({ title: 'Fix this text-input-label problem', isPreferred: true });

    const [fixAll, ...others] = await codeActions(client, file, undefined, ['source.fixAll']);
    expect(others).toEqual([]);
    // Only the safe fix: the row stays a row.
    expect(applyAction(fixAll!, file, MODAL)).toBe(MODAL.replace('      custom_id: name\n      label: Name\n', '      custom_id: name\n'));
  });
});
