import path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { closestSeverity } from '../config/closest-match.js';
import { ConfigError } from '../config/errors.js';
import { CONFIG_FILE_NAMES } from '../config/find.js';
import { FileNotFoundError, expandOperands } from '../load/files.js';
import { displayPath } from '../format/stylish.js';
import { resolveRules, UnknownRuleError, type RuleSetting } from '../lint.js';
import { PAYLOAD_KINDS } from '../payload/detect.js';
import type { LintResult, Severity } from '../types.js';
import { describeConfigError, LintSession, SessionError, type SessionFlags } from './lint-session.js';
import type { ExitCode, Io } from './main.js';
import { FORMAT_OPTION_HELP, parseFormatOption, planReports, ReportPlanError, writeReports, type ReportTarget } from './report-output.js';

const NOT_PAYLOADS = new Set<string>([...CONFIG_FILE_NAMES, 'package-lock.json']);

/** The command line's options: the session's (config, fix, baseline...) and the output's. */
interface LintFlags extends Omit<SessionFlags, 'rules'> {
  format?: ReportTarget[];
  outputFile?: string;
  stdinFilename?: string;
  maxWarnings?: number;
  quiet?: boolean;
  color?: boolean;
  rule?: string[];
  against?: string;
}

export function registerLint(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('lint')
    .description('Lint payload files, folders or globs ("-" reads stdin)')
    .argument('<patterns...>', 'files, folders or globs of .json, .yaml and .yml payloads; "-" for stdin')
    .option('-f, --format <name[:file]>', FORMAT_OPTION_HELP, parseFormatOption)
    .option('-o, --output-file <file>', 'write the report (of the last --format without a file) to a file instead of stdout')
    .addOption(new Option('--kind <kind>', 'payload kind instead of detecting it').choices([...PAYLOAD_KINDS]))
    .option('--against <sent>', 'lint the files as received interactions (test fixtures) and check each against SENT, the message, modal or interaction response it answers')
    .option('--stdin-filename <name>', 'name of the payload read from stdin (its extension picks JSON or YAML)')
    .option('--max-warnings <n>', 'exit 1 when there are more warnings than this', parseCount)
    .option('--quiet', 'report errors only')
    .option('--rule <id:severity>', 'set a rule\'s severity (off, warn, error); repeatable', collect)
    .option('--color', 'force colours')
    .option('--no-color', 'no colours (NO_COLOR in the environment does the same)')
    .option('-c, --config <file>', 'use this config file instead of the nearest cordlint.config.* / .cordlintrc.* / package.json "cordlint"')
    .option('--no-config-lookup', 'use no config file')
    .option('--no-ignore', 'also lint the files the config\'s "ignores" skip')
    .option('--fix', 'apply the fixes of fixable rules to the files')
    .option('--fix-dry-run', 'print the fixed text (a diff with --format diff) and write nothing')
    .option('--report-unused-disable-directives', 'report "# cordlint-disable" comments that silence nothing, as errors')
    .option('--baseline <file>', 'the baseline of known findings to leave out (default: the nearest .cordlint-baseline.json)')
    .option('--write-baseline', 'record every current finding in the baseline, so that only new ones are reported')
    .action(async (patterns: string[], flags: LintFlags) =>
      setExit(await lintCommand(patterns, flags, io)),
    );
}

