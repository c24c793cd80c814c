/**
 * A locale file's text into its table of keys (src/templates/translations.ts), each string with its
 * line and column: i18next JSON or YAML (nested keys, `_one`/`_other` plurals) through cordlint's
 * own loaders, Fluent through `@fluent/syntax` (loaded only for .ftl files). Pure: the project layer
 * reads the files (src/project/locale-files.ts) and passes their text in.
 */
import type { PayloadDocument } from '../load/document.js';
import { LineIndex } from '../load/line-index.js';
import type { JsonPath, Range } from '../types.js';
import { toPointer } from '../util/pointer.js';
import { characters, TextBuilder } from './bounded-text.js';
import { PLURAL_SUFFIX, type LocaleTable, type TranslationForm } from './translations.js';

/** A problem of a locale file (it cannot be parsed, or holds no object of keys). */
export interface LocaleProblem extends Range {
  message: string;
}

export interface ReadTable {
  table: LocaleTable;
  problems: LocaleProblem[];
}

type Entries = Map<string, TranslationForm[]>;

function add(entries: Entries, key: string, form: TranslationForm): void {
  const list = entries.get(key);
  if (list) list.push(form);
  else entries.set(key, [form]);
}

/**
 * The table of an i18next JSON or YAML file, parsed by cordlint's loaders (a YAML file's first
 * document). Nested objects give dotted keys; `items_one` and `items_other` are also the forms of `items`.
 */
export function tableFromDocument(document: PayloadDocument, locale: string, name?: string): ReadTable {
  const entries: Entries = new Map();
  const problems: LocaleProblem[] = document.problems.filter((p) => p.fatal).map((p) => ({ ...(p.range ?? document.locate(p.path)), message: p.message }));
  const table: LocaleTable = { locale, filePath: document.filePath, syntax: 'i18next', entries, ...(name ? { name } : {}) };
  const value = document.value;
  if (problems.length > 0) return { table, problems };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.push({ ...document.locate([]), message: 'A locale file holds an object of keys (i18next JSON or YAML); this one does not, so none of its keys is known.' });
    return { table, problems };
  }
  // Every string first, then their places in one pass where the format can (JSON's locateAll):
  // locating each of thousands of keys on its own would read the file once per key.
  const strings: { path: string[]; text: string }[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (typeof node === 'string') strings.push({ path, text: node });
    else if (Array.isArray(node)) node.forEach((item, i) => visit(item, [...path, String(i)])); // i18next's returnObjects arrays: key.0, key.1...
    else if (node !== null && typeof node === 'object') for (const [key, child] of Object.entries(node)) visit(child, [...path, key]);
  };
  visit(value, []);
  const ranges = document.locateAll ? document.locateAll(strings.map((s) => ({ path: s.path }))) : strings.map((s) => document.locate(s.path));
  strings.forEach(({ path, text }, i) => {
    const last = path[path.length - 1]!;
    const plural = PLURAL_SUFFIX.exec(last);
    const form: TranslationForm = { ...ranges[i]!, text, path: toPointer(path), ...(plural ? { form: plural[1]! } : {}) };
    add(entries, path.join('.'), form);
    if (plural) add(entries, [...path.slice(0, -1), last.slice(0, plural.index)].join('.'), form);
  });
  return { table, problems };
}

type FluentSyntax = typeof import('@fluent/syntax');
let fluent: FluentSyntax | undefined;

/** `@fluent/syntax`, loaded on the first .ftl file. */
export async function loadFluent(): Promise<FluentSyntax> {
  return (fluent ??= await import('@fluent/syntax'));
}

/** `@fluent/syntax` if {@link loadFluent} has loaded it. */
export function fluentIfLoaded(): FluentSyntax | undefined {
  return fluent;
}

/**
 * The table of a Fluent file: each message (and `message.attribute`) with every variant its select
 * expressions can give, as text in which variables read `{ $name }`. Term and message references
 * are replaced by their text (their longest variant).
 *
 * A 4 MiB file holds some 40,000 messages and a payload uses a few: the file is cut into its
 * entries where Fluent's own parser resumes after an error (a line that starts with a letter, `-`
 * or `#`), an entry of the plain shapes (`id = text { $var }`, indented lines, `.attribute = text`)
 * is known valid by one expression, every other entry is parsed at once (so that every error of the
 * file is reported), and a message's variants are made the first time a key asks for them. The
 * longest text of a message or term is made once, however many references name it, and every text
 * is cut at TEXT_CAP (src/templates/bounded-text.ts).
 */
