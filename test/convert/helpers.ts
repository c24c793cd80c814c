import { expect } from 'vitest';
import { convert } from '../../src/convert/index.js';
import type { ConvertedResult, ConvertOptions, RefusedResult } from '../../src/convert/types.js';
import { lintPayload } from '../helpers.js';
import { officialErrors, openApiPath } from './openapi.js';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Converts and asserts that it converted. */
export function converted(payload: unknown, options: ConvertOptions = {}): Omit<ConvertedResult, 'payloads'> & { payloads: Json[] } {
  const result = convert(payload, options);
  expect(result.status, JSON.stringify(result, null, 1)).toBe('converted');
  return result as Omit<ConvertedResult, 'payloads'> & { payloads: Json[] };
}

/** The one converted payload. */
export function convertedOne(payload: unknown, options: ConvertOptions = {}): Json {
  const result = converted(payload, options);
  expect(result.payloads).toHaveLength(1);
  return result.payloads[0]!;
}

export function refused(payload: unknown, options: ConvertOptions = {}): RefusedResult {
  const result = convert(payload, options);
  expect(result.status, JSON.stringify(result, null, 1)).toBe('refused');
  return result as RefusedResult;
}

/** The payload has no lint error with cordlint's rules and validates against Discord's OpenAPI description. */
export async function expectValid(payload: unknown): Promise<void> {
  const errors = (await lintPayload(payload)).filter((m) => m.severity === 2);
  expect(errors, JSON.stringify(payload, null, 1)).toEqual([]);
  if (openApiPath) expect(officialErrors(payload), JSON.stringify(payload, null, 1)).toEqual([]);
}

/** Every Text Display content in the tree, in order. */
export function texts(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Json;
      if (o.type === 10 && typeof o.content === 'string') out.push(o.content);
      for (const child of Object.values(o)) if (typeof child === 'object') walk(child);
    }
  };
  walk(value);
  return out;
}

/** Every media url (Thumbnail, Media Gallery item, File) in the tree. */
export function mediaUrls(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Json;
      for (const key of ['media', 'file']) if (o[key] && typeof o[key].url === 'string') out.push(o[key].url);
      for (const child of Object.values(o)) if (typeof child === 'object') walk(child);
    }
  };
  walk(value);
  return out;
}

export const TD = (content: string) => ({ type: 10, content });
