// Language server latency: from a change of a 2,000-line payload in the editor to its diagnostics,
// through the built `cordlint lsp --stdio` (the debounce included), and the server's memory after.
// Run alone with `node bench/lsp.mjs` (after `npm run build`); `npm run bench` runs it too.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(path.dirname(here), 'bin/cordlint.js');
const CHANGES = Number(process.env.BENCH_LSP_CHANGES ?? 31);
const TARGET_LINES = 2000;

/** A list of Components V2 messages (as `convert --split` writes them), 2,000 lines of JSON or a little more. */
function payloadText(label) {
  const message = (n) => ({
    flags: 32768,
    components: [
      { type: 10, content: `# Release ${n}` },
      {
        type: 17,
        accent_color: 5793266,
        components: [
          { type: 9, components: [{ type: 10, content: `Build ${n} is ready.` }], accessory: { type: 11, media: { url: `https://cdn.example.com/${n}.png` } } },
          { type: 14 },
          { type: 1, components: [{ type: 2, style: 1, label: n === 0 ? label : 'Deploy', custom_id: `deploy-${n}` }, { type: 2, style: 2, label: 'Skip', custom_id: `skip-${n}` }] },
        ],
      },
    ],
  });
  const messages = [];
  let text = '';
  while (text.split('\n').length < TARGET_LINES) {
    messages.push(message(messages.length));
    text = JSON.stringify(messages, null, 2) + '\n';
  }
  return text;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function benchLanguageServer() {
  const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-bench-lsp-'));
  const uri = pathToFileURL(path.join(folder, 'releases.json')).href;
  const server = spawn(process.execPath, [bin, 'lsp', '--stdio'], { cwd: folder, stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
  const waiting = new Map();
  connection.onNotification(PublishDiagnosticsNotification.type, ({ version, diagnostics }) => {
    waiting.get(version)?.(diagnostics);
    waiting.delete(version);
  });
  connection.listen();
  const diagnosticsOf = (version) => new Promise((resolve) => waiting.set(version, resolve));

  await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: pathToFileURL(folder).href, capabilities: {} });
  await connection.sendNotification(InitializedNotification.type, {});
  const clean = payloadText('Deploy');
  const broken = payloadText('D'.repeat(90)); // a label over 80 characters: one finding
  const lines = clean.split('\n').length - 1;
  const opened = diagnosticsOf(1);
  await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'json', version: 1, text: clean } });
  await opened;

  const times = [];
  for (let version = 2; version < 2 + CHANGES + 1; version++) {
    const text = version % 2 === 0 ? broken : clean;
    const published = diagnosticsOf(version);
    const start = process.hrtime.bigint();
    await connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
    const diagnostics = await published;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (diagnostics.length !== (text === broken ? 1 : 0)) throw new Error(`version ${version}: ${diagnostics.length} diagnostics: ${JSON.stringify(diagnostics)}`);
    if (version > 2) times.push(ms); // the first change warms the server up
  }
  const rss = residentMemory(server.pid);
  await connection.sendRequest(ShutdownRequest.type);
  await connection.sendNotification(ExitNotification.type);
  connection.dispose();
  return { lines, changes: times.length, median: median(times), rss };
}

/** The server's resident memory in MiB (Linux only). */
function residentMemory(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export function lspRow({ lines, changes, median, rss }) {
  const memory = rss === undefined ? '' : `, server ${rss.toFixed(0)} MiB resident after`;
  return `| language server: change to diagnostics, ${lines}-line payload (median of ${changes}${memory}) | ${median.toFixed(1)} ms | | | under 100 ms |`;
}

/** Prints the measurement as a row of `npm run bench`'s table. */
export async function printLanguageServerBench() {
  console.log(lspRow(await benchLanguageServer()));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await printLanguageServerBench();
