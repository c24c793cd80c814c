/** Character codes of JSON's syntax, shared by the scans of JSON text (json-scan.ts, json-locate.ts, json.ts). */
export const SPACE = 32;
export const QUOTE = 34;
export const COMMA = 44;
export const COLON = 58;
export const BACKSLASH = 92;
export const OPEN_BRACE = 123;
export const CLOSE_BRACE = 125;
export const OPEN_BRACKET = 91;
export const CLOSE_BRACKET = 93;
export const DIGIT_0 = 48;
export const DIGIT_9 = 57;
export const LOWER_E = 101;
export const UPPER_E = 69;

/** JSON's white space: space, line feed, carriage return, tab. */
export function isJsonSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}
