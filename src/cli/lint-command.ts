import path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { closestSeverity } from '../util/closest-match.js';
import { ConfigError } from '../config/errors.js';
import { FileNotFoundError } from '../project/files.js';
import { Cordlint, CordlintError, type CordlintOptions, type ProjectLintOutcome } from '../project/cordlint.js';
import { describeConfigError } from '../project/describe-error.js';
import { plural } from '../util/values.js';
import { terminalSafeJsonOf } from '../util/escape-text.js';
import { displayPath } from '../format/display-path.js';
import { resolveRules, UnknownRuleError, type RuleSetting } from '../linter/rule-settings.js';
import { PAYLOAD_KINDS } from '../payload/detect.js';
import { DESTINATIONS, WEBHOOK_CHANNELS } from '../payload/destination.js';
import type { LintResult, Severity } from '../types.js';
import type { ExitCode, Io } from './main.js';
import { FORMAT_OPTION_HELP, parseFormatOption, planReports, ReportPlanError, writeReports, type ReportTarget } from './report-output.js';

/** The command line's options: the project's (config, fix, baseline...) and the output's. */
interface LintFlags extends Omit<CordlintOptions, 'rules' | 'cwd' | 'env' | 'fix' | 'skipNonPayloads'> {
  fix?: boolean;
  fixDryRun?: boolean;
  format?: ReportTarget[];
  outputFile?: string;
  stdin?: boolean;
  stdinFilename?: string;
  maxWarnings?: number;
  quiet?: boolean;
  color?: boolean;
  rule?: string[];
  skipNonPayloads?: boolean;
  printConfig?: string;
  debug?: boolean;
  against?: string;
  output?: string;
  inlineConfig?: boolean;
  errorOnUnmatchedPattern?: boolean;
  reportUnusedDisableDirectivesSeverity?: string;
  stats?: boolean;
}

export function registerLint(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('lint')
    .description('Lint payload files, folders or globs ("-" reads stdin)')
    .argument('[patterns...]', 'files, folders or globs of .json, .jsonc, .yaml and .yml payloads; "-" for stdin')
    .option('-f, --format <name[:file]>', FORMAT_OPTION_HELP, parseFormatOption)
    .option('-o, --output-file <file>', 'write the report (of the last --format without a file) to a file instead of stdout')
    .addOption(new Option('--output <file>', 'the same as --output-file').hideHelp())
    .addOption(new Option('--kind <kind>', 'payload kind instead of detecting it').choices([...PAYLOAD_KINDS]))
    .addOption(new Option('--destination <name>', 'where the payloads are sent (the request that carries them); errors that depend on it need it').choices([...DESTINATIONS]))
    .option('--preview', 'also run the preview rules, whose evidence is thinner (the config\'s "preview": true)')
    .option('--with-components', "the webhook is executed with ?with_components=true (with --destination webhook)")
    .addOption(new Option('--channel <kind>', "the kind of channel a webhook posts to (forum and media need thread_name)").choices([...WEBHOOK_CHANNELS]))
    .option('--against <sent>', 'lint the files as received interactions (test fixtures) and check each against SENT, the message, modal or interaction response it answers')
    .option('--stdin', 'lint the payload read from stdin (as ESLint\'s --stdin; the same as "-")')
    .option('--stdin-filename <name>', 'name of the payload read from stdin (its extension picks JSON, JSONC or YAML)')
    .option('--max-warnings <n>', 'exit 1 when there are more warnings than this', parseCount)
    .option('--quiet', 'report errors only')
    .option('--rule <id:severity>', 'set a rule\'s severity (off, warn, error); repeatable', collect)
    .option('--color', 'force colours')
    .option('--no-color', 'no colours (NO_COLOR in the environment does the same)')
    .option('-c, --config <file>', 'use this config file instead of the nearest cordlint.config.* / .cordlintrc.* / package.json "cordlint"')
    .option('--no-config-lookup', 'use no config file')
    .option('--allow-plugins', 'load the plugins of configs found inside linted folders too (they run code; see docs/security.md)')
    .option('--no-ignore', 'also lint the files the config\'s "ignores" skip')
    .option('--print-config <file>', 'print the configuration that applies to this file (JSON) and lint nothing')
    .option('--debug', 'say on stderr which config applies to each file, and which files were linted, ignored or skipped')
    .option('--source', 'also search folders for JavaScript and TypeScript files and lint the payloads their code sends (named .js/.ts files always are)')
    .option('--skip-non-payloads', 'also skip named files that are plainly not payloads (folder and glob searches always do); for pre-commit and lint-staged')
    .option('--fix', 'apply the fixes of fixable rules to the files')
    .option('--fix-dry-run', 'print the fixed text (a diff with --format diff) and write nothing')
    .option('--unsafe-fixes', 'also apply (or, without --fix, show as fixes) the unsafe fixes: those that change what users see or what the bot receives')
    .option('--report-unused-disable-directives', 'report cordlint-disable comments that silence nothing, as errors (the config\'s "reportUnusedDisableDirectives": true)')
    .addOption(
      new Option('--report-unused-disable-directives-severity <severity>', 'the same with this severity (the config\'s "reportUnusedDisableDirectives": "off", "warn" or "error")').choices(['off', 'warn', 'error', '0', '1', '2']),
    )
    .option('--no-inline-config', 'ignore the cordlint-disable comments in the files (they silence nothing)')
    .option('--baseline <file>', 'the baseline of known findings to leave out (default: the nearest .cordlint-baseline.json)')
    .option('--no-baseline', 'use no baseline file: report every finding')
    .option('--no-error-on-unmatched-pattern', 'a named file or folder that does not exist is no error (nothing matched: exit 0)')
    .option('--stats', 'time each rule and print the slowest on stderr, after the report (ESLint\'s TIMING table)')
    .option('--concurrency <n>', 'threads that lint the files: a number, "auto" (more than one only for runs long enough to pay for them, one per core) or "off" (default)', parseConcurrency)
    .option('--write-baseline', 'record every current finding in the baseline, so that only new ones are reported')
    .action(async (patterns: string[], flags: LintFlags) =>
      setExit(await lintCommand(patterns, flags, io)),
    );
}

