import type { JsonPath } from '../types.js';
import { isObject } from './detect.js';

/** A repeated option `value`: where it is and where it was first used. */
export interface DuplicateValue {
  value: string;
  path: JsonPath;
  first: JsonPath;
}

/** Every option whose `value` an earlier option of the same list already has. */
export function duplicateOptionValues(options: unknown, optionsPath: JsonPath): DuplicateValue[] {
  if (!Array.isArray(options)) return [];
  const firstUse = new Map<string, JsonPath>();
  const duplicates: DuplicateValue[] = [];
  options.forEach((option, i) => {
    if (!isObject(option) || typeof option.value !== 'string') return;
    const path = [...optionsPath, i, 'value'];
    const first = firstUse.get(option.value);
    if (first) duplicates.push({ value: option.value, path, first });
    else firstUse.set(option.value, path);
  });
  return duplicates;
}

/** Paths of the options marked `default: true`, in order. */
export function defaultOptionPaths(options: unknown, optionsPath: JsonPath): JsonPath[] {
  if (!Array.isArray(options)) return [];
  const paths: JsonPath[] = [];
  options.forEach((option, i) => {
    if (isObject(option) && option.default === true) paths.push([...optionsPath, i, 'default']);
  });
  return paths;
}
