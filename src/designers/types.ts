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
