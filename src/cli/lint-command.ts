import path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { FileNotFoundError, expandOperands } from '../load/files.js';
import { lintBytes, lintFile, resolveRules, UnknownRuleError, type LintOptions, type RuleSetting } from '../lint.js';
import { PAYLOAD_KINDS, type PayloadKind } from '../payload/detect.js';
import type { LintResult, Severity } from '../types.js';
import type { ExitCode, Io } from './main.js';
import { FORMAT_OPTION_HELP, parseFormatOption, planReports, ReportPlanError, writeReports, type ReportTarget } from './report-output.js';

interface LintFlags {
  format?: ReportTarget[];
  outputFile?: string;
  kind?: PayloadKind;
  stdinFilename?: string;
  maxWarnings?: number;
  quiet?: boolean;
  color?: boolean;
  rule?: string[];
}

export function registerLint(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('lint')
    .description('Lint payload files, folders or globs ("-" reads stdin)')
    .argument('<patterns...>', 'files, folders or globs of .json, .yaml and .yml payloads; "-" for stdin')
    .option('-f, --format <name[:file]>', FORMAT_OPTION_HELP, parseFormatOption)
    .option('-o, --output-file <file>', 'write the report (of the last --format without a file) to a file instead of stdout')
    .addOption(new Option('--kind <kind>', 'payload kind instead of detecting it').choices([...PAYLOAD_KINDS]))
    .option('--stdin-filename <name>', 'name of the payload read from stdin (its extension picks JSON or YAML)')
    .option('--max-warnings <n>', 'exit 1 when there are more warnings than this', parseCount)
    .option('--quiet', 'report errors only')
    .option('--rule <id:severity>', 'set a rule\'s severity (off, warn, error); repeatable', collect)
    .option('--color', 'force colours')
    .option('--no-color', 'no colours (NO_COLOR in the environment does the same)')
    .action(async (patterns: string[], flags: LintFlags) => setExit(await lintCommand(patterns, flags, io)));
}

async function lintCommand(patterns: string[], flags: LintFlags, io: Io): Promise<ExitCode> {
  const options: LintOptions = {};
  if (flags.kind) options.kind = flags.kind;
  let rules: ReturnType<typeof resolveRules>;
  let reports: ReportTarget[];
  try {
    reports = planReports(flags.format, flags.outputFile, io.cwd);
    if (flags.rule) options.rules = parseRuleFlags(flags.rule);
    rules = resolveRules(options);
  } catch (error) {
    if (error instanceof UsageError || error instanceof UnknownRuleError || error instanceof ReportPlanError) return usageError(io, error.message);
    throw error;
  }

  let files: string[];
  try {
    files = await expandOperands(patterns, io.cwd);
  } catch (error) {
    if (error instanceof FileNotFoundError) return usageError(io, `No such file or directory: ${error.pattern}`);
    throw error;
  }
  if (files.length === 0) return usageError(io, `No files matched ${patterns.map((p) => JSON.stringify(p)).join(', ')}.`);

  const results: LintResult[] = [];
  for (const file of files) {
    if (file === '-') {
      const name = flags.stdinFilename ? path.resolve(io.cwd, flags.stdinFilename) : '<stdin>';
      results.push(await lintBytes(name, await io.readStdin(), options));
    } else {
      results.push(await lintFile(file, options, rules));
    }
  }

  const shown = flags.quiet ? results.map(errorsOnly) : results;
  const color = flags.color ?? (io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb');
  if (!(await writeReports(reports, shown, { color, cwd: io.cwd, rules: rules.map((r) => r.rule.meta) }, io))) return 2;

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
    if (!match) throw new UsageError(`--rule ${JSON.stringify(value)} must look like "rule-id:severity" with severity off, warn or error.`);
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

function usageError(io: Io, message: string): ExitCode {
  io.stderr(`cordlint: ${message}\n`);
  return 2;
}
