/**
 * The project: what `cordlint lint` does around the Linter, for the CLI, the language server and
 * the library alike (ESLint's ESLint class). Files, folders and globs expanded; each file's config
 * found and cached (rules, overrides, ignores, plugins and their consent); files read safely; the
 * baseline read, applied and written; fixes computed and written whole or not at all.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { builtinRules } from '../../rules/index.js';
import { CONFIG_FILE_NAMES, findConfigFile, findConfigFileWithin } from '../config/find.js';
import type { FileOptions, LoadedConfig } from '../config/load.js';
import type { Rule, RuleMeta } from '../engine/rule.js';
import { displayPath } from '../format/display-path.js';
import { Linter, unreadableResult, type LinterConfig, type LinterOptions } from '../linter/linter.js';
import { isSkippedNonPayload, summarise as summariseResult } from '../linter/result.js';
import { defaultSeverity, mergeRuleSettings, resolveRules, type RuleSetting } from '../linter/rule-settings.js';
import { decodeSource } from '../load/decode.js';
import { formatOf, loadYamlParser, yamlParserIfLoaded } from '../load/index.js';
import type { PayloadKind } from '../payload/detect.js';
import { DEFAULT_MAX_ATTACHMENT_SIZE, type Destination, type WebhookChannel } from '../payload/destination.js';
import { baselineEntriesOf, BASELINE_FILE_NAME, BaselineError, countEntries, type LoadedBaseline } from '../suppress/baseline.js';
import type { LintResult, Severity } from '../types.js';
import { baselineFileKey, buildBaseline, findBaseline, readBaseline, writeBaseline } from './baseline-file.js';
import { attachmentFilesFor } from './attachment-files.js';
import { expandOperands } from './files.js';
import { isSourceFile, lintSourceText, loadSourceParser, sourceParserLoaded } from '../source/lint-file.js';
import { readPayloadFileSync, readPayloadTextSync } from './read-file.js';
import type { LoadedTranslations } from './locale-files.js';
import type { PlaceholderSettings } from '../templates/placeholders.js';
import { localeResults } from './locale-results.js';
import { localeMessagesOf } from '../linter/locale-messages.js';
import type { LocaleFileMessage } from '../linter/lint-templated.js';
import { lintOnThreads, threadCount, type FileEntry } from './threads.js';

/** How a project is linted: the command line's options, by the library's names. */
export interface CordlintOptions {
  /** Where relative paths, globs and the baseline are resolved from (default: process.cwd()). */
  cwd?: string;
  /** The environment, for CORDLINT_ALLOW_PLUGINS (default: none). */
  env?: Readonly<Record<string, string | undefined>>;
  /** One config file for every file (`--config`) instead of each file's nearest one. */
  config?: string;
  /** False: use no config file (`--no-config-lookup`). Default true. */
  configLookup?: boolean;
  /** Folders are searched for JavaScript and TypeScript files too, whose code's payloads are linted (`--source`). Named files always are. */
  source?: boolean;
  /** Load the plugins of configs found inside linted folders too (`--allow-plugins`). */
  allowPlugins?: boolean;
  /**
   * The folder whose config (and those above it) may load plugins without --allow-plugins (see
   * config/plugin-policy.ts). Default: `cwd`. null: none (an editor's file outside every workspace folder).
   */
  trustedFolder?: string | null;
  /** False: also lint the files the config's `ignores` skip (`--no-ignore`). Default true. */
  ignore?: boolean;
  /** The baseline file (`--baseline`); false for none. Default: the nearest .cordlint-baseline.json from `cwd`. */
  baseline?: string | false;
  /** A new baseline is being recorded (`--write-baseline`, {@link Cordlint.recordBaseline}): the old one filters nothing. */
  writeBaseline?: boolean;
  /** Rule settings over the config's (`--rule`). */
  rules?: Record<string, RuleSetting>;
  /** Rules of your own, run after the built-in and plugin ones. */
  extraRules?: readonly Rule[];
  /** Force the payload kind (`--kind`). */
  kind?: PayloadKind;
  /** Where the payloads are sent (`--destination`), over the config's. */
  destination?: Destination;
  /** Run the preview rules (`--preview`), whose evidence is thinner. */
  preview?: boolean;
  /** Where the payloads are sent when their config names no destination (an editor's setting). */
  defaultDestination?: Destination;
  /** Execute Webhook's `?with_components=true` (`--with-components`), over the config's. */
  withComponents?: boolean;
  /** The webhook's channel kind (`--channel`), over the config's. */
  channel?: WebhookChannel;
  /** Compute the fixes: a result's `output` is the fixed text. Nothing is written but by {@link Cordlint.outputFixes} or `lintFiles`'s `writeFixes`. */
  fix?: boolean;
  /** Unsafe fixes too (`--unsafe-fixes`): with `fix` they are applied; otherwise they are each message's `fix`, not a suggestion. */
  unsafeFixes?: boolean;
  /** Attach each finding's fix edits without applying them (the formats that show fixes: json, rdjson). */
  fixEdits?: boolean;
  /** Report disable directives that silence nothing, as errors (`--report-unused-disable-directives`), or with this severity. */
  reportUnusedDisableDirectives?: boolean | Severity;
  /** False: directives in the files silence nothing (`--no-inline-config`). Default true. */
  allowInlineConfig?: boolean;
  /** False: a named file that does not exist is no error (`--no-error-on-unmatched-pattern`). Default true. */
  errorOnUnmatchedPattern?: boolean;
  /**
   * Also skip files named in `patterns` (not only those a folder or glob search meets) that are
   * plainly not payloads (`--skip-non-payloads`, as the pre-commit hooks run it).
   */
  skipNonPayloads?: boolean;
  /** False: the project's Linter takes no fast path, every rule runs on every payload (the CLI's CORDLINT_FAST_PATH=0). Default true. */
  fastPath?: boolean;
  /** `--stats`: milliseconds spent in each rule's visitors are added here, by rule id. */
  ruleTimes?: Map<string, number>;
  /**
   * Read nothing outside this folder (the MCP server's root): configs are looked for from a file's
   * folder up to it and no further, and a config or baseline that is a link leading out of it is
   * refused unread. Pair it with `trustedFolder: null`, which confines what a found config names
   * (locale files, the attachments folder) to that config's own folder.
   */
  within?: string;
  /**
   * Threads that lint a long run's files (`--concurrency`): `auto` uses more than one only when
   * there are enough files to pay for their start; `off` (default) or 1: this thread alone. Other
   * threads run `workerScript`, which must start ./lint-worker.ts (the CLI's dist/lint-launcher.cjs
   * does); without it, or with fixes, stdin, translations, plugins, extra rules or rule times,
   * every file is linted on this thread.
   */
  concurrency?: number | 'auto' | 'off';
  workerScript?: string;
}

