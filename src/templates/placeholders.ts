/**
 * Placeholders: the parts of a payload's text that the bot fills in at run time (`{user}`,
 * `{{count}}`, `{{ .Interaction.User.Mention }}`...). The config says which forms mark one and the
 * longest text each can become; cordlint then lints the longest text a payload can produce. Pure:
 * settings in, text out.
 */

import { TEXT_CAP, TextBuilder } from './bounded-text.js';

/** The config's `placeholders` section, as the Linter takes it. */
export interface PlaceholderSettings {
  /** The forms that mark a placeholder, each with `name` (or `Name`) where the name stands: `{name}`, `{{name}}`, `${name}`, `%name%`, `{{ .Name }}`. */
  syntax: readonly string[];
  /** The longest text each placeholder can become, in characters. */
  values: Readonly<Record<string, number>>;
  /** An undeclared placeholder: `warn` or `error` (its own text is counted as written), or the length it is taken to reach (no finding). */
  unknown: 'warn' | 'error' | number;
}

export const DEFAULT_PLACEHOLDER_SYNTAX = ['{name}', '{{name}}'] as const;

/** One placeholder met while expanding a text. */
export interface PlaceholderUse {
  /** As written in the text: `{user}`. */
  written: string;
  name: string;
  /** The length it was given; undefined when undeclared and counted as written. */
  length: number | undefined;
}

/** A placeholder form's matcher. Names are letters, digits, `_`, `.` and `-`, starting with a letter or `_`. */
const NAME = '([A-Za-z_][\\w.-]*?)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form's text before and after its name; spaces in the form match any run of spaces (or none). */
function formPattern(form: string): string | undefined {
  const at = form.search(/name/i);
  if (at === -1) return undefined;
  const part = (text: string) => escapeRegExp(text).replace(/\s+/g, '\\s*');
  return `${part(form.slice(0, at))}${NAME}${part(form.slice(at + 4))}`;
}

const matcherCache = new Map<string, RegExp>();
/** By the forms array itself: a run asks with the same few arrays thousands of times. */
const matcherByList = new WeakMap<readonly string[], RegExp | null>();

/**
 * One expression for several forms: longer forms first, so that `{{user}}` is one placeholder and not
 * `{` + `{user}` + `}`. Each form has its own name group; the name is the first group that matched.
 */
export function placeholderMatcher(forms: readonly string[]): RegExp | undefined {
  const known = matcherByList.get(forms);
  if (known !== undefined) return known ?? undefined;
  const found = buildMatcher(forms);
  matcherByList.set(forms, found ?? null);
  return found;
}

function buildMatcher(forms: readonly string[]): RegExp | undefined {
  const key = forms.join('\u0000');
  let matcher = matcherCache.get(key);
  if (!matcher) {
    const patterns = [...new Set(forms)]
      .sort((a, b) => b.length - a.length)
      .map(formPattern)
      .filter((p): p is string => p !== undefined);
    if (patterns.length === 0) return undefined;
    matcher = new RegExp(patterns.map((p) => `(?:${p})`).join('|'), 'g');
    matcherCache.set(key, matcher);
  }
  return matcher;
}

/** Whether a form is one the matcher understands (it names where the name stands). */
export function isPlaceholderForm(form: string): boolean {
  return formPattern(form) !== undefined;
}

/**
 * Text of exactly `length` characters standing for a placeholder: its name's letters and digits
 * repeated, so that two placeholders of the same length do not read as the same custom_id.
 * Callers build at most {@link TEXT_CAP} of it (src/templates/bounded-text.ts): a declared length
 * is a number, and 2,000,000,000 is not a string to make.
 */
export function fillerFor(name: string, length: number): string {
  const letters = name.replace(/[^A-Za-z0-9]/g, '') || 'x';
  return letters.repeat(Math.ceil(length / letters.length)).slice(0, length);
}

/** Stand-ins already made: a payload uses the same placeholder at the same length again and again. */
const fillers = new Map<string, string>();

function cachedFiller(name: string, length: number): string {
  const key = `${length}\u0000${name}`;
  let filler = fillers.get(key);
  if (filler === undefined) {
    if (fillers.size >= 256) fillers.clear();
    fillers.set(key, (filler = fillerFor(name, length)));
  }
  return filler;
}

/** The length a placeholder is given, or undefined when it is undeclared and counted as written. */
export function lengthOf(settings: PlaceholderSettings, name: string): number | undefined {
  if (Object.hasOwn(settings.values, name)) return settings.values[name];
  return typeof settings.unknown === 'number' ? settings.unknown : undefined;
}

/**
 * Appends to `out` the longest text `text` can become: every placeholder (of `forms`) at its
 * declared length. Undeclared ones stay as written (unless `unknown` gives a length).
 */
export function expandPlaceholdersInto(text: string, settings: PlaceholderSettings, forms: readonly string[], out: TextBuilder): void {
  const matcher = placeholderMatcher(forms);
  if (!matcher) return out.add(text);
  matcher.lastIndex = 0;
  let from = 0;
  for (const match of text.matchAll(matcher)) {
    const written = match[0];
    const name = match.slice(1).find((g): g is string => typeof g === 'string')!;
    const length = lengthOf(settings, name);
    out.add(text.slice(from, match.index));
    out.use({ written, name, length });
    if (length === undefined) out.add(written);
    else out.addFiller((n) => cachedFiller(name, n), length);
    from = match.index + written.length;
  }
  out.add(text.slice(from));
}

/** {@link expandPlaceholdersInto} as a text (cut at {@link TEXT_CAP}); uses are appended to `uses`. */
export function expandPlaceholders(text: string, settings: PlaceholderSettings, forms: readonly string[], uses: PlaceholderUse[]): string {
  const out = new TextBuilder();
  expandPlaceholdersInto(text, settings, forms, out);
  const built = out.result();
  for (const use of built.uses) uses.push(use);
  return built.text;
}
