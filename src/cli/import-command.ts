import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { displayPath } from '../format/display-path.js';
import { terminalSafeJsonOf } from '../util/escape-text.js';
import type { LintResult } from '../types.js';
import type { ExitCode, Io } from './main.js';
import { errorCount, findingsText, lintAsProject } from './payload-input.js';

interface ImportFlags {
  output?: string;
  format?: 'json' | 'yaml';
  lint: boolean;
  overwrite?: boolean;
}

export function registerImport(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('import')
    .description('Read a Discohook link (?data=) or backup file, or a discord.builders link, offline, as payload files (linted as they are written)')
    .argument('<source>', 'a Discohook or discord.builders link, a Discohook backup file, or "-" for stdin')
    .option('-o, --output <file|folder>', 'write to this file (its extension picks JSON or YAML; several messages make a list), or one file per message into this folder (an existing folder, or a name ending in "/")')
    .addOption(new Option('--format <format>', 'JSON or YAML, for stdout and folders (default: json, or the --output file\'s extension)').choices(['json', 'yaml']))
    .option('--no-lint', 'write the payloads without linting them')
    .option('--overwrite', 'in a folder, replace files of the same names (without it, a name that is taken gets the next free number)')
    .action(async (source: string, flags: ImportFlags) => setExit(await importCommand(source, flags, io)));
}

interface Output {
  /** Where it goes: a file's absolute path, or undefined for stdout. */
  file?: string;
  text: string;
  /** The name it is linted under (its extension picks the parser). */
  lintName: string;
  /** A file of a folder import: written only where nothing is (unless --overwrite). */
  createOnly?: boolean;
  /** The name the message asked for, when it was taken and this one was chosen instead. */
  insteadOf?: string;
}

async function importCommand(source: string, flags: ImportFlags, io: Io): Promise<ExitCode> {
  const { importLink, importFileText, isLink, DesignerInputError } = await import('../designers/index.js');
  let result;
  try {
    if (isLink(source)) result = importLink(source);
    else {
      const text = await readSource(source, io);
      if ('error' in text) return usageError(io, text.error);
      result = importFileText(text.value, source === '-' ? 'stdin' : source);
    }
  } catch (error) {
    if (error instanceof DesignerInputError) return usageError(io, `cannot import ${short(source)}: ${error.message}.`);
    throw error;
  }
  if (result.messages.length === 0) return usageError(io, `${short(source)} holds no messages.`);

  const outputs = await planOutputs(result.messages, flags, io);
  if (typeof outputs === 'string') return usageError(io, outputs);

  const { writeFileAtomic } = await import('../util/atomic-write.js');
  const results: LintResult[] = [];
  let failed = false;
  for (const output of outputs) {
    if (output.file) {
      try {
        await writeFileAtomic(output.file, output.text, { createOnly: output.createOnly === true });
        const instead = output.insteadOf ? ` (${displayPath(output.insteadOf, io.cwd)} exists and was left as it is; --overwrite replaces it)` : '';
        io.stderr(`cordlint: wrote ${displayPath(output.file, io.cwd)}${instead}\n`);
      } catch (error) {
        io.stderr(`cordlint: cannot write ${displayPath(output.file, io.cwd)}: ${(error as Error).message}\n`);
        failed = true;
        continue;
      }
    } else io.stdout(output.text);
    if (flags.lint) {
      const linted = await lintAsProject(output.text, output.lintName, io);
      if (typeof linted === 'string') {
        io.stderr(`cordlint: ${displayPath(output.lintName, io.cwd)} was not linted: ${linted}\n`);
        failed = true;
      } else if (linted && linted.messages.length > 0) results.push(linted);
    }
  }
  for (const note of result.notes) io.stderr(`cordlint: note: ${note}\n`);
  if (results.length > 0) io.stderr(await findingsText(results, io));
  if (failed) return 2;
  return results.some((r) => errorCount(r) > 0) ? 1 : 0;
}

async function readSource(source: string, io: Io): Promise<{ value: string } | { error: string }> {
  const { decodeSource } = await import('../load/decode.js');
  const { readPayloadTextSync } = await import('../project/read-file.js');
  if (source === '-') {
    const decoded = decodeSource(await io.readStdin());
    return decoded.ok ? { value: decoded.text } : { error: `stdin: ${decoded.message}` };
  }
  const decoded = readPayloadTextSync(path.resolve(io.cwd, source));
  return decoded.ok ? { value: decoded.text } : { error: `${source}: ${decoded.message}` };
}

