import { getScalarValue, parseEvents, type Event, type ScalarEvent } from 'js-yaml';
import type { YamlTreeNode, YamlTreePair } from './yaml-tree.js';

/** One document as read, before it becomes a {@link PayloadDocument}. Offsets point into the file's text. */
export interface YamlRead {
  /** The document's positions (built on demand by the `yaml` package reader). */
  tree(): YamlTreeNode | null;
  value: unknown;
  /** Key ranges of keys written twice in one mapping (the later ones). */
  duplicateKeys: [number, number][];
  /** Why the document was not read; `at` is where, the whole document when absent. */
  fatal?: { message: string; at?: [number, number] };
}

export const EMPTY_DOCUMENT = { message: 'The document is empty: there is no payload to lint.' } as const;

// js-yaml's event ids and styles (EVENT_ID, SCALAR_STYLE, COLLECTION_STYLE, CHOMPING_MODE), inlined.
const DOCUMENT = 1;
const SEQUENCE = 2;
const MAPPING = 3;
const SCALAR = 4;
const ALIAS = 5;
const POP = 6;
const PLAIN = 1;
const SINGLE_QUOTED = 2;
const DOUBLE_QUOTED = 3;
const FLOW = 2;
const KEEP = 3;

/** The `yaml` package's limit on an implicit key (YAML's own limit): longer keys are errors there. */
const MAX_IMPLICIT_KEY = 1024;

const DOCUMENT_END = /^\.\.\.(?:[ \t\r\n]|$)/m;

/** Thrown (and caught below) when the document uses something this reader leaves to the `yaml` package. */
class Declined extends Error {
  constructor(
    /** What the file uses, in words that fit "The file uses ...". */
    readonly reason = 'a YAML construct that only the full reader reads',
    readonly at?: number,
  ) {
    super(reason);
  }
}

/** Why the fast reader did not read a file: a feature it leaves to the `yaml` package, or a syntax error. */
export interface Declination {
  reason: string;
  at?: number;
  /** js-yaml found a syntax error: `reason` is its message. */
  syntax?: boolean;
}

/**
 * Reads YAML from js-yaml's event stream, about five times faster than the `yaml` package's
 * Document on large files, giving the same values and the same positions. It covers what payloads
 * are written with (block and flow collections, plain, quoted and block scalars, comments, several
 * documents) and declines the rest (tags, anchors and aliases, merge keys, directives, keys that are
 * not strings, `|+` scalars, empty documents, anything js-yaml rejects): it then says why, and the
 * caller reads the file with the `yaml` package, whose error messages cordlint reports.
 */
export function readYamlFast(source: string): YamlRead[] | Declination {
  // A `...` line can open an empty document that js-yaml does not count: documents would be numbered apart.
  const marker = DOCUMENT_END.exec(source);
  if (marker) return { reason: 'a document end marker (...)', at: marker.index };
  // js-yaml takes a blank line holding a tab for an empty line; the `yaml` package does not always.
  const tabLine = source.includes('\t') ? blankLineWithTab(source) : -1;
  if (tabLine !== -1) return { reason: 'a blank line holding a tab', at: tabLine };
  let events: Event[];
  try {
    events = parseEvents(source, { maxDepth: 100 });
  } catch (error) {
    const { reason, mark } = error as { reason?: unknown; mark?: { position?: unknown } };
    return { reason: typeof reason === 'string' ? reason : String(error), syntax: true, ...(typeof mark?.position === 'number' ? { at: mark.position } : {}) };
  }
  const crowded = crowdedDocument(events);
  if (crowded !== undefined) {
    const message =
      crowded === 'file'
        ? `The documents of the file hold more than ${MAX_NODES.toLocaleString('en')} values (keys, values and lists) in all; no set of payloads comes near that. It was not linted: split it into several files.`
        : `Document ${crowded} of the file holds more than ${MAX_NODES.toLocaleString('en')} values (keys, values and lists); no payload, nor a list of them, comes near that. It was not linted: split it into several documents or files.`;
    return [{ tree: () => null, value: undefined, duplicateKeys: [], fatal: { message } }];
  }
  try {
    return new EventReader(source, events).documents();
  } catch (error) {
    if (error instanceof Declined) return { reason: error.reason, ...(error.at !== undefined ? { at: error.at } : {}) };
    throw error;
  }
}

/**
 * Nodes one document may hold. The largest valid payload has a few thousand; 4 MiB of YAML can
 * hold a million (`- x` lines), which take seconds to read into positions and lint, for nothing.
 */
export const MAX_NODES = 500_000;

