/**
 * The Linter: one file's text (or bytes, or an already-parsed value) and its resolved
 * configuration in, its result out. Pure and synchronous: no file system, no process, no clock,
 * so it runs in a browser as it runs in the CLI. It is the only owner of a file's way through
 * cordlint: decode, parse, detect the kind, run the rules, directives, baseline, cap (and fixes).
 * Files, configs, plugins, the baseline file and writing fixes are the project layer's
 * (src/project/), ESLint's split between its Linter and ESLint classes.
 */
import type { Rule } from '../engine/rule.js';
import { fixText } from '../fix/fix-text.js';
import { decodeSource } from '../load/decode.js';
import { fatalDocument, formatOf, parseDocuments, yamlParserIfLoaded, type ParseOptions, type PayloadDocument, type SourceFormat, type YamlParser } from '../load/index.js';
import { startsFollowUps, type PayloadKind } from '../payload/detect.js';
import type { AttachmentFiles, Delivery, Destination, WebhookChannel } from '../payload/destination.js';
import { isPlainlyNotPayload, parseJsonWithComments } from '../payload/non-payload.js';
import type { LintMessage, LintResult, Severity } from '../types.js';
import { appendAll } from '../util/append.js';
import { fileFindingBudget, lintDocument, LintSession, type ActiveRule, type Omitted } from './lint-document.js';
import { leaveFixOff, skippedResult, summarise } from './result.js';
import { RuleListCache, type RuleSetting } from './rule-settings.js';
import { capped, suppressed, type FileBaselineEntries } from './suppressions.js';
import { lintTemplated, type LocaleFileMessage } from './lint-templated.js';
import { setLocaleMessages } from './locale-messages.js';
import { valueDocument } from './value-document.js';
import type { PlaceholderSettings } from '../templates/placeholders.js';
import type { Translations } from '../templates/translations.js';

/** A file's resolved configuration: what its config file, overrides and the command line say, merged. */
export interface LinterConfig {
  /** Force the payload kind instead of detecting it. */
  kind?: PayloadKind;
  /** Severity (and options) per rule id, over the rules' defaults. */
  rules?: Record<string, RuleSetting>;
  /** Extra rules, such as a plugin's, run after the built-in ones. */
  extraRules?: readonly Rule[];
  /** Report YAML `# cordlint-disable...` directives that silence nothing, with this severity. Default off. */
  reportUnusedDisableDirectives?: Severity;
  /** False: the file's `cordlint-disable` directives silence nothing (ESLint's `--no-inline-config`). Default true. */
  allowInlineConfig?: boolean;
  /**
   * A JSON file may hold `//` and `/* *\/` comments, with their directives (Biome's
   * `json.parser.allowComments`). A `.jsonc` file always may; without this, a comment in a `.json`
   * file is a parse error.
   */
  allowComments?: boolean;
  /** The baseline's entries for this file: findings listed there are not reported; entries that match nothing are reported as stale. */
  baseline?: FileBaselineEntries;
  /** Preview mode: the rules marked `preview` (thinner evidence) run too. */
  preview?: boolean;
  /**
   * Where the payload is sent. Without it, rules whose verdict depends on the destination report
   * warnings that say which destination would change it. An interaction response envelope names
   * its own.
   */
  destination?: Destination;
  /** Execute Webhook's `?with_components=true` (a webhook that no application owns ignores components without it). */
  withComponents?: boolean;
  /** The kind of channel a webhook posts to: forum and media channels need `thread_name` (or a thread). */
  channel?: WebhookChannel;
  /** The files that `attachment://` names, as the project layer found them on disk (the Linter reads no file). */
  attachments?: AttachmentFiles;
  /** The config's `placeholders`: the rules then judge every string at its longest expansion (src/templates/). */
  placeholders?: PlaceholderSettings;
  /** The config's `locales`, with the locale files already read: references are checked in every locale. */
  locales?: Translations;
}

/** The request-side settings of a config, or undefined when it has none (the fast path's case). */
export function deliveryOf(config: LinterConfig): Delivery | undefined {
  const { destination, withComponents, channel, attachments } = config;
  if (destination === undefined && withComponents === undefined && channel === undefined && attachments === undefined) return undefined;
  // Assigned, not spread from conditional objects: the guard makes one for every request.
  const delivery: Delivery = {};
  if (destination !== undefined) delivery.destination = destination;
  if (withComponents !== undefined) delivery.withComponents = withComponents;
  if (channel !== undefined) delivery.channel = channel;
  if (attachments !== undefined) delivery.attachments = attachments;
  return delivery;
}

