/**
 * schema and unknown-field skip a component that componentFitsSchema passes (in a payload the fast
 * path does not take whole). Held here to what that skips: every such component, from every payload
 * file of the repository and the bench's generated corpora, passes its type's validator, and
 * unknown-field alone finds nothing in it.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeName } from '../../src/components.js';
import { componentFitsSchema } from '../../src/fast-path/clean-check.js';
import { setFastPath } from '../../src/linter/rules-to-run.js';
import * as validators from '../../src/schema/generated/validators.js';
import type { Validator } from '../../src/schema/validator-types.js';
import { lintText } from '../../src/lint.js';
import { builtinRules } from '../../rules/index.js';
import { repositoryAndGeneratedFiles } from './payload-files.js';

const root = path.resolve(import.meta.dirname, '../..');
const byName = validators as unknown as Record<string, Validator>;
const onlyUnknownField = Object.fromEntries(builtinRules.map((rule) => [rule.meta.id, rule.meta.id === 'unknown-field' ? ('warn' as const) : ('off' as const)]));


/** Every object that stands where the engine walks components (components, component, accessory), anywhere in a value. */
function componentsIn(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((item) => componentsIn(item, out));
  else if (typeof value === 'object' && value !== null) {
    const object = value as Record<string, unknown>;
    if (typeof object.type === 'number') out.push(object);
    for (const item of Object.values(object)) componentsIn(item, out);
  }
  return out;
}

describe('componentFitsSchema', () => {
  // The skip is off with the fast path: unknown-field is asked here without it.
  beforeAll(() => setFastPath(false));
  afterAll(() => setFastPath(true));

  it('passes only components that their validator passes and in which unknown-field finds nothing', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-fits-'));
    const files = repositoryAndGeneratedFiles(root, folder, 300, 21, /\.json$/);
    let fitting = 0;
    let rejected = 0;
    for (const file of files) {
      let value: unknown;
      try {
        value = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        continue;
      }
      for (const component of componentsIn(value)) {
        if (!componentFitsSchema(component)) {
          rejected++;
          continue;
        }
        fitting++;
        const name = typeName(component.type as number)!;
        expect(byName[name]!(component), `${path.relative(root, file)}: ${JSON.stringify(component).slice(0, 200)}`).toBe(true);
        const result = await lintText(JSON.stringify(component), { filePath: 'component.json', kind: 'component', rules: onlyUnknownField });
        expect(result.messages, JSON.stringify(component).slice(0, 200)).toEqual([]);
      }
    }
    expect(fitting).toBeGreaterThan(5000);
    expect(rejected).toBeGreaterThan(500);
  });

  it.each([
    [{ type: 2, style: 1, label: 'x'.repeat(81), custom_id: 'a' }],
    [{ type: 2, style: 1, lable: 'Go', custom_id: 'a' }],
    [{ type: 10, content: 'y'.repeat(4001) }],
    [{ type: 1, components: [{ type: 2, style: 1, label: 'a', custom_id: 'a' }, { type: 20 }] }],
    [{ type: 3, custom_id: 's', options: [{ label: 'a', value: 'a', colour: 1 }] }],
    [{ type: 11, media: { url: 'https://example.com/a.png', proxy_url: 'x' } }],
  ])('turns away %j', (component) => {
    expect(componentFitsSchema(component)).toBe(false);
  });
});
