/** One embed -> one Container (accent colour, text, thumbnail Section, media gallery, footer line). */
import type { JsonPath } from '../types.js';
import { bold, discordTimestamp, heading, isBlank, link, subtext } from './markdown.js';
import { isObject } from '../payload/detect.js';
import { readArray, readObject, readString, type ContainerUnit, type MediaItem, type Part, type TextBlock } from './model.js';
import { Refusal, type Notes } from './notes.js';
import type { ConvertOptions } from './types.js';
import { appendAll } from '../util/append.js';
import { componentField, maxOf } from '../discord/index.js';

/** Fields of an embed the mapping reads; anything else is reported as dropped. */
const KNOWN_EMBED_FIELDS = new Set([
  'type', 'title', 'description', 'url', 'timestamp', 'color', 'footer', 'image', 'thumbnail', 'video', 'provider', 'author', 'fields',
]);
/** Thumbnail and Media Gallery item `description` (alt text), as the model bounds it (embed images allow more). */
const MAX_MEDIA_DESCRIPTION = maxOf(componentField('Thumbnail', 'description'));
/** Fields Discord fills in its responses (sizes, proxies); they carry nothing a sender chose. */
const RESPONSE_ONLY_MEDIA_FIELDS = new Set(['height', 'width', 'placeholder', 'placeholder_version', 'content_type', 'flags']);

export interface EmbedContext {
  options: ConvertOptions;
  notes: Notes;
}

/**
 * Maps one embed. `extraImages` are the images of later embeds that share its url (the "gallery
 * trick"): Discord shows them as one embed with several images, and so does the Container.
 * Returns undefined for an embed that shows nothing.
 */
export function mapEmbed(embed: unknown, path: JsonPath, extraImages: MediaItem[], context: EmbedContext): ContainerUnit | undefined {
  if (!isObject(embed)) throw new Refusal(path, 'This embed is not an object; fix the input first (cordlint lint shows what is wrong).');
  const { notes } = context;

  for (const key of Object.keys(embed)) {
    if (KNOWN_EMBED_FIELDS.has(key) || embed[key] === null) continue;
    notes.add([...path, key], 'dropped', `"${key}" is not an embed field cordlint knows; it has no place in Components V2 and was left out.`);
  }
  const type = readString(embed, 'type', path);
  if (type !== undefined && type !== 'rich') {
    notes.add([...path, 'type'], 'dropped', `The embed type "${type}" has no Components V2 form; the embed's content is kept.`);
  }

  const head = headBlocks(embed, path, context);
  const fields = fieldBlocks(embed, path, context, head.length > 0);
  const text = [...head, ...fields];

  const gallery: MediaItem[] = [];
  const thumbnail = mediaOf(embed, 'thumbnail', path, notes);
  const image = mediaOf(embed, 'image', path, notes);
  const video = mediaOf(embed, 'video', path, notes);
  if (image) gallery.push(image);
  if (video) {
    notes.add(
      video.from,
      'approximated',
      'The embed video is shown as a Media Gallery item: Discord plays video files there, but not players such as a YouTube page; check how it looks.',
    );
    if (video.url !== image?.url) gallery.push(video);
  }
  appendAll(gallery, extraImages);

  const parts: Part[] = [];
  if (text.length > 0) {
    parts.push(thumbnail ? { kind: 'text', blocks: text, thumbnail, from: path } : { kind: 'text', blocks: text, from: path });
  } else if (thumbnail) {
    notes.add(
      thumbnail.from,
      'approximated',
      'The embed has a thumbnail but no text, and a Thumbnail can only be the accessory of a Section with text: it is shown in a Media Gallery instead.',
    );
    gallery.unshift(thumbnail);
  }
  if (gallery.length > 0) parts.push({ kind: 'gallery', items: gallery, from: gallery[0]!.from });

  const footer = footerBlocks(embed, path, context);
  if (footer.length > 0) {
    if (parts.length > 0) parts.push({ kind: 'separator', from: [...path, 'footer'] });
    parts.push({ kind: 'footer', blocks: footer, from: footer[0]!.from });
  }

  const color = embed.color;
  if (color !== undefined && color !== null && !(Number.isInteger(color) && (color as number) >= 0 && (color as number) <= 0xffffff)) {
    throw new Refusal([...path, 'color'], `color is ${String(color)}; an embed colour is an integer from 0 to 16777215 (0xFFFFFF). Fix the input first.`);
  }
  if (parts.length === 0) {
    notes.add(path, 'dropped', `The embed shows nothing (no text, image or thumbnail)${typeof color === 'number' ? `, only its colour ${color}` : ''}; a Container needs at least one component, so it was left out.`);
    return undefined;
  }
  const unit: ContainerUnit = { kind: 'container', parts, from: path };
  if (typeof color === 'number') unit.accentColor = color;
  return unit;
}

