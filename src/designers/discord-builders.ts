/**
 * discord.builders: the page keeps its state, the message's top-level components (a Components V2
 * message, sent with flags 32768), in the URL hash. Since 2025 the hash is `1$` and standard base64
 * of the gzip of the JSON (the browser's CompressionStream("gzip"), website/src/useHashRouter.ts in
 * StartITBot/discord.builders); before, it was base64 of encodeURIComponent(JSON), which the page
 * still reads. node:zlib's gzip is the same format, read back by the browser's DecompressionStream.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { DesignerInputError, isRecord, MAX_DESIGNER_BYTES, parseDesignerJson, type ImportedMessage } from './types.js';

export const DISCORD_BUILDERS_ORIGIN = 'https://discord.builders';
export const IS_COMPONENTS_V2 = 1 << 15;
/** The component types discord.builders' editor models (components-sdk/src/utils/componentTypes.ts). */
export const BUILDERS_COMPONENT_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 9, 10, 11, 12, 13, 14, 17]);

export const isDiscordBuildersHost = (host: string): boolean => /^(?:www\.)?discord\.builders$/i.test(host);

/** The hash (without `#`) the page writes for these components. */
export function encodeBuildersHash(components: readonly unknown[]): string {
  return '1$' + gzipSync(Buffer.from(JSON.stringify(components), 'utf8')).toString('base64');
}

/** The state a hash holds, in either of the page's formats. */
export function decodeBuildersHash(hash: string): unknown {
  let value = hash.replace(/^#/, '').trim();
  // A hash pasted through something that percent-encodes it (`1%24H4sI...`).
  if (/%[0-9a-f]{2}/i.test(value)) value = decodeURIComponent(value);
  if (value === '') throw new DesignerInputError('the link has no hash: discord.builders keeps its state after "#"');
  if (value.startsWith('1$')) {
    const base64 = value.slice(2);
    if (!/^[A-Za-z0-9+/ ]*={0,2}$/.test(base64)) throw new DesignerInputError('the hash is not base64 after "1$"');
    let text: string;
    try {
      // A "+" may have become a space on the way (form encoding).
      // Never unpacked past a payload's cap: a few KiB of gzip can stand for gigabytes.
      text = gunzipSync(Buffer.from(base64.replace(/ /g, '+'), 'base64'), { maxOutputLength: MAX_DESIGNER_BYTES }).toString('utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new DesignerInputError('the hash unpacks to more than 4 MiB, more than any Discord payload');
      throw new DesignerInputError('the hash is not gzip-compressed data (it may be cut short)');
    }
    return parseJson(text);
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw new DesignerInputError('the hash is neither "1$" compressed state nor base64');
  let text: string;
  try {
    text = decodeURIComponent(Buffer.from(value, 'base64').toString('latin1'));
  } catch {
    throw new DesignerInputError('the hash is not base64 of percent-encoded JSON');
  }
  return parseJson(text);
}

function parseJson(text: string): unknown {
  return parseDesignerJson(text, 'the hash');
}

/** The message a discord.builders state stands for: its components, sent as a Components V2 message. */
export function messageFromBuildersState(state: unknown): ImportedMessage {
  if (!Array.isArray(state)) throw new DesignerInputError('the hash does not hold a list of components');
  return { payload: { flags: IS_COMPONENTS_V2, components: state } };
}

/** A link that opens this payload's components in discord.builders. */
export function discordBuildersLink(payload: Record<string, unknown>): string {
  return `${DISCORD_BUILDERS_ORIGIN}/#${encodeBuildersHash(payload.components as unknown[])}`;
}

/** Why discord.builders cannot hold this payload exactly, or nothing when it can (export refuses otherwise). */
export function discordBuildersProblems(payload: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(payload)) {
    if (key !== 'components' && key !== 'flags') problems.push(`/${key}: discord.builders holds only a Components V2 message's components`);
  }
  if (payload.flags !== IS_COMPONENTS_V2) problems.push(`/flags: discord.builders sends flags 32768 (IS_COMPONENTS_V2) and nothing else, not ${JSON.stringify(payload.flags ?? null)}`);
  if (!Array.isArray(payload.components)) {
    problems.push('/components: there are no components');
    return problems;
  }
  const visit = (component: unknown, path: string) => {
    if (!isRecord(component)) return;
    if (typeof component.type === 'number' && !BUILDERS_COMPONENT_TYPES.has(component.type)) {
      problems.push(`${path}: discord.builders' editor has no component of type ${component.type}`);
    }
    if (Array.isArray(component.components)) component.components.forEach((c, i) => visit(c, `${path}/components/${i}`));
    if (isRecord(component.accessory)) visit(component.accessory, `${path}/accessory`);
  };
  payload.components.forEach((c, i) => visit(c, `/components/${i}`));
  return problems;
}
