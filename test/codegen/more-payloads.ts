/** Payloads beyond the samples, for codegen's checks: webhook fields, every V2 component, selects of each kind, flags. */
export const MORE_PAYLOADS: Record<string, unknown[]> = {
  'webhook-v2': [
    {
      username: 'Release bot',
      avatar_url: 'https://example.com/bot.png',
      thread_name: 'Release 2.0 ✨',
      flags: 32768,
      components: [
        {
          type: 17,
          accent_color: 5793266,
          spoiler: true,
          id: 1,
          components: [
            { type: 10, content: "# Release 2.0\nÜnïcödé, 'quotes', \\backslashes\\ and emoji 🎉", id: 2 },
            { type: 14, divider: false, spacing: 2 },
            {
              type: 9,
              components: [{ type: 10, content: 'Read the notes' }],
              accessory: { type: 2, style: 5, label: 'Notes', url: 'https://example.com/notes', emoji: { id: '1180218955160375407', name: 'notes', animated: true } },
            },
            { type: 9, components: [{ type: 10, content: 'Banner' }], accessory: { type: 11, media: { url: 'https://example.com/b.png' }, spoiler: true } },
            { type: 13, file: { url: 'attachment://notes.pdf' }, spoiler: true },
          ],
        },
        { type: 12, items: [{ media: { url: 'https://example.com/a.png' }, description: 'A', spoiler: true }, { media: { url: 'https://example.com/c.png' } }] },
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: 'Subscribe', custom_id: 'release:subscribe' },
            { type: 2, style: 4, label: 'Unsubscribe', custom_id: 'release:unsubscribe', disabled: true },
            { type: 2, style: 6, sku_id: '1180218955160375407' },
          ],
        },
        { type: 1, components: [{ type: 8, custom_id: 'post-in', channel_types: [0, 5, 15], placeholder: 'Where?', default_values: [{ id: '1180218955160375406', type: 'channel' }] }] },
        { type: 1, components: [{ type: 5, custom_id: 'reviewers', min_values: 1, max_values: 3, default_values: [{ id: '1180218955160375405', type: 'user' }], disabled: true }] },
        {
          type: 1,
          components: [
            {
              type: 3,
              custom_id: 'version',
              options: [
                { label: '2.0', value: '2.0', description: 'Latest', emoji: { name: '🆕' }, default: true },
                { label: '1.9', value: '1.9' },
              ],
              min_values: 1,
              max_values: 2,
            },
          ],
        },
      ],
    },
  ],
  'embeds-and-flags': [
    {
      content: 'Quiet update <@123456789012345678>',
      tts: true,
      flags: 4100,
      allowed_mentions: { parse: ['users'], replied_user: true },
      embeds: [
        {
          title: 'Status',
          url: 'https://status.example.com',
          color: 0,
          author: { name: 'Status bot', url: 'https://example.com', icon_url: 'https://example.com/i.png' },
          thumbnail: { url: 'https://example.com/t.png' },
          image: { url: 'https://example.com/big.png' },
          fields: [{ name: 'API', value: 'up' }, { name: 'Gateway', value: 'degraded', inline: false }],
          footer: { text: 'Checked', icon_url: 'https://example.com/f.png' },
          timestamp: '2026-01-02T03:04:05.678Z',
        },
        { description: 'Second embed' },
      ],
    },
  ],
  'update-response': [
    { type: 7, data: { flags: 32768, components: [{ type: 10, content: 'Done: the ticket is closed.' }, { type: 1, components: [{ type: 2, style: 2, label: 'Reopen', custom_id: 'ticket:reopen' }] }] } },
  ],
  'follow-ups': [
    { content: 'First message' },
    { flags: 32768, components: [{ type: 10, content: 'Second message' }] },
  ],
  'modal-with-upload': [
    {
      title: 'Report a bug',
      custom_id: 'bug',
      components: [
        { type: 10, content: 'Tell us what happened.' },
        { type: 18, label: 'What happened?', component: { type: 4, custom_id: 'what', style: 2, required: false, min_length: 10 } },
        { type: 18, label: 'Screenshots', description: 'Up to 3', component: { type: 19, custom_id: 'shots', min_values: 0, max_values: 3, required: false } },
        { type: 18, label: 'Area', component: { type: 7, custom_id: 'area', max_values: 3, default_values: [{ id: '1', type: 'role' }, { id: '2', type: 'user' }, { id: '3', type: 'role' }] } },
      ],
    },
  ],
};
