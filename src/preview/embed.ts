import type { RenderContext } from './context.js';
import { renderInlineText, renderMarkdown } from './markdown/render.js';
import { hexColour } from './theme.js';
import { box, flow, label, row, type BoxNode, type PreviewNode } from './tree.js';
import { list, record, text } from './values.js';
import { media } from './widgets.js';

/** A legacy embed: the colour bar, author, title, description, fields, images, footer. */
export function renderEmbed(value: unknown, pointer: string, ctx: RenderContext, moreImages: { url: string | undefined; pointer: string }[] = []): BoxNode {
  const { theme } = ctx;
  const embed = record(value) ?? {};
  const author = record(embed.author);
  const footer = record(embed.footer);
  const thumbnail = text(record(embed.thumbnail)?.url);
  const image = text(record(embed.image)?.url);
  const small = { fontSize: 14, lineHeight: '18px' };

  const main: PreviewNode[] = [];
  if (author && text(author.name) !== undefined) {
    main.push(
      row('embed-author', { gap: 8, alignItems: 'center', marginTop: 8 }, [
        ...(text(author.icon_url) ? [media(text(author.icon_url), { width: 24, height: 24 }, ctx, 'embed-author-icon', { borderRadius: 12 })] : []),
        label('embed-author-name', { fontSize: 14, fontWeight: 600, color: theme.header }, text(author.name)!),
      ], { pointer: `${pointer}/author` }),
    );
  }
  if (text(embed.title) !== undefined) {
    const linked = text(embed.url) !== undefined;
    main.push(
      box('embed-title', { marginTop: 8 }, [flow(linked ? 'embed-title-text md-link' : 'embed-title-text', { fontSize: 16, fontWeight: 700, color: linked ? theme.link : theme.header }, renderInlineText(text(embed.title)!, ctx))], { pointer: `${pointer}/title` }),
    );
  }
  if (text(embed.description) !== undefined) {
    main.push(box('embed-description', { marginTop: 8, gap: 2 }, renderMarkdown(text(embed.description)!, ctx, { base: small }), { pointer: `${pointer}/description` }));
  }
  const fields = fieldRows(list(embed.fields), pointer, ctx);
  if (fields.length) main.push(box('embed-fields', { marginTop: 8, gap: 8 }, fields));

  const top = row('embed-top', { gap: 16 }, [
    box('embed-main', { flexGrow: 1, flexShrink: 1, minWidth: 0 }, main),
    ...(thumbnail ? [box('embed-thumbnail', { marginTop: 8, flexShrink: 0 }, [media(thumbnail, { width: 80, height: 80 }, ctx, 'embed-thumbnail-image')], { pointer: `${pointer}/thumbnail` })] : []),
  ]);

  const parts: PreviewNode[] = [top];
  if (image && moreImages.length) parts.push(imageGrid([{ url: image, pointer: `${pointer}/image` }, ...moreImages], ctx));
  else if (image) parts.push(box('embed-image', { marginTop: 16 }, [media(image, { width: 400, height: 225 }, ctx, 'embed-image-image')], { pointer: `${pointer}/image` }));
  const footerText = text(footer?.text);
  const timestamp = embedTime(embed.timestamp);
  if (footerText !== undefined || timestamp) {
    parts.push(
      row('embed-footer', { gap: 8, alignItems: 'center', marginTop: 8 }, [
        ...(text(footer?.icon_url) ? [media(text(footer?.icon_url), { width: 20, height: 20 }, ctx, 'embed-footer-icon', { borderRadius: 10 })] : []),
        label('embed-footer-text', { fontSize: 12, color: theme.muted }, [footerText, timestamp].filter(Boolean).join(' • ')),
      ], { pointer: `${pointer}/footer` }),
    );
  }
  return row('embed', { backgroundColor: theme.surface, borderRadius: 4, overflow: 'hidden', maxWidth: 520, marginTop: 4 }, [
    box('embed-bar', { width: 4, backgroundColor: hexColour(embed.color) ?? theme.deep, flexShrink: 0 }, []),
    box('embed-body', { paddingTop: 0, paddingRight: 16, paddingBottom: 16, paddingLeft: 12, flexGrow: 1, flexShrink: 1, minWidth: 0 }, parts),
  ], { pointer });
}

/** Fields in rows: up to three inline fields side by side; a field that is not inline takes a row. */
function fieldRows(fields: unknown[], pointer: string, ctx: RenderContext): PreviewNode[] {
  const rows: { field: Record<string, unknown>; index: number }[][] = [];
  fields.forEach((value, index) => {
    const field = record(value) ?? {};
    const last = rows[rows.length - 1];
    if (field.inline === true && last && last.length < 3 && last.every((f) => f.field.inline === true)) last.push({ field, index });
    else rows.push([{ field, index }]);
  });
  return rows.map((cells) =>
    row('embed-field-row', { gap: 8 }, cells.map(({ field, index }) =>
      box(`embed-field${field.inline === true ? ' embed-field-inline' : ''}`, { flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0 }, [
        flow('embed-field-name', { fontSize: 14, fontWeight: 700, color: ctx.theme.header, marginBottom: 2 }, renderInlineText(text(field.name) ?? '', ctx)),
        ...renderMarkdown(text(field.value) ?? '', ctx, { base: { fontSize: 14, lineHeight: '18px' } }),
      ], { pointer: `${pointer}/fields/${index}` }),
    )),
  );
}

function embedTime(value: unknown): string | undefined {
  const when = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (!when || Number.isNaN(when.getTime())) return undefined;
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(when);
}

/** Two to four images of embeds that share a URL: two side by side, three as one tall and two stacked, four in a square. */
function imageGrid(images: { url: string | undefined; pointer: string }[], ctx: RenderContext): BoxNode {
  const cell = (i: number, width: number, height: number) => box('embed-gallery-cell', {}, [media(images[i]!.url, { width, height }, ctx, 'embed-image-image')], { pointer: images[i]!.pointer });
  const half = 198;
  const rows: PreviewNode[] =
    images.length === 3
      ? [row('embed-gallery-row', { gap: 4 }, [cell(0, half, 304), box('embed-gallery-column', { gap: 4 }, [cell(1, half, 150), cell(2, half, 150)])])]
      : [row('embed-gallery-row', { gap: 4 }, [cell(0, half, 150), cell(1, half, 150)]), ...(images.length === 4 ? [row('embed-gallery-row', { gap: 4 }, [cell(2, half, 150), cell(3, half, 150)])] : [])];
  return box(`embed-gallery embed-gallery-${images.length}`, { marginTop: 16, gap: 4 }, rows);
}
