/**
 * Issue 30 item 2: text from a file or a log (a payload's strings and keys, custom_ids, Discord's
 * code and message in a log, a file name) reaches no output raw, whatever the command and format:
 * stdout and stderr hold no control, separator or bidirectional character, and no line that the
 * GitHub Actions runner would read as a workflow command, but the ones cordlint's github format writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint, type CliRun } from '../cli/run-cli.js';

/** Escape sequences (CSI, OSC), CR and LF, workflow commands, their %-escapes, bidi override, NUL, C1 CSI, NEL, the line separator. */
const HOSTILE = '\u001b[31mRED\u001b]0;title\u0007\r\n::error file=x.json::forged\n::stop-commands::tok\n%0A::warning::y\u202e\u0000\u009b2J\u0085\u2028end';
/** A command-line argument cannot hold NUL. */
const ARGUMENT = HOSTILE.replace('\u0000', '');
const RAW = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** The runner trims leading white space (.NET's Char.IsWhiteSpace) before looking for `::`. */
const WORKFLOW_COMMAND = /^\s*::/;
const CORDLINT_ANNOTATION = /^::(?:error|warning) file=[^:,]*(?:,[a-zA-Z]+=[^:,]*)*::[^\r\n]*$/;

const message = {
  flags: 32768,
  components: [
    { type: 10, content: `a${HOSTILE}` },
    { type: 1, components: [{ type: 2, style: 1, label: 'A', custom_id: HOSTILE }, { type: 2, style: 1, label: 'B', custom_id: `b${ARGUMENT}` }] },
  ],
  [HOSTILE]: 1,
};
const answer = {
  code: 50035,
  message: HOSTILE,
  errors: { components: { 0: { content: { _errors: [{ code: HOSTILE, message: HOSTILE }] } } }, [HOSTILE]: { _errors: [{ code: '\n::error::x', message: 'm' }] } },
};
const fixture = { type: 3, id: '1', application_id: '1', token: 't', version: 1, data: { component_type: 2, custom_id: `zz${HOSTILE}` }, message };
const HOSTILE_NAME = 'n\u001b[31m\n::error::f\u202e.json';

const root = scratch({
  'sent.json': JSON.stringify(message),
  'sent.yaml': stringify(message),
  'answer.json': JSON.stringify(answer),
  'answer.log': `DiscordAPIError[50035]: Invalid Form Body\ncomponents[0].content[BASE_TYPE_MAX_LENGTH]: ${HOSTILE}\n${JSON.stringify({ requestBody: { json: message } })}\n`,
  'fixture.json': JSON.stringify(fixture),
  'embed.json': JSON.stringify({ embeds: [{ title: HOSTILE, description: HOSTILE }] }),
  'embed.yaml': `# a note\u202e\u009b\n${stringify({ content: HOSTILE, embeds: [{ title: HOSTILE, description: HOSTILE }] })}`,
  [HOSTILE_NAME]: JSON.stringify(message),
});
const hostileFile = readdirSync(root).find((name) => name.startsWith('n'))!;

const FORMATS = ['stylish', 'json', 'unix', 'sarif', 'github', 'junit', 'checkstyle', 'rdjson', 'diff'];

function expectNoForgery(run: CliRun, allowAnnotations: boolean): void {
  expect(run.stderr).not.toContain('internal error');
  for (const [stream, text] of [['stdout', run.stdout], ['stderr', run.stderr]] as const) {
    const raw = RAW.exec(text);
    expect(raw && `${stream}: raw U+${raw[0].charCodeAt(0).toString(16).padStart(4, '0')} in ${JSON.stringify(text.slice(Math.max(0, raw.index - 40), raw.index + 10))}`).toBeNull();
    for (const line of text.split('\n')) {
      if (!WORKFLOW_COMMAND.test(line)) continue;
      expect(stream === 'stdout' && allowAnnotations && CORDLINT_ANNOTATION.test(line), `${stream}: ${line}`).toBe(true);
    }
  }
}

const commands: [string, string[]][] = [
  ['lint', ['lint', 'sent.json']],
  ['lint of a hostile file name', ['lint', hostileFile]],
  ['lint --fix-dry-run of YAML', ['lint', '--fix-dry-run', 'sent.yaml']],
  ['explain of a JSON answer', ['explain', 'answer.json']],
  ['explain with the payload', ['explain', 'answer.json', 'sent.json']],
  ['explain of a log', ['explain', 'answer.log']],
  ['lint --against', ['lint', '--against', 'sent.json', 'fixture.json']],
];

describe('no forged output from hostile text, in any format', () => {
  for (const [name, args] of commands) {
    it.each(FORMATS)(`${name}: --format %s`, (format) => {
      const run = cordlint([...args, '--format', format], { cwd: root });
      expect(run.status === 0 || run.status === 1, run.stderr).toBe(true);
      expectNoForgery(run, format === 'github');
    });
  }

  it('explain prints Discord\'s code escaped in the stylish rule column and the github title', () => {
    const stylish = cordlint(['explain', 'answer.json', '--format', 'stylish'], { cwd: root });
    expect(stylish.stdout).toContain('\\n::error::x\n');
    const github = cordlint(['explain', 'answer.json', '--format', 'github'], { cwd: root });
    const titles = github.stdout.trimEnd().split('\n').map((line) => /title=([^,:]*)/.exec(line)?.[1]);
    expect(titles).toContain('\\u001B[31mRED\\u001B]0;title\\u0007%0D%0A%3A%3Aerror file=x.json%3A%3Aforged%0A%3A%3Astop-commands%3A%3Atok%0A%250A%3A%3Awarning%3A%3Ay\\u202E\\u0000\\u009B2J\\u0085\\u2028end');
  });
});

describe('no forged output on the other commands', () => {
  it.each<[string, string[]]>([
    ['mock naming its candidates', ['mock', 'sent.json']],
    ['mock of a custom_id', ['mock', 'sent.json', '--custom-id', `b${ARGUMENT}`]],
    ['mock of a custom_id, YAML', ['mock', 'sent.yaml', '--custom-id', `b${ARGUMENT}`]],
    ['mock of a missing custom_id', ['mock', 'sent.json', '--custom-id', `nope${ARGUMENT}`]],
    ['convert', ['convert', 'embed.json']],
    ['convert of YAML (comments and strings)', ['convert', 'embed.yaml']],
    ['convert --report', ['convert', 'embed.json', '--report']],
    ['convert --report json', ['convert', 'embed.json', '--report', '--report-format', 'json']],
    ['preview', ['preview', 'sent.json']],
    ['preview of a hostile file name', ['preview', hostileFile]],
    ['explain of a missing file', ['explain', `missing${ARGUMENT}`]],
  ])('%s', (_name, args) => {
    const run = cordlint(args, { cwd: root });
    expectNoForgery(run, false);
  });

  it('mock quotes the custom_ids it lists escaped, on one line', () => {
    const run = cordlint(['mock', 'sent.json'], { cwd: root });
    expect(run.status).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('Button (2) "\\u001B[31mRED\\u001B]0;title\\u0007\\r\\n::error file=x.json::forged\\n::stop-commands::tok\\n%0A::warning::y\\u202E\\u0000\\u009B2J\\u0085\\u2028end"');
  });

  it('convert writes YAML whose strings are the input\'s, every unsafe character escaped', () => {
    const run = cordlint(['convert', 'embed.yaml'], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    const converted = JSON.stringify(parse(run.stdout));
    // The text moved into components, unchanged: C1 controls, bidi override and line separator included.
    expect(converted.split(JSON.stringify(HOSTILE).slice(1, -1)).length).toBeGreaterThan(2);
    // JSON written as YAML (no YAML source): the same.
    const file = cordlint(['convert', 'embed.json', '-o', 'out.yaml'], { cwd: root });
    expect(file.status, file.stderr).toBe(0);
    const written = readFileSync(path.join(root, 'out.yaml'), 'utf8');
    expect(RAW.exec(written)).toBeNull();
    expect(JSON.stringify(parse(written))).toContain(JSON.stringify(HOSTILE).slice(1, -1));
  });

  it('mock writes the custom_id as the same JSON value, escaped', () => {
    for (const sent of ['sent.json', 'sent.yaml']) {
      const run = cordlint(['mock', sent, '--custom-id', `b${ARGUMENT}`], { cwd: root });
      expect(run.status, run.stderr).toBe(0);
      const value = sent.endsWith('.json') ? JSON.parse(run.stdout) : parse(run.stdout);
      expect(value.data.custom_id).toBe(`b${ARGUMENT}`);
    }
  });
});