/** What {@link Cordlint.lintFiles} found: results, and what was left out. */
export interface ProjectLintOutcome {
  /** One result per linted file, in the order of the expanded file list. */
  results: LintResult[];
  /** Files matched but left out by a config's `ignores`. */
  ignored: string[];
  /** Files matched but skipped: manifests, config files, and files that are plainly not payloads. */
  notPayloads: string[];
  /** How many files the patterns matched, before anything was left out. */
  matched: number;
  /** When files were linted on more than one thread (`concurrency`): how many, and how many files the worker threads linted. */
  threads?: { count: number; filesByWorkers: number };
}

/** What applies to one file (`cordlint lint --print-config FILE`). */
export interface FileConfig {
  filePath: string;
  /** The config file that applies, or null. */
  configFile: string | null;
  /** Whether the config's `ignores` skip the file. */
  ignored: boolean;
  /** The forced payload kind, or null (detected). */
  kind: PayloadKind | null;
  /** Where the file's payloads are sent, or null (the file does not say). */
  destination: Destination | null;
  /** Every rule's setting for this file: its default, then the config (and its overrides), then the given rules. */
  rules: Record<string, RuleSetting>;
  /** The plugins the config loads, as written in it. */
  plugins: string[];
  /** The baseline file in use, or null. */
  baseline: string | null;
  /** The config's `placeholders` (forms, lengths, undeclared ones), or null: text is literal. */
  placeholders?: PlaceholderSettings | null;
  /** The config's `locales`, with the locale files found (by locale), or null. */
  locales?: { files: string; default: string; reference: string; found: Record<string, string> } | null;
}

/** Where `-` among the patterns reads from (the CLI's stdin). */
export interface StdinSource {
  /** The name given with --stdin-filename (absolute), or undefined. */
  name: string | undefined;
  read: () => Promise<Uint8Array>;
}

export interface LintFilesOptions {
  stdin?: StdinSource;
  /** Files a folder or glob search leaves out (a file named in `patterns` is still linted). */
  exclude?: readonly string[];
  /**
   * With `fix`: write each file's fixes (whole or not at all) as soon as it is linted, as
   * `cordlint lint --fix` does, so that a file met twice (through a link) is read fixed the second
   * time. A file whose fixes could not be written is reported as it is ({@link Cordlint.unwritten} says why).
   */
  writeFixes?: boolean;
  /** Runs on each file's result, with the text read from stdin for `-` (`lint --against` adds its findings here). */
  afterLint?: (result: LintResult, source: { file: string; text?: string }) => Promise<LintResult>;
}

/** A problem of the project's own files (a baseline that cannot be read or written), for stderr as it is. */
export class CordlintError extends Error {}

/** Config files and npm's manifests are never payloads: a folder search skips them by name. */
const NOT_PAYLOAD_NAMES = new Set<string>([...CONFIG_FILE_NAMES, 'package-lock.json', 'npm-shrinkwrap.json']);

/** A file whose fixes were computed: what was read, and how it was linted (to lint it again if the fixes cannot be written). */
interface Fixed {
  bytes: Uint8Array;
  config: LinterConfig;
  skipNonPayloads: boolean;
}

const dropBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

export class Cordlint {
  readonly cwd: string;
  private readonly options: CordlintOptions;
  /**
   * The Linter this project lints with (its fast path setting, --stats' times). A surface that
   * lints values rather than files (the guard, `serve`) lints with it and {@link linterConfigFor}'s config.
   */
  readonly linter: Linter;
  private readonly configFiles = new Map<string, string | undefined>();
  private readonly configs = new Map<string, Promise<LoadedConfig>>();
  /** Configs whose loading has finished: a file whose config is here is linted without waiting. */
  private readonly settledConfigs = new Map<string, LoadedConfig>();
  /** The config module, once a config has been loaded with it. */
  private configModule: typeof import('../config/load.js') | undefined;
  private explicitConfig: LoadedConfig | undefined;
  private baseline: LoadedBaseline | undefined;
  private started: Promise<void> | undefined;
  /** Configs loaded so far, for the rule list of reports (SARIF names plugin rules too). */
  private readonly loadedConfigs = new Set<LoadedConfig>();
  private readonly mergedRules = new Map<readonly Rule[] | undefined, readonly Rule[]>();
  /** The text of each file as read, when fixing (to print unchanged files with --fix-dry-run). */
  private readonly originals = new Map<string, string>();
  /** Files (and stdin) that began with a byte order mark: the printed fixed text keeps it, as --fix does. */
  private readonly withBom = new Set<string>();
  /** By result: a file's fixes are written only from the bytes its own result was made of. */
  private readonly fixed = new WeakMap<LintResult, Fixed>();
  /** Files whose fixes were not written, with why. */
  readonly unwritten: string[] = [];
  /** The locale files of each config with `locales`, read when the config is loaded. */
  private readonly translations = new Map<LoadedConfig, LoadedTranslations>();

