export function segmentsOf(pointer: string): string[];
export function linesOf(
  text: string,
  format: 'json' | 'yaml',
  pointer: string,
  documentNumber?: number,
): { value: number; key: number | undefined } | undefined;
export function locateAll(text: string, format: 'json' | 'yaml', pointers: readonly string[], documentNumber?: number): number[];
