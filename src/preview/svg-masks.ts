/**
 * Satori clips the content of a box with `overflow: hidden` (a Container, an embed, a modal) by a
 * clip path and a mask, and gives every element inside it a mask and a clip path of their own,
 * each masked (clipped) again by the box's, and so on up through every such box around it. resvg
 * draws each as a picture the size of the page, once per element and per level: a Container
 * holding three others and 1,000 words took minutes. Kept one level deep, each element keeps its
 * own shape and the clip of the box nearest it, which lies inside the boxes around that one.
 */

/** A mask's shape that is itself masked: `<mask id="..."><rect ... mask="url(#...)"/>`. */
const MASKED_MASK_SHAPE = /(<mask id="[^"<>]*"><(?:rect|path)\b[^<>]*?) mask="url\(#[^"<>()]*\)"/g;
/** A clip path clipped by another: `<clipPath id="..." clip-path="url(#...)">`. */
const CLIPPED_CLIP_PATH = /(<clipPath id="[^"<>]*") clip-path="url\(#[^"<>()]*\)"/g;

/** Satori's SVG with masks and clip paths one level deep (what is drawn looks the same). */
export function flattenNestedMasks(svg: string): string {
  return svg.replace(MASKED_MASK_SHAPE, '$1').replace(CLIPPED_CLIP_PATH, '$1');
}
