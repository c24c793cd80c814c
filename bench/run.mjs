// npm run bench: start-up and throughput of the built CLI, as medians and as ratios measured in the same run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './generate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const bin = path.join(root, 'bin/cordlint.js');
const corpus = path.join(here, 'corpus');
const FILES = Number(process.env.BENCH_FILES ?? 3000);
const RUNS_SMALL = Number(process.env.BENCH_RUNS ?? 21);
const RUNS_CORPUS = Number(process.env.BENCH_CORPUS_RUNS ?? 7);

function time(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

/** Alternates the two commands so that machine noise hits both alike. */
function compare(runs, a, b) {
  const ta = [];
  const tb = [];
  time(a);
  time(b); // warm the file cache
  for (let i = 0; i < runs; i++) {
    ta.push(time(a));
    tb.push(time(b));
  }
  return [median(ta), median(tb)];
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

const small = path.join(mkdtempSync(path.join(tmpdir(), 'cordlint-bench-')), 'reply.json');
writeFileSync(small, JSON.stringify({ flags: 32768, components: [{ type: 10, content: 'Hello' }, { type: 1, components: [{ type: 2, style: 1, label: 'Hi', custom_id: 'hi' }] }] }, null, 2));

console.log(`Generating ${FILES} payload files in bench/corpus ...`);
generateCorpus(corpus, FILES);

const [startup, nodeBare] = compare(RUNS_SMALL, [bin, 'lint', small], ['-e', '0']);
const [whole, floor] = compare(RUNS_CORPUS, [bin, 'lint', '--format', 'json', '-o', path.join(tmpdir(), 'cordlint-bench-report.json'), corpus], [path.join(here, 'floor.mjs'), corpus]);

const row = (name, a, b, target) =>
  `| ${name} | ${a.toFixed(1)} ms | ${b.toFixed(1)} ms | ${(a / b).toFixed(2)}x | ${target} |`;
console.log(`\nnode ${process.version}, ${FILES} files in the corpus, medians of ${RUNS_SMALL} and ${RUNS_CORPUS} alternating runs\n`);
console.log('| measurement | cordlint | baseline | ratio | target |');
console.log('|---|---|---|---|---|');
console.log(row('one small file vs `node -e 0`', startup, nodeBare, 'at most 2x'));
console.log(row(`corpus (${FILES} files) vs read + JSON.parse + one ajv validator`, whole, floor, 'at most 2x'));
await (await import('./lsp.mjs')).printLanguageServerBench();
await import('./preview.mjs');
