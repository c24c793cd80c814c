/**
 * A request's body as a linter document, without the text round trip of `lintValue` (printing the
 * value as 2-space JSON and parsing it back with positions): a request has no lines to point at,
 * its findings name JSON paths. The value is the JSON discord.js sends (undefined fields dropped,
 * toJSON applied), and an object cannot repeat a key, so nothing the text parser checks is lost
 * but the nesting depth and unsafe integers, which inspectValue checks on the value as it does on a file.
 */
import { START_RANGE, type PayloadDocument } from '../load/document.js';
import { inspectValue, MAX_DEPTH, mayHoldLoneSurrogate } from '../load/inspect-value.js';

export function valueDocument(sent: string, filePath: string): PayloadDocument {
  const value: unknown = JSON.parse(sent);
  return document(value, sent, filePath, mayNeedInspection(sent) ? inspectValue(value, () => undefined) : []);
}

/**
 * Whether JSON.stringify's text may hold what inspectValue reports; when not, the value is not
 * walked again (the guard lints every new body). Each test may say yes for nothing (a string that
 * looks like one), never no for something: a `__proto__` key is written `"__proto__"`; an integer
 * past 2^53 has 16 digits or more, or an exponent (1e+21); a lone surrogate is escaped (\ud800);
 * and a text with no more brackets than MAX_DEPTH cannot nest deeper.
 */
function mayNeedInspection(sent: string): boolean {
  return sent.includes('"__proto__"') || UNSAFE_INTEGER.test(sent) || mayHoldLoneSurrogate(sent) || brackets(sent) > MAX_DEPTH;
}

const UNSAFE_INTEGER = /(?:^|[:[,])-?(?:\d{16}|\d[\d.]*e\+)/;

/** Opening brackets of the text, strings' included, counted up to just past MAX_DEPTH. */
function brackets(text: string): number {
  let count = 0;
  for (let i = text.indexOf('{'); i !== -1 && count <= MAX_DEPTH; i = text.indexOf('{', i + 1)) count++;
  for (let i = text.indexOf('['); i !== -1 && count <= MAX_DEPTH; i = text.indexOf('[', i + 1)) count++;
  return count;
}

function document(value: unknown, sent: string, filePath: string, problems: PayloadDocument['problems']): PayloadDocument {
  return {
    filePath,
    format: 'json',
    index: 0,
    count: 1,
    value,
    problems,
    text: sent,
    locate: () => START_RANGE,
    source: () => undefined,
    comments: () => [],
  };
}
