import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relatedFields } from '../../src/linter/lint-templated.js';
import type { FieldExpansion } from '../../src/templates/expand.js';
import { runCli, scratch } from '../cli-helpers.js';

const field = (pointer: string): FieldExpansion => ({ path: [], pointer, original: pointer, expanded: pointer, length: pointer.length, placeholders: [], references: [] });
/** What relatedFields answered before its index: every field compared with the finding. */
const naive = (pointer: string, fields: readonly FieldExpansion[]) =>
  fields.filter((f) => f.pointer === pointer || f.pointer.startsWith(pointer === '' ? '/' : `${pointer}/`) || pointer.startsWith(`${f.pointer}/`));

describe('the fields a templated finding is about', () => {
  it('are the field, the ones inside it and the ones it lies in, in the fields\' order, as by comparing each', () => {
    const segment = fc.constantFrom('embeds', '0', '1', 'fields', 'name', 'value', 'content', 'components', '10', 'a/b');
    const pointer = fc.array(segment, { maxLength: 5 }).map((s) => (s.length === 0 ? '' : `/${s.join('/')}`));
    fc.assert(
      fc.property(fc.array(pointer, { maxLength: 40 }), pointer, (pointers, at) => {
        const fields = pointers.map(field);
        expect(relatedFields(at, fields)).toEqual(naive(at, fields));
      }),
      { seed: 20261202, numRuns: 3000 },
    );
  });

  it('a text cut at its longest says how long it really is', async () => {
    const root = scratch({ 'cordlint.config.json': JSON.stringify({ placeholders: { values: { user: 2_000_000_000 } } }), 'p.json': '{ "content": "Hello {user}" }\n' });
    const run = await runCli(['lint', '--format', 'json', 'p.json'], root);
    const [finding] = JSON.parse(run.stdout)[0].messages;
    expect(finding.path).toBe('/content');
    expect(finding.message).toContain('At its longest the text is 2000000006 characters');
    expect(finding.message).toContain('a lower bound');
  });
});
