/**
 * Writes converted payloads back as YAML with the input's comments where they still have a place:
 * on the fields that stay, on the components that replace what they commented (a Container for an
 * embed, a Text Display for `content`, a Label for its Action Row), and on Action Rows kept as they
 * were (whose YAML nodes are reused whole, flow style included).
 */
import { Document, parseAllDocuments, visit, isMap, isNode, isScalar, isSeq, Pair, Scalar, YAMLMap, YAMLSeq, type Node as YamlNode, type ToStringOptions } from 'yaml';
import { withLineFeeds, YAML_OPTIONS } from '../load/yaml.js';
import type { JsonPath } from '../types.js';
import { hasUnsafe, hasUnsafeAboveC0, yamlUnicodeEscapes } from '../util/escape-text.js';
import type { Origin, Provenance } from './notes.js';

export interface YamlStyle {
  indent: number;
  indentSeq: boolean;
  /** `{ a: 1 }` (true) or `{a: 1}` (false). */
  flowPadding: boolean;
}

export function yamlToStringOptions(style: YamlStyle): ToStringOptions {
  return { indent: style.indent, indentSeq: style.indentSeq, flowCollectionPadding: style.flowPadding, lineWidth: 0, minContentWidth: 0 };
}

/** Every document of a YAML stream, parsed as the loader parses them. */
export function yamlDocuments(source: string): Document[] {
  const documents = parseAllDocuments(withLineFeeds(source), YAML_OPTIONS);
  return Array.isArray(documents) ? documents : [];
}

/** The indentation habits of a YAML text: how far a level is indented, and whether `- ` items are. */
export function detectYamlStyle(text: string): YamlStyle {
  // The first non-empty flow collection that opens a value or an item tells the padding habit.
  const flow = /(?:^|:|-)[ \t]+[[{]([^\]}])/m.exec(text);
  const flowPadding = flow ? /\s/.test(flow[1]!) : true;
  return { ...detectIndentation(text), flowPadding };
}

function detectIndentation(text: string): { indent: number; indentSeq: boolean } {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  for (let i = 0; i + 1 < lines.length; i++) {
    const parent = /^( *)(?:- )?[^\s#][^:]*:\s*(#.*)?$/.exec(lines[i]!);
    if (!parent) continue;
    const own = parent[1]!.length + (lines[i]!.trimStart().startsWith('- ') ? 2 : 0);
    const child = /^( *)(- )?/.exec(lines[i + 1]!)!;
    const depth = child[1]!.length - own;
    if (child[2]) return { indent: depth > 0 ? depth : 2, indentSeq: depth > 0 };
    if (depth > 0) return { indent: depth, indentSeq: true };
  }
  return { indent: 2, indentSeq: true };
}

/**
 * YAML text of the payloads converted from `source` (one document, or several when split): the
 * first keeps the document's directives and leading comment, the last its trailing comment.
 */
export function writeYamlPayloads(source: Document, payloads: readonly unknown[], provenance: Provenance, style: YamlStyle): string {
  liftHeaderComment(source);
  const builder = new CommentCarrier(source, provenance);
  const options = yamlToStringOptions(style);
  return payloads
    .map((payload, i) => {
      const target = i === 0 ? source.clone() : new Document();
      target.contents = builder.build(target, payload, undefined) as typeof target.contents;
      if (i > 0) target.commentBefore = null;
      if (payloads.length > 1) target.comment = i === payloads.length - 1 ? source.comment : null;
      const text = safeYamlText(target, options);
      return i > 0 && !text.startsWith('---') ? `---\n${text}` : text;
    })
    .join('');
}

/**
 * A comment above the first key of a document is the file's header, not a note on that key (which
 * may be `content`, about to become a Text Display): it stays at the top.
 */
function liftHeaderComment(source: Document): void {
  const root = source.contents;
  const first = isMap(root) ? root.items[0] : undefined;
  if (!first || !isScalar(first.key) || !first.key.commentBefore) return;
  root!.commentBefore = [root!.commentBefore, first.key.commentBefore].filter(Boolean).join('\n');
  first.key.commentBefore = null;
}

/** A document as it was, written again with every unsafe character escaped (see safeYamlText). */
export function safeYamlDocument(document: Document, style: YamlStyle): string {
  return safeYamlText(document.clone(), yamlToStringOptions(style));
}

/** YAML text of payloads that have no YAML source (JSON converted to YAML). */
export function plainYaml(payloads: readonly unknown[], style: YamlStyle): string {
  return payloads.map((p, i) => (i > 0 ? '---\n' : '') + safeYamlText(new Document(p), yamlToStringOptions(style))).join('');
}

/**
 * The document's text with no raw control, separator or bidirectional character and no line that a
 * CI runner would read as a workflow command (`::error`): a string that would print one is written
 * double-quoted, JSON-style (a line break as `\n`, not folded onto a new line), each such character
 * as its `\u` escape (the yaml package prints C1 and bidi characters raw, even in double quotes).
 * Every YAML reader reads the same string.
 */
function safeYamlText(document: Document, options: ToStringOptions): string {
  let unsafe = false;
  visit(document, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && (hasUnsafe(node.value.replace(/[\n\t]/g, '')) || hasUnsafeAboveC0(node.value) || /^\s*::/m.test(node.value))) {
        node.type = Scalar.QUOTE_DOUBLE;
        unsafe = true;
      }
    },
  });
  // A comment may hold such a character too: escaped there as the same six characters.
  return yamlUnicodeEscapes(document.toString(unsafe ? { ...options, doubleQuotedAsJSON: true } : options));
}

