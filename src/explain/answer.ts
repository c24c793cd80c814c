import type { PathSegment } from '../types.js';
import { codeOfMessage } from './codes.js';
import { keySegment, MAX_PATH_DEPTH, parseDiscordPath } from './discord-path.js';
import { readLenientValue } from './lenient-value.js';
import { appendAll } from '../util/append.js';

/** Where an error was read from: Discord's JSON, or the text a library printed. */
export type AnswerForm = 'json' | 'discord.js' | 'discord.py' | 'jda' | 'discord.net' | 'serenity';

/** One error of Discord's answer, as the answer gives it. */
export interface AnswerError {
  /** The path Discord names, from the request body's top; undefined when the answer names no place (Discord.Net's message). */
  path: PathSegment[] | undefined;
  /** Discord's code (`BASE_TYPE_MAX_LENGTH`, or a JSON error code such as `50006`); recovered from the message when the library printed none. */
  code: string | undefined;
  /** True when `code` was recovered from Discord's message rather than printed. */
  codeInferred: boolean;
  message: string;
  form: AnswerForm;
  /** 1-based line and column of the answer's text where the error was read. */
  line: number;
  column: number;
  /** How deep Discord's path went, when it was deeper than `path` keeps ({@link MAX_PATH_DEPTH}). */
  pathDepth?: number;
}

/**
 * Reads every Discord error in `text`: Discord's JSON answer (whole, or quoted in a log as JSON,
 * a Python repr or Node's inspect output), and the flattened forms discord.js, discord.py, JDA,
 * Discord.Net, discordgo and serenity print. The same error read twice (a log holding the JSON and the
 * library's text) is kept once.
 */
export function parseAnswer(text: string, maxErrors = MAX_ANSWER_ERRORS): AnswerError[] {
  return readAnswer(text, maxErrors).errors;
}

/**
 * Most errors read from one answer. No request Discord answers comes near (a message's every embed
 * field and component wrong is under a thousand); past it, an answer of millions of one-character
 * errors would take seconds and gigabytes to explain line by line. The rest are counted.
 */
export const MAX_ANSWER_ERRORS = 10_000;

/** What {@link readAnswer} found. */
export interface AnswerReading {
  errors: AnswerError[];
  /** Errors past the limit, counted and not read: at least this many (see `omittedExact`). */
  omitted: number;
  /**
   * False when more than one reader counted errors past the limit (a log holding discord.js's lines
   * and the answer's JSON names the same errors twice, and the count of the rest is not deduplicated):
   * `omitted` is then the least of their counts, a lower bound.
   */
  omittedExact: boolean;
  /** The whole text (less a byte order mark and colours) is one JSON answer. */
  json: boolean;
}

