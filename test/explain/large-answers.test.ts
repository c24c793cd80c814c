/**
 * Issue 30 items 4, 5 and 8 for explain: answers of any size and shape are read right, the first
 * 10,000 errors explained and the rest counted. Many sibling error keys (once quadratic), an errors
 * tree thousands of levels deep and 150,000 errors in one answer (both once "internal error"), 4 MiB
 * of one-character errors (once 5.6 s and 1.2 GB), and logs built to make a reader scan again and
 * again. What is checked is the output (counts, places, the message); `npm run bench` times them.
 */
import { describe, expect, it } from 'vitest';
import { explain, MAX_ANSWER_ERRORS, parseAnswer } from '../../src/explain/index.js';
import { cordlint } from '../cli/run-cli.js';
import { scratch } from '../cli-helpers.js';

const answer = (errors: unknown) => JSON.stringify({ code: 50035, message: 'Invalid Form Body', errors });

describe('explain on large answers', () => {
  it('reads 10,000 sibling error keys (the most it explains), each placed on its own component of the payload', async () => {
    const count = 10_000;
    expect(MAX_ANSWER_ERRORS).toBe(count);
    const errors: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) errors[i] = { label: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 80 or fewer in length.' }] } };
    const components = Array.from({ length: count }, (_, i) => ({ type: 2, style: 1, label: 'x'.repeat(81), custom_id: `b${i}` }));
    const payload = JSON.stringify({ components }, null, 1);
    const { explanations, result } = await explain(answer({ components: errors }), payload, { filePath: 'payload.json' });
    expect(explanations).toHaveLength(count);
    expect(result.errorCount).toBe(count);
    // In the file's order; each at its own label (JSON.stringify with indent 1: one line per property).
    const last = explanations.at(-1)!;
    expect(last.shownAt).toEqual(['components', count - 1, 'label']);
    const lines = payload.split('\n');
    let lastLabel = lines.length - 1;
    while (!lines[lastLabel]!.includes('"label"')) lastLabel--;
    expect(last.message.line).toBe(lastLabel + 1);
    expect(new Set(explanations.map((e) => e.message.line)).size).toBe(count);
  });

  it('reads 60,000 sibling error keys without a payload: the first 10,000 at their keys in the answer, the rest counted in a last message', async () => {
    const count = 60_000;
    const errors: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) errors[`k${i}`] = { _errors: ['This field is required'] };
    const { explanations, result, omitted } = await explain(JSON.stringify({ code: 50035, errors }, null, 1));
    expect(explanations).toHaveLength(MAX_ANSWER_ERRORS);
    expect(omitted).toBe(count - MAX_ANSWER_ERRORS);
    expect(explanations.every((e) => e.code === 'BASE_TYPE_REQUIRED')).toBe(true);
    // `{`, `"code": 50035,`, `"errors": {`, then five lines a key (`"k0": {`, `"_errors": [`, the message, `]`, `},`).
    expect(explanations[0]!.message.line).toBe(4);
    expect(explanations.at(-1)!.discordPath).toBe(`k${MAX_ANSWER_ERRORS - 1}`);
    expect(explanations.at(-1)!.message.line).toBe(4 + (MAX_ANSWER_ERRORS - 1) * 5);
    expect(result.messages).toHaveLength(MAX_ANSWER_ERRORS + 1);
    expect(result.errorCount).toBe(MAX_ANSWER_ERRORS + 1);
    expect(result.messages.at(-1)).toMatchObject({ ruleId: 'discord-400', severity: 2, line: 1, column: 1 });
    expect(result.messages.at(-1)!.message).toMatch(/^Discord's answer holds 50,000 more errors, not explained: cordlint reads the first 10,000 errors of an answer\./);
  });

  it('explains every error of an answer of 10,000 and says nothing more', async () => {
    const errors = Array.from({ length: MAX_ANSWER_ERRORS }, (_, i) => `Problem ${i}`);
    const { explanations, result, omitted } = await explain(answer({ content: { _errors: errors } }));
    expect(explanations).toHaveLength(MAX_ANSWER_ERRORS);
    expect(omitted).toBe(0);
    expect(result.messages.some((m) => m.message.includes('not explained'))).toBe(false);
  });

  it('reads an errors tree 5,000 levels deep: its path cut at 64 levels, and the message says so', async () => {
    const depth = 5000;
    const tree = `${'{"a":'.repeat(depth)}{"_errors":[{"code":"BASE_TYPE_REQUIRED","message":"This field is required"}]}${'}'.repeat(depth)}`;
    const { explanations } = await explain(`{"code":50035,"message":"Invalid Form Body","errors":${tree}}`);
    expect(explanations).toHaveLength(1);
    expect(explanations[0]!.path).toHaveLength(64);
    expect(explanations[0]!.message.message).toContain("Note: Discord's path is 5000 levels deep; cordlint reads its first 64 (no payload is nested that deep).");
  });

  it('reads a tree of 200,000 levels in a log line without failing: the innermost errors object is read alone', () => {
    const depth = 200_000;
    const text = `error: ${'{"a":'.repeat(depth)}{"_errors":[{"code":"X_Y","message":"m"}]}${'}'.repeat(depth)}`;
    // Too deep for the lenient reader (200 levels) as a whole; the object holding _errors is an answer of its own.
    expect(parseAnswer(text).map((e) => [e.code, e.message])).toEqual([['X_Y', 'm']]);
  });

  it('reads 150,000 errors of one answer: the first 10,000 explained in order, 140,000 counted', async () => {
    const count = 150_000;
    const messages = Array.from({ length: count }, (_, i) => `Problem ${i}`);
    const { explanations, result, omitted } = await explain(answer({ content: { _errors: messages } }));
    expect(explanations).toHaveLength(MAX_ANSWER_ERRORS);
    expect(explanations.at(-1)!.discordMessage).toBe(`Problem ${MAX_ANSWER_ERRORS - 1}`);
    expect(omitted).toBe(140_000);
    expect(result.messages).toHaveLength(MAX_ANSWER_ERRORS + 1);
    expect(result.messages.at(-1)!.message).toContain('holds 140,000 more errors, not explained');
  });

  it('counts the errors past the limit in every form a log prints them', () => {
    const many = 12;
    const limit = 5;
    const discordJs = `DiscordAPIError[50035]: Invalid Form Body\n${Array.from({ length: many }, (_, i) => `components[${i}].label[BASE_TYPE_REQUIRED]: This field is required`).join('\n')}`;
    const serenity = Array.from({ length: many }, (_, i) => `DiscordJsonSingleError { code: "BASE_TYPE_REQUIRED", message: "This field is required", path: "components.${i}.label" }`).join('\n');
    const embedded = `error: HTTP 400 Bad Request, ${answer({ components: Object.fromEntries(Array.from({ length: many }, (_, i) => [i, { label: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } }])) })}`;
    const discordNet = JSON.stringify({ Path: 'Data.Components[0].Label', Errors: Array.from({ length: many }, (_, i) => ({ Code: `CODE_${i}`, Message: 'm' })) });
    const discordPy = `discord.errors.HTTPException: 400 Bad Request (error code: 50035): Invalid Form Body\n${Array.from({ length: many }, (_, i) => `In components.${i}.label: This field is required`).join('\n')}`;
    for (const text of [discordJs, serenity, embedded, discordNet, discordPy]) {
      const errors = parseAnswer(text, limit);
      expect(errors, text.slice(0, 60)).toHaveLength(limit);
    }
    // In the answer's order: the first ones are kept.
    expect(parseAnswer(discordJs, limit).map((e) => e.path)).toEqual(Array.from({ length: limit }, (_, i) => ['components', i, 'label']));
  });

  it('a discord.js log printing the errors twice (its lines and the answer inspected) counts the rest once, as "at least"', async () => {
    const count = MAX_ANSWER_ERRORS + 250;
    const lines = Array.from({ length: count }, (_, i) => `components[${i}].label[BASE_TYPE_REQUIRED]: This field is required`);
    const tree = Object.fromEntries(Array.from({ length: count }, (_, i) => [i, { label: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } }]));
    const log = `DiscordAPIError[50035]: Invalid Form Body\n${lines.join('\n')}\n    at handleErrors (node_modules/@discordjs/rest/dist/index.js:730:13)\n  rawError: ${JSON.stringify({ code: 50035, message: 'Invalid Form Body', errors: { components: tree } })}\n`;
    const { explanations, result, omitted } = await explain(log);
    expect(explanations).toHaveLength(MAX_ANSWER_ERRORS);
    // The JSON (read first) keeps 10,000 and counts 250; the lines, read after, count all theirs: the smaller count is said.
    expect(omitted).toBe(250);
    expect(result.messages.at(-1)!.message).toMatch(/^Discord's answer holds at least 250 more errors, not explained/);
  });

  it('the CLI on 4 MiB of one-character errors: 10,000 lines and the count of the rest, exit 1', () => {
    const errors: string[] = [];
    for (let i = 0, length = 60; length < 4 * 1024 * 1024 - 100; i++) {
      errors.push(i.toString(36));
      length += errors.at(-1)!.length + 3;
    }
    const root = scratch({ 'tiny.json': JSON.stringify({ code: 50035, errors: { content: { _errors: errors } } }) });
    const run = cordlint(['explain', 'tiny.json', '--format', 'unix'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(MAX_ANSWER_ERRORS + 1);
    expect(lines.at(-1)).toBe(
      `tiny.json:1:1: Discord's answer holds ${(errors.length - MAX_ANSWER_ERRORS).toLocaleString('en-US')} more errors, not explained: cordlint reads the first 10,000 errors of an answer. No message, modal or interaction response comes near that many (one with every field wrong has under a thousand): check that this is the answer to one request, or fix these and send again. [Error/discord-400]`,
    );
  });

  it('quotes at most ten of cordlint\'s findings in one explanation and counts the rest', async () => {
    const components = Array.from({ length: 30 }, () => ({ type: 2, style: 1, custom_id: 'x' }));
    const { explanations } = await explain(answer({ _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 5 in length.' }] }), JSON.stringify({ components }), { filePath: 'p.json' });
    expect(explanations).toHaveLength(1);
    const said = explanations[0]!;
    if (said.cordlint.length > 10) expect(said.message.message).toContain(`and ${said.cordlint.length - 10} more findings here`);
    // Rule ids in parentheses (a type such as "Button (2)" is no rule id).
    expect((said.message.message.match(/\(([a-z][a-z0-9-]+)\)/g) ?? []).length).toBeLessThanOrEqual(11);
  });
});

describe('explain on hostile logs', () => {
  it.each<[string, () => string]>([
    ['200,000 requestBody keys, none holding a body', () => 'requestBody: {'.repeat(200_000)],
    ['a million-character line of `{` and `_errors`', () => '{"_errors": '.repeat(80_000)],
    ['util.inspect cut markers everywhere', () => `requestBody: { json: { a: ${'[Array], '.repeat(300_000)} } }`],
    ['rawError opened and never closed, many times', () => `requestBody: { json: {} } ${'rawError: { '.repeat(200_000)}`],
    ['a discord.js header and a million spaces', () => `DiscordAPIError[50035]: Invalid Form Body\ncomponents[0].label[BASE_TYPE_REQUIRED]: ${' '.repeat(1_000_000)}x`],
    ['runs of paths without codes', () => `DiscordAPIError: Invalid Form Body\n${'a.b[0].c'.repeat(200_000)}: m`],
    ['serenity errors unclosed', () => 'DiscordJsonSingleError { code: "'.repeat(100_000)],
  ])('%s: read in one pass, no error made up, nothing thrown', async (_name, make) => {
    const text = make();
    expect(text.length).toBeLessThanOrEqual(4 * 1024 * 1024);
    const errors = parseAnswer(text);
    expect(errors.length).toBeLessThanOrEqual(1);
    await expect(explain(text)).resolves.toBeDefined();
  });

  it('the CLI on an errors tree 5,000 levels deep: exit 1 and the note, no internal error', () => {
    const tree = `${'{"a":'.repeat(5000)}{"_errors":[{"code":"BASE_TYPE_REQUIRED","message":"This field is required"}]}${'}'.repeat(5000)}`;
    const root = scratch({ 'deep.json': `{"code":50035,"message":"Invalid Form Body","errors":${tree}}` });
    const run = cordlint(['explain', 'deep.json', '--format', 'unix'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Discord's path is 5000 levels deep; cordlint reads its first 64");
  });
});
