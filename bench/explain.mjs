// explain on large answers, through the built CLI: Discord's answers with 24,000 and 60,000 sibling
// error keys (once 18 s and over a minute: each error was located alone, and cordlint's findings
// filtered per error), the same with the payload they answer, an errors tree 5,000 levels deep and
// 150,000 errors in one answer (both once "internal error"), and the largest answers explain reads
// (4 MiB of one-character errors: 600,000 of them, once 5.6 s and 1.2 GB; 4 MiB of sibling keys),
// one with a 4 MiB payload, and 4 MiB logs of the lines discord.js and discord.py print (once 2.2
// and 3.8 s: every line went through every library's expressions). Past 10,000 errors the rest are counted, not explained (one line more).
// Medians of a few runs; peak memory of an untimed one. Run alone with `node bench/explain.mjs` (after `npm run build`); `npm run bench` runs it too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(path.dirname(here), 'bin/cordlint.js');
const RUNS = Number(process.env.BENCH_EXPLAIN_RUNS ?? 3);
const scratch = mkdtempSync(path.join(tmpdir(), 'cordlint-bench-explain-'));
const rssFile = path.join(scratch, 'rss');

const write = (name, text) => {
  const file = path.join(scratch, name);
  writeFileSync(file, text);
  return file;
};

/** `{"code": 50035, "errors": {"components": {"0": {"label": {...}}, ...}}}`: one error per component, under the 4 MiB explain reads. */
function siblingAnswer(count) {
  const errors = {};
  // Discord's message alone (its code recognised from it), as in API v6 answers and discord.py's errors: shorter than {code, message}.
  for (let i = 0; i < count; i++) errors[i] = { label: { _errors: ['This field is required'] } };
  return JSON.stringify({ code: 50035, message: 'Invalid Form Body', errors: { components: errors } });
}

/** The same message written as YAML (parsed once for explain and its lint, once twice). */
function siblingPayloadYaml(count) {
  const lines = ['components:'];
  for (let i = 0; i < count; i++) lines.push('  - type: 2', '    style: 1', `    custom_id: b${i}`);
  return lines.join('\n') + '\n';
}

/** The message they answer: one button without a label per error. */
function siblingPayload(count) {
  const components = [];
  for (let i = 0; i < count; i++) components.push({ type: 2, style: 1, custom_id: `b${i}` });
  return JSON.stringify({ components });
}

function deepAnswer(depth) {
  return `{"code":50035,"message":"Invalid Form Body","errors":${'{"a":'.repeat(depth)}{"_errors":[{"code":"BASE_TYPE_REQUIRED","message":"This field is required"}]}${'}'.repeat(depth)}}`;
}

function manyErrors(count) {
  const errors = [];
  for (let i = 0; i < count; i++) errors.push(`e${i}`);
  return JSON.stringify({ code: 50035, errors: { content: { _errors: errors } } });
}

/** As many distinct one-character-or-so errors as fit in 4 MiB, in one `_errors` list. */
function tinyErrors() {
  const errors = [];
  for (let i = 0, length = 60; length < 4 * 1024 * 1024 - 100; i++) {
    errors.push(i.toString(36));
    length += errors.at(-1).length + 3;
  }
  return JSON.stringify({ code: 50035, errors: { content: { _errors: errors } } });
}

/** As many sibling keys, each with one short error, as fit in 4 MiB. */
function tinyKeys() {
  const errors = {};
  for (let i = 0, length = 60; length < 4 * 1024 * 1024 - 100; i++) {
    errors[i] = ['x'];
    length += String(i).length + 9;
  }
  return JSON.stringify({ code: 50035, errors: { components: errors } });
}

/** A 4 MiB message payload: buttons without a label, as many as fit. */
function bigPayload() {
  const components = [];
  for (let i = 0, length = 20; length < 4 * 1024 * 1024 - 200; i++) {
    components.push({ type: 2, style: 1, custom_id: `b${i}` });
    length += JSON.stringify(components.at(-1)).length + 1;
  }
  return JSON.stringify({ components });
}

