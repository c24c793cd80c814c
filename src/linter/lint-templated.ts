/**
 * Linting a payload whose strings hold placeholders or translation references (the config's
 * `placeholders` and `locales`): the rules run on the payload at its longest, once per locale, and
 * the findings say how that text was reached. A finding on a translated field names the locale and
 * both places: the payload's field here, the locale file's key in a message for that file.
 */
import type { SourceProblem, PayloadDocument } from '../load/document.js';
import { expandPayload, type FieldExpansion, type ReferenceUse, type TemplateSettings } from '../templates/expand.js';
import type { PlaceholderUse } from '../templates/placeholders.js';
import type { LocaleTable } from '../templates/translations.js';
import type { LintMessage } from '../types.js';
import { characterCount } from '../util/values.js';

/** A finding for a locale file, made while linting the payload that uses its key. */
export interface LocaleFileMessage {
  /** The locale file. */
  filePath: string;
  message: LintMessage;
}

export interface TemplatedOutcome {
  messages: LintMessage[];
  /** The locale file findings of each payload finding (dropped with it when a directive or the baseline silences it). */
  links: Map<LintMessage, LocaleFileMessage[]>;
}

/** Rule ids of the findings made here rather than by a rule: they need a config's placeholders or locales. */
export const TEMPLATE_RULES: ReadonlySet<string> = new Set(['placeholder-unknown', 'translation-missing', 'translation-missing-default']);

/**
 * Lints one document with its templates expanded: `lint` runs the rules on a document. A
 * document without placeholders or references is linted as it is. `unknownSeen` holds the
 * undeclared placeholder names already reported in this file (once per name).
 */
export function lintTemplated(document: PayloadDocument, settings: TemplateSettings, lint: (document: PayloadDocument) => LintMessage[], unknownSeen: Set<string>): TemplatedOutcome {
  const links = new Map<LintMessage, LocaleFileMessage[]>();
  const { translations } = settings;
  if (document.value === undefined || document.problems.some((p) => p.fatal)) return { messages: lint(document), links };
  const locales = translations ? [translations.default, ...translations.locales.map((t) => t.locale).filter((l) => l !== translations.default)] : [undefined];
  const messages: LintMessage[] = [];
  const kept = new Set<string>();
  const keep = (message: LintMessage) => {
    const key = `${message.ruleId}\u0000${message.path}\u0000${message.line}:${message.column}\u0000${message.message}`;
    if (kept.has(key)) return false;
    kept.add(key);
    messages.push(message);
    return true;
  };

  for (const [run, locale] of locales.entries()) {
    const expansion = expandPayload(document.value, settings, locale);
    if (run === 0 && expansion.fields.length === 0) return { messages: lint(document), links };
    const translated = expansion.fields.some((f) => f.references.length > 0);
    // Without a translated field, every locale gives the same text: one run says it all.
    if (run > 0 && !translated) break;
    const problems = templateProblems(expansion.fields, settings, locale, run === 0, unknownSeen);
    const variant: PayloadDocument = { ...document, value: expansion.value, problems: [...document.problems, ...problems] };
    for (const message of lint(variant)) {
      if (TEMPLATE_RULES.has(message.ruleId)) {
        keep(message);
        continue;
      }
      const related = relatedFields(message.path, expansion.fields);
      const withReferences = related.filter((f) => f.references.length > 0);
      if (withReferences.length === 0) {
        // The same in every locale: reported from the first run only.
        if (run === 0) keep(related.length === 0 ? message : explained(message, related));
        continue;
      }
      const uses = withReferences.flatMap((f) => f.references).filter((r) => r.form && r.table);
      // A locale that lacks every key here shows the default's text: the default's run reports it.
      if (run > 0 && uses.every((r) => r.fallback !== undefined)) continue;
      const own = uses.filter((r) => r.fallback === undefined);
      const payloadMessage = localeMessage(message, related, locale!, own.length > 0 ? own : uses);
      if (!keep(payloadMessage)) continue;
      const forFiles = own.map((use) => localeFileMessage(payloadMessage, message, use, document.filePath, related));
      if (forFiles.length > 0) links.set(payloadMessage, forFiles);
    }
  }
  messages.sort((a, b) => a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId));
  return { messages, links };
}

