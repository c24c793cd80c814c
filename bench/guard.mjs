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

/** Median time per call, in microseconds, of each function, over alternating batches. */
async function alternate(fns, calls, batches) {
  const times = fns.map(() => []);
  for (let b = 0; b <= batches; b++) {
    for (const [i, fn] of fns.entries()) {
      const start = now();
      for (let c = 0; c < calls; c++) await fn();
      if (b > 0) times[i].push((now() - start) / calls); // batch 0 warms up
    }
  }
  return times.map(median);
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
const added = guardedCall - bareCall;

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
const [plainRequest, guardedRequest] = await alternate(
  [() => plainRest.post(route, { body: message }), () => guardedRest.post(route, { body: message })],
  REQUESTS,
  BATCHES,
);
server.close();
for (const rest of [plainRest, guardedRest]) {
  rest.clearHashSweeper();
  rest.clearHandlerSweeper();
}

const overhead = (guardedRequest / plainRequest - 1) * 100;
console.log(`\nguard (cordlint/guard) on the typical message (a Container with text, a section and two rows), medians of ${BATCHES} alternating batches\n`);
console.log('| measurement | time | target |');
console.log('|---|---|---|');
console.log(`| Linter.lintValue of the message alone | ${lintAlone.toFixed(1)} µs | |`);
console.log(`| guard's added time per request (guarded minus bare queueRequest, ${CALLS} calls a batch) | ${added.toFixed(1)} µs | ≤ 50 µs |`);
console.log(`| POST to a local server, @discordjs/rest without the guard (${REQUESTS} a batch) | ${plainRequest.toFixed(0)} µs | |`);
console.log(`| the same with the guard | ${guardedRequest.toFixed(0)} µs | |`);
console.log(`| overhead of the guard on a local request | ${overhead.toFixed(1)}% | ≤ 5% |`);
