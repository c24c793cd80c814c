import type { MediaResolver } from './media.js';
import type { Theme } from './theme.js';

/** What every part of the render reads: the theme, the clock for relative times, the images. */
export interface RenderContext {
  theme: Theme;
  /** "Now" for `<t:…:R>` timestamps; fixed in tests so that the output does not drift. */
  now: Date;
  media: MediaResolver;
}

/** `/components/0/label` from the path segments; escapes as RFC 6901 says. */
export function pointerOf(path: readonly (string | number)[]): string {
  return path.map((segment) => '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