/** The fields a finding at `pointer` is about: the field itself, those inside it (a total), or the one it lies in. */
export function relatedFields(pointer: string, fields: readonly FieldExpansion[]): FieldExpansion[] {
  const index = fieldIndex(fields);
  const found = new Set<number>();
  // The field itself and the ones it lies in: the pointer and each of its ancestors.
  for (let at: string | undefined = pointer; at !== undefined; at = parentPointer(at)) for (const i of index.byPointer.get(at) ?? []) found.add(i);
  // The ones inside it: a run of the sorted pointers that start with `pointer/`.
  const prefix = pointer === '' ? '/' : `${pointer}/`;
  for (let k = lowerBound(index.sorted, prefix, fields); k < index.sorted.length && fields[index.sorted[k]!]!.pointer.startsWith(prefix); k++) found.add(index.sorted[k]!);
  return [...found].sort((x, y) => x - y).map((i) => fields[i]!);
}

interface FieldIndex {
  byPointer: Map<string, number[]>;
  /** Field positions, by pointer. */
  sorted: number[];
}

/** Made once per expansion: a payload of 10,000 templated fields over their limits compared every finding with every field. */
const fieldIndexes = new WeakMap<readonly FieldExpansion[], FieldIndex>();
function fieldIndex(fields: readonly FieldExpansion[]): FieldIndex {
  let index = fieldIndexes.get(fields);
  if (!index) {
    const byPointer = new Map<string, number[]>();
    fields.forEach((f, i) => {
      const list = byPointer.get(f.pointer);
      if (list) list.push(i);
      else byPointer.set(f.pointer, [i]);
    });
    const sorted = fields.map((_, i) => i).sort((x, y) => (fields[x]!.pointer < fields[y]!.pointer ? -1 : fields[x]!.pointer > fields[y]!.pointer ? 1 : x - y));
    fieldIndexes.set(fields, (index = { byPointer, sorted }));
  }
  return index;
}

