/**
 * What the extractor knows of a value in the source: a string (with holes where a part cannot be
 * known), a number, a boolean, null, an array or object (open when an unknown spread or a change
 * not seen may add to it), a function of the file, or nothing (unknown). Each value remembers the
 * node that wrote it, where its findings are reported.
 */
import type { Node } from './ast.js';

export type Value = (
  /** `falsy`: the falsy side of `a && b` with `a` unknown: spread into an object, it adds nothing. */
  | { t: 'unknown'; node: Node; falsy?: true }
  | { t: 'str'; parts: (string | null)[]; node: Node; translation?: TranslationRef }
  | { t: 'num'; v: number; node: Node }
  | { t: 'bool'; v: boolean; node: Node }
  | { t: 'null'; node: Node }
  | { t: 'undefined'; node: Node }
  | ArrayValue
  | ObjectValue
  | { t: 'fn'; fn: Node; node: Node }
) & {
  /**
   * An element added to an array or a builder's list only sometimes (in an if, a loop, a callback run
   * before the send): the statement that added it. It is judged on its own, as the code sends it when
   * that statement runs; what depends on its being there or not (counts, duplicates) is not.
   */
  maybe?: Node;
};

export interface ArrayValue {
  t: 'arr';
  maybe?: Node;
  items: Value[];
  /** Elements not seen may be there too (a spread of something unknown, a push in a loop). */
  open: boolean;
  node: Node;
  /** Made by the extractor, not written (discord.js's `attachments` for `files`): a finding about the field itself is not the code's. */
  synthesized?: boolean;
}

export interface ObjectValue {
  t: 'obj';
  maybe?: Node;
  props: Map<string, Value>;
  /** Fields not seen may be there too (an unknown spread, a change not followed). */
  open: boolean;
  node: Node;
  /** The discord.js builder class that made it (`ButtonBuilder`), whose fields are already Discord's names. */
  builder?: string;
}

/** A string that a translation function gives: `t('buttons.vote')`, resolved per locale when the config has locales. */
export interface TranslationRef {
  key: string;
  /** The variables passed (`t('k', { count })`): their names. */
  options?: string[];
}

export const unknown = (node: Node): Value => ({ t: 'unknown', node });
export const str = (text: string, node: Node): Value => ({ t: 'str', parts: [text], node });

export function isKnownString(value: Value): value is Extract<Value, { t: 'str' }> {
  return value.t === 'str' && value.parts.every((p) => p !== null) && value.translation === undefined;
}

export function knownText(value: Value): string | undefined {
  return isKnownString(value) ? value.parts.join('') : undefined;
}

/** A primitive the JavaScript `String()` of which is known. */
export function textOf(value: Value): (string | null)[] | undefined {
  switch (value.t) {
    case 'str':
      return value.translation ? [null] : value.parts;
    case 'num':
      return [String(value.v)];
    case 'bool':
      return [String(value.v)];
    case 'null':
      return ['null'];
    case 'undefined':
      return ['undefined'];
    default:
      return undefined;
  }
}

/** Joins adjacent known parts; a string of unknown parts stays so. */
export function concatParts(parts: (string | null)[]): (string | null)[] {
  const out: (string | null)[] = [];
  for (const part of parts) {
    if (part === '') continue;
    const last = out.length > 0 ? out[out.length - 1] : undefined;
    if (part !== null && typeof last === 'string') out[out.length - 1] = last + part;
    else if (part === null && last === null) continue;
    else out.push(part);
  }
  return out.length === 0 ? [''] : out;
}

/** The value, marked as added only when `statement` runs. */
export function maybeOf(value: Value, statement: Node): Value {
  return { ...value, maybe: statement } as Value;
}

/** A deep copy, so that a builder changed by one use does not change another's. */
export function cloneValue(value: Value): Value {
  if (value.t === 'arr') return { ...value, items: value.items.map(cloneValue) };
  if (value.t === 'obj') return { ...value, props: new Map([...value.props].map(([k, v]) => [k, cloneValue(v)])) };
  return value;
}
