import { describe, expect, it } from 'vitest';
import { lintTemplates, translations } from '../templates/helpers.js';

describe('translation-missing', () => {
  it('warns, naming the locale and its file, when a locale lacks a key the default has', async () => {
    const locales = await translations({ en: '{ "a": "Hello", "b": "Bye" }', de: '{ "a": "Hallo" }', fr: '{ "a": "Salut", "b": "Au revoir" }' });
    const { messages } = lintTemplates('{\n  "content": "$t(b)"\n}\n', { locales });
    expect(messages.map((m) => [m.ruleId, m.severity, m.line, m.column, m.path])).toEqual([['translation-missing', 1, 2, 14, '/content']]);
    expect(messages[0]!.message).toBe('de: the key "b" is not in locales/de.json; Discord gets the en text instead. Add the key there.');
  });

  it('judges the default text for a locale that lacks the key, and reports an overflow once, under the default locale', async () => {
    const long = 'x'.repeat(50);
    const locales = await translations({ en: `{ "t": "${long}" }`, de: '{}' });
    const { messages, forLocales } = lintTemplates('{ "custom_id": "m", "title": "$t(t)", "components": [{ "type": 10, "content": "x" }] }', { locales });
    expect(messages.map((m) => [m.ruleId, m.message.slice(0, 3)])).toEqual([
      ['schema', 'en:'],
      ['translation-missing', 'de:'],
    ]);
    expect(forLocales.map((m) => [m.file, m.line])).toEqual([['locales/en.json', 1]]);
  });
});
