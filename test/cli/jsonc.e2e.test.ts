/**
 * JSON payloads with comments (issue 29 item 8): `.jsonc` files, and `.json` files where the
 * config's `allowComments` says so, read with `//` and `/* *\/` comments and their cordlint-disable
 * directives, findings at the file's own lines and columns, fixes that keep the comments; a comment
 * in plain JSON stays a parse error at its place.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Linter } from '../../src/index.js';
import { read, runCli, scratch } from '../cli-helpers.js';

const linter = new Linter();

interface JsonMessage {
  ruleId: string;
  path: string;
  line: number;
  column: number;
  severity: number;
  message: string;
}

function messagesOf(stdout: string): JsonMessage[] {
  return (JSON.parse(stdout) as { messages: JsonMessage[] }[]).flatMap((r) => r.messages);
}

/** 1-based line and column of the `nth` (0-based) occurrence of `needle` in `text`. */
function placeOf(text: string, needle: string, nth = 0): [number, number] {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  if (at === -1) throw new Error(`no ${needle} #${nth}`);
  const before = text.slice(0, at);
  return [before.split('\n').length, at - before.lastIndexOf('\n')];
}

const SIGN_UP = `// Sign-up message: its buttons share custom_ids on purpose.
{
  "content": "Sign up", /* shown above the buttons */
  "components": [
    {
      "type": 1,
      "components": [
        { "type": 2, "style": 1, "label": "A", "custom_id": "vote" },
        // cordlint-disable-next-line custom-id-unique -- both count as one vote
        { "type": 2, "style": 2, "label": "B", "custom_id": "vote" },
        { "type": 2, "style": 2, "label": "C", "custom_id": "vote" }, // cordlint-disable-line custom-id-unique
        { "type": 2, "style": 2, "label": "D", "custom_id": "vote" }
      ]
    }
  ],
  /* cordlint-disable embed-url-scheme */
  "embeds": [{ "title": "https://example.com // not a comment", "url": "ftp://example.com/a" }],
  /* cordlint-enable embed-url-scheme */
  "embeds2": { "url": "ftp://example.com/b" }
}
`;

