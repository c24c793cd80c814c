import { readFileSync } from 'node:fs';

/** Payloads a bot builds: a typical Components V2 message, and the mistakes public bots hit in production. */
export const V2 = 1 << 15;

/** The typical message of the issue (a Container with text, a section and two rows); bench/guard.mjs times the guard on it. */
export function typicalMessage(): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL('./typical-message.json', import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** SELECT_COMPONENT_OPTION_VALUE_DUPLICATED: the options were built from a list with a repeated value. */
export function duplicatedOptionValues(): Record<string, unknown> {
  return {
    content: 'Pick one',
    components: [
      {
        type: 1,
        components: [
          { type: 3, custom_id: 'pick', options: ['a', 'b', 'a'].map((value) => ({ label: value.toUpperCase(), value })) },
        ],
      },
    ],
  };
}

/** Six rows built from a list: a legacy message takes at most five. */
export function sixRows(): Record<string, unknown> {
  return {
    content: 'Menu',
    components: Array.from({ length: 6 }, (_, i) => ({ type: 1, components: [{ type: 2, style: 1, label: `Item ${i}`, custom_id: `item:${i}` }] })),
  };
}
