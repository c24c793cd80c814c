/**
 * Locale files and placeholder settings that would make the longest text explode (issue 41):
 * every assertion counts work or bounds sizes; none depends on the machine's speed.
 */
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/load/index.js';
import { TEXT_CAP } from '../../src/templates/bounded-text.js';
import { cycleMessage, referenceCycles } from '../../src/templates/cycles.js';
import { expandPayload } from '../../src/templates/expand.js';
import { loadFluent, tableFromDocument, tableFromFluent } from '../../src/templates/locale-tables.js';
import type { LocaleTable } from '../../src/templates/translations.js';
import { lintTemplates, placeholders, translations } from './helpers.js';

/** The table with its `entries.get` calls counted. */
function counted(table: LocaleTable): { table: LocaleTable; gets: () => number } {
  let gets = 0;
  const entries = table.entries;
  const wrapped = { get: (key: string) => (gets++, entries.get(key)), has: (key: string) => entries.has(key) } as unknown as LocaleTable['entries'];
  return { table: { ...table, entries: wrapped }, gets: () => gets };
}

/** An i18next file in which each key names the next one `fanOut` times, `depth` keys deep. */
function fanOutJson(fanOut: number, depth: number, reference = (k: string) => `$t(${k})`): string {
  const keys: Record<string, string> = {};
  for (let i = 0; i < depth; i++) keys[`k${i}`] = i === depth - 1 ? 'leaf' : Array.from({ length: fanOut }, () => reference(`k${i + 1}`)).join(' ');
  return JSON.stringify(keys);
}

describe('i18next nesting that fans out', () => {
  for (const [fanOut, depth] of [
    [30, 7],
    [200, 6],
    [2, 60],
  ] as const) {
    it(`resolves each key once per nesting level (${fanOut} references, ${depth} keys deep)`, async () => {
      const locales = await translations({ en: fanOutJson(fanOut, depth) });
      const { table, gets } = counted(locales.locales[0]!);
      const out = expandPayload({ content: '$t(k0)' }, { translations: { ...locales, locales: [table] } }, 'en');
      const field = out.fields[0]!;
      expect(field.expanded.length).toBeLessThanOrEqual(TEXT_CAP * 2);
      expect(field.length).toBeGreaterThan(fanOut >= 30 ? 6000 : 0);
      // Six nesting levels (0 to 5) of `depth` keys at the most; 30^5 without the memo.
      expect(gets()).toBeLessThanOrEqual(6 * depth + 1);
    });
  }

  it('lints the fan-out of the issue (YAML, {{t:key}} references, plurals) and reports the overflow at both places', async () => {
    const yaml = Array.from({ length: 7 }, (_, i) => (i === 6 ? `k${i}_other: leaf {{count}}\nk${i}_one: one` : `k${i}: "${Array.from({ length: 30 }, () => `{{t:k${i + 1}}}`).join('')}"`)).join('\n');
    const locales = await translations({ en: yaml }, { ext: 'yaml', reference: '{{t:key}}' });
    const { messages, forLocales } = lintTemplates('{ "content": "{{t:k0}}" }', { locales, placeholders: placeholders({ values: { count: 3 } }) });
    expect(messages.map((m) => m.ruleId)).toEqual(['schema']);
    expect(messages[0]!.message).toMatch(/^en: "content" of the message is \d+ characters long; the limit is 2000/);
    expect(forLocales.map((m) => [m.file, m.path])).toEqual([['locales/en.yaml', '/k0']]);
  });
});

describe('i18next reference cycles', () => {
  it('end where the cycle closes (nothing there, as i18next) and are reported once each, at the first key', async () => {
    const locales = await translations({ en: '{ "a": "A $t(b)", "b": "B $t(c)", "c": "C $t(a)", "self": "S $t(self)", "ok": "ok $t(a)" }' });
    expect(expandPayload({ content: '$t(a)|$t(self)' }, { translations: locales }, 'en').value).toEqual({ content: 'A B C |S ' });
    const cycles = referenceCycles(locales.locales[0]!, '$t(key)');
    expect(cycles.map((c) => [c.keys, c.at.path, c.at.line, c.at.column])).toEqual([
      [['a', 'b', 'c'], '/a', 1, 8],
      [['self'], '/self', 1, 59],
    ]);
    expect(cycleMessage(cycles[0]!, '$t(key)')).toContain('("a" -> "b" -> "c" -> "a")');
    expect(cycleMessage(cycles[0]!, '$t(key)')).toContain('($t(a) in "c")');
  });

  it('finds a cycle at the end of a chain of 50,000 keys without exhausting the stack, in the {{t:key}} form', async () => {
    const keys: Record<string, string> = {};
    for (let i = 0; i < 50_000; i++) keys[`k${i}`] = `{{t:k${i + 1}}}`;
    keys.k50000 = '{{t:k49999}}';
    const document = (await parseSource('locales/en.json', JSON.stringify(keys)))[0]!;
    const cycles = referenceCycles(tableFromDocument(document, 'en').table, '{{t:key}}');
    expect(cycles.map((c) => c.keys)).toEqual([['k49999', 'k50000']]);
  });
});