/** Provider, author, title (or url) and description: the top of the embed. */
function headBlocks(embed: Record<string, unknown>, path: JsonPath, { options, notes }: EmbedContext): TextBlock[] {
  const blocks: TextBlock[] = [];
  const line = (text: string, from: JsonPath) => blocks.push({ text, gap: '\n', from });

  const provider = readObject(embed, 'provider', path);
  if (provider) {
    const at = [...path, 'provider'];
    const name = readString(provider, 'name', at);
    const url = readString(provider, 'url', at);
    if (!isBlank(name) || url) {
      line(subtext(link(isBlank(name) ? undefined : name, url)), at);
      notes.add(at, 'approximated', 'The embed provider has no Components V2 form; it is kept as a subtext line at the top.');
    }
  }

  const author = readObject(embed, 'author', path);
  if (author) {
    const at = [...path, 'author'];
    const name = readString(author, 'name', at);
    const url = readString(author, 'url', at);
    const pieces = [link(isBlank(name) ? undefined : name, url)].filter((p) => p !== '');
    appendAll(pieces, iconPiece(author, at, 'author', options, notes));
    if (pieces.length > 0) line(subtext(pieces.join(' · ')), at);
    noteProxy(author, at, 'proxy_icon_url', notes);
  }

  const title = readString(embed, 'title', path);
  const url = readString(embed, 'url', path);
  if (!isBlank(title)) blocks.push({ text: heading(link(title!.trim(), url)), gap: '\n', from: [...path, 'title'], ...(url ? { also: [[...path, 'url']] } : {}) });
  else if (url) line(url, [...path, 'url']);

  const description = readString(embed, 'description', path);
  if (!isBlank(description)) line(description!.trim(), [...path, 'description']);
  return blocks;
}

function iconPiece(owner: Record<string, unknown>, at: JsonPath, what: 'author' | 'footer', options: ConvertOptions, notes: Notes): string[] {
  const icon = readString(owner, 'icon_url', at);
  if (!icon) return [];
  if (options.icons === 'drop') {
    notes.add([...at, 'icon_url'], 'dropped', `The ${what} icon has no Components V2 form and was left out (--icons drop).`);
    return [];
  }
  notes.add(
    [...at, 'icon_url'],
    'approximated',
    `The ${what} icon has no Components V2 form; it is kept as an "icon" link on the ${what} line (--icons drop leaves it out).`,
  );
  return [link('icon', icon)];
}

function noteProxy(owner: Record<string, unknown>, at: JsonPath, key: string, notes: Notes): void {
  if (typeof owner[key] === 'string') {
    notes.add([...at, key], 'dropped', `"${key}" is filled in by Discord in its responses; a payload does not send it, so it was left out.`);
  }
}

function fieldBlocks(embed: Record<string, unknown>, path: JsonPath, { options, notes }: EmbedContext, afterHead: boolean): TextBlock[] {
  const fields = readArray(embed, 'fields', path);
  if (!fields || fields.length === 0) return [];
  const at = [...path, 'fields'];
  const blocks: TextBlock[] = [];
  const inlineIndexes: number[] = [];
  let run: { text: string; from: JsonPath }[] = [];

  const flushRun = () => {
    if (run.length === 0) return;
    blocks.push({ text: run.map((r) => r.text).join(' · '), gap: '\n', from: run[0]!.from, also: run.slice(1).map((r) => r.from) });
    run = [];
  };

  fields.forEach((field, i) => {
    const fieldPath = [...at, i];
    if (!isObject(field)) throw new Refusal(fieldPath, 'This embed field is not an object; fix the input first.');
    const name = readString(field, 'name', fieldPath);
    const value = readString(field, 'value', fieldPath);
    const inline = field.inline === true;
    if (inline) inlineIndexes.push(i);
    const hasName = !isBlank(name);
    const hasValue = !isBlank(value);
    if (!hasName && !hasValue) {
      flushRun();
      notes.add(fieldPath, 'dropped', 'The field has a blank name and value (a spacer between inline fields); it was left out.');
      return;
    }
    const valueText = hasValue ? value!.trim() : '';
    const canSitInline = options.fields === 'inline' && inline && !valueText.includes('\n') && !(name ?? '').includes('\n');
    if (canSitInline) {
      if (run.length === 3) flushRun();
      run.push({ text: hasName ? `${bold(name!.trim() + ':')} ${valueText}`.trimEnd() : valueText, from: fieldPath });
      return;
    }
    flushRun();
    const text = hasName && hasValue ? `${bold(name!)}\n${valueText}` : hasName ? bold(name!) : valueText;
    blocks.push({ text, gap: '\n', from: fieldPath });
  });
  flushRun();

  if (inlineIndexes.length > 0) {
    notes.add(
      [...at, inlineIndexes[0]!, 'inline'],
      'approximated',
      options.fields === 'inline'
        ? `Inline fields (${inlineIndexes.map((i) => `fields[${i}]`).join(', ')}) are not columns in Components V2; up to three in a row share one line, separated by " · ".`
        : `Inline field layout is not reproduced (${inlineIndexes.map((i) => `fields[${i}]`).join(', ')}): each field is stacked, name in bold above its value. --fields inline puts them side by side on one line.`,
    );
  }
  if (blocks.length > 0 && afterHead) blocks[0]!.gap = '\n\n';
  return blocks;
}

