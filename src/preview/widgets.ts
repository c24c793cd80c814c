import type { RenderContext } from './context.js';
import { captionLines } from './caption.js';
import { box, flow, label, plain, row, span, type BoxNode, type InlineNode, type PreviewNode, type Style } from './tree.js';
import { list, num, record, text } from './values.js';

/** An image: drawn when it is an attachment found on disk, else a placeholder naming its URL. */
export function media(url: string | undefined, size: { width: number; height: number }, ctx: RenderContext, role = 'image', extra: Style = {}): PreviewNode {
  const { theme } = ctx;
  const info = url === undefined ? undefined : ctx.media.resolve(url);
  if (info?.dataUrl) {
    return { type: 'image', role, style: { ...size, objectFit: 'cover', borderRadius: 4, ...extra }, src: info.dataUrl, alt: info.attachment ?? url ?? '' };
  }
  const caption = url === undefined ? 'no URL' : info?.attachment !== undefined ? `attachment://${info.attachment}` : url;
  const missing = info?.undrawable ?? (info?.attachment !== undefined && info.size === undefined ? 'not found beside the payload' : undefined);
  return box(
    `${role} image-placeholder`,
    { ...size, backgroundColor: theme.deep, border: `1px dashed ${theme.muted}`, borderRadius: 4, alignItems: 'center', justifyContent: 'center', padding: 6, overflow: 'hidden', ...extra },
    size.width < 60 ? [] : [
      label('image-placeholder-kind', { fontSize: 11, fontWeight: 700, color: theme.muted, letterSpacing: 1 }, 'IMAGE'),
      ...(size.height >= 48 ? [placeholderCaption(caption, missing, size, ctx)] : []),
    ],
    { title: missing ? `${caption} (${missing})` : caption },
  );
}

/** The placeholder's URL, in lines cut at its separators (captionLines), as many as the box holds. */
function placeholderCaption(caption: string, missing: string | undefined, size: { width: number; height: number }, ctx: RenderContext): BoxNode {
  const lineHeight = 14;
  const line = (role: string, text: string) => label(role, { fontSize: 11, lineHeight: `${lineHeight}px`, color: ctx.theme.muted, whiteSpace: 'nowrap' }, text);
  // The padding (6 each side), the border and the IMAGE label above; "not found" takes a line when there is room.
  const room = Math.max(1, Math.floor((size.height - 14 - 16) / lineHeight));
  const note = missing !== undefined && room >= 3 && size.width >= 180;
  const lines = captionLines(caption, size.width - 16, note ? room - 1 : room);
  return box('image-placeholder-url', { alignItems: 'center', maxWidth: size.width - 12 }, [
    ...lines.map((text) => line('image-placeholder-url-line', text)),
    ...(note ? [line('image-placeholder-missing', `(${missing})`)] : []),
  ]);
}

/** A partial emoji ({ name } or { id, name }): Unicode as text, a custom one as its :name:. */
export function emojiInline(value: unknown, ctx: RenderContext): InlineNode[] {
  const emoji = record(value);
  if (!emoji) return [];
  const name = text(emoji.name) ?? '';
  if (emoji.id === undefined || emoji.id === null) return name ? [span('emoji', {}, [plain(name)])] : [];
  return [span('emoji emoji-custom', { color: ctx.theme.muted, fontSize: 13 }, [plain(`:${name || 'emoji'}:`)], `custom emoji ${text(emoji.id) ?? ''}`)];
}

const BUTTON_STYLES: Record<number, { name: string; colour: keyof RenderContext['theme'] }> = {
  1: { name: 'primary', colour: 'brand' },
  2: { name: 'secondary', colour: 'secondaryButton' },
  3: { name: 'success', colour: 'success' },
  4: { name: 'danger', colour: 'danger' },
  5: { name: 'link', colour: 'secondaryButton' },
  6: { name: 'premium', colour: 'premium' },
};

