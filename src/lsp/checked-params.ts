/**
 * The params of each message the server handles, checked before any handler reads them. A client
 * that sent a didOpen whose uri was a number, whose text was no string or whose version was "x"
 * had its document kept and linted again and again, each time a TypeError ("t.startsWith is not a
 * function") in the log and in a diagnostic; a codeAction with null params was answered -32603
 * from inside vscode-languageserver. Now such a notification is ignored with one line in the
 * client's log, and such a request answered -32602 Invalid params, saying what is wrong.
 */

type Check = (params: unknown) => string | undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value);

function position(value: unknown, at: string): string | undefined {
  if (!isObject(value)) return `${at} is not a position`;
  if (!isInteger(value.line) || !isInteger(value.character)) return `${at} needs a whole line and character`;
  return undefined;
}

function range(value: unknown, at: string): string | undefined {
  if (!isObject(value)) return `${at} is not a range`;
  return position(value.start, `${at}.start`) ?? position(value.end, `${at}.end`);
}

/** params.textDocument with a string uri, and the other fields `more` asks of it. */
function textDocument(params: unknown, more: (document: Record<string, unknown>) => string | undefined = () => undefined): string | undefined {
  if (!isObject(params)) return 'params is not an object';
  const document = params.textDocument;
  if (!isObject(document)) return 'params.textDocument is not an object';
  if (typeof document.uri !== 'string') return 'params.textDocument.uri is not a string';
  return more(document);
}

const CHECKS: Record<string, Check> = {
  'textDocument/didOpen': (params) =>
    textDocument(params, (document) => {
      if (typeof document.text !== 'string') return 'params.textDocument.text is not a string';
      if (!isInteger(document.version)) return 'params.textDocument.version is not a whole number';
      if (typeof document.languageId !== 'string') return 'params.textDocument.languageId is not a string';
      return undefined;
    }),
  'textDocument/didChange': (params) =>
    textDocument(params, (document) => {
      if (!isInteger(document.version)) return 'params.textDocument.version is not a whole number';
      const changes = (params as Record<string, unknown>).contentChanges;
      if (!Array.isArray(changes)) return 'params.contentChanges is not a list';
      for (const [i, change] of changes.entries()) {
        if (!isObject(change) || typeof change.text !== 'string') return `params.contentChanges[${i}].text is not a string`;
        const problem = change.range === undefined ? undefined : range(change.range, `params.contentChanges[${i}].range`);
        if (problem) return problem;
      }
      return undefined;
    }),
  'textDocument/didClose': (params) => textDocument(params),
  'textDocument/didSave': (params) => textDocument(params),
  'textDocument/willSave': (params) => textDocument(params),
  'textDocument/willSaveWaitUntil': (params) => textDocument(params),
  'textDocument/hover': (params) => textDocument(params) ?? position((params as Record<string, unknown>).position, 'params.position'),
  'textDocument/codeAction': (params) =>
    textDocument(params) ??
    range((params as Record<string, unknown>).range, 'params.range') ??
    (() => {
      const context = (params as Record<string, unknown>).context;
      if (!isObject(context) || !Array.isArray(context.diagnostics)) return 'params.context.diagnostics is not a list';
      for (const [i, diagnostic] of context.diagnostics.entries()) {
        if (!isObject(diagnostic)) return `params.context.diagnostics[${i}] is not an object`;
        const problem = range(diagnostic.range, `params.context.diagnostics[${i}].range`);
        if (problem) return problem;
      }
      if (context.only !== undefined && !(Array.isArray(context.only) && context.only.every((kind) => typeof kind === 'string'))) return 'params.context.only is not a list of strings';
      return undefined;
    })(),
};

/** What is wrong with the params of `method`, or undefined when they hold (or the method is not checked here). */
export function paramsProblem(method: string, params: unknown): string | undefined {
  return Object.hasOwn(CHECKS, method) ? CHECKS[method]!(params) : undefined;
}
