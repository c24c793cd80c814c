import { isObject } from '../payload/detect.js';

/** Readers that accept anything: a payload that does not lint still renders what it can. */
export const record = (value: unknown): Record<string, unknown> | undefined => (isObject(value) ? value : undefined);
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