export function tableFromFluent(syntax: FluentSyntax, text: string, filePath: string, locale: string, name?: string): ReadTable {
  const lines = new LineIndex(text);
  const problems: LocaleProblem[] = [];
  type Entry = InstanceType<FluentSyntax['Resource']>['body'][number];
  type Pattern = InstanceType<FluentSyntax['Pattern']>;
  type Message = InstanceType<FluentSyntax['Message']>;
  /** A parsed entry with the offset of the text it was parsed from (its spans are relative to it). */
  type Placed = { entry: Entry; offset: number };

  const chunks = entryChunks(text);
  const parsed: (Placed[] | undefined)[] = new Array(chunks.length);
  const parseChunk = (from: number, to: number): Placed[] => {
    const offset = chunks[from]!.start;
    return syntax.parse(text.slice(offset, chunks[to]!.end), { withSpans: true }).body.map((entry) => ({ entry, offset }));
  };
  const junkIn = (list: readonly Placed[]) => list.some((p) => p.entry instanceof syntax.Junk);
  const reportJunk = (list: readonly Placed[]) => {
    for (const { entry, offset } of list) {
      if (!(entry instanceof syntax.Junk)) continue;
      const annotation = entry.annotations[0];
      const at = offset + (annotation?.span?.start ?? entry.span?.start ?? 0);
      problems.push({ ...lines.range(at, at + 1), message: `Not valid Fluent: ${annotation ? `${annotation.code} ${annotation.message}` : 'this entry cannot be parsed'}; its keys are not known.` });
    }
  };
  // Which chunk holds which message and term; the entries that are not plainly valid parsed now.
  const messageChunks = new Map<string, number[]>();
  const termChunk = new Map<string, number>();
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    if (chunk.plain) {
      if (chunk.id === undefined) continue;
      if (chunk.id.startsWith('-')) termChunk.set(chunk.id.slice(1), i);
      else {
        const list = messageChunks.get(chunk.id);
        if (list) list.push(i);
        else messageChunks.set(chunk.id, [i]);
      }
      continue;
    }
    let list = parseChunk(i, i);
    let last = i;
    // An entry may go on past a line that starts with a letter (inside a placeable): parsed with the next ones, it may be whole.
    if (junkIn(list)) {
      for (let more = i + 1; more < chunks.length && more <= i + 4; more++) {
        const joined = parseChunk(i, more);
        if (junkIn(joined)) continue;
        list = joined;
        last = more;
        break;
      }
    }
    if (junkIn(list)) reportJunk(list);
    parsed[i] = list;
    for (const { entry } of list) {
      if (entry instanceof syntax.Message) {
        const ids = messageChunks.get(entry.id.name);
        if (ids) ids.push(i);
        else messageChunks.set(entry.id.name, [i]);
      } else if (entry instanceof syntax.Term) termChunk.set(entry.id.name, i);
    }
    i = last;
  }
  const entriesOf = (i: number): Placed[] => (parsed[i] ??= parseChunk(i, i));
  const messagesNamed = (id: string): { message: Message; offset: number }[] => {
    const found: { message: Message; offset: number }[] = [];
    for (const i of new Set(messageChunks.get(id) ?? [])) {
      for (const { entry, offset } of entriesOf(i)) if (entry instanceof syntax.Message && entry.id.name === id) found.push({ message: entry, offset });
    }
    return found;
  };
  const termNamed = (id: string): Pattern | undefined => {
    const i = termChunk.get(id);
    if (i === undefined) return undefined;
    let found: Pattern | undefined;
    for (const { entry } of entriesOf(i)) if (entry instanceof syntax.Term && entry.id.name === id) found = entry.value;
    return found;
  };

  type Variant = { text: string; length: number; form?: string };
  const join = (a: Variant, b: Variant): Variant => {
    const out = new TextBuilder();
    out.add(a.text, a.length);
    out.add(b.text, b.length);
    const built = out.result();
    const form = a.form ?? b.form;
    return { text: built.text, length: built.length, ...(form ? { form } : {}) };
  };
  const plain = (value: string): Variant => ({ text: value, length: characters(value) });

  /** Every text a pattern can give (variants multiply), capped so that a hostile file cannot explode. */
  const variants = (pattern: Pattern, depth: number): Variant[] => {
    let out: Variant[] = [{ text: '', length: 0 }];
    for (const element of pattern.elements) {
      const options = element instanceof syntax.TextElement ? [plain(element.value)] : expression(element.expression, depth);
      const next: Variant[] = [];
      for (const a of out) {
        for (const b of options) {
          if (next.length >= MAX_VARIANTS) break;
          next.push(join(a, b));
        }
      }
      out = next;
    }
    return out;
  };
  const expression = (node: unknown, depth: number): Variant[] => {
    if (node instanceof syntax.SelectExpression) {
      return node.variants.flatMap((variant) => {
        const key = variant.key instanceof syntax.Identifier ? variant.key.name : String(variant.key.value);
        return variants(variant.value, depth).map((v) => ({ ...v, form: v.form ?? key }));
      });
    }
    if (node instanceof syntax.VariableReference) return [plain(`{ $${node.id.name} }`)];
    if (node instanceof syntax.StringLiteral) return [plain(node.parse().value)];
    if (node instanceof syntax.NumberLiteral) return [plain(node.value)];
    if (node instanceof syntax.Placeable) return expression(node.expression, depth);
    if (depth < 5 && node instanceof syntax.TermReference) {
      const term = longestOf(`-${node.id.name}`, depth + 1, () => termNamed(node.id.name));
      if (term) return [term];
    }
    if (depth < 5 && node instanceof syntax.MessageReference) {
      // A reference to a message's attribute (`{ msg.title }`) reads the message's value, as before.
      const message = longestOf(node.id.name, depth + 1, () => messagesNamed(node.id.name).filter((m) => m.message.value).at(-1)?.message.value ?? undefined);
      if (message) return [message];
    }
    // A function call (NUMBER($n)...) or an unknown reference: as Fluent writes it.
    return [plain(syntax.serializeExpression(node as Parameters<FluentSyntax['serializeExpression']>[0]))];
  };
  /** The longest text of a message or term, made once for each depth it is met at. */
  const longestKnown = new Map<string, Variant | null>();
  const longestOf = (id: string, depth: number, pattern: () => Pattern | undefined): Variant | undefined => {
    const key = `${depth}\u0000${id}`;
    let found = longestKnown.get(key);
    if (found === undefined) {
      const value = pattern();
      found = value ? variants(value, depth).reduce((a, b) => (b.length > a.length ? b : a)) : null;
      if (found) found = { text: found.text, length: found.length };
      longestKnown.set(key, found);
    }
    return found ?? undefined;
  };

  const formsOf = (key: string): TranslationForm[] | undefined => {
    const dot = key.indexOf('.');
    const id = dot === -1 ? key : key.slice(0, dot);
    const attributeName = dot === -1 ? undefined : key.slice(dot + 1);
    const forms: TranslationForm[] = [];
    for (const { message, offset } of messagesNamed(id)) {
      if (attributeName === undefined) {
        if (!message.value) continue;
        const at = lines.range(offset + message.id.span!.start, offset + message.id.span!.end);
        for (const v of variants(message.value, 0)) forms.push({ ...at, text: v.text, path: id, ...(v.form ? { form: v.form } : {}) });
      } else {
        for (const attribute of message.attributes) {
          if (attribute.id.name !== attributeName) continue;
          const at = lines.range(offset + attribute.id.span!.start, offset + attribute.id.span!.end);
          for (const v of variants(attribute.value, 0)) forms.push({ ...at, text: v.text, path: key, ...(v.form ? { form: v.form } : {}) });
        }
      }
    }
    return forms.length > 0 ? forms : undefined;
  };
  return { table: { locale, filePath, syntax: 'fluent', entries: new LazyEntries(formsOf), ...(name ? { name } : {}) }, problems };
}

