/**
 * The locale files a config's `locales.files` names, found and read with the payloads' safe reader
 * (regular files only, size-capped, nothing run) and turned into the tables the Linter takes.
 * A file that cannot be read or parsed becomes a fatal finding of that file.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LocalesConfig } from '../config/templates.js';
import { displayPath } from '../format/display-path.js';
import { unreadableResult } from '../linter/linter.js';
import { staysIn } from '../config/confined-paths.js';
import { summarise } from '../linter/result.js';
import { formatOf, parseDocuments, loadYamlParser, yamlParserIfLoaded, type YamlParser } from '../load/index.js';
import { fluentIfLoaded, loadFluent, tableFromDocument, tableFromFluent, type ReadTable } from '../templates/locale-tables.js';
import type { LocaleTable, Translations } from '../templates/translations.js';
import { cycleMessage, referenceCycles } from '../templates/cycles.js';
import type { RuleSetting } from '../linter/rule-settings.js';
import type { LintMessage, LintResult } from '../types.js';
import { readPayloadTextSync } from './read-file.js';

export interface LoadedTranslations {
  translations: Translations;
  /** Every locale file found (absolute): a folder search never lints them as payloads. */
  files: string[];
  /** The results of locale files that could not be read or parsed (one fatal finding each). */
  problems: LintResult[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The locale a file stands for by the `files` pattern (`locales/{locale}.json`), or undefined when it does not match. */
export function localeOfFile(files: string, baseDirectory: string, file: string): string | undefined {
  const pattern = files.split(path.sep).join('/');
  const relative = path.relative(baseDirectory, file).split(path.sep).join('/');
  return new RegExp(`^${escapeRegExp(pattern).replace(/\\\{locale\\\}/g, '([^/]+)')}$`).exec(relative)?.[1];
}

/** The locale files of `config` (its `files` relative to `baseDirectory`), each read and parsed. */
export async function loadTranslations(config: LocalesConfig, baseDirectory: string, cwd: string, within?: string, cycleSetting?: RuleSetting): Promise<LoadedTranslations> {
  const { glob } = await import('tinyglobby');
  const matches = await glob(globOf(config), { cwd: baseDirectory, absolute: true, dot: false, ignore: ['**/node_modules/**'] });
  // The parsers the files need, loaded before they are read: Fluent for .ftl, YAML for what is not JSON.
  if (matches.some(isFluentFile)) await loadFluent();
  if (matches.some((f) => !isFluentFile(f) && !/\.jsonc?$/i.test(f))) await loadYamlParser();
  return collectTranslations(matches, config, baseDirectory, cwd, within, cycleSetting);
}

/**
 * {@link loadTranslations} without waiting, for callers that cannot (an ESLint rule): the file
 * search and @fluent/syntax are loaded synchronously, the latter only when an .ftl file is met; a
 * YAML file needs `yaml`, the YAML parser, or one already loaded.
 */
export function loadTranslationsSync(config: LocalesConfig, baseDirectory: string, cwd: string, yaml?: YamlParser): LoadedTranslations {
  const { globSync } = requireModule('tinyglobby') as typeof import('tinyglobby');
  const matches = globSync(globOf(config), { cwd: baseDirectory, absolute: true, dot: false, ignore: ['**/node_modules/**'] });
  return collectTranslations(matches, config, baseDirectory, cwd, undefined, undefined, yaml);
}

const requireModule = createRequire(import.meta.url);
let fluentSync: FluentSyntax | undefined;
type FluentSyntax = typeof import('@fluent/syntax');

function globOf(config: LocalesConfig): string {
  return config.files.split(path.sep).join('/').replace(/\{locale\}/g, '*');
}

function isFluentFile(file: string): boolean {
  return /\.ftl$/i.test(file);
}

function collectTranslations(matches: string[], config: LocalesConfig, baseDirectory: string, cwd: string, within: string | undefined, cycleSetting: RuleSetting | undefined, yaml?: YamlParser): LoadedTranslations {
  const tables: LocaleTable[] = [];
  const problems: LintResult[] = [];
  const files: string[] = [];
  for (const file of matches.sort()) {
    const locale = localeOfFile(config.files, baseDirectory, file);
    if (!locale || tables.some((t) => t.locale === locale)) continue;
    // A config that is not the user's own reads only its own folder's files (a glob's `..` or a link may lead out).
    if (within !== undefined && !staysIn(file, within)) {
      problems.push(unreadableResult(file, `The locale file ${displayPath(file, cwd)} leads out of the folder of the config that names it (through a link or a ".." of the pattern); it was not read.`));
      continue;
    }
    files.push(file);
    const read = readLocaleFileSync(file, locale, displayPath(file, cwd), undefined, yaml);
    if ('result' in read) {
      problems.push(read.result);
      continue;
    }
    tables.push(read.table);
    const messages = localeFileMessages(read, config.reference, cycleSetting);
    if (messages.length > 0) problems.push(summarise(file, messages));
  }
  return { translations: { default: config.default, reference: config.reference, locales: tables }, files, problems };
}

/**
 * The findings of a locale file itself: its parse problems (fatal), and each cycle of its
 * references (a warning: i18next warns too, and puts nothing where the cycle closes).
 */
export function localeFileMessages(read: ReadTable, reference: string, cycleSetting?: RuleSetting): LintMessage[] {
  const messages: LintMessage[] = read.problems.map((p) => ({ ruleId: 'parse-error', severity: 2, fatal: true, message: p.message, line: p.line, column: p.column, endLine: p.endLine, endColumn: p.endColumn, path: '' }));
  // translation-cycle's severity, as the config (or --rule) sets it: off reports nothing.
  const level = Array.isArray(cycleSetting) ? cycleSetting[0] : cycleSetting;
  if (level === 'off') return messages;
  const severity = level === 'error' ? 2 : 1;
  for (const cycle of referenceCycles(read.table, reference)) {
    const { line, column, endLine, endColumn, path: pointer } = cycle.at;
    messages.push({ ruleId: 'translation-cycle', severity, message: cycleMessage(cycle, reference), line, column, endLine, endColumn, path: pointer });
  }
  return messages;
}

/** One locale file's table, or the fatal result of a file that cannot be read. */
export async function readLocaleFile(file: string, locale: string, name: string, text?: string): Promise<ReadTable | { result: LintResult }> {
  if (isFluentFile(file)) await loadFluent();
  else if (!/\.jsonc?$/i.test(file) || (text !== undefined && formatOf(file, text) === 'yaml')) await loadYamlParser();
  return readLocaleFileSync(file, locale, name, text);
}

/**
 * The one reader of a locale file (the CLI's, the language server's and the ESLint plugin's): read
 * with the payloads' safe reader, then parsed as i18next JSON or YAML, or as Fluent (.ftl). Fluent's
 * parser is the one loaded, or is loaded now; YAML's is `yaml` or the one loaded.
 */
export function readLocaleFileSync(file: string, locale: string, name: string, text?: string, yaml?: YamlParser): ReadTable | { result: LintResult } {
  if (text === undefined) {
    const read = readPayloadTextSync(file);
    if (!read.ok) return { result: unreadableResult(file, read.message) };
    text = read.text;
  }
  if (isFluentFile(file)) return tableFromFluent(fluentIfLoaded() ?? (fluentSync ??= requireModule('@fluent/syntax') as FluentSyntax), text, file, locale, name);
  const format = formatOf(file, text);
  const parser = format === 'yaml' ? (yaml ?? yamlParserIfLoaded()) : undefined;
  if (format === 'yaml' && !parser) return { result: unreadableResult(file, `The locale file ${name} is YAML, and the YAML parser is not loaded.`) };
  const documents = parseDocuments(file, text, format, parser);
  return tableFromDocument(documents[0]!, locale, name);
}
