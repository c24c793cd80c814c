/**
 * Linting as `cordlint lint` does it, for the CLI, the library and editors alike: files, folders
 * and globs expanded; each file's config found (rules, overrides, ignores, plugins); the baseline;
 * the given rule settings over the config's; files that are plainly not payloads skipped.
 * The CLI adds only its output around this (reports, --fix writes, --write-baseline).
 */
import path from 'node:path';
import type { Rule } from '../engine/rule.js';
import { lintBytes, type RuleSetting } from '../lint.js';
import type { PayloadKind } from '../payload/detect.js';
import type { LintResult } from '../types.js';
// Only in the implementation: the public declarations must not reach the CLI's types (they need @types/node).
import { LintSession, type SessionFlags } from '../cli/lint-session.js';
import { describeFileConfig, lintWithSession } from './run-session.js';

/** What `lint()`, `lintProject()` and `lintProjectText()` take: the library's names for the CLI's options. */
export interface ProjectOptions {
  /** Where relative paths, globs and the baseline are resolved from (default: process.cwd()). */
  cwd?: string;
  /** One config file for every file (`--config`) instead of each file's nearest one. */
  config?: string;
  /** False: use no config file (`--no-config-lookup`). Default true. */
  configLookup?: boolean;
  /** False: also lint the files the config's `ignores` skip (`--no-ignore`). Default true. */
  ignore?: boolean;
  /** The baseline file (`--baseline`); false for none. Default: the nearest .cordlint-baseline.json from `cwd`. */
  baseline?: string | false;
  /** Rule settings over the config's (`--rule`). */
  rules?: Record<string, RuleSetting>;
  /** Rules of your own, run after the built-in and plugin ones. */
  extraRules?: readonly Rule[];
  /** Force the payload kind (`--kind`). */
  kind?: PayloadKind;
  /** Compute the fixes: a result's `output` is the fixed text. Nothing is written. */
  fix?: boolean;
  /** Report disable directives that silence nothing, as errors (`--report-unused-disable-directives`). */
  reportUnusedDisableDirectives?: boolean;
  /**
   * Also skip files named in `patterns` (not only those a folder or glob search meets) that are
   * plainly not payloads (`--skip-non-payloads`, as the pre-commit hooks run it).
   */
  skipNonPayloads?: boolean;
}

export interface ProjectLintOutcome {
  /** One result per linted file, in the order of the expanded file list. */
  results: LintResult[];
  /** Files matched but left out by a config's `ignores`. */
  ignored: string[];
  /** Files matched but skipped: manifests, config files, and files that are plainly not payloads. */
  notPayloads: string[];
  /** How many files the patterns matched, before anything was left out. */
  matched: number;
}

/**
 * Lints files, folders and globs as `cordlint lint` does, and says what was left out.
 * Throws FileNotFoundError for a plain path that does not exist, ConfigError for an invalid config,
 * and an Error with a readable message for an unknown rule or an unreadable baseline.
 */
export async function lintProject(patterns: readonly string[], options: ProjectOptions = {}): Promise<ProjectLintOutcome> {
  const cwd = options.cwd ?? process.cwd();
  const session = await LintSession.start(sessionFlags(options), quietIo(cwd));
  return lintWithSession(session, patterns.filter((p) => p !== '-'), { cwd, skipNamedNonPayloads: options.skipNonPayloads === true });
}

/**
 * Lints text as if it were the file `filePath` (which need not exist): that file's config, ignores,
 * overrides, plugins and baseline apply. Undefined when the config's `ignores` skip the file.
 * For editors: the text is what the buffer holds, not what is on disk.
 */
export async function lintProjectText(text: string, options: ProjectOptions & { filePath: string }): Promise<LintResult | undefined> {
  const cwd = options.cwd ?? process.cwd();
  const session = await LintSession.start(sessionFlags(options), quietIo(cwd));
  const filePath = path.resolve(cwd, options.filePath);
  const { ignored, options: fileOptions } = await session.optionsFor(filePath);
  if (ignored) return undefined;
  return lintBytes(filePath, new TextEncoder().encode(text), fileOptions);
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
  /** Every rule's setting for this file: its default, then the config (and its overrides), then the given rules. */
  rules: Record<string, RuleSetting>;
  /** The plugins the config loads, as written in it. */
  plugins: string[];
  /** The baseline file in use, or null. */
  baseline: string | null;
}

/** The configuration that applies to `filePath` (which need not exist), as lint() would use it. */
export async function configForFile(filePath: string, options: ProjectOptions = {}): Promise<FileConfig> {
  const cwd = options.cwd ?? process.cwd();
  const session = await LintSession.start(sessionFlags(options), quietIo(cwd));
  return describeFileConfig(session, path.resolve(cwd, filePath));
}

function sessionFlags(options: ProjectOptions): SessionFlags {
  const flags: SessionFlags = {};
  if (options.config !== undefined) flags.config = options.config;
  if (options.configLookup === false) flags.configLookup = false;
  if (options.ignore === false) flags.ignore = false;
  if (options.baseline !== undefined) flags.baseline = options.baseline;
  if (options.rules) flags.rules = options.rules;
  if (options.extraRules) flags.extraRules = options.extraRules;
  if (options.kind) flags.kind = options.kind;
  // The library computes fixes and never writes: a dry run.
  if (options.fix) Object.assign(flags, { fix: true, fixDryRun: true });
  if (options.reportUnusedDisableDirectives) flags.reportUnusedDisableDirectives = true;
  return flags;
}

function quietIo(cwd: string) {
  return { stdout: () => {}, stderr: () => {}, readStdin: async () => new Uint8Array(), isTTY: false, env: {}, cwd };
}