/** A table's entries made on the first ask for each key (a Fluent file's, see {@link tableFromFluent}). */
class LazyEntries extends Map<string, TranslationForm[]> {
  constructor(private readonly make: (key: string) => TranslationForm[] | undefined) {
    super();
  }
  override get(key: string): TranslationForm[] | undefined {
    if (super.has(key)) return super.get(key);
    const made = this.make(key);
    if (made) super.set(key, made);
    return made;
  }
  override has(key: string): boolean {
    return this.get(key) !== undefined;
  }
}

const MAX_VARIANTS = 64;

const IDENTIFIER = '[a-zA-Z][a-zA-Z0-9_-]*';
const PLACEABLE = `\\{ *(?:\\$${IDENTIFIER}|-${IDENTIFIER}|${IDENTIFIER}(?:\\.${IDENTIFIER})?) *\\}`;
const INLINE = `(?:[^{}\\r\\n]|${PLACEABLE})*`;
const INLINE_TEXT = new RegExp(`^${INLINE}$`);
/** Text, then a select expression's start at the end of the line: `{ $count ->` or `{ NUMBER($count) ->`. */
const SELECT_OPEN = new RegExp(`^${INLINE}\\{ *(?:\\$${IDENTIFIER}|[A-Z][A-Z0-9_-]*\\( *\\$${IDENTIFIER} *\\)) *-> *$`);
const VARIANT = new RegExp(`^ *(\\*?)\\[ *(?:${IDENTIFIER}|-?[0-9]+(?:\\.[0-9]+)?) *\\] *(.*)$`);
const ENTRY_START = new RegExp(`^-?${IDENTIFIER} *= *(.*)$`);
const ATTRIBUTE = new RegExp(`^ +\\.${IDENTIFIER} *= *(.*)$`);
/** An indented line that goes on with text (not a variant, an attribute or a closing brace). */
const CONTINUATION = /^ +[^ [*.}]/;

