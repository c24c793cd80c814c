// npm run bench: start-up, throughput and memory of the built CLI beside baselines, as medians of
// alternating runs and as ratios measured in the same run; then the same on Node 22 when one is
// found (BENCH_NODE22, `node22` on PATH, or `npx -y node@22`).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus, generateList } from './generate.mjs';
import { generateVariedCorpus } from './generate-varied.mjs';
import { generateTemplateProject } from './generate-templates.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const bin = path.join(root, 'bin/cordlint.js');
const floor = path.join(here, 'floor.mjs');
const corpora = path.join(here, 'corpus');
const scratch = mkdtempSync(path.join(tmpdir(), 'cordlint-bench-'));
const rssFile = path.join(scratch, 'rss');
const report = path.join(scratch, 'report.json');

const RUNS_SMALL = Number(process.env.BENCH_RUNS ?? 21);
const RUNS_CORPUS = Number(process.env.BENCH_CORPUS_RUNS ?? 7);
const RUNS_LARGE = Number(process.env.BENCH_LARGE_RUNS ?? 3);
const LARGE = Number(process.env.BENCH_LARGE_FILES ?? 30000);

/** One run: wall time in ms; with `rss`, the peak memory in MB instead (an untimed run). */
/** CPU time (user + system) of this process's waited-for children so far, in ms (Linux; 0 elsewhere). */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10; // cutime + cstime, in clock ticks of 10 ms
  } catch {
    return 0;
  }
}

function run(node, args, { rss = false, env = {}, cpu } = {}) {
  const cpuStart = childrenCpu();
  const start = process.hrtime.bigint();
  const result = spawnSync(node, rss ? ['-r', path.join(here, 'rss.cjs'), ...args] : args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, BENCH_RSS_FILE: rssFile },
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  if (cpu) cpu.push(childrenCpu() - cpuStart);
  return rss ? Number(readFileSync(rssFile, 'utf8')) / 1024 : ms;
}

/** Alternates the commands so that machine noise hits them alike; the first (untimed) round warms the file cache and measures memory. */
function compare(node, runs, commands) {
  const rss = commands.map((c) => run(node, c.args, { rss: true, env: c.env }));
  const times = commands.map(() => []);
  const cpu = commands.map(() => []);
  for (let i = 0; i < runs; i++) commands.forEach((c, j) => times[j].push(run(node, c.args, { env: c.env, cpu: cpu[j] })));
  return commands.map((c, j) => ({ ms: median(times[j]), cpu: median(cpu[j]), rss: rss[j] }));
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

function folderBytes(folder) {
  return readdirSync(folder).reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0);
}

/** The bot project with templates (bench/generate-templates.mjs), generated once. */
function templateProject() {
  const folder = path.join(corpora, 'templates-200x10x500');
  if (!existsSync(path.join(folder, 'cordlint.config.yaml'))) generateTemplateProject(folder, { payloads: 200, locales: 10, keys: 500 });
  return folder;
}

/** A corpus folder, generated once and reused while its size, seed and generator stay the same. */
function corpus(name, count, brokenShare, generator = 'generate.mjs') {
  const folder = path.join(corpora, name);
  const stamp = path.join(corpora, `${name}.json`);
  // The generators' text (the varied one uses generate.mjs's writeCorpus): a change to either makes the corpus again.
  const source = readFileSync(path.join(here, 'generate.mjs'), 'utf8') + (generator === 'generate.mjs' ? '' : readFileSync(path.join(here, generator), 'utf8'));
  const wanted = JSON.stringify({ count, brokenShare, generator: createHash('sha256').update(source).digest('hex').slice(0, 16) });
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    console.log(`Generating ${count} payload files in ${path.relative(root, folder)} ...`);
    mkdirSync(corpora, { recursive: true });
    (generator === 'generate.mjs' ? generateCorpus : generateVariedCorpus)(folder, count, 42, brokenShare);
    writeFileSync(stamp, wanted);
  }
  return folder;
}

