/**
 * Discord's inline markdown: emphasis, code, links, mentions, timestamps, custom emoji.
 *
 * The rules are those of Discord's client (simple-markdown's regular expressions, tried in order
 * at each position), read by hand so that the time is linear in the text: every closer is found
 * through the look-up tables of TextIndex, and a failed search for `*` or `_` emphasis marks the
 * places it passed so that no later opener walks them again. Nesting is bounded (MAX_NESTING):
 * deeper markup is shown as its text, as written.
 */
import { isSpace, isWord, TextIndex, UNKNOWN } from './text-index.js';
import type { Inline, TimestampStyle } from './types.js';

/** Levels of emphasis, links and spoilers inside one another; what lies deeper is shown as written. */
export const MAX_NESTING = 16;

/** Parses the inline runs of one block (mentions, emphasis, links...). */
export function parseInline(source: string): Inline[] {
  return new InlineParser(new TextIndex(source)).parse(0, source.length, 0);
}

const BACKSLASH = 92;
const BACKTICK = 96;
const STAR = 42;
const UNDERSCORE = 95;
const TILDE = 126;
const PIPE = 124;
const NEWLINE = 10;
const QUOTE = 34;

/** Characters where a rule may start; runs of anything else are plain text. */
const SPECIAL = new Uint8Array(128);
for (const c of '\\`<@[h*_~|\n') SPECIAL[c.charCodeAt(0)] = 1;
const isSpecial = (code: number): boolean => code < 128 && SPECIAL[code] === 1;
/** A masked link's URL ends at whitespace, `<`, `>` or `)`; a URL in angle brackets at whitespace or `>`; a bare one at whitespace or `<`. */
const URL_STOPS = { masked: new Set([60, 62, 41]), angle: new Set([62]), bare: new Set([60]) };
const URL_NAMES = { masked: 'url:masked', angle: 'url:angle', bare: 'url:bare' };
/** Characters a bare URL does not end with (they end the sentence around it). */
const TRAILING = new Set([...'.,:;"\')]'].map((c) => c.charCodeAt(0)));

interface BoundedRule {
  pattern: RegExp;
  build: (match: RegExpExecArray) => Inline;
}