describe('Fluent references that fan out', () => {
  for (const [fanOut, depth, term] of [
    [10, 8, false],
    [40, 6, true],
  ] as const) {
    it(`makes each message's longest text once and cuts it (${fanOut} references, ${depth} deep, ${term ? 'terms' : 'messages'})`, async () => {
      const id = (i: number) => (term && i > 0 ? `-m${i}` : `m${i}`);
      let ftl = '';
      for (let i = 0; i < depth; i++) ftl += i === depth - 1 ? `${id(i)} = leaf\n` : `${id(i)} = ${Array.from({ length: fanOut }, () => `{ ${id(i + 1)} }`).join('')}\n    .title = { ${id(i + 1)} }{ ${id(i + 1)} }\n`;
      const locales = await translations({ en: ftl }, { ext: 'ftl' });
      const forms = locales.locales[0]!.entries.get('m0')!;
      expect(forms).toHaveLength(1);
      expect(forms[0]!.text.length).toBeLessThanOrEqual(TEXT_CAP * 2);
      expect(forms[0]!.text.length).toBeGreaterThan(6000);
      expect(locales.locales[0]!.entries.get('m0.title')![0]!.text.length).toBeLessThanOrEqual(TEXT_CAP * 2);
    });
  }
});

describe('a large Fluent file', () => {
  const messages = 42_000;
  const ftl = Array.from({ length: messages }, (_, i) => `msg-${i} = Hello { $user }, message { -brand } number ${i}\n    .title = Title ${i}\n`).join('') + '-brand = Acme\n';

  it('parses only the entries a payload asks for, and still reports an error anywhere in the file', async () => {
    const syntax = await loadFluent();
    let parsed = 0;
    const counting = { ...syntax, parse: (text: string, options: { withSpans?: boolean }) => ((parsed += text.length), syntax.parse(text, options)) } as typeof syntax;
    const broken = `${ftl}broken = { $n ->\n    [one] x\n}\n`;
    const { table, problems } = tableFromFluent(counting, broken, 'locales/en.ftl', 'en');
    expect(problems.map((p) => [p.line, p.message.slice(0, 23)])).toEqual([[messages * 2 + 4, 'Not valid Fluent: E0010']]);
    const before = parsed;
    const forms = table.entries.get('msg-41999')!;
    expect(forms.map((f) => [f.text, f.line, f.column])).toEqual([['Hello { $user }, message Acme number 41999', 2 * 41999 + 1, 1]]);
    expect(table.entries.get('msg-7.title')!.map((f) => [f.text, f.line, f.column])).toEqual([['Title 7', 16, 6]]);
    // Two messages and the term, not 4 MB.
    expect(parsed - before).toBeLessThan(200);
    expect(before).toBeLessThan(200);
  });

  it('reads 30,000 messages with select expressions and attributes without parsing them (3.9 MB)', async () => {
    const syntax = await loadFluent();
    let parsed = 0;
    const counting = { ...syntax, parse: (text: string, options: { withSpans?: boolean }) => ((parsed += text.length), syntax.parse(text, options)) } as typeof syntax;
    let selects = '';
    for (let i = 0; selects.length < 3_900_000; i++) selects += `msg-${i} = { $count ->\n    [one] One item for { $user }\n   *[other] { $count } items for { $user }\n}\n    .title = Title { NUMBER($count) ->\n        [0] none\n       *[other] { $count }\n    }\n`;
    const { table, problems } = tableFromFluent(counting, selects, 'locales/en.ftl', 'en');
    expect(problems).toEqual([]);
    expect(parsed).toBe(0);
    expect(table.entries.get('msg-20000')!.map((f) => [f.form, f.text])).toEqual([
      ['one', 'One item for { $user }'],
      ['other', '{ $count } items for { $user }'],
    ]);
    expect(parsed).toBeLessThan(300);
  });

  it('reads a 3.9 MB file of values that start on the next line without parsing it', async () => {
    const syntax = await loadFluent();
    let parsed = 0;
    const counting = { ...syntax, parse: (text: string, options: { withSpans?: boolean }) => ((parsed += text.length), syntax.parse(text, options)) } as typeof syntax;
    let ftl = '';
    for (let i = 0; ftl.length < 3_900_000; i++) ftl += `msg-${i} =\n    A long text for { $user },\n\n    and more.\n    .title = Title ${i}\n`;
    const { table, problems } = tableFromFluent(counting, ftl, 'locales/en.ftl', 'en');
    expect([problems, parsed]).toEqual([[], 0]);
    expect(table.entries.get('msg-9')!.map((f) => f.text)).toEqual(['A long text for { $user },\n\nand more.']);
  });

  it('gives the same table as the whole-file parse for entries of every shape', async () => {
    const text = [
      '# a comment',
      '## a section',
      '-term = Term { $x }',
      '    .gender = f',
      'plain = Plain { -term } and { other } and { other.title }',
      'other = { $n ->',
      '    [one] One { $n }',
      '   *[other] Many { NUMBER($n) }',
      '}',
      '    .title = Other title',
      'multi =',
      '    First line',
      '',
      '    second line',
      'onlyattr =',
      '    .label = Label',
      'dup = first',
      'dup = second',
      'quoted = { "literal" } { 12 }',
      '',
    ].join('\n');
    const syntax = await loadFluent();
    const { table, problems } = tableFromFluent(syntax, text, 'en.ftl', 'en');
    expect(problems).toEqual([]);
    const show = (key: string) => table.entries.get(key)?.map((f) => [f.form, f.text, f.line, f.column]);
    expect(show('plain')).toEqual([[undefined, 'Plain Term { $x } and Many NUMBER($n) and Many NUMBER($n)', 5, 1]]);
    expect(show('other')).toEqual([
      ['one', 'One { $n }', 6, 1],
      ['other', 'Many NUMBER($n)', 6, 1],
    ]);
    expect(show('other.title')).toEqual([[undefined, 'Other title', 10, 6]]);
    expect(show('multi')).toEqual([[undefined, 'First line\n\nsecond line', 11, 1]]);
    expect(show('onlyattr')).toEqual(undefined);
    expect(show('onlyattr.label')).toEqual([[undefined, 'Label', 16, 6]]);
    expect(show('dup')).toEqual([
      [undefined, 'first', 17, 1],
      [undefined, 'second', 18, 1],
    ]);
    expect(show('quoted')).toEqual([[undefined, 'literal 12', 19, 1]]);
  });
});

