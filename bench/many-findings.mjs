// Issue 30.4, held-out inputs of the third round, through the built CLI: CPU time (user + system, which
// other processes on a shared machine disturb less than wall time) and peak memory of each. Once:
// 2,000 Text Displays without the flag (52 KB: 6.8 s, each finding's fix rebuilt the message's
// positions), 140,000 of them (over a minute), 999 YAML documents of 170 findings (15 s CPU; --fix
// over 60 s and 1.7 GB, one document mended per pass), a directive naming 300,000 rules that do not
// exist (13 s), convert and codegen of a 4 MiB list of 2,711 legacy messages of 5 rows of 5 buttons
// (2.9 s CPU; codegen over a minute), and the guard on a body of 200,000 unknown keys (6.7 s CPU).
// Run alone with `node bench/many-findings.mjs` (after `npm run build`); `npm run bench` runs it too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const bin = path.join(root, 'bin/cordlint.js');
const RUNS = Number(process.env.BENCH_MANY_FINDINGS_RUNS ?? 3);
const scratch = mkdtempSync(path.join(tmpdir(), 'cordlint-bench-many-findings-'));
const rssFile = path.join(scratch, 'rss');

const write = (name, text) => {
  const file = path.join(scratch, name);
  writeFileSync(file, text);
  return file;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The child's CPU time (it prints its own, on stderr when it ends) and peak memory. */
function run(args) {
  const result = spawnSync(process.execPath, ['-r', path.join(here, 'rss.cjs'), '-r', cpuShim, bin, ...args], {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, BENCH_RSS_FILE: rssFile },
    maxBuffer: 1 << 30,
  });
  if (result.status !== 0 && result.status !== 1) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr.slice(-500)}`);
  const cpu = Number(/CPU (\d+)/.exec(result.stderr)?.[1]);
  return { cpu, rss: Number(readFileSync(rssFile, 'utf8')) / 1024 };
}
// Preloaded in each run: prints the process's CPU time on stderr when it ends.
const cpuShim = write('cpu.cjs', `process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('\\nCPU ' + Math.round((u.user + u.system) / 1000) + '\\n'); });`);

const textDisplays = (count) => JSON.stringify({ components: Array.from({ length: count }, () => ({ type: 10, content: 'a' })) });
const documents = Array.from({ length: 999 }, () => `---\ncomponents: [${'{type: 10, content: a}, '.repeat(99)}]\n`).join('');
const row = (r) => ({ type: 1, components: [0, 1, 2, 3, 4].map((j) => ({ type: 2, style: 1 + (j % 4), label: `b${j}`, custom_id: `id${r}_${j}` })) });
const legacy = { content: 'hi', components: [0, 1, 2, 3, 4].map(row) };
const legacyList = JSON.stringify(Array(2711).fill(legacy));

const cases = [
  ['lint: 2,000 Text Displays without the flag (52 KB)', ['lint', '--no-config-lookup', write('2000.json', textDisplays(2000))]],
  ['lint: 140,000 Text Displays without the flag (3.6 MB)', ['lint', '--no-config-lookup', write('140000.json', textDisplays(140000))]],
  ['lint: 999 YAML documents of 99 findings (2.4 MB)', ['lint', '--no-config-lookup', write('documents.yaml', documents)]],
  ['lint --fix-dry-run: the same (999 documents mended)', ['lint', '--no-config-lookup', '--fix-dry-run', path.join(scratch, 'documents.yaml')]],
  ['lint: a directive naming 300,000 unknown rules', ['lint', '--no-config-lookup', write('directive.jsonc', `// cordlint-disable ${Array.from({ length: 300000 }, (_, i) => `r${i}`).join(',')}\n{"components":[]}\n`)]],
  ['convert: 2,711 legacy messages of 5x5 buttons (4 MB)', ['convert', write('legacy.json', legacyList)]],
  ['codegen discord.js: the same', ['codegen', '--to', 'discord.js', path.join(scratch, 'legacy.json')]],
  ['codegen discord.py: the same', ['codegen', '--to', 'discord.py', path.join(scratch, 'legacy.json')]],
];

console.log('\nMany findings, names and payloads (held-out inputs of issue 30; CPU time, median of runs):');
for (const [label, args] of cases) {
  const { rss } = run(args);
  const cpus = Array.from({ length: RUNS }, () => run(args).cpu);
  console.log(`  ${label.padEnd(56)} ${String(median(cpus)).padStart(6)} ms CPU  ${rss.toFixed(0).padStart(5)} MB`);
}

// The guard, in this process: one check of a body of 200,000 unknown keys.
const { guard } = await import(pathToFileURL(path.join(root, 'dist/guard.js')).href);
const rest = { queueRequest: async () => undefined };
const checker = guard(rest, { mode: 'warn', logger: { warn() {}, error() {} } });
const body = Object.fromEntries(Array.from({ length: 200000 }, (_, i) => [`k${i}`, 1]));
const cpus = Array.from({ length: RUNS }, () => {
  const start = process.cpuUsage();
  checker.check({ method: 'POST', fullRoute: '/channels/1/messages', body });
  const used = process.cpuUsage(start);
  return Math.round((used.user + used.system) / 1000);
});
console.log(`  ${'guard: a body of 200,000 unknown keys'.padEnd(56)} ${String(median(cpus)).padStart(6)} ms CPU`);