// The rules that start with `<` and read a bounded number of characters; sticky, tried in order.
const ANGLE_RULES: BoundedRule[] = [
  { pattern: /<@!?(\d{1,20})>/y, build: (m) => ({ type: 'mention', kind: 'user', id: m[1]! }) },
  { pattern: /<@&(\d{1,20})>/y, build: (m) => ({ type: 'mention', kind: 'role', id: m[1]! }) },
  { pattern: /<#(\d{1,20})>/y, build: (m) => ({ type: 'mention', kind: 'channel', id: m[1]! }) },
  // Command names are 1 to 32 characters (Discord's limit), a name and up to two subcommands.
  { pattern: /<\/([\w-]{1,32}(?: [\w-]{1,32}){0,2}):(\d{1,20})>/y, build: (m) => ({ type: 'command', name: m[1]!, id: m[2]! }) },
  {
    pattern: /<t:(-?\d{1,13})(?::([tTdDfFsSR]))?>/y,
    build: (m) => ({ type: 'timestamp', unix: Number(m[1]), style: (m[2] ?? 'f') as TimestampStyle, source: m[0] }),
  },
  { pattern: /<(a?):(\w{2,32}):(\d{1,20})>/y, build: (m) => ({ type: 'emoji', animated: m[1] === 'a', name: m[2]!, id: m[3]! }) },
];

const PAIR_NAMES: Record<number, string> = { [STAR]: 'pair:*', [UNDERSCORE]: 'pair:_', [TILDE]: 'pair:~', [PIPE]: 'pair:|' };

type Emphasis = 'strong' | 'em' | 'underline' | 'strike' | 'spoiler';

/** What a rule found: the node and where the text after it starts. */
interface Found {
  node: Inline | Inline[];
  end: number;
}

class InlineParser {
  private calls = 0;

  constructor(private readonly index: TextIndex) {}

  private get text(): string {
    return this.index.text;
  }

  /** The runs of text[start, end) at the given nesting level. */
  parse(start: number, end: number, depth: number): Inline[] {
    if (depth >= MAX_NESTING) return start < end ? [{ type: 'text', value: this.text.slice(start, end) }] : [];
    const call = ++this.calls;
    const out: Inline[] = [];
    const pushText = (value: string) => {
      const last = out[out.length - 1];
      if (last?.type === 'text') last.value += value;
      else out.push({ type: 'text', value });
    };
    // Plain text is not copied character by character: it is sliced once, from `pending` on, when a node ends it.
    let pending = start;
    const flush = (upTo: number) => {
      if (upTo > pending) pushText(this.text.slice(pending, upTo));
    };
    let at = start;
    while (at < end) {
      const code = this.index.code(at);
      if (!isSpecial(code)) {
        at = Math.min(this.index.next('special', at, isSpecial), end);
        continue;
      }
      const found = this.rule(code, at, start, end, depth, call);
      if (found) {
        flush(at);
        if (Array.isArray(found.node)) for (const node of found.node) node.type === 'text' ? pushText(node.value) : out.push(node);
        else if (found.node.type === 'text') pushText(found.node.value);
        else out.push(found.node);
        at = pending = found.end;
      } else if (code === BACKTICK) {
        // A run of backticks that closes nothing is text, whole.
        at = Math.min(this.index.runEnd(BACKTICK, at), end);
      } else {
        at++;
      }
    }
    flush(end);
    return out;
  }

  /** The rules that may start with this character, in Discord's order. */
  private rule(code: number, at: number, start: number, end: number, depth: number, call: number): Found | undefined {
    const text = this.text;
    switch (code) {
      case BACKSLASH: {
        const next = at + 1 < end ? text.charCodeAt(at + 1) : -1;
        const escapable = next >= 0 && !isSpace(next) && !(isWord(next) && next !== UNDERSCORE);
        return escapable ? { node: { type: 'text', value: text[at + 1]! }, end: at + 2 } : undefined;
      }
      case BACKTICK:
        return this.codeSpan(at, end);
      case 60 /* < */:
        for (const rule of ANGLE_RULES) {
          rule.pattern.lastIndex = at;
          const match = rule.pattern.exec(text);
          if (match && at + match[0].length <= end) return { node: rule.build(match), end: at + match[0].length };
        }
        return this.angleUrl(at, end);
      case 64 /* @ */:
        for (const name of ['everyone', 'here'] as const) {
          if (at + 1 + name.length <= end && text.startsWith(name, at + 1)) return { node: { type: 'mention', kind: name }, end: at + 1 + name.length };
        }
        return undefined;
      case 91 /* [ */:
        return this.maskedLink(at, end, depth);
      case 104 /* h */:
        return this.bareUrl(at, end);
      case STAR:
        return this.pair(at, end, depth, STAR, 'strong', true) ?? this.starEmphasis(at, end, depth, call);
      case UNDERSCORE:
        return this.pair(at, end, depth, UNDERSCORE, 'underline', true) ?? this.underscoreEmphasis(at, start, end, depth, call);
      case TILDE:
        return this.pair(at, end, depth, TILDE, 'strike', false);
      case PIPE:
        return this.pair(at, end, depth, PIPE, 'spoiler', false);
      case NEWLINE:
        return { node: { type: 'br' }, end: at + 1 };
      default:
        return undefined;
    }
  }

  private nested(type: Emphasis, start: number, end: number, depth: number): Inline {
    return { type, content: this.parse(start, end, depth + 1) };
  }

  /** `**x**`, `__x__` (the closer not followed by a third), `~~x~~`, `||x||`: the first closer after one character. */
  private pair(at: number, end: number, depth: number, char: number, type: Emphasis, notFollowed: boolean): Found | undefined {
    const index = this.index;
    if (at + 1 >= end || index.code(at + 1) !== char) return undefined;
    const from = at + 3;
    const name = PAIR_NAMES[char]!;
    const full = index.next(name, from, (code, q, text) => code === char && text.charCodeAt(q + 1) === char && (!notFollowed || text.charCodeAt(q + 2) !== char));
    let close = -1;
    if (full + 2 < end) close = full;
    // The table looks past the end of this span; at its very end, a closer is followed by nothing.
    else if (end - 2 >= from && index.code(end - 2) === char && index.code(end - 1) === char) close = end - 2;
    if (close < 0) return undefined;
    return { node: this.nested(type, at + 2, close, depth), end: close + 2 };
  }

  /**
   * `*x*`: no space after the opener; inside, pairs of stars, escapes and other characters; the
   * closer is a star not followed by another. The search is deterministic, so a place a failed
   * search passed leads to failure again: it is marked for this span (`call`). A search that
   * succeeds marks places too, but the text it matched is not searched again in this span.
   */
  private starEmphasis(at: number, end: number, depth: number, call: number): Found | undefined {
    const index = this.index;
    if (at + 1 >= end || isSpace(index.code(at + 1))) return undefined;
    const dead = index.memo('dead:*');
    let q = at + 1;
    let first = true;
    while (q < end) {
      if (dead[q] === call) return undefined;
      const code = index.code(q);
      if (code === STAR) {
        const runEnd = Math.min(index.runEnd(STAR, q), end);
        const length = runEnd - q;
        if (length % 2 === 0) {
          dead[q] = call;
          q = runEnd;
          first = false;
          continue;
        }
        if (first && length === 1) return undefined;
        return { node: this.nested('em', at + 1, runEnd - 1, depth), end: runEnd };
      }
      dead[q] = call;
      if (code === BACKSLASH) {
        if (q + 1 >= end) return undefined;
        q += 2;
      } else {
        q++;
      }
      first = false;
    }
    return undefined;
  }

  /** `_x_`: not inside a word on either side; inside, pairs of underscores, escapes and other characters. */
  private underscoreEmphasis(at: number, start: number, end: number, depth: number, call: number): Found | undefined {
    const index = this.index;
    if (at > start && isWord(index.code(at - 1))) return undefined;
    const dead = index.memo('dead:_');
    let q = at + 1;
    let first = true;
    while (q < end) {
      if (dead[q] === call) return undefined;
      const code = index.code(q);
      if (code === UNDERSCORE) {
        const runEnd = Math.min(index.runEnd(UNDERSCORE, q), end);
        const length = runEnd - q;
        if (length % 2 === 0) {
          dead[q] = call;
          q = runEnd;
          first = false;
          continue;
        }
        if (first && length === 1) return undefined;
        // The last one closes unless a letter or digit follows it.
        if (runEnd < end && isWord(index.code(runEnd))) return undefined;
        return { node: this.nested('em', at + 1, runEnd - 1, depth), end: runEnd };
      }
      dead[q] = call;
      if (code === BACKSLASH) {
        if (q + 1 >= end) return undefined;
        q += 2;
      } else {
        q++;
      }
      first = false;
    }
    return undefined;
  }

  /**
   * Inline code: backticks up to the next run of as many. As Discord's expression does, the
   * longest opener that has a closer wins, the rest of the run then belonging to the code.
   */
  private codeSpan(at: number, end: number): Found | undefined {
    const index = this.index;
    const runEnd = Math.min(index.runEnd(BACKTICK, at), end);
    // The run the span's end cuts is a closer of its length inside the span.
    const tail = index.code(end - 1) === BACKTICK ? Math.max(index.runStart(BACKTICK, end - 1), runEnd + 1) : end;
    const tailLength = tail > runEnd && index.code(tail - 1) !== BACKTICK ? end - tail : 0;
    for (const length of index.backtickLengths(runEnd - at, tailLength)) {
      let close = index.backtickRun(length, runEnd + 1);
      if (close >= 0 && close + length > end) close = -1;
      if (close < 0 && length === tailLength) close = tail;
      if (close < 0) continue;
      const value = this.text.slice(at + length, close);
      const shown = value.trim() === '' || !(value.length >= 2 && value.startsWith(' ') && value.endsWith(' ')) ? value : value.slice(1, -1);
      return { node: { type: 'code', value: shown }, end: close + length };
    }
    return undefined;
  }

  /** `http://` or `https://` at `at`: the length of the scheme, or 0. */
  private scheme(at: number, end: number): number {
    const text = this.text;
    if (text.startsWith('https://', at) && at + 8 <= end) return 8;
    if (text.startsWith('http://', at) && at + 7 <= end) return 7;
    return 0;
  }

  private urlEnd(kind: keyof typeof URL_STOPS, from: number, end: number): number {
    const stops = URL_STOPS[kind];
    return Math.min(this.index.next(URL_NAMES[kind], from, (code) => isSpace(code) || stops.has(code)), end);
  }

  private skipSpace(from: number, end: number): number {
    return Math.min(this.index.next('nonspace', from, (code) => !isSpace(code)), end);
  }

  /** `<https://...>`. */
  private angleUrl(at: number, end: number): Found | undefined {
    const scheme = this.scheme(at + 1, end);
    if (scheme === 0) return undefined;
    const stop = this.urlEnd('angle', at + 1, end);
    if (stop >= end || this.index.code(stop) !== 62 || stop <= at + 1 + scheme) return undefined;
    return { node: { type: 'url', url: this.text.slice(at + 1, stop) }, end: stop + 1 };
  }

  /** A bare `https://...`, without the punctuation that ends the sentence around it. */
  private bareUrl(at: number, end: number): Found | undefined {
    const scheme = this.scheme(at, end);
    if (scheme === 0) return undefined;
    let last = this.urlEnd('bare', at, end) - 1;
    while (last > at + scheme && TRAILING.has(this.index.code(last))) last--;
    if (last <= at + scheme) return undefined;
    return { node: { type: 'url', url: this.text.slice(at, last + 1) }, end: last + 1 };
  }

  /** `[text](https://... "title")`, the URL optionally in angle brackets. */
  private maskedLink(at: number, end: number, depth: number): Found | undefined {
    const index = this.index;
    const close = this.labelEnd(at + 1);
    if (close <= at + 1 || close + 1 >= end || index.code(close + 1) !== 40 /* ( */) return undefined;
    let url = this.skipSpace(close + 2, end);
    if (url < end && index.code(url) === 60) url++;
    const scheme = this.scheme(url, end);
    if (scheme === 0) return undefined;
    const urlStop = this.urlEnd('masked', url, end);
    if (urlStop <= url + scheme) return undefined;
    let after = urlStop;
    if (after < end && index.code(after) === 62) after++;
    let paren = -1;
    // An optional "title" after some space.
    const titleAt = this.skipSpace(after, end);
    if (titleAt > after && titleAt < end && index.code(titleAt) === QUOTE) {
      const titleEnd = index.next('quote', titleAt + 1, (code) => code === QUOTE);
      if (titleEnd < end) {
        const next = this.skipSpace(titleEnd + 1, end);
        if (next < end && index.code(next) === 41) paren = next;
      }
    }
    if (paren < 0) {
      const next = this.skipSpace(after, end);
      if (next < end && index.code(next) === 41) paren = next;
    }
    if (paren < 0) return undefined;
    return { node: { type: 'link', url: this.text.slice(url, urlStop), content: this.parse(at + 1, close, depth + 1) }, end: paren + 1 };
  }

  /**
   * The `]` that ends a link's text starting at `from`: the text holds other characters and
   * `[...]` groups (no `]` inside). One answer per position, remembered: a run of `[` walks the
   * text once. -1 when there is none.
   */
  private labelEnd(from: number): number {
    const index = this.index;
    const memo = index.memo('label');
    if (memo[from] !== UNKNOWN) return memo[from]!;
    const chain: number[] = [];
    let p = from;
    let result = -1;
    while (true) {
      if (memo[p] !== UNKNOWN) {
        result = memo[p]!;
        break;
      }
      chain.push(p);
      const bracket = index.next('bracket', p, (code) => code === 91 || code === 93);
      if (bracket >= index.length) break;
      if (index.code(bracket) === 93) {
        result = bracket;
        break;
      }
      const inner = index.next('close', bracket + 1, (code) => code === 93);
      if (inner >= index.length) break;
      p = inner + 1;
    }
    for (const q of chain) memo[q] = result;
    return result;
  }
}
