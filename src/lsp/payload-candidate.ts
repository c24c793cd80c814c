/**
 * Which open documents the language server lints: the files a folder walk of `cordlint lint` would
 * pick up, less those that are plainly not payloads (tsconfig.json, package.json, .vscode/settings.json...).
 * The one place that decides it, so it can follow the CLI's own check when that grows.
 */
import path from 'node:path';
import { CONFIG_FILE_NAMES } from '../config/find.js';
import { PAYLOAD_EXTENSIONS } from '../project/files.js';
import { parseSource } from '../load/index.js';
import { isObject } from '../payload/detect.js';
import { isBareEmbed } from '../payload/embed-file.js';
import { BASELINE_FILE_NAME } from '../suppress/baseline.js';

/** Files known by name to be something else; tsconfig.*.json and jsconfig.*.json too. */
const NOT_PAYLOAD_NAMES = new Set<string>([...CONFIG_FILE_NAMES, 'package-lock.json', 'npm-shrinkwrap.json', BASELINE_FILE_NAME]);
const NOT_PAYLOAD_PATTERN = /^(tsconfig|jsconfig)(\..*)?\.json$/i;

/** Whether the document at `filePath` with this text is one cordlint would lint. */
export async function isPayloadCandidate(filePath: string, text: string): Promise<boolean> {
  if (!PAYLOAD_EXTENSIONS.includes(path.extname(filePath).toLowerCase())) return false;
  const name = path.basename(filePath);
  if (NOT_PAYLOAD_NAMES.has(name) || NOT_PAYLOAD_PATTERN.test(name)) return false;
  // Folder walks skip node_modules and dot-folders (.vscode, .github...); so does the editor.
  if (path.dirname(filePath).split(/[\\/]/).some((part) => part === 'node_modules' || (part.startsWith('.') && part !== '.' && part !== '..'))) return false;
  const values = await parsedValues(filePath, text);
  // Text that does not parse (half-typed) is linted: its parse error is what the user needs to see.
  return values === undefined || values.some(couldBePayload);
}

/**
 * A value with some field a payload could have, of the type a payload gives it; a list with such an
 * element. Types matter: `"type": "module"` (package.json) is no component's or interaction's type,
 * and `components:` as a mapping (OpenAPI) is no component list.
 */
function couldBePayload(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(couldBePayload);
  if (!isObject(value)) return false;
  if (isBareEmbed(value)) return true;
  const { type, data, components, content, embeds, flags, custom_id, attachments, poll, sticker_ids } = value;
  return (
    typeof type === 'number' ||
    isObject(data) ||
    Array.isArray(components) ||
    typeof content === 'string' ||
    Array.isArray(embeds) ||
    typeof flags === 'number' ||
    typeof custom_id === 'string' ||
    Array.isArray(attachments) ||
    isObject(poll) ||
    Array.isArray(sticker_ids)
  );
}

/** The values of the text's documents, read by cordlint's own loader; undefined when it does not parse. */
async function parsedValues(filePath: string, text: string): Promise<unknown[] | undefined> {
  if (text.trim() === '') return [];
  const documents = await parseSource(filePath, text.replace(/^\uFEFF/, ''));
  return documents.some((d) => d.problems.some((p) => p.fatal)) ? undefined : documents.map((d) => d.value);
}
