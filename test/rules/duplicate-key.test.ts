import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('duplicate-key', () => {
  it('reports the second key in JSON and says where the first is', async () => {
    const text = '{\n  "components": [\n    { "type": 1, "components": [{ "type": 2, "style": 1, "custom_id": "a", "style": 4 }] }\n  ]\n}\n';
    expectFindings(await lintInline(text), 'duplicate-key', [
      { path: '/components/0/components/0/style', line: 3, column: 76, message: 'first at line 3, column 46' },
    ]);
  });

  it('reports duplicate keys in YAML', async () => {
    expectFindings(await lintInline('content: a\ncontent: b\n', { format: 'yaml' }), 'duplicate-key', [
      { path: '/content', line: 2, column: 1, message: 'The key "content" appears twice in the same mapping (first at line 1, column 1)' },
    ]);
    const nested = 'components:\n  - type: 1\n    components:\n      - { type: 2, style: 1, custom_id: a, style: 2 }\n';
    expectFindings(await lintInline(nested, { format: 'yaml' }), 'duplicate-key', [
      { path: '/components/0/components/0/style', line: 4, column: 44, message: 'first at line 4, column 20' },
    ]);
  });

  it('accepts equal keys in different objects', async () => {
    expectClean(await lintInline('{ "a": { "type": 1 }, "b": { "type": 1 }, "content": "x" }'), 'duplicate-key');
  });
});
