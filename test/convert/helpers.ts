import { expect } from 'vitest';
import { convert } from '../../src/convert/index.js';
import type { ConvertedResult, ConvertOptions, RefusedResult } from '../../src/convert/types.js';
import { lintInline } from '../helpers.js';
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

/**
 * The payload has no lint error with cordlint's rules and validates against Discord's OpenAPI
 * description. A follow-up message (the 2nd, 3rd... message of a split interaction response) is
 * checked as what it is: the body of a response sent to the interaction's webhook.
 */
export async function expectValid(payload: unknown, { followUp = false } = {}): Promise<void> {
  const linted = followUp ? { type: 4, data: payload } : payload;
  const errors = (await lintInline(linted)).filter((m) => m.severity === 2);
  expect(errors, JSON.stringify(payload, null, 1)).toEqual([]);
  if (openApiPath) expect(officialErrors(linted), JSON.stringify(payload, null, 1)).toEqual([]);
}

/** Whether the k-th payload of a result is a follow-up of an interaction response. */
export function isFollowUp(payloads: readonly unknown[], k: number): boolean {
  const first = payloads[0] as Json | undefined;
  return k > 0 && typeof first?.type === 'number' && first.data !== undefined;
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
