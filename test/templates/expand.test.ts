import { describe, expect, it } from 'vitest';
import { expandPayload } from '../../src/templates/expand.js';
import { fillerFor, placeholderMatcher } from '../../src/templates/placeholders.js';
import { placeholders, translations } from './helpers.js';

describe('placeholder forms', () => {
  const forms = ['{name}', '{{name}}', '${name}', '%name%', '{{ .Name }}'];

  it('finds every form, the longer first, with its name', () => {
    const matcher = placeholderMatcher(forms)!;
    const names = [...'{a} {{b}} ${c} %d% {{ .Interaction.User.Mention }} {{.e}}'.matchAll(matcher)].map((m) => m.slice(1).find((g) => g !== undefined));
    expect(names).toEqual(['a', 'b', 'c', 'd', 'Interaction.User.Mention', 'e']);
  });

  it('stands in for a placeholder with exactly its length, from its name', () => {
    expect(fillerFor('user.mention', 22)).toBe('usermentionusermention');
    expect(fillerFor('__', 3)).toBe('xxx');
  });
});

describe('expandPayload', () => {
  it('changes only strings that hold placeholders or references, keeping the shape and a key named __proto__', () => {
    const value = JSON.parse('{ "content": "Hi {user}", "__proto__": "{user}", "embeds": [{ "title": "plain" }] }');
    const { value: out, fields } = expandPayload(value, { placeholders: placeholders({ values: { user: 3 } }) }, undefined);
    expect(JSON.stringify(out)).toBe('{"content":"Hi use","__proto__":"use","embeds":[{"title":"plain"}]}');
    expect((out as { embeds: unknown }).embeds).toBe(value.embeds);
    expect(fields.map((f) => f.pointer)).toEqual(['/content', '/__proto__']);
  });

  it('replaces a reference by the locale text (longest plural form), follows $t() inside translations, and takes i18next options', async () => {
    const locales = await translations({
      en: '{ "items_one": "one item", "items_other": "{{count}} items in $t(cart)", "cart": "your cart" }',
      de: '{ "items_one": "ein Eintrag", "items_other": "{{count}} Einträge", "cart": "Korb" }',
    });
    const settings = { placeholders: placeholders({ values: { count: 4 } }), translations: locales };
    const en = expandPayload({ content: '$t(items, { "count": 2 })!' }, settings, 'en');
    expect(en.value).toEqual({ content: 'coun items in your cart!' });
    expect(en.fields[0]!.references.map((r) => [r.key, r.form?.form, r.form?.line])).toEqual([['items', 'other', 1]]);
    expect(expandPayload({ content: '$t(items)' }, settings, 'de').value).toEqual({ content: 'coun Einträge' });
  });

  it('uses the default text for a key a locale lacks, and the key itself when the default lacks it too', async () => {
    const locales = await translations({ en: '{ "a": "Hello" }', de: '{}' });
    const de = expandPayload({ content: '$t(a) $t(zz)' }, { translations: locales }, 'de');
    expect(de.value).toEqual({ content: 'Hello zz' });
    expect(de.fields[0]!.references.map((r) => [r.key, r.fallback])).toEqual([
      ['a', 'default'],
      ['zz', 'key'],
    ]);
  });

  it('reads Fluent variants, attributes and terms', async () => {
    const locales = await translations(
      { en: '-brand = Acme\nhello = { $n ->\n    [one] One from { -brand }\n   *[other] { $n } from { -brand } and friends\n  }\n  .title = Hi { $user }\n' },
      { ext: 'ftl' },
    );
    const table = locales.locales[0]!;
    expect(table.entries.get('hello')!.map((f) => [f.form, f.text, f.line, f.column])).toEqual([
      ['one', 'One from Acme', 2, 1],
      ['other', '{ $n } from Acme and friends', 2, 1],
    ]);
    expect(table.entries.get('hello.title')!.map((f) => [f.text, f.line, f.column])).toEqual([['Hi { $user }', 6, 4]]);
    const out = expandPayload({ content: '$t(hello.title)' }, { placeholders: placeholders({ values: { user: 5 } }), translations: locales }, 'en');
    expect(out.value).toEqual({ content: 'Hi useru' });
  });
});
