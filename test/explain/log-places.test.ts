/**
 * Issue 40, item 2: explain on a log that holds discord.js's requestBody reports at the log's own
 * lines (the file exists, the line holds the value), a shallow log says only that the place was not
 * printed (no "edited since"), and discord.py's one-line errors about top-level fields are read.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { explain } from '../../src/explain/index.js';
import { runCli, scratch } from '../cli-helpers.js';

const err = (code: string, message: string) => ({ _errors: [{ code, message }] });

/** What `console.error(error)` prints for a DiscordAPIError, after some lines of the bot's own log. */
function botLog(json: unknown, errors: Record<string, unknown>, flattened: string, depth: number | null, before = 20): string {
  const error = Object.assign(new Error(`Invalid Form Body\n${flattened}`), {
    requestBody: { files: [], json },
    rawError: { code: 50035, message: 'Invalid Form Body', errors },
    code: 50035,
    status: 400,
    method: 'POST',
    url: 'https://discord.com/api/v10/channels/1/messages',
  });
  const lines = Array.from({ length: before }, (_, i) => `[info] handled command ${i}`);
  return `${lines.join('\n')}\nsend failed: ${inspect(error, { depth })}\n`;
}

/** The 1-based line and column of the n-th occurrence of `needle` in `text`. */
function placeOf(text: string, needle: string, nth = 0): { line: number; column: number } {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const message = { content: 'Pick one', components: [{ type: 1, components: [] }], embeds: [{ title: 'T'.repeat(300), description: 'ok' }] };
const errors = {
  components: { 0: { components: err('BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 5 in length.') } },
  embeds: { 0: { title: err('BASE_TYPE_MAX_LENGTH', 'Must be 256 or fewer in length.') } },
};
const flattened = 'components[0].components[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 5 in length.\nembeds[0].title[BASE_TYPE_MAX_LENGTH]: Must be 256 or fewer in length.';

describe('explain on a discord.js log: the log is the file, its lines are the places', () => {
  it.each([0, 7, 43])('a whole inspect print after %i lines of log: each error at the value in the log', async (before) => {
    const log = botLog(message, errors, flattened, null, before);
    const { result } = await explain(log, undefined, { answerPath: 'bot.log' });
    expect(result.filePath).toBe('bot.log');
    const byCode = Object.fromEntries(result.messages.map((m) => [m.ruleId, { line: m.line, column: m.column }]));
    expect(byCode.BASE_TYPE_MAX_LENGTH).toEqual(placeOf(log, `'${'T'.repeat(300)}'`));
    // `components: []` of the row: the second "components: [" of the body.
    expect(byCode.BASE_TYPE_BAD_LENGTH).toEqual({ ...placeOf(log, 'components: []'), column: placeOf(log, 'components: []').column + 'components: '.length });
  });

  it('a JSON log line (pino): the place is on the line of the log that holds the body', async () => {
    const record = { level: 50, msg: 'send failed', err: { code: 50035, rawError: { code: 50035, message: 'Invalid Form Body', errors }, requestBody: { files: [], json: message } } };
    const log = `{"level":30,"msg":"ready"}\n{"level":30,"msg":"ready again"}\n${JSON.stringify(record)}\n`;
    const { result } = await explain(log, undefined, { answerPath: 'app.jsonl' });
    expect(result.filePath).toBe('app.jsonl');
    const title = result.messages.find((m) => m.ruleId === 'BASE_TYPE_MAX_LENGTH')!;
    expect({ line: title.line, column: title.column }).toEqual(placeOf(log, `"${'T'.repeat(300)}"`));
  });

  it('the CLI names the log in unix and GitHub annotations, at its line', async () => {
    const log = botLog(message, errors, flattened, null);
    const root = scratch({ 'bot.log': log });
    const unix = await runCli(['explain', '--format', 'unix', 'bot.log'], root);
    expect(unix.code).toBe(1);
    const title = placeOf(log, `'${'T'.repeat(300)}'`);
    expect(unix.stdout).toContain(`bot.log:${title.line}:${title.column}: embeds[0].title`);
    expect(unix.stdout).not.toContain('requestBody.json)');
    const github = await runCli(['explain', '--format', 'github', 'bot.log'], root);
    expect(github.stdout).toMatch(new RegExp(`file=bot\\.log,line=${title.line},`));
  });

  it('a shallow log (depth 2): the cut place is at its [Array] in the log, and nothing blames an edited file', async () => {
    const log = botLog(message, errors, flattened, 2);
    expect(log).toContain('components: [Array]');
    const { result, explanations } = await explain(log, undefined, { answerPath: 'bot.log' });
    expect(explanations).toHaveLength(2);
    for (const e of explanations) {
      expect(e.note).toMatch(/is not in the log, so cordlint cannot show or check it/);
      expect(e.message.message).not.toMatch(/edited since|finds nothing here|no rule/);
    }
    const rows = result.messages.find((m) => m.ruleId === 'BASE_TYPE_BAD_LENGTH')!;
    const at = placeOf(log, '[Array]');
    expect({ line: rows.line, column: rows.column }).toEqual(at);
  });

  it('held-out: a body cordlint finds nothing wrong in is not "edited since" (the log shows what was sent)', async () => {
    const fine = { content: 'x'.repeat(10) };
    const log = botLog(fine, { content: err('BASE_TYPE_MAX_LENGTH', 'Must be 2000 or fewer in length.') }, 'content[BASE_TYPE_MAX_LENGTH]: Must be 2000 or fewer in length.', null);
    const { result } = await explain(log, undefined, { answerPath: 'bot.log' });
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]!.message).not.toMatch(/edited since/);
    expect(result.messages[0]!.message).toMatch(/request body in the log/);
    expect({ line: result.messages[0]!.line, column: result.messages[0]!.column }).toEqual(placeOf(log, "'xxxxxxxxxx'"));
  });
});

describe("discord.py's one-line errors", () => {
  it.each([
    ['In content alone', 'In content: Must be 2000 or fewer in length.', ['content'], 'BASE_TYPE_MAX_LENGTH'],
    ['after the body on one line', 'Invalid Form Body In content: Must be 2000 or fewer in length.', ['content'], 'BASE_TYPE_MAX_LENGTH'],
    ['held-out: a top-level list', 'In components: Must be 5 or fewer in length.', ['components'], 'BASE_TYPE_MAX_LENGTH'],
    ['held-out: a required top-level field in a logger line', '2026-01-02 ERROR bot: Invalid Form Body In title: This field is required', ['title'], 'BASE_TYPE_REQUIRED'],
    ['the dotted form still works', 'In embeds.0.title: Must be 256 or fewer in length.', ['embeds', 0, 'title'], 'BASE_TYPE_MAX_LENGTH'],
  ])('%s', async (_name, text, path, code) => {
    const { explanations } = await explain(text);
    expect(explanations.map((e) => [e.discordPath !== undefined, e.code, e.path])).toEqual([[true, code, path]]);
  });

  it('prose that happens to start with "In x:" is not an error', async () => {
    expect((await explain('In summary: the deploy went well.')).explanations).toEqual([]);
    expect((await explain('In theory: this should work')).explanations).toEqual([]);
  });

  it('a one-line top-level error is placed on the payload', async () => {
    const { result } = await explain('In content: Must be 2000 or fewer in length.', `{\n  "content": "${'a'.repeat(2001)}"\n}\n`, { filePath: 'reply.json' });
    expect(result.messages).toMatchObject([{ ruleId: 'BASE_TYPE_MAX_LENGTH', line: 2, path: '/content' }]);
  });
});
