import path from 'node:path';
import { Option, type Command } from 'commander';
import { displayPath } from '../format/display-path.js';
import { decodeSource } from '../load/decode.js';
import { PAYLOAD_KINDS, type PayloadKind } from '../payload/detect.js';
import type { ConvertTextResult } from '../convert/text.js';
import type { SourceFormat } from '../load/index.js';
import type { PreviewDocument, PreviewOptions } from '../preview/index.js';
import type { PngAsset } from '../preview/png-picture.js';
import { PNG_PACKAGE } from '../preview/png-package.js';
import type { LintMessage } from '../types.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import type { ExitCode, Io } from './main.js';

/** Set by the standalone binary's build, which carries no satori or resvg. */
declare const CORDLINT_STANDALONE: boolean | undefined;

interface PreviewFlags {
  output?: string;
  /** -o's name in lint and explain too; --output stays as a hidden alias. */
  outputFile?: string;
  theme: 'dark' | 'light';
  attachments?: string;
  findings?: boolean;
  kind?: PayloadKind;
  stdinFilename?: string;
  allowPlugins?: boolean;
  locale?: string;
  longest?: boolean;
}

export function registerPreview(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('preview')
    .description('Draw a message, modal or interaction response as Discord shows it: one self-contained HTML page, or a PNG')
    .argument('<file>', 'payload file (.json, .yaml, .yml); "-" reads stdin')
    .option('-o, --output-file <file>', 'write the preview to this file: .html (default, to stdout without -o) or .png')
    .addOption(new Option('--output <file>', 'the same as --output-file').hideHelp())
    .addOption(new Option('--theme <theme>', "Discord's theme").choices(['dark', 'light']).default('dark'))
    .option('--attachments <dir>', 'folder of the attachment://NAME files (default: the payload file\'s folder)')
    .option('--findings', "lint the payload and draw the findings on the preview, listed beside it")
    .option('--allow-plugins', 'with --findings, --locale or --longest: load the plugins of a config found inside the payload\'s folders too (they run code; see docs/security.md)')
    .addOption(new Option('--kind <kind>', 'payload kind instead of detecting it').choices([...PAYLOAD_KINDS]))
    .option('--stdin-filename <name>', 'name of the payload read from stdin (its extension picks JSON or YAML; its folder holds the attachments)')
    .option('--locale <locale>', "draw the payload in this locale: translation references replaced by its text (the config's locales)")
    .option('--longest', "draw the worst case: every placeholder at its longest length, every reference at its longest form (the config's placeholders and locales)")
    .action(async (file: string, flags: PreviewFlags) => setExit(await previewCommand(file, { ...flags, output: flags.outputFile ?? flags.output }, io)));
}

/** The payload documents of a file, or the reason it has none (unreadable, undecodable). */
export async function readPreviewDocuments(file: string, io: Io, stdinFilename?: string): Promise<{ name: string; text: string; documents: PreviewDocument[] } | { error: string }> {
  const name = file === '-' ? (stdinFilename ? path.resolve(io.cwd, stdinFilename) : '<stdin>') : path.resolve(io.cwd, file);
  let bytes: Uint8Array;
  if (file === '-') bytes = await io.readStdin();
  else {
    // The one safe reader: a FIFO, a device or a huge file is refused before a byte is read.
    const { readFileSafely } = await import('../util/safe-read.js');
    const { MAX_FILE_BYTES } = await import('../load/decode.js');
    const read = readFileSafely(name, { maxBytes: MAX_FILE_BYTES });
    if (!read.ok) return { error: `${displayPath(name, io.cwd)} could not be read: ${read.reason.startsWith('it is a folder') ? 'it is a folder; preview takes one file' : read.reason}.` };
    bytes = read.bytes;
  }
  const decoded = decodeSource(bytes);
  if (!decoded.ok) return { error: `${displayPath(name, io.cwd)}: ${decoded.message}` };
  return { name, text: decoded.text, documents: await documentsOf(name, decoded.text) };
}