  constructor(options: CordlintOptions = {}) {
    this.options = options;
    this.cwd = options.cwd ?? process.cwd();
    this.linter = new Linter(linterOptionsOf(options));
  }

  /** A project whose `config` file and baseline are read now: their errors come before anything is linted. */
  static async create(options: CordlintOptions = {}): Promise<Cordlint> {
    const project = new Cordlint(options);
    await project.start();
    return project;
  }

  private start(): Promise<void> {
    return (this.started ??= this.load());
  }

  private async load(): Promise<void> {
    const { options, cwd } = this;
    if (typeof options.config === 'string') {
      // Globs of a config given on the command line are relative to where cordlint runs, as ESLint does.
      this.explicitConfig = await this.loadConfig(path.resolve(cwd, options.config), cwd, true);
    }
    if (!options.writeBaseline && options.baseline !== false) {
      const file = options.baseline ? path.resolve(cwd, options.baseline) : findBaseline(cwd, options.within);
      if (file) {
        try {
          this.baseline = await readBaseline(file, options.within);
        } catch (error) {
          if (error instanceof BaselineError) throw new CordlintError(error.message);
          throw error;
        }
      }
    }
  }

  /** The baseline in use, if any. */
  get baselineFile(): string | undefined {
    return this.baseline?.filePath;
  }

  /** Fixes are computed. */
  get fixing(): boolean {
    return this.options.fix === true;
  }

  /** The config that applies in `directory` (undefined when there is none or lookup is off). */
  async configFor(directory: string): Promise<LoadedConfig | undefined> {
    await this.start();
    if (this.explicitConfig) return this.explicitConfig;
    if (this.options.configLookup === false) return undefined;
    const file = this.findConfig(directory);
    return file ? this.loadConfig(file) : undefined;
  }

  /** The nearest config file from `directory` up (up to `within` and no further, when set). */
  private findConfig(directory: string): string | undefined {
    const { within } = this.options;
    return within === undefined ? findConfigFile(directory, this.configFiles) : findConfigFileWithin(directory, within);
  }

  /**
   * The configuration text is linted with as if it were the file `filePath` (which need not exist):
   * its config and overrides, the options, its baseline entries, the locale tables, and, when
   * `text` names an `attachment://` file, the lookup of the attachments folder. The one place a
   * project and a path become a LinterConfig: every surface that lints without a file on disk (the
   * MCP server, `serve`, the guard, explain, convert's check) lints with this config and {@link linter}.
   * The config's `ignores` are not applied (see {@link isPathIgnored}).
   */
  async linterConfigFor(filePath: string, text?: string): Promise<LinterConfig> {
    const absolute = path.resolve(this.cwd, filePath);
    const now = await this.optionsFor(absolute);
    return text === undefined ? now.options : this.withAttachments(now, absolute, text);
  }

  /**
   * Whether JavaScript and TypeScript files are linted where `filePath` is: `--source`, or
   * `source: true` in its config. Named files always are; this decides for folders and editors.
   */
  async sourceWanted(filePath: string): Promise<boolean> {
    if (this.options.source === true) return true;
    return (await this.configFor(path.dirname(path.resolve(this.cwd, filePath))))?.config.source === true;
  }

  /** A folder named (or the working folder, for `.`) whose config says `source: true`. */
  private async configsAskForSource(operands: readonly string[]): Promise<boolean> {
    for (const operand of operands.length > 0 ? operands : ['.']) {
      const folder = path.resolve(this.cwd, operand);
      if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
      if ((await this.configFor(folder).catch(() => undefined))?.config.source === true) return true;
    }
    return false;
  }

  /** The configuration one file is linted with: its config, then the options. `ignored` when its config's `ignores` match. */
  async optionsFor(filePath: string): Promise<FileOptions> {
    const config = await this.configFor(path.dirname(filePath));
    // The config module (and the glob matcher, the schema validator...) loads only when there is a config.
    return this.optionsWith(filePath, config && (await import('../config/load.js')).optionsForFile(config, filePath), config);
  }

  /** Whether the config's `ignores` leave this file out. */
  async isPathIgnored(filePath: string): Promise<boolean> {
    return (await this.optionsFor(path.resolve(this.cwd, filePath))).ignored;
  }

  /** What applies to `filePath` (which need not exist), as lintFiles would use it (ESLint's calculateConfigForFile). */
  async calculateConfigForFile(filePath: string): Promise<FileConfig> {
    const absolute = path.resolve(this.cwd, filePath);
    const config = await this.configFor(path.dirname(absolute));
    const { ignored, options } = await this.optionsFor(absolute);
    const all = [...builtinRules, ...(options.extraRules ?? [])];
    resolveRules(options); // an unknown rule id is an error here too
    const rules = Object.fromEntries(all.map((rule) => [rule.meta.id, options.rules?.[rule.meta.id] ?? defaultSeverity(rule)]));
    return {
      filePath: absolute,
      configFile: config?.filePath ?? null,
      ignored,
      kind: options.kind ?? null,
      destination: options.destination ?? null,
      rules,
      plugins: config?.plugins.map((p) => p.specifier) ?? [],
      baseline: this.baselineFile ?? null,
      ...this.templatesOf(config, options),
    };
  }

