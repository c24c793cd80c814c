import type { RenderContext } from '../context.js';
import { MONO_FAMILY } from '../theme.js';
import { box, flow, plain, row, span, type InlineNode, type PreviewNode, type Style } from '../tree.js';
import { parseInline, parseMarkdown, type Block, type Inline } from './parse.js';
import { CODE_COLOURS, highlight, highlights } from './highlight.js';
import { formatTimestamp } from './timestamp.js';

export interface MarkdownOptions {
  /** Style of plain paragraphs (an embed's footer is smaller than its description). */
  base?: Style;
}

/**
 * Characters of text a page formats as markdown: five times what a message may hold (4,000 in its
 * Text Displays, 6,000 in its embeds). Past it, text is shown as written, in one run, so that the
 * page of a payload of megabytes stays small and quick to make; a note says where it stops.
 */
export const MARKDOWN_BUDGET = 50_000;

const budgets = new WeakMap<RenderContext, { left: number }>();

/** The part of `text` the page's budget still formats (whole when it fits), and what is left. */
function withinBudget(text: string, ctx: RenderContext): { head: string; rest: string } {
  let budget = budgets.get(ctx);
  if (!budget) budgets.set(ctx, (budget = { left: MARKDOWN_BUDGET }));
  if (text.length <= budget.left) {
    budget.left -= text.length;
    return { head: text, rest: '' };
  }
  let cut = budget.left;
  // Not between the halves of a surrogate pair.
  if (cut > 0 && /[\uD800-\uDBFF]/.test(text[cut - 1]!)) cut--;
  budget.left = 0;
  return { head: text.slice(0, cut), rest: text.slice(cut) };
}

/** Renders Discord markdown text as blocks of the render tree. */
export function renderMarkdown(text: string, ctx: RenderContext, options: MarkdownOptions = {}): PreviewNode[] {
  const base = options.base ?? {};
  const { head, rest } = withinBudget(text, ctx);
  const blocks = head === '' ? [] : parseMarkdown(head).map((block) => renderBlock(block, ctx, base));
  if (rest !== '') blocks.push(flow('md-unformatted', base, [plain(rest)]), budgetNote(rest.length, ctx));
  return blocks;
}

/** One line of inline markdown (an embed's title, a field's name), within the page's budget. */
export function renderInlineText(text: string, ctx: RenderContext): InlineNode[] {
  const { head, rest } = withinBudget(text, ctx);
  const nodes = renderInline(parseInline(head), ctx);
  if (rest !== '') nodes.push(plain(rest));
  return nodes;
}

function budgetNote(characters: number, ctx: RenderContext): PreviewNode {
  return flow('md-budget-note', { fontSize: 12, lineHeight: '16px', color: ctx.theme.warning, marginTop: 4 }, [
    plain(`Markdown not formatted past this point: the preview formats the first ${MARKDOWN_BUDGET.toLocaleString('en-US')} characters of a page's text, and ${characters.toLocaleString('en-US')} more are shown as written above.`),
  ]);
}

function renderBlock(block: Block, ctx: RenderContext, base: Style): PreviewNode {
  const { theme } = ctx;
  switch (block.type) {
    case 'paragraph':
      return flow('md-paragraph', base, renderInline(block.content, ctx));
    case 'heading': {
      const size = ({ 1: 24, 2: 20, 3: 16 } as const)[block.level];
      return flow(`md-h${block.level}`, { fontSize: size, lineHeight: `${Math.round(size * 1.375)}px`, fontWeight: 700, color: theme.header, marginTop: 8, marginBottom: 4 }, renderInline(block.content, ctx));
    }
    case 'subtext':
      return flow('md-subtext', { fontSize: 13, lineHeight: '18px', color: theme.muted }, renderInline(block.content, ctx));
    case 'quote':
      return row('md-quote', { marginTop: 2, marginBottom: 2 }, [
        box('md-quote-bar', { width: 4, borderRadius: 4, backgroundColor: theme.secondaryButton, flexShrink: 0 }, []),
        box('md-quote-body', { paddingLeft: 12, flexGrow: 1, flexShrink: 1, minWidth: 0 }, block.children.map((child) => renderBlock(child, ctx, base))),
      ]);
    case 'list':
      return box(
        block.ordered ? 'md-ordered-list' : 'md-list',
        { marginTop: 2, marginBottom: 2 },
        block.items.map((item, i) =>
          row('md-list-item', {}, [
            flow('md-bullet', { width: 24, flexShrink: 0, color: theme.text }, [plain(block.ordered ? `${block.start + i}.` : '•')]),
            box('md-list-item-body', { flexGrow: 1, flexShrink: 1, minWidth: 0 }, [
              flow('md-paragraph', base, renderInline(item.content, ctx)),
              ...item.children.map((child) => renderBlock(child, ctx, base)),
            ]),
          ]),
        ),
      );
    case 'codeBlock':
      return box(
        'md-code-block',
        { backgroundColor: theme.surface, border: `1px solid ${theme.deep}`, borderRadius: 4, padding: 8, marginTop: 4, marginBottom: 4, fontFamily: MONO_FAMILY, fontSize: 14, lineHeight: '18px', color: theme.text },
        codeLines(block.code, block.lang, ctx).map((line) => flow('md-code-line', { whiteSpace: 'pre-wrap', minHeight: 18 }, line)),
      );
  }
}