async function documentsOf(name: string, text: string, format?: SourceFormat): Promise<PreviewDocument[]> {
  return (await import('../preview/index.js')).documentsOfText(name, text, format);
}

/**
 * `cordlint convert --preview OUT.html`: the payload before and after its conversion, side by
 * side. Returns what to tell the user when no page was written.
 */
export async function writeConvertPreview(name: string, before: string, result: ConvertTextResult, outFile: string): Promise<string | undefined> {
  if (result.status === 'refused' || result.text === undefined) return `no preview written to ${outFile}: the payload was not converted.`;
  const afterFormat: SourceFormat = /^\s*[[{]/.test(result.text) ? 'json' : 'yaml';
  const preview = await import('../preview/index.js');
  const tree = preview.sideBySideTree(await documentsOf(name, before), await documentsOf(name, result.text, afterFormat), {
    attachments: name.startsWith('<') ? undefined : path.dirname(name),
    notes: result.notes,
  });
  try {
    await writeFileAtomic(outFile, preview.renderHtml(tree, `${path.basename(name)}: before and after cordlint convert`));
  } catch (error) {
    return `cannot write ${outFile}: ${(error as Error).message}`;
  }
  return undefined;
}

async function previewCommand(file: string, flags: PreviewFlags, io: Io): Promise<ExitCode> {
  const format = flags.output === undefined ? 'html' : outputFormat(flags.output);
  if (!format) return usageError(io, `--output ${flags.output}: the preview is written as .html or .png.`);
  if (format === 'png' && typeof CORDLINT_STANDALONE === 'boolean') return usageError(io, pngUnavailable(new Error('MODULE_NOT_FOUND')));
  const read = await readPreviewDocuments(file, io, flags.stdinFilename);
  if ('error' in read) return usageError(io, read.error);
  const unreadable = read.documents.filter((d) => d.problem !== undefined);
  if (unreadable.length === read.documents.length) {
    io.stderr(`cordlint: ${displayPath(read.name, io.cwd)} has no payload to preview: ${unreadable.map((d) => d.problem).join('; ')}\n`);
    return 1;
  }
  if (flags.locale !== undefined || flags.longest) {
    const { expandForPreview } = await import('./preview-templates.js');
    const expanded = await expandForPreview(read.name, read.documents, flags, io);
    if ('error' in expanded) return usageError(io, expanded.error);
    read.documents = expanded.documents;
  }
  const options: PreviewOptions = {
    theme: flags.theme,
    attachments: flags.attachments ? path.resolve(io.cwd, flags.attachments) : read.name.startsWith('<') ? io.cwd : await attachmentsFolder(read.name, io),
    ...(flags.kind ? { kind: flags.kind } : {}),
  };
  if (flags.findings) {
    const findings = await lintForPreview(read.name, read.text, flags, io);
    if ('error' in findings) return usageError(io, findings.error);
    options.findings = findings.messages;
  }
  const preview = await import('../preview/index.js');
  const tree = preview.previewTree(read.documents, options, format);
  let output: string | Uint8Array;
  if (format === 'png') {
    try {
      output = await preview.renderPngFile(tree, { warn: (note) => io.stderr(`cordlint: warning: ${note}\n`), without: pngWithout(io) });
    } catch (error) {
      return usageError(io, pngUnavailable(error));
    }
  } else {
    output = preview.renderHtml(tree, `${path.basename(read.name)}: cordlint preview`, { links: await designerLinks(read.documents) });
  }
  if (flags.output === undefined) {
    io.stdout(output as string);
    return 0;
  }
  try {
    const target = path.resolve(io.cwd, flags.output);
    await writeFileAtomic(target, output);
  } catch (error) {
    return usageError(io, `cannot write ${flags.output}: ${(error as Error).message}`);
  }
  return 0;
}

/**
 * CORDLINT_PNG_WITHOUT=emoji,mono-font,font draws the PNG as if those packages were missing: what
 * a trimmed install draws, checked without uninstalling anything (docs/preview.md).
 */
function pngWithout(io: Io): PngAsset[] {
  const names = (io.env.CORDLINT_PNG_WITHOUT ?? '').split(',').map((name) => name.trim());
  const known: readonly string[] = ['font', 'mono-font', 'emoji'] satisfies PngAsset[];
  return names.filter((name): name is PngAsset => known.includes(name));
}

/** The config's attachments folder for the payload (`attachments.dir`), or the payload's own folder. No plugin is loaded for this. */
async function attachmentsFolder(name: string, io: Io): Promise<string> {
  const file = path.resolve(io.cwd, name);
  try {
    const { Cordlint } = await import('../project/cordlint.js');
    const project = new Cordlint({ cwd: io.cwd, env: io.env, ignore: false, baseline: false, allowPlugins: false });
    return (await project.optionsFor(file)).attachments?.dir ?? path.dirname(file);
  } catch {
    // A config that cannot be read (or names plugins) says nothing here: lint reports it.
    return path.dirname(file);
  }
}

/** Lints the text as `cordlint lint` would (the nearest config applies) for --findings. */
async function lintForPreview(name: string, text: string, { kind, allowPlugins }: PreviewFlags, io: Io): Promise<{ messages: LintMessage[] } | { error: string }> {
  const { Cordlint } = await import('../project/cordlint.js');
  try {
    // The file's own config, its ignores set aside (this file is what was asked for), without the baseline: the findings on the picture are all of them.
    const project = new Cordlint({ cwd: io.cwd, env: io.env, ignore: false, baseline: false, allowPlugins: allowPlugins === true, ...(kind ? { kind } : {}), ...(io.env.CORDLINT_FAST_PATH === '0' ? { fastPath: false } : {}) });
    const result = (await project.lintText(text, { filePath: name }))!;
    return { messages: result.messages };
  } catch (error) {
    const { configErrorText } = await import('../project/describe-error.js');
    return { error: configErrorText(error, io.cwd) };
  }
}

export function outputFormat(file: string): 'html' | 'png' | undefined {
  if (/\.html?$/i.test(file)) return 'html';
  if (/\.png$/i.test(file)) return 'png';
  return undefined;
}

/**
 * Why no PNG was drawn. The standalone binary carries no renderer (resvg is a native module); the
 * npm package leaves it to the cordlint-png package, installed only by those who want PNGs.
 */
export function pngUnavailable(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (typeof CORDLINT_STANDALONE === 'boolean') {
    return 'PNG output needs satori and @resvg/resvg-js, which this build does not carry: install cordlint and cordlint-png with npm for PNG, or write HTML (-o preview.html).';
  }
  if (/Cannot find (module|package)|MODULE_NOT_FOUND|dynamic import callback/.test(message)) {
    return `PNG output needs the cordlint-png package (the renderer, its fonts and emoji), which is not installed: npm install ${PNG_PACKAGE}`;
  }
  return `the PNG could not be drawn: ${message}`;
}

function usageError(io: Io, message: string): ExitCode {
  io.stderr(`cordlint: ${message}\n`);
  return 2;
}

/** "Open in Discohook" for messages Discohook holds as they are (export's own check); nothing for modals and the like. */
async function designerLinks(documents: readonly { value: unknown; problem?: string }[]): Promise<{ text: string; href: string }[]> {
  if (documents.some((d) => d.problem !== undefined)) return [];
  const { exportLink, ExportRefusedError } = await import('../designers/index.js');
  try {
    return [{ text: 'Open in Discohook', href: exportLink(documents.map((d) => d.value), 'discohook') }];
  } catch (error) {
    if (error instanceof ExportRefusedError) return [];
    throw error;
  }
}
