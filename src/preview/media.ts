import path from 'node:path';
import { attachmentName } from '../payload/media.js';
import { isPlainName, readFileSafely, statFileSafely } from '../util/safe-read.js';

/** What the preview knows of an image or file URL; remote URLs are never fetched. */
export interface MediaInfo {
  url: string;
  /** `attachment://chart.png` -> `chart.png`. */
  attachment?: string;
  /** A data: URL of the attachment read from disk, when it is an image found there. */
  dataUrl?: string;
  /** Size in bytes of an attachment found on disk. */
  size?: number;
  /** Why an image found on disk is not drawn (the PNG: an empty or broken file, or too many pixels). */
  undrawable?: string;
}

/** Checks an image's bytes before it is drawn: its type as the bytes say, or why it cannot be drawn. */
export type ImageCheck = (bytes: Uint8Array) => { ok: true; type: string } | { ok: false; reason: string };

export interface MediaResolver {
  resolve(url: string): MediaInfo;
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** Images larger than this are shown as placeholders: the page stays small. */
const MAX_INLINE_BYTES = 8 * 1024 * 1024;

/**
 * Resolves `attachment://NAME` to the file NAME in `folder` (only a plain name: no path leaves the
 * folder). Remote URLs stay placeholders.
 */
export function attachmentResolver(folder: string | undefined, imageTypes: Readonly<Record<string, string>> = IMAGE_TYPES, check?: ImageCheck): MediaResolver {
  const cache = new Map<string, MediaInfo>();
  return {
    resolve(url) {
      const known = cache.get(url);
      if (known) return known;
      const info = resolveOnce(url, folder, imageTypes, check);
      cache.set(url, info);
      return info;
    },
  };
}

function resolveOnce(url: string, folder: string | undefined, imageTypes: Readonly<Record<string, string>>, check: ImageCheck | undefined): MediaInfo {
  const name = attachmentName(url);
  if (name === undefined) return { url };
  if (!folder || !isPlainName(name)) return { url, attachment: name };
  const file = path.join(folder, name);
  // The one safe reader, as the lint's attachment lookup: a link out of the folder, a FIFO, a
  // device or a huge file is a placeholder, and no more than an inline image's limit is read.
  const found = statFileSafely(file, { within: folder });
  if (!found.ok) return { url, attachment: name };
  const type = imageTypes[path.extname(name).toLowerCase()];
  if (!type || found.size > MAX_INLINE_BYTES) return { url, attachment: name, size: found.size };
  const read = readFileSafely(file, { maxBytes: MAX_INLINE_BYTES, within: folder });
  if (!read.ok) return { url, attachment: name, ...(read.size !== undefined ? { size: read.size } : {}) };
  const checked = check?.(read.bytes);
  if (checked && !checked.ok) return { url, attachment: name, size: read.bytes.length, undrawable: checked.reason };
  return { url, attachment: name, size: read.bytes.length, dataUrl: `data:${checked?.type ?? type};base64,${read.bytes.toString('base64')}` };
}

/** PNG output: satori draws PNG, JPEG and GIF (not WebP), so other images stay placeholders. */
export const PNG_IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} bytes`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(2)} KB`;
  return `${(size / 1024 / 1024).toFixed(2)} MB`;
}
