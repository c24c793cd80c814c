/**
 * Issue 30, items 4 and 5 (held-out variant): a page laid out far taller than the PNG's height
 * bound. resvg aborts the process (exit 134, a Rust panic) on a masked or clipped group lying
 * wholly more than twice the picture's height below it; 571 empty code blocks (a payload that lints
 * clean) or 150 media galleries did that. What starts below the cut is left out before resvg draws.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropElementsBelow } from '../../src/preview/svg-cut.js';
import { cordlint, repoRoot } from '../cli/run-cli.js';
import { scratch } from '../cli-helpers.js';
import { decodePng } from './helpers.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const HEIGHT_WARNING = 'cordlint: warning: Preview cut: the PNG draws at most 10,000 pixels high; the picture ends there.';

describe('a PNG of a page far taller than its height bound', () => {
  it.each([
    ['571 empty code blocks (lints clean)', { flags: 32768, components: [{ type: 10, content: '``````\n'.repeat(571) }] }, 0],
    ['1,300 fences in one Text Display (lints clean)', { flags: 32768, components: [{ type: 10, content: '```'.repeat(1300) }] }, 0],
    ['150 media galleries (more components than Discord takes)', { flags: 32768, components: Array.from({ length: 150 }, (_, i) => ({ type: 12, items: [{ media: { url: `https://example.com/${i}.png` } }] })) }, 1],
  ])('%s: drawn to the bound with the note, exit 0', (_name, payload, lintExit) => {
    const root = scratch({ 'tall.json': JSON.stringify(payload) });
    expect(cordlint(['lint', 'tall.json', '--no-config-lookup'], { cwd: root }).status).toBe(lintExit);
    const run = cordlint(['preview', 'tall.json', '-o', 'tall.png'], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(HEIGHT_WARNING);
    const image = decodePng(readFileSync(path.join(root, 'tall.png')));
    expect(image.height).toBe(10_000);
  });

  it('the library with a small height bound draws a sample cut short, in a process of its own', () => {
    const script = `
      import { readFileSync } from 'node:fs';
      import { payloadDocuments, previewTree, renderPngPicture, PNG_LIMITS } from './dist/index.js';
      const value = JSON.parse(readFileSync('samples/valid/v2-announcement.json', 'utf8'));
      const picture = await renderPngPicture(previewTree(payloadDocuments([{ value }]), {}, 'png'), { limits: { ...PNG_LIMITS, height: 283 } });
      console.log(picture.height, picture.notes.length);
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8', timeout: HANG_GUARD_MS });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toMatch(/^283 [1-9]/);
  });
});

describe('dropElementsBelow', () => {
  const page = (...elements: string[]) => `<svg width="10" height="100" viewBox="0 0 10 100" xmlns="http://www.w3.org/2000/svg">${elements.join('')}</svg>`;
  const mask = '<mask id="m"><rect x="0" y="5000" width="10" height="10" fill="#fff"/></mask>';
  const near = '<rect x="0" y="120" width="10" height="10" fill="#fff" mask="url(#m)"/>';
  const far = '<g mask="url(#m)"><path fill="#fff" d=" M1 5000L2 5001Z"/></g>';
  const farPath = '<path x="0" y="900" width="10" height="10" clip-path="url(#c)" d="M0,900 h10 v10 h-10 Z"/>';

  it('leaves out the drawn elements that start well below the cut, keeps definitions and what starts near it', () => {
    expect(dropElementsBelow(page(mask, near, far, farPath), 100)).toBe(page(mask, near));
  });

  it('gives back an SVG of another shape as it was', () => {
    const odd = page('text between', far);
    expect(dropElementsBelow(odd, 100)).toBe(odd);
    expect(dropElementsBelow('<svg>', 100)).toBe('<svg>');
  });
});
