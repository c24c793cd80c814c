/** The Fluent table as cordlint made it before issue 41 (the whole file parsed, every message made): the oracle of fluent-entries.test.ts. */
import { LineIndex } from '../../src/load/line-index.js';
import type { ReadTable, LocaleProblem } from '../../src/templates/locale-tables.js';
import type { TranslationForm } from '../../src/templates/translations.js';

type Entries = Map<string, TranslationForm[]>;
function add(entries: Entries, key: string, form: TranslationForm): void {
  const list = entries.get(key);
  if (list) list.push(form);
  else entries.set(key, [form]);
}
type FluentSyntax = typeof import('@fluent/syntax');

/**
 * The table of a Fluent file: each message (and `message.attribute`) with every variant its select
 * expressions can give, as text in which variables read `{ $name }`. Term and message references
 * are replaced by their text (their longest variant).
 */
export function wholeFileTable(syntax: FluentSyntax, text: string, filePath: string, locale: string, name?: string): ReadTable {
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
