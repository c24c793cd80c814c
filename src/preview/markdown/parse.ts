/**
 * Discord's markdown, parsed into blocks and inline runs (the rules of its client as its
 * "Markdown Text 101" article lists them). Written here because discord-markdown-parser, the
 * maintained parser on npm, has no lists and reads masked links only in its "extended" mode.
 */

import { parseInline } from './inline.js';
import type { Block, ListItem } from './types.js';
import { appendAll } from '../../util/append.js';

export { parseInline, MAX_NESTING } from './inline.js';
export type { Block, Inline, ListItem, TimestampStyle } from './types.js';

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

/** Levels of lists inside lists; items deeper than that are shown at the deepest level. */
export const MAX_LIST_NESTING = 8;

/** Lines of a list; an item indented deeper than the first opens a nested list. */
function parseList(lines: string[], depth = 1): Block & { type: 'list' } {
  const first = LIST_ITEM.exec(lines[0]!)!;
  // At the deepest level every item is a sibling: each level walks its lines once.
  const indent = depth >= MAX_LIST_NESTING ? Infinity : first[1]!.length;
  const ordered = first[3] !== undefined;
  const items: ListItem[] = [];
  let nested: string[] = [];
  const closeNested = () => {
    if (nested.length > 0 && items.length > 0) items[items.length - 1]!.children.push(parseList(nested, depth + 1));
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
      last.content.push({ type: 'br' });
      for (const node of parseInline(line.trim())) last.content.push(node);
    }
  }
  closeNested();
  return { type: 'list', ordered, start: ordered ? Number(first[3]) : 1, items };
}