async function lintCommand(patterns: string[], flags: LintFlags, io: Io): Promise<ExitCode> {
  let rules: Record<string, RuleSetting> | undefined;
  let reports: ReportTarget[];
  flags.outputFile ??= flags.output;
  try {
    reports = planReports(flags.format, flags.outputFile, io.cwd);
    if (flags.rule) rules = parseRuleFlags(flags.rule);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ReportPlanError) return usageError(io, error.message);
    throw error;
  }

  // --format diff shows what --fix would change: alone, it implies --fix-dry-run.
  if (reports.some((r) => r.format === 'diff') && !flags.fix && !flags.fixDryRun) flags.fixDryRun = true;

  // --against: the fixtures are received interactions, checked against the payload they answer.
  const against = flags.against === undefined ? undefined : await loadAgainst();
  let sent: import('../received/sent.js').SentPayload | undefined;
  if (against && flags.against !== undefined) {
    flags.kind ??= 'received-interaction';
    try {
      sent = await against.loadSent(path.resolve(io.cwd, flags.against));
      sent.filePath = flags.against;
    } catch (error) {
      if (error instanceof against.SentError) return usageError(io, `--against ${flags.against}: ${error.message}.`);
      throw error;
    }
  }

  const times = flags.stats ? new Map<string, number>() : undefined;
  let project: Cordlint;
  try {
    // The formats that show each finding's fix get its edits computed (ESLint's JSON has them without --fix).
    const fixEdits = reports.some((r) => FORMATS_WITH_FIXES.has(r.format));
    project = await Cordlint.create({
      ...projectOptions(flags),
      ...(rules ? { rules } : {}),
      ...(fixEdits ? { fixEdits } : {}),
      ...(times ? { ruleTimes: times } : {}),
      // The linter reads no environment: CORDLINT_FAST_PATH=0 turns the fast path off here, for this run's Linter.
      ...(io.env.CORDLINT_FAST_PATH === '0' ? { fastPath: false } : {}),
      // Other threads run the launcher's script: without it (cordlint run in-process), one thread lints.
      ...(io.lintWorker ? { workerScript: io.lintWorker } : {}),
      cwd: io.cwd,
      env: io.env,
    });
    // Unknown rule ids on the command line fail before any file is read (plugin rules: once their config is loaded).
    if (rules && !flags.config) resolveRules({ rules: Object.fromEntries(Object.entries(rules).filter(([id]) => !id.includes('/'))) });
  } catch (error) {
    return projectError(io, error);
  }

  if (flags.printConfig !== undefined) {
    try {
      const described = await project.calculateConfigForFile(path.resolve(io.cwd, flags.printConfig));
      // Globs, rule ids, options and file names come from files: no raw C1 or bidirectional character reaches the terminal.
      io.stdout(terminalSafeJsonOf(described, 2) + '\n');
      return 0;
    } catch (error) {
      return projectError(io, error);
    }
  }
  // As ESLint: --stdin lints stdin alone; no file named lints the working folder.
  if (flags.stdin) patterns = ['-'];
  if (patterns.length === 0) patterns = ['.'];

  const stdinName = flags.stdinFilename ? path.resolve(io.cwd, flags.stdinFilename) : undefined;
  let outcome: ProjectLintOutcome;
  try {
    outcome = await project.lintFiles(patterns, {
      stdin: { name: stdinName, read: io.readStdin },
      // --fix writes each file as soon as it is linted (--fix-dry-run only prints).
      writeFixes: Boolean(flags.fix && !flags.fixDryRun),
      // A folder of fixtures may hold the payload they answer: it is SENT, not a fixture.
      ...(flags.against !== undefined ? { exclude: [path.resolve(io.cwd, flags.against)] } : {}),
      ...(against && sent
        ? {
            afterLint: async (result: LintResult, source: { file: string; text?: string }) =>
              against.withAgainstFindings(result, source.text ?? against.fixtureText(source.file), sent!, (await project.optionsFor(source.file)).options),
          }
        : {}),
    });
  } catch (error) {
    if (error instanceof FileNotFoundError) return usageError(io, `No such file or directory: ${error.pattern}`);
    return projectError(io, error);
  }
  if (outcome.matched === 0 && flags.errorOnUnmatchedPattern === false) return 0;
  if (outcome.matched === 0) return usageError(io, `No files matched ${patterns.map((p) => JSON.stringify(p)).join(', ')}.`);
  const named = new Set(patterns.map((p) => path.resolve(io.cwd, p)));
  for (const file of outcome.ignored) {
    if (named.has(file)) io.stderr(`cordlint: ${displayPath(file, io.cwd)} is ignored by the config's "ignores"; use --no-ignore to lint it.\n`);
  }
  if (flags.debug) await printDebug(project, outcome, io);
  let results = outcome.results;
  const fromStdin = patterns.includes('-');
  try {
    if (flags.writeBaseline) {
      const written = await project.recordBaseline(results);
      io.stderr(`cordlint: wrote ${displayPath(written.file, io.cwd)} (${plural(written.findings, 'finding')} in ${plural(written.files, 'file')}); they are not reported from now on.\n`);
      results = written.results;
    }
  } catch (error) {
    return projectError(io, error);
  }
  if (results.length === 0 && !fromStdin) {
    const ignored = outcome.ignored.length;
    const skipped = outcome.notPayloads.length;
    if (ignored > 0 && skipped === 0) io.stderr(`cordlint: every file matched is ignored by the config's "ignores"; nothing was linted.\n`);
    else io.stderr(`cordlint: no payload among the ${plural(outcome.matched, 'file')} matched (${[ignored ? `${ignored} ignored by the config's "ignores"` : '', skipped ? `${skipped} not ${skipped === 1 ? 'a payload' : 'payloads'}` : ''].filter(Boolean).join(', ')}); nothing was linted.\n`);
    return 0;
  }

  // The fixed text goes to stdout (for stdin, and for --fix-dry-run unless a format was asked for); the report then goes to stderr.
  const formatGiven = flags.format !== undefined;
  const diffAsked = reports.some((r) => r.format === 'diff');
  const printFixed = project.fixing && (fromStdin ? !diffAsked : Boolean(flags.fixDryRun) && !formatGiven);
  if (printFixed) io.stdout(project.fixedText(results));

  const shown = flags.quiet ? results.map(errorsOnly) : results;
  // When the fixed text is on stdout, reports meant for stdout go to stderr.
  const reportIo = printFixed ? { ...io, stdout: io.stderr } : io;
  // Whether stdout is a terminal (node:tty, ~3 ms to load) is asked only when a report goes there.
  const toStdout = reports.some((r) => r.file === undefined);
  const color = toStdout && (flags.color ?? colorFromEnvironment(io));
  const width = toStdout && io.isTTY && !printFixed ? io.columns : undefined;
  const context = { color, cwd: io.cwd, rules: project.ruleMetas(), fixing: project.fixing, ...(flags.unsafeFixes ? { unsafeFixes: true } : {}), ...(width ? { width } : {}) };
  if (!(await writeReports(reports, shown, context, reportIo))) return 2;
  if (diffAsked) explainEmptyDiff(results, io);
  if (times) io.stderr(ruleTimesTable(times, results.length));

  for (const problem of project.unwritten) io.stderr(`cordlint: ${problem}\n`);
  if (project.unwritten.length > 0) return 2;

  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  if (errors > 0) return 1;
  if (flags.maxWarnings !== undefined && warnings > flags.maxWarnings) {
    io.stderr(`cordlint found ${plural(warnings, 'warning')}, more than --max-warnings ${flags.maxWarnings}.\n`);
    return 1;
  }
  return 0;
}

