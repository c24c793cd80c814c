/** Payloads a bot builds: a typical Components V2 message, and the mistakes public bots hit in production. */
export const V2 = 1 << 15;

/** The typical message of the issue: a Container with text, a section and two rows. */
export function typicalMessage(): Record<string, unknown> {
  return {
    flags: V2,
    components: [
      {
        type: 17,
        accent_color: 0x5865f2,
        components: [
          { type: 10, content: '## Weekly report\nEverything the team shipped this week.' },
          {
            type: 9,
            components: [{ type: 10, content: 'Open issues: **12**' }],
            accessory: { type: 2, style: 2, label: 'Refresh', custom_id: 'report:refresh' },
          },
          {
            type: 1,
            components: [
              { type: 2, style: 1, label: 'Approve', custom_id: 'report:approve' },
              { type: 2, style: 4, label: 'Reject', custom_id: 'report:reject' },
              { type: 2, style: 5, label: 'Docs', url: 'https://example.com/docs' },
            ],
          },
          {
            type: 1,
            components: [
              {
                type: 3,
                custom_id: 'report:team',
                placeholder: 'Pick a team',
                options: [
                  { label: 'Core', value: 'core' },
                  { label: 'Web', value: 'web' },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
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
