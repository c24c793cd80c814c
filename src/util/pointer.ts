import type { JsonPath, PathSegment } from '../types.js';

/** RFC 6901 JSON Pointer of a path: `['components', 0, 'custom_id']` -> `/components/0/custom_id`. */
export function toPointer(path: JsonPath): string {
  let out = '';
  for (const segment of path) out += '/' + escapeSegment(String(segment));
  return out;
}

// Most keys hold neither `~` nor `/`: they are written as they are, without two replaces each.
function escapeSegment(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}

/** Inverse of {@link toPointer}; numeric segments stay strings (callers index arrays with them). */
export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A pointer as a path, digit segments as numbers (ajv's `instancePath` -> `['components', 0, 'type']`). */
export function pathFromPointer(pointer: string): PathSegment[] {
  return fromPointer(pointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** Path as users read it in messages: `components[0].components[1].custom_id`. */
export function toDisplayPath(path: JsonPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out === '' ? '(top level)' : out;
}
