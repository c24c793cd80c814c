import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('unsafe-integer', () => {
  it('warns on a snowflake written as a number, quoting what the file says and saying who loses digits', async () => {
    const text = '{\n  "components": [{ "type": 1, "components": [{ "type": 2, "style": 6, "sku_id": 1234567890123456789 }] }]\n}\n';
    const messages = await lintInline(text);
    expectFindings(messages, 'unsafe-integer', [
      { path: '/components/0/components/0/sku_id', line: 2, column: 81, severity: 1, message: 'The number 1234567890123456789 is larger than 2^53. Discord reads it exactly, but a JavaScript reader' },
    ]);
    // Discord accepts an integer snowflake: nothing else is wrong with this payload.
    expectClean(messages.filter((m) => m.severity === 2));
  });

  it('does not tell to quote a component id, which is an integer: it says it is out of range', async () => {
    const text = '{ "flags": 32768, "components": [{ "type": 10, "content": "a", "id": 9007199254740993 }] }';
    const messages = await lintInline(text);
    expectFindings(messages, 'unsafe-integer', [{ path: '/components/0/id', line: 1, column: 70, message: 'if it is a component id, a colour or a count, it is far out of range' }]);
  });

  it('reports it in YAML too', async () => {
    expectFindings(await lintInline('type: 2\nstyle: 6\nsku_id: 98765432109876543210\n', { format: 'yaml' }), 'unsafe-integer', [
      { path: '/sku_id', line: 3, column: 9 },
    ]);
  });

  it('accepts safe integers and snowflake strings', async () => {
    expectClean(await lintInline({ type: 2, style: 6, sku_id: '1234567890123456789', id: 9007199254740991 }), 'unsafe-integer');
  });
});
