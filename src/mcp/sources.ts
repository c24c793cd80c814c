/**
 * Where a tool's payload comes from: `text` (with an optional `filename`) or a `path` inside the
 * client's roots, and the configuration that applies to it: the nearest config file between its
 * folder and its root, read as data only (the server never loads a plugin: nothing from a linted
 * folder runs).
 */
import path from 'node:path';
import { ConfigError } from '../config/errors.js';
import { findConfigFileWithin } from '../config/find.js';
import type { LinterConfig } from '../linter/linter.js';
import { MAX_FILE_BYTES } from '../load/decode.js';
import { readPayloadTextSync } from '../project/read-file.js';
import { describeConfigError } from '../project/describe-error.js';
import { PathRefused, type Roots } from './roots.js';

/** A mistake in a tool's arguments that the schema cannot express: said to the client as the tool's error. */
export class ToolInputError extends Error {}

export interface PayloadInput {
  text?: string | undefined;
  path?: string | undefined;
  filename?: string | undefined;
}

export interface PayloadSource {
  /** The name in results: the file's path, the given filename, or `<text>`. */
  name: string;
  /** How to show the name: relative to its root. */
  shown: string;
  text: string;
  /** The root the file (or the filename) lies in; undefined for text without a filename inside one. */
  root?: string;
}

/** The payload of `input`: exactly one of `text` and `path`. Throws ToolInputError or PathRefused with a message for the client. */
export async function payloadSource(input: PayloadInput, roots: Roots, what = 'payload'): Promise<PayloadSource> {
  const given = [input.text !== undefined && 'text', input.path !== undefined && 'path'].filter(Boolean);
  if (given.length !== 1) throw new ToolInputError(`Give the ${what} as "text" (its JSON or YAML) or as "path" (a file inside the workspace), not ${given.length === 0 ? 'neither' : 'both'}.`);
  if (input.path !== undefined) {
    if (input.filename !== undefined) throw new ToolInputError('"filename" names a "text"; a "path" is named already.');
    const { file, root } = await roots.resolve(input.path);
    const read = readPayloadTextSync(file);
    const shown = shownPath(file, root);
    if (!read.ok) throw new PathRefused(`${shown}: ${read.message}`);
    return { name: file, shown, text: read.text, root };
  }
  const text = input.text!;
  if (Buffer.byteLength(text) > MAX_FILE_BYTES) throw new ToolInputError(`The ${what} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB, Discord's payloads never are.`);
  if (input.filename === undefined) return { name: '<text>', shown: '<text>', text };
  const first = (await roots.list().catch(() => []))[0];
  const name = first ? path.resolve(first, input.filename) : path.resolve(input.filename);
  const root = await roots.contains(name);
  return root ? { name, shown: shownPath(name, root), text, root } : { name: path.basename(input.filename), shown: path.basename(input.filename), text };
}

function shownPath(file: string, root: string): string {
  return path.relative(root, file) || path.basename(file);
}

/** The configuration of a source: its config's rules and overrides (never its plugins), with notes on what was left out. */
export async function configOf(source: PayloadSource): Promise<{ config: LinterConfig; notes: string[]; configFile?: string }> {
  if (!source.root) return { config: {}, notes: [] };
  const configFile = findConfigFileWithin(path.dirname(source.name), source.root);
  if (!configFile) return { config: {}, notes: [] };
  const [{ loadConfig, optionsForFile }, { mayLoadPlugins, NO_PLUGIN_CONSENT }] = await Promise.all([import('../config/load.js'), import('../config/plugin-policy.js')]);
  const shown = shownPath(configFile, source.root);
  try {
    // Read only inside the root: a config that links out of it (to a secret) is refused unread, as a payload path is.
    const loaded = await loadConfig(configFile, { allowPlugins: await mayLoadPlugins(configFile, NO_PLUGIN_CONSENT), within: source.root });
    // The file is linted though the config's "ignores" name it: it is what was asked for.
    return { config: optionsForFile(loaded, source.name).options, notes: [], configFile: shown };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const plugins = /not loaded/.test(error.problems.map((p) => p.message).join(' '));
    const why = plugins
      ? `${shown} names plugins, and this server runs no code from the folders it reads, so the config was not used: the payload was linted with cordlint's defaults. Run \`cordlint lint\` in a terminal for the plugins' rules.`
      : `${shown} is not a valid config, so it was not used: the payload was linted with cordlint's defaults.\n${describeConfigError(error, source.root).trimEnd()}`;
    return { config: {}, notes: [why] };
  }
}
