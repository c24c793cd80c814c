// Synchronous: a handful of folders cost less than loading node:fs/promises (5 ms) and a promise each.
import { readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { appendAll } from '../util/append.js';

export const PAYLOAD_EXTENSIONS = ['.json', '.jsonc', '.yaml', '.yml'];
const IGNORED_DIRECTORIES = ['**/node_modules/**', '**/.*/**'];

export class FileNotFoundError extends Error {
  constructor(readonly pattern: string) {
    super(`No such file or directory: ${pattern}`);
  }
}

/**
 * Expands command-line operands into file paths: files as given, folders searched for payload
 * files (skipping node_modules and dot-folders), globs expanded. `-` stands for stdin.
 * A plain path that does not exist throws {@link FileNotFoundError}; a glob matching nothing adds nothing.
 */
export async function expandOperands(operands: readonly string[], cwd = process.cwd(), errorOnUnmatched = true, sourceFiles = false): Promise<string[]> {
  const found: string[] = [];
  for (const operand of operands) {
    if (operand === '-') {
      found.push('-');
      continue;
    }
    const absolute = path.resolve(cwd, operand);
    const info = statOrUndefined(absolute);
    // A FIFO or device named on the command line is kept: reading it reports what it is (it is never opened for reading).
    if (info && !info.isDirectory()) found.push(absolute);
    else if (info?.isDirectory()) appendAll(found, searchDirectory(absolute, sourceFiles));
    // The glob library loads only for an operand that is neither a file nor a folder.
    else if ((await import('tinyglobby')).isDynamicPattern(operand)) {
      const matches = await (await import('tinyglobby')).glob(operand, { cwd, absolute: true, ignore: IGNORED_DIRECTORIES, dot: false });
      appendAll(found, matches.sort());
    } else if (errorOnUnmatched) throw new FileNotFoundError(operand);
  }
  return [...new Set(found)];
}

/** A name ending in one of PAYLOAD_EXTENSIONS, in any case (a regular expression: path.extname per file showed in a folder walk's profile). */
const PAYLOAD_NAME = /\.(?:jsonc?|ya?ml)$/i;

/** Undefined for a path that cannot be stat'ed for any reason (no entry, no permission, a file in the way). */
function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

function isPayloadFile(file: string): boolean {
  return PAYLOAD_NAME.test(file);
}

/** JavaScript and TypeScript files, whose code may send payloads (not declaration files). */
const SOURCE_FILE_NAME = /\.(?:[cm]?[jt]s|[jt]sx)$/i;
const DECLARATION_NAME = /\.d\.[cm]?ts$/i;

function searchDirectory(root: string, sourceFiles = false): string[] {
  const files: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const directory = pending.pop()!;
    const entries = readdirSync(directory, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      // Not path.join: the folder is already a normalised absolute path and a name has no separator.
      const full = directory.endsWith(path.sep) ? directory + entry.name : directory + path.sep + entry.name;
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile() && (isPayloadFile(entry.name) || (sourceFiles && SOURCE_FILE_NAME.test(entry.name) && !DECLARATION_NAME.test(entry.name)))) files.push(full);
    }
  }
  return files.sort();
}
