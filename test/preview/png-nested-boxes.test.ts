import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { payloadDocuments, previewTree } from '../../src/preview/index.js';
import { pngAssets } from '../../src/preview/png-assets.js';
import { toSatori } from '../../src/preview/png.js';
import { cutNote, DrawBudget, PNG_LIMITS } from '../../src/preview/png-budget.js';
import { cordlint } from '../cli/run-cli.js';
import { scratch } from '../cli-helpers.js';
import { flattenNestedMasks } from '../../src/preview/svg-masks.js';
import { decodePng, NOW } from './helpers.js';

// Issue 30, item 4 (held-out variant): Containers inside Containers (a payload that does not lint,
// which the preview still draws). Satori masks and clips every element inside a box with
// `overflow: hidden` by its own mask and clip path, each masked and clipped again by every such box
// around it; resvg drew each level as a picture of the page per element: three Containers around
// 1,000 words took minutes. renderPng hands resvg masks and clip paths one level deep.

const nested = (depth: number, content: string): unknown => {
  let component: unknown = { type: 10, content };
  for (let i = 0; i < depth; i++) component = { type: 17, components: [component] };
  return { flags: 32768, components: [component] };
};

/** Satori's SVG of a payload, as renderPng asks for it. */
async function satoriSvg(value: unknown): Promise<string> {
  const tree = previewTree(payloadDocuments([{ value }]), { now: NOW }, 'png');
  const assets = pngAssets(Resvg);
  return satori(toSatori(tree.root) as never, {
    width: tree.width,
    fonts: assets.fonts.map((f) => ({ name: f.family, data: f.data, weight: f.weight, style: f.style })),
    loadAdditionalAsset: async (code: string, segment: string) => (code === 'emoji' ? assets.emoji(segment).url : []),
  });
}

const draw = (svg: string) => decodePng(new Resvg(svg, { background: '#313338', fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng());

/** A mask whose shape is masked again, or a clip path clipped again. */
const MASK_IN_MASK = /<mask id="[^"]*"><(?:rect|path)\b[^<>]*? mask="/;
const CLIP_IN_CLIP = /<clipPath id="[^"]*" clip-path="/;

describe('PNG of boxes inside boxes', () => {
  it('keeps satori masks and clip paths one level deep, and the picture the same pixel for pixel', async () => {
    const original = await satoriSvg(nested(3, 'a **b** c `d` [e](https://example.com) f '.repeat(5)));
    expect(original).toMatch(MASK_IN_MASK);
    expect(original).toMatch(CLIP_IN_CLIP);
    const flat = flattenNestedMasks(original);
    expect(flat).not.toMatch(MASK_IN_MASK);
    expect(flat).not.toMatch(CLIP_IN_CLIP);
    // Each element still draws inside the clip path of the box nearest it.
    expect(flat).toMatch(/clip-path="url\(#satori_cp-/);
    expect(Buffer.from(draw(flat).data).equals(Buffer.from(draw(original).data))).toBe(true);
  });

  it('draws at most five boxes that clip inside each other: Containers 47 deep end in the "…" and the note', () => {
    const tree = previewTree(payloadDocuments([{ value: nested(47, 'word '.repeat(50)) }]), { now: NOW }, 'png');
    const budget = new DrawBudget(PNG_LIMITS);
    const clipping: number[] = [];
    let marker = false;
    const walk = (element: { props: { style?: Record<string, unknown>; children?: unknown } }, depth: number) => {
      const clips = element.props.style?.overflow === 'hidden';
      if (clips) clipping.push(depth + 1);
      const children = element.props.children;
      if (children === ' …') marker = true;
      if (Array.isArray(children)) for (const child of children) walk(child as never, depth + (clips ? 1 : 0));
    };
    walk(toSatori(tree.root, budget) as never, 0);
    expect(Math.max(...clipping)).toBe(5);
    expect(budget.cut).toBe('nesting');
    expect(marker).toBe(true);
    expect(cutNote('nesting')).toBe('Preview cut: the PNG draws at most 5 boxes inside each other; what follows the "…" is left out. The HTML preview shows all of it.');
  });

  it('the CLI draws 47 Containers inside each other with the note, exit 0', () => {
    const root = scratch({ 'deep.json': JSON.stringify(nested(47, 'word '.repeat(1000))) });
    const run = cordlint(['preview', 'deep.json', '-o', 'deep.png'], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('cordlint: warning: Preview cut: the PNG draws at most 5 boxes inside each other;');
  });

  it('removes only the nesting', () => {
    const svg = '<svg><mask id="a"><rect x="0" y="0" width="9" height="9" fill="#fff"/></mask><mask id="b"><rect x="1" y="1" width="2" height="2" fill="#fff" mask="url(#a)"/></mask><clipPath id="c"><rect/></clipPath><clipPath id="d" clip-path="url(#c)"><path d="M0 0h1v1z"/></clipPath><path d="M0 0" mask="url(#b)" clip-path="url(#d)"/></svg>';
    expect(flattenNestedMasks(svg)).toBe(
      '<svg><mask id="a"><rect x="0" y="0" width="9" height="9" fill="#fff"/></mask><mask id="b"><rect x="1" y="1" width="2" height="2" fill="#fff"/></mask><clipPath id="c"><rect/></clipPath><clipPath id="d"><path d="M0 0h1v1z"/></clipPath><path d="M0 0" mask="url(#b)" clip-path="url(#d)"/></svg>',
    );
    const plain = '<svg><mask id="a"><rect fill="#fff"/></mask><path mask="url(#a)"/></svg>';
    expect(flattenNestedMasks(plain)).toBe(plain);
  });
});