/** 4 MiB of what a library printed: discord.js 14's lines or discord.py's, one error a line; or a bot's log with one error at its end. */
function printedLog(form) {
  const lines = form === 'discord.js' ? ['DiscordAPIError[50035]: Invalid Form Body'] : form === 'discord.py' ? ['discord.errors.HTTPException: 400 Bad Request (error code: 50035): Invalid Form Body'] : [];
  for (let i = 0, length = 0; length < 4 * 1024 * 1024 - 300; i++) {
    lines.push(
      form === 'discord.js'
        ? `components[${i}].label[BASE_TYPE_REQUIRED]: This field is required`
        : form === 'discord.py'
          ? `In components.${i}.label: This field is required`
          : `2026-11-27T07:00:00.000Z INFO  [bot] shard 0 heartbeat ack latency=${i}ms guild=1234567890`,
    );
    length += lines.at(-1).length + 1;
  }
  if (form === 'log') lines.push('DiscordAPIError[50035]: Invalid Form Body', 'components[0].label[BASE_TYPE_REQUIRED]: This field is required');
  return lines.join('\n') + '\n';
}

function run(args, rss) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [...(rss ? ['-r', path.join(here, 'rss.cjs')] : []), bin, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, BENCH_RSS_FILE: rssFile },
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 1) throw new Error(`explain ${args.join(' ')} exited ${result.status}: ${result.stderr.slice(0, 500)}`);
  return rss ? Number(readFileSync(rssFile, 'utf8')) / 1024 : { ms, lines: result.stdout.split('\n').length };
}

const cases = [
  ['24,000 sibling error keys, no payload', () => [write('a24k.json', siblingAnswer(24_000)), '--format', 'unix']],
  ['60,000 sibling error keys, no payload', () => [write('a60k.json', siblingAnswer(60_000)), '--format', 'unix']],
  ['24,000 sibling error keys, with the payload', () => [write('b24k.json', siblingAnswer(24_000)), write('p24k.json', siblingPayload(24_000)), '--format', 'unix']],
  ['60,000 sibling error keys, with the payload', () => [write('b60k.json', siblingAnswer(60_000)), write('p60k.json', siblingPayload(60_000)), '--format', 'unix']],
  ['60,000 sibling error keys, with the payload as YAML', () => [write('y60k.json', siblingAnswer(60_000)), write('p60k.yaml', siblingPayloadYaml(60_000)), '--format', 'unix']],
  ['an errors tree 5,000 levels deep', () => [write('deep.json', deepAnswer(5000)), '--format', 'unix']],
  ['150,000 errors in one answer', () => [write('many.json', manyErrors(150_000)), '--format', 'unix']],
  ['4 MiB of one-character errors (606,019)', () => [write('tiny.json', tinyErrors()), '--format', 'unix']],
  ['4 MiB of sibling keys (287,017)', () => [write('keys.json', tinyKeys()), '--format', 'unix']],
  ["4 MiB of discord.js 14's lines (61,843 errors)", () => [write('djs.txt', printedLog('discord.js')), '--format', 'unix']],
  ["4 MiB of discord.py's lines (84,105 errors)", () => [write('dpy.txt', printedLog('discord.py')), '--format', 'unix']],
  ["a bot's 4 MiB log, its one error at the end", () => [write('log.txt', printedLog('log')), '--format', 'unix']],
  ['60,000 sibling error keys, with a 4 MiB payload', () => [write('c60k.json', siblingAnswer(60_000)), write('p4m.json', bigPayload()), '--format', 'unix']],
];

console.log(`\nexplain on large answers (the built CLI, medians of ${RUNS} runs)\n`);
console.log('| answer | time | max RSS | lines printed |');
console.log('|---|---|---|---|');
for (const [name, args] of cases) {
  const argv = ['explain', ...args()];
  const rss = run(argv, true);
  const runs = Array.from({ length: RUNS }, () => run(argv, false));
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  console.log(`| ${name} | ${(ms / 1000).toFixed(2)} s | ${rss.toFixed(0)} MB | ${runs[0].lines.toLocaleString('en')} |`);
}
