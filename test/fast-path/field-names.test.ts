/**
 * A key that is no field of any Discord object is, for the fast path, read by no rule but
 * unknown-field (Defect.unknownKey). Held here: every name the engine and the rules look for on a
 * payload's objects (a name they read where the object does not have it), over every payload file
 * of the repository and generated corpora with every rule on, is in fieldNames().
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintDocument, LintSession } from '../../src/linter/lint-document.js';
import { fieldNames } from '../../src/fast-path/field-names.js';
import { parseSource } from '../../src/load/index.js';
import { resolveRules } from '../../src/linter/rule-settings.js';
import { builtinRules } from '../../rules/index.js';
import { repositoryAndGeneratedFiles } from './payload-files.js';

const root = path.resolve(import.meta.dirname, '../..');
const EVERY_RULE = Object.fromEntries(builtinRules.map((rule) => [rule.meta.id, 'error' as const]));
const BUILT_IN = new Set([...Object.getOwnPropertyNames(Array.prototype), ...Object.getOwnPropertyNames(Object.prototype), 'toJSON', 'then']);


/** The value, with every read of a name that an object does not have recorded in `looked`. */
function tracked(value: unknown, looked: Map<string, string>, at: string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const note = (target: object, key: string | symbol) => {
    if (typeof key === 'string' && !/^\d+$/.test(key) && !BUILT_IN.has(key) && !Object.hasOwn(target, key) && !looked.has(key)) looked.set(key, at);
  };
  return new Proxy(value, {
    get(target, key, receiver) {
      note(target, key);
      return tracked(Reflect.get(target, key, receiver), looked, at);
    },
    has(target, key) {
      note(target, key);
      return Reflect.has(target, key);
    },
    // Object.hasOwn asks this (enumerating an object's keys asks it too, but only of keys it has).
    getOwnPropertyDescriptor(target, key) {
      note(target, key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
}

describe('fieldNames', () => {
  it('holds every name the rules look for on a payload', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-field-names-'));
    const files = repositoryAndGeneratedFiles(root, folder, 200, 31);
    const rules = resolveRules({ rules: EVERY_RULE });
    const looked = new Map<string, string>();
    // Every rule on every payload: the fast path would skip the rules of a clean one, and what they look for.
    const session = new LintSession({ fastPath: false });
    for (const file of files) {
      const documents = await parseSource(file, readFileSync(file, 'utf8'));
      for (const document of documents) {
        if (document.value === undefined) continue;
        lintDocument({ ...document, value: tracked(document.value, looked, path.relative(root, file)) }, { rules, session });
      }
    }
    expect(looked.size).toBeGreaterThan(50);
    const outside = [...looked].filter(([name]) => !fieldNames().has(name));
    expect(outside, 'names looked for that fieldNames() lacks (name, first file)').toEqual([]);
  });
});
