/**
 * What `cordlint lint` does around each file: find and apply its config (rules, overrides,
 * ignores, plugins), the command line's settings over it, the baseline, and --fix.
 */
import { readPayloadFileSync } from '../load/read-file.js';
import { escapeControls } from '../util/escape-text.js';
import path from 'node:path';
import { findConfigFile } from '../config/find.js';
import type { ConfigError } from '../config/errors.js';
import type { FileOptions, LoadedConfig } from '../config/load.js';
import { displayPath } from '../format/display-path.js';
import { lintBytes, lintFile, lintFileNow, mergeRuleSettings, resolveRules, type LintOptions, type RuleSetting } from '../lint.js';
import type { PayloadKind } from '../payload/detect.js';
import {
  BASELINE_FILE_NAME,
  BaselineError,
  buildBaseline,
  countEntries,
  findBaseline,
  readBaseline,
  writeBaseline,
  type LoadedBaseline,
} from '../suppress/baseline.js';
import type { LintResult } from '../types.js';
import type { Io } from './main.js';
import { builtinRules } from '../../rules/index.js';
import type { ActiveRule } from '../engine/lint-document.js';
import type { Rule, RuleMeta } from '../engine/rule.js';

export interface SessionFlags {
  /** --config: one config file for every payload. */
  config?: string;
  /** False with --no-config-lookup. */
  configLookup?: boolean;
  /** --allow-plugins: load the plugins of configs found inside linted folders too. */
  allowPlugins?: boolean;
  ignore?: boolean;
  fix?: boolean;
  fixDryRun?: boolean;
  /** The baseline file; false for none (default: the nearest .cordlint-baseline.json). */
  baseline?: string | false;
  writeBaseline?: boolean;
  reportUnusedDisableDirectives?: boolean;
  kind?: PayloadKind;
  rules?: Record<string, RuleSetting>;
  /** Rules given in code (the library's `extraRules`), run after the built-in and plugin ones. */
  extraRules?: readonly Rule[];
}

/** A problem that ends the run with exit 2, with its message for stderr. */
export class SessionError extends Error {}

export class LintSession {
  private readonly configFiles = new Map<string, string | undefined>();
  private readonly configs = new Map<string, Promise<LoadedConfig>>();
  /** Configs whose loading has finished, for lintPathNow. */
  private readonly settledConfigs = new Map<string, LoadedConfig>();
  /** The config module, once a config has been loaded with it. */
  private configModule: typeof import('../config/load.js') | undefined;
  private explicitConfig: LoadedConfig | undefined;
  private baseline: LoadedBaseline | undefined;
  /** Files whose fixes were not written, with why. */
  readonly unwritten: string[] = [];
  /** The text of each file as read, when fixing (to print unchanged files with --fix-dry-run). */
  private readonly originals = new Map<string, string>();
  /** Files (and stdin) that began with a byte order mark: the printed fixed text keeps it, as --fix does. */
  private readonly withBom = new Set<string>();
  /** Configs loaded so far, for the rule list of reports (SARIF names plugin rules too). */
  private readonly loadedConfigs = new Set<LoadedConfig>();
  /**
   * Resolved rule lists by their settings: thousands of files share a handful of settings, and the
   * engine caches per rule list, so each distinct setting is resolved once.
   */
  private readonly resolvedRules = new Map<readonly Rule[] | undefined, Map<string, ActiveRule[]>>();
  private readonly mergedRules = new Map<readonly Rule[] | undefined, readonly Rule[]>();

  private constructor(
    private readonly flags: SessionFlags,
    private readonly io: Io,
  ) {}

  static async start(flags: SessionFlags, io: Io): Promise<LintSession> {
    const session = new LintSession(flags, io);
    if (typeof flags.config === 'string') {
      // Globs of a config given on the command line are relative to where cordlint runs, as ESLint does.
      session.explicitConfig = await session.load(path.resolve(io.cwd, flags.config), io.cwd, true);
    }
    if (!flags.writeBaseline && flags.baseline !== false) {
      const file = flags.baseline ? path.resolve(io.cwd, flags.baseline) : findBaseline(io.cwd);
      if (file) {
        try {
          session.baseline = await readBaseline(file);
        } catch (error) {
          if (error instanceof BaselineError) throw new SessionError(error.message);
          throw error;
        }
      }
    }
    return session;
  }

  /** The baseline in use, if any. */
  get baselineFile(): string | undefined {
    return this.baseline?.filePath;
  }

  /** Fixes are computed (and written, unless this is a dry run). */
  get fixing(): boolean {
    return Boolean(this.flags.fix || this.flags.fixDryRun);
  }

  /** The options for one file: its config, then the command line. `ignored` when its config's `ignores` match. */
  async optionsFor(filePath: string): Promise<FileOptions> {
    const config = await this.configFor(path.dirname(filePath));
    // The config module (and the glob matcher, the schema validator...) loads only when there is a config.
    return this.optionsWith(config && (await import('../config/load.js')).optionsForFile(config, filePath));
  }

