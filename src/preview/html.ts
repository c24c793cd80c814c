import { EMOJI_SEQUENCE, twemojiDataUrl } from './emoji.js';
import type { FontFace } from './fonts.js';
import { FONT_FAMILY, type Theme } from './theme.js';
import type { InlineNode, PreviewNode, Style } from './tree.js';
import { escapeControls, htmlCharacterReferences } from '../util/escape-text.js';

const UNITLESS = new Set(['opacity', 'flexGrow', 'flexShrink', 'fontWeight', 'zIndex', 'lineHeight']);

export function cssOf(style: Style): string {
  return Object.entries(style)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof value === 'number' && !UNITLESS.has(key) ? `${value}px` : value}`)
    .join(';');
}

export function escapeHtml(value: string): string {
  return htmlCharacterReferences(value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!));
}

const classOf = (role: string) => role.split(' ').map((r) => `cl-${r}`).join(' ');

function attributes(role: string, style: Style, extra: Record<string, string | undefined> = {}): string {
  const parts = [`class="${classOf(role)}"`, `style="${escapeHtml(cssOf(style))}"`];
  for (const [name, value] of Object.entries(extra)) if (value !== undefined && value !== '') parts.push(`${name}="${escapeHtml(value)}"`);
  return parts.join(' ');
}

/**
 * Emoji drawn as images on one page; past it they stay characters (each image carries its SVG,
 * so that a text of a million emoji would make a page of a gigabyte).
 */
export const MAX_EMOJI_IMAGES = 2_000;

/** What one page has drawn so far. */
interface PageState {
  emojiLeft: number;
}

export function nodeHtml(node: PreviewNode, state: PageState = { emojiLeft: MAX_EMOJI_IMAGES }): string {
  switch (node.type) {
    case 'box':
      return `<div ${attributes(node.role, node.style, { 'data-pointer': node.pointer, title: node.title })}>${node.children.map((child) => nodeHtml(child, state)).join('')}</div>`;
    case 'flow':
      // Paragraphs wrap as text; the rest of the tree is flexboxes, as satori lays it out.
      return `<div ${attributes(node.role, { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...node.style })}>${node.children.map((child) => inlineHtml(child, state)).join('')}</div>`;
    case 'image':
      return `<img ${attributes(node.role, node.style, { src: node.src, alt: node.alt, width: String(node.style.width), height: String(node.style.height) })}>`;
  }
}

/** Text with its emoji drawn as Twemoji images, as Discord and the PNG show them (no emoji font needed). */
function textHtml(text: string, state: PageState): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(EMOJI_SEQUENCE)) {
    if (state.emojiLeft <= 0) break;
    const url = twemojiDataUrl(match[0]);
    if (!url) continue;
    state.emojiLeft--;
    out += escapeHtml(text.slice(last, match.index)) + `<img class="cl-emoji-image" src="${url}" alt="${escapeHtml(match[0])}" style="display:inline-block;width:1.25em;height:1.25em;vertical-align:-0.25em">`;
    last = match.index! + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

function inlineHtml(node: InlineNode, state: PageState): string {
  switch (node.type) {
    case 'text':
      return textHtml(node.text, state);
    case 'break':
      return '<br>';
    case 'span':
      // A spoiler takes the focus on a click, which reveals it (CSS only: the page runs no script).
      return `<span ${attributes(node.role, node.style, { title: node.title, ...(node.role === 'md-spoiler' ? { tabindex: '0' } : {}) })}>${node.children.map((child) => inlineHtml(child, state)).join('')}</span>`;
  }
}

export interface HtmlPageOptions {
  title: string;
  theme: Theme;
  fonts: readonly FontFace[];
  /** Links shown above the preview ("Open in Discohook"); they open only when clicked. */
  links?: readonly PageLink[];
}

export interface PageLink {
  text: string;
  href: string;
}

function linksHtml(links: readonly PageLink[], theme: Theme): string {
  if (links.length === 0) return '';
  const anchors = links.map((l) => `<a class="cordlint-link" href="${escapeHtml(l.href)}" target="_blank" rel="noopener noreferrer" style="color:${theme.link}">${escapeHtml(l.text)}</a>`);
  return `<nav class="cordlint-links" style="padding:12px 24px 0;font-size:14px">${anchors.join(' · ')}</nav>\n`;
}

/**
 * One self-contained page: inline CSS, fonts as data: URLs, no script. Its Content-Security-Policy
 * forbids every request but data: URLs, so that opening it never reaches the network.
 */
export function htmlPage(root: PreviewNode, options: HtmlPageOptions): string {
  const fontFaces = options.fonts
    .map((f) => `@font-face{font-family:"${f.family}";font-weight:${f.weight};font-style:${f.style};src:url(data:font/woff2;base64,${f.data.toString('base64')}) format("woff2")}`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="cordlint preview">
<title>${escapeHtml(escapeControls(options.title))}</title>
<style>
${fontFaces}
*{box-sizing:border-box;min-width:0}
html,body{margin:0;padding:0;background:${options.theme.background}}
body{font-family:"${FONT_FAMILY}","gg sans","Helvetica Neue",Helvetica,Arial,sans-serif;color:${options.theme.text};font-size:16px;line-height:1.375}
img{display:block}
.cl-md-spoiler{cursor:pointer}
.cl-md-spoiler:focus,.cl-md-spoiler:focus *{color:${options.theme.text}!important;outline:none}
</style>
</head>
<body>
${linksHtml(options.links ?? [], options.theme)}${nodeHtml(root)}
</body>
</html>
`;
}
