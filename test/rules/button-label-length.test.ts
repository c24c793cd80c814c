import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

const on = { rules: { 'button-label-length': 'warn' as const } };
const label = (n: number) => 'x'.repeat(n);

const payload = `components:
  - type: 1
    components:
      - { type: 2, style: 2, custom_id: a, label: "${label(38)}" }
      - { type: 2, style: 2, custom_id: b, label: "${label(39)}" }
      - { type: 2, style: 2, custom_id: c, emoji: { name: "🔔" }, label: "${label(34)}" }
      - { type: 2, style: 2, custom_id: d, emoji: { name: "🔔" }, label: "${label(35)}" }
`;

describe('button-label-length', () => {
  it('is off by default', async () => {
    expectClean(await lintInline(payload), 'button-label-length');
  });

  it('reports labels over 38 characters, or over 34 with an emoji', async () => {
    expectFindings(await lintInline(payload, on), 'button-label-length', [
      { path: '/components/0/components/1/label', line: 5, column: 51, severity: 1, message: 'The label is 39 characters long; Discord’s design guidance is at most 38 without an emoji' },
      // The bell before it is two UTF-16 code units wide: columns count code units.
      { path: '/components/0/components/3/label', line: 7, column: 74, message: 'The label is 35 characters long; Discord’s design guidance is at most 34 with an emoji' },
    ]);
  });

  it('counts characters, not UTF-16 code units', async () => {
    const party = '🎉'.repeat(38);
    expectClean(await lintInline({ components: [{ type: 1, components: [{ type: 2, style: 2, custom_id: 'p', label: party }] }] }, on), 'button-label-length');
  });
});
