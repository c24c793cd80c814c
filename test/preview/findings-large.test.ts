import { describe, expect, it } from 'vitest';
import { runCli, scratch } from '../cli-helpers.js';
import { classCounts, textOf } from './helpers.js';

// Issue 30, item 4: `preview --findings` placed each finding by trying every pointer of the
// preview (60,000 components: 20 s); these check that every finding still lands where it belongs.
describe('preview --findings on many components and payloads', () => {
  it('marks the Text Displays of 60,000 with an empty content that lint reports, and lists every finding', async () => {
    const payload = { flags: 32768, components: Array.from({ length: 60_000 }, () => ({ type: 10, content: '' })) };
    const dir = scratch({ 'many.json': JSON.stringify(payload) });
    const { code, stdout, stderr } = await runCli(['preview', 'many.json', '--findings'], dir);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // lint reports 1,000 problems per file and says how many more there are: 1,001 findings.
    expect(textOf(stdout, 'findings-title')).toBe('1001 findings');
    // Each reported Text Display carries its own marker (the last one reported is the 1,000th); the
    // note on the problems left out is about the whole payload, which the message box shows.
    expect(stdout).toMatch(/class="cl-text-display[^"]*cl-finding-target"[^>]*data-pointer="\/components\/999"/);
    expect(stdout).not.toMatch(/cl-finding-target"[^>]*data-pointer="\/components\/1000"/);
    expect(classCounts(stdout).get('cl-finding-target')).toBe(1001);
  });

  it('puts the findings of a list of payloads on their own payload, the deepest part first', async () => {
    const list = Array.from({ length: 12 }, (_, i) => ({ components: [{ type: 1, components: [{ type: 2, style: 1, label: `A${i}`, custom_id: 'same' }, { type: 2, style: 2, label: `B${i}`, custom_id: 'same' }] }] }));
    const dir = scratch({ 'list.json': JSON.stringify(list, null, 2) });
    const { code, stdout } = await runCli(['preview', 'list.json', '--findings'], dir);
    expect(code).toBe(0);
    expect(textOf(stdout, 'findings-title')).toBe('12 findings');
    for (const i of [0, 1, 10, 11]) {
      expect(stdout).toMatch(new RegExp(`class="cl-button cl-button-secondary cl-finding-target"[^>]*data-pointer="/${i}/components/0/components/1"`));
    }
    expect(classCounts(stdout).get('cl-finding-target')).toBe(12);
  });
});
