/** What a designer's link or file held, as payloads cordlint can write and lint. */
export interface ImportedMessage {
  /** The payload: a webhook message (content, embeds, components, flags, username, avatar_url, thread_name...). */
  payload: Record<string, unknown>;
  /** The designer's own name for the message or its backup, when it has one (used to name files). */
  name?: string;
}

export interface ImportResult {
  /** The designer the input came from. */
  designer: Designer;
  messages: ImportedMessage[];
  /** What the designer held that a payload cannot, and was dropped (one sentence each, no repeats). */
  notes: string[];
}

export type Designer = 'discohook' | 'discord.builders';
export const DESIGNERS: readonly Designer[] = ['discohook', 'discord.builders'];

/** Input that is not a designer's link or file, or cannot be decoded: the message says what and where. */
export class DesignerInputError extends Error {}

/** Collects notes once each, in the order they were first met. */
export class Notes {
  private readonly seen = new Set<string>();
  add(note: string): void {
    this.seen.add(note);
  }
  list(): string[] {
    return [...this.seen];
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The most a designer's link or file is unpacked to: a payload's 4 MiB cap (a gzip bomb stops there). */
export const MAX_DESIGNER_BYTES = 4 * 1024 * 1024;
/** How deep a designer's JSON may nest: Discord's payloads nest about a dozen levels; far more is no designer's work. */
export const MAX_DESIGNER_DEPTH = 64;

/**
 * The JSON a designer's link or file holds, refused before it is parsed when it is larger than any
 * payload or nests deeper than any payload: the steps after (reading, rendering, linting) walk it.
 * `what` names the input in the message ("the data parameter").
 */
export function parseDesignerJson(text: string, what: string, notJson = (_error: Error) => `${what} does not hold JSON`): unknown {
  if (text.length > MAX_DESIGNER_BYTES) throw new DesignerInputError(`${what} holds ${(text.length / 1024 / 1024).toFixed(1)} MiB of text, more than any Discord payload (4 MiB)`);
  const depth = nestingDepth(text, MAX_DESIGNER_DEPTH);
  if (depth > MAX_DESIGNER_DEPTH) throw new DesignerInputError(`${what} nests deeper than ${MAX_DESIGNER_DEPTH} levels; no Discord payload does`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DesignerInputError(notJson(error as Error));
  }
}

/** How deep the brackets of a JSON text nest (strings skipped), counted up to `stop` + 1: one pass, no recursion. */
function nestingDepth(text: string, stop: number): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: skip to its closing quote, escapes included.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > deepest && (deepest = depth) > stop) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}
