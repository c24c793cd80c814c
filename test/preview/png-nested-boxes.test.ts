import { describe, expect, it, vi } from 'vitest';
import { payloadDocuments, previewTree, renderPngPicture } from '../../src/preview/index.js';
import { flattenNestedMasks } from '../../src/preview/svg-masks.js';
import { decodePng, hex, NOW, pixel } from './helpers.js';

// Issue 30, item 4 (held-out variant): Containers inside Containers (a payload that does not lint,
// which the preview still draws). Satori masks and clips every element inside a box with
// `overflow: hidden` by its own mask and clip path, each masked and clipped again by every such box
// around it; resvg drew each level as a picture of the page per element: three Containers around
// 1,000 words took minutes. The SVG handed to resvg keeps masks and clip paths one level deep.

const svgs: string[] = [];
vi.mock('@resvg/resvg-js', async (original) => {
  const real = await original<typeof import('@resvg/resvg-js')>();
  class Recording extends real.Resvg {
    constructor(svg: string | Buffer, options?: ConstructorParameters<typeof real.Resvg>[1]) {
      svgs.push(String(svg));
      super(svg, options);
    }
  }
  return { ...real, Resvg: Recording };
});

const written: string[] = [];
vi.mock('satori', async (original) => {
  const real = await original<typeof import('satori')>();
  return { ...real, default: async (...args: Parameters<typeof real.default>) => { const svg = await real.default(...args); written.push(svg); return svg; } };
});

const nested = (depth: number, content: string): unknown => {
  let component: unknown = { type: 10, content };
  for (let i = 0; i < depth; i++) component = { type: 17, components: [component] };
  return { flags: 32768, components: [component] };
};
const picture = (value: unknown) => renderPngPicture(previewTree(payloadDocuments([{ value }]), { now: NOW }, 'png'));

/** A mask whose shape is masked again, or a clip path clipped again. */
const MASK_IN_MASK = /<mask id="[^"]*"><(?:rect|path)\b[^<>]*? mask="/;
const CLIP_IN_CLIP = /<clipPath id="[^"]*" clip-path="/;

describe('PNG of boxes inside boxes', () => {
  it('hands resvg no mask inside a mask and no clip path inside a clip path', async () => {
    svgs.length = 0;
    const result = await picture(nested(4, '**a **b '.repeat(150)));
    expect(result.width).toBe(712);
    const drawn = svgs.at(-1)!;
    expect(drawn).not.toMatch(MASK_IN_MASK);
    expect(drawn).not.toMatch(CLIP_IN_CLIP);
    // The words are still clipped to their Container: each draws inside the clip path of the box nearest it.
    expect(drawn).toMatch(/clip-path="url\(#satori_cp-/);
    // And drawn: the text's colour inside the innermost Container.
    const image = decodePng(result.png);
    let text = 0;
    for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) if (hex(pixel(image, x, y)) === '#dbdee1') text++;
    expect(text).toBeGreaterThan(500);
  }, 120_000);

  it('draws the same picture as the nested masks did', async () => {
    const { Resvg } = await import('@resvg/resvg-js');
    const result = await picture(nested(2, 'a **b** c `d` [e](https://example.com) f'));
    const original = written.at(-1)!;
    // What satori wrote had the nesting: drawn as it was, the picture is the same, pixel for pixel.
    expect(original).toMatch(MASK_IN_MASK);
    expect(original).toMatch(CLIP_IN_CLIP);
    const before = new Resvg(original, { background: '#313338', fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
    expect(Buffer.from(decodePng(result.png).data).equals(Buffer.from(decodePng(before).data))).toBe(true);
  }, 120_000);

  it('leaves an SVG without nested masks as it is, and removes only the nesting', () => {
    const svg = '<svg><mask id="a"><rect x="0" y="0" width="9" height="9" fill="#fff"/></mask><mask id="b"><rect x="1" y="1" width="2" height="2" fill="#fff" mask="url(#a)"/></mask><clipPath id="c"><rect/></clipPath><clipPath id="d" clip-path="url(#c)"><path d="M0 0h1v1z"/></clipPath><path d="M0 0" mask="url(#b)" clip-path="url(#d)"/></svg>';
    expect(flattenNestedMasks(svg)).toBe(
      '<svg><mask id="a"><rect x="0" y="0" width="9" height="9" fill="#fff"/></mask><mask id="b"><rect x="1" y="1" width="2" height="2" fill="#fff"/></mask><clipPath id="c"><rect/></clipPath><clipPath id="d"><path d="M0 0h1v1z"/></clipPath><path d="M0 0" mask="url(#b)" clip-path="url(#d)"/></svg>',
    );
    const plain = '<svg><mask id="a"><rect fill="#fff"/></mask><path mask="url(#a)"/></svg>';
    expect(flattenNestedMasks(plain)).toBe(plain);
  });
});