/**
 * The 1-based number of the first document with more than {@link MAX_NODES} nodes, or `file` when
 * its documents hold more than that in all (999 documents of 1,000 nodes took 2 s to lint, and
 * each pass of --fix as long again).
 */
function crowdedDocument(events: readonly Event[]): number | 'file' | undefined {
  let document = 0;
  let nodes = 0;
  let total = 0;
  for (const event of events) {
    if (event.type === DOCUMENT) {
      document++;
      nodes = 0;
    } else if (event.type !== POP) {
      if (++nodes > MAX_NODES) return document;
      if (++total > MAX_NODES) return 'file';
    }
  }
  return undefined;
}

interface Frame {
  node: YamlTreeNode;
  value: Record<string, unknown> | unknown[];
  /** A mapping's key waiting for its value. */
  key: { node: YamlTreeNode; text: string } | undefined;
}

/** Scalars have no pairs or items: one shared empty list each, not two new ones per scalar. */
const NO_PAIRS: YamlTreePair[] = [];
const NO_ITEMS: YamlTreeNode[] = [];

class EventReader {
  private at = 0;
  /** Offset just after the last token read: where the next one's indicators are looked for. */
  private cursor = 0;
  private readonly duplicates: [number, number][] = [];

  constructor(
    private readonly text: string,
    private readonly events: Event[],
  ) {}

  documents(): YamlRead[] {
    const documents: { tree: YamlTreeNode | null; value: unknown; duplicateKeys: [number, number][] }[] = [];
    while (this.at < this.events.length) {
      const event = this.events[this.at++]!;
      if (event.type !== DOCUMENT) throw new Declined();
      if (event.directives.length > 0) throw new Declined('a %YAML or %TAG directive');
      this.duplicates.length = 0;
      const { node, value } = this.readDocumentContent();
      documents.push({ tree: node, value, duplicateKeys: [...this.duplicates].sort((a, b) => a[0] - b[0]) });
    }
    // A stray `---` at the end makes a document with nothing in it (the `yaml` reader drops it too);
    // empty documents elsewhere keep the `yaml` package's handling.
    let end = documents.length;
    while (end > 1 && documents[end - 1]!.tree === null) end--;
    if (documents.slice(0, end).some((d) => d.tree === null)) throw new Declined('an empty document before the last one');
    return documents.slice(0, end).map(({ tree, value, duplicateKeys }) => {
      const read: YamlRead = { tree: () => tree, value, duplicateKeys };
      if (value === null) {
        read.value = undefined;
        read.fatal = EMPTY_DOCUMENT;
      }
      return read;
    });
  }

  /** The content of one document, up to its closing event; a null node for a document with nothing in it. */
  private readDocumentContent(): { node: YamlTreeNode | null; value: unknown } {
    const stack: Frame[] = [];
    let root: { node: YamlTreeNode | null; value: unknown } | undefined;
    for (;;) {
      const event = this.events[this.at++];
      if (!event) throw new Declined();
      if (event.type === POP) {
        const frame = stack.pop();
        if (!frame) break; // the document's own end
        this.closeCollection(frame);
        const done = { node: frame.node, value: frame.value };
        if (stack.length === 0) root = done;
        else this.add(stack[stack.length - 1]!, done.node, done.value);
        continue;
      }
      if (event.type === SCALAR) {
        const parent = stack[stack.length - 1];
        const isKey = parent?.node.kind === 'map' && parent.key === undefined;
        if (!parent && event.valueStart === -1 && event.style === PLAIN) {
          root = { node: null, value: null }; // nothing in the document
          continue;
        }
        const { node, value } = this.scalar(event, parent, isKey);
        if (!parent) root = { node, value };
        else if (!isKey) this.add(parent, node, value);
        continue;
      }
      if (event.type === MAPPING || event.type === SEQUENCE) {
        if (event.anchorStart !== -1) throw new Declined('anchors (&name)', event.anchorStart - 1);
        if (event.tagStart !== -1) throw new Declined('tags (!name)', event.tagStart);
        const flow = event.style === FLOW;
        const parent = stack[stack.length - 1];
        if (parent?.node.kind === 'map' && parent.key === undefined) throw new Declined('a key that is a list or a mapping', event.start);
        if (flow && this.text[event.start] !== (event.type === MAPPING ? '{' : '[')) throw new Declined();
        const node: YamlTreeNode = { kind: event.type === MAPPING ? 'map' : 'seq', range: [event.start, event.start, event.start], flow, pairs: [], items: [] };
        stack.push({ node, value: event.type === MAPPING ? {} : [], key: undefined });
        // A block mapping starts at its first key; a flow collection or block sequence at its indicator.
        this.cursor = event.type === MAPPING && !flow ? event.start : event.start + 1;
        continue;
      }
      if (event.type === ALIAS) throw new Declined('aliases (*name)', event.anchorStart - 1);
      throw new Declined(); // a document inside a document
    }
    if (!root) throw new Declined();
    return root;
  }