  /**
   * Lints files, folders and globs (`-` is stdin when `stdin` is given): each file with its config,
   * the baseline, files that are plainly not payloads skipped. Results come in the order of the
   * expanded file list. Throws FileNotFoundError for a plain path that does not exist, ConfigError
   * for an invalid config, UnknownRuleError and CordlintError with a readable message.
   */
  async lintFiles(patterns: readonly string[], { stdin, exclude = [], writeFixes = false, afterLint }: LintFilesOptions = {}): Promise<ProjectLintOutcome> {
    await this.start();
    const { cwd } = this;
    const skipNamedNonPayloads = this.options.skipNonPayloads === true;
    const excluded = new Set(exclude);
    const operands = stdin ? patterns : patterns.filter((p) => p !== '-');
    const source = this.options.source === true || (await this.configsAskForSource(operands));
    const found = (await expandOperands(operands, cwd, this.options.errorOnUnmatchedPattern !== false, source)).filter((f) => !excluded.has(f) || operands.some((p) => path.resolve(cwd, p) === f));
    const named = new Set(operands.map((p) => path.resolve(cwd, p)));
    const notPayloads: string[] = [];
    // Config files and npm's manifests found in a folder are not payloads (a file named on the command line is linted).
    const files = found.filter((f) => {
      const keep = f === '-' || (named.has(f) && !skipNamedNonPayloads) || !NOT_PAYLOAD_NAMES.has(path.basename(f));
      if (!keep) notPayloads.push(f);
      return keep;
    });
    const stdinPath = stdin?.name ?? path.join(cwd, '<stdin>');
    await this.prepare(files.map((f) => (f === '-' ? stdinPath : f)));
    // Locale files are translations, not payloads, wherever they are met (their findings come with the payloads that use them).
    const localeFiles = this.localeFiles();
    if (localeFiles.size > 0) {
      for (let i = files.length - 1; i >= 0; i--) {
        if (!localeFiles.has(files[i]!)) continue;
        notPayloads.push(files[i]!);
        files.splice(i, 1);
      }
    }
    const forLocaleFiles: LocaleFileMessage[] = [];

    const results: LintResult[] = [];
    const ignored: string[] = [];
    const threads = this.threadsFor(files, { stdin: Boolean(stdin) && files.includes('-'), writeFixes, afterLint: afterLint !== undefined });
    if (threads > 1) {
      const skip = files.map((file) => skipNamedNonPayloads || !named.has(file));
      const { entries, byWorkers } = await lintOnThreads(files, skip, { threads, script: this.options.workerScript!, options: this.workerOptions() }, (i) => this.lintFileEntry(files[i]!, skip[i]!));
      entries.forEach((entry, i) => {
        if (entry.status === 'linted') results.push(entry.result);
        else (entry.status === 'ignored' ? ignored : notPayloads).push(files[i]!);
      });
      return { results, ignored, notPayloads, matched: found.length, threads: { count: threads, filesByWorkers: byWorkers } };
    }
    for (const file of files) {
      if (file === '-') {
        const bytes = await stdin!.read();
        const result = await this.lintStdin(stdin!.name ?? '<stdin>', bytes);
        results.push(afterLint ? await afterLint(result, { file: stdinPath, text: new TextDecoder().decode(bytes) }) : result);
        continue;
      }
      // Without waiting when nothing has to be loaded: thousands of files then cost no await each.
      let result = this.lintFileNow(file, skipNamedNonPayloads || !named.has(file));
      if (result instanceof Promise) result = await result;
      if (result && writeFixes && result.output !== undefined) result = await this.writeFixes(result);
      if (!result) ignored.push(file);
      else if (isSkippedNonPayload(result)) notPayloads.push(file);
      else {
        for (const m of localeMessagesOf(result)) forLocaleFiles.push(m);
        results.push(afterLint ? await afterLint(result, { file }) : result);
      }
    }
    // Also when every locale file was refused unread (one outside its config's folder): the refusal is said.
    const localeProblems = this.translations.size > 0 ? this.localeProblems(files) : [];
    if (localeFiles.size > 0 || localeProblems.length > 0) for (const r of localeResults(forLocaleFiles, localeProblems, this.cwd)) results.push(r);
    return { results, ignored, notPayloads, matched: found.length };
  }

  /**
   * Lints text as if it were the file `filePath` (which need not exist): that file's config, ignores,
   * overrides, plugins and baseline apply. Undefined when the config's `ignores` skip the file.
   * For editors: the text is what the buffer holds, not what is on disk.
   */
  async lintText(text: string, { filePath, fix = this.fixing, fixEdits = false }: { filePath: string; fix?: boolean; fixEdits?: boolean }): Promise<LintResult | undefined> {
    const absolute = path.resolve(this.cwd, filePath);
    const now = await this.optionsFor(absolute);
    if (now.ignored) return undefined;
    if (isSourceFile(absolute)) return this.lintSourceCode(absolute, now, text, { fix, fixEdits });
    await this.yamlFor(absolute, text);
    return this.linter.lintText(text, this.withAttachments(now, absolute, text), { filePath: absolute, fix, fixEdits, unsafeFixes: this.options.unsafeFixes === true });
  }

  /**
   * Writes the fixed text of each result that has one (ESLint's outputFixes), whole or not at all.
   * A file that no longer holds the text its fixes were made from (changed on disk since), or
   * that is read-only, is left as it is. The results back: a file whose fixes were not written is
   * reported as it is, not as it would have been ({@link unwritten} says why).
   */
  async outputFixes(results: readonly LintResult[]): Promise<LintResult[]> {
    const out: LintResult[] = [];
    for (const result of results) out.push(result.output === undefined ? result : await this.writeFixes(result));
    return out;
  }

  /** Writes one result's fixes; the file as it is (linted again) when they were not written. */
  private async writeFixes(result: LintResult): Promise<LintResult> {
    const fixed = this.fixed.get(result) ?? (await this.readForFixes(result));
    if (!fixed) return result;
    if (await this.write(result.filePath, fixed.bytes, result.output!)) return result;
    // The fixes were not written: report the file as it is, not as it would have been.
    if (isSourceFile(result.filePath)) {
      const decoded = decodeSource(fixed.bytes);
      return decoded.ok ? lintSourceText(this.linter, decoded.text, fixed.config, result.filePath) : unreadableResult(result.filePath, decoded.message);
    }
    return this.linter.lintBytes(fixed.bytes, fixed.config, { filePath: result.filePath, skipNonPayloads: fixed.skipNonPayloads });
  }