/** Footer text, footer icon and timestamp, on one subtext line: `-# text · icon · <t:UNIX:f>`. */
function footerBlocks(embed: Record<string, unknown>, path: JsonPath, { options, notes }: EmbedContext): TextBlock[] {
  const pieces: string[] = [];
  let from: JsonPath | undefined;
  const also: JsonPath[] = [];
  const footer = readObject(embed, 'footer', path);
  if (footer) {
    const at = [...path, 'footer'];
    const text = readString(footer, 'text', at);
    if (!isBlank(text)) pieces.push(text!.trim());
    appendAll(pieces, iconPiece(footer, at, 'footer', options, notes));
    noteProxy(footer, at, 'proxy_icon_url', notes);
    if (pieces.length > 0) from = at;
  }
  const timestamp = readString(embed, 'timestamp', path);
  if (timestamp !== undefined && timestamp.trim() !== '') {
    const at = [...path, 'timestamp'];
    const discord = discordTimestamp(timestamp);
    if (discord) pieces.push(discord);
    else {
      pieces.push(timestamp.trim());
      notes.add(at, 'approximated', `The timestamp "${timestamp}" is not an ISO 8601 date; it is kept as plain text on the footer line.`);
    }
    if (from) also.push(at);
    from ??= at;
  }
  if (pieces.length === 0 || !from) return [];
  return [{ text: subtext(pieces.join(' • ')), gap: '\n', from, also }];
}

/** The media of `thumbnail`, `image` or `video`, or undefined. */
function mediaOf(embed: Record<string, unknown>, key: 'thumbnail' | 'image' | 'video', path: JsonPath, notes: Notes): MediaItem | undefined {
  const media = readObject(embed, key, path);
  if (!media) return undefined;
  const at = [...path, key];
  const url = readString(media, 'url', at);
  noteProxy(media, at, 'proxy_url', notes);
  for (const field of Object.keys(media)) {
    if (field === 'url' || field === 'proxy_url' || field === 'description' || RESPONSE_ONLY_MEDIA_FIELDS.has(field)) continue;
    notes.add([...at, field], 'dropped', `"${field}" is not a field of an embed ${key}; it was left out.`);
  }
  if (!url) {
    if (Object.keys(media).length > 0) notes.add(at, 'dropped', `The embed ${key} has no url; there is nothing to show.`);
    return undefined;
  }
  const item: MediaItem = { url, from: [...at, 'url'] };
  const description = readString(media, 'description', at);
  if (description && description.length > MAX_MEDIA_DESCRIPTION) {
    throw new Refusal(
      [...at, 'description'],
      `The ${key} description (its alt text) is ${description.length} characters, and the description of a ${key === 'thumbnail' ? 'Thumbnail' : 'Media Gallery item'} holds at most ${MAX_MEDIA_DESCRIPTION}. Shorten it to ${MAX_MEDIA_DESCRIPTION} characters, then convert: nothing is cut or left out silently.`,
    );
  }
  if (description) item.description = description;
  return item;
}

/**
 * The gallery trick: later embeds with the same `url` that carry only an image are shown by Discord
 * inside the first one. Returns, per leading embed index, the images it takes over, and the set of
 * embed indexes so absorbed.
 */
export function galleryTrick(embeds: readonly unknown[], path: JsonPath, notes: Notes): { extra: Map<number, MediaItem[]>; absorbed: Set<number> } {
  const extra = new Map<number, MediaItem[]>();
  const absorbed = new Set<number>();
  embeds.forEach((leader, i) => {
    if (absorbed.has(i) || !isObject(leader) || typeof leader.url !== 'string' || leader.url === '') return;
    for (let j = i + 1; j < embeds.length; j++) {
      const follower = embeds[j];
      if (absorbed.has(j) || !isObject(follower) || follower.url !== leader.url) continue;
      const keys = Object.keys(follower).filter((k) => follower[k] !== null && follower[k] !== undefined);
      const onlyImage =
        keys.every((k) => k === 'url' || k === 'image' || k === 'type' || (k === 'color' && follower.color === leader.color)) &&
        isObject(follower.image) &&
        typeof follower.image.url === 'string' &&
        follower.image.url !== '' &&
        Object.keys(follower.image).every((k) => k === 'url' || RESPONSE_ONLY_MEDIA_FIELDS.has(k) || k === 'proxy_url');
      if (!onlyImage) continue;
      const image = follower.image as Record<string, unknown>;
      const list = extra.get(i) ?? [];
      list.push({ url: image.url as string, from: [...path, j, 'image', 'url'], also: [[...path, j]] });
      extra.set(i, list);
      absorbed.add(j);
      notes.add([...path, j], 'info', `This embed shares its url with embeds[${i}] and only adds an image (the gallery trick): its image joins the Media Gallery of embeds[${i}]'s Container.`);
    }
  });
  return { extra, absorbed };
}
