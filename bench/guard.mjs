// The discord.js guard (cordlint/guard, dist/guard.js), in-process on the typical message of issue
// 28 (a Container with text, a section and two rows): linting it alone, the time the guard adds
// to a request (its wrapper around REST.queueRequest, the request itself a no-op), and the
// overhead on real requests of @discordjs/rest to a local HTTP server on 127.0.0.1. Medians of
// alternating batches, so that machine noise hits both sides alike.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REST } from 'discord.js';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { guard } = await import(pathToFileURL(path.join(root, 'dist/guard.js')).href);
const { Linter } = await import(pathToFileURL(path.join(root, 'dist/linter.js')).href);
const message = JSON.parse(readFileSync(path.join(root, 'test/guard/typical-message.json'), 'utf8'));
const route = '/channels/555555555555555555/messages';
const BATCHES = Number(process.env.BENCH_GUARD_BATCHES ?? 15);
const CALLS = Number(process.env.BENCH_GUARD_CALLS ?? 2000);
const REQUESTS = Number(process.env.BENCH_GUARD_REQUESTS ?? 200);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const now = () => Number(process.hrtime.bigint()) / 1e3; // microseconds

/**
 * Median time per call, in microseconds, of each function, over alternating batches: wall time,
 * and this process's CPU time (user + system), which other processes on a shared machine disturb less.
 */
async function alternate(fns, calls, batches) {
  const wall = fns.map(() => []);
  const cpu = fns.map(() => []);
  for (let b = 0; b <= batches; b++) {
    for (const [i, fn] of fns.entries()) {
      const start = now();
      const startCpu = process.cpuUsage();
      for (let c = 0; c < calls; c++) await fn();
      const used = process.cpuUsage(startCpu);
      if (b > 0) {
        // batch 0 warms up
        wall[i].push((now() - start) / calls);
        cpu[i].push((used.user + used.system) / calls);
      }
    }
  }
  return fns.map((_, i) => ({ wall: median(wall[i]), cpu: median(cpu[i]) }));
}

// 1. Linting alone, and the guard's added time on a request that costs nothing itself.
const linter = new Linter();
const noop = async () => null;
const bare = { queueRequest: noop };
const guarded = { queueRequest: noop };
guard(guarded);
const request = () => ({ fullRoute: route, method: 'POST', body: message });
const [lintAlone, bareCall, guardedCall] = await alternate(
  [() => linter.lintValue(message, { destination: 'channel-message', kind: 'message' }), () => bare.queueRequest(request()), () => guarded.queueRequest(request())],
  CALLS,
  BATCHES,
);
const added = { wall: guardedCall.wall - bareCall.wall, cpu: guardedCall.cpu - bareCall.cpu };
// The same with a new body each call (nothing remembered): the guard's whole work on a body.
let calls = 0;
const freshRequest = () => {
  const body = { ...message, components: [{ ...message.components[0], accent_color: calls++ % 16777215 }, ...message.components.slice(1)] };
  return { fullRoute: route, method: 'POST', body };
};
const [bareFresh, guardedFreshCall] = await alternate([() => bare.queueRequest(freshRequest()), () => guarded.queueRequest(freshRequest())], CALLS, BATCHES);
const addedFresh = { wall: guardedFreshCall.wall - bareFresh.wall, cpu: guardedFreshCall.cpu - bareFresh.cpu };

// 2. Real requests of @discordjs/rest to a local server, with and without the guard.
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"id":"333333333333333333"}');
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const api = `http://127.0.0.1:${server.address().port}/api`;
const plainRest = new REST({ api, retries: 0 }).setToken('bench');
const guardedRest = new REST({ api, retries: 0 }).setToken('bench');
guard(guardedRest);
// The same message each time (the guard remembers a body's findings: a bot sends the same menus
// again), and a new one each time (its "Open issues" count changes), which the guard lints afresh.
let count = 0;
const fresh = () => {
  const body = structuredClone(message);
  body.components[0].components[1].components[0].content = `Open issues: **${count++}**`;
  return body;
};
const [plainRequest, guardedRequest, plainFresh, guardedFresh] = await alternate(
  [() => plainRest.post(route, { body: message }), () => guardedRest.post(route, { body: message }), () => plainRest.post(route, { body: fresh() }), () => guardedRest.post(route, { body: fresh() })],
  REQUESTS,
  BATCHES,
);
server.close();
for (const rest of [plainRest, guardedRest]) {
  rest.clearHashSweeper();
  rest.clearHandlerSweeper();
}

// `--json`: the figures alone, for the day's table of bench/run.mjs.
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ added, addedFresh, plainRequest, guardedRequest, plainFresh, guardedFresh }));
  process.exit(0);
}
const overhead = (guardedRequest.wall / plainRequest.wall - 1) * 100;
const cpuOverhead = (guardedRequest.cpu / plainRequest.cpu - 1) * 100;
const us = (t, digits = 1) => `${t.wall.toFixed(digits)} µs | ${t.cpu.toFixed(digits)} µs`;
console.log(`\nguard (cordlint/guard) on the typical message (a Container with text, a section and two rows), medians of ${BATCHES} alternating batches\n`);
console.log('| measurement | wall time | CPU time | target |');
console.log('|---|---|---|---|');
console.log(`| Linter.lintValue of the message alone | ${us(lintAlone)} | |`);
console.log(`| guard's added time per request, the same body again (guarded minus bare queueRequest, ${CALLS} calls a batch) | ${us(added)} | ≤ 50 µs |`);
console.log(`| the same, a new body each call (linted afresh) | ${us(addedFresh)} | ≤ 50 µs |`);
console.log(`| POST to a local server, @discordjs/rest without the guard (${REQUESTS} a batch) | ${us(plainRequest, 0)} | |`);
console.log(`| the same with the guard | ${us(guardedRequest, 0)} | |`);
console.log(`| overhead of the guard on a local request | ${overhead.toFixed(1)}% | ${cpuOverhead.toFixed(1)}% (of this process's CPU, the server's included) | ≤ 5% |`);
console.log(`| the same, a new body each request, without the guard | ${us(plainFresh, 0)} | |`);
console.log(`| the same with the guard | ${us(guardedFresh, 0)} | |`);
console.log(`| overhead of the guard, a new body each request | ${((guardedFresh.wall / plainFresh.wall - 1) * 100).toFixed(1)}% | ${((guardedFresh.cpu / plainFresh.cpu - 1) * 100).toFixed(1)}% | ≤ 5% |`);