const small = path.join(scratch, 'reply.json');
writeFileSync(small, JSON.stringify({ flags: 32768, components: [{ type: 10, content: 'Hello' }, { type: 1, components: [{ type: 2, style: 1, label: 'Hi', custom_id: 'hi' }] }] }, null, 2));
const main = corpus('3000', 3000, 0.2);
const clean = corpus('3000-clean', 3000, 0);
const broken = corpus('3000-broken', 3000, 1);
const tiny = corpus('300', 300, 0.2);
const varied = process.env.BENCH_FULL === '1' ? corpus('3000-varied', 3000, 0.2, 'generate-varied.mjs') : '';
const full = process.env.BENCH_FULL === '1';
const large = full ? corpus(String(LARGE), LARGE, 0.2) : '';
const list = path.join(corpora, 'list-3mb.json');
if (full && !existsSync(list)) generateList(list, 3_000_000);

const lintArgs = (target) => [bin, 'lint', '--format', 'json', '-o', report, target];

function measure(node) {
  const version = spawnSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).stdout.trim();
  const rows = [];
  const row = (name, [a, b], target) => rows.push({ name, a, b, target });

  const startup = compare(node, RUNS_SMALL, [{ args: [bin, 'lint', small] }, { args: ['-e', '0'] }]);
  row('one small file vs `node -e 0`', startup, 'at most 1.5x');

  const [lint3000, floor3000, deep3000] = compare(node, RUNS_CORPUS, [
    { args: lintArgs(main) },
    { args: [floor, main] },
    { args: [floor, main, '--deep'] },
  ]);
  row('3,000 files vs the floor (read + JSON.parse + one ajv validator)', [lint3000, floor3000], 'at most 2x');
  row('3,000 files vs the deep floor (the floor + each component’s own validator)', [lint3000, deep3000], '');
  row('the deep floor vs the floor', [deep3000, floor3000], '');
  row('3,000 files without findings vs the floor', compare(node, RUNS_CORPUS, [{ args: lintArgs(clean) }, { args: [floor, clean] }]), 'at most 2x');
  row('3,000 varied files (emoji, Link buttons, every select, rich embeds; a fifth broken) vs the floor', compare(node, RUNS_CORPUS, [{ args: lintArgs(varied) }, { args: [floor, varied] }]), '');
  const lint300 = compare(node, RUNS_CORPUS, [{ args: lintArgs(tiny) }, { args: [floor, tiny] }]);
  row('300 files vs the floor', lint300, '');
  const lintLarge = compare(node, RUNS_LARGE, [{ args: lintArgs(large) }, { args: [floor, large] }]);
  row(`${LARGE.toLocaleString('en')} files vs the floor`, lintLarge, '');
  row('one 3 MB file holding a list of payloads vs the floor', compare(node, RUNS_CORPUS, [{ args: lintArgs(list) }, { args: [floor, list] }]), '');
  // Issue 23: every payload linted once per locale at its longest, against the same payloads linted as plain text.
  const bot = templateProject();
  row(
    'a bot project: 200 payloads with placeholders and $t() references, 10 locales of 500 keys (i18next JSON) vs the same payloads without the config',
    compare(node, RUNS_CORPUS, [{ args: lintArgs(bot) }, { args: [bin, 'lint', '--no-config-lookup', '--format', 'json', '-o', report, path.join(bot, 'payloads')] }]),
    'under 1 s',
  );

  console.log(`\nnode ${version}, ${cpus().length} cores, medians of ${RUNS_SMALL} (start-up), ${RUNS_CORPUS} and ${RUNS_LARGE} (${LARGE.toLocaleString('en')} files) alternating runs\n`);
  console.log('| measurement | cordlint | baseline | ratio | max RSS: cordlint / baseline | target |');
  console.log('|---|---|---|---|---|---|');
  for (const { name, a, b, target } of rows) {
    console.log(`| ${name} | ${a.ms.toFixed(1)} ms | ${b.ms.toFixed(1)} ms | ${(a.ms / b.ms).toFixed(2)}x | ${a.rss.toFixed(0)} / ${b.rss.toFixed(0)} MB (${(a.rss / b.rss).toFixed(2)}x) | ${target} |`);
  }
  // Time per byte at three sizes, less the start-up: linear when the three agree.
  const perMb = (result, folder) => (result.ms - startup[0].ms) / (folderBytes(folder) / 1e6);
  const linear = [
    [300, perMb(lint300[0], tiny)],
    [3000, perMb(lint3000, main)],
    [LARGE, perMb(lintLarge[0], large)],
  ];
  console.log(`\ncordlint's time per MB of payloads: ${linear.map(([n, ms]) => `${n.toLocaleString('en')} files ${ms.toFixed(0)} ms/MB`).join(', ')} (less the start-up of one small file)`);
}

