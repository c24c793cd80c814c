/**
 * `cordlint lsp`: the language server. Open JSON and YAML documents are linted from the editor's
 * text (on open, and shortly after each change), and each finding becomes a diagnostic with its
 * fixes as code actions and its rule's description on hover. Nothing a document holds may stop
 * the server: every failure becomes a diagnostic or a line in the client's log.
 */
import { isDestination, type Destination } from '../payload/destination.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CodeActionKind,
  CodeActionRequest,
  createConnection,
  ErrorCodes,
  HoverRequest,
  ResponseError,
  DidChangeWatchedFilesNotification,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type InitializeParams,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CONFIG_FILE_NAMES } from '../config/find.js';
import { BASELINE_FILE_NAME } from '../suppress/baseline.js';
import { VERSION } from '../version.js';
import { codeActions, FIX_ALL_KIND } from './code-actions.js';
import { checkedFraming } from './framing.js';
import { paramsProblem } from './checked-params.js';
import { COPY_AS_KIND } from './copy-as.js';
import { toDiagnostics } from './diagnostics.js';
import { hoverAt } from './hover.js';
import { lintedText } from './positions.js';
import { Project, type EditorLint } from './project.js';

/** How long after the last keystroke a changed document is linted again. */
export const DEBOUNCE_MS = 20;

const SETTINGS_FILES = new Set<string>([...CONFIG_FILE_NAMES, BASELINE_FILE_NAME]);

interface Linted {
  version: number;
  lint: EditorLint;
}

export interface ServerOptions {
  /** `cordlint lsp --allow-plugins`: load the plugins of configs found below a workspace folder too. */
  allowPlugins?: boolean;
}

