/**
 * The payload as a person would write it in code: what a designer writes for absent fields (`null`,
 * as discord.builders exports) and the values Discord uses when a field is left out
 * (`disabled: false`, `divider: true`, `min_values: 1`...) are dropped before code is written.
 * Discord treats both as absent, so the code sends the same message; the generated code spells out
 * only what the payload chose.
 */
type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const SELECTS = [3, 5, 6, 7, 8];
/** Per component type: the fields whose value, written out, is the one Discord uses without it (Discord's component reference). */
const DEFAULTS: Record<number, Json> = {
  2: { disabled: false },
  ...Object.fromEntries(SELECTS.map((t) => [t, { disabled: false, min_values: 1, max_values: 1, required: true }])),
  4: { required: true },
  11: { spoiler: false },
  13: { spoiler: false },
  14: { divider: true, spacing: 1 },
  17: { spoiler: false },
  19: { min_values: 1, max_values: 1, required: true },
};
const OPTION_DEFAULTS: Json = { default: false };
const GALLERY_ITEM_DEFAULTS: Json = { spoiler: false };
const MESSAGE_DEFAULTS: Json = { tts: false };

/** A copy of a message's or modal's fields without nulls and without Discord's defaults. */
export function tidyPayload(value: Json, kind: 'message' | 'modal'): Json {
  const out = dropped(value, kind === 'message' ? MESSAGE_DEFAULTS : {});
  if (Array.isArray(out.components)) out.components = out.components.map(tidyComponent);
  if (Array.isArray(out.embeds)) out.embeds = out.embeds.map((e) => (isJson(e) ? tidyEmbed(withoutNulls(e)) : e));
  if (isJson(out.poll)) out.poll = withoutNulls(out.poll);
  if (Array.isArray(out.attachments)) out.attachments = out.attachments.map((a) => (isJson(a) ? dropped(a, {}) : a));
  if (isJson(out.allowed_mentions)) out.allowed_mentions = dropped(out.allowed_mentions, {});
  if (isJson(out.message_reference)) out.message_reference = dropped(out.message_reference, { type: 0, fail_if_not_exists: true });
  return out;
}

function tidyComponent(component: unknown): unknown {
  if (!isJson(component)) return component;
  const out = dropped(component, typeof component.type === 'number' ? (DEFAULTS[component.type] ?? {}) : {});
  for (const key of ['components'] as const) if (Array.isArray(out[key])) out[key] = out[key].map(tidyComponent);
  for (const key of ['accessory', 'component'] as const) if (isJson(out[key])) out[key] = tidyComponent(out[key]);
  if (Array.isArray(out.options)) out.options = out.options.map((o) => (isJson(o) ? withoutNulls(dropped(o, component.type === 3 ? OPTION_DEFAULTS : {})) : o));
  if (Array.isArray(out.items)) out.items = out.items.map((i) => (isJson(i) ? withoutNulls(dropped(i, GALLERY_ITEM_DEFAULTS)) : i));
  for (const key of ['emoji', 'media', 'file'] as const) if (isJson(out[key])) out[key] = withoutNulls(out[key]);
  return out;
}

/** An embed field's `inline: false` is Discord's default. */
function tidyEmbed(embed: Json): Json {
  if (!Array.isArray(embed.fields)) return embed;
  return { ...embed, fields: embed.fields.map((f) => (isJson(f) ? dropped(f, { inline: false }) : f)) };
}

/** Without the null fields and the fields equal to their default. */
function dropped(value: Json, defaults: Json): Json {
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined) continue;
    if (key in defaults && defaults[key] === v) continue;
    out[key] = v;
  }
  return out;
}

/** Without null fields at any depth (an embed's `footer: { icon_url: null }`). */
function withoutNulls(value: Json): Json {
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined) continue;
    out[key] = isJson(v) ? withoutNulls(v) : Array.isArray(v) ? v.map((x) => (isJson(x) ? withoutNulls(x) : x)) : v;
  }
  return out;
}