/** A Node 22 to measure with too, or undefined. */
function node22() {
  if (process.env.BENCH_NODE22 === '0') return undefined;
  if (process.env.BENCH_NODE22) return process.env.BENCH_NODE22;
  const found = (command, args) => {
    const result = spawnSync(command, [...args, '-p', 'process.execPath'], { encoding: 'utf8', timeout: 180_000 });
    return result.status === 0 ? result.stdout.trim().split('\n').pop() : undefined;
  };
  return found('node22', []) ?? found('npx', ['-y', 'node@22']);
}

/**
 * The day's table (issue 38): each figure as a ratio to its baseline, measured in this run, wall
 * time and, beside it, CPU time (user + system of the child, which a shared machine disturbs less).
 * BENCH_PREVIOUS names the folder of a previous release's build (bin/cordlint.js built there) to
 * set beside this one.
 */
function daysTable(node) {
  const previous = process.env.BENCH_PREVIOUS ? path.join(path.resolve(process.env.BENCH_PREVIOUS), 'bin/cordlint.js') : undefined;
  const prevArgs = (target) => [previous, 'lint', '--format', 'json', '-o', report, target];
  const rows = [];
  const add = (name, [a, b], target) => rows.push({ name, a, b, target });
  add('one small file vs `node -e 0`', compare(node, RUNS_SMALL, [{ args: [bin, 'lint', small] }, { args: ['-e', '0'] }]), 'at most 1.3x');
  for (const [name, folder] of [['3,000 files, a fifth broken', main], ['3,000 files without findings', clean], ['3,000 broken files', broken]]) {
    const commands = [{ args: lintArgs(folder) }, { args: [floor, folder] }];
    if (previous) commands.push({ args: prevArgs(folder) });
    const [lint, base, old] = compare(node, RUNS_CORPUS, commands);
    add(`${name} vs the floor`, [lint, base], 'at most 2x');
    if (old) add(`${name} vs the previous build`, [lint, old], '');
  }
  // Linear to 30,000 files: the time per file of 30,000 (less the start-up of one small file) against that of 3,000.
  let linear;
  if (LARGE > 0) {
    const largeFolder = corpus(String(LARGE), LARGE, 0.2);
    const [small3000, large] = compare(node, RUNS_LARGE, [{ args: lintArgs(main) }, { args: lintArgs(largeFolder) }]);
    const start = rows[0].a;
    const perFile = (result, files) => ((result.ms - start.ms) / files) * 1000;
    const perFileCpu = (result, files) => ((result.cpu - start.cpu) / files) * 1000;
    linear = { small: perFile(small3000, 3000), large: perFile(large, LARGE), smallCpu: perFileCpu(small3000, 3000), largeCpu: perFileCpu(large, LARGE), rss: [small3000.rss, large.rss] };
  }
  const spectral = spectralRow(node);
  const guardRun = spawnSync(node, [path.join(here, 'guard.mjs'), '--json'], { cwd: root, encoding: 'utf8', env: { BENCH_GUARD_BATCHES: '9', ...process.env } });
  const g = JSON.parse(guardRun.stdout.trim().split('\n').pop());
  console.log(`\nThe day's table: node ${process.version}, ${cpus().length} cores, medians of ${RUNS_SMALL} (start-up) and ${RUNS_CORPUS} alternating runs\n`);
  console.log('| measurement | cordlint | baseline | ratio (wall) | ratio (CPU) | target |');
  console.log('|---|---|---|---|---|---|');
  for (const { name, a, b, target } of rows) {
    console.log(`| ${name} | ${a.ms.toFixed(0)} ms | ${b.ms.toFixed(0)} ms | ${(a.ms / b.ms).toFixed(2)}x | ${(a.cpu / b.cpu).toFixed(2)}x | ${target} |`);
  }
  if (linear) {
    console.log(`| time per file, ${LARGE.toLocaleString('en')} files vs 3,000 (a fifth broken, less the start-up; max RSS ${linear.rss[1].toFixed(0)} / ${linear.rss[0].toFixed(0)} MB) | ${linear.large.toFixed(0)} µs | ${linear.small.toFixed(0)} µs | ${(linear.large / linear.small).toFixed(2)}x | ${(linear.largeCpu / linear.smallCpu).toFixed(2)}x | about 1x (linear) |`);
  }
  if (spectral) {
    const [s, c] = spectral.result;
    console.log(`| Spectral with Discord's message schema vs cordlint, the same ${spectral.files} files | ${s.ms.toFixed(0)} ms | ${c.ms.toFixed(0)} ms | ${(s.ms / c.ms).toFixed(1)}x | ${(s.cpu / c.cpu).toFixed(1)}x | at least 30x |`);
  }
  const row = (name, guarded, plain) =>
    console.log(`| ${name} | ${guarded.cpu.toFixed(0)} µs | ${plain.cpu.toFixed(0)} µs | ${(guarded.wall / plain.wall).toFixed(3)}x | ${(guarded.cpu / plain.cpu).toFixed(3)}x (${guarded.cpu >= plain.cpu ? '+' : ''}${(guarded.cpu - plain.cpu).toFixed(0)} µs) | at most 1.05x, 50 µs |`);
  row('the guard on a real discord.js POST to a local server vs the unguarded client (CPU per request), the same body each time', g.guardedRequest, g.plainRequest);
  row('the same, a new body each request', g.guardedFresh, g.plainFresh);
  console.log(`| the guard's own time, queueRequest a no-op: the same body again / a new body each call | ${g.added.cpu.toFixed(1)} / ${g.addedFresh.cpu.toFixed(1)} µs | | | | at most 50 µs |`);
  if (!spectral) console.log('\n(Set BENCH_SPECTRAL to a Spectral CLI, e.g. node_modules/.bin/spectral of @stoplight/spectral-cli installed anywhere, to compare it too.)');
}

