import path from 'node:path';
import { LIMITS } from '../discord/index.js';
import { Option, type Command } from 'commander';
import type { ConvertTextOptions, ConvertTextResult } from '../convert/text.js';
import { ConfigError } from '../config/errors.js';
import { displayPath } from '../format/display-path.js';
import { decodeSource } from '../load/decode.js';
import { readPayloadFileSync } from '../project/read-file.js';
import { escapeControls, terminalSafeJson } from '../util/escape-text.js';
import { expandOperands, FileNotFoundError } from '../project/files.js';
import type { SourceFormat } from '../load/index.js';
import { PAYLOAD_KINDS, type PayloadKind } from '../payload/detect.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import type { ExitCode, Io } from './main.js';

interface ConvertFlags {
  output?: string;
  /** -o's name in lint and explain too; --output stays as a hidden alias. */
  outputFile?: string;
  write?: boolean;
  report?: boolean;
  reportFormat: 'text' | 'json';
  split?: boolean;
  fields: 'stacked' | 'inline';
  rows: 'after' | 'in-last-container';
  icons: 'link' | 'drop';
  edit?: boolean;
  kind?: PayloadKind;
  stdinFilename?: string;
  preview?: string;
}

export function registerConvert(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('convert')
    .description('Convert legacy payloads (content, embeds, Action Rows; modals with Text Inputs in Action Rows) to Components V2')
    .argument('<patterns...>', 'payload files (.json, .yaml, .yml), folders or globs; "-" reads stdin')
    .option('-o, --output-file <file>', 'write the converted payload to this file (its extension may switch JSON and YAML)')
    .addOption(new Option('--output <file>', 'the same as --output-file').hideHelp())
    .option('-w, --write', 'convert files in place: each file is rewritten whole, or left untouched')
    .option('--report', 'list what was approximated or dropped, per JSON path, instead of printing the payload')
    .addOption(new Option('--report-format <format>', 'format of --report').choices(['text', 'json']).default('text'))
    .option('--split', `spread a message that is over the limits (${LIMITS.v2Components.value} components, ${LIMITS.textDisplayTotal.value} characters) over several messages`)
    .addOption(new Option('--fields <layout>', 'embed fields: stacked (name above value) or inline (inline fields side by side)').choices(['stacked', 'inline']).default('stacked'))
    .addOption(new Option('--rows <where>', 'Action Rows after the Containers, or inside the last one').choices(['after', 'in-last-container']).default('after'))
    .addOption(new Option('--icons <how>', 'author and footer icons: kept as a small link, or dropped').choices(['link', 'drop']).default('link'))
    .option('--edit', 'the payload edits an existing message: clear its content and embeds (content: null, embeds: [])')
    .addOption(new Option('--kind <kind>', 'payload kind instead of detecting it').choices([...PAYLOAD_KINDS]))
    .option('--stdin-filename <name>', 'name of the payload read from stdin (its extension picks JSON or YAML)')
    .option('--preview <file.html>', 'also write the legacy payload and its conversion side by side, as an HTML page')
    .action(async (patterns: string[], flags: ConvertFlags) => setExit(await convertCommand(patterns, { ...flags, output: flags.outputFile ?? flags.output }, io)));
}

interface FileOutcome {
  file: string;
  result: ConvertTextResult;
}