/** Starts the server on stdin and stdout; the process ends when the client says exit or closes the pipe. */
export function startLanguageServer(
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
  options: ServerOptions = {},
): Connection {
  // A malformed header is skipped with a line on stderr, rather than leave the reader deaf (see framing.ts).
  const framed = input.pipe(
    checkedFraming((problem, ending) => process.stderr.write(ending ? `cordlint lsp: ${problem}; the server ends.\n` : `cordlint lsp: skipped ${problem}; reading goes on at the next Content-Length header.\n`)),
  );
  const connection = createConnection(framed, output);
  // stdout carries the protocol: whatever a plugin prints goes to the client's log instead.
  const log = (text: string) => connection.console.log(text.trimEnd());
  console.log = console.info = console.debug = (...args: unknown[]) => log(args.map(String).join(' '));
  console.warn = console.error = (...args: unknown[]) => connection.console.error(args.map(String).join(' '));
  process.on('uncaughtException', (error) => connection.console.error(`cordlint: ${error.stack ?? error.message}`));
  process.on('unhandledRejection', (error) => connection.console.error(`cordlint: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));

  const documents = new TextDocuments(TextDocument);
  const linted = new Map<string, Linted>();
  const timers = new Map<string, NodeJS.Timeout>();
  let roots: string[] = [];
  // The client's initializationOptions may name where payloads are sent ({ "destination": "webhook" }); a config's destination wins for its files.
  let destination: Destination | undefined;
  const project = new Project(() => roots, log, options.allowPlugins ?? false, () => destination);
  /** Open documents that are locale files: a change to a payload re-checks them, a change to one re-checks every other document. */
  const localeFiles = new Set<string>();

  /** The file a URI names; undefined for other schemes and for file URIs that name no local file (file://host/...). */
  const filePathOf = (uri: string) => {
    if (!uri.startsWith('file:')) return undefined;
    try {
      return fileURLToPath(uri);
    } catch {
      return undefined;
    }
  };
  /** Params that do not fit the method: a request is answered Invalid params, a notification ignored with a line in the log. */
  const checked = <P, R>(method: string, handler: (params: P) => R) => (params: P): R | undefined => {
    const problem = paramsProblem(method, params);
    if (problem === undefined) return handler(params);
    connection.console.error(`cordlint: ignored ${method}: ${problem}.`);
    return undefined;
  };
  // After shutdown, LSP asks requests to be answered InvalidRequest: only exit is expected.
  let shutDown = false;
  connection.onShutdown(() => {
    shutDown = true;
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  });
  const checkedRequest = <P, R>(method: string, handler: (params: P) => Promise<R>) => async (params: P): Promise<R> => {
    if (shutDown) throw new ResponseError(ErrorCodes.InvalidRequest, `The server was shut down: ${method} is not answered, only exit is expected.`);
    const problem = paramsProblem(method, params);
    if (problem !== undefined) throw new ResponseError(ErrorCodes.InvalidParams, `Invalid params for ${method}: ${problem}.`);
    return handler(params);
  };

  /** Lints the document as it is now; the result is kept only while the document has not changed. */
  async function lintNow(document: TextDocument): Promise<EditorLint> {
    const filePath = filePathOf(document.uri);
    let lint: EditorLint;
    try {
      lint = filePath ? await project.lint(filePath, lintedText(document)) : { messages: [] };
    } catch (error) {
      connection.console.error(`cordlint: ${document.uri}: ${(error as Error).stack ?? String(error)}`);
      lint = { messages: [], problem: (error as Error).message ?? String(error) };
    }
    if (documents.get(document.uri)?.version === document.version) linted.set(document.uri, { version: document.version, lint });
    if (lint.localeFile) localeFiles.add(document.uri);
    else localeFiles.delete(document.uri);
    return lint;
  }

  async function lintAndPublish(uri: string): Promise<void> {
    timers.delete(uri);
    const found = await current(uri);
    // Closed, or a newer version is on its way: its own lint publishes.
    if (!found || documents.get(uri)?.version !== found.document.version) return;
    const { document, lint } = found;
    await connection.sendDiagnostics({ uri, version: document.version, diagnostics: toDiagnostics(lint, document.getText(), uri) });
  }

  function schedule(uri: string, delay: number): void {
    if (shutDown) return;
    clearTimeout(timers.get(uri));
    timers.set(uri, setTimeout(() => void lintAndPublish(uri), delay));
  }

  /** The findings of the document's current text, linting it first when a lint is pending. */
  async function current(uri: string): Promise<{ document: TextDocument; lint: EditorLint } | undefined> {
    const document = documents.get(uri);
    if (!document) return undefined;
    const known = linted.get(uri);
    return { document, lint: known && known.version === document.version ? known.lint : await lintNow(document) };
  }

  function relintAll(): void {
    project.forget();
    linted.clear();
    for (const document of documents.all()) schedule(document.uri, 0);
  }

  let watchFiles = false;
  let folderEvents = false;
  connection.onInitialize((params: InitializeParams) => {
    roots = (params.workspaceFolders ?? []).map((f) => filePathOf(f.uri)).filter((p): p is string => p !== undefined);
    if (roots.length === 0 && params.rootUri) roots = [filePathOf(params.rootUri)].filter((p): p is string => p !== undefined);
    if (roots.length === 0 && params.rootPath) roots = [path.resolve(params.rootPath)];
    watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    folderEvents = params.capabilities.workspace?.workspaceFolders === true;
    const initial = (params.initializationOptions as { destination?: unknown } | null | undefined)?.destination;
    if (isDestination(initial)) destination = initial;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND, COPY_AS_KIND] },
        hoverProvider: true,
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'cordlint', version: VERSION },
    };
  });

  connection.onInitialized(() => {
    if (watchFiles) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [...SETTINGS_FILES].map((name) => ({ globPattern: `**/${name}` })),
      });
    }
    if (folderEvents) {
      connection.workspace.onDidChangeWorkspaceFolders((event) => {
        const removed = new Set(event.removed.map((f) => filePathOf(f.uri)));
        roots = [...roots.filter((r) => !removed.has(r)), ...event.added.map((f) => filePathOf(f.uri)).filter((p): p is string => p !== undefined)];
        relintAll();
      });
    }
  });

  // Config and baseline files: whatever changed them (the editor, the CLI, git), every open document is linted again.
  connection.onDidChangeWatchedFiles(() => relintAll());
  documents.onDidSave((event) => {
    if (SETTINGS_FILES.has(path.basename(event.document.uri))) relintAll();
  });

  documents.onDidOpen((event) => schedule(event.document.uri, 0));
  documents.onDidChangeContent((event) => {
    const uri = event.document.uri;
    const filePath = filePathOf(uri);
    if (filePath && localeFiles.has(uri)) project.noteLocaleText(filePath, event.document.getText());
    schedule(uri, DEBOUNCE_MS);
    // Translations and the payloads that use them are checked together: a change to either re-checks both.
    const others = localeFiles.has(uri) ? documents.all().map((d) => d.uri) : [...localeFiles];
    for (const other of others) {
      if (other === uri) continue;
      linted.delete(other); // its text is the same, its findings may not be
      schedule(other, DEBOUNCE_MS);
    }
  });
  documents.onDidClose((event) => {
    clearTimeout(timers.get(event.document.uri));
    timers.delete(event.document.uri);
    linted.delete(event.document.uri);
    if (localeFiles.delete(event.document.uri)) {
      const filePath = filePathOf(event.document.uri);
      if (filePath) project.forgetLocaleText(filePath);
    }
    void connection.sendDiagnostics({ uri: event.document.uri, diagnostics: [] });
  });

  connection.onRequest(CodeActionRequest.type, checkedRequest('textDocument/codeAction', async (params) => {
    try {
      const found = await current(params.textDocument.uri);
      if (!found) return [];
      const { document, lint } = found;
      const filePath = filePathOf(document.uri)!;
      return await codeActions(document, lint, params, () => project.fixAll(filePath, lintedText(document)), filePath);
    } catch (error) {
      connection.console.error(`cordlint: code actions: ${(error as Error).stack ?? String(error)}`);
      return [];
    }
  }));

  connection.onRequest(HoverRequest.type, checkedRequest('textDocument/hover', async (params) => {
    try {
      const found = await current(params.textDocument.uri);
      return found ? hoverAt(found.lint, found.document.getText(), params.position) : null;
    } catch (error) {
      connection.console.error(`cordlint: hover: ${(error as Error).stack ?? String(error)}`);
      return null;
    }
  }));

  // The documents' own handlers get only params that fit (checked-params.ts).
  const DOCUMENT_EVENTS: Record<string, string> = {
    onDidOpenTextDocument: 'textDocument/didOpen',
    onDidChangeTextDocument: 'textDocument/didChange',
    onDidCloseTextDocument: 'textDocument/didClose',
    onDidSaveTextDocument: 'textDocument/didSave',
    onWillSaveTextDocument: 'textDocument/willSave',
    onWillSaveTextDocumentWaitUntil: 'textDocument/willSaveWaitUntil',
  };
  documents.listen(
    new Proxy(connection, {
      get(target, key, receiver) {
        const method = typeof key === 'string' && Object.hasOwn(DOCUMENT_EVENTS, key) ? DOCUMENT_EVENTS[key]! : undefined;
        const value = Reflect.get(target, key, receiver) as unknown;
        if (method === undefined || typeof value !== 'function') return value;
        return (handler: (params: unknown, ...rest: unknown[]) => unknown) => value.call(target, (params: unknown, ...rest: unknown[]) => checked(method, (p: unknown) => handler(p, ...rest))(params));
      },
    }),
  );
  connection.listen();
  return connection;
}
