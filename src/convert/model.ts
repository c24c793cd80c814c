/**
 * The converter's intermediate form of a message: what it shows, in order, before it is laid out as
 * components. Layout (and splitting over several messages) works on this, so the mapping of each
 * legacy part never has to think about limits.
 */
import { isObject } from '../payload/detect.js';
import type { JsonPath } from '../types.js';
import { Refusal } from './notes.js';

/** One logical piece of text (an author line, a description, a field). */
export interface TextBlock {
  text: string;
  /** What separates it from the previous block when both land in the same Text Display. */
  gap: '\n' | '\n\n';
  from: JsonPath;
  /** Other parts of the input the block shows (the embed url of a title link, the timestamp of a footer). */
  also?: JsonPath[];
}

/** An image or video: a Thumbnail, a Media Gallery item, or (for other attachments) a File. */
export interface MediaItem {
  url: string;
  description?: string;
  spoiler?: boolean;
  from: JsonPath;
  /** The part of the input the item stands for, when it is more than `from` (a gallery-trick embed). */
  also?: JsonPath[];
}

export type Part =
  /** Text Displays; with a thumbnail, the first one goes into a Section with the Thumbnail as accessory. */
  | { kind: 'text'; blocks: TextBlock[]; thumbnail?: MediaItem; from: JsonPath }
  | { kind: 'gallery'; items: MediaItem[]; from: JsonPath }
  | { kind: 'file'; item: MediaItem; from: JsonPath }
  /** A Separator that is there for looks: left out when the message is tight. */
  | { kind: 'separator'; from: JsonPath }
  /** The footer line of an embed: its own Text Display, or merged into the text above when tight. */
  | { kind: 'footer'; blocks: TextBlock[]; from: JsonPath }
  /** A component kept as it was (an Action Row). */
  | { kind: 'component'; value: Record<string, unknown>; from: JsonPath };

export interface ContainerUnit {
  kind: 'container';
  accentColor?: number | null;
  parts: Part[];
  from: JsonPath;
}

/** A top-level piece of the message. */
export type Unit = Part | ContainerUnit;

/** A string field: undefined when absent or null; anything else than a string refuses the conversion. */
export function readString(object: Record<string, unknown>, key: string, path: JsonPath): string | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    throw new Refusal([...path, key], `${key} is ${describe(value)}, not a string; fix the input first (cordlint lint shows what is wrong).`);
  }
  return value;
}

/** An object field: undefined when absent or null; anything else than an object refuses the conversion. */
export function readObject(object: Record<string, unknown>, key: string, path: JsonPath): Record<string, unknown> | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) {
    throw new Refusal([...path, key], `${key} is ${describe(value)}, not an object; fix the input first (cordlint lint shows what is wrong).`);
  }
  return value;
}

export function readArray(object: Record<string, unknown>, key: string, path: JsonPath): unknown[] | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    throw new Refusal([...path, key], `${key} is ${describe(value)}, not a list; fix the input first (cordlint lint shows what is wrong).`);
  }
  return value;
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
