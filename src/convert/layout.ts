/**
 * Lays the intermediate form out as Components V2 components. The layout is made of "atoms": the
 * components that stand at the top level or directly inside a Container. Splitting a message over
 * several messages cuts between atoms, so a Section, a gallery or an Action Row is never cut.
 */
import type { JsonPath } from '../types.js';
import { isBlank, splitText } from './markdown.js';
import type { ContainerUnit, MediaItem, Part, TextBlock, Unit } from './model.js';
import { mark, type Provenance } from './notes.js';
import { appendAll } from '../util/append.js';
import { componentField, LIMITS, maxOf } from '../discord/index.js';

/** Discord's limits for one Components V2 message (official-facts.md: Limits and bounds). */
export const MAX_COMPONENTS = LIMITS.v2Components.value;
export const MAX_TEXT = LIMITS.textDisplayTotal.value;
const MAX_GALLERY_ITEMS = maxOf(componentField('MediaGallery', 'items'));

/** One Container of the input (an embed); atoms sharing it are grouped into one Container. */
export interface Group {
  accentColor?: number | null;
  from: JsonPath;
}

export interface Atom {
  component: Record<string, unknown>;
  group?: Group;
  /** Components in the atom's tree (the Container around it not included). */
  count: number;
  /** Text Display characters in the atom (UTF-16 code units). */
  chars: number;
}

export interface LayoutOptions {
  /** Tight layout: no Separators for looks, footers merged into the text above them. */
  compact: boolean;
  provenance: Provenance;
}

export function layOut(units: readonly Unit[], options: LayoutOptions): Atom[] {
  const atoms: Atom[] = [];
  for (const unit of units) {
    if (unit.kind === 'container') appendAll(atoms, containerAtoms(unit, options));
    else appendAll(atoms, partAtoms(unit, undefined, options));
  }
  return atoms;
}

function containerAtoms(unit: ContainerUnit, options: LayoutOptions): Atom[] {
  const group: Group = { from: unit.from };
  if (unit.accentColor !== undefined) group.accentColor = unit.accentColor;
  const parts = options.compact ? compactParts(unit.parts) : unit.parts;
  return parts.flatMap((part) => partAtoms(part, group, options));
}

/** Drops Separators and merges a footer into the text right above it. */
function compactParts(parts: readonly Part[]): Part[] {
  const out: Part[] = [];
  for (const part of parts) {
    if (part.kind === 'separator') continue;
    const previous = out[out.length - 1];
    if (part.kind === 'footer' && previous?.kind === 'text') {
      out[out.length - 1] = { ...previous, blocks: [...previous.blocks, ...part.blocks.map((b) => ({ ...b, gap: '\n' as const }))] };
      continue;
    }
    out.push(part);
  }
  return out;
}

function partAtoms(part: Part, group: Group | undefined, { provenance }: LayoutOptions): Atom[] {
  const atom = (component: Record<string, unknown>, chars = 0): Atom => {
    const a: Atom = { component, count: countComponents(component), chars };
    if (group) a.group = group;
    return a;
  };
  switch (part.kind) {
    case 'text':
    case 'footer': {
      const displays = textDisplays(part.blocks, provenance);
      const atoms = displays.map((d) => atom(d, (d.content as string).length));
      const thumbnail = part.kind === 'text' ? part.thumbnail : undefined;
      if (thumbnail && atoms[0]) {
        const first = atoms[0];
        const at = thumbnail.from.slice(0, -1);
        const accessory = mark(provenance, { type: 11, media: { url: thumbnail.url }, ...mediaExtras(thumbnail) }, { path: at, sources: [at] });
        atoms[0] = atom({ type: 9, components: [first.component], accessory }, first.chars);
      }
      return atoms;
    }
    case 'gallery': {
      const atoms: Atom[] = [];
      for (let i = 0; i < part.items.length; i += MAX_GALLERY_ITEMS) {
        const shown = part.items.slice(i, i + MAX_GALLERY_ITEMS);
        const items = shown.map((item) => ({ media: { url: item.url }, ...mediaExtras(item) }));
        atoms.push(atom(mark(provenance, { type: 12, items }, { path: part.items[i]!.from, sources: shown.flatMap(mediaSources) })));
      }
      return atoms;
    }
    case 'file':
      return [atom(mark(provenance, { type: 13, file: { url: part.item.url }, ...(part.item.spoiler ? { spoiler: true } : {}) }, { path: part.from }))];
    case 'separator':
      return [atom(mark(provenance, { type: 14, divider: true, spacing: 1 }, { path: part.from }))];
    case 'component':
      return [atom(part.value)];
  }
}

/**
 * The input an embed image shows (the `image`, not only its url) and what it stands for. Not an
 * attachment: the attachments list stays, and so do the comments in it.
 */
function mediaSources(item: MediaItem): JsonPath[] {
  const embedMedia = item.from[item.from.length - 1] === 'url';
  return [...(embedMedia ? [item.from.slice(0, -1)] : []), ...(item.also ?? [])];
}

