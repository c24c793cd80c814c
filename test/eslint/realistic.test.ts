/** Real-looking bot files that send valid payloads: cordlint/eslint reports nothing on them. */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { lintMessages } from './helpers.js';

const folder = new URL('./fixtures/', import.meta.url);
describe('valid bots', () => {
  for (const name of readdirSync(folder).filter((n) => /\.(js|ts)$/.test(n))) {
    it(`${name}: no report`, () => {
      const code = readFileSync(new URL(name, folder), 'utf8');
      const messages = lintMessages(code, { typescript: name.endsWith('.ts'), filename: name, rules: {} });
      expect(messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`)).toEqual([]);
    });
  }
});
