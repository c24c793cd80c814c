/** Every legacy sample converts (or, for the poll, is refused), and every result lints clean and fits Discord's schema. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertText } from '../../src/convert/text.js';
import { Linter } from '../../src/index.js';
import { officialErrors, openApiPath } from './openapi.js';

const linter = new Linter();

const folder = path.resolve(import.meta.dirname, '../../samples/legacy');
const files = readdirSync(folder).filter((f) => /\.(json|ya?ml)$/.test(f)).sort();

describe('samples/legacy', () => {
  it('holds a message, a webhook body, an interaction response, a modal and a poll', () => {
    expect(files).toEqual(['feedback-modal.yaml', 'release-announcement.json', 'ticket-reply.yaml', 'webhook-gallery.json', 'weekly-poll.json']);
  });

  it.each(files.filter((f) => !f.includes('poll')))('%s converts to a payload that lints clean and validates against the official schema', async (file) => {
    const filePath = path.join(folder, file);
    const result = await convertText(readFileSync(filePath, 'utf8'), { filePath });
    expect(result.status, result.reasons.join('\n')).toBe('converted');
    const lint = linter.lintText(result.text!, {}, { filePath });
    expect(lint.messages).toEqual([]);
    if (openApiPath) {
      const json = await convertText(readFileSync(filePath, 'utf8'), { filePath, outputFormat: 'json' });
      expect(officialErrors(JSON.parse(json.text!))).toEqual([]);
    }
  });

  it('refuses the poll, saying why', async () => {
    const filePath = path.join(folder, 'weekly-poll.json');
    const result = await convertText(readFileSync(filePath, 'utf8'), { filePath });
    expect(result.status).toBe('refused');
    expect(result.reasons).toEqual([expect.stringMatching(/^\/poll: The message has a poll, and polls are disabled in Components V2 messages/)]);
  });
});
