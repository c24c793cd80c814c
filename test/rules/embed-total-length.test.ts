import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

const embeds = (a: string, b: string, c: string, d: string) =>
  `{
  "embeds": [
    { "title": "  One  ", "description": "%A", "fields": [{ "name": "F", "value": "%B" }] },
    { "author": { "name": "Me" }, "footer": { "text": "%C" } },
    { "description": "%D" }
  ]
}`
    .replace('%A', a)
    .replace('%B', b)
    .replace('%C', c)
    .replace('%D', d);

describe('embed-total-length', () => {
  it('sums titles, descriptions, field names and values, footers and authors over all embeds, trimmed', async () => {
    // 3 (title "One") + 4000 + 1 + 1000 + 2 (author) + 994 = 6000: at the limit.
    const atLimit = embeds('a'.repeat(4000), 'b'.repeat(1000), '  ' + 'c'.repeat(994) + '  ', 'd');
    expectClean(await lintInline(atLimit.replace('{ "description": "d" }', '{ "color": 1 }')), 'embed-total-length');
  });

  it('reports the embed that takes the total past 6000', async () => {
    const messages = await lintInline(embeds('a'.repeat(4000), 'b'.repeat(1000), 'c'.repeat(994), 'd'.repeat(11)));
    expectFindings(messages, 'embed-total-length', [
      { path: '/embeds/2', line: 5, column: 5, message: '6011 characters', severity: 2 },
    ]);
    expect(messages.find((m) => m.ruleId === 'embed-total-length')!.message).toContain('Shorten them by 11 characters');
  });

  it('says "1 character" when one is too many', async () => {
    const messages = await lintInline(embeds('a'.repeat(4000), 'b'.repeat(1000), 'c'.repeat(994), 'd'));
    expectFindings(messages, 'embed-total-length', [{ path: '/embeds/2', line: 5, column: 5, message: 'Shorten them by 1 character or' }]);
  });

  it('checks the data of an interaction response, and not V2 messages (their embeds are refused anyway)', async () => {
    const long = { description: 'x'.repeat(4000) };
    const other = { description: 'y'.repeat(2001) };
    expectFindings(await lintInline({ type: 4, data: { embeds: [long, other] } }), 'embed-total-length', [{ path: '/data/embeds/1' }]);
    expectClean(
      await lintInline({ flags: 32768, embeds: [long, other], components: [{ type: 10, content: 'x' }] }),
      'embed-total-length',
    );
  });
});
