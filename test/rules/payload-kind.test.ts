import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintPayload } from '../helpers.js';

describe('payload-kind', () => {
  it('reports a top level that is not an object', async () => {
    expectFindings(await lintPayload('[1, 2]'), 'payload-kind', [{ path: '', line: 1, column: 1, message: 'The top level is an array' }]);
    expectFindings(await lintPayload('"text"'), 'payload-kind', [{ path: '', message: 'a string' }]);
  });

  it('reports an object of no known kind and suggests --kind', async () => {
    expectFindings(await lintPayload('hello: world\n', { format: 'yaml' }), 'payload-kind', [{ path: '', line: 1, column: 1, message: '--kind' }]);
  });

  it('accepts every kind it recognises', async () => {
    for (const payload of [
      { content: 'message' },
      { custom_id: 'm', title: 'Modal', components: [{ type: 10, content: 'x' }] },
      { type: 4, data: { content: 'callback' } },
      { type: 9, data: { custom_id: 'm', title: 'Modal', components: [{ type: 10, content: 'x' }] } },
      { type: 4, custom_id: 'text-input', style: 1 },
      { type: 3, data: { custom_id: 'pressed', component_type: 2 } },
    ]) {
      expectClean(await lintPayload(payload), 'payload-kind');
    }
  });
});