/** --stats: the rules by time spent, slowest first (ESLint's TIMING table), on stderr so that reports stay parseable. */
function ruleTimesTable(times: ReadonlyMap<string, number>, files: number): string {
  const rows = [...times].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  if (rows.length === 0) return `cordlint --stats: no rule ran on the ${plural(files, 'file')} linted (clean payloads take the fast path, which runs none).\n`;
  const width = Math.max('Rule'.length, ...rows.map(([id]) => id.length));
  const lines = [`Rule${' '.repeat(width - 4)} | Time (ms) | Relative`, `:${'-'.repeat(width - 1)}-|----------:|--------:`];
  for (const [id, ms] of rows.slice(0, 15)) lines.push(`${id.padEnd(width)} | ${ms.toFixed(3).padStart(9)} | ${`${total > 0 ? ((ms / total) * 100).toFixed(1) : '0.0'}%`.padStart(8)}`);
  if (rows.length > 15) lines.push(`(${rows.length - 15} more rules, ${rows.slice(15).reduce((s, [, ms]) => s + ms, 0).toFixed(3)} ms)`);
  return `${lines.join('\n')}\ncordlint --stats: ${total.toFixed(3)} ms in rules over ${plural(files, 'file')}.\n`;
}

/** An empty diff with problems left says why, rather than an empty stdout and exit 1. */
function explainEmptyDiff(results: readonly LintResult[], io: Io): void {
  if (results.some((r) => r.output !== undefined)) return;
  const problems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
  if (problems === 0) return;
  io.stderr(
    `cordlint: the diff is empty: ${problems === 1 ? 'the problem found has no fix' : `none of the ${problems} problems found has a fix`} --fix can apply ` +
      '(a fixable rule leaves its fix out where it would change what the payload means, e.g. v2-requires-flag beside content or embeds). Fix them by hand; run without --format diff to see them.\n',
  );
}

