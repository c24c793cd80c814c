import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('message-reference-fields', () => {
  it('reports a forward without channel_id and a reply without message_id, at the reference', async () => {
    expectFindings(await lintInline({ message_reference: { type: 1, message_id: '1162843429183848519' } }), 'message-reference-fields', [
      { path: '/message_reference', line: 2, column: 24, severity: 2, message: 'a forward needs the channel_id and the message_id' },
    ]);
    expectFindings(await lintInline('content: hi\nmessage_reference:\n  channel_id: "1"\n'), 'message-reference-fields', [
      { path: '/message_reference', line: 3, column: 3, message: 'has no message_id' },
    ]);
  });

  it('accepts complete replies and forwards', async () => {
    expectClean(await lintInline({ content: 'x', message_reference: { message_id: '1' } }), 'message-reference-fields');
    expectClean(await lintInline({ message_reference: { type: 1, channel_id: '2', message_id: '1' } }), 'message-reference-fields');
  });
});