/** One output per message into a folder, or all messages in one file (a list, or YAML documents), or stdout. */
async function planOutputs(messages: { payload: Record<string, unknown>; name?: string }[], flags: ImportFlags, io: Io): Promise<Output[] | string> {
  const payloads = messages.map((m) => m.payload);
  if (flags.output === undefined) {
    const format = flags.format ?? 'json';
    return [{ text: await render(payloads, format), lintName: path.join(io.cwd, `import.${format}`) }];
  }
  const target = path.resolve(io.cwd, flags.output);
  const isFolder = /[\\/]$/.test(flags.output) || (existsSync(target) && statSync(target).isDirectory());
  if (!isFolder) {
    const extension = path.extname(target).toLowerCase();
    const format = extension === '.yaml' || extension === '.yml' ? 'yaml' : extension === '.json' ? 'json' : undefined;
    if (!format) return `--output ${flags.output}: name a .json, .yaml or .yml file, or a folder (end it with "/").`;
    if (flags.format && flags.format !== format) return `--format ${flags.format} does not match --output ${flags.output}.`;
    return [{ file: target, text: await render(payloads, format), lintName: target }];
  }
  if (messages.length > MAX_FOLDER_FILES) {
    return `${short(flags.output)}: the source holds ${messages.length} messages, and an import writes at most ${MAX_FOLDER_FILES} files into a folder (each written whole, one by one). Write them to one file (-o messages.json or .yaml: a list) or to stdout.`;
  }
  const format = flags.format ?? 'json';
  // Names already in the folder, compared without case (a case-insensitive disk has one welcome.json for "Welcome" and "welcome"):
  // none of them is replaced unasked; the message takes the next free number and the run says so.
  const taken = new Set<string>();
  if (!flags.overwrite) for (const name of folderEntries(target)) taken.add(name.toLowerCase());
  const used = new Set<string>();
  // The next number to try for a name: many messages of one name are numbered in one pass, not by trying 2, 3... again for each.
  const nextNumber = new Map<string, number>();
  const free = (base: string) => !used.has(base) && !taken.has(`${base}.${format}`);
  return Promise.all(
    messages.map(async (message, i) => {
      const wanted = slug(message.name ?? '') || `message-${i + 1}`;
      const stem = slug(message.name ?? '') || 'message';
      let base = wanted;
      for (let n = nextNumber.get(stem) ?? 2; !free(base); n++) {
        base = `${stem}-${n}`;
        nextNumber.set(stem, n + 1);
      }
      used.add(base);
      const file = path.join(target, `${base}.${format}`);
      const insteadOf = taken.has(`${wanted}.${format}`) ? path.join(target, `${wanted}.${format}`) : undefined;
      return { file, text: await render([message.payload], format), lintName: file, createOnly: !flags.overwrite, ...(insteadOf ? { insteadOf } : {}) };
    }),
  );
}

/** The names in a folder (none when it does not exist yet). */
function folderEntries(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/**
 * Most files one import writes into a folder. A Discohook backup or a builder's link holds a few
 * dozen messages; past a thousand, files written whole one by one (each synced to disk) take
 * minutes, where one file of a list takes a second.
 */
const MAX_FOLDER_FILES = 1000;

/** One payload as itself; several as a JSON list, or YAML documents. */
async function render(payloads: readonly unknown[], format: 'json' | 'yaml'): Promise<string> {
  // The same JSON value with no raw C1 or bidirectional character (as convert writes it): a link's text may hold any.
  if (format === 'json') return terminalSafeJsonOf(payloads.length === 1 ? payloads[0] : payloads, 2) + '\n';
  const { plainYaml } = await import('../convert/yaml-writer.js');
  return plainYaml(payloads, { indent: 2, indentSeq: true, flowPadding: true });
}

const slug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);

/** A link can be kilobytes long: messages show its start. */
const short = (source: string): string => (source.length > 80 ? source.slice(0, 77) + '...' : source);

function usageError(io: Io, message: string): ExitCode {
  io.stderr(`cordlint: ${message}\n`);
  return 2;
}