/** {@link parseAnswer}'s errors, and how many more the answer held past `maxErrors` (counted, not read). */
export function readAnswer(text: string, maxErrors = MAX_ANSWER_ERRORS): AnswerReading {
  // Coloured logs (chalk, Sapphire's logger, colorlog) wrap the library's words in ANSI escapes.
  const clean = text.replace(/^\uFEFF/, '').replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  let lines: number[] | undefined;
  const starts = () => (lines ??= lineStarts(clean));
  const budget = new ErrorBudget(maxErrors);
  const found: AnswerError[] = [];
  // Each reader's count of errors past the limit.
  const omittedBy: number[] = [];
  const read = (reader: () => AnswerError[]) => {
    const before = budget.omitted;
    appendAll(found, reader());
    omittedBy.push(budget.omitted - before);
  };
  const whole = wholeJson(clean);
  if (whole !== undefined) {
    read(() => errorsOfAnswerValue(whole, 1, 1, true, budget));
  } else {
    read(() => embeddedAnswers(clean, starts(), budget));
    read(() => flattenedErrors(clean, budget));
  }
  read(() => serenityErrors(clean, starts, budget));
  // Discord's words end up on a terminal: no control character of the answer goes with them.
  const cleaned = new Map<string, string>();
  for (const error of found) {
    let message = cleaned.get(error.message);
    if (message === undefined) cleaned.set(error.message, (message = error.message.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').replace(/ {2,}/g, ' ').trim()));
    error.message = message;
  }
  const errors = dedupe(found.sort((a, b) => a.line - b.line || a.column - b.column));
  // Readers that counted errors past the limit: one gives the count; of several (which may have read the same errors), the least is a lower bound.
  const counted = omittedBy.filter((n) => n > 0);
  return { errors, omitted: counted.length > 0 ? Math.min(...counted) : 0, omittedExact: counted.length <= 1, json: whole !== undefined };
}

/** How many errors may still be read; those past the limit are only counted. */
class ErrorBudget {
  taken = 0;
  omitted = 0;
  constructor(private readonly max: number) {}

  /** True when one more error may be read; otherwise it is counted as omitted. */
  take(): boolean {
    if (this.taken < this.max) {
      this.taken++;
      return true;
    }
    this.omitted++;
    return false;
  }

  /**
   * For an answer's top-level code (50035 in a header): read while there is room, never counted past
   * it, since it only stands for its form errors, which are counted.
   */
  takeCode(): boolean {
    if (this.taken >= this.max) return false;
    this.taken++;
    return true;
  }

  /** A budget for a read that may be thrown away: {@link commit} it when its errors are kept. */
  trial(): ErrorBudget {
    const trial = new ErrorBudget(this.max);
    trial.taken = this.taken;
    trial.omitted = this.omitted;
    return trial;
  }

  /** The errors a trial found, read or only counted. */
  foundIn(trial: ErrorBudget): number {
    return trial.taken - this.taken + (trial.omitted - this.omitted);
  }

  commit(trial: ErrorBudget): void {
    this.taken = trial.taken;
    this.omitted = trial.omitted;
  }
}

function wholeJson(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return undefined;
  // (A JSON array, such as Discord.Net's Errors serialised, is read object by object as embedded answers.)
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function positionOf(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Discord's JSON error codes are numbers of 5 or 6 digits (50035, 50006, 10062...). */
const isJsonErrorCode = (code: unknown): boolean => /^\d{5,6}$/.test(String(code));

/**
 * The errors of one answer object: `{code, message, errors}` (API v8+), a bare errors tree holding
 * `_errors`, `{code, message}` alone (50006...), or, read only when it is the whole answer, API v6's
 * `{"embed": ["message"]}`.
 */
function errorsOfAnswerValue(value: unknown, line: number, column: number, whole: boolean, budget: ErrorBudget): AnswerError[] {
  if (!isObject(value)) return [];
  const at = { line, column };
  const discordNet = discordNetJsonError(value, at, budget);
  if (discordNet) return discordNet;
  if (isObject(value.errors) && (value.code !== undefined || value.message !== undefined)) {
    const trial = budget.trial();
    const errors = walkErrorTree(value.errors, [], at, trial);
    if (budget.foundIn(trial) > 0) {
      budget.commit(trial);
      return errors;
    }
  }
  if (containsErrorsKey(value, 0)) return walkErrorTree(value, [], at, budget);
  if (isJsonErrorCode(value.code) && typeof value.message === 'string' && value.errors === undefined) {
    return budget.takeCode() ? [{ path: [], code: String(value.code), codeInferred: false, message: value.message, form: 'json', ...at }] : [];
  }
  if (value.code === undefined && isLegacyTree(value, 0)) {
    // API v6 answered `{"embed": ["Embed size exceeds maximum size of …"]}`: read whole, or quoted when the table knows its words.
    const trial = budget.trial();
    const legacy = walkErrorTree(value, [], at, trial);
    if (budget.foundIn(trial) > 0 && (whole || legacy.every((e) => e.codeInferred))) {
      budget.commit(trial);
      return legacy;
    }
  }
  return [];
}

/** API v6's tree: objects down to arrays of strings (Discord's messages). */
function isLegacyTree(value: unknown, depth: number): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every((v) => typeof v === 'string');
  if (!isObject(value) || depth > 64) return false;
  const children = Object.values(value);
  return children.length > 0 && children.every((v) => isLegacyTree(v, depth + 1));
}

/** Discord.Net's HttpException.Errors serialised (Json.NET): `{"Path": "Data.Components[0].Label", "Errors": [{"Code", "Message"}]}`. */
function discordNetJsonError(value: Record<string, unknown>, at: { line: number; column: number }, budget: ErrorBudget): AnswerError[] | undefined {
  if (typeof value.Path !== 'string' || !Array.isArray(value.Errors)) return undefined;
  const path = parseDiscordPath(value.Path);
  if (!path) return undefined;
  return value.Errors.filter((e) => isObject(e) && budget.take()).map((e) => {
    const message = typeof e.Message === 'string' ? e.Message : '';
    const code = typeof e.Code === 'string' ? e.Code : codeOfMessage(message);
    return { path, code, codeInferred: typeof e.Code !== 'string' && code !== undefined, message, form: 'discord.net' as const, ...at };
  });
}

function containsErrorsKey(value: unknown, depth: number): boolean {
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Object.hasOwn(value, '_errors')) return true;
  return Object.values(value).some((v) => containsErrorsKey(v, depth + 1));
}

// A hostile tree thousands of levels deep must neither overflow the stack nor make every path as long as the tree.
export { MAX_PATH_DEPTH };

/**
 * Walks Discord's errors tree: keys are the path, `_errors` holds `{code, message}` items. Iterative
 * (an explicit stack, in the tree's order), so that any depth is read; paths deeper than
 * {@link MAX_PATH_DEPTH} are cut there and the error says how deep Discord's path went.
 */
function walkErrorTree(root: unknown, rootPath: PathSegment[], at: { line: number; column: number }, budget: ErrorBudget): AnswerError[] {
  const out: AnswerError[] = [];
  const add = (path: PathSegment[], depth: number, code: string | undefined, message: string) => {
    if (!budget.take()) return;
    const inferred = code === undefined ? codeOfMessage(message) : undefined;
    const error: AnswerError = { path, code: code ?? inferred, codeInferred: inferred !== undefined, message, form: 'json', line: at.line, column: at.column };
    if (depth > path.length) error.pathDepth = depth;
    out.push(error);
  };
  const stack: { node: unknown; path: PathSegment[]; depth: number }[] = [{ node: root, path: rootPath, depth: rootPath.length }];
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    if (typeof node === 'string') {
      add(path, depth, undefined, node);
    } else if (Array.isArray(node)) {
      for (const item of node) {
        if (typeof item === 'string') add(path, depth, undefined, item);
        else if (isObject(item) && typeof item.message === 'string') add(path, depth, typeof item.code === 'string' ? item.code : undefined, item.message);
      }
    } else if (isObject(node)) {
      if (typeof node.message === 'string' && typeof node.code === 'string' && node._errors === undefined) {
        add(path, depth, node.code, node.message);
        continue;
      }
      const keys = Object.keys(node);
      // Pushed last first, so that they are read in the tree's order.
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        if (key === '_errors') stack.push({ node: node[key], path, depth });
        // Past the budget, errors are only counted: their paths are never read.
        else stack.push({ node: node[key], path: depth < MAX_PATH_DEPTH && budget.omitted === 0 ? [...path, keySegment(key)] : path, depth: depth + 1 });
      }
    }
  }
  return out;
}

