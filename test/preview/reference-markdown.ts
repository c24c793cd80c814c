/**
 * The regular-expression reading of Discord's inline markdown that the preview used before issue 30
 * (simple-markdown's rules tried in order at each position): right, but quadratic on runs of
 * openers. Kept for the tests only, as the reference the linear parser must agree with.
 */
import type { Inline, TimestampStyle } from '../../src/preview/markdown/types.js';

interface InlineRule {
  pattern: RegExp;
  build: (match: RegExpExecArray) => Inline;
}

const nested = (type: 'strong' | 'em' | 'underline' | 'strike' | 'spoiler') => (m: RegExpExecArray): Inline => ({ type, content: referenceParseInline(m[1]!) });

// Tried in order at each position; every pattern is sticky (anchored where the last one stopped).
const INLINE_RULES: InlineRule[] = [
  { pattern: /\\([^0-9A-Za-z\s])/y, build: (m) => ({ type: 'text', value: m[1]! }) },
  { pattern: /(`+)([\s\S]*?[^`])\1(?!`)/y, build: (m) => ({ type: 'code', value: m[2]!.trim() === '' ? m[2]! : m[2]!.replace(/^ (.*) $/s, '$1') }) },
  { pattern: /<@!?(\d{1,20})>/y, build: (m) => ({ type: 'mention', kind: 'user', id: m[1]! }) },
  { pattern: /<@&(\d{1,20})>/y, build: (m) => ({ type: 'mention', kind: 'role', id: m[1]! }) },
  { pattern: /<#(\d{1,20})>/y, build: (m) => ({ type: 'mention', kind: 'channel', id: m[1]! }) },
  { pattern: /@(everyone|here)/y, build: (m) => ({ type: 'mention', kind: m[1] as 'everyone' | 'here' }) },
  { pattern: /<\/([\w-]+(?: [\w-]+){0,2}):(\d{1,20})>/y, build: (m) => ({ type: 'command', name: m[1]!, id: m[2]! }) },
  {
    pattern: /<t:(-?\d{1,13})(?::([tTdDfFsSR]))?>/y,
    build: (m) => ({ type: 'timestamp', unix: Number(m[1]), style: (m[2] ?? 'f') as TimestampStyle, source: m[0] }),
  },
  { pattern: /<(a?):(\w{2,32}):(\d{1,20})>/y, build: (m) => ({ type: 'emoji', animated: m[1] === 'a', name: m[2]!, id: m[3]! }) },
  {
    pattern: /\[((?:\[[^\]]*\]|[^[\]])+)\]\(\s*<?(https?:\/\/[^\s<>)]+)>?(?:\s+"[^"]*")?\s*\)/y,
    build: (m) => ({ type: 'link', url: m[2]!, content: referenceParseInline(m[1]!) }),
  },
  { pattern: /<(https?:\/\/[^\s>]+)>/y, build: (m) => ({ type: 'url', url: m[1]! }) },
  { pattern: /https?:\/\/[^\s<]+[^\s<.,:;"')\]]/y, build: (m) => ({ type: 'url', url: m[0] }) },
  { pattern: /\*\*([\s\S]+?)\*\*(?!\*)/y, build: nested('strong') },
  { pattern: /__([\s\S]+?)__(?!_)/y, build: nested('underline') },
  { pattern: /\*(?=\S)((?:\*\*|\\[\s\S]|[^\\*])+?)\*(?!\*)/y, build: nested('em') },
  { pattern: /(?<![A-Za-z0-9_])_((?:__|\\[\s\S]|[^\\_])+?)_(?![A-Za-z0-9_])/y, build: nested('em') },
  { pattern: /~~([\s\S]+?)~~/y, build: nested('strike') },
  { pattern: /\|\|([\s\S]+?)\|\|/y, build: nested('spoiler') },
  { pattern: /\n/y, build: () => ({ type: 'br' }) },
];

/** Characters where a rule may start; runs of anything else are plain text. */
const PLAIN_RUN = /[^\\`<@[h*_~|\n]+/y;

/** Parses the inline runs of one block (mentions, emphasis, links...). */
export function referenceParseInline(source: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (value: string) => {
    const last = out[out.length - 1];
    if (last?.type === 'text') last.value += value;
    else out.push({ type: 'text', value });
  };
  let at = 0;
  outer: while (at < source.length) {
    for (const rule of INLINE_RULES) {
      rule.pattern.lastIndex = at;
      const match = rule.pattern.exec(source);
      if (match && match[0].length > 0) {
        const node = rule.build(match);
        if (node.type === 'text') pushText(node.value);
        else out.push(node);
        at += match[0].length;
        continue outer;
      }
    }
    PLAIN_RUN.lastIndex = at;
    const run = PLAIN_RUN.exec(source);
    const text = run ? run[0] : source[at]!;
    pushText(text);
    at += text.length;
  }
  return out;
}
