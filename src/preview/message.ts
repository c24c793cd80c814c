import { MESSAGE_FLAGS } from '../components.js';
import { CallbackType, detectKind, envelopeOf, isObject, type PayloadKind } from '../payload/detect.js';
import { renderComponent, renderComponents } from './components.js';
import { pointerOf, type RenderContext } from './context.js';
import { renderEmbed } from './embed.js';
import { isBareEmbed } from '../payload/embed-file.js';
import { renderMarkdown } from './markdown/render.js';
import { renderModal } from './modal.js';
import { box, label, plain, row, span, flow, type BoxNode, type PreviewNode } from './tree.js';
import { list, num, record, text } from './values.js';
import { media, small } from './widgets.js';

const CALLBACK_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(CallbackType).map(([name, value]) => [value, name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()]),
);

/** Renders one payload (a message, a modal, an interaction response or a lone component). */
export function renderPayload(value: unknown, ctx: RenderContext, kind?: PayloadKind, base = ''): PreviewNode {
  if (!isObject(value)) return notice(`Nothing to show: the payload is ${Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value}, not an object.`, ctx);
  const detected = kind ?? detectKind(value) ?? (isBareEmbed(value) ? 'embed' : undefined);
  if (!detected) return notice('Nothing to show: this is not a message, a modal or an interaction response.', ctx);
  const envelope = envelopeOf(value, detected, kind ? 'forced' : 'detected');
  switch (envelope.kind) {
    case 'message':
      return renderMessage(value, base, ctx);
    case 'modal':
      return renderModal(value, base, ctx);
    case 'component':
      return box('lone-component', { padding: 16 }, [renderComponent(value, base, ctx)], { pointer: base });
    case 'embed':
      // A bare embed is shown as Discord shows the message that carries it.
      return messageFrame([renderEmbed(value, base, ctx, [])], {}, base, ctx);
    case 'received-interaction':
      return notice('A received interaction: Discord sends it to the application; there is no message to show.', ctx);
    case 'interaction-response': {
      const type = envelope.callbackType;
      const heading = small('response-type', ctx, `Interaction response: ${type === undefined ? 'no type' : `${CALLBACK_NAMES[type] ?? 'unknown'} (${type})`}`, { marginBottom: 8 });
      const bodyPointer = base + pointerOf(envelope.bodyPath);
      let shown: PreviewNode;
      if (type === CallbackType.Modal) shown = renderModal(envelope.body ?? {}, bodyPointer, ctx);
      else if (type === CallbackType.ChannelMessageWithSource || type === CallbackType.UpdateMessage) shown = renderMessage(envelope.body ?? {}, bodyPointer, ctx);
      else if (type === CallbackType.DeferredChannelMessageWithSource) shown = messageFrame([small('thinking', ctx, 'Bot is thinking…', { fontStyle: 'italic' })], {}, bodyPointer, ctx);
      else shown = notice('This response shows nothing by itself.', ctx);
      return box('interaction-response', { padding: 0 }, [heading, shown], { pointer: base });
    }
  }
}

/** A message as the channel shows it: the bot's avatar and name, then content, embeds, components. */
export function renderMessage(body: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const parts: PreviewNode[] = [];
  const content = text(body.content);
  if (content) parts.push(box('content', { gap: 2 }, renderMarkdown(content, ctx, { base: { fontSize: 16, lineHeight: '22px' } }), { pointer: `${pointer}/content` }));
  const usedAttachments = new Set<string>();
  const embeds = list(body.embeds);
  embeds.forEach((embed) => embedUrls(embed).forEach((url) => usedAttachments.add(url)));
  for (const { index, gallery } of groupEmbeds(embeds)) {
    parts.push(renderEmbed(embeds[index], `${pointer}/embeds/${index}`, ctx, gallery.map((i) => ({ url: text(record(record(embeds[i])?.image)?.url), pointer: `${pointer}/embeds/${i}` }))));
  }
  const poll = record(body.poll);
  if (poll) parts.push(renderPoll(poll, `${pointer}/poll`, ctx));
  const flags = num(body.flags) ?? 0;
  // Uploaded files that no embed shows appear under a legacy message; V2 messages show files only through components.
  if ((flags & MESSAGE_FLAGS.IS_COMPONENTS_V2) === 0) {
    list(body.attachments).forEach((entry, i) => {
      const name = text(record(entry)?.filename);
      if (name && !usedAttachments.has(`attachment://${name}`)) parts.push(attachment(name, `${pointer}/attachments/${i}`, ctx));
    });
  }
  const components = renderComponents(body.components, `${pointer}/components`, ctx);
  if (components.length) parts.push(box('components', { gap: 8, marginTop: 4 }, components));
  return messageFrame(parts, body, pointer, ctx, (flags & MESSAGE_FLAGS.EPHEMERAL) !== 0);
}

