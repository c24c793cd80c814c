/**
 * The files a multipart request carries, against the `attachment://` names its body uses: a name
 * no file answers is refused before the upload (Discord answers 50146 or
 * UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND), and the files are handed to the linter's
 * attachment rules (their sizes) as the project layer hands it the files on disk.
 */
import type { AttachmentFiles } from '../payload/destination.js';
import { attachmentName, attachmentUrlsIn, discordFilename, withoutQuery } from '../payload/media.js';
import type { JsonPath } from '../types.js';
import { toPointer } from '../util/pointer.js';
import type { GuardFinding } from './guard-error.js';
import { utf8Length } from '../util/utf8-length.js';

/** A file as discord.js passes it to `REST.request` (its `RawFile`). */
export interface SentFile {
  name: string;
  key?: string;
  data: unknown;
  contentType?: string;
  /** Its size in bytes, when `data` does not tell it (`cordlint serve` is told the sizes, not the bytes). */
  size?: number;
}

/** The request's files as the linter's attachments: each looked up by name, with its size. */
export function sentAttachments(files: readonly SentFile[], maxSize: number): AttachmentFiles {
  const byName = new Map<string, SentFile>();
  for (const file of files) {
    byName.set(file.name, file);
    byName.set(discordFilename(file.name), file);
  }
  return {
    shownDir: 'the files sent with the request',
    // Missing names are this module's finding (missingFiles), in words that fit a request.
    configured: false,
    maxSize,
    lookup(name) {
      const file = byName.get(name) ?? byName.get(discordFilename(name));
      const size = file === undefined ? undefined : (file.size ?? sizeOf(file.data));
      return { shownPath: JSON.stringify(file?.name ?? name), ...(size !== undefined ? { size } : {}) };
    },
  };
}

/**
 * `attachment://` names in a body that no file of the request answers. An edit may name a file the
 * message already has, so only requests that create a message are checked.
 */
export function missingFiles(body: unknown, bodyPath: JsonPath, files: readonly SentFile[]): GuardFinding[] {
  const names = new Set<string>();
  for (const file of files) {
    names.add(file.name);
    names.add(discordFilename(file.name));
  }
  const findings: GuardFinding[] = [];
  const seen = new Set<string>();
  for (const { url, path } of attachmentUrlsIn(body, bodyPath)) {
    const name = attachmentName(withoutQuery(url));
    if (name === undefined || seen.has(name)) continue;
    seen.add(name);
    if (names.has(name) || names.has(discordFilename(name))) continue;
    const sent = files.length === 0 ? 'the request sends no file' : `the request sends ${files.map((f) => JSON.stringify(f.name)).join(', ')}`;
    findings.push({
      ruleId: 'attachment-file',
      severity: 'error',
      path: toPointer(path),
      message: `${JSON.stringify(url)} names no file of the request (${sent}); Discord rejects the reference (UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND, or 50146). Add the file to "files", or fix the name.`,
    });
  }
  return findings;
}

function sizeOf(data: unknown): number | undefined {
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  if (typeof data === 'string') return utf8Length(data);
  return undefined;
}
