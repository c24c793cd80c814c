// `cordlint serve --stdio` (docs/serve.md), as a bot in another language uses it: one process,
// asked one request at a time (write a line, wait for its answer), on the typical message of the
// guard's bench (a Container with text, a section and two rows) sent to a channel, as an object and
// as JSON text, and on a message with an error. Round trip per request (the pipe included) and the
// server's CPU per request, medians of alternating batches; beside them, Linter.lintDocument of the
// same payload in-process (the guard's way), so the cost of the process boundary shows.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const message = JSON.parse(readFileSync(path.join(root, 'test/guard/typical-message.json'), 'utf8'));
const { Linter } = await import(pathToFileURL(path.join(root, 'dist/linter.js')).href);
const BATCHES = Number(process.env.BENCH_SERVE_BATCHES ?? 15);
const REQUESTS = Number(process.env.BENCH_SERVE_REQUESTS ?? 500);

const broken = structuredClone(message);
broken.components[0].components[2].components[1].custom_id = broken.components[0].components[2].components[0].custom_id;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const now = () => Number(process.hrtime.bigint()) / 1e3; // microseconds

const child = spawn(process.execPath, [path.join(root, 'bin/cordlint.js'), 'serve', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
const waiting = [];
createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()(line));
const ask = (line) =>
  new Promise((resolve) => {
    waiting.push(resolve);
    child.stdin.write(line);
  });

/** The server's CPU time so far, in microseconds (user + system, from /proc). */
function serverCpu() {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / 100; // USER_HZ is 100 on Linux
}

const requests = {
  'typical message, clean (object payload)': `${JSON.stringify({ payload: message, destination: 'channel-message' })}\n`,
  'typical message, clean (payload as JSON text)': `${JSON.stringify({ payload: JSON.stringify(message, null, 2), destination: 'channel-message' })}\n`,
  'the same with a repeated custom_id (1 error)': `${JSON.stringify({ payload: broken, destination: 'channel-message' })}\n`,
};
const first = JSON.parse(await ask(Object.values(requests)[2]));
if (first.errors !== 1) throw new Error(`bench/serve.mjs: expected 1 error on the broken message, got ${JSON.stringify(first)}`);

const names = Object.keys(requests);
const wall = names.map(() => []);
const cpu = names.map(() => []);
for (let b = 0; b <= BATCHES; b++) {
  for (const [i, name] of names.entries()) {
    const line = requests[name];
    const start = now();
    const startCpu = serverCpu();
    for (let r = 0; r < REQUESTS; r++) await ask(line);
    if (b > 0) {
      wall[i].push((now() - start) / REQUESTS);
      cpu[i].push((serverCpu() - startCpu) / REQUESTS);
    }
  }
}
child.stdin.end();
const code = await new Promise((resolve) => child.on('close', resolve));
if (code !== 0) throw new Error(`bench/serve.mjs: cordlint serve exited ${code}`);

// In-process, for comparison: what the guard pays for the same lint.
const linter = new Linter();
const inProcess = [];
for (let b = 0; b <= BATCHES; b++) {
  const start = process.cpuUsage();
  for (let r = 0; r < REQUESTS * 4; r++) linter.lintValue(message, { destination: 'channel-message', kind: 'message' });
  const used = process.cpuUsage(start);
  if (b > 0) inProcess.push((used.user + used.system) / (REQUESTS * 4));
}

console.log(`\ncordlint serve --stdio, one request at a time (${REQUESTS} a batch), medians of ${BATCHES} alternating batches\n`);
console.log('| request | round trip per request | server CPU per request |');
console.log('|---|---|---|');
for (const [i, name] of names.entries()) console.log(`| ${name} | ${median(wall[i]).toFixed(0)} µs | ${median(cpu[i]).toFixed(0)} µs |`);
console.log(`| (in-process Linter.lintValue of the typical message, CPU) | | ${median(inProcess).toFixed(1)} µs |`);
