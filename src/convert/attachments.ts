/** Attachments stay visible: a V2 message shows only the files a component shows. */
import type { JsonPath } from '../types.js';
import { isObject } from '../payload/detect.js';
import { readArray, type MediaItem, type Part, type Unit } from './model.js';
import { Refusal, type Notes } from './notes.js';
import { appendAll } from '../util/append.js';

const GALLERY_EXTENSIONS = /\.(png|jpe?g|gif|webp|mp4|webm|mov)$/i;
const ATTACHMENT_URL = /^attachment:\/\/(.+)$/;

/**
 * Parts that show the attachments no component shows yet: images and videos in one Media Gallery,
 * other files as File components. An attachment without a filename cannot be referenced, so the
 * message is refused rather than have it disappear.
 */
export function attachmentUnits(body: Record<string, unknown>, base: JsonPath, shown: ReadonlyMap<string, JsonPath>, notes: Notes): Part[] {
  const attachments = readArray(body, 'attachments', base);
  if (!attachments) return [];
  const gallery: MediaItem[] = [];
  const files: Part[] = [];
  attachments.forEach((attachment, i) => {
    const at = [...base, 'attachments', i];
    if (!isObject(attachment)) throw new Refusal(at, 'This attachment is not an object; fix the input first.');
    const filename = attachment.filename;
    if (typeof filename !== 'string' || filename === '') {
      throw new Refusal(
        at,
        'This attachment has no filename, so no component can show it (components point at attachments as attachment://<filename>), and a Components V2 message hides attachments no component shows. Add its filename.',
      );
    }
    if (shown.has(filename)) return;
    const item: MediaItem = { url: `attachment://${filename}`, from: at };
    if (attachment.is_spoiler === true || filename.startsWith('SPOILER_')) item.spoiler = true;
    if (GALLERY_EXTENSIONS.test(filename)) {
      const description = attachment.description;
      if (typeof description === 'string' && description.trim() !== '' && description.length <= 1024) item.description = description;
      gallery.push(item);
    } else {
      files.push({ kind: 'file', item, from: at });
    }
  });
  // With an attachments list, a component naming a file it lacks is rejected by Discord
  // (UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND); without one, files may be uploaded unlisted.
  const listed = new Set(attachments.map((a) => (a as Record<string, unknown>).filename));
  for (const [name, from] of shown) {
    if (listed.has(name)) continue;
    throw new Refusal(
      from,
      `attachment://${name} names a file that is not in "attachments" (${[...listed].map((n) => JSON.stringify(n)).join(', ') || 'the list is empty'}); a Components V2 message that references a file it does not list is rejected. Add { "id": ..., "filename": ${JSON.stringify(name)} } to attachments, or fix the name.`,
    );
  }

  const parts: Part[] = [];
  if (gallery.length > 0) {
    parts.push({ kind: 'gallery', items: gallery, from: gallery[0]!.from });
    notes.add([...base, 'attachments'], 'info', `Components V2 hides attachments that no component shows: ${gallery.length === 1 ? 'the image is' : `${gallery.length} images and videos are`} shown in a Media Gallery.`);
  }
  if (files.length > 0) {
    appendAll(parts, files);
    notes.add([...base, 'attachments'], 'info', `Components V2 hides attachments that no component shows: ${files.length === 1 ? 'the file is shown as a File component' : `${files.length} files are shown as File components`}.`);
  }
  return parts;
}

/** Filenames that the units already show through attachment:// media, with where each is first named. */
export function referencedAttachments(units: readonly Unit[]): Map<string, JsonPath> {
  const names = new Map<string, JsonPath>();
  const add = (item: MediaItem) => {
    const match = ATTACHMENT_URL.exec(item.url);
    if (match && !names.has(match[1]!)) names.set(match[1]!, item.from);
  };
  const visit = (part: Part) => {
    if (part.kind === 'text' && part.thumbnail) add(part.thumbnail);
    if (part.kind === 'gallery') part.items.forEach(add);
    if (part.kind === 'file') add(part.item);
    if (part.kind === 'component') for (const name of attachmentNamesIn(part.value, new Set())) if (!names.has(name)) names.set(name, part.from);
  };
  for (const unit of units) {
    if (unit.kind === 'container') unit.parts.forEach(visit);
    else visit(unit);
  }
  return names;
}

/** Adds the filenames of every attachment:// media url in a component tree. */
export function attachmentNamesIn(value: unknown, names: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    value.forEach((v) => attachmentNamesIn(v, names));
  } else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'media' || key === 'file') && isObject(v) && typeof v.url === 'string') {
        const match = ATTACHMENT_URL.exec(v.url);
        if (match) names.add(match[1]!);
      } else if (typeof v === 'object') {
        attachmentNamesIn(v, names);
      }
    }
  }
  return names;
}
