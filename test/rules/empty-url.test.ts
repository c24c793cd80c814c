import { describe, expect, it } from 'vitest';
import { Linter } from '../../src/index.js';

const linter = new Linter();

const id = 'empty-url';

describe('empty-url', () => {
  it('reports each empty URL of a webhook message and its embeds, with line and column', async () => {
    const text = '{\n  "avatar_url": "",\n  "embeds": [\n    { "title": "t", "url": "", "image": { "url": "" }, "footer": { "text": "f", "icon_url": "" } }\n  ]\n}\n';
    const { messages } = linter.lintText(text, {}, { filePath: 'hook.json' });
    expect(messages.filter((m) => m.ruleId === id).map((m) => [m.path, m.line, m.column, m.severity])).toEqual([
      ['/avatar_url', 2, 17, 2],
      ['/embeds/0/url', 4, 28, 2],
      ['/embeds/0/image/url', 4, 50, 2],
      ['/embeds/0/footer/icon_url', 4, 93, 2],
    ]);
    expect(messages.find((m) => m.ruleId === id)!.message).toBe(
      'avatar_url is an empty string, which is no URL; Discord rejects it (URL_TYPE_INVALID_URL). Leave the field out, or give an https:// URL.',
    );
  });

  it('checks an interaction response\'s message data too, and passes real URLs and absent fields', async () => {
    const response = 'type: 4\ndata:\n  embeds:\n    - title: t\n      thumbnail: { url: "" }\n';
    const found = linter.lintText(response, {}, { filePath: 'r.yaml' }).messages.filter((m) => m.ruleId === id);
    expect(found.map((m) => [m.path, m.line])).toEqual([['/data/embeds/0/thumbnail/url', 5]]);
    const clean = '{"embeds":[{"title":"t","url":"https://example.com"}],"avatar_url":"https://example.com/a.png"}';
    expect(linter.lintText(clean, {}, { filePath: 'ok.json' }).messages.filter((m) => m.ruleId === id)).toEqual([]);
  });
});