describe('JSON with comments', () => {
  it('places findings in a .jsonc at the lines and columns of the file, comments and all', async () => {
    const root = scratch({ 'signup.jsonc': SIGN_UP });
    const out = await runCli(['lint', '-f', 'json', '--no-inline-config', 'signup.jsonc'], root);
    expect(out.code).toBe(1);
    const found = messagesOf(out.stdout).map((m) => [m.ruleId, m.path, m.line, m.column]);
    expect(found).toEqual([
      ['custom-id-unique', '/components/0/components/1/custom_id', ...placeOf(SIGN_UP, '"vote"', 1)],
      ['custom-id-unique', '/components/0/components/2/custom_id', ...placeOf(SIGN_UP, '"vote"', 2)],
      ['custom-id-unique', '/components/0/components/3/custom_id', ...placeOf(SIGN_UP, '"vote"', 3)],
      ['embed-url-scheme', '/embeds/0/url', ...placeOf(SIGN_UP, '"ftp://example.com/a"')],
      ['unknown-field', '/embeds2', ...placeOf(SIGN_UP, '"embeds2"')],
    ]);
  });

  it('each directive form silences exactly the finding it names', async () => {
    const root = scratch({ 'signup.jsonc': SIGN_UP });
    const found = messagesOf((await runCli(['lint', '-f', 'json', 'signup.jsonc'], root)).stdout).map((m) => [m.ruleId, m.path, m.line]);
    // B (next-line, with a reason), C (disable-line) and the embed's URL (disable ... enable) are silenced;
    // D, on no directive's line, and the field after the enable are still reported.
    expect(found).toEqual([
      ['custom-id-unique', '/components/0/components/3/custom_id', placeOf(SIGN_UP, '"vote"', 3)[0]],
      ['unknown-field', '/embeds2', placeOf(SIGN_UP, '"embeds2"')[0]],
    ]);
    // A directive without rule ids silences every rule on its line.
    const all = SIGN_UP.replace('// cordlint-disable-next-line custom-id-unique -- both count as one vote', '// cordlint-disable-next-line').replace(
      '"embeds2": { "url": "ftp://example.com/b" }',
      '// cordlint-disable-next-line\n  "embeds2": { "url": "ftp://example.com/b" }',
    );
    const rest = linter.lintText(all, {}, { filePath: 'all.jsonc' });
    expect(rest.messages.map((m) => m.path)).toEqual(['/components/0/components/3/custom_id']);
  });

  it('reports the directives that silence nothing, and names a misspelt rule', async () => {
    const text = SIGN_UP.replace('{ "type": 2, "style": 2, "label": "B", "custom_id": "vote" }', '{ "type": 2, "style": 2, "label": "B", "custom_id": "other" }').replace(
      '/* cordlint-enable embed-url-scheme */',
      '/* cordlint-enable embed-url-scheme */\n  // cordlint-disable-next-line custom-id-uniqe',
    );
    const root = scratch({ 'signup.jsonc': text });
    const out = await runCli(['lint', '-f', 'json', '--report-unused-disable-directives', 'signup.jsonc'], root);
    const unused = messagesOf(out.stdout).filter((m) => m.ruleId === 'unused-disable-directive');
    expect(unused.map((m) => [m.line, m.column, m.severity])).toEqual([placeOf(text, '// cordlint-disable-next-line custom-id-unique').concat(2), placeOf(text, '// cordlint-disable-next-line custom-id-uniqe').concat(2)]);
    expect(unused[0]!.message).toContain('no "custom-id-unique" problem was reported on line');
    expect(unused[1]!.message).toContain('Did you mean "custom-id-unique"?');
  });

  it('--fix keeps every comment', async () => {
    const text = `// A Components V2 message.
{
  // No flags yet: the fix adds them.
  "components": [
    { "type": "10", "content": "Hello" } // a Text Display, its type written as a string
  ] /* the end */
}
`;
    const root = scratch({ 'v2.jsonc': text });
    const out = await runCli(['lint', '--fix', 'v2.jsonc'], root);
    expect(out.code).toBe(0);
    expect(read(root, 'v2.jsonc')).toBe(`// A Components V2 message.
{
  // No flags yet: the fix adds them.
  "flags": 32768,
  "components": [
    { "type": 10, "content": "Hello" } // a Text Display, its type written as a string
  ] /* the end */
}
`);
  });

  it('plain .json without the config key reports a comment as a parse error at its place; allowComments reads it', async () => {
    const text = SIGN_UP.replace('// Sign-up message: its buttons share custom_ids on purpose.\n', '');
    const root = scratch({ 'signup.json': text, 'sub/signup.json': text });
    const plain = messagesOf((await runCli(['lint', '-f', 'json', 'signup.json'], root)).stdout);
    expect(plain.map((m) => [m.ruleId, m.line, m.column, m.severity])).toEqual([['parse-error', ...placeOf(text, '/* shown'), 2]]);
    expect(plain[0]!.message).toContain('Comments are not allowed in JSON');
    expect(plain[0]!.message).toContain('name the file .jsonc, or set "allowComments": true');

    // An override grants the sub-folder's files comments; the top level stays plain JSON.
    const withOverride = scratch({ 'signup.json': text, 'sub/signup.json': text, 'cordlint.config.json': JSON.stringify({ overrides: [{ files: ['sub/**'], allowComments: true }] }) });
    const both = JSON.parse((await runCli(['lint', '-f', 'json', 'signup.json', 'sub/signup.json'], withOverride)).stdout) as { filePath: string; messages: JsonMessage[] }[];
    const byFile = Object.fromEntries(both.map((r) => [path.relative(withOverride, r.filePath).split(path.sep).join('/'), r.messages.map((m) => m.ruleId)]));
    expect(byFile).toEqual({ 'signup.json': ['parse-error'], 'sub/signup.json': ['custom-id-unique', 'unknown-field'] });

    const everywhere = scratch({ 'signup.json': text, 'cordlint.config.yaml': 'allowComments: true\n' });
    expect(messagesOf((await runCli(['lint', '-f', 'json', 'signup.json'], everywhere)).stdout).map((m) => m.ruleId)).toEqual(['custom-id-unique', 'unknown-field']);
    const wrong = scratch({ 'signup.json': text, 'cordlint.config.yaml': 'allowComments: yes please\n' });
    const refused = await runCli(['lint', 'signup.json'], wrong);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('allowComments');
  });

  it('reads stdin as JSONC by --stdin-filename, finds .jsonc files in folders, and refuses an unterminated comment at its place', async () => {
    const root = scratch({ 'payloads/signup.jsonc': SIGN_UP, 'payloads/open.jsonc': '{\n  "content": "x" /* never closed\n}\n' });
    const stdin = await runCli(['lint', '-f', 'json', '--stdin', '--stdin-filename', 'x.jsonc'], root, SIGN_UP);
    expect(messagesOf(stdin.stdout).map((m) => [m.ruleId, m.line])).toEqual([
      ['custom-id-unique', placeOf(SIGN_UP, '"vote"', 3)[0]],
      ['unknown-field', placeOf(SIGN_UP, '"embeds2"')[0]],
    ]);
    const folder = JSON.parse((await runCli(['lint', '-f', 'json', 'payloads'], root)).stdout) as { filePath: string; messages: JsonMessage[] }[];
    expect(folder.map((r) => r.filePath.split(/[\\/]/).pop()).sort()).toEqual(['open.jsonc', 'signup.jsonc']);
    const open = folder.find((r) => r.filePath.endsWith('open.jsonc'))!.messages;
    expect(open.map((m) => [m.ruleId, m.line, m.column])).toEqual([['parse-error', 2, 18]]);
    expect(open[0]!.message).toContain('Unterminated comment');
  });
});
