import path from 'node:path';
import { InvalidArgumentError } from 'commander';
import type { FormatContext } from '../format/index.js';
import { FORMAT_NAMES, isFormatName, loadFormatter } from '../format/load.js';
import type { LintResult } from '../types.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import type { Io } from './main.js';

/** One report to produce: a format, and the file it goes to (stdout when absent). */
export interface ReportTarget {
  format: string;
  file?: string;
}

export const FORMAT_OPTION_HELP =
  `output format: ${FORMAT_NAMES.join(', ')} (default: stylish); repeatable; "name:file" writes that format to a file`;

/** Parses one `--format` value: `sarif` or `sarif:cordlint.sarif`. Commander turns the error into a usage error. */
export function parseFormatOption(value: string, previous: ReportTarget[] = []): ReportTarget[] {
  const colon = value.indexOf(':');
  const format = colon === -1 ? value : value.slice(0, colon);
  const file = colon === -1 ? undefined : value.slice(colon + 1);
  if (!isFormatName(format)) {
    throw new InvalidArgumentError(`unknown format "${format}"; formats: ${FORMAT_NAMES.join(', ')}.`);
  }
  if (file === '') throw new InvalidArgumentError(`"${value}" names no file after the colon.`);
  return [...previous, file === undefined ? { format } : { format, file }];
}

export class ReportPlanError extends Error {}

/**
 * Decides where each report goes. Formats print to stdout unless they name a file (`sarif:out.sarif`);
 * `-o FILE` takes the last format that names none, so `-f stylish -f sarif -o cordlint.sarif`
 * prints stylish and writes SARIF, and `-f json -o report.json` writes JSON.
 */
export function planReports(formats: readonly ReportTarget[] | undefined, outputFile: string | undefined, cwd: string): ReportTarget[] {
  const plan: ReportTarget[] = (formats && formats.length > 0 ? formats : [{ format: 'stylish' }]).map((t) => ({ ...t }));
  if (outputFile !== undefined) {
    let last = plan.length - 1;
    while (last >= 0 && plan[last]!.file !== undefined) last--;
    if (last === -1) throw new ReportPlanError(`--output-file ${outputFile} has no format to take: every --format already names its file.`);
    plan[last]!.file = outputFile;
  }
  const files = new Set<string>();
  for (const target of plan) {
    if (target.file === undefined) continue;
    const key = path.resolve(cwd, target.file);
    if (files.has(key)) throw new ReportPlanError(`Two reports would be written to ${target.file}; give each format its own file.`);
    files.add(key);
  }
  return plan;
}

/**
 * Formats the results for every target: stdout reports in the given order (coloured when `color`),
 * files written whole (never coloured). Returns false when a file could not be written.
 */
export async function writeReports(
  plan: readonly ReportTarget[],
  results: readonly LintResult[],
  context: Omit<FormatContext, 'color'> & { color: boolean },
  io: Io,
): Promise<boolean> {
  let ok = true;
  for (const target of plan) {
    const formatter = await loadFormatter(target.format);
    if (target.file === undefined) {
      const report = formatter(results, context);
      if (report) io.stdout(report.endsWith('\n') ? report : report + '\n');
      continue;
    }
    const report = formatter(results, { ...context, color: false, width: 0 }); // files: no colour, no wrapping
    try {
      await writeFileAtomic(path.resolve(context.cwd, target.file), report);
    } catch (error) {
      io.stderr(`cordlint: cannot write the ${target.format} report to ${target.file}: ${(error as Error).message}\n`);
      ok = false;
    }
  }
  return ok;
}
