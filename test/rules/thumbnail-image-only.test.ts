import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('thumbnail-image-only', () => {
  it('warns about video URLs (any case, query and fragment ignored) and video attachments, not about images', async () => {
    const messages = await lintInline(`{
  "flags": 32768,
  "components": [
    {
      "type": 9,
      "components": [{ "type": 10, "content": "Clip of the week" }],
      "accessory": { "type": 11, "media": { "url": "https://cdn.example.com/clips/week12.MP4?size=large#t=3" } }
    },
    {
      "type": 9,
      "components": [{ "type": 10, "content": "Upload" }],
      "accessory": { "type": 11, "media": { "url": "attachment://intro.webm" } }
    },
    {
      "type": 9,
      "components": [{ "type": 10, "content": "Poster" }],
      "accessory": { "type": 11, "media": { "url": "https://cdn.example.com/mp4/poster.gif" } }
    }
  ]
}`);
    expectFindings(messages, 'thumbnail-image-only', [
      { path: '/components/0/accessory/media/url', line: 7, column: 52, message: '(.mp4)', severity: 1 },
      { path: '/components/1/accessory/media/url', line: 12, column: 52, message: 'Media Gallery' },
    ]);
    expect(messages.filter((m) => m.ruleId === 'thumbnail-image-only')[0]!.message).toContain('"https://cdn.example.com/clips/week12.MP4?size=large#t=3"');
  });

  it('leaves videos in a Media Gallery alone', async () => {
    expectClean(await lintInline(`flags: 32768
attachments:
  - { id: "0", filename: clip.mov }
components:
  - type: 12
    items:
      - media: { url: "attachment://clip.mov" }
`), 'thumbnail-image-only');
  });
});