  /** A result this project did not read itself: its file is read now, and written only while it holds the result's `source`. */
  private async readForFixes(result: LintResult): Promise<Fixed | undefined> {
    const shown = displayPath(result.filePath, this.cwd);
    const read = result.filePath.startsWith('<') ? undefined : readPayloadFileSync(result.filePath);
    const decoded = read?.ok ? decodeSource(read.bytes) : undefined;
    if (!read?.ok || !decoded?.ok || decoded.text !== result.source) {
      this.unwritten.push(`${shown} does not hold the text its fixes were made from (it changed, or is no file); it was left as it is. Run cordlint --fix again.`);
      return undefined;
    }
    return { bytes: read.bytes, config: (await this.optionsFor(result.filePath)).options, skipNonPayloads: false };
  }

  /**
   * The fixed text to print: one file's text as it is (changed or not); of several files, those
   * that changed, each after a `==> file <==` line.
   */
  fixedText(results: readonly LintResult[]): string {
    const bom = (result: LintResult) => (this.withBom.has(result.filePath) ? '\uFEFF' : '');
    if (results.length === 1) {
      const result = results[0]!;
      return bom(result) + (result.output ?? this.originals.get(result.filePath) ?? '');
    }
    let out = '';
    for (const result of results) {
      if (result.output === undefined) continue;
      out += `==> ${displayPath(result.filePath, this.cwd)} <==\n${bom(result)}${result.output}${result.output.endsWith('\n') ? '' : '\n'}`;
    }
    return out;
  }

  /**
   * Records every finding of `results` in the baseline (`baseline`, the nearest one, or a new one
   * beside the nearest config), and returns what is left to report: fatal findings.
   */
  async recordBaseline(results: LintResult[]): Promise<{ file: string; files: number; findings: number; results: LintResult[] }> {
    const { cwd } = this;
    const file = this.options.baseline ? path.resolve(cwd, this.options.baseline) : (findBaseline(cwd) ?? path.join(await this.baselineFolder(), BASELINE_FILE_NAME));
    const previous = await readBaseline(file).then((b) => b.baseline, () => undefined);
    const baseline = await buildBaseline(file, results, previous);
    try {
      await writeBaseline(file, baseline);
    } catch (error) {
      throw new CordlintError(`cannot write the baseline ${file}: ${(error as Error).message}`);
    }
    const left = results.map((r) => {
      const messages = r.messages.filter((m) => m.fatal);
      return { ...r, messages, errorCount: messages.length, warningCount: 0, fatalErrorCount: messages.length, fixableErrorCount: 0, fixableWarningCount: 0 };
    });
    return { file, ...countEntries(baseline), results: left };
  }

  /** What --print-config says of templates: only when the config has them, so that other configs print as before. */
  private templatesOf(config: LoadedConfig | undefined, options: LinterConfig): Pick<FileConfig, 'placeholders' | 'locales'> {
    const locales = config?.config.locales;
    if (!options.placeholders && !locales) return {};
    const tables = (config && this.translations.get(config)?.translations.locales) ?? [];
    return {
      placeholders: options.placeholders ?? null,
      locales: locales ? { ...locales, found: Object.fromEntries(tables.map((t) => [t.locale, t.filePath])) } : null,
    };
  }

  /** Every locale file of the configs loaded so far. */
  private localeFiles(): Set<string> {
    const files = new Set<string>();
    for (const loaded of this.translations.values()) for (const f of loaded.files) files.add(f);
    return files;
  }

  /** The read and parse problems of the locale files of the configs that `files` use. */
  private localeProblems(files: readonly string[]): LintResult[] {
    const used = new Set<LoadedTranslations>();
    for (const directory of new Set(files.map((f) => path.dirname(f)))) {
      const config = this.configNow(directory);
      const loaded = config && config !== 'not yet' ? this.translations.get(config) : undefined;
      if (loaded) used.add(loaded);
    }
    return [...used].flatMap((t) => t.problems);
  }

  /** The loaded translations `filePath` belongs to as a locale file (its config loaded first), or undefined. */
  async translationsOfLocaleFile(filePath: string): Promise<{ loaded: LoadedTranslations; config: LoadedConfig } | undefined> {
    const absolute = path.resolve(this.cwd, filePath);
    // A locale file's config is the one of its folder or above, as for payloads.
    const config = await this.configFor(path.dirname(absolute)).catch(() => undefined);
    const loaded = config && this.translations.get(config);
    return loaded && config && loaded.files.includes(absolute) ? { loaded, config } : undefined;
  }

  /**
   * An editor's text for a locale file, instead of what is on disk: payloads linted from now on use
   * it. Returns the file's read and parse problems, or undefined when the file is no locale file.
   */
  async useLocaleText(filePath: string, text: string): Promise<LintResult | undefined> {
    const absolute = path.resolve(this.cwd, filePath);
    const found = await this.translationsOfLocaleFile(absolute);
    if (!found) return undefined;
    const { loaded } = found;
    const old = loaded.translations.locales.find((t) => t.filePath === absolute);
    const { readLocaleFile, localeOfFile, localeFileMessages } = await import('./locale-files.js');
    const locale = old?.locale ?? localeOfFile(found.config.config.locales!.files, found.config.baseDirectory, absolute);
    if (locale === undefined) return undefined;
    const read = await readLocaleFile(absolute, locale, displayPath(absolute, this.cwd), text);
    const others = loaded.translations.locales.filter((t) => t.filePath !== absolute);
    loaded.problems = loaded.problems.filter((p) => p.filePath !== absolute);
    if ('result' in read) {
      loaded.problems.push(read.result);
      loaded.translations = { ...loaded.translations, locales: others };
      return read.result;
    }
    loaded.translations = { ...loaded.translations, locales: [...others, read.table] };
    const problems = localeFileMessages(read, found.config.config.locales!.reference, this.cycleSetting(found.config));
    const result = summariseResult(absolute, problems);
    if (problems.length > 0) loaded.problems.push(result);
    return result;
  }

