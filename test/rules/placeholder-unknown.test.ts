import { describe, expect, it } from 'vitest';
import { lintTemplates, placeholders } from '../templates/helpers.js';

describe('placeholder-unknown', () => {
  const settings = placeholders({ values: { user: 32 } });

  it('reports an undeclared placeholder once per name in a file, at its first use, with the line to add', () => {
    const text = '{\n  "content": "Hi {guild}",\n  "embeds": [{ "title": "{guild} and {guild}", "description": "{other}" }]\n}\n';
    const { messages } = lintTemplates(text, { placeholders: settings });
    const found = messages.filter((m) => m.ruleId === 'placeholder-unknown');
    expect(found.map((m) => [m.path, m.line, m.column, m.severity])).toEqual([
      ['/content', 2, 14, 1],
      ['/embeds/0/description', 3, 63, 1],
    ]);
    expect(found[0]!.message).toContain('"guild: <characters>" under placeholders.values');
  });

  it('is an error with unknown: error, and silent with a length (which is then counted)', () => {
    const text = '{ "custom_id": "m", "title": "{a}", "components": [{ "type": 10, "content": "x" }] }';
    expect(lintTemplates(text, { placeholders: placeholders({ unknown: 'error' }) }).messages.filter((m) => m.ruleId === 'placeholder-unknown').map((m) => m.severity)).toEqual([2]);
    const withLength = lintTemplates(text, { placeholders: placeholders({ unknown: 50 }) }).messages;
    expect(withLength.map((m) => m.ruleId)).toEqual(['schema']);
    expect(withLength[0]!.message).toContain('is 50 characters long; the limit is 45');
  });

  it('reports nothing without a placeholders section: text is literal, as before', () => {
    expect(lintTemplates('{ "content": "Hi {guild}" }', {}).messages).toEqual([]);
  });
});
