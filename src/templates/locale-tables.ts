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
 */
export function tableFromFluent(syntax: FluentSyntax, text: string, filePath: string, locale: string, name?: string): ReadTable {
  const lines = new LineIndex(text);
  const entries: Entries = new Map();
  const problems: LocaleProblem[] = [];
  const resource = syntax.parse(text, { withSpans: true });
  type Pattern = InstanceType<FluentSyntax['Pattern']>;
  const messages = new Map<string, Pattern>();
  const terms = new Map<string, Pattern>();
  for (const entry of resource.body) {
    if (entry instanceof syntax.Junk) {
      const annotation = entry.annotations[0];
      const at = annotation?.span?.start ?? entry.span?.start ?? 0;
      problems.push({ ...lines.range(at, at + 1), message: `Not valid Fluent: ${annotation ? `${annotation.code} ${annotation.message}` : 'this entry cannot be parsed'}; its keys are not known.` });
    } else if (entry instanceof syntax.Message && entry.value) messages.set(entry.id.name, entry.value);
    else if (entry instanceof syntax.Term) terms.set(entry.id.name, entry.value);
  }

  /** Every text a pattern can give (variants multiply), capped so that a hostile file cannot explode. */
  const variants = (pattern: Pattern, depth: number): { text: string; form?: string }[] => {
    let out: { text: string; form?: string }[] = [{ text: '' }];
    for (const element of pattern.elements) {
      let options: { text: string; form?: string }[];
      if (element instanceof syntax.TextElement) options = [{ text: element.value }];
      else options = expression(element.expression, depth);
      const next: { text: string; form?: string }[] = [];
      for (const a of out) {
        for (const b of options) {
          if (next.length >= MAX_VARIANTS) break;
          const form = a.form ?? b.form;
          next.push({ text: a.text + b.text, ...(form ? { form } : {}) });
        }
      }
      out = next;
    }
    return out;
  };
  const expression = (node: unknown, depth: number): { text: string; form?: string }[] => {
    if (node instanceof syntax.SelectExpression) {
      return node.variants.flatMap((variant) => {
        const key = variant.key instanceof syntax.Identifier ? variant.key.name : String(variant.key.value);
        return variants(variant.value, depth).map((v) => ({ text: v.text, form: v.form ?? key }));
      });
    }
    if (node instanceof syntax.VariableReference) return [{ text: `{ $${node.id.name} }` }];
    if (node instanceof syntax.StringLiteral) return [{ text: node.parse().value }];
    if (node instanceof syntax.NumberLiteral) return [{ text: node.value }];
    if (node instanceof syntax.Placeable) return expression(node.expression, depth);
    if (depth < 5 && node instanceof syntax.TermReference) {
      const term = terms.get(node.id.name);
      if (term) return [longest(variants(term, depth + 1))];
    }
    if (depth < 5 && node instanceof syntax.MessageReference) {
      const message = messages.get(node.id.name);
      if (message) return [longest(variants(message, depth + 1))];
    }
    // A function call (NUMBER($n)...) or an unknown reference: as Fluent writes it.
    return [{ text: syntax.serializeExpression(node as Parameters<FluentSyntax['serializeExpression']>[0]) }];
  };
  const longest = (list: { text: string; form?: string }[]) => ({ text: list.reduce((a, b) => (b.text.length > a.text.length ? b : a)).text });

  for (const entry of resource.body) {
    if (!(entry instanceof syntax.Message)) continue;
    const id = entry.id.name;
    const at = lines.range(entry.id.span!.start, entry.id.span!.end);
    if (entry.value) for (const v of variants(entry.value, 0)) add(entries, id, { ...at, text: v.text, path: id, ...(v.form ? { form: v.form } : {}) });
    for (const attribute of entry.attributes) {
      const key = `${id}.${attribute.id.name}`;
      const attributeAt = lines.range(attribute.id.span!.start, attribute.id.span!.end);
      for (const v of variants(attribute.value, 0)) add(entries, key, { ...attributeAt, text: v.text, path: key, ...(v.form ? { form: v.form } : {}) });
    }
  }
  return { table: { locale, filePath, syntax: 'fluent', entries, ...(name ? { name } : {}) }, problems };
}

const MAX_VARIANTS = 64;

export type { JsonPath };
