/** The public shapes of `convert`: options, notes and results. */
import type { PayloadKind } from '../payload/detect.js';

export interface ConvertOptions {
  /** Force the payload kind instead of detecting it. */
  kind?: PayloadKind;
  /** Spread a result over several messages when it is over Discord's limits, instead of refusing. */
  split?: boolean;
  /**
   * Embed fields: `stacked` (default) puts each name in bold above its value; `inline` puts runs of
   * inline fields side by side on one line (`**Name:** value · **Name:** value`), a denser layout.
   */
  fields?: 'stacked' | 'inline';
  /** Action Rows: `after` the Containers (default), or `in-last-container`. */
  rows?: 'after' | 'in-last-container';
  /** Author and footer icons have no V2 form: keep each as a small `icon` link (default) or drop it. */
  icons?: 'link' | 'drop';
  /**
   * The payload edits an existing message (PATCH): send `content: null` and `embeds: []` so that the
   * old content and embeds are cleared, as Discord requires when a message is upgraded to V2.
   * Always on for interaction responses of type 7 (UPDATE_MESSAGE).
   */
  edit?: boolean;
}

/** `dropped`: not in the output; `approximated`: kept in another form; `info`: about the conversion. */
export type ConvertNoteKind = 'dropped' | 'approximated' | 'info';

export interface ConvertNote {
  /** JSON Pointer into the input payload, e.g. `/embeds/0/author/icon_url`. */
  path: string;
  kind: ConvertNoteKind;
  message: string;
}

/** A limit of a Components V2 message that the converted payload would exceed. */
export interface LimitExcess {
  limit: 'components' | 'text';
  actual: number;
  max: number;
}

export interface ConvertedResult {
  status: 'converted';
  /** One payload, or several when `split` spread the message over several messages. */
  payloads: unknown[];
  notes: ConvertNote[];
}

export interface UnchangedResult {
  status: 'unchanged';
  /** The input, untouched. */
  payloads: unknown[];
  notes: ConvertNote[];
  /** Why there was nothing to convert (already Components V2, a modal without Text Inputs in rows...). */
  reason: string;
}

export interface RefusedResult {
  status: 'refused';
  /** What makes the payload unconvertible, and what to do. */
  reason: string;
  /** JSON Pointer of the part of the input that is the cause. */
  path: string;
  notes: ConvertNote[];
  /** Set when the result would be over a limit (and `split` was not asked for). */
  limits?: LimitExcess[];
}

export type ConvertResult = ConvertedResult | UnchangedResult | RefusedResult;