/** How one text is linted, besides its configuration. */
export interface LintTextOptions {
  /** The file's name in results; its extension picks JSON or YAML. Default `<text>`. */
  filePath?: string;
  /** JSON or YAML, instead of the name's extension (or sniffing). */
  format?: SourceFormat;
  /**
   * Apply the rules' fixes (in passes, then lint again). The result carries the fixed text as
   * `output` (and the original as `source`) when something changed; nothing is written.
   */
  fix?: boolean;
  /** Attach each finding's fix edits (`LintMessage.fix`) without applying them, as an editor offers them; a result with messages then has its text as `source`. */
  fixEdits?: boolean;
  /**
   * Unsafe fixes (those that change what users see: see `RuleMeta.fixSafety`) are applied by `fix`
   * and given as `LintMessage.fix` too (--unsafe-fixes). Without it they are only suggestions.
   */
  unsafeFixes?: boolean;
  /**
   * A text that is plainly not a payload (tsconfig.json, a JSON Schema, a report: no field a payload
   * could have) is not linted: its result has no messages and isSkippedNonPayload is true.
   */
  skipNonPayloads?: boolean;
  /**
   * The text's documents, parsed already (`parseSource` with the same parse options): lint reads
   * them instead of parsing the text again. explain parses the payload for its own lookups; a 3 MB
   * YAML payload then costs one parse, not two.
   */
  documents?: PayloadDocument[];
}

/** How a config's files are parsed (comments in `.json` where it allows them): lint's, and explain's for the payload it lints. */
export function parseOptionsOf(config: LinterConfig): ParseOptions {
  return config.allowComments ? { jsonComments: true } : {};
}

/** How a value is linted (lintValue): as a text's options say, and whether its findings need places in a text. */
export interface LintValueOptions extends Omit<LintTextOptions, 'format'> {
  /**
   * False: the value is linted by its JSON paths alone, for a caller that places the findings
   * itself (the source-code extractor maps each path to the node that wrote it). No text is printed
   * and parsed for positions: every finding is at line 1, column 1, with its `path`; the file's
   * directives, baseline and placeholders do not apply (a value has none), nor do `fix`, `documents`
   * and `skipNonPayloads`; with `fixEdits`, the edits refer to `result.source`, the value as compact
   * JSON. The findings come in the order a text would give them. Default true.
   */
  positions?: boolean;
}

export interface LinterOptions {
  /**
   * The YAML parser. Without it the linter uses the one `loadYamlParser()` has loaded, and a YAML
   * text before that throws. The `cordlint/linter` entry passes it.
   */
  yaml?: YamlParser;
  /**
   * False: no payload takes the fast path (a clean payload's skip of the rules it cannot fail);
   * every rule runs on every payload. The findings are the same either way (test/fast-path/). The
   * CLI passes false for CORDLINT_FAST_PATH=0; the linter itself reads no environment. Default true.
   */
  fastPath?: boolean;
  /** `--stats`: milliseconds spent in each rule's visitors are added here, by rule id, for every payload this Linter lints. */
  ruleTimes?: Map<string, number>;
}

export class Linter {
  private readonly yaml: YamlParser | undefined;
  private readonly ruleLists = new RuleListCache();
  /** Everything this Linter keeps between payloads: nothing is shared with another Linter. */
  private readonly session: LintSession;

  constructor(options: LinterOptions = {}) {
    this.yaml = options.yaml;
    this.session = new LintSession({ fastPath: options.fastPath ?? true, ...(options.ruleTimes ? { ruleTimes: options.ruleTimes } : {}) });
  }

  /** Whether this Linter takes the fast path ({@link LinterOptions.fastPath}). */
  get fastPath(): boolean {
    return this.session.fastPath;
  }

  /** The rules a configuration runs, with their severities and options. Throws UnknownRuleError for a rule id that names no rule. */
  rulesFor(config: LinterConfig = {}): readonly ActiveRule[] {
    // `placeholders.unknown: error` makes an undeclared placeholder an error, unless the rule is set.
    if (config.placeholders?.unknown === 'error' && !config.rules?.['placeholder-unknown']) {
      return this.ruleLists.get({ ...config, rules: { ...config.rules, 'placeholder-unknown': 'error' } });
    }
    return this.ruleLists.get(config);
  }

