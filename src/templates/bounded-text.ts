/**
 * Text at its longest, built only as far as a rule can tell the difference. A placeholder declared
 * 2,000,000,000 characters long, or a key that names another 30 times, 5 levels deep, makes a text
 * whose length is a number worth knowing but not a string worth building: no Discord limit is above
 * the embeds' total (the model's LIMITS.embedTotal), so a text cut at {@link TEXT_CAP} UTF-16 units
 * (at least 8192 characters) is over every limit exactly when the whole text would be. The true
 * length is kept beside it as a number.
 */
import type { PlaceholderUse } from './placeholders.js';
import { LIMITS } from '../discord/index.js';

/** Characters (code points) a built text keeps: one past the largest Discord limit (the embeds' total). */
export const TEXT_CAP = LIMITS.embedTotal.value + 1;

/** Characters as Discord counts them (code points). */
export function characters(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) count--;
    }
  }
  return count;
}

/** A text built to at most {@link TEXT_CAP} characters, its true length (characters) and the placeholders in it (each once). */
export interface BoundedText {
  text: string;
  length: number;
  uses: readonly PlaceholderUse[];
}

/** Builds a {@link BoundedText}: pieces past the cap are counted, not kept. */
export class TextBuilder {
  private text = '';
  private length = 0;
  private readonly uses: PlaceholderUse[] = [];
  private readonly seen = new Set<string>();

  /** Characters of `text` (the part kept). */
  private kept = 0;

  /** Adds `piece` (of `length` characters, counted when not given). */
  add(piece: string, length?: number): void {
    const pieceLength = length ?? characters(piece);
    this.length += pieceLength;
    const room = TEXT_CAP - this.kept;
    if (room <= 0 || piece === '') return;
    if (pieceLength <= room && piece.length <= 2 * TEXT_CAP) {
      this.text += piece;
      this.kept += pieceLength;
      return;
    }
    // The first `room` characters, never half of a surrogate pair.
    let end = 0;
    for (let taken = 0; taken < room && end < piece.length; taken++) {
      const c = piece.charCodeAt(end);
      const next = piece.charCodeAt(end + 1);
      end += c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
    }
    this.text += piece.slice(0, end);
    this.kept += characters(piece.slice(0, end));
  }

  /** Adds a placeholder's stand-in: its text is made only as long as the room left. */
  addFiller(fill: (length: number) => string, length: number): void {
    const room = Math.max(0, TEXT_CAP - this.kept);
    this.add(length > 0 && room > 0 ? fill(Math.min(length, room)) : '', length);
  }

  addBounded(other: BoundedText): void {
    this.add(other.text, other.length);
    for (const use of other.uses) this.use(use);
  }

  /** Records a placeholder use (the same placeholder at the same length once). */
  use(use: PlaceholderUse): void {
    const key = `${use.written}\u0000${use.name}\u0000${use.length}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.uses.push(use);
  }

  result(): BoundedText {
    return { text: this.text, length: this.length, uses: this.uses };
  }
}
