/** A language client for tests: starts the built `cordlint lsp --stdio` and speaks JSON-RPC to it, as an editor does. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CodeActionRequest,
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
  type CodeAction,
  type Diagnostic,
  type Range,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { HANG_GUARD_MS } from '../hang-guard.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repoRoot, 'bin/cordlint.js');

export const uriOf = (file: string) => pathToFileURL(file).href;

export class LspClient {
  readonly connection: ProtocolConnection;
  readonly stderr: string[] = [];
  readonly logs: string[] = [];
  private readonly published: PublishDiagnosticsParams[] = [];
  private readonly waiters: (() => void)[] = [];

  private constructor(readonly server: ChildProcess) {
    this.connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
    server.stderr!.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
    this.connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      this.published.push(params);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.connection.onNotification('window/logMessage', (params: { message: string }) => void this.logs.push(params.message));
    this.connection.listen();
  }

  /**
   * Starts the server in `root` and initializes it with `root` as the workspace folder; `command`
   * is the built CLI under Node unless another (the standalone binary) is given; `options` are
   * more options of `cordlint lsp`.
   */
  static async start(root: string, command: string[] = [process.execPath, bin], options: string[] = [], initializationOptions?: unknown): Promise<LspClient> {
    const server = spawn(command[0]!, [...command.slice(1), 'lsp', '--stdio', ...options], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, CORDLINT_ALLOW_PLUGINS: undefined } });
    const client = new LspClient(server);
    await client.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: uriOf(root),
      workspaceFolders: [{ uri: uriOf(root), name: 'test' }],
      capabilities: { textDocument: { publishDiagnostics: { relatedInformation: true, versionSupport: true } } },
      ...(initializationOptions === undefined ? {} : { initializationOptions }),
    });
    await client.connection.sendNotification(InitializedNotification.type, {});
    return client;
  }

  /**
   * The next diagnostics published for `uri` (for `version`, when given) after `since` earlier
   * publications; fails after `timeout` ms.
   */
  async diagnostics(uri: string, version?: number, timeout = HANG_GUARD_MS): Promise<Diagnostic[]> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = [...this.published].reverse().find((p) => p.uri === uri && (version === undefined || p.version === version));
      if (found) return found.diagnostics;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no diagnostics for ${uri}${version === undefined ? '' : ` version ${version}`} within ${timeout} ms; published: ${JSON.stringify(this.published.map((p) => [p.uri, p.version]))}; stderr: ${this.stderr.join('')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  /** Forgets what was published so far (to wait for the next publication). */
  clearPublished(): void {
    this.published.length = 0;
  }

  async stop(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => this.server.once('exit', (code) => resolve(code)));
    if (this.server.exitCode === null) {
      await this.connection.sendRequest(ShutdownRequest.type);
      await this.connection.sendNotification(ExitNotification.type);
    }
    const code = await exited;
    this.connection.dispose();
    return code;
  }
}

/** Opens a document, as an editor does when a file is shown. */
export async function open(client: LspClient, file: string, text: string, languageId = file.endsWith('.json') ? 'json' : 'yaml'): Promise<void> {
  await client.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: uriOf(file), languageId, version: 1, text } });
}

/** Replaces the document's whole text with `text` as `version`. */
export async function change(client: LspClient, file: string, version: number, text: string): Promise<void> {
  await client.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: uriOf(file), version }, contentChanges: [{ text }] });
}

/** The code actions for `range` (the whole document when not given). */
export function codeActions(client: LspClient, file: string, range: Range = { start: { line: 0, character: 0 }, end: { line: 10_000, character: 0 } }, only?: string[]): Promise<CodeAction[]> {
  return client.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri: uriOf(file) },
    range,
    context: { diagnostics: [], ...(only ? { only } : {}) },
  }) as Promise<CodeAction[]>;
}

/** The text after an action's edit, as the editor would apply it. */
export function applyAction(action: CodeAction, file: string, text: string): string {
  const edits = action.edit?.changes?.[uriOf(file)];
  if (!edits) throw new Error(`action "${action.title}" has no edit for ${file}`);
  return TextDocument.applyEdits(TextDocument.create(uriOf(file), 'json', 1, text), edits);
}