export function button(component: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const style = BUTTON_STYLES[num(component.style) ?? 0] ?? { name: 'unknown', colour: 'secondaryButton' as const };
  const content: InlineNode[] = [...emojiInline(component.emoji, ctx)];
  const name = text(component.label);
  if (style.name === 'premium') {
    content.push(plain(`${content.length ? ' ' : ''}Premium · SKU ${text(component.sku_id) ?? '?'}`));
  } else if (name !== undefined) {
    content.push(plain(`${content.length ? ' ' : ''}${name}`));
  }

  return row(
    `button button-${style.name}`,
    {
      height: 32,
      minWidth: 60,
      paddingLeft: 16,
      paddingRight: 16,
      borderRadius: 8,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: ctx.theme[style.colour] as string,
      color: '#ffffff',
      opacity: component.disabled === true ? 0.5 : 1,
      flexShrink: 0,
      alignSelf: 'flex-start',
    },
    [
      flow('button-label', { fontSize: 14, fontWeight: 600, whiteSpace: 'nowrap' }, content),
      // Discord's box with an arrow leaving it, after a link button's label.
      ...(style.name === 'link' ? [linkIcon()] : []),
    ],
    { pointer, ...(style.name === 'link' ? { title: text(component.url) ?? '' } : {}) },
  );
}

/**
 * The "opens outside Discord" icon of link buttons: a rounded box open at its top right and an
 * arrow leaving it, as an SVG image (the page's CSP allows data: images; satori draws them too).
 */
const LINK_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="#ffffff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M10 3.5H6.5a3 3 0 0 0-3 3v11a3 3 0 0 0 3 3h11a3 3 0 0 0 3-3V14"/><path d="M14.5 3.5h6v6M20.5 3.5l-8.5 8.5"/></svg>';
// btoa, not Buffer: the playground draws this in the browser (the SVG is ASCII).
export const LINK_ICON_URL = `data:image/svg+xml;base64,${btoa(LINK_ICON_SVG)}`;

function linkIcon(): PreviewNode {
  return { type: 'image', role: 'button-link-icon', style: { width: 16, height: 16, marginLeft: 8, flexShrink: 0 }, src: LINK_ICON_URL, alt: '(opens a link)' };
}

const SELECT_NOUNS: Record<number, string> = { 3: 'string', 5: 'user', 6: 'role', 7: 'mentionable', 8: 'channel' };

/** A closed select menu: its defaults or its placeholder, and the arrow. */
export function select(component: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const { theme } = ctx;
  const type = num(component.type) ?? 3;
  const noun = SELECT_NOUNS[type] ?? 'string';
  let shown: InlineNode[];
  if (type === 3) {
    const defaults = list(component.options).map(record).filter((o) => o?.default === true);
    shown = defaults.length ? [plain(defaults.map((o) => text(o!.label) ?? '').join(', '))] : [];
  } else {
    shown = list(component.default_values)
      .map(record)
      .filter((v) => v !== undefined)
      .map((v) => {
        const id = text(v.id) ?? '';
        const sigil = v.type === 'channel' ? '#' : '@';
        return span('md-mention', { backgroundColor: theme.mentionBackground, color: theme.mentionText, borderRadius: 3, paddingLeft: 2, paddingRight: 2, marginRight: 4 }, [plain(`${sigil}${text(v.type) ?? ''} …${id.slice(-4)}`)], id);
      });
  }
  const placeholder = text(component.placeholder) ?? (type === 3 ? 'Make a selection' : `Select ${noun === 'mentionable' ? 'users and roles' : `a ${noun}`}`);
  const options = list(component.options).map((o) => text(record(o)?.label)).filter((l) => l !== undefined);
  return row(
    `select select-${noun}`,
    {
      height: 40,
      paddingLeft: 12,
      paddingRight: 12,
      borderRadius: 8,
      border: `1px solid ${theme.border}`,
      backgroundColor: theme.input,
      alignItems: 'center',
      justifyContent: 'space-between',
      width: '100%',
      maxWidth: 400,
      opacity: component.disabled === true ? 0.5 : 1,
    },
    [
      flow('select-value', { fontSize: 14, color: shown.length ? theme.text : theme.muted, whiteSpace: 'nowrap', overflow: 'hidden', flexShrink: 1 }, shown.length ? shown : [plain(placeholder)]),
      chevron(ctx),
    ],
    { pointer, ...(options.length ? { title: `Options: ${options.join(', ')}` } : {}) },
  );
}

/** The select's arrow, drawn with two borders (no font has to carry the glyph). */
function chevron(ctx: RenderContext): BoxNode {
  return box('select-arrow', {
    width: 8,
    height: 8,
    borderRight: `2px solid ${ctx.theme.text}`,
    borderBottom: `2px solid ${ctx.theme.text}`,
    transform: 'rotate(45deg)',
    marginBottom: 4,
    flexShrink: 0,
  }, []);
}

/** A row of pieces of small grey text, e.g. an embed's footer. */
export function small(role: string, ctx: RenderContext, value: string, style: Style = {}): PreviewNode {
  return label(role, { fontSize: 12, color: ctx.theme.muted, ...style }, value);
}
