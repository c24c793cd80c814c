import { describe, expect, it } from 'vitest';
import { lintTemplates, translations } from '../templates/helpers.js';

describe('translation-missing-default', () => {
  it('is a warning at the payload field (Discord accepts the key as text) when the default locale lacks the key, once (not once per locale)', async () => {
    const locales = await translations({ en: '{ "a": "Hello" }', de: '{ "a": "Hallo" }' });
    const { messages } = lintTemplates('{\n  "content": "$t(settings.notfy)"\n}\n', { locales });
    expect(messages.map((m) => [m.ruleId, m.severity, m.line, m.column])).toEqual([['translation-missing-default', 1, 2, 14]]);
    expect(messages[0]!.message).toContain('"settings.notfy" is not in the default locale\'s file (locales/en.json)');
  });

  it('is reported when the key is only in another locale', async () => {
    const locales = await translations({ en: '{}', de: '{ "only": "Nur hier" }' });
    expect(lintTemplates('{ "content": "$t(only)" }', { locales }).messages.map((m) => m.ruleId)).toEqual(['translation-missing-default']);
  });
});