class CommentCarrier {
  /** Comments already carried over: each comment of the input lands once. */
  private readonly used = new Set<object>();

  constructor(
    private readonly source: Document,
    private readonly provenance: Provenance,
  ) {}

  build(target: Document, value: unknown, inherited: JsonPath | undefined): YamlNode {
    const explicit = typeof value === 'object' && value !== null ? this.provenance.get(value) : undefined;
    const path = explicit?.path ?? inherited;
    const from = path ? this.nodeAt(path) : undefined;

    if (explicit?.verbatim && from && !isScalar(from)) {
      const clone = from.clone() as YamlNode;
      this.carryMoved(clone, explicit.path, from);
      return clone;
    }

    let node: YamlNode;
    if (Array.isArray(value)) {
      const seq = new YAMLSeq();
      value.forEach((item, i) => seq.items.push(this.build(target, item, path && !explicit ? [...path, i] : undefined)));
      node = seq;
    } else if (typeof value === 'object' && value !== null) {
      node = this.buildMap(target, value as Record<string, unknown>, path, explicit);
    } else {
      node = target.createNode(value) as YamlNode;
      if (isScalar(from) && isScalar(node) && from.value === value) {
        if (from.type) node.type = from.type;
        if (from.format) node.format = from.format;
      }
    }
    if (from) {
      if (explicit) this.carryMoved(node, explicit.path, from);
      else this.carryOwn(node, from);
    }
    if (explicit?.sources) {
      const inside = explicit.sources.flatMap((source) => this.commentsInside(source));
      if (inside.length > 0) node.commentBefore = [node.commentBefore, ...inside].filter(Boolean).join('\n');
    }
    return node;
  }

  /**
   * The comments of the input at `path` that no other piece has taken: above its key (and above
   * the list, for a list's first item), and anywhere inside it, in the order they were written.
   */
  private commentsInside(path: JsonPath): string[] {
    const node = this.nodeAt(path);
    if (!node) return [];
    const out: string[] = [];
    const take = (owner: YamlNode) => {
      if (this.used.has(owner)) return;
      this.used.add(owner);
      if (owner.commentBefore) out.push(owner.commentBefore);
      if (owner.comment) out.push(owner.comment);
    };
    const last = path[path.length - 1];
    if (last === 0) {
      const list = this.nodeAt(path.slice(0, -1));
      const pair = this.pairAt(path.slice(0, -1));
      if (pair && isScalar(pair.key) && !this.used.has(pair.key) && pair.key.commentBefore) take(pair.key);
      if (isSeq(list) && list.commentBefore && !this.used.has(list)) {
        this.used.add(list);
        out.push(list.commentBefore);
      }
    }
    const pair = typeof last === 'string' ? this.pairAt(path) : undefined;
    if (pair && isScalar(pair.key)) take(pair.key);
    const walk = (current: YamlNode) => {
      take(current);
      if (isMap(current)) {
        for (const item of current.items) {
          if (isScalar(item.key)) take(item.key);
          if (isNode(item.value)) walk(item.value);
        }
      } else if (isSeq(current)) {
        for (const item of current.items) if (isNode(item)) walk(item);
      }
    };
    walk(node);
    return out;
  }