function parentPointer(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

/** The first position in `sorted` whose field's pointer is not below `key`. */
function lowerBound(sorted: readonly number[], key: string, fields: readonly FieldExpansion[]): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (fields[sorted[mid]!]!.pointer < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The message with the expanded texts it quotes written back as the payload has them, and how its length was reached. */
function explained(message: LintMessage, related: readonly FieldExpansion[]): LintMessage {
  let text = message.message;
  for (const field of related) {
    if (field.expanded === field.original || field.expanded.length < 3) continue;
    text = text.split(JSON.stringify(field.expanded)).join(JSON.stringify(field.original)).split(field.expanded).join(field.original);
  }
  const capped = related.find((f) => f.length > characterCount(f.expanded));
  const how = [
    placeholderNote(related.flatMap((f) => f.placeholders)),
    // Texts at their longest are built only past every limit (src/templates/bounded-text.ts): say how long this one really is.
    capped ? `At its longest the text is ${capped.length} characters; cordlint measured its first ${characterCount(capped.expanded)}, past every limit of Discord's, so the figures above are a lower bound.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  // Fixes were computed on the expanded text: none of them may reach the file.
  const { fix: _fix, suggestions: _suggestions, ...rest } = message;
  return { ...rest, message: how ? `${text} ${how}` : text };
}

/** `Reached when {user} is 32 characters and {count} is 6 (each placeholder at its longest).` */
function placeholderNote(uses: readonly PlaceholderUse[]): string {
  const declared = new Map<string, number>();
  const undeclared = new Set<string>();
  for (const use of uses) {
    if (use.length === undefined) undeclared.add(use.written);
    else if (!declared.has(use.written)) declared.set(use.written, use.length);
  }
  const parts = [...declared].map(([written, length], i) => `${written} is ${length}${i === 0 ? ` character${length === 1 ? '' : 's'}` : ''}`);
  const said: string[] = [];
  if (parts.length > 0) said.push(`Reached when ${joinWords(parts)} (each placeholder at its longest).`);
  if (undeclared.size > 0) said.push(`${joinWords([...undeclared])} ${undeclared.size === 1 ? 'is' : 'are'} undeclared and counted as written.`);
  return said.join(' ');
}

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function tableName(table: LocaleTable): string {
  return table.name ?? table.filePath;
}

function where(use: ReferenceUse): string {
  const form = use.form!;
  return `${use.key}${form.form ? ` (${form.form})` : ''} at ${tableName(use.table!)}:${form.line}:${form.column}`;
}

/** The payload's finding on a translated field: the locale first, the locale file's key after. */
function localeMessage(message: LintMessage, related: readonly FieldExpansion[], locale: string, uses: readonly ReferenceUse[]): LintMessage {
  const base = explained(message, related);
  // The key's place is said in the message, not as `related`: formats print a related place as one in this file.
  return { ...base, message: `${locale}: ${base.message}${uses.length > 0 ? ` (text of ${uses.map(where).join(', ')})` : ''}` };
}

/** The same finding for the locale file, at the key's string: `de: settings.notify: ... (used at payloads/settings.yaml:12:9)`. */
function localeFileMessage(payloadMessage: LintMessage, message: LintMessage, use: ReferenceUse, payloadFile: string, related: readonly FieldExpansion[]): LocaleFileMessage {
  const form = use.form!;
  const text = explained(message, related).message;
  const made: LintMessage = {
    ruleId: payloadMessage.ruleId,
    severity: payloadMessage.severity,
    message: `${use.locale}: ${use.key}${form.form ? ` (${form.form})` : ''}: ${text} (used at ${payloadFile}:${message.line}:${message.column})`,
    line: form.line,
    column: form.column,
    endLine: form.endLine,
    endColumn: form.endColumn,
    path: form.path,
  };
  return { filePath: use.table!.filePath, message: made };
}

/** Undeclared placeholders (once per name in a file) and keys missing in a locale, as findings of the payload. */
function templateProblems(fields: readonly FieldExpansion[], settings: TemplateSettings, locale: string | undefined, first: boolean, unknownSeen: Set<string>): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const unknown = settings.placeholders?.unknown;
  for (const field of fields) {
    if (typeof unknown !== 'number') {
      for (const use of field.placeholders) {
        if (use.length !== undefined || unknownSeen.has(use.name)) continue;
        unknownSeen.add(use.name);
        problems.push({
          ruleId: 'placeholder-unknown',
          path: field.path,
          message: `The placeholder ${use.written} is not declared in the config's placeholders.values, so its own text (${use.written.length} characters) is counted. Add the longest text it can become, as the line "${use.name}: <characters>" under placeholders.values.`,
        });
      }
    }
    for (const use of field.references) {
      if (use.fallback === 'default' && use.table) {
        const missingIn = settings.translations!.locales.find((t) => t.locale === locale);
        problems.push({
          ruleId: 'translation-missing',
          path: field.path,
          message: `${locale}: the key "${use.key}" is not in ${missingIn ? tableName(missingIn) : `the ${locale} locale`}; Discord gets the ${settings.translations!.default} text instead. Add the key there.`,
        });
      } else if (use.fallback === 'key' && first) {
        const defaultTable = settings.translations!.locales.find((t) => t.locale === settings.translations!.default);
        problems.push({
          ruleId: 'translation-missing-default',
          path: field.path,
          message: `The key "${use.key}" is not in the default locale's file (${defaultTable ? tableName(defaultTable) : `no file for "${settings.translations!.default}" was found`}), so Discord gets the key itself as text. Add it there, or correct the key.`,
        });
      }
    }
  }
  return problems;
}