  /** Lints a text (JSON or YAML). `options` may be the file's name alone. */
  lintText(text: string, config: LinterConfig = {}, options: LintTextOptions | string = {}): LintResult {
    if (typeof options === 'string') options = { filePath: options };
    const filePath = options.filePath ?? '<text>';
    const clean = dropBom(text);
    const format = options.format ?? formatOf(filePath, clean);
    const rules = this.rulesFor(config);
    const parseOptions = parseOptionsOf(config);
    const documents = options.documents ?? this.parse(filePath, clean, format, parseOptions);
    if (options.skipNonPayloads && holdsNoPayload(documents)) return skippedResult(filePath);
    let localeMessages: LocaleFileMessage[] = [];
    const withLocales = (result: LintResult) => (localeMessages.length > 0 ? setLocaleMessages(result, localeMessages) : result);
    const sink = (found: LocaleFileMessage[]) => (localeMessages = found);
    const unsafeFixes = options.unsafeFixes === true;
    if (!options.fix) {
      // The fixes are computed either way, so that the result counts the findings that carry one
      // (a fixable rule's fix is left out where it would change the message's meaning).
      const messages = this.messagesOf(documents, rules, config, true, unsafeFixes, sink);
      if (options.fixEdits !== true) for (const m of messages) leaveFixOff(m);
      const result = withLocales(summarise(filePath, messages));
      // ESLint's `source` of a file with problems: the text the fix edits' offsets refer to.
      if (options.fixEdits && result.messages.length > 0) result.source = clean;
      return result;
    }
    // Each pass chooses its fixes among all the findings, not the 1,000 a file shows; the cap comes after the last.
    const omittedOf = new WeakMap<LintMessage[], Omitted>();
    const pass = (source: string) =>
      this.messagesOf(source === clean ? documents : this.parse(filePath, source, format, parseOptions), rules, config, true, unsafeFixes, sink, omittedOf);
    // Old Mac files break lines with a lone CR: fixes are computed on LF lines (the same offsets) and written back with CRs.
    const crOnly = clean.includes('\r') && !clean.includes('\n');
    const outcome = fixText(crOnly ? clean.replace(/\r/g, '\n') : clean, pass);
    if (crOnly) outcome.output = outcome.output.replace(/\n/g, '\r');
    const result = summarise(filePath, capped(outcome.messages, omittedOf.get(outcome.lastLint) ?? new Map()));
    if (outcome.output !== clean) {
      result.output = outcome.output;
      result.source = clean;
    }
    return withLocales(result);
  }

  /** Lints a file's bytes: UTF-8 (a byte order mark is dropped); other encodings and binary files get one fatal finding. */
  lintBytes(bytes: Uint8Array, config: LinterConfig = {}, options: LintTextOptions = {}): LintResult {
    const decoded = decodeSource(bytes);
    if (!decoded.ok) return unreadableResult(options.filePath ?? '<text>', decoded.message);
    return this.lintText(decoded.text, config, options);
  }

  /**
   * Lints a payload held in memory, such as what a bot is about to send. Lines and columns refer to
   * the payload printed as 2-space JSON; `path` (a JSON Pointer) names the field.
   */
  lintValue(value: unknown, config: LinterConfig = {}, options: LintValueOptions = {}): LintResult {
    if (options.positions === false) return this.lintValueByPath(value, config, options);
    const { positions: _positions, ...textOptions } = options;
    const text = JSON.stringify(value, null, 2) ?? '';
    return this.lintText(text, config, { ...textOptions, format: 'json', filePath: options.filePath ?? '<payload>' });
  }

  /** lintValue without positions: no text to parse or locate in, the rules alone on the value (see value-document.ts). */
  private lintValueByPath(value: unknown, config: LinterConfig, options: LintValueOptions): LintResult {
    const filePath = options.filePath ?? '<payload>';
    const document = valueDocument(value, filePath);
    const delivery = deliveryOf(config);
    const fixes = options.fixEdits === true;
    const messages = lintDocument(document, {
      rules: this.rulesFor(config),
      session: this.session,
      budget: fileFindingBudget(),
      fixes,
      unsafeFixes: options.unsafeFixes === true,
      ...(config.kind ? { kind: config.kind } : {}),
      ...(delivery ? { delivery } : {}),
    });
    if (messages.length > 1) sortInTextOrder(messages, document.value);
    const result = summarise(filePath, messages);
    if (fixes && messages.length > 0) result.source = document.text;
    return result;
  }

  /**
   * The findings of one document already parsed (one of a multi-document YAML file, say), by the
   * rules alone: no directives, baseline or cap, which belong to a whole file.
   */
  lintDocument(document: PayloadDocument, config: LinterConfig = {}): LintMessage[] {
    const delivery = deliveryOf(config);
    return lintDocument(document, { rules: this.rulesFor(config), session: this.session, ...(config.kind ? { kind: config.kind } : {}), ...(delivery ? { delivery } : {}) });
  }

  /** ESLint's name: the messages of a text. The third argument is the file's name, or ESLint's `{ filename }`. */
  verify(text: string, config: LinterConfig = {}, file?: FileName): LintMessage[] {
    return this.lintText(text, config, fileOptions(file)).messages;
  }