/** The lines of a code block, coloured when its language is one Discord colours. */
function codeLines(code: string, lang: string, ctx: RenderContext): InlineNode[][] {
  if (!highlights(lang)) return code.split('\n').map((line) => [plain(line)]);
  const colours = CODE_COLOURS[ctx.theme.name];
  const lines: InlineNode[][] = [[]];
  for (const token of highlight(code, lang)) {
    token.text.split('\n').forEach((piece, i) => {
      if (i > 0) lines.push([]);
      if (piece !== '') lines[lines.length - 1]!.push(token.kind ? span(`hl-${token.kind}`, { color: colours[token.kind], ...(token.kind === 'comment' ? { fontStyle: 'italic' } : {}) }, [plain(piece)]) : plain(piece));
    });
  }
  return lines;
}

export function renderInline(nodes: readonly Inline[], ctx: RenderContext): InlineNode[] {
  return nodes.map((node) => renderOne(node, ctx));
}

function renderOne(node: Inline, ctx: RenderContext): InlineNode {
  const { theme } = ctx;
  const pill: Style = { borderRadius: 3, paddingLeft: 2, paddingRight: 2 };
  switch (node.type) {
    case 'text':
      return plain(node.value);
    case 'br':
      return { type: 'break' };
    case 'strong':
      return span('md-strong', { fontWeight: 700 }, renderInline(node.content, ctx));
    case 'em':
      return span('md-em', { fontStyle: 'italic' }, renderInline(node.content, ctx));
    case 'underline':
      return span('md-underline', { textDecoration: 'underline' }, renderInline(node.content, ctx));
    case 'strike':
      return span('md-strike', { textDecoration: 'line-through' }, renderInline(node.content, ctx));
    case 'spoiler':
      // Hidden as Discord hides it: the text in the block's own colour (the HTML page reveals it on a click).
      return span('md-spoiler', { ...pill, backgroundColor: theme.spoiler, color: theme.spoiler }, renderInline(node.content, ctx), 'Spoiler: click to reveal');
    case 'code':
      return span('md-code', { ...pill, fontFamily: MONO_FAMILY, fontSize: 14, backgroundColor: theme.surface }, [plain(node.value)]);
    case 'link':
      return span('md-link', { color: theme.link }, renderInline(node.content, ctx), node.url);
    case 'url':
      return span('md-link', { color: theme.link }, [plain(node.url)], node.url);
    case 'mention': {
      const style = { ...pill, backgroundColor: theme.mentionBackground, color: theme.mentionText, fontWeight: 600 };
      if (node.kind === 'everyone' || node.kind === 'here') return span('md-mention md-mention-everyone', style, [plain(`@${node.kind}`)]);
      const id = node.id ?? '';
      const shown = { user: `@user …${id.slice(-4)}`, channel: `#channel …${id.slice(-4)}`, role: `@role …${id.slice(-4)}` }[node.kind];
      return span(`md-mention md-mention-${node.kind}`, style, [plain(shown)], `${node.kind} ${id}`);
    }
    case 'command':
      return span('md-mention md-command', { ...pill, backgroundColor: theme.mentionBackground, color: theme.mentionText, fontWeight: 600 }, [plain(`/${node.name}`)], `command ${node.id}`);
    case 'timestamp': {
      const shown = formatTimestamp(node.unix, node.style, ctx.now);
      if (shown === undefined) return plain(node.source);
      return span(`md-timestamp md-timestamp-${node.style}`, { ...pill, backgroundColor: theme.chip }, [plain(shown)], `${node.source} (shown in UTC)`);
    }
    case 'emoji':
      return span('md-emoji', { ...pill, color: theme.muted, backgroundColor: theme.chip, fontSize: 14 }, [plain(`:${node.name}:`)], `custom emoji ${node.id}${node.animated ? ' (animated)' : ''}`);
  }
}