/** What --against needs: SENT read from disk, and the check of each fixture against it. */
async function loadAgainst() {
  const [{ loadSent, fixtureText }, { withAgainstFindings }, { SentError }] = await Promise.all([
    import('../project/lint-against.js'),
    import('../against/lint-against.js'),
    import('../received/sent.js'),
  ]);
  return { loadSent, fixtureText, withAgainstFindings, SentError };
}

function errorsOnly(result: LintResult): LintResult {
  return { ...result, messages: result.messages.filter((m) => m.severity === 2), warningCount: 0, ...(result.fixableWarningCount !== undefined ? { fixableWarningCount: 0 } : {}) };
}

/** Formats that print each finding's fix: their edits are computed even without --fix. */
const FORMATS_WITH_FIXES = new Set(['json', 'rdjson']);

class UsageError extends Error {}

function parseRuleFlags(values: string[]): Record<string, RuleSetting> {
  const rules: Record<string, RuleSetting> = Object.create(null); // ids are user text (`--rule __proto__:off`)
  for (const value of values) {
    const match = /^([\w/@.-]+):(off|warn|error|0|1|2)$/.exec(value.trim());
    if (!match) {
      const severity = /:([^:]*)$/.exec(value.trim())?.[1];
      const close = severity ? closestSeverity(severity) : undefined;
      throw new UsageError(`--rule ${JSON.stringify(value)} must look like "rule-id:severity" with severity off, warn or error.${close ? ` Did you mean "${value.trim().slice(0, -severity!.length)}${close}"?` : ''}`);
    }
    const severity = ({ '0': 'off', '1': 'warn', '2': 'error' } as Record<string, Severity>)[match[2]!] ?? (match[2] as Severity);
    rules[match[1]!] = severity;
  }
  return rules;
}

function parseCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('it must be a whole number (0 or more).');
  return n;
}

function parseConcurrency(value: string): number | 'auto' | 'off' {
  if (value === 'auto' || value === 'off') return value;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('it must be "auto", "off" or a whole number (1 or more).');
  return n;
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** The project's options from the command line's: --fix and --fix-dry-run both compute fixes; only --fix writes them (outputFixes). */
function projectOptions(flags: LintFlags): CordlintOptions {
  const {
    fix, fixDryRun, format: _format, outputFile: _outputFile, output: _output, stdin: _stdinFlag, stdinFilename: _stdin, maxWarnings: _max, quiet: _quiet, color: _color, rule: _rule,
    printConfig: _print, debug: _debug, against: _against, inlineConfig, errorOnUnmatchedPattern, reportUnusedDisableDirectivesSeverity: unusedSeverity, stats: _stats, ...options
  } = flags;
  const severity = unusedSeverity === undefined ? undefined : (({ '0': 'off', '1': 'warn', '2': 'error' } as Record<string, Severity>)[unusedSeverity] ?? (unusedSeverity as Severity));
  return {
    ...options,
    ...(severity !== undefined ? { reportUnusedDisableDirectives: severity } : {}),
    ...(inlineConfig === false ? { allowInlineConfig: false } : {}),
    ...(errorOnUnmatchedPattern === false ? { errorOnUnmatchedPattern: false } : {}),
    fix: Boolean(fix || fixDryRun),
  };
}

function projectError(io: Io, error: unknown): ExitCode {
  if (error instanceof ConfigError) {
    io.stderr(describeConfigError(error, io.cwd));
    return 2;
  }
  if (error instanceof CordlintError || error instanceof UnknownRuleError) return usageError(io, error.message);
  throw error;
}

function usageError(io: Io, message: string): ExitCode {
  io.stderr(`cordlint: ${message}\n`);
  return 2;
}

/** --debug: which config applies to each linted file, and what was left out and why (on stderr). */
async function printDebug(project: Cordlint, outcome: ProjectLintOutcome, io: Io): Promise<void> {
  const shown = (file: string) => displayPath(file, io.cwd) || '.';
  const lines = [`cordlint: debug: ${plural(outcome.matched, 'file')} matched; ${outcome.results.length} linted, ${outcome.ignored.length} ignored, ${outcome.notPayloads.length} skipped as not payloads`];
  if (outcome.threads) lines.push(`cordlint: debug: ${outcome.threads.count} threads; ${plural(outcome.threads.filesByWorkers, 'file')} linted by worker threads`);
  if (project.baselineFile) lines.push(`cordlint: debug: baseline ${shown(project.baselineFile)}`);
  for (const result of outcome.results) {
    if (result.filePath.startsWith('<') || !path.isAbsolute(result.filePath)) {
      lines.push(`cordlint: debug: linted ${result.filePath}`);
      continue;
    }
    const config = await project.configFor(path.dirname(result.filePath)).catch(() => undefined);
    lines.push(`cordlint: debug: linted ${shown(result.filePath)} (config: ${config ? shown(config.filePath) : 'none'})`);
  }
  for (const file of outcome.ignored) lines.push(`cordlint: debug: ignored ${shown(file)} (the config's "ignores")`);
  for (const file of outcome.notPayloads) lines.push(`cordlint: debug: skipped ${shown(file)} (not a payload)`);
  io.stderr(lines.join('\n') + '\n');
}

/** Colours when stdout is a terminal; FORCE_COLOR (not "0" or "false") forces them, NO_COLOR and TERM=dumb turn them off. */
function colorFromEnvironment(io: Io): boolean {
  const force = io.env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  return io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}
