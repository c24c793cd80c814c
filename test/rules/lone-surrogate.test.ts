import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';
import { Linter } from '../../src/linter/index.js';

describe('lone-surrogate', () => {
  it('reports a high half with no low half after it, at the string', async () => {
    const messages = await lintInline('{\n  "content": "Party \\ud83c"\n}');
    expectFindings(messages, 'lone-surrogate', [{ path: '/content', line: 2, column: 14, severity: 1, message: '\\ud83c at character 7' }]);
  });

  it('reports a low half alone, in nested texts and in keys, in YAML too', async () => {
    const messages = await lintInline('{"embeds": [{"title": "\\udf89 cut", "fields": [{"name": "a", "value": "b\\ud83d"}]}], "\\ud800x": 1}');
    expect(messages.filter((m) => m.ruleId === 'lone-surrogate').map((m) => m.path)).toEqual(['/embeds/0/title', '/embeds/0/fields/0/value', '/\ud800x']);
    const yaml = await lintInline('content: "cut \\ud83d"\n', { format: 'yaml' });
    expectFindings(yaml, 'lone-surrogate', [{ path: '/content', line: 1 }]);
  });

  it('accepts whole pairs, and raw emoji', async () => {
    expectClean(await lintInline('{"content": "\\ud83c\\udf89 and 🎉"}'), 'lone-surrogate');
  });

  it('finds one a bot made by slicing, in a text given to the library', () => {
    const cut = 'Winners: 🎉🎉'.slice(0, 10);
    const result = new Linter().lintText(JSON.stringify({ content: cut }).replace('\\ud83c', '\ud83c'), {}, 'bot.json');
    expect(result.messages.map((m) => [m.ruleId, m.path])).toContainEqual(['lone-surrogate', '/content']);
  });

  it('is configured like any rule', async () => {
    expectClean(await lintInline('{"content": "\\ud83c"}', { rules: { 'lone-surrogate': 'off' } }), 'lone-surrogate');
  });
});