  /** The locale file findings that linting `result` made (the language server shows them in the locale files). */
  localeFindingsOf(result: LintResult): LintResult[] {
    return localeResults(localeMessagesOf(result), [], this.cwd);
  }

  /** Metadata of every rule this run knew: the built-in ones, then the plugins' of the configs used. */
  ruleMetas(): RuleMeta[] {
    const metas = builtinRules.map((r) => r.meta);
    const seen = new Set(metas.map((m) => m.id));
    for (const rules of [...[...this.loadedConfigs].map((c) => c.pluginRules), this.options.extraRules ?? []]) {
      for (const rule of rules) {
        if (!seen.has(rule.meta.id)) metas.push(rule.meta), seen.add(rule.meta.id);
      }
    }
    return metas;
  }

  /**
   * Loads and checks every config that `files` use, and the given rule ids against each (plugin
   * rules included), before any file is linted: a wrong config then stops the run before a fix
   * has been written.
   */
  private async prepare(files: readonly string[]): Promise<void> {
    const checked = new Set<LoadedConfig | undefined>();
    for (const directory of new Set(files.map((f) => path.dirname(f)))) {
      const config = await this.configFor(directory);
      if (checked.has(config)) continue;
      checked.add(config);
      if (this.options.rules) resolveRules({ rules: this.options.rules, extraRules: [...(config?.pluginRules ?? []), ...(this.options.extraRules ?? [])] });
    }
  }

  /**
   * How many threads lint these files (see {@link CordlintOptions.concurrency}): one whenever a file's
   * result needs this project's own state (fixes to write, stdin, translations shared by every file,
   * plugins and extra rules, --stats' times, what `afterLint` adds).
   */
  private threadsFor(files: readonly string[], run: { stdin: boolean; writeFixes: boolean; afterLint: boolean }): number {
    const { options } = this;
    if (!options.workerScript || options.concurrency === undefined || options.concurrency === 'off') return 1;
    if (run.stdin || run.writeFixes || run.afterLint || this.fixing || options.ruleTimes || options.extraRules || this.translations.size > 0) return 1;
    if (this.explicitConfig?.plugins.length || [...this.loadedConfigs].some((config) => config.plugins.length > 0)) return 1;
    return threadCount(options.concurrency, files.length);
  }

  /** The options of a worker thread's project: these, as plain data, linting on its one thread. */
  private workerOptions(): CordlintOptions {
    const { ruleTimes: _times, extraRules: _rules, workerScript: _script, env, ...rest } = this.options;
    return { ...rest, ...(env ? { env: { ...env } } : {}), concurrency: 'off' };
  }

  /** What became of one file of a run (./threads.ts): its result, ignored, or plainly not a payload. */
  lintFileEntry(filePath: string, skipNonPayloads: boolean): FileEntry | Promise<FileEntry> {
    const result = this.lintFileNow(filePath, skipNonPayloads);
    return result instanceof Promise ? result.then(entryOf) : entryOf(result);
  }

  /** A file's result, without waiting when its config and parser are loaded; undefined when it is ignored. */
  private lintFileNow(filePath: string, skipNonPayloads: boolean): LintResult | undefined | Promise<LintResult | undefined> {
    const now = this.optionsNow(filePath);
    if (!now) return this.optionsFor(filePath).then(() => this.lintFileNow(filePath, skipNonPayloads));
    if (now.ignored) return undefined;
    if (isSourceFile(filePath)) return this.lintSourceFile(filePath, now);
    if (this.fixing) {
      const read = readPayloadFileSync(filePath);
      if (read.ok) return this.lintFixing(filePath, read.bytes, now, skipNonPayloads);
      // Not read: the quick read below says why, in the same words.
    }
    // Synchronous on purpose: files are linted one after another, and an awaited read per file
    // spends most of a large run waiting on the thread pool (measured: 60% of a 3000-file run).
    const read = readPayloadTextSync(filePath);
    if (!read.ok) return unreadableResult(filePath, read.message);
    const config = this.withAttachments(now, filePath, read.text);
    const lint = () => this.linter.lintText(read.text, config, { filePath, skipNonPayloads, ...this.fixEditOptions() });
    return this.yamlNeeded(filePath, read.text) ? loadYamlParser().then(lint) : lint();
  }

  /**
   * A JavaScript or TypeScript file: the payloads its code sends (src/source/). Its fixes are those
   * that map onto literals of the code; with --fix they are applied (and written from the bytes read).
   */
  private lintSourceFile(filePath: string, now: FileOptions, text?: string, fix = this.fixing && text === undefined): LintResult | Promise<LintResult> {
    const options = { ...this.fixEditOptions() };
    if (fix) {
      const read = readPayloadFileSync(filePath);
      if (!read.ok) return unreadableResult(filePath, read.message);
      this.remember(filePath, read.bytes);
      const decoded = decodeSource(read.bytes);
      if (!decoded.ok) return unreadableResult(filePath, decoded.message);
      const lint = async () => {
        const { fixSourceText } = await import('../source/fix-file.js');
        const result = fixSourceText(this.linter, decoded.text, now.options, filePath, options);
        this.fixed.set(result, { bytes: read.bytes, config: now.options, skipNonPayloads: false });
        return result;
      };
      return sourceParserLoaded() ? lint() : loadSourceParser().then(lint);
    }
    const read = text === undefined ? readPayloadTextSync(filePath) : { ok: true as const, text };
    if (!read.ok) return unreadableResult(filePath, read.message);
    const lint = () => lintSourceText(this.linter, read.text, now.options, filePath, options);
    return sourceParserLoaded() ? lint() : loadSourceParser().then(lint);
  }

