/**
 * Linting an editor's text the way `cordlint lint` lints the file on disk: the project class the
 * CLI uses (config discovery, overrides, ignores, plugins, the baseline), one per workspace folder,
 * lints the buffer's text. A project is dropped when a config or baseline it depends on changes.
 */
import type { Destination } from '../payload/destination.js';
import { statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/errors.js';
import { findConfigFile } from '../config/find.js';
import type { LinterConfig } from '../linter/linter.js';
import { UnknownRuleError } from '../linter/rule-settings.js';
import { findBaseline } from '../project/baseline-file.js';
import { Cordlint, CordlintError } from '../project/cordlint.js';
import { describeConfigError } from '../project/describe-error.js';
import type { LintMessage } from '../types.js';
import { isPayloadCandidate } from './payload-candidate.js';
import { isSourceFile } from '../source/lint-file.js';

export interface EditorLint {
  /** The findings, each with its fix's edits and its suggestions; empty for files cordlint does not lint. */
  messages: LintMessage[];
  /** The configuration the text was linted with; undefined when it was not linted ("fix all" is offered only then). */
  options?: LinterConfig;
  /** Why the text could not be linted (an invalid config, an unreadable baseline...). */
  problem?: string;
  /** The text is a locale file of its config (`locales.files`): its findings come from the payloads that use it. */
  localeFile?: boolean;
}

/** Names a locale file may have (`locales.files`): Fluent, i18next JSON and YAML. */
const LOCALE_NAME = /\.(?:ftl|json|ya?ml)$/i;

interface ProjectEntry {
  project: Promise<Cordlint>;
  /** The config file each folder found (`-` for none), as the project cached it. */
  configs: Map<string, string>;
  /** Config and baseline files the project read, with their modification times and sizes. */
  stamps: Map<string, string>;
  /** The baseline the project found when it started (`-` for none). */
  baseline: string;
}

export class Project {
  private readonly projects = new Map<string, ProjectEntry>();
  /** The editor's texts of open locale files: every lint uses them rather than what is on disk. */
  private readonly localeTexts = new Map<string, string>();
  /** The locale texts each project has been given, so that each is parsed once per project. */
  private readonly appliedTexts = new WeakMap<Cordlint, Map<string, string>>();

  /**
   * @param roots the workspace folders: a file's project works from the folder that holds it (where
   *   the CLI would run), or from the file's own folder outside them.
   * @param log where to write what a plugin prints and what went wrong.
   * @param allowPlugins load the plugins of any config (`cordlint lsp --allow-plugins`). Otherwise
   *   the CLI's policy holds with the workspace folder as the trusted folder: plugins load from a
   *   config in it or above it; a config below it that names plugins is one diagnostic, and none
   *   of its code runs (`CORDLINT_ALLOW_PLUGINS=1` in the editor's environment allows them too).
   *   A file outside every workspace folder (or opened with no folder) has no trusted folder: no
   *   config found for it loads plugins.
   */
  constructor(
    private readonly roots: () => readonly string[],
    private readonly log: (text: string) => void,
    private readonly allowPlugins = false,
    /** The destination the client named (initializationOptions), for files whose config names none. */
    private readonly destination: () => Destination | undefined = () => undefined,
  ) {}

  /** Forgets every loaded config and baseline (one of them changed). */
  forget(): void {
    this.projects.clear();
  }

  /** An open locale file's text changed: lints from now on use it (set before any lint is scheduled, so none can miss it). */
  noteLocaleText(filePath: string, text: string): void {
    this.localeTexts.set(filePath, text);
  }

  /** An open locale file was closed: its text on disk counts again (for projects made from now on). */
  forgetLocaleText(filePath: string): void {
    this.localeTexts.delete(filePath);
  }

  /** Gives the project the open locale files' texts it does not have yet. */
  private async withLocaleTexts(project: Cordlint): Promise<void> {
    let applied = this.appliedTexts.get(project);
    if (!applied) this.appliedTexts.set(project, (applied = new Map()));
    for (const [file, text] of this.localeTexts) {
      if (applied.get(file) === text) continue;
      applied.set(file, text);
      await project.useLocaleText(file, text);
    }
  }

  async lint(filePath: string, text: string): Promise<EditorLint> {
    // JavaScript and TypeScript: only where the config asks for source files (`source: true`), as a folder run of the CLI.
    const source = isSourceFile(filePath) && !path.dirname(filePath).split(/[\\/]/).some((part) => part === 'node_modules' || (part.startsWith('.') && part !== '.' && part !== '..'));
    const candidate = source || (await isPayloadCandidate(filePath, text));
    if (LOCALE_NAME.test(filePath)) {
      const asLocale = await this.lintLocaleFile(filePath, text).catch(() => undefined);
      if (asLocale) return asLocale;
    }
    if (!candidate) return { messages: [] };
    let project: Cordlint;
    let options: LinterConfig;
    try {
      project = await this.projectFor(filePath);
      if (source && !(await project.sourceWanted(filePath))) return { messages: [] };
      const fileOptions = await project.optionsFor(filePath);
      if (this.localeTexts.size > 0) await this.withLocaleTexts(project);
      if (fileOptions.ignored) return { messages: [] };
      options = fileOptions.options;
    } catch (error) {
      return { messages: [], problem: this.describe(error, filePath) };
    }
    try {
      const result = await project.lintText(text, { filePath, fixEdits: true });
      return { messages: result?.messages ?? [], options };
    } catch (error) {
      return { messages: [], options, problem: this.describe(error, filePath) };
    }
  }

  /**
   * A locale file's findings: its own parse problems, and the overflows of its keys where the
   * payloads of its config's folder use them (linted as on disk, with this text for the locale).
   * Undefined when the file is no locale file.
   */
  private async lintLocaleFile(filePath: string, text: string): Promise<EditorLint | undefined> {
    const project = await this.projectFor(filePath);
    const problems = await project.useLocaleText(filePath, text);
    if (!problems) return undefined;
    this.localeTexts.set(filePath, text);
    await this.withLocaleTexts(project);
    const found = await project.translationsOfLocaleFile(filePath);
    const outcome = await project.lintFiles([found!.config.baseDirectory]);
    const own = outcome.results.find((r) => r.filePath === filePath);
    return { messages: own?.messages ?? problems.messages, localeFile: true };
  }

  /** The text with every fix applied, as `cordlint lint --fix` would write it. */
  async fixAll(filePath: string, text: string): Promise<string> {
    const result = await (await this.projectFor(filePath)).lintText(text, { filePath, fix: true });
    return result?.output ?? text;
  }

  private rootOf(filePath: string): string {
    return this.workspaceFolderOf(filePath) ?? path.dirname(filePath);
  }

  /** The workspace folder that holds the file (the innermost), or undefined: it lies outside them all, or none is open. */
  private workspaceFolderOf(filePath: string): string | undefined {
    const containing = this.roots().filter((root) => {
      const relative = path.relative(root, filePath);
      return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
    });
    return containing.sort((a, b) => b.length - a.length)[0];
  }

  private projectFor(filePath: string): Promise<Cordlint> {
    const trusted = this.workspaceFolderOf(filePath);
    const root = trusted ?? path.dirname(filePath);
    // Keyed by trust too: a folder that is a workspace folder now may have been none when its project was made.
    const key = trusted ? root : `untrusted:${root}`;
    const folder = path.dirname(filePath);
    // A few stat calls per lint notice a config or baseline that was added, edited or removed,
    // whether or not the editor reports file changes.
    const config = findConfigFile(folder) ?? '-';
    const baseline = findBaseline(root) ?? '-';
    let entry = this.projects.get(key);
    const changed = (file: string) => entry!.stamps.has(file) && entry!.stamps.get(file) !== stamp(file);
    const stale = entry && (entry.baseline !== baseline || (entry.configs.get(folder) ?? config) !== config || changed(config) || changed(baseline));
    if (!entry || stale) {
      const created: ProjectEntry = { project: Cordlint.create({ cwd: root, trustedFolder: trusted ?? null, env: process.env, allowPlugins: this.allowPlugins, ...(process.env.CORDLINT_FAST_PATH === '0' ? { fastPath: false } : {}), ...(this.destination() ? { defaultDestination: this.destination()! } : {}) }), configs: new Map(), stamps: new Map(), baseline };
      this.projects.set(key, created);
      // A project that failed (a broken baseline) is tried again next time.
      created.project.catch(() => this.projects.get(key) === created && this.projects.delete(key));
      entry = created;
    }
    entry.configs.set(folder, config);
    for (const file of [config, baseline]) if (!entry.stamps.has(file)) entry.stamps.set(file, stamp(file));
    return entry.project;
  }

  private describe(error: unknown, filePath: string): string {
    if (error instanceof ConfigError) return describeConfigError(error, this.rootOf(filePath)).replace(/^cordlint: /, '').trimEnd();
    const message = error instanceof Error ? error.message : String(error);
    // Problems of the user's files are the diagnostic; anything else is cordlint's own failure, logged in full.
    if (!(error instanceof CordlintError || error instanceof UnknownRuleError)) this.log(`cordlint: ${filePath}: ${error instanceof Error ? (error.stack ?? message) : message}\n`);
    return message;
  }
}

function stamp(file: string): string {
  if (file === '-') return '-';
  const info = statSync(file, { throwIfNoEntry: false });
  return `${file}@${info?.mtimeMs ?? 0}:${info?.size ?? 0}`;
}