async function convertCommand(patterns: string[], flags: ConvertFlags, io: Io): Promise<ExitCode> {
  if (flags.write && flags.output) return usageError(io, '--write and --output cannot be used together: --write rewrites each file in place.');
  let files: string[];
  try {
    files = await expandOperands(patterns, io.cwd);
  } catch (error) {
    if (error instanceof FileNotFoundError) return usageError(io, `No such file or directory: ${error.pattern}`);
    throw error;
  }
  if (files.length === 0) return usageError(io, `No files matched ${patterns.map((p) => JSON.stringify(p)).join(', ')}.`);
  if (flags.write && files.includes('-')) return usageError(io, '--write cannot rewrite stdin; use --output or read the payload from a file.');
  if (files.length > 1 && !flags.write && !flags.report) {
    return usageError(io, `${files.length} files to convert: use --write to convert them in place, or --report to list what would change. Without them, convert one file at a time.`);
  }
  if (files.length > 1 && flags.output) return usageError(io, `--output takes one input, not ${files.length}.`);
  if (flags.preview && (files.length > 1 || !/\.html?$/i.test(flags.preview))) return usageError(io, '--preview writes one HTML page (.html) for one input file.');

  const outputFormat = flags.output ? formatOfName(flags.output) : undefined;
  const outcomes: FileOutcome[] = [];
  // The converted payloads are checked as `cordlint lint` would lint the file written: its project's config.
  const { Cordlint } = await import('../project/cordlint.js');
  const project = new Cordlint({ cwd: io.cwd, env: io.env, ignore: false, baseline: false, ...(io.env.CORDLINT_FAST_PATH === '0' ? { fastPath: false } : {}) });
  for (const file of files) {
    const read = await readInput(file, flags, io);
    if (!read.ok) {
      if (files.length === 1) return usageError(io, read.message);
      outcomes.push({ file, result: { status: 'refused', reasons: [read.message], notes: [], payloadCount: 0 } });
      continue;
    }
    if (read.undecodable) {
      outcomes.push({ file: read.name, result: { status: 'refused', reasons: [read.undecodable], notes: [], payloadCount: 0 } });
      continue;
    }
    const options: ConvertTextOptions = {
      filePath: read.name,
      fields: flags.fields,
      rows: flags.rows,
      icons: flags.icons,
      ...(flags.split ? { split: true } : {}),
      ...(flags.edit ? { edit: true } : {}),
      ...(flags.kind ? { kind: flags.kind } : {}),
      ...(outputFormat ? { outputFormat } : {}),
    };
    try {
      const written = flags.output ? path.resolve(io.cwd, flags.output) : read.name.startsWith('<') ? path.join(io.cwd, read.name) : path.resolve(io.cwd, read.name);
      options.config = await project.linterConfigFor(written, read.text);
      options.linter = project.linter;
    } catch (error) {
      // Convert runs no code of a config: one whose plugins were refused (not consented) checks the
      // output with cordlint's defaults, as a config-less folder would, rather than stop the conversion.
      if (!pluginsRefused(error)) {
        const { configErrorText } = await import('../project/describe-error.js');
        return usageError(io, configErrorText(error, io.cwd));
      }
    }
    outcomes.push({ file: read.name, result: await convertSafely(read.text, options) });
    if (flags.preview) {
      const written = await (await import('./preview-command.js')).writeConvertPreview(read.name, read.text, outcomes[outcomes.length - 1]!.result, path.resolve(io.cwd, flags.preview));
      if (written) io.stderr(`cordlint: ${written}\n`);
    }
  }

  // --report lists refusals itself; otherwise they go to stderr, away from the payload.
  for (const { file, result } of outcomes) {
    if (result.status === 'refused' && !flags.report) io.stderr(refusalText(file, result, io.cwd));
  }

  if (flags.write) {
    for (const outcome of outcomes) {
      if (outcome.result.status !== 'converted') continue;
      try {
        await writeFileAtomic(outcome.file, outcome.result.text!);
      } catch (error) {
        io.stderr(`cordlint: cannot write ${displayPath(outcome.file, io.cwd)}: ${(error as Error).message}; it was left untouched.\n`);
        outcome.result = { ...outcome.result, status: 'refused', reasons: ['The file could not be written.'] };
      }
    }
  } else if (flags.output) {
    const only = outcomes[0]!;
    if (only.result.status !== 'refused') {
      try {
        await writeFileAtomic(path.resolve(io.cwd, flags.output), only.result.text!);
      } catch (error) {
        io.stderr(`cordlint: cannot write ${flags.output}: ${(error as Error).message}\n`);
        return 2;
      }
    }
  } else if (!flags.report) {
    const only = outcomes[0]!;
    if (only.result.status !== 'refused') {
      const text = only.result.text!;
      io.stdout(text.endsWith('\n') ? text : text + '\n');
    }
  }

  if (flags.report) io.stdout(report(outcomes, flags.reportFormat, io.cwd));
  else if (!flags.write) hintAtNotes(outcomes, io);
  if (flags.write) {
    // Each file rewritten, on stderr beside the notes; the counts stay the one line on stdout.
    for (const o of outcomes) if (o.result.status === 'converted') io.stderr(`cordlint: converted ${displayPath(o.file, io.cwd)}\n`);
    io.stdout(summary(outcomes));
  }

  return outcomes.some((o) => o.result.status === 'refused') ? 1 : 0;
}

async function convertSafely(text: string, options: ConvertTextOptions): Promise<ConvertTextResult> {
  try {
    const { convertText } = await import('../convert/text.js');
    return await convertText(text, options);
  } catch (error) {
    return {
      status: 'refused',
      reasons: [`Internal error while converting (${error instanceof Error ? error.message : String(error)}). This is a cordlint bug; please report it with the input. Nothing was written.`],
      notes: [],
      payloadCount: 0,
    };
  }
}