  /** Source code held in memory (an editor's buffer, stdin): its fixes applied to `output` with `fix`, never written. */
  private async lintSourceCode(filePath: string, now: FileOptions, text: string, { fix, fixEdits }: { fix: boolean; fixEdits: boolean }): Promise<LintResult> {
    if (!sourceParserLoaded()) await loadSourceParser();
    const options = { ...(fixEdits ? { fixEdits } : {}), ...(this.options.unsafeFixes ? { unsafeFixes: true } : {}) };
    if (!fix) return lintSourceText(this.linter, text, now.options, filePath, options);
    const { fixSourceText } = await import('../source/fix-file.js');
    return fixSourceText(this.linter, text, now.options, filePath, options);
  }

  private async lintFixing(filePath: string, bytes: Uint8Array, now: FileOptions, skipNonPayloads: boolean): Promise<LintResult> {
    this.remember(filePath, bytes);
    const decoded = decodeSource(bytes);
    if (!decoded.ok) return unreadableResult(filePath, decoded.message);
    await this.yamlFor(filePath, decoded.text);
    const config = this.withAttachments(now, filePath, decoded.text);
    const result = this.linter.lintText(decoded.text, config, { filePath, fix: true, skipNonPayloads, unsafeFixes: this.options.unsafeFixes === true });
    this.fixed.set(result, { bytes, config, skipNonPayloads });
    return result;
  }

  /** Lints stdin; its config is looked up from the --stdin-filename folder, or the working folder. Its fixes are printed, never written. */
  private async lintStdin(name: string, bytes: Uint8Array): Promise<LintResult> {
    const located = path.isAbsolute(name) ? name : path.join(this.cwd, name);
    const now = await this.optionsFor(located);
    if (this.fixing) this.remember(name, bytes);
    const decoded = decodeSource(bytes);
    if (!decoded.ok) return unreadableResult(name, decoded.message);
    if (isSourceFile(name)) return this.lintSourceCode(name, now, decoded.text, { fix: this.fixing, fixEdits: this.options.fixEdits === true });
    await this.yamlFor(name, decoded.text);
    // Stdin's attachment files are looked for where --stdin-filename places it.
    const options = this.withAttachments(now, name.startsWith('<') ? located : name, decoded.text);
    // Stdin without a name has no place in the baseline.
    const { baseline: _baseline, ...unnamed } = options;
    return this.linter.lintText(decoded.text, name.startsWith('<') ? unnamed : options, { filePath: name, fix: this.fixing, ...this.fixEditOptions() });
  }

  /** The fix options of a call: fix edits when asked for, and whether unsafe fixes count as fixes. */
  private fixEditOptions(): { fixEdits?: boolean; unsafeFixes?: boolean } {
    const { fixEdits, unsafeFixes } = this.options;
    return { ...(fixEdits ? { fixEdits } : {}), ...(unsafeFixes ? { unsafeFixes } : {}) };
  }

  private yamlNeeded(filePath: string, text: string): boolean {
    return !yamlParserIfLoaded() && formatOf(filePath, text) === 'yaml';
  }

  /** Loads the YAML parser when `text` is YAML and it is not loaded yet. */
  private async yamlFor(filePath: string, text: string): Promise<void> {
    if (this.yamlNeeded(filePath, dropBom(text))) await loadYamlParser();
  }

  /** The options for one file without waiting, or undefined when its config has not been loaded yet. */
  private optionsNow(filePath: string): FileOptions | undefined {
    if (!this.started) return undefined;
    const config = this.configNow(path.dirname(filePath));
    if (config === 'not yet') return undefined;
    if (config && !this.configModule) return undefined;
    return this.optionsWith(filePath, config && this.configModule!.optionsForFile(config, filePath), config);
  }

  /** The options over a file's config: the command line's rules, kind, extra rules and directive setting, and the baseline's entries for it. */
  private optionsWith(filePath: string, fromConfig: FileOptions | undefined, config?: LoadedConfig): FileOptions {
    const { options: flags } = this;
    const options: LinterConfig = { ...fromConfig?.options };
    const translations = config && this.translations.get(config);
    if (translations) options.locales = translations.translations;
    if (flags.rules) options.rules = mergeRuleSettings({ ...(options.rules ?? {}) }, flags.rules);
    if (flags.kind) options.kind = flags.kind;
    if (flags.preview) options.preview = true;
    if (flags.destination) options.destination = flags.destination;
    else if (flags.defaultDestination && !options.destination) options.destination = flags.defaultDestination;
    if (flags.withComponents !== undefined) options.withComponents = flags.withComponents;
    if (flags.channel) options.channel = flags.channel;
    if (flags.extraRules?.length) options.extraRules = this.withExtraRules(options.extraRules);
    if (flags.reportUnusedDisableDirectives) options.reportUnusedDisableDirectives = flags.reportUnusedDisableDirectives === true ? 'error' : flags.reportUnusedDisableDirectives;
    if (flags.allowInlineConfig === false) options.allowInlineConfig = false;
    if (this.baseline) {
      const { filePath: baselinePath, baseline } = this.baseline;
      options.baseline = { name: path.basename(baselinePath), entries: baselineEntriesOf(baseline, baselineFileKey(baselinePath, path.resolve(filePath))) };
    }
    // Without a config, attachment files are looked for beside the payload; a config may move or turn that off.
    const attachments = fromConfig ? fromConfig.attachments : { configured: false, maxSize: DEFAULT_MAX_ATTACHMENT_SIZE };
    return { ignored: flags.ignore !== false && fromConfig !== undefined && fromConfig.ignored, options, ...(attachments ? { attachments } : {}) };
  }

