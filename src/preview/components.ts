import type { RenderContext } from './context.js';
import { renderMarkdown } from './markdown/render.js';
import { formatBytes } from './media.js';
import { hexColour } from './theme.js';
import { box, label, row, type BoxNode, type PreviewNode, type Style } from './tree.js';
import { list, num, record, text } from './values.js';
import { button, media, select } from './widgets.js';

/** Width of a Media Gallery; its cells are sized from it (satori needs sizes in pixels). */
const GALLERY_WIDTH = 480;
const GAP = 4;

/** Renders the components of a message (Components V2 or legacy Action Rows). */
export function renderComponents(components: unknown, pointer: string, ctx: RenderContext): PreviewNode[] {
  return list(components).map((component, i) => renderComponent(component, `${pointer}/${i}`, ctx));
}

export function renderComponent(value: unknown, pointer: string, ctx: RenderContext): PreviewNode {
  const component = record(value);
  if (!component) return unknown(`not a component: ${JSON.stringify(value)?.slice(0, 40)}`, pointer, ctx);
  switch (component.type) {
    case 1:
      return row('action-row', { flexWrap: 'wrap', gap: 8, marginTop: 4 }, renderComponents(component.components, `${pointer}/components`, ctx), { pointer });
    case 2:
      return button(component, pointer, ctx);
    case 3:
    case 5:
    case 6:
    case 7:
    case 8:
      return select(component, pointer, ctx);
    case 9:
      return section(component, pointer, ctx);
    case 10:
      return box('text-display', { gap: 2 }, renderMarkdown(text(component.content) ?? '', ctx, { base: { fontSize: 16, lineHeight: '22px' } }), { pointer });
    case 11:
      return thumbnail(component, pointer, ctx);
    case 12:
      return gallery(component, pointer, ctx);
    case 13:
      return file(component, pointer, ctx);
    case 14:
      return separator(component, pointer, ctx);
    case 17:
      return container(component, pointer, ctx);
    default:
      return unknown(`component type ${JSON.stringify(component.type)} is not shown in messages`, pointer, ctx);
  }
}

function unknown(what: string, pointer: string, ctx: RenderContext): BoxNode {
  return box('unknown-component', { border: `1px dashed ${ctx.theme.error}`, borderRadius: 4, padding: 6 }, [label('unknown-text', { fontSize: 12, color: ctx.theme.error }, what)], { pointer });
}

function section(component: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const accessory = record(component.accessory);
  const accessoryPointer = `${pointer}/accessory`;
  return row('section', { gap: 16, justifyContent: 'space-between' }, [
    box('section-texts', { flexGrow: 1, flexShrink: 1, minWidth: 0, gap: 4 }, renderComponents(component.components, `${pointer}/components`, ctx)),
    ...(accessory ? [box('section-accessory', { flexShrink: 0 }, [renderComponent(accessory, accessoryPointer, ctx)])] : []),
  ], { pointer });
}

function thumbnail(component: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const url = text(record(component.media)?.url);
  const image = media(url, { width: 85, height: 85 }, ctx, 'thumbnail-image', { borderRadius: 8 });
  const description = text(component.description);
  return box('thumbnail', { flexShrink: 0, position: 'relative' }, [component.spoiler === true ? spoilerCover(image, ctx) : image, ...(description ? [altBadge(ctx)] : [])], { pointer, title: description ?? '' });
}

/** The ALT badge Discord puts on an image that has a description (its alt text, shown on hover). */
function altBadge(ctx: RenderContext): BoxNode {
  return row('alt-badge-holder', { position: 'absolute', left: 6, bottom: 6 }, [
    label('alt-badge', { backgroundColor: 'rgba(0, 0, 0, 0.65)', color: '#ffffff', fontSize: 10, fontWeight: 700, letterSpacing: 0.5, borderRadius: 4, paddingLeft: 4, paddingRight: 4, paddingTop: 1, paddingBottom: 1 }, 'ALT'),
  ]);
}

/** Rows of cells per item count, as Discord lays a gallery out (3 is one tall cell and two stacked). */
const GALLERY_ROWS: Record<number, number[]> = {
  1: [1],
  2: [2],
  4: [2, 2],
  5: [2, 3],
  6: [3, 3],
  7: [1, 3, 3],
  8: [2, 3, 3],
  9: [3, 3, 3],
  10: [1, 3, 3, 3],
};