  /** optionsFor without waiting, or undefined when the file's config has not been loaded yet. */
  private optionsNow(filePath: string): FileOptions | undefined {
    const config = this.configNow(path.dirname(filePath));
    if (config === 'not yet') return undefined;
    if (config && !this.configModule) return undefined;
    return this.optionsWith(config && this.configModule!.optionsForFile(config, filePath));
  }

  private optionsWith(fromConfig: FileOptions | undefined): FileOptions {
    const options: LintOptions = { ...fromConfig?.options };
    if (this.flags.rules) options.rules = mergeRuleSettings({ ...(options.rules ?? {}) }, this.flags.rules);
    if (this.flags.kind) options.kind = this.flags.kind;
    if (this.flags.extraRules?.length) options.extraRules = this.withExtraRules(options.extraRules);
    if (this.flags.reportUnusedDisableDirectives) options.reportUnusedDisableDirectives = 'error';
    if (this.baseline) options.baseline = this.baseline;
    if (this.fixing) options.fix = true;
    return { ignored: this.flags.ignore !== false && fromConfig !== undefined && fromConfig.ignored, options };
  }

  /** The config of `directory` if it is known now: none, a loaded one, or 'not yet' (configFor loads it). */
  private configNow(directory: string): LoadedConfig | undefined | 'not yet' {
    if (this.explicitConfig) return this.explicitConfig;
    if (this.flags.configLookup === false) return undefined;
    const file = findConfigFile(directory, this.configFiles);
    return file ? (this.settledConfigs.get(file) ?? 'not yet') : undefined;
  }

  /** The config that applies in `directory` (undefined when there is none or lookup is off). */
  async configFor(directory: string): Promise<LoadedConfig | undefined> {
    if (this.explicitConfig) return this.explicitConfig;
    if (this.flags.configLookup === false) return undefined;
    const file = findConfigFile(directory, this.configFiles);
    return file ? this.load(file) : undefined;
  }

  /**
   * Loads and checks every config that `files` use, and the command line's rule ids against each
   * (plugin rules included), before any file is linted: a wrong config then stops the run before
   * --fix has written anything.
   */
  async prepare(files: readonly string[]): Promise<void> {
    const checked = new Set<LoadedConfig | undefined>();
    for (const directory of new Set(files.map((f) => path.dirname(f)))) {
      const config = await this.configFor(directory);
      if (checked.has(config)) continue;
      checked.add(config);
      if (this.flags.rules) resolveRules({ rules: this.flags.rules, extraRules: [...(config?.pluginRules ?? []), ...(this.flags.extraRules ?? [])] });
    }
  }

  /**
   * Lints a file from disk; with --fix, writes the fixed text. Undefined when the file is ignored.
   * With `skipNonPayload`, a file that is plainly not a payload is not linted (see isSkippedNonPayload).
   */
  async lintPath(filePath: string, { skipNonPayload = false }: { skipNonPayload?: boolean } = {}): Promise<LintResult | undefined> {
    const { ignored, options } = await this.optionsFor(filePath);
    if (ignored) return undefined;
    if (skipNonPayload) options.skipNonPayloads = true;
    const rules = this.rulesFor(options);
    if (!this.fixing) return lintFileNow(filePath, options, rules);
    const read = readPayloadFileSync(filePath);
    if (!read.ok) return lintFile(filePath, options, rules); // reports why it cannot be read
    const bytes = read.bytes;
    const result = await lintBytes(filePath, bytes, options, rules);
    this.remember(filePath, bytes);
    if (this.flags.fix && !this.flags.fixDryRun && result.output !== undefined && !(await this.write(filePath, bytes, result.output))) {
      // The fixes were not written: report the file as it is, not as it would have been.
      return lintBytes(filePath, bytes, { ...options, fix: false }, rules);
    }
    return result;
  }

  /**
   * lintPath without waiting when nothing has to be loaded or written (the config is known, the file
   * is JSON, nothing is fixed): thousands of files then cost no await each. A promise otherwise.
   */
  lintPathNow(filePath: string, flags: { skipNonPayload?: boolean } = {}): LintResult | undefined | Promise<LintResult | undefined> {
    const now = this.fixing ? undefined : this.optionsNow(filePath);
    if (!now) return this.lintPath(filePath, flags);
    if (now.ignored) return undefined;
    if (flags.skipNonPayload) now.options.skipNonPayloads = true;
    return lintFileNow(filePath, now.options, this.rulesFor(now.options));
  }

