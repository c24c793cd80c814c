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
