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
function run(node, args, { rss = false, env = {} } = {}) {
  const start = process.hrtime.bigint();
  const result = spawnSync(node, rss ? ['-r', path.join(here, 'rss.cjs'), ...args] : args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, BENCH_RSS_FILE: rssFile },
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return rss ? Number(readFileSync(rssFile, 'utf8')) / 1024 : ms;
}

/** Alternates the commands so that machine noise hits them alike; the first (untimed) round warms the file cache and measures memory. */
function compare(node, runs, commands) {
  const rss = commands.map((c) => run(node, c.args, { rss: true, env: c.env }));
  const times = commands.map(() => []);
  for (let i = 0; i < runs; i++) commands.forEach((c, j) => times[j].push(run(node, c.args, { env: c.env })));
  return commands.map((c, j) => ({ ms: median(times[j]), rss: rss[j] }));
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
const tiny = corpus('300', 300, 0.2);
const varied = corpus('3000-varied', 3000, 0.2, 'generate-varied.mjs');
const large = corpus(String(LARGE), LARGE, 0.2);
const list = path.join(corpora, 'list-3mb.json');
if (!existsSync(list)) generateList(list, 3_000_000);

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
