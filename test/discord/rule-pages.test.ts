/** The rule pages say what the model says: the codes Discord answers, and the schema rule's limits. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { CODE_WORDS, codesOfRule, DISCORD_CODES, LIMITS, rulesWithCodes } from '../../src/discord/index.js';
import { ANSWERS_LABEL, answersLine, limitsTable, LIMITS_END, LIMITS_START } from '../../src/discord/pages.js';

const root = path.resolve(import.meta.dirname, '../..');
const page = (id: string) => readFileSync(path.join(root, 'rules', `${id}.md`), 'utf8');
const KNOWN = new Set(CODE_WORDS.map((c) => c.code));
const REGENERATE = 'run `node scripts/rule-pages.mjs` to write it from the model';

describe.each(builtinRules.map((r) => [r.meta.id] as const))('rules/%s.md', (id) => {
  const text = page(id);

  it("has the model's line of the codes Discord answers (or none)", () => {
    const lines = text.split('\n').filter((l) => l.startsWith(ANSWERS_LABEL));
    const expected = answersLine(id);
    expect(lines, REGENERATE).toEqual(expected ? [expected] : []);
  });

  it('names no code of Discord that the model does not link to the rule', () => {
    const named = new Set([...text.matchAll(/\b[A-Z][A-Z0-9]+_[A-Z0-9_]{4,}\b/g)].map((m) => m[0]).filter((code) => KNOWN.has(code)));
    const linked = new Set(codesOfRule(id));
    expect([...named].filter((code) => !linked.has(code)), `codes named on rules/${id}.md but not linked to ${id} in src/discord/codes.ts`).toEqual([]);
  });
});

describe('the model of codes', () => {
  it('links only rules that exist, and codes explain knows', () => {
    const ids = new Set(builtinRules.map((r) => r.meta.id));
    for (const rule of rulesWithCodes()) {
      expect(ids.has(rule), rule).toBe(true);
      for (const code of codesOfRule(rule)) expect(KNOWN.has(code), `${rule}: ${code}`).toBe(true);
    }
  });

  it("gives explain's table the same link from both ends: a code names a rule exactly when the rule names the code", () => {
    for (const entry of DISCORD_CODES) {
      for (const rule of builtinRules.map((r) => r.meta.id)) {
        expect(entry.rules.includes(rule), `${entry.code} / ${rule}`).toBe(codesOfRule(rule).includes(entry.code));
      }
    }
  });

  it('maps the codes the issue found unlinked to the rules that catch them', () => {
    const rulesOf = (code: string) => DISCORD_CODES.find((c) => c.code === code)!.rules;
    expect(rulesOf('MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE')).toEqual(['allowed-mentions-parse']);
    expect(rulesOf('URL_TYPE_INVALID_URL')).toEqual(expect.arrayContaining(['embed-url-scheme', 'empty-url', 'url-format', 'schema']));
  });
});

describe("the pages of the limits' rules", () => {
  // Their prose states the limit: a change of the model fails here until the page says the new value.
  it.each(Object.entries(LIMITS).map(([name, l]) => [name, l.rule, l.value] as const))('%s: rules/%s.md states %d', (_name, rule, value) => {
    expect(page(rule)).toContain(String(value));
  });
});

describe("the schema rule's page", () => {
  it("holds the model's table of limits", () => {
    const text = page('schema');
    const start = text.indexOf(LIMITS_START);
    const end = text.indexOf(LIMITS_END);
    expect(start, 'rules/schema.md has lost its limits markers').toBeGreaterThan(0);
    expect(text.slice(start, end + LIMITS_END.length), REGENERATE).toBe(limitsTable());
  });

  it('states the 2026 limits', () => {
    const table = limitsTable();
    expect(table).toContain('| Interaction response data, type 13 | `eligible` (required); `ineligible_reason` 0, 1, 2; `ineligible_reason_description` at most 255 characters |');
    expect(table).toContain('`image` { `url` (required) at most 2048 characters; `description` at most 4096 characters }');
    expect(table).toContain('each 6 hexadecimal digits, no "#"');
  });
});

it('every rule page is a page of a built-in rule', () => {
  const ids = new Set(builtinRules.map((r) => r.meta.id));
  for (const name of readdirSync(path.join(root, 'rules')).filter((n) => n.endsWith('.md'))) expect(ids.has(name.slice(0, -3)), name).toBe(true);
});