  /** Lints stdin; its config is looked up from the --stdin-filename folder, or the working folder. */
  async lintStdin(name: string, bytes: Uint8Array): Promise<LintResult> {
    const { options } = await this.optionsFor(path.isAbsolute(name) ? name : path.join(this.io.cwd, name));
    if (this.fixing) this.remember(name, bytes);
    return lintBytes(name, bytes, options);
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
      out += `==> ${displayPath(result.filePath, this.io.cwd)} <==\n${bom(result)}${result.output}${result.output.endsWith('\n') ? '' : '\n'}`;
    }
    return out;
  }

  private remember(name: string, bytes: Uint8Array): void {
    this.originals.set(name, decodeText(bytes));
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) this.withBom.add(name);
  }

  /** With --write-baseline: records every finding of `results` and reports what is left (fatal findings). */
  async writeBaseline(results: LintResult[]): Promise<LintResult[]> {
    const file = this.flags.baseline
      ? path.resolve(this.io.cwd, this.flags.baseline)
      : (findBaseline(this.io.cwd) ?? path.join(await this.baselineFolder(), BASELINE_FILE_NAME));
    const previous = await readBaseline(file).then((b) => b.baseline, () => undefined);
    const baseline = await buildBaseline(file, results, previous);
    try {
      await writeBaseline(file, baseline);
    } catch (error) {
      throw new SessionError(`cannot write the baseline ${file}: ${(error as Error).message}`);
    }
    const { files, findings } = countEntries(baseline);
    this.io.stderr(`cordlint: wrote ${displayPath(file, this.io.cwd)} (${findings} ${findings === 1 ? 'finding' : 'findings'} in ${files} ${files === 1 ? 'file' : 'files'}); they are not reported from now on.\n`);
    return results.map((r) => {
      const messages = r.messages.filter((m) => m.fatal);
      return { ...r, messages, errorCount: messages.length, warningCount: 0, fatalErrorCount: messages.length };
    });
  }

  /** A new baseline goes beside the nearest config, or into the working folder. */
  private async baselineFolder(): Promise<string> {
    const config = await this.configFor(this.io.cwd).catch(() => undefined);
    return config && !this.explicitConfig ? path.dirname(config.filePath) : this.io.cwd;
  }

  /** Writes the fixed text; false (and why, in `unwritten`) when it was not written. */
  private async write(filePath: string, bytes: Uint8Array, output: string): Promise<boolean> {
    const { writeFixedFile } = await import('../fix/write-fixed.js');
    const shown = displayPath(filePath, this.io.cwd);
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

  private load(file: string, baseDirectory?: string, explicit = false): Promise<LoadedConfig> {
    let loaded = this.configs.get(file);
    if (!loaded) {
      loaded = Promise.all([import('../config/load.js'), import('../config/plugin-policy.js')])
        .then(([configModule, { pluginsAllowed }]) => {
          this.configModule = configModule;
          const { loadConfig } = configModule;
          const allowPlugins = pluginsAllowed(file, { cwd: this.io.cwd, explicit, allowFlag: this.flags.allowPlugins ?? false, env: this.io.env });
          return loadConfig(file, { ...(baseDirectory ? { baseDirectory } : {}), allowPlugins });
        })
        .then((config) => {
          this.loadedConfigs.add(config);
          this.settledConfigs.set(file, config);
          return config;
        });
      this.configs.set(file, loaded);
    }
    return loaded;
  }

  /** A config's plugin rules and the extra rules, one list per config (rule lists are cached by identity). */
  private withExtraRules(pluginRules: readonly Rule[] | undefined): readonly Rule[] {
    let merged = this.mergedRules.get(pluginRules);
    if (!merged) this.mergedRules.set(pluginRules, (merged = [...(pluginRules ?? []), ...(this.flags.extraRules ?? [])]));
    return merged;
  }

  private rulesFor(options: LintOptions): ActiveRule[] {
    let bySettings = this.resolvedRules.get(options.extraRules);
    if (!bySettings) this.resolvedRules.set(options.extraRules, (bySettings = new Map()));
    const key = JSON.stringify(options.rules ?? {});
    let rules = bySettings.get(key);
    if (!rules) bySettings.set(key, (rules = resolveRules(options)));
    return rules;
  }

  /** Metadata of every rule this run knew: the built-in ones, then the plugins' of the configs used. */
  ruleMetas(): RuleMeta[] {
    const metas = builtinRules.map((r) => r.meta);
    const seen = new Set(metas.map((m) => m.id));
    for (const rules of [...[...this.loadedConfigs].map((c) => c.pluginRules), this.flags.extraRules ?? []]) {
      for (const rule of rules) {
        if (!seen.has(rule.meta.id)) metas.push(rule.meta), seen.add(rule.meta.id);
      }
    }
    return metas;
  }
}

function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/** The message of a config error, for stderr: the file, then each key and what is wrong with it. */
export function describeConfigError(error: ConfigError, cwd: string): string {
  const file = displayPath(error.filePath, cwd) || '.';
  // A config inside a linted folder is someone else's text too.
  const lines = error.problems.map((p) => `  ${escapeControls(p.key)}: ${escapeControls(p.message)}`);
  return `cordlint: invalid config ${file}:\n${lines.join('\n')}\n`;
}
