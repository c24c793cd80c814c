/** Reading the payload file that `export` and `codegen` take, and linting what they read or write. */
import path from 'node:path';
import type { LintResult } from '../types.js';
import type { Io } from './main.js';
import { appendAll } from '../util/append.js';

export interface ReadPayloads {
  /** The name findings and messages use (the file as given, or the stdin name). */
  name: string;
  text: string;
  /** Each payload of the file: a JSON list's items and YAML documents each count as one. */
  payloads: unknown[];
}

/** The payloads of FILE (or stdin for "-"), or a sentence saying why they could not be read. */
export async function readPayloads(operand: string, io: Io, stdinName = 'stdin.json'): Promise<ReadPayloads | string> {
  const [{ readPayloadTextSync }, { decodeSource }, { parseSource }] = await Promise.all([
    import('../project/read-file.js'),
    import('../load/decode.js'),
    import('../load/index.js'),
  ]);
  let text: string;
  let name: string;
  if (operand === '-') {
    const decoded = decodeSource(await io.readStdin());
    if (!decoded.ok) return `stdin: ${decoded.message}`;
    text = decoded.text;
    name = stdinName;
  } else {
    const file = path.resolve(io.cwd, operand);
    const decoded = readPayloadTextSync(file);
    if (!decoded.ok) return `${operand}: ${decoded.message}`;
    text = decoded.text;
    name = file;
  }
  const documents = await parseSource(name, text);
  const payloads: unknown[] = [];
  for (const document of documents) {
    if (document.value === undefined) {
      const fatal = document.problems[0];
      const where = fatal?.range ? `:${fatal.range.line}:${fatal.range.column}` : '';
      return `${operand === '-' ? 'stdin' : operand}${where}: ${fatal?.message ?? 'no payload'}`;
    }
    if (Array.isArray(document.value)) appendAll(payloads, document.value);
    else payloads.push(document.value);
  }
  return { name, text, payloads };
}

/**
 * The file's findings by the project's config (the nearest cordlint config to the file), as `lint`
 * finds them; a string when the config could not be used (invalid, or its plugins refused), as
 * `lint` says it.
 */
export async function lintAsProject(text: string, filePath: string, io: Io): Promise<LintResult | undefined | string> {
  const [{ Cordlint, CordlintError }, { ConfigError }, { configErrorText }] = await Promise.all([
    import('../project/cordlint.js'),
    import('../config/errors.js'),
    import('../project/describe-error.js'),
  ]);
  try {
    const project = await Cordlint.create({ cwd: io.cwd, env: io.env });
    return await project.lintText(text, { filePath, fix: false });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof CordlintError) return configErrorText(error, io.cwd);
    throw error;
  }
}

/** The findings in the `lint` command's stylish format, for stderr. */
export async function findingsText(results: readonly LintResult[], io: Io): Promise<string> {
  const { formatters } = await import('../format/index.js');
  return formatters.stylish!(results, { color: false, cwd: io.cwd });
}

export const errorCount = (result: LintResult | undefined | string): number => typeof result === 'string' ? 0 : result?.messages.filter((m) => m.severity === 2).length ?? 0;

/**
 * The folder of the payload's `attachment://` files as code run from here names it (posix, relative
 * to the current folder): the config's `attachments.dir`, else the payload's own folder, as lint
 * looks them up; undefined for stdin or the current folder itself (the code then writes `./NAME`).
 */
export async function attachmentsFolder(filePath: string, io: Io): Promise<string | undefined> {
  if (!path.isAbsolute(filePath)) return undefined;
  const { Cordlint } = await import('../project/cordlint.js');
  let dir: string;
  try {
    const project = await Cordlint.create({ cwd: io.cwd, env: io.env });
    const { attachments } = await project.optionsFor(filePath);
    dir = attachments?.dir ?? path.dirname(filePath);
  } catch {
    dir = path.dirname(filePath);
  }
  const relative = path.relative(io.cwd, dir);
  if (relative === '') return undefined;
  // Outside the current folder, the absolute path is the one that works wherever the code runs from here.
  return (relative.startsWith('..') ? dir : relative).split(path.sep).join('/');
}