/**
 * Spectral (BENCH_SPECTRAL: its CLI) with Discord's message schema (schemas/message.json as a
 * ruleset's one schema rule, given the whole document) against cordlint on the same files: the first
 * BENCH_SPECTRAL_FILES (300) of the 3,000-file corpus, BENCH_SPECTRAL_RUNS (1) alternating runs.
 * Never a dependency of the project: it runs only where one is installed.
 */
function spectralRow(node) {
  const cli = process.env.BENCH_SPECTRAL;
  if (!cli) return undefined;
  const files = Number(process.env.BENCH_SPECTRAL_FILES ?? 300);
  const folder = path.join(scratch, 'spectral-corpus');
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(main).sort().slice(0, files)) writeFileSync(path.join(folder, name), readFileSync(path.join(main, name)));
  const schema = JSON.parse(readFileSync(path.join(root, 'schemas/message.json'), 'utf8'));
  const ruleset = path.join(scratch, 'spectral-ruleset.json');
  writeFileSync(ruleset, JSON.stringify({ rules: { 'discord-message': { description: "Discord's message (MessageCreateRequest)", given: '$', severity: 'error', then: { function: 'schema', functionOptions: { schema, dialect: 'draft7' } } } } }));
  const spectralArgs = ['lint', '-r', ruleset, '-f', 'json', '-o', path.join(scratch, 'spectral.json'), '--quiet', `${folder}/*.json`];
  // The CLI is a Node script: run by the same Node, so that both sides pay one start-up of it.
  const script = readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node') || cli.endsWith('.js') ? [cli] : undefined;
  const result = script
    ? compare(node, Number(process.env.BENCH_SPECTRAL_RUNS ?? 1), [{ args: [...script, ...spectralArgs] }, { args: lintArgs(folder) }])
    : undefined;
  return result && { files, result };
}

daysTable(process.execPath);
if (process.env.BENCH_FULL !== '1') {
  console.log('\n(BENCH_FULL=1 runs the whole bench: varied corpora, 30,000 files, a 3 MB list, Node 22, the language server, preview, serve...)');
  process.exit(0);
}
measure(process.execPath);
if (!process.versions.node.startsWith('22.')) {
  const other = node22();
  if (other) measure(other);
  else console.log('\n(No Node 22 found: set BENCH_NODE22 to its path to measure it too.)');
}
await (await import('./lsp.mjs')).printLanguageServerBench();
await import('./preview.mjs');
await import('./preview-large.mjs');
await import('./guard.mjs');
await import('./serve.mjs');
await import('./markdown.mjs');
await import('./explain.mjs');
await import('./many-findings.mjs');
await import('./eslint-plugin.mjs');
