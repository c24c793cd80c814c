/**
 * Where a tool's payload comes from: `text` (with an optional `filename`) or a `path` inside the
 * client's roots, and the configuration that applies to it, resolved by the project class as for
 * `cordlint lint`: the nearest config file between its folder and its root, read as data only (the
 * server never loads a plugin: nothing from a linted folder runs), and the baseline in the root.
 */
import path from 'node:path';
import { ConfigError } from '../config/errors.js';
import { Linter, type LinterConfig } from '../linter/linter.js';
import type { PayloadKind } from '../payload/detect.js';
import type { Destination } from '../payload/destination.js';
import { MAX_FILE_BYTES } from '../load/decode.js';
import { formatOf, loadYamlParser } from '../load/index.js';
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

/** What the agent named over the config: the payload kind, and where the payload goes. */
export interface LintFlags {
  kind?: PayloadKind | undefined;
  destination?: Destination | undefined;
  /** False: the baseline hides nothing (the preview marks every finding, as `cordlint preview --findings` does). */
  baseline?: boolean;
  /** False: every rule runs on every payload (CORDLINT_FAST_PATH=0). */
  fastPath?: boolean;
}

/** A source's Linter and the configuration it is linted with, with notes on what was left out. */
export interface SourceConfig {
  linter: Linter;
  config: LinterConfig;
  notes: string[];
  /** The config file that applies, relative to its root. */
  configFile?: string;
}

/**
 * The configuration of a source, resolved by the project class as `cordlint lint` resolves it for
 * that file (its config and overrides, the baseline's entries, placeholders and locales, the
 * attachments folder), confined to the source's root and never running a plugin. The file is
 * linted though the config's "ignores" name it: it is what was asked for. A text outside every root
 * is linted with cordlint's defaults.
 */
export async function configOf(source: PayloadSource, flags: LintFlags = {}): Promise<SourceConfig> {
  const named: LinterConfig = { ...(flags.kind ? { kind: flags.kind } : {}), ...(flags.destination ? { destination: flags.destination } : {}) };
  const linterOptions = flags.fastPath === false ? { fastPath: false } : {};
  // The tools lint the text with the Linter itself: a YAML text needs its parser loaded first.
  if (formatOf(source.name, source.text) === 'yaml') await loadYamlParser();
  if (!source.root) return { linter: new Linter(linterOptions), config: named, notes: [] };
  const root = source.root;
  const { Cordlint, CordlintError } = await import('../project/cordlint.js');
  const project = new Cordlint({
    cwd: root,
    // Nothing outside the root is read, no plugin loads, and what a config names stays in its folder.
    within: root,
    trustedFolder: null,
    env: {},
    allowPlugins: false,
    ignore: false,
    ...(flags.baseline === false ? { baseline: false } : {}),
    ...(flags.fastPath === false ? { fastPath: false } : {}),
    ...(flags.kind ? { kind: flags.kind } : {}),
    // The destination the agent names wins over the config's (docs/destinations.md).
    ...(flags.destination ? { destination: flags.destination } : {}),
  });
  try {
    const config = await project.linterConfigFor(source.name, source.text);
    const configFile = (await project.configFor(path.dirname(source.name)))?.filePath;
    return { linter: project.linter, config, notes: [], ...(configFile ? { configFile: shownPath(configFile, root) } : {}) };
  } catch (error) {
    if (error instanceof CordlintError && flags.baseline !== false) {
      // An unreadable baseline: the payload is still linted with its config, and the agent is told.
      const without = await configOf(source, { ...flags, baseline: false });
      return { ...without, notes: [...without.notes, `${error.message.split(root + path.sep).join('')} The payload was linted without the baseline.`] };
    }
    if (!(error instanceof ConfigError)) throw error;
    const shown = shownPath(error.filePath, root);
    const plugins = /not loaded/.test(error.problems.map((p) => p.message).join(' '));
    const why = plugins
      ? `${shown} names plugins, and this server runs no code from the folders it reads, so the config was not used: the payload was linted with cordlint's defaults. Run \`cordlint lint\` in a terminal for the plugins' rules.`
      : `${shown} is not a valid config, so it was not used: the payload was linted with cordlint's defaults.\n${describeConfigError(error, root).trimEnd()}`;
    return { linter: new Linter(linterOptions), config: named, notes: [why] };
  }
}