  /** The config a text is linted with: with its attachments folder's lookup when it names an `attachment://` file. */
  private withAttachments(now: FileOptions, filePath: string, text: string): LinterConfig {
    if (!now.attachments || !text.includes('attachment://') || filePath.startsWith('<')) return now.options;
    return { ...now.options, attachments: attachmentFilesFor(filePath, now.attachments, this.cwd) };
  }

  /** The config of `directory` if it is known now: none, a loaded one, or 'not yet' (configFor loads it). */
  private configNow(directory: string): LoadedConfig | undefined | 'not yet' {
    if (this.explicitConfig) return this.explicitConfig;
    if (this.options.configLookup === false) return undefined;
    const file = this.findConfig(directory);
    return file ? (this.settledConfigs.get(file) ?? 'not yet') : undefined;
  }

  private remember(name: string, bytes: Uint8Array): void {
    this.originals.set(name, new TextDecoder('utf-8').decode(bytes));
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) this.withBom.add(name);
  }

  /** A new baseline goes beside the nearest config, or into the working folder. */
  private async baselineFolder(): Promise<string> {
    const config = await this.configFor(this.cwd).catch(() => undefined);
    return config && !this.explicitConfig ? path.dirname(config.filePath) : this.cwd;
  }

  /** Writes the fixed text; false (and why, in `unwritten`) when it was not written. */
  private async write(filePath: string, bytes: Uint8Array, output: string): Promise<boolean> {
    const { writeFixedFile } = await import('./write-fixed.js');
    const shown = displayPath(filePath, this.cwd);
    try {
      const outcome = await writeFixedFile(filePath, bytes, output);
      if (outcome === 'changed-on-disk') {
        this.unwritten.push(`${shown} changed on disk while cordlint was fixing it; it was left as it is. Run cordlint --fix again.`);
      } else if (outcome === 'read-only') {
        this.unwritten.push(`${shown} is read-only; its fixes were not written. Make it writable (chmod u+w ${shown}) and run cordlint --fix again, or see them with --fix-dry-run.`);
      }
      return outcome === 'written' || outcome === 'unchanged';
    } catch (error) {
      this.unwritten.push(`${shown} could not be written: ${(error as Error).message}`);
      return false;
    }
  }

  private loadConfig(file: string, baseDirectory?: string, explicit = false): Promise<LoadedConfig> {
    let loaded = this.configs.get(file);
    if (!loaded) {
      loaded = Promise.all([import('../config/load.js'), import('../config/plugin-policy.js')])
        .then(async ([configModule, { mayLoadPlugins }]) => {
          this.configModule = configModule;
          const trustedFolder = this.options.trustedFolder === undefined ? this.cwd : this.options.trustedFolder;
          const allowPlugins = await mayLoadPlugins(file, {
            trustedFolder,
            explicit,
            allowFlag: this.options.allowPlugins ?? false,
            env: this.options.env ?? {},
            grants: async () => {
              const trusted = this.options.configLookup === false || trustedFolder === null ? undefined : findConfigFile(trustedFolder, this.configFiles);
              if (!trusted || trusted === file) return undefined;
              const root = await this.loadConfig(trusted).catch(() => undefined);
              return root && { configFile: trusted, allowPluginsIn: root.config.allowPluginsIn };
            },
          });
          // A config that may not run code is not the user's own either: what it names stays in its folder.
          const within = this.options.within;
          const config = await configModule.loadConfig(file, { ...(baseDirectory ? { baseDirectory } : {}), ...(within !== undefined ? { within } : {}), allowPlugins, confined: !allowPlugins });
          return { config, confined: !allowPlugins };
        })
        .then(async ({ config, confined }) => {
          // Locale files are read with the config: every file it applies to is linted against them.
          if (config.config.locales) {
            const { loadTranslations } = await import('./locale-files.js');
            this.translations.set(config, await loadTranslations(config.config.locales, config.baseDirectory, this.cwd, confined ? path.dirname(config.filePath) : undefined, this.cycleSetting(config)));
          }
          this.loadedConfigs.add(config);
          this.settledConfigs.set(file, config);
          return config;
        });
      this.configs.set(file, loaded);
    }
    return loaded;
  }

  /** translation-cycle's setting for a config's locale files: --rule (the options) first, then the config. */
  private cycleSetting(config: LoadedConfig): RuleSetting | undefined {
    return this.options.rules?.['translation-cycle'] ?? (config.config.rules as Record<string, RuleSetting> | undefined)?.['translation-cycle'];
  }

  /** A config's plugin rules and the extra rules, one list per config (rule lists are cached by identity). */
  private withExtraRules(pluginRules: readonly Rule[] | undefined): readonly Rule[] {
    let merged = this.mergedRules.get(pluginRules);
    if (!merged) this.mergedRules.set(pluginRules, (merged = [...(pluginRules ?? []), ...(this.options.extraRules ?? [])]));
    return merged;
  }
}

/** The Linter's own options among a project's: its fast path switch and --stats' times. */
export function linterOptionsOf(options: CordlintOptions): LinterOptions {
  return { ...(options.fastPath === false ? { fastPath: false } : {}), ...(options.ruleTimes ? { ruleTimes: options.ruleTimes } : {}) };
}

function entryOf(result: LintResult | undefined): FileEntry {
  if (!result) return { status: 'ignored' };
  return isSkippedNonPayload(result) ? { status: 'not-payload' } : { status: 'linted', result };
}