describe('a placeholder declared very long', () => {
  for (const [length, uses, fields] of [
    [2_000_000_000, 300, 1],
    [1_000_000, 300, 1],
    [Number.MAX_SAFE_INTEGER, 5, 200],
  ] as const) {
    it(`keeps its length as a number and builds at most ${TEXT_CAP} characters (${length} x ${uses} uses, ${fields} fields)`, () => {
      const settings = { placeholders: placeholders({ values: { user: length } }) };
      const value = { content: '{user}'.repeat(uses), embeds: [{ fields: Array.from({ length: fields }, () => ({ name: 'n', value: `{{user}}: {user}`.repeat(uses) })) }] };
      const out = expandPayload(value, settings, undefined);
      for (const field of out.fields) expect(field.expanded.length).toBeLessThanOrEqual(TEXT_CAP);
      expect(out.fields[0]!.length).toBe(length * uses);
      expect(out.fields[0]!.placeholders).toEqual([{ written: '{user}', name: 'user', length }]);
    });
  }

  it('is reported over the limit, with the declared length, and no internal error', () => {
    const { messages } = lintTemplates(JSON.stringify({ content: '{user}'.repeat(300) }), { placeholders: placeholders({ values: { user: 2_000_000_000 } }) });
    expect(messages.map((m) => m.ruleId)).toEqual(['schema']);
    expect(messages[0]!.message).toContain('Reached when {user} is 2000000000 characters');
  });

  it('never cuts a surrogate pair in two', () => {
    const settings = { placeholders: placeholders({ values: { u: TEXT_CAP - 1 } }) };
    const out = expandPayload({ content: '{u}😀😀' }, settings, undefined);
    const text = out.fields[0]!.expanded;
    expect(text.endsWith('😀')).toBe(true);
    expect(/[\ud800-\udbff](?![\udc00-\udfff])/.test(text)).toBe(false);
  });
});

describe('a reference cycle through the CLI', () => {
  it('is one warning under the locale file, at the key, and the payload lints as i18next would send it', async () => {
    const { runCli, scratch } = await import('../cli-helpers.js');
    const root = scratch({
      'cordlint.config.json': JSON.stringify({ locales: { files: 'locales/{locale}.json', default: 'en' } }),
      'locales/en.json': '{\n  "a": "A $t(b)",\n  "b": "B $t(a)",\n  "ok": "fine $t(a)"\n}\n',
      'payloads/p.json': '{ "content": "$t(ok)" }\n',
    });
    const run = await runCli(['lint', '--format', 'unix', 'payloads/'], root);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')[0]).toBe(
      'locales/en.json:2:8: The key "a" names itself again through other keys ("a" -> "b" -> "a"): i18next warns that it is nesting recursively and puts nothing where the cycle closes ($t(a) in "b"), so that part of the text is lost. Remove the reference that closes the cycle. [Warning/translation-cycle]',
    );
  });
});