  /** Puts a finished node into its collection: an item, a key, or a key's value. */
  private add(frame: Frame, node: YamlTreeNode, value: unknown): void {
    if (frame.node.kind === 'seq') {
      frame.node.items.push(node);
      (frame.value as unknown[]).push(value);
      return;
    }
    if (!frame.key) throw new Declined(); // keys come through scalar()
    const { node: keyNode, text: key } = frame.key;
    frame.key = undefined;
    frame.node.pairs.push({ key: keyNode, keyText: key, merge: false, value: node } satisfies YamlTreePair);
    const object = frame.value as Record<string, unknown>;
    // Where the `yaml` package reports it: the first character of the later key.
    if (Object.hasOwn(object, key)) this.duplicates.push([keyNode.range[0], keyNode.range[0] + 1]);
    // As the `yaml` package does: a key that objects already have (`__proto__`, `constructor`) becomes an own property.
    if (key in object) Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
    else object[key] = value;
  }

  private scalar(event: ScalarEvent, parent: Frame | undefined, isKey: boolean): { node: YamlTreeNode; value: unknown } {
    if (event.anchorStart !== -1) throw new Declined('anchors (&name)', event.anchorStart - 1);
    if (event.tagStart !== -1) throw new Declined('tags (!name)', event.tagStart);
    const text = this.text;
    let start: number;
    let end: number;
    let value: unknown;
    if (event.valueStart === -1) {
      // An empty value (`key:`): the `yaml` package places it after the colon and the spaces that follow.
      if (event.style !== PLAIN || isKey || parent?.node.kind !== 'map' || parent.node.flow) throw new Declined();
      let at = skipSpaces(text, this.cursor);
      if (text[at] !== ':') throw new Declined();
      at = skipSpaces(text, at + 1);
      start = end = at;
      value = null;
    } else if (event.style === PLAIN) {
      start = event.valueStart;
      end = event.valueEnd;
      value = resolvePlain(getScalarValue(text, event));
    } else if (event.style === SINGLE_QUOTED || event.style === DOUBLE_QUOTED) {
      start = event.valueStart - 1;
      end = event.valueEnd + 1;
      if (text[start] !== text[end - 1] || (text[start] !== '"' && text[start] !== "'")) throw new Declined();
      if (event.style === DOUBLE_QUOTED && hasRareEscape(text, event.valueStart, event.valueEnd)) {
        throw new Declined('an escaped line break or a \\U escape in a double-quoted string', start);
      }
      value = getScalarValue(text, event);
    } else {
      if (event.chomping === KEEP) throw new Declined('a block scalar that keeps its final empty lines (|+ or >+)', event.valueStart);
      if (isKey || parent?.node.flow) throw new Declined();
      start = blockHeader(text, this.cursor);
      end = blockEnd(text, event.valueEnd);
      value = getScalarValue(text, event);
      // An empty block scalar's range keeps its empty lines, and a last line of spaces is content the
      // `yaml` package reads differently: both are left to it.
      if (end <= start || typeof value !== 'string' || !/\S/.test(value) || /(?:^|\n)[ \t]+\n?$/.test(value)) {
        throw new Declined('a block scalar that is empty or ends in a line of spaces', start);
      }
    }
    // In a block, a node takes its comment and line break; an empty value takes them only after a comment.
    const last = parent?.node.flow || (event.valueStart === -1 && text[end] !== '#') ? end : nodeEnd(text, end);
    const node: YamlTreeNode = { kind: 'scalar', range: [start, end, last], flow: true, pairs: NO_PAIRS, items: NO_ITEMS };
    this.cursor = end;
    if (isKey) {
      // Keys that are not strings (`1:`, `true:`, `~:`) or `<<` merges: the `yaml` package's reading is kept.
      if (event.style === PLAIN && value === '<<') throw new Declined('merge keys (<<)', start);
      if (typeof value !== 'string') throw new Declined('a key that is not a string (a number, true, false or null)', start);
      // The `yaml` package measures an implicit key up to its `:`, spaces included.
      if (skipSpaces(text, end) - start > MAX_IMPLICIT_KEY) throw new Declined(`a key longer than ${MAX_IMPLICIT_KEY} characters`, start);
      // Not text.indexOf('\n', start): on a one-line flow mapping that runs to the end of the file for every key.
      for (let i = start; i < end; i++) if (text.charCodeAt(i) === 10) throw new Declined('a key written over several lines', start);
      parent!.key = { node, text: value };
    }
    return { node, value };
  }