function mediaExtras(item: MediaItem): { description?: string; spoiler?: boolean } {
  const extras: { description?: string; spoiler?: boolean } = {};
  if (item.description !== undefined && item.description !== '') extras.description = item.description;
  if (item.spoiler) extras.spoiler = true;
  return extras;
}

/** Packs blocks into Text Displays of at most MAX_TEXT characters, cutting a longer block at line breaks. */
export function textDisplays(blocks: readonly TextBlock[], provenance: Provenance): Record<string, unknown>[] {
  const displays: { content: string; from: JsonPath; sources: JsonPath[] }[] = [];
  let current: { content: string; from: JsonPath; sources: JsonPath[] } | undefined;
  for (const block of blocks) {
    const pieces = block.text.length > MAX_TEXT ? splitText(block.text, MAX_TEXT) : [block.text];
    const sources = [block.from, ...(block.also ?? [])];
    pieces.forEach((piece, i) => {
      const gap = i === 0 ? block.gap : '\n';
      if (current && current.content.length + gap.length + piece.length <= MAX_TEXT) {
        current.content += gap + piece;
        if (i === 0) appendAll(current.sources, sources);
      } else {
        current = { content: piece, from: block.from, sources: i === 0 ? [...sources] : [] };
        displays.push(current);
      }
    });
  }
  return displays
    .filter((d) => !isBlank(d.content))
    .map((d) => mark(provenance, { type: 10, content: d.content }, { path: d.from, sources: d.sources }));
}

/** Every object with a `type` in the tree counts toward the 40 (official-facts.md). */
export function countComponents(component: unknown): number {
  if (typeof component !== 'object' || component === null) return 0;
  if (Array.isArray(component)) return component.reduce((n: number, c) => n + countComponents(c), 0);
  const c = component as Record<string, unknown>;
  let n = typeof c.type === 'number' ? 1 : 0;
  if (Array.isArray(c.components)) n += countComponents(c.components);
  if (c.component) n += countComponents(c.component);
  if (c.accessory) n += countComponents(c.accessory);
  return n;
}

/** Characters of every Text Display in the tree. */
export function countText(component: unknown): number {
  if (typeof component !== 'object' || component === null) return 0;
  if (Array.isArray(component)) return component.reduce((n: number, c) => n + countText(c), 0);
  const c = component as Record<string, unknown>;
  let n = c.type === 10 && typeof c.content === 'string' ? c.content.length : 0;
  if (Array.isArray(c.components)) n += countText(c.components);
  if (c.component) n += countText(c.component);
  if (c.accessory) n += countText(c.accessory);
  return n;
}

export interface Size {
  components: number;
  text: number;
}

/** Size of a run of atoms laid out as one message (each run of a group costs its Container). */
export function measure(atoms: readonly Atom[]): Size {
  let components = 0;
  let text = 0;
  let previous: Group | undefined;
  for (const atom of atoms) {
    components += atom.count;
    text += atom.chars;
    if (atom.group && atom.group !== previous) components++;
    previous = atom.group;
  }
  return { components, text };
}

export function fits(size: Size): boolean {
  return size.components <= MAX_COMPONENTS && size.text <= MAX_TEXT;
}

/** Turns atoms into the message's `components`: runs of one group become one Container. */
export function assemble(atoms: readonly Atom[], provenance: Provenance): Record<string, unknown>[] {
  const components: Record<string, unknown>[] = [];
  let container: Record<string, unknown> & { components: unknown[] } = { components: [] };
  let previous: Group | undefined;
  for (const atom of atoms) {
    if (!atom.group) {
      components.push(atom.component);
    } else if (atom.group === previous) {
      container.components.push(atom.component);
    } else {
      const accent = atom.group.accentColor;
      container = mark(
        provenance,
        { type: 17, ...(accent === undefined ? {} : { accent_color: accent }), components: [atom.component] },
        // The comments left inside the embed (on parts that have no component of their own) come along.
        { path: atom.group.from, keys: { accent_color: ['color'] }, sources: [atom.group.from] },
      );
      components.push(container);
    }
    previous = atom.group;
  }
  return components;
}

/**
 * Spreads atoms over as many messages as the limits need. A Container (one embed) is kept whole in
 * one message when it fits in a message of its own; one that does not is continued in the next
 * message as a Container with the same accent colour.
 */
export function pack(atoms: readonly Atom[]): Atom[][] {
  const messages: Atom[][] = [];
  let current: Atom[] = [];
  const fitsWith = (more: readonly Atom[]) => fits(measure([...current, ...more]));

  atoms.forEach((atom, i) => {
    const startsGroup = atom.group !== undefined && atom.group !== atoms[i - 1]?.group;
    if (startsGroup && current.length > 0) {
      let end = i;
      while (end < atoms.length && atoms[end]!.group === atom.group) end++;
      const whole = atoms.slice(i, end);
      if (!fitsWith(whole) && fits(measure(whole))) {
        messages.push(current);
        current = [];
      }
    }
    if (current.length > 0 && !fitsWith([atom])) {
      messages.push(current);
      current = [];
    }
    current.push(atom);
  });
  if (current.length > 0) messages.push(current);
  return messages;
}