const MAX_FAILED_READS = 200;

/** serenity (Rust) prints its errors with Debug: `DiscordJsonSingleError { code: "...", message: "...", path: "components.0.label" }`. */
function serenityErrors(text: string, starts: () => readonly number[], budget: ErrorBudget): AnswerError[] {
  const out: AnswerError[] = [];
  for (const m of text.matchAll(/DiscordJsonSingleError \{ code: "((?:[^"\\]|\\.)*)", message: "((?:[^"\\]|\\.)*)", path: "((?:[^"\\]|\\.)*)" \}/g)) {
    const path = m[3] === '' ? [] : parseDiscordPath(m[3]!);
    if (!path || !budget.take()) continue;
    out.push({ path, code: m[1]!, codeInferred: false, message: m[2]!.replace(/\\(.)/g, '$1'), form: 'serenity', ...positionOf(starts(), m.index) });
  }
  return out;
}

/** Answers quoted inside a log: discordgo's `HTTP 400 Bad Request, {...}`, a Python repr, util.inspect. */
function embeddedAnswers(text: string, starts: readonly number[], budget: ErrorBudget): AnswerError[] {
  const out: AnswerError[] = [];
  // Each failed read may scan to the end of the text: a bound keeps hostile input linear.
  let failedReads = 0;
  for (let i = text.indexOf('{'); i !== -1 && failedReads < MAX_FAILED_READS; i = text.indexOf('{', i + 1)) {
    const window = text.slice(i, i + 400);
    if (!/_errors|['"]?code['"]?\s*:\s*\d{5}|":\s*\["|"Path"\s*:/.test(window)) continue;
    const read = readLenientValue(text, i);
    if (!read) {
      failedReads++;
      continue;
    }
    const { line, column } = positionOf(starts, i);
    const errors = errorsOfAnswerValue(read.value, line, column, false, budget);
    if (errors.length === 0) continue;
    appendAll(out, errors);
    i = read.end - 1;
  }
  return out;
}

/**
 * A header that names Discord's JSON error code, in each library's words, after a text every match
 * holds: the lines of a long log that hold none skip the expression.
 */
const HEADERS: readonly (readonly [string, RegExp])[] = [
  ['DiscordAPIError[', /DiscordAPIError\[(\d{5,6})\]: (.*)$/], // discord.js 14 (@discordjs/rest)
  ['(error code: ', /\(error code: (\d{5,6})\): (.*)$/], // discord.py
  ['ErrorResponseException', /ErrorResponseException\]?:? (\d{5,6}): (.*)$/], // JDA (its RestAction failure log writes "[ErrorResponseException] 50035: ...")
  ['The server responded with error ', /The server responded with error (\d{5,6}): (.*)$/], // Discord.Net
  [': ', /^\s*(\d{5,6}): (.*)$/], // JDA's getMessage() printed alone
];

function headerOf(line: string): RegExpExecArray | undefined {
  for (const [text, header] of HEADERS) {
    if (!line.includes(text)) continue;
    const match = header.exec(line);
    if (match) return match;
  }
  return undefined;
}

const CODE = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+';
const PATH = '(?:[A-Za-z_]\\w*|\\d+)(?:\\.[A-Za-z_]\\w*|\\[\\d+\\])*';
/** discord.js 14: `data.components[0].label[BASE_TYPE_MAX_LENGTH]: Must be 80 or fewer in length.` (several on a line whose breaks a log lost) */
const DISCORD_JS = new RegExp(`(?:^|[\\s|>:])(${PATH})\\[(${CODE})\\]: `, 'g');
/** discord.py: `In components.0.components.1.label: Must be 80 or fewer in length.` */
const DISCORD_PY = /(?:^|\s|Invalid Form Body)In ([\w.]+): (.*)$/;
/** JDA: a location line, then `\t- CODE: message` lines. */
const JDA_ITEM = new RegExp(`^\\s*- (${CODE}): (.*)$`);
/** A code and message with no path: discord.js for the body itself, Discord.Net's "Inner Errors". */
const BARE_CODE = new RegExp(`^\\s*(${CODE}): (.*)$`);
/** discord.js 12/13 (no code): `components[1].components[2].custom_id: Component custom id cannot be duplicated` */
const OLD_DISCORD_JS = new RegExp(`^\\s*(${PATH}): (.+)$`);

const WRAPPED_OR_SEPARATED = /\s{3}|[\r\u2028\u2029]/;

/** Text pieces with the answer's line of each; a Python repr's escaped "\n" splits a piece too. */
function pieces(text: string): { text: string; line: number; offset: number }[] {
  const out: { text: string; line: number; offset: number }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    // docker compose's and pm2's prefix ("bot-1  | ", "0|bot  | ") hides where a library's line starts.
    const line = raw.includes('|') ? raw.replace(/^(?:\d+\|)?[\w.@-]+\s*\|\s?/, '') : raw;
    const prefix = raw.length - line.length;
    // A Python repr's escaped "\n", and runs of spaces where a terminal's wrapping replaced the line breaks.
    const parts = /Invalid Form Body\\n|\\nIn /.test(line) ? line.split('\\n') : [line];
    for (const part of parts) {
      const start = line.indexOf(part);
      // Most lines hold no run of three spaces (nor a separator the expression stops at): one piece, its end trimmed.
      if (!WRAPPED_OR_SEPARATED.test(part)) {
        out.push({ text: part.trim() === '' ? part : part.trimEnd(), line: index + 1, offset: prefix + start });
        continue;
      }
      for (const m of part.matchAll(/(?:^\s*)?\S(?:.*?\S)??(?=\s{3,}\S|\s*$)/g)) {
        out.push({ text: m.index === 0 ? m[0] : m[0].trimStart(), line: index + 1, offset: prefix + start + (m.index === 0 ? 0 : m.index + m[0].length - m[0].trimStart().length) });
      }
      if (part.trim() === '') out.push({ text: part, line: index + 1, offset: prefix + start });
    }
  });
  return out;
}