  private closeCollection(frame: Frame): void {
    const { node } = frame;
    if (frame.key) throw new Declined(); // a key without a value event
    if (node.flow) {
      const close = closingBracket(this.text, this.cursor);
      if (this.text[close] !== (node.kind === 'map' ? '}' : ']')) throw new Declined();
      node.range[1] = close + 1;
      node.range[2] = nodeEnd(this.text, close + 1);
    } else {
      const last = node.kind === 'map' ? node.pairs[node.pairs.length - 1]?.value : node.items[node.items.length - 1];
      if (!last) throw new Declined();
      node.range[1] = node.range[2] = last.range[2];
    }
    this.cursor = node.range[1];
  }
}

/** The YAML 1.2 core schema, as the `yaml` package resolves plain scalars (same patterns, same order). */
function resolvePlain(text: string): unknown {
  // Most plain scalars are words: only those starting like a null, a boolean or a number are tested.
  const first = text.length === 0 ? '' : text[0]!;
  if (first !== '' && !'~nNtTfF0123456789-+.'.includes(first)) return text;
  if (/^(?:~|[Nn]ull|NULL)?$/.test(text)) return null;
  if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(text)) return text[0] === 't' || text[0] === 'T';
  if (/^0o[0-7]+$/.test(text)) return parseInt(text.substring(2), 8);
  if (/^[-+]?[0-9]+$/.test(text)) return parseInt(text, 10);
  if (/^0x[0-9a-fA-F]+$/.test(text)) return parseInt(text.substring(2), 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(text)) {
    return text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(text)) return parseFloat(text);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(text)) return parseFloat(text);
  return text;
}

/** Offset of the first line made only of spaces and tabs with at least one tab, or -1 (linear: no pattern). */
function blankLineWithTab(text: string): number {
  let lineStart = 0;
  let blank = true;
  let tab = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (c === 10) {
      if (blank && tab) return lineStart;
      lineStart = i + 1;
      blank = true;
      tab = false;
    } else if (c === 9) {
      tab = true;
    } else if (c !== 32 && c !== 13) {
      blank = false;
    }
  }
  return -1;
}

/** A backslash before a line break, or a `\U` escape, in a double-quoted string's source: the readers differ on some of them. */
function hasRareEscape(text: string, start: number, end: number): boolean {
  // Not text.indexOf('\\', start): without a backslash inside, that runs on to the end of the file for every string.
  for (let at = start; at < end; at++) {
    if (text.charCodeAt(at) !== 92) continue;
    const next = text[at + 1];
    if (next === '\n' || next === '\r' || next === 'U') return true;
    at++; // the escaped character
  }
  return false;
}

function skipSpaces(text: string, at: number): number {
  while (text[at] === ' ' || text[at] === '\t') at++;
  return at;
}

/** Where a node in a block ends: after the spaces, the comment and the line break that follow its value. */
function nodeEnd(text: string, end: number): number {
  let at = skipSpaces(text, end);
  if (text[at] === '#') {
    const lineEnd = text.indexOf('\n', at);
    at = lineEnd === -1 ? text.length : lineEnd;
    if (text[at - 1] === '\r') at--;
  }
  if (text[at] === '\r' && text[at + 1] === '\n') return at + 2;
  if (text[at] === '\n') return at + 1;
  return at === text.length ? at : end;
}

/** The `|` or `>` of a block scalar: the first character after the indicators and comments before it. */
function blockHeader(text: string, from: number): number {
  let at = from;
  for (;;) {
    const c = text[at];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ':' || c === '-' || c === '?') at++;
    else if (c === '#') {
      const lineEnd = text.indexOf('\n', at);
      if (lineEnd === -1) throw new Declined();
      at = lineEnd;
    } else if (c === '|' || c === '>') return at;
    else throw new Declined();
  }
}

/** A block scalar ends after its last line with content (its trailing empty lines are not part of it). */
function blockEnd(text: string, valueEnd: number): number {
  let at = valueEnd;
  while (at > 0 && /\s/.test(text[at - 1]!)) at--;
  const lineEnd = text.indexOf('\n', at);
  return lineEnd !== -1 && lineEnd < valueEnd ? lineEnd + 1 : valueEnd;
}

/** The offset of the `}` or `]` after a flow collection's last entry. */
function closingBracket(text: string, from: number): number {
  let at = from;
  for (;;) {
    const c = text[at];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ',') at++;
    else if (c === '#') {
      const lineEnd = text.indexOf('\n', at);
      if (lineEnd === -1) return -1;
      at = lineEnd;
    } else return at;
  }
}