function gallery(component: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const items = list(component.items).slice(0, 10);
  const cell = (item: unknown, i: number, width: number, height: number): PreviewNode => {
    const entry = record(item);
    const image = media(text(record(entry?.media)?.url), { width, height }, ctx, 'gallery-item');
    const shown = entry?.spoiler === true ? spoilerCover(image, ctx) : image;
    const description = text(entry?.description);
    return box('gallery-cell', { width, height, flexShrink: 0, position: 'relative' }, [shown, ...(description ? [altBadge(ctx)] : [])], { pointer: `${pointer}/items/${i}`, title: description ?? '' });
  };
  const width = (n: number) => Math.floor((GALLERY_WIDTH - GAP * (n - 1)) / n);
  let body: PreviewNode[];
  if (items.length === 3) {
    const tall = 300;
    const half = (tall - GAP) / 2;
    body = [
      row('gallery-row', { gap: GAP }, [
        cell(items[0], 0, width(2), tall),
        box('gallery-column', { gap: GAP }, [cell(items[1], 1, width(2), half), cell(items[2], 2, width(2), half)]),
      ]),
    ];
  } else {
    let next = 0;
    body = (GALLERY_ROWS[items.length] ?? []).map((count) => {
      const cells = items.slice(next, next + count).map((item, i) => cell(item, next + i, width(count), count === 1 ? 280 : count === 2 ? 200 : 150));
      next += count;
      return row('gallery-row', { gap: GAP }, cells);
    });
  }
  return box(`media-gallery media-gallery-${items.length}`, { gap: GAP, width: GALLERY_WIDTH, borderRadius: 8, overflow: 'hidden' }, body, { pointer });
}

/** A spoilered image or Container: dimmed, with the SPOILER pill Discord draws over it. */
function spoilerCover(image: PreviewNode, ctx: RenderContext, style: Style = {}): BoxNode {
  return box('spoiler-cover', { position: 'relative', ...style }, [
    box('spoiler-dim', { opacity: 0.25, flexGrow: 1 }, [image]),
    row('spoiler-pill-holder', { position: 'absolute', top: 0, left: 0, right: 0, bottom: 0, alignItems: 'center', justifyContent: 'center' }, [
      label('spoiler-pill', { backgroundColor: ctx.theme.deep, color: ctx.theme.header, fontSize: 12, fontWeight: 700, borderRadius: 12, paddingLeft: 10, paddingRight: 10, paddingTop: 4, paddingBottom: 4 }, 'SPOILER'),
    ]),
  ]);
}

function file(component: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const { theme } = ctx;
  const url = text(record(component.file)?.url);
  const info = url === undefined ? undefined : ctx.media.resolve(url);
  const name = text(component.name) ?? info?.attachment ?? url ?? 'file';
  const size = num(component.size) ?? info?.size;
  const details = size === undefined ? (info?.attachment !== undefined ? 'not found beside the payload' : '') : formatBytes(size);
  return row(
    'file',
    { gap: 12, alignItems: 'center', backgroundColor: theme.surface, border: `1px solid ${theme.border}`, borderRadius: 8, padding: 12, maxWidth: 432, opacity: component.spoiler === true ? 0.6 : 1 },
    [
      box('file-icon', { width: 24, height: 30, borderRadius: 3, backgroundColor: theme.brand, flexShrink: 0 }, []),
      box('file-text', { flexShrink: 1, minWidth: 0 }, [
        label('file-name', { fontSize: 16, color: theme.link, wordBreak: 'break-all' }, component.spoiler === true ? `SPOILER · ${name}` : name),
        ...(details ? [label('file-size', { fontSize: 12, color: theme.muted }, details)] : []),
      ]),
    ],
    { pointer },
  );
}

function separator(component: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const large = component.spacing === 2;
  const divider = component.divider !== false;
  return box(`separator separator-${large ? 'large' : 'small'}${divider ? ' separator-divider' : ''}`, { height: large ? 32 : 16, justifyContent: 'center' }, divider ? [box('divider', { height: 1, backgroundColor: ctx.theme.border }, [])] : [], { pointer });
}

function container(component: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const { theme } = ctx;
  const accent = hexColour(component.accent_color);
  const content = box('container-body', { padding: 16, gap: 8, flexGrow: 1, flexShrink: 1, minWidth: 0 }, renderComponents(component.components, `${pointer}/components`, ctx));
  const spoiler = component.spoiler === true;
  return row(
    `container${spoiler ? ' container-spoiler' : ''}`,
    { backgroundColor: theme.surface, border: `1px solid ${theme.border}`, borderRadius: 8, overflow: 'hidden', maxWidth: 560, position: 'relative' },
    [
      ...(accent ? [box('accent-bar', { width: 4, backgroundColor: accent, flexShrink: 0 }, [])] : []),
      spoiler ? spoilerCover(content, ctx, { flexGrow: 1, flexShrink: 1, minWidth: 0 }) : content,
    ],
    { pointer },
  );
}
