import { describe, it } from 'vitest';
import { button, expectClean, expectFindings, lintInline, row, text } from '../helpers.js';

/** A Section with 3 texts and a button accessory counts 1 + 3 + 1 = 5 components. */
const section = (n: number) => ({
  type: 9,
  components: [text(`a${n}`), text(`b${n}`), text(`c${n}`)],
  accessory: button(`s${n}`),
});

describe('v2-component-limit', () => {
  it('counts nested components: 40 is fine', async () => {
    // 1 container + 7 sections * 5 = 36, + 1 row with 3 buttons = 40.
    const payload = { flags: 32768, components: [{ type: 17, components: [0, 1, 2, 3, 4, 5, 6].map(section) }, row(button('x'), button('y'), button('z'))] };
    expectClean(await lintInline(payload), 'v2-component-limit');
  });

  it('reports component number 41 where it stands', async () => {
    const buttons = [button('w'), button('x'), button('y'), button('z')];
    const payload = { flags: 32768, components: [{ type: 17, components: [0, 1, 2, 3, 4, 5, 6].map(section) }, row(...buttons)] };
    const messages = await lintInline(payload);
    expectFindings(messages, 'v2-component-limit', [
      { path: '/components/1/components/3', message: '41 components in total' },
    ]);
  });

  it('does not count select options or gallery items', async () => {
    const options = Array.from({ length: 25 }, (_, i) => ({ label: `o${i}`, value: `o${i}` }));
    const items = Array.from({ length: 10 }, (_, i) => ({ media: { url: `https://example.com/${i}.png` } }));
    const payload = { flags: 32768, components: [row({ type: 3, custom_id: 's', options }), { type: 12, items }] };
    expectClean(await lintInline(payload), 'v2-component-limit');
  });
});
