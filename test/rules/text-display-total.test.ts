import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline, modal, text, v2 } from '../helpers.js';

/** A V2 message with a top-level Text Display, one in a Container and one in a Section inside the Container. */
const nested = (a: string, b: string, c: string) =>
  `{
  "flags": 32768,
  "components": [
    { "type": 10, "content": ${JSON.stringify(a)} },
    {
      "type": 17,
      "components": [
        { "type": 10, "content": ${JSON.stringify(b)} },
        { "type": 9, "components": [{ "type": 10, "content": ${JSON.stringify(c)} }], "accessory": { "type": 2, "style": 5, "label": "More", "url": "https://example.com" } }
      ]
    }
  ]
}`;

describe('text-display-total', () => {
  it('accepts exactly 4000 characters over several Text Displays', async () => {
    expectClean(await lintInline(v2(text('a'.repeat(2000)), text('b'.repeat(2000)))), 'text-display-total');
  });

  it('reports the Text Display that takes the total past 4000, counting nested ones', async () => {
    const messages = await lintInline(nested('a'.repeat(1500), 'b'.repeat(1500), 'c'.repeat(1001)));
    expectFindings(messages, 'text-display-total', [
      { path: '/components/1/components/1/components/0/content', line: 9, column: 62, message: '4001 characters', severity: 2 },
    ]);
    const message = messages.find((m) => m.ruleId === 'text-display-total')!.message;
    expect(message).toContain('at most 4000');
    expect(message).toContain('Shorten the texts by 1 character or');
    expect(message).toMatch(/community-documented.*not yet in Discord's official docs/);
  });

  it('counts UTF-16 code units: an emoji counts 2', async () => {
    // 1000 emoji are 1000 code points but 2000 code units; with 2001 more characters the total is 4001.
    const messages = await lintInline(v2(text('👍'.repeat(1000)), text('x'.repeat(2001))));
    expectFindings(messages, 'text-display-total', [{ path: '/components/1/content', line: 10, column: 18, message: '4001 characters' }]);
  });

  it('reports a single Text Display within 4000 code points but over 4000 UTF-16 code units', async () => {
    const messages = await lintInline(v2(text('😀'.repeat(2001))));
    expectFindings(messages, 'text-display-total', [
      { path: '/components/0/content', line: 6, column: 18, message: 'holds 2001 characters but 4002 UTF-16 code units', severity: 2 },
    ]);
    expect(messages.find((m) => m.ruleId === 'text-display-total')!.message).toContain('Shorten it by 2 code units');
    expectClean(messages, 'schema');
    expectClean(await lintInline(v2(text('😀'.repeat(2000)))), 'text-display-total');
  });

  it('leaves a single Text Display over 4000 to the schema rule', async () => {
    const messages = await lintInline(v2(text('a'.repeat(4001))));
    expectClean(messages, 'text-display-total');
    expect(messages.map((m) => m.ruleId)).toContain('schema');
  });

  it('does not check modals', async () => {
    expectClean(await lintInline(modal(text('a'.repeat(2500)), text('b'.repeat(2500)))), 'text-display-total');
  });
});