function messageFrame(parts: PreviewNode[], body: Record<string, unknown>, pointer: string, ctx: RenderContext, ephemeral = false): BoxNode {
  const { theme } = ctx;
  const name = text(body.username) ?? 'Bot';
  const avatar = text(body.avatar_url);
  return row('message', { gap: 16, paddingTop: 8, paddingBottom: 8, width: 680 }, [
    avatar
      ? media(avatar, { width: 40, height: 40 }, ctx, 'avatar', { borderRadius: 20, padding: 0 })
      : row('avatar', { width: 40, height: 40, borderRadius: 20, backgroundColor: theme.brand, alignItems: 'center', justifyContent: 'center', flexShrink: 0 }, [label('avatar-initial', { color: '#ffffff', fontSize: 18, fontWeight: 700 }, [...name][0]?.toUpperCase() ?? 'B')]),
    box('message-body', { flexGrow: 1, flexShrink: 1, minWidth: 0, gap: 4 }, [
      flow('message-header', { fontSize: 16 }, [
        span('message-author', { fontWeight: 600, color: theme.header }, [plain(name)]),
        plain(' '),
        span('app-badge', { backgroundColor: theme.brand, color: '#ffffff', fontSize: 10, fontWeight: 700, borderRadius: 3, paddingLeft: 4, paddingRight: 4 }, [plain('APP')]),
        plain(' '),
        span('message-time', { fontSize: 12, color: theme.muted }, [plain('Today at 12:00 PM')]),
      ]),
      ...parts,
      ...(ephemeral ? [small('ephemeral-note', ctx, 'Only you can see this • Dismiss message')] : []),
    ]),
  ], { pointer });
}

/**
 * Embeds as Discord shows them: an embed that has the same `url` as the one it follows and sets
 * only an image (and colour) joins that embed's images, up to four, in a grid.
 */
function groupEmbeds(embeds: unknown[]): { index: number; gallery: number[] }[] {
  const groups: { index: number; gallery: number[] }[] = [];
  embeds.forEach((value, index) => {
    const embed = record(value);
    const last = groups[groups.length - 1];
    const lead = last ? record(embeds[last.index]) : undefined;
    const imageOnly = embed && Object.keys(embed).every((key) => ['url', 'image', 'color', 'type'].includes(key)) && record(embed.image);
    if (last && lead && imageOnly && text(embed.url) !== undefined && embed.url === lead.url && record(lead.image) && last.gallery.length < 3) last.gallery.push(index);
    else groups.push({ index, gallery: [] });
  });
  return groups;
}

function embedUrls(embed: unknown): string[] {
  const e = record(embed);
  return [record(e?.image)?.url, record(e?.thumbnail)?.url, record(e?.author)?.icon_url, record(e?.footer)?.icon_url].filter((u): u is string => typeof u === 'string');
}

function attachment(name: string, pointer: string, ctx: RenderContext): PreviewNode {
  const info = ctx.media.resolve(`attachment://${name}`);
  if (info.dataUrl) return box('attachment', { marginTop: 4 }, [media(info.url, { width: 400, height: 225 }, ctx, 'attachment-image')], { pointer });
  return renderComponent({ type: 13, file: { url: info.url } }, pointer, ctx);
}

function renderPoll(poll: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const { theme } = ctx;
  return box('poll', { backgroundColor: theme.surface, border: `1px solid ${theme.border}`, borderRadius: 8, padding: 16, gap: 8, maxWidth: 440, marginTop: 4 }, [
    label('poll-question', { fontSize: 16, fontWeight: 700, color: theme.header }, text(record(poll.question)?.text) ?? ''),
    small('poll-hint', ctx, poll.allow_multiselect === true ? 'Select one or more answers' : 'Select one answer'),
    ...list(poll.answers).map((answer, i) =>
      row('poll-answer', { backgroundColor: theme.input, borderRadius: 8, padding: 10, gap: 8, alignItems: 'center' }, [
        label('poll-answer-text', { fontSize: 14, color: theme.text }, text(record(record(answer)?.poll_media)?.text) ?? ''),
      ], { pointer: `${pointer}/answers/${i}` }),
    ),
  ], { pointer });
}

/** A line of explanation where there is nothing to draw. */
export function notice(message: string, ctx: RenderContext): BoxNode {
  return box('notice', { padding: 12, border: `1px dashed ${ctx.theme.muted}`, borderRadius: 8 }, [label('notice-text', { fontSize: 14, color: ctx.theme.muted }, message)]);
}