  private buildMap(target: Document, value: Record<string, unknown>, path: JsonPath | undefined, explicit: Origin | undefined): YAMLMap {
    const map = new YAMLMap();
    for (const [key, child] of Object.entries(value)) {
      const renamed = explicit?.keys?.[key];
      const childPath = path ? [...path, ...(renamed ?? [key])] : undefined;
      const keyNode = new Scalar(key);
      const sourcePair = childPath ? this.pairAt(childPath) : undefined;
      if (sourcePair && isScalar(sourcePair.key) && !this.used.has(sourcePair.key)) {
        this.used.add(sourcePair.key);
        keyNode.commentBefore = sourcePair.key.commentBefore;
        keyNode.spaceBefore = sourcePair.key.spaceBefore;
      }
      map.items.push(new Pair(keyNode, this.build(target, child, childPath && this.nodeAt(childPath) ? childPath : undefined)));
    }
    return map;
  }

  /** The node's own comments, for a field that keeps its place. */
  private carryOwn(node: YamlNode, from: YamlNode): void {
    if (this.used.has(from)) return;
    this.used.add(from);
    if (from.commentBefore) node.commentBefore = from.commentBefore;
    if (from.comment) node.comment = from.comment;
    if (from.spaceBefore) node.spaceBefore = true;
  }

  /**
   * Comments of something that moved: its own, the one above its key (`content:`), and for the first
   * item of a list that is gone (`embeds:`), the comment above the list.
   */
  private carryMoved(node: YamlNode, path: JsonPath, from: YamlNode): void {
    const before: string[] = [];
    const last = path[path.length - 1];
    const parentPath = path.slice(0, -1);
    const parent = this.nodeAt(parentPath);
    if (typeof last === 'number' && last === 0 && isSeq(parent) && (parent.commentBefore || parent.comment) && !this.used.has(parent)) {
      this.used.add(parent);
      // `embeds: [...] # the cards`: the list is gone, its first item's component takes the comment.
      if (parent.commentBefore) before.push(parent.commentBefore);
      if (parent.comment) before.push(parent.comment);
      const pair = this.pairAt(parentPath);
      if (pair && isScalar(pair.key) && pair.key.commentBefore && !this.used.has(pair.key)) {
        this.used.add(pair.key);
        before.unshift(pair.key.commentBefore);
      }
    }
    if (typeof last === 'string') {
      const pair = this.pairAt(path);
      if (pair && isScalar(pair.key) && pair.key.commentBefore && !this.used.has(pair.key)) {
        this.used.add(pair.key);
        before.push(pair.key.commentBefore);
      }
    }
    if (!this.used.has(from)) {
      this.used.add(from);
      if (from.commentBefore) before.push(from.commentBefore);
      const content = isMap(node) ? node.get('content', true) : undefined;
      // `content: Hello # greeting` keeps its comment on the line of the text it was about.
      if (from.comment && isScalar(from) && isScalar(content)) content.comment = from.comment;
      else if (from.comment) node.comment = from.comment;
    }
    node.commentBefore = before.length > 0 ? before.join('\n') : null;
  }

  private nodeAt(path: JsonPath): YamlNode | undefined {
    if (path.length === 0) return (this.source.contents as YamlNode | null) ?? undefined;
    const node = this.source.getIn(path, true);
    return node && typeof node === 'object' && 'toJSON' in node ? (node as YamlNode) : undefined;
  }

  private pairAt(path: JsonPath): Pair | undefined {
    const parent = this.nodeAt(path.slice(0, -1));
    if (!isMap(parent)) return undefined;
    const key = path[path.length - 1];
    return parent.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(key)) as Pair | undefined;
  }
}
