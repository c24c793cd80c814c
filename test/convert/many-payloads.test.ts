/**
 * Issue 30.4: convert of a list of thousands of legacy messages (5 rows of 5 buttons each) linted
 * every converted payload as a text of its own (2,048 payloads: 3 s of CPU). The list is now linted
 * once, as `cordlint lint` reads a list, with a file's cap on what a refusal lists.
 */
import { describe, expect, it } from 'vitest';
import { convertText } from '../../src/convert/text.js';

const row = (r: number, id: (r: number, j: number) => string) => ({
  type: 1,
  components: Array.from({ length: 5 }, (_, j) => ({ type: 2, style: 1 + (j % 4), label: `b${j}`, custom_id: id(r, j) })),
});
const legacy = (id: (r: number, j: number) => string) => ({ content: 'hi', components: [0, 1, 2, 3, 4].map((r) => row(r, id)) });

describe('convert of a list of legacy messages', () => {
  it('of 3,000 converts every one, each checked as a payload of the list', async () => {
    const list = Array.from({ length: 3000 }, (_, i) => legacy((r, j) => `m${i}_${r}_${j}`));
    const result = await convertText(JSON.stringify(list), { filePath: 'list.json' });
    expect(result.status).toBe('converted');
    const output = JSON.parse(result.text!) as { flags: number; components: { type: number }[] }[];
    expect(output).toHaveLength(3000);
    expect(output[2999]).toMatchObject({ flags: 32768, components: [{ type: 10 }, { type: 1 }, { type: 1 }, { type: 1 }, { type: 1 }, { type: 1 }] });
  });

  it('of 200 whose ids repeat in each message is refused with at most a file’s findings, each naming its message', async () => {
    const list = Array.from({ length: 200 }, () => legacy((_r, j) => `id${j}`)); // 20 repeated ids in each: 4,000 findings
    const result = await convertText(JSON.stringify(list), { filePath: 'list.json' });
    expect(result.status).toBe('refused');
    expect(result.reasons[0]).toMatch(/^message 1, \/components\/2\/components\/0\/custom_id: custom_id "id0" is already used by components\[1\]\.components\[0\]/);
    expect(result.reasons.some((r) => r.startsWith('message 200, ') || /more problems in this file are not shown/.test(r))).toBe(true);
    expect(result.reasons.length).toBeLessThanOrEqual(1002);
    expect(result.reasons[result.reasons.length - 1]).toMatch(/^The converted payload would not lint clean, and the input itself has/);
  });
});
