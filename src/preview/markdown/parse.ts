/**
 * Discord's markdown, parsed into blocks and inline runs (the rules of its client as its
 * "Markdown Text 101" article lists them). Written here because discord-markdown-parser, the
 * maintained parser on npm, has no lists and reads masked links only in its "extended" mode.
 */

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong' | 'em' | 'underline' | 'strike' | 'spoiler'; content: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; url: string; content: Inline[] }
  | { type: 'url'; url: string }
  | { type: 'mention'; kind: 'user' | 'channel' | 'role'; id: string }
  | { type: 'mention'; kind: 'everyone' | 'here'; id?: undefined }
  | { type: 'command'; name: string; id: string }
  | { type: 'timestamp'; unix: number; style: TimestampStyle; source: string }
  | { type: 'emoji'; name: string; id: string; animated: boolean }
  | { type: 'br' };
import { appendAll } from '../../util/append.js';

/** Discord's styles: short and long time, short and long date, date-time short and full, short date with time (s, S), relative. */
export type TimestampStyle = 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 's' | 'S' | 'R';

export interface ListItem {
  content: Inline[];
  children: Block[];
}

export type Block =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { type: 'subtext'; content: Inline[] }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { type: 'codeBlock'; lang: string; code: string };

/** Parses message text (content, a Text Display, an embed description) into blocks. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  // Code blocks may open and close anywhere; what lies between them is read line by line.
  const fence = /```(?:([\w+#.-]+)\n)?\n?([\s\S]*?)```/g;
  let last = 0;
  for (const match of source.matchAll(fence)) {
    const start = match.index ?? 0;
    appendAll(blocks, parseLines(source.slice(last, start).replace(/\n$/, ''), true));
    blocks.push({ type: 'codeBlock', lang: match[1] ?? '', code: (match[2] ?? '').replace(/\n$/, '') });
    last = start + match[0].length;
    if (source[last] === '\n') last++;
  }
  appendAll(blocks, parseLines(source.slice(last), true));
  return blocks;
}

const HEADING = /^(#{1,3}) +(\S.*)$/;
const SUBTEXT = /^-# +(\S.*)$/;
const LIST_ITEM = /^( *)([-*]|(\d{1,9})\.) +(\S.*)$/;

function parseLines(text: string, quotesAllowed: boolean): Block[] {
  if (text === '') return [];
  const lines = text.split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (quotesAllowed && /^>>> ?/.test(line)) {
      flush();
      const rest = [line.replace(/^>>> ?/, ''), ...lines.slice(i + 1)].join('\n');
      blocks.push({ type: 'quote', children: parseLines(rest, false) });
      return blocks;
    }
    if (quotesAllowed && /^> /.test(line)) {
      flush();
      const quoted: string[] = [];
      while (i < lines.length && /^> /.test(lines[i]!)) quoted.push(lines[i++]!.slice(2));
      i--;
      blocks.push({ type: 'quote', children: parseLines(quoted.join('\n'), false) });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]!.length as 1 | 2 | 3, content: parseInline(heading[2]!) });
      continue;
    }
    const subtext = SUBTEXT.exec(line);
    if (subtext) {
      flush();
      blocks.push({ type: 'subtext', content: parseInline(subtext[1]!) });
      continue;
    }
    if (LIST_ITEM.test(line)) {
      flush();
      const listLines: string[] = [];
      while (i < lines.length && (continuesList(lines[i]!, line) || (listLines.length > 0 && /^ {2,}\S/.test(lines[i]!)))) listLines.push(lines[i++]!);
      i--;
      blocks.push(parseList(listLines));
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** An item of the list that `first` opens: deeper items nest, items beside it must be of its kind (bullets or numbers). */
function continuesList(line: string, first: string): boolean {
  const item = LIST_ITEM.exec(line);
  const opener = LIST_ITEM.exec(first)!;
  if (!item) return false;
  return item[1]!.length > opener[1]!.length || (item[3] === undefined) === (opener[3] === undefined);
}

/** Lines of a list; an item indented deeper than the first opens a nested list. */
function parseList(lines: string[]): Block & { type: 'list' } {
  const first = LIST_ITEM.exec(lines[0]!)!;
  const indent = first[1]!.length;
  const ordered = first[3] !== undefined;
  const items: ListItem[] = [];
  let nested: string[] = [];
  const closeNested = () => {
    if (nested.length > 0 && items.length > 0) items[items.length - 1]!.children.push(parseList(nested));
    nested = [];
  };
  for (const line of lines) {
    const item = LIST_ITEM.exec(line);
    if (item && item[1]!.length <= indent) {
      closeNested();
      items.push({ content: parseInline(item[4]!), children: [] });
    } else if (item) {
      nested.push(line);
    } else if (items.length > 0) {
      closeNested();
      const last = items[items.length - 1]!;
      last.content.push({ type: 'br' }, ...parseInline(line.trim()));
    }
  }
  closeNested();
  return { type: 'list', ordered, start: ordered ? Number(first[3]) : 1, items };
}

interface InlineRule {
  pattern: RegExp;
  build: (match: RegExpExecArray) => Inline;
}

const nested = (type: 'strong' | 'em' | 'underline' | 'strike' | 'spoiler') => (m: RegExpExecArray): Inline => ({ type, content: parseInline(m[1]!) });

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
    build: (m) => ({ type: 'link', url: m[2]!, content: parseInline(m[1]!) }),
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
export function parseInline(source: string): Inline[] {
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