async function lintCommand(patterns: string[], flags: LintFlags, io: Io): Promise<ExitCode> {
  let rules: Record<string, RuleSetting> | undefined;
  let reports: ReportTarget[];
  try {
    reports = planReports(flags.format, flags.outputFile, io.cwd);
    if (flags.rule) rules = parseRuleFlags(flags.rule);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ReportPlanError) return usageError(io, error.message);
    throw error;
  }

  // --against: the fixtures are received interactions, checked against the payload they answer.
  const against = flags.against === undefined ? undefined : await import('../received/lint-against.js');
  let sent: import('../received/lint-against.js').SentPayload | undefined;
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

  let session: LintSession;
  try {
    session = await LintSession.start({ ...flags, ...(rules ? { rules } : {}) }, io);
    // Unknown rule ids on the command line fail before any file is read (plugin rules: once their config is loaded).
    if (rules && !flags.config) resolveRules({ rules: Object.fromEntries(Object.entries(rules).filter(([id]) => !id.includes('/'))) });
  } catch (error) {
    return sessionError(io, error);
  }

  let files: string[];
  try {
    files = await expandOperands(patterns, io.cwd);
  } catch (error) {
    if (error instanceof FileNotFoundError) return usageError(io, `No such file or directory: ${error.pattern}`);
    throw error;
  }
  const named = new Set(patterns.map((p) => path.resolve(io.cwd, p)));
  // Config files and npm's manifests found in a folder are not payloads (a file named on the command line is linted).
  files = files.filter((f) => named.has(f) || !NOT_PAYLOADS.has(path.basename(f)));
  // A folder of fixtures may hold the payload they answer: it is SENT, not a fixture.
  if (flags.against !== undefined) files = files.filter((f) => named.has(f) || f !== path.resolve(io.cwd, flags.against!));
  if (files.length === 0) return usageError(io, `No files matched ${patterns.map((p) => JSON.stringify(p)).join(', ')}.`);

  const stdinName = flags.stdinFilename ? path.resolve(io.cwd, flags.stdinFilename) : '<stdin>';
  try {
    await session.prepare(files.map((f) => (f === '-' ? (flags.stdinFilename ? stdinName : path.join(io.cwd, '<stdin>')) : f)));
  } catch (error) {
    return sessionError(io, error);
  }

  let results: LintResult[] = [];
  let ignored = 0;
  let fromStdin = false;
  try {
    for (const file of files) {
      if (file === '-') {
        fromStdin = true;
        const bytes = await io.readStdin();
        const result = await session.lintStdin(stdinName, bytes);
        results.push(against && sent ? await against.withAgainstFindings(result, new TextDecoder().decode(bytes), sent, (await session.optionsFor(path.isAbsolute(stdinName) ? stdinName : path.join(io.cwd, stdinName))).options) : result);
        continue;
      }
      const result = await session.lintPath(file);
      if (result) {
        results.push(against && sent ? await against.withAgainstFindings(result, against.fixtureText(file), sent, (await session.optionsFor(file)).options) : result);
      } else {
        ignored++;
        if (named.has(file)) io.stderr(`cordlint: ${displayPath(file, io.cwd)} is ignored by the config's "ignores"; use --no-ignore to lint it.\n`);
      }
    }
    if (flags.writeBaseline) results = await session.writeBaseline(results);
  } catch (error) {
    return sessionError(io, error);
  }
  if (results.length === 0 && ignored > 0) {
    io.stderr(`cordlint: every file matched is ignored by the config's "ignores"; nothing was linted.\n`);
    return 0;
  }

  // The fixed text goes to stdout (for stdin, and for --fix-dry-run unless a format was asked for); the report then goes to stderr.
  const formatGiven = flags.format !== undefined;
  const diffAsked = reports.some((r) => r.format === 'diff');
  const printFixed = session.fixing && (fromStdin ? !diffAsked : Boolean(flags.fixDryRun) && !formatGiven);
  if (printFixed) io.stdout(session.fixedText(results));

  const shown = flags.quiet ? results.map(errorsOnly) : results;
  const color = flags.color ?? (io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb');
  // When the fixed text is on stdout, reports meant for stdout go to stderr.
  const reportIo = printFixed ? { ...io, stdout: io.stderr } : io;
  if (!(await writeReports(reports, shown, { color, cwd: io.cwd, rules: session.ruleMetas() }, reportIo))) return 2;

  for (const problem of session.unwritten) io.stderr(`cordlint: ${problem}\n`);
  if (session.unwritten.length > 0) return 2;

  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  if (errors > 0) return 1;
  if (flags.maxWarnings !== undefined && warnings > flags.maxWarnings) {
    io.stderr(`cordlint found ${warnings} warnings, more than --max-warnings ${flags.maxWarnings}.\n`);
    return 1;
  }
  return 0;
}

function errorsOnly(result: LintResult): LintResult {
  return { ...result, messages: result.messages.filter((m) => m.severity === 2), warningCount: 0 };
}

class UsageError extends Error {}

function parseRuleFlags(values: string[]): Record<string, RuleSetting> {
  const rules: Record<string, RuleSetting> = {};
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

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

function sessionError(io: Io, error: unknown): ExitCode {
  if (error instanceof ConfigError) {
    io.stderr(describeConfigError(error, io.cwd));
    return 2;
  }
  if (error instanceof SessionError || error instanceof UnknownRuleError) return usageError(io, error.message);
  throw error;
}

function usageError(io: Io, message: string): ExitCode {
  io.stderr(`cordlint: ${message}\n`);
  return 2;
}