/** A file that cannot be read is a usage error (exit 2); one that is read but is no text is refused (exit 1). */
type Read = { ok: true; name: string; text: string; undecodable?: string } | { ok: false; message: string };

async function readInput(file: string, flags: ConvertFlags, io: Io): Promise<Read> {
  const name = file === '-' ? (flags.stdinFilename ? path.resolve(io.cwd, flags.stdinFilename) : '<stdin>') : file;
  let bytes: Uint8Array;
  if (file === '-') bytes = await io.readStdin();
  else {
    const read = readPayloadFileSync(file);
    if (!read.ok) return { ok: false, message: `${displayPath(name, io.cwd)}: ${read.message}` };
    bytes = read.bytes;
  }
  const decoded = decodeSource(bytes);
  if (!decoded.ok) return { ok: true, name, text: '', undecodable: decoded.message };
  return { ok: true, name, text: decoded.text };
}

function formatOfName(file: string): SourceFormat | undefined {
  if (/\.ya?ml$/i.test(file)) return 'yaml';
  if (/\.jsonc?$/i.test(file)) return 'json';
  return undefined;
}

function refusalText(file: string, result: ConvertTextResult, cwd: string): string {
  const lines = result.reasons.map((r) => `  ${escapeControls(r)}`);
  return `cordlint: ${displayPath(file, cwd)} was not converted:\n${lines.join('\n')}\n`;
}

function summary(outcomes: readonly FileOutcome[]): string {
  const count = (status: ConvertTextResult['status']) => outcomes.filter((o) => o.result.status === status).length;
  const converted = count('converted');
  return `${converted} ${converted === 1 ? 'file' : 'files'} converted, ${count('unchanged')} unchanged (already Components V2), ${count('refused')} refused.\n`;
}

function hintAtNotes(outcomes: readonly FileOutcome[], io: Io): void {
  for (const { file, result } of outcomes) {
    const lossy = result.notes.filter((n) => n.kind !== 'info').length;
    if (result.status === 'converted' && lossy > 0) {
      io.stderr(`cordlint: ${displayPath(file, io.cwd)}: ${lossy} ${lossy === 1 ? 'part was' : 'parts were'} approximated or dropped; --report lists them.\n`);
    }
    if (result.status === 'converted' && result.split) {
      io.stderr(`cordlint: ${displayPath(file, io.cwd)}: split into ${result.split.join(' and ')} messages; send them in order.\n`);
    }
  }
}

function report(outcomes: readonly FileOutcome[], format: 'text' | 'json', cwd: string): string {
  if (format === 'json') {
    const rows = outcomes.map(({ file, result }) => ({
      filePath: file,
      status: result.status,
      payloads: result.payloadCount,
      reasons: result.reasons,
      notes: result.notes,
      ...(result.limits ? { limits: result.limits } : {}),
    }));
    return terminalSafeJson(JSON.stringify(rows, null, 2)) + '\n';
  }
  const lines: string[] = [];
  for (const { file, result } of outcomes) {
    const what =
      result.status === 'converted'
        ? `converted${result.payloadCount > 1 ? ` into ${result.payloadCount} messages` : ''}`
        : result.status === 'unchanged'
          ? 'unchanged'
          : 'refused';
    lines.push(`${displayPath(file, cwd)}: ${what}`);
    for (const reason of result.reasons) lines.push(`  ${escapeControls(reason)}`);
    const width = Math.max(0, ...result.notes.map((n) => placeOf(n).length));
    for (const note of result.notes) lines.push(`  ${placeOf(note).padEnd(width)}  ${note.kind.padEnd(12)}  ${escapeControls(note.message)}`);
    if (result.status !== 'refused' && result.notes.length === 0) lines.push('  nothing was approximated or dropped');
  }
  return lines.join('\n') + '\n';
}

function placeOf(note: { path: string; document?: number }): string {
  return `${note.document ? `[document ${note.document}] ` : ''}${escapeControls(note.path) || '/'}`;
}

function usageError(io: Io, message: string): ExitCode {
  io.stderr(`cordlint: ${message}\n`);
  return 2;
}

/** A config error that only says the config's plugins were not loaded (no consent), as `readConfigAndPlugins` throws it. */
function pluginsRefused(error: unknown): boolean {
  return error instanceof ConfigError && error.problems.length > 0 && error.problems.every((p) => p.key === 'plugins');
}