  /** ESLint's name: the text with every fix applied, and the messages left. */
  verifyAndFix(text: string, config: LinterConfig = {}, file?: FileName): { fixed: boolean; output: string; messages: LintMessage[] } {
    const result = this.lintText(text, config, { ...fileOptions(file), fix: true });
    return { fixed: result.output !== undefined, output: result.output ?? dropBom(text), messages: result.messages };
  }

  private parse(filePath: string, text: string, format: SourceFormat, options: ParseOptions): PayloadDocument[] {
    return parseDocuments(filePath, text, format, format === 'yaml' ? (this.yaml ?? yamlParserIfLoaded()) : undefined, options);
  }

  /** Every document's findings, less those silenced by directives or the baseline, in file order and capped (with `uncapped`, not: their left-out counts go there). */
  private messagesOf(
    documents: PayloadDocument[],
    rules: readonly ActiveRule[],
    config: LinterConfig,
    fixes: boolean,
    unsafeFixes: boolean,
    localeSink?: (messages: LocaleFileMessage[]) => void,
    uncapped?: WeakMap<LintMessage[], Omitted>,
  ): LintMessage[] {
    const messages: LintMessage[] = [];
    const omitted: Omitted = new Map();
    const budget = fileFindingBudget();
    // Messages in the documents after an interaction response are its follow-ups (as convert --split writes them).
    const followUps = documents.length > 1 && startsFollowUps(documents[0]!.value);
    const delivery = deliveryOf(config);
    const templated = config.placeholders !== undefined || config.locales !== undefined;
    const links = new Map<LintMessage, LocaleFileMessage[]>();
    const unknownSeen = new Set<string>();
    for (const document of documents) {
      const followUp = followUps && document.index > 0;
      const lint = (doc: PayloadDocument) =>
        lintDocument(doc, { rules, fixes, unsafeFixes, omitted, budget, session: this.session, ...(config.kind ? { kind: config.kind } : {}), ...(followUp ? { followUp } : {}), ...(delivery ? { delivery } : {}) });
      if (!templated) {
        appendAll(messages, lint(document));
        continue;
      }
      const outcome = lintTemplated(document, { placeholders: config.placeholders, translations: config.locales }, lint, unknownSeen);
      appendAll(messages, outcome.messages);
      for (const [message, forFiles] of outcome.links) links.set(message, forFiles);
    }
    const kept = suppressed(messages, documents, omitted, config, uncapped === undefined);
    uncapped?.set(kept, omitted);
    // A locale file's finding goes with the payload's: a directive or the baseline that silences one silences both.
    if (localeSink) localeSink(links.size === 0 ? [] : kept.flatMap((m) => links.get(m) ?? []));
    return kept;
  }
}

/** A file's name as ESLint's verify takes it: a string, or `{ filename }`. */
export type FileName = string | { filename?: string; filePath?: string };

function fileOptions(file: FileName | undefined): LintTextOptions {
  const filePath = typeof file === 'string' ? file : (file?.filePath ?? file?.filename);
  return filePath === undefined ? {} : { filePath };
}

/**
 * Findings in the order lintText gives them (by line and column, then rule id) without a text: a
 * place before the places inside it, siblings in the order JSON prints them. A path that does not
 * exist is placed at its deepest existing ancestor, as `locate` places it.
 */
function sortInTextOrder(messages: LintMessage[], value: unknown): void {
  const keyOf = new Map<LintMessage, number[]>();
  for (const message of messages) {
    const order: number[] = [];
    let current = value;
    for (const segment of pointerSegments(message.path)) {
      if (Array.isArray(current)) {
        const index = Number(segment);
        if (!(index >= 0 && index < current.length)) break;
        order.push(index);
        current = current[index];
      } else if (current !== null && typeof current === 'object') {
        const index = Object.keys(current).indexOf(segment);
        if (index === -1) break;
        order.push(index);
        current = (current as Record<string, unknown>)[segment];
      } else break;
    }
    keyOf.set(message, order);
  }
  messages.sort((a, b) => compareOrder(keyOf.get(a)!, keyOf.get(b)!) || a.ruleId.localeCompare(b.ruleId));
}

function compareOrder(a: number[], b: number[]): number {
  for (let i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

function pointerSegments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function dropBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The result of a file that could not be read or decoded: one fatal finding that says why. */
export function unreadableResult(filePath: string, message: string): LintResult {
  return summarise(filePath, lintDocument(fatalDocument(filePath, 'json', message), { rules: [] }));
}

/** Every document is plainly not a payload (a JSON file with comments, like tsconfig.json, is read as JSONC for this). */
function holdsNoPayload(documents: readonly PayloadDocument[]): boolean {
  return documents.every((document) => {
    if (!document.problems.some((p) => p.fatal)) return isPlainlyNotPayload(document.value);
    return document.format === 'json' && isPlainlyNotPayload(parseJsonWithComments(document.text));
  });
}
