/**
 * The files that `attachment://NAME` names, looked up on disk for the rules (the Linter reads no
 * file: it asks this lookup). Only a plain name is looked up, in one folder; a link is followed only
 * while its target stays in that folder, and nothing is read: the size comes from the file's status,
 * by the one safe reader (../util/safe-read.ts), which the preview uses to read the same files.
 */
import path from 'node:path';
import type { AttachmentSettings } from '../config/load.js';
import { DEFAULT_MAX_ATTACHMENT_SIZE, type AttachmentFile, type AttachmentFiles } from '../payload/destination.js';
import { displayPath } from '../format/display-path.js';
import { isPlainName, statFileSafely } from '../util/safe-read.js';

/** The lookup for one payload file; `settings` undefined: beside the payload, files that exist are checked. */
export function attachmentFilesFor(payloadFile: string, settings: AttachmentSettings | undefined, cwd: string): AttachmentFiles {
  const dir = settings?.dir ?? path.dirname(payloadFile);
  const cache = new Map<string, AttachmentFile>();
  return {
    shownDir: displayPath(dir, cwd) || '.',
    configured: settings?.configured ?? false,
    maxSize: settings?.maxSize ?? DEFAULT_MAX_ATTACHMENT_SIZE,
    lookup(name) {
      let found = cache.get(name);
      if (!found) cache.set(name, (found = look(dir, name, cwd)));
      return found;
    },
  };
}

function look(dir: string, name: string, cwd: string): AttachmentFile {
  const file = path.join(dir, name);
  const shownPath = displayPath(file, cwd);
  if (!isPlainName(name)) return { shownPath };
  const found = statFileSafely(file, { within: dir });
  if (found.ok) return { shownPath, size: found.size };
  if (found.problem === 'missing' || found.problem === 'unreadable') return { shownPath };
  if (found.problem === 'outside') return { shownPath, problem: 'is a link to a file outside its folder, which cordlint does not follow' };
  return { shownPath, problem: found.reason === 'it is a folder' ? 'is a folder, not a file' : 'is not a regular file (a device, a pipe or a socket)' };
}
