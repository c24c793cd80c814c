import type { ComponentNode } from '../engine/rule.js';
import type { JsonPath } from '../types.js';
import { isObject } from './detect.js';

/** One unfurled media item held by a component: a Thumbnail's `media`, a gallery item's `media`, a File's `file`. */
export interface MediaItem {
  /** Path of the media object (`.../media`, `.../items/2/media`, `.../file`). */
  path: JsonPath;
  value: Record<string, unknown>;
  /** The `url`, when it is a string. */
  url: string | undefined;
}

export const ATTACHMENT_SCHEME = 'attachment://';

/** The media items of a Thumbnail (11), Media Gallery (12) or File (13); none for other types. */
/** A URL without its query and fragment (an index search: a regular expression here was quadratic on long runs of `?`). */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

export function mediaItemsOf(node: ComponentNode): MediaItem[] {
  const items: MediaItem[] = [];
  const add = (value: unknown, path: JsonPath) => {
    if (isObject(value)) items.push({ path, value, url: typeof value.url === 'string' ? value.url : undefined });
  };
  if (node.type === 11) add(node.value.media, [...node.path, 'media']);
  if (node.type === 13) add(node.value.file, [...node.path, 'file']);
  if (node.type === 12 && Array.isArray(node.value.items)) {
    node.value.items.forEach((item, i) => {
      if (isObject(item)) add(item.media, [...node.path, 'items', i, 'media']);
    });
  }
  return items;
}

/** `attachment://chart.png` -> `chart.png`; undefined for any other URL. The name may be empty. */
export function attachmentName(url: string | undefined): string | undefined {
  return url !== undefined && url.startsWith(ATTACHMENT_SCHEME) ? url.slice(ATTACHMENT_SCHEME.length) : undefined;
}

/** A message body's `attachments` entries that carry a filename, with their paths. */
export interface AttachmentEntry {
  filename: string;
  path: JsonPath;
}

export interface AttachmentList {
  entries: AttachmentEntry[];
  /** Some entry has no filename (an existing attachment kept by id on an edit): its name is unknown. */
  hasUnnamed: boolean;
}

/** Reads `attachments` of a message body; undefined when the body has no attachments list. */
export function attachmentListOf(body: Record<string, unknown> | undefined, bodyPath: JsonPath): AttachmentList | undefined {
  if (!body || !Array.isArray(body.attachments)) return undefined;
  const list: AttachmentList = { entries: [], hasUnnamed: false };
  body.attachments.forEach((entry, i) => {
    if (isObject(entry) && typeof entry.filename === 'string') {
      list.entries.push({ filename: entry.filename, path: [...bodyPath, 'attachments', i, 'filename'] });
    } else {
      list.hasUnnamed = true;
    }
  });
  return list;
}

/**
 * The name Discord gives an uploaded file, and since November 2025 the `attachment://` name that
 * refers to it (discord-api-docs #7754, #7890 and PR #7986): werkzeug's secure_filename. Letters
 * are decomposed and what is not ASCII is dropped, runs of whitespace become one `_`, anything but
 * letters, digits, `_`, `.` and `-` is dropped, and leading and trailing `.` and `_` are trimmed.
 */
export function discordFilename(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x00-\x7f]/g, '').replace(/[/\\]/g, ' ');
  const joined = ascii.split(/\s+/).filter(Boolean).join('_');
  return joined.replace(/[^A-Za-z0-9_.-]/g, '').replace(/^[._]+|[._]+$/g, '');
}

/** The keys whose string is a URL that may name an uploaded file: media and embed images (`url`), embed icons (`icon_url`). */
const URL_KEYS: ReadonlySet<string> = new Set(['url', 'icon_url']);

/** Every `attachment://` URL of a value (embeds, components...), with its path; at most `limit`. */
export function attachmentUrlsIn(value: unknown, path: JsonPath, limit = 200): { url: string; path: JsonPath }[] {
  const found: { url: string; path: JsonPath }[] = [];
  // One path, pushed and popped as the walk goes: a copy is made only for a URL found.
  const at: JsonPath[number][] = [...path];
  const visit = (node: unknown, depth: number) => {
    if (found.length >= limit || depth > 32) return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        at.push(i);
        visit(node[i], depth + 1);
        at.pop();
      }
    } else if (isObject(node)) {
      for (const key in node) {
        if (!Object.prototype.hasOwnProperty.call(node, key)) continue;
        const child = node[key];
        if (typeof child === 'string') {
          if (URL_KEYS.has(key) && child.startsWith(ATTACHMENT_SCHEME)) found.push({ url: child, path: [...at, key] });
        } else if (key !== 'attachments' && typeof child === 'object' && child !== null) {
          at.push(key);
          visit(child, depth + 1);
          at.pop();
        }
      }
    }
  };
  visit(value, 0);
  return found;
}
