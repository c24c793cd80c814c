import { describe, expect, it } from 'vitest';
import { explain } from '../../src/explain/index.js';
import { NUMERIC_CODES } from '../../src/explain/codes.js';

/**
 * Issue 24 item 5: every JSON error code a payload can cause is explained and tied to the field
 * (shown on the payload's line) or the destination that causes it.
 */
interface Case {
  /** Discord's words (its list of JSON error codes). */
  words: string;
  /** A payload holding the field that causes the code, and the line and pointer of that field; none when a destination alone causes it. */
  payload?: string;
  line?: number;
  pointer?: string;
  /** What the explanation must name. */
  names: readonly string[];
}

const VOICE = '{\n  "flags": 8192,\n  "content": "listen",\n  "attachments": [{ "id": 0, "filename": "voice.ogg" }]\n}\n';
const ATTACH = '{\n  "content": "file",\n  "attachments": [{ "id": 0, "filename": "big.png" }]\n}\n';
const REPLY = '{\n  "content": "re",\n  "message_reference": { "message_id": "1", "type": 1 }\n}\n';
const THREAD = '{\n  "content": "hi",\n  "thread_name": "New post"\n}\n';
const POLL = '{\n  "poll": {\n    "question": { "text": "Lunch?" },\n    "answers": [\n      { "poll_media": { "text": "Pizza" } },\n      { "poll_media": { "text": "Soup", "emoji": { "id": "123" } } }\n    ]\n  }\n}\n';

const CASES: Record<string, Case> = {
  '40005': { words: 'Request entity too large', payload: ATTACH, line: 3, pointer: '/attachments', names: ['attachments'] },
  '40058': { words: 'Cannot send a message in a forum channel', names: ['channel-message', 'forum'] },
  '50008': { words: 'Cannot send messages in a non-text channel', names: ['channel-message'] },
  '50045': { words: 'File uploaded exceeds the maximum size', payload: ATTACH, line: 3, pointer: '/attachments', names: ['attachments', '10 MiB'] },
  '50046': { words: 'Invalid file uploaded', payload: ATTACH, line: 3, pointer: '/attachments', names: ['attachments'] },
  '50081': { words: 'Invalid sticker sent', payload: '{\n  "sticker_ids": ["123"]\n}\n', line: 2, pointer: '/sticker_ids', names: ['sticker_ids'] },
  '50146': { words: 'Uploaded file not found.', payload: ATTACH, line: 3, pointer: '/attachments', names: ['attachments'] },
  '50159': { words: 'Voice messages do not support additional content.', payload: VOICE, line: 3, pointer: '/content', names: ['content', 'IS_VOICE_MESSAGE'] },
  '50160': { words: 'Voice messages must have a single audio attachment.', payload: VOICE, line: 4, pointer: '/attachments', names: ['attachments', 'audio'] },
  '50161': { words: 'Voice messages must have supporting metadata.', payload: VOICE, line: 4, pointer: '/attachments', names: ['duration_secs', 'waveform'] },
  '50173': { words: 'You cannot send voice messages in this channel.', payload: VOICE, line: 2, pointer: '/flags', names: ['flags', 'SEND_VOICE_MESSAGES'] },
  '160002': { words: 'Cannot reply without permission to read message history', payload: REPLY, line: 3, pointer: '/message_reference', names: ['message_reference', 'READ_MESSAGE_HISTORY'] },
  '160014': { words: 'You cannot forward a message whose content you cannot read', payload: REPLY, line: 3, pointer: '/message_reference', names: ['message_reference', 'FORWARD'] },
  '220001': { words: 'Webhooks posted to forum channels must have a thread_name or thread_id', names: ['thread_name', 'webhook'] },
  '220002': { words: 'Webhooks posted to forum channels cannot have both a thread_name and thread_id', payload: THREAD, line: 3, pointer: '/thread_name', names: ['thread_name', 'thread_id'] },
  '220003': { words: 'Webhooks can only create threads in forum channels', payload: THREAD, line: 3, pointer: '/thread_name', names: ['thread_name'] },
  '220004': { words: 'Webhook services cannot be used in forum channels', names: ['destination webhook', 'forum'] },
  '520002': { words: 'Invalid channel type for poll creation', payload: POLL, line: 2, pointer: '/poll', names: ['poll'] },
  '520003': { words: 'Cannot edit a poll message', payload: POLL, line: 2, pointer: '/poll', names: ['poll', 'message-edit', 'webhook-edit', 'interaction-edit'] },
  '520004': { words: 'Cannot use an emoji included with the poll', payload: POLL, line: 6, pointer: '/poll/answers/1/poll_media/emoji', names: ['poll_media.emoji'] },
};

const json = (code: string, words: string) => JSON.stringify({ code: Number(code), message: words });

describe('explain: the JSON error codes a payload can cause (issue 24)', () => {
  it('the table holds every code the issue names', () => {
    expect(Object.keys(CASES).every((code) => NUMERIC_CODES[code] !== undefined)).toBe(true);
  });

  describe.each(Object.entries(CASES))('%s', (code, c) => {
    it('without a payload, the explanation names its field or destination', async () => {
      for (const answer of [json(code, c.words), `DiscordAPIError[${code}]: ${c.words}`, `discord.errors.HTTPException: 400 Bad Request (error code: ${code}): ${c.words}`]) {
        const { result } = await explain(answer);
        expect(result.messages).toHaveLength(1);
        expect(result.messages[0]!.ruleId).toBe(code);
        for (const name of c.names) expect(result.messages[0]!.message).toContain(name);
      }
    });

    if (c.payload) {
      it("with a payload, it is shown on the line of the field that causes it", async () => {
        for (const answer of [json(code, c.words), `DiscordAPIError[${code}]: ${c.words}`]) {
          const { result, explanations } = await explain(answer, c.payload, { filePath: 'sent.json' });
          expect(result.messages).toMatchObject([{ ruleId: code, line: c.line, path: c.pointer }]);
          expect(explanations[0]!.note).toContain('names no field');
        }
      });

      it('an interaction response holds the field under data', async () => {
        const envelope = `{ "type": 4, "data": ${c.payload} }`;
        const { result } = await explain(json(code, c.words), envelope, { filePath: 'sent.json' });
        expect(result.messages[0]).toMatchObject({ ruleId: code, path: `/data${c.pointer}`, line: c.line });
      });
    }
  });

  it('a payload without the causing field shows the code on the whole body', async () => {
    const { result } = await explain(json('50159', CASES['50159']!.words), '{\n  "flags": 8192,\n  "content": "",\n  "attachments": []\n}\n', { filePath: 'sent.json' });
    expect(result.messages).toMatchObject([{ ruleId: '50159', line: 1, column: 1, path: '' }]);
  });
});

describe("explain: cordlint's own findings beside a JSON error code", () => {
  it("50159 on a voice message with content shows voice-message's finding", async () => {
    const { explanations, result } = await explain(json('50159', CASES['50159']!.words), VOICE, { filePath: 'sent.json' });
    expect(result.messages[0]).toMatchObject({ ruleId: '50159', line: 3, path: '/content' });
    expect(explanations[0]!.cordlint.map((m) => m.ruleId)).toContain('voice-message');
    expect(result.messages[0]!.message).toContain('(voice-message)');
  });
});
