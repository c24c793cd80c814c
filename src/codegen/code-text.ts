/** Small helpers to write source code text: literals and chained calls, indented as a person would. */
import { isUnsafeCharacter } from '../util/escape-text.js';

export type Language = 'js' | 'py';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A string literal: single quotes, as Prettier's common setting and PEP 8 examples use. */
export function stringLiteral(value: string, language: Language): string {
  let out = "'";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === "'") out += "\\'";
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code >= 0xd800 && code <= 0xdfff) {
      // A lone surrogate (a cut emoji): raw, the file's UTF-8 holds U+FFFD and the code sends that instead of the payload's text.
      // Both languages read `\udXXX` as that very code unit (Python's str keeps it; json.dumps writes it back as the escape).
      out += `\\u${code.toString(16)}`;
    } else if (isUnsafeCharacter(char)) {
      // Controls, C1, separators and bidirectional marks as escapes: raw, they would reorder the code an editor or a review shows (Trojan Source) or reach a terminal.
      out += language === 'py' && code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    } else out += char;
  }
  return out + "'";
}

/** A JSON value as a literal of the language (objects as JS objects or Python dicts). */
export function literal(value: unknown, language: Language, indent = ''): string {
  if (value === null) return language === 'py' ? 'None' : 'null';
  if (typeof value === 'boolean') return language === 'py' ? (value ? 'True' : 'False') : String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string') return stringLiteral(value, language);
  const inner = indent + (language === 'py' ? '    ' : '  ');
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => literal(v, language, inner));
    const oneLine = `[${items.join(', ')}]`;
    if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
    return `[\n${items.map((i) => inner + i).join(',\n')},\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const key = (k: string) => (language === 'js' && IDENTIFIER.test(k) ? k : stringLiteral(k, language));
    const parts = entries.map(([k, v]) => `${key(k)}: ${literal(v, language, inner)}`);
    const oneLine = language === 'js' ? `{ ${parts.join(', ')} }` : `{${parts.join(', ')}}`;
    if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
    return `{\n${parts.map((p) => inner + p).join(',\n')},\n${indent}}`;
  }
  return 'null';
}

/** `camelCase` from a custom_id such as `ticket:close` or `digest_review`; '' when nothing is left. */
export function camelName(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const name = words.map((w, i) => (i === 0 ? w[0]!.toLowerCase() + w.slice(1) : w[0]!.toUpperCase() + w.slice(1))).join('');
  return /^[0-9]/.test(name) ? `n${name}` : name;
}

export const snakeName = (camel: string): string =>
  camel
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Za-z])([0-9])/g, '$1_$2')
    .toLowerCase();

/** Names given once each within a module. */
export class Names {
  private readonly used = new Set<string>();
  constructor(reserved: readonly string[] = []) {
    for (const r of reserved) this.used.add(r);
  }
  /** The number to try next after each wanted name: 13,000 rows named `row` tried row2, row3... each time. */
  private readonly next = new Map<string, number>();
  take(wanted: string): string {
    let name = wanted;
    let n = this.next.get(wanted) ?? 2;
    while (this.used.has(name)) name = `${wanted}${n++}`;
    this.next.set(wanted, n);
    this.used.add(name);
    return name;
  }
}

/** Refused input: the payload is not one codegen writes code for, with why. */
export class CodegenError extends Error {}

/**
 * A word of a custom_id that carries no meaning for a reader: a run of hex or digits (ids, hashes,
 * UUID parts, timestamps), as designers and libraries generate them (`a87ff679a2f3471d9181a67b7542122c`).
 */
function isRandomWord(word: string): boolean {
  if (/^\d+$/.test(word)) return word.length >= 3;
  if (word.length >= 4 && /^[0-9a-f]+$/i.test(word) && /\d/.test(word)) return true;
  // Mixed letters and digits with few vowels (nanoid, base62 ids): more digits than a name has.
  const digits = word.replace(/\D/g, '').length;
  return word.length >= 10 && digits >= 3 && digits / word.length > 0.2;
}

/** The words of a text that say something (a custom_id's, a label's), at most four. */
export function meaningfulWords(text: string): string[] {
  // A UUID or a hash as a whole: none of its pieces is a word (`9b1d2e3f-aaaa-4bbb-...`).
  if (/^[0-9a-f][0-9a-f_:.-]{10,}$/i.test(text) && /\d/.test(text) && !/[g-z]/i.test(text)) return [];
  // Randomness is judged on each token before camelCase splits it (`Xk92LmQp0Zr7Tt4W` is one id, not six words).
  const words = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '' && !isRandomWord(w))
    .flatMap((w) => w.replace(/([a-z])([A-Z])/g, '$1 $2').split(' '));
  // "Pick a role" names pickRoleSelect: articles say nothing in a name.
  const content = words.filter((w) => !/^(?:a|an|the)$/i.test(w));
  return (content.length > 0 ? content : words).slice(0, 4);
}

/**
 * The name a person would give a component's variable: from its custom_id when that says what the
 * component does (`ticket:close`), else from what it shows (its label, placeholder, or the label
 * of the Label holding it), else '' (the caller names it by its type).
 */
export function componentBaseName(component: Record<string, unknown>, labelAround?: string): string {
  for (const text of [component.custom_id, component.label, labelAround, component.placeholder]) {
    if (typeof text !== 'string') continue;
    const name = camelName(meaningfulWords(text).join(' '));
    if (name) return name;
  }
  return '';
}