/**
 * Whether an entry is plainly valid Fluent, read line by line: `id = text` (or `-term = text`) with
 * `{ $var }`, `{ -term }` or `{ message }` placeables, indented lines that go on, `.attribute =
 * text` lines, blank lines, and select expressions on `$var` (or `FUNCTION($var)`) whose variants
 * each hold text on their own line, exactly one of them the default. Anything else is left to
 * Fluent's parser: a "no" here costs time, never a wrong table.
 */
function isPlainEntry(chunk: string): boolean {
  if (/\r(?!\n)/.test(chunk)) return false;
  const lines = chunk.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  const first = ENTRY_START.exec(lines[0]!);
  if (!first) return false;
  const term = lines[0]!.startsWith('-');
  /** `id =` alone: the value starts on an indented line below (or, for a message, attributes stand instead). */
  let pending = first[1]!.trim() === '';
  /** In a select expression: its variants and defaults so far. */
  let select: { variants: number; defaults: number } | undefined;
  /** A part of a line: plain text (true), text that opens a select expression ('open'), or neither (false). */
  const text = (part: string): boolean | 'open' => (INLINE_TEXT.test(part) ? true : SELECT_OPEN.test(part) ? 'open' : false);
  const take = (part: string): boolean => {
    const kind = text(part);
    if (kind === 'open') select = { variants: 0, defaults: 0 };
    return kind !== false;
  };
  if (!pending && !take(first[1]!)) return false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^ *$/.test(line)) continue;
    if (select) {
      const variant = VARIANT.exec(line);
      if (variant) {
        if (variant[2]!.trim() === '' || text(variant[2]!) !== true) return false;
        select.variants++;
        if (variant[1]) select.defaults++;
        continue;
      }
      const close = /^ *\}(.*)$/.exec(line);
      if (close) {
        if (select.variants === 0 || select.defaults !== 1) return false;
        select = undefined;
        if (!take(close[1]!)) return false;
        continue;
      }
      if (select.variants > 0 && CONTINUATION.test(line) && text(line.trimStart()) === true) continue;
      return false;
    }
    const attribute = ATTRIBUTE.exec(line);
    if (attribute) {
      if ((pending && term) || attribute[1]!.trim() === '' || !take(attribute[1]!)) return false;
      pending = false;
      continue;
    }
    if (CONTINUATION.test(line) && take(line.trimStart())) {
      pending = false;
      continue;
    }
    return false;
  }
  return select === undefined && !pending;
}
const PLAIN_COMMENT = /^(?:#{1,3}(?: [^\r\n]*)?(?:\r?\n|$))+(?:\r?\n)*$/;

/** The text cut where each entry starts (a line beginning with a letter, `-` or `#`), with the id of each plainly valid message or term. */
function entryChunks(text: string): { start: number; end: number; plain: boolean; id?: string }[] {
  const starts: number[] = [];
  // Lines end at a line feed only, as Fluent reads them (a `^` of the m flag would start one after U+2028 too).
  if (/^[a-zA-Z#-]/.test(text)) starts.push(0);
  for (const match of text.matchAll(/\n(?=[a-zA-Z#-])/g)) starts.push(match.index + 1);
  if (starts[0] !== 0) starts.unshift(0);
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? text.length;
    const chunk = text.slice(start, end);
    if (PLAIN_COMMENT.test(chunk)) return { start, end, plain: true };
    if (!isPlainEntry(chunk)) return { start, end, plain: false };
    return { start, end, plain: true, id: /^-?[a-zA-Z][a-zA-Z0-9_-]*/.exec(chunk)![0] };
  });
}

export type { JsonPath };
