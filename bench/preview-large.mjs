// Issue 30: `cordlint preview` on large input, as medians of CLI runs with their peak memory: the
// PNG within its bounds (docs/preview.md, "PNG bounds") and `--findings` on 60,000 components.
// Run after `npm run build` (npm run bench builds first).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(path.dirname(here), 'bin/cordlint.js');
const RUNS = Number(process.env.BENCH_PREVIEW_RUNS ?? 5);
const scratch = mkdtempSync(path.join(tmpdir(), 'cordlint-bench-preview-large-'));
const rssFile = path.join(scratch, 'rss');

const textDisplay = (content) => ({ flags: 32768, components: [{ type: 10, content }] });
const nested = (depth, content) => {
  let component = { type: 10, content };
  for (let i = 0; i < depth; i++) component = { type: 17, components: [component] };
  return { flags: 32768, components: [component] };
};
const cases = [
  ['a 100 KB text to PNG', { content: Array.from({ length: 17_000 }, (_, i) => `lorem${i % 10}`).join(' ').slice(0, 100_000) }, 'png'],
  ['2,000 emoji to PNG (lints clean)', textDisplay('😀'.repeat(2_000)), 'png'],
  ['a 4,000-character text of short lines to PNG (lints clean)', textDisplay('a\n'.repeat(2_000)), 'png'],
  ['60,000 components with findings, `--findings` to HTML', { flags: 32768, components: Array.from({ length: 60_000 }, () => ({ type: 10, content: '' })) }, 'html', ['--findings']],
  ['the same without `--findings`', { flags: 32768, components: Array.from({ length: 60_000 }, () => ({ type: 10, content: '' })) }, 'html'],
  ['1,000 words inside 4 Containers nested to PNG (masks one level deep)', nested(4, '**a '.repeat(1_000)), 'png'],
  ['60,000 components with findings, `--findings` to PNG', { flags: 32768, components: Array.from({ length: 60_000 }, () => ({ type: 10, content: '' })) }, 'png', ['--findings']],
];

/** One CLI run: wall time in ms, and the peak memory in MB. */
function run(args) {
  const start = performance.now();
  const result = spawnSync(process.execPath, ['-r', path.join(here, 'rss.cjs'), bin, ...args], { encoding: 'utf8', env: { ...process.env, BENCH_RSS_FILE: rssFile } });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`cordlint ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return { ms, mb: Number(readFileSync(rssFile, 'utf8')) / 1024 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`\npreview on large input: medians of ${RUNS} CLI runs\n`);
console.log('| measurement | time | max RSS |');
console.log('|---|---|---|');
cases.forEach(([name, payload, format, flags = []], i) => {
  const file = path.join(scratch, `case-${i}.json`);
  writeFileSync(file, JSON.stringify(payload));
  const runs = Array.from({ length: RUNS }, () => run(['preview', file, ...flags, '-o', path.join(scratch, `out-${i}.${format}`)]));
  console.log(`| ${name} | ${median(runs.map((r) => r.ms)).toFixed(0)} ms | ${median(runs.map((r) => r.mb)).toFixed(0)} MB |`);
});
