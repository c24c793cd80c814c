/**
 * Message fields that stop working with the Components V2 flag; null and empty lists are how an edit clears them.
 * An empty content is accepted too (Discord answers 200 to content "" beside the flag).
 */
export const V2_FORBIDDEN_FIELDS: readonly { field: string; replacement: string; cleared: (value: unknown) => boolean }[] = [
  { field: 'content', replacement: 'a Text Display component', cleared: (v) => v === null || v === '' },
  { field: 'embeds', replacement: 'a Container with Text Display and Media Gallery components', cleared: isClearedList },
  { field: 'poll', replacement: 'a separate message without the flag', cleared: (v) => v === null },
  { field: 'sticker_ids', replacement: 'a separate message without the flag', cleared: isClearedList },
  { field: 'stickers', replacement: 'a separate message without the flag', cleared: isClearedList },
  { field: 'shared_client_theme', replacement: 'a separate message without the flag', cleared: (v) => v === null },
];

function isClearedList(value: unknown): boolean {
  return value === null || (Array.isArray(value) && value.length === 0);
}