/** The flattened forms the libraries print. */
function flattenedErrors(text: string, budget: ErrorBudget): AnswerError[] {
  const out: AnswerError[] = [];
  let header: { code: string; message: string; line: number; column: number; form: AnswerForm } | undefined;
  let inBlock = false;
  let discordNet = false;
  let previousPath: PathSegment[] | undefined;
  const headerErrors: NonNullable<typeof header>[] = [];
  let formErrorsSinceHeader = 0;

  const add = (path: PathSegment[] | undefined, code: string | undefined, message: string, form: AnswerForm, line: number, column: number) => {
    formErrorsSinceHeader++;
    if (!budget.take()) return;
    const clean = trimMessage(message);
    const inferred = code === undefined ? codeOfMessage(clean) : undefined;
    out.push({ path, code: code ?? inferred, codeInferred: inferred !== undefined, message: clean, form, line, column: column + columnOffset });
  };
  const closeHeader = () => {
    if (header && formErrorsSinceHeader === 0) headerErrors.push(header);
    header = undefined;
  };

  /** discord.js 14's errors on the line; each message runs to the next error. True when there was one. */
  const discordJsErrors = (line: string, lineNumber: number): boolean => {
    if (!line.includes(']: ')) return false;
    const matches: { m: RegExpExecArray; path: PathSegment[] }[] = [];
    for (const m of line.matchAll(DISCORD_JS)) {
      const path = parseDiscordPath(m[1]!);
      if (path) matches.push({ m, path });
    }
    matches.forEach(({ m, path }, i) => {
      const start = m.index + m[0].length;
      const end = matches[i + 1]?.m.index ?? line.length;
      add(path, m[2], line.slice(start, end), 'discord.js', lineNumber, line.indexOf(m[1]!, m.index) + 1);
    });
    return matches.length > 0;
  };

  /** discord.py's `In path: message`; true when the line held one. */
  const discordPyError = (line: string, lineNumber: number): boolean => {
    if (!line.includes('In ')) return false;
    const py = DISCORD_PY.exec(line);
    if (!py) return false;
    const column = line.indexOf(py[0].trim()) + 1;
    if (py[1] === '_errors') {
      // discord.py prints errors on the body itself as the repr of the list.
      const list = readLenientValue(py[2]!.trim(), 0);
      const items = Array.isArray(list?.value) ? list.value : [];
      for (const item of items) if (isObject(item) && typeof item.message === 'string') add([], typeof item.code === 'string' ? item.code : undefined, item.message, 'discord.py', lineNumber, column);
      return true;
    }
    const path = parseDiscordPath(py[1]!);
    // A top-level field (`In content: ...`) has no dot: alone on a line, it counts when Discord's words or the header say it is an error.
    const undotted = !py[1]!.includes('.');
    if (!path || (undotted && !inBlock && !/Invalid Form Body\s*In /.test(line) && codeOfMessage(trimMessage(py[2]!)) === undefined)) return false;
    add(path, undefined, py[2]!, 'discord.py', lineNumber, column);
    return true;
  };

  let columnOffset = 0;
  for (const piece of pieces(text)) {
    const line = piece.text;
    columnOffset = piece.offset;
    const headerMatch = headerOf(line);
    if (headerMatch) {
      closeHeader();
      const form: AnswerForm = line.includes('DiscordAPIError') ? 'discord.js' : line.includes('error code:') ? 'discord.py' : line.includes('server responded') ? 'discord.net' : 'jda';
      header = { code: headerMatch[1]!, message: headerMatch[2]!.trim(), line: piece.line, column: (headerMatch.index ?? 0) + 1 + columnOffset, form };
      formErrorsSinceHeader = 0;
      inBlock = true;
      discordNet = form === 'discord.net';
      previousPath = undefined;
      // Errors glued to the header when a log lost its line breaks.
      if (!discordJsErrors(line, piece.line)) discordPyError(line, piece.line);
      continue;
    }
    if (/\bDiscordAPIError: |(?:^|[\s:])Invalid Form Body\s*$/.test(line)) {
      // discord.js 12/13 print no code in the header.
      inBlock = true;
      discordNet = false;
      previousPath = undefined;
      continue;
    }
    if (line.trim() === '' || /^\s+at\s|^\s*File "|^Traceback|^\s*\{$/.test(line)) {
      inBlock = false;
      previousPath = undefined;
      continue;
    }
    if (/^\s*Inner Errors:\s*$/.test(line)) {
      inBlock = true;
      discordNet = true;
      continue;
    }

    const jda = JDA_ITEM.exec(line);
    if (jda) {
      add(previousPath ?? [], jda[1], jda[2]!, 'jda', piece.line, (jda.index ?? 0) + 1);
      continue;
    }
    if (discordJsErrors(line, piece.line)) continue;
    if (discordPyError(line, piece.line)) continue;
    const bare = BARE_CODE.exec(line);
    if (bare && inBlock) {
      add(discordNet ? undefined : [], bare[1], bare[2]!, discordNet ? 'discord.net' : 'discord.js', piece.line, (bare.index ?? 0) + 1 + (line.length - line.trimStart().length));
      continue;
    }
    const old = OLD_DISCORD_JS.exec(line);
    // Not a property of an object printed by util.inspect (`code: 50035,`, `errors: {`).
    if (old && inBlock && !/^['"\d{[]|^(?:true|false|null|undefined)\b|[,{[]\s*$/.test(old[2]!)) {
      const path = parseDiscordPath(old[1]!);
      if (path) {
        add(path, undefined, old[2]!, 'discord.js', piece.line, line.indexOf(old[1]!) + 1);
        continue;
      }
    }
    // A line that is only a path is JDA's location line for the `- CODE: message` lines below it.
    previousPath = parseDiscordPath(line.trim());
  }
  closeHeader();
  // A header alone (50006 "Cannot send an empty message"...) is itself the error, on the whole body.
  for (const h of headerErrors) {
    if (budget.takeCode()) out.push({ path: [], code: h.code, codeInferred: false, message: h.message, form: h.form, line: h.line, column: h.column });
  }
  return out;
}

/** Cuts what a log glued after Discord's message (the next log prefix, a stack frame). */
function trimMessage(message: string): string {
  return message.replace(/\s+(?:DiscordAPIError\b|at\s+\S+\s+\().*$/, '').replace(/\s+\S+\s+\|\s.*$/, '').trim();
}

function pathKey(path: readonly PathSegment[] | undefined): string {
  return path === undefined ? '?' : path.join('\u0000');
}

function dedupe(errors: AnswerError[]): AnswerError[] {
  const seen = new Set<string>();
  const out: AnswerError[] = [];
  // A top-level 50035 from a header is dropped when its form errors were read elsewhere (the JSON).
  const hasFormErrors = errors.some((e) => e.code !== '50035' && !isJsonErrorCode(e.code));
  for (const error of errors) {
    if (hasFormErrors && isJsonErrorCode(error.code)) continue;
    // Without a place, only the message tells two errors of one code apart.
    const key = `${pathKey(error.path)}|${error.code ?? error.message}${error.path === undefined ? `|${error.message}` : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(error);
  }
  return out;
}
