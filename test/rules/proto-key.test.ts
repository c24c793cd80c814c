import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('proto-key', () => {
  it('reports a __proto__ key at the key, without polluting anything', async () => {
    const text = '{\n  "content": "Hi",\n  "__proto__": { "polluted": true }\n}\n';
    expectFindings(await lintInline(text), 'proto-key', [{ path: '/__proto__', line: 3, column: 3 }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports it in YAML', async () => {
    expectFindings(await lintInline('content: Hi\n__proto__:\n  polluted: true\n', { format: 'yaml' }), 'proto-key', [
      { path: '/__proto__', line: 2, column: 1 },
    ]);
  });

  it('accepts ordinary keys', async () => {
    expectClean(await lintInline({ content: 'proto' }), 'proto-key');
  });
});
