/**
 * What the preview's Node-only corners import (node:fs, node:path, node:module), for the browser
 * bundle. In the page no file is read: an emoji stays text (twemoji.ts catches the failure), and
 * `attachment://` files stay placeholders (media.ts reads only with an attachments folder, which
 * the playground never gives). Fonts are never loaded (the page draws with nodeHtml alone).
 */
const unavailable = (what: string) => () => {
  throw new Error(`${what} is not available in the browser`);
};

export const readFileSync = unavailable('readFileSync');
export const statSync = unavailable('statSync');
export const existsSync = () => false;
// The one safe reader (src/util/safe-read.ts), which media.ts imports and never calls here.
export const openSync = unavailable('openSync');
export const closeSync = unavailable('closeSync');
export const fstatSync = unavailable('fstatSync');
export const lstatSync = unavailable('lstatSync');
export const readSync = unavailable('readSync');
export const realpathSync = unavailable('realpathSync');
export const constants = { O_RDONLY: 0, O_NONBLOCK: 0 };
export const createRequire = () => unavailable('require');

const basename = (p: string) => p.slice(p.lastIndexOf('/') + 1);
const dirname = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '.');
const extname = (p: string) => {
  const name = basename(p);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
};
const join = (...parts: string[]) => parts.join('/');
const sep = '/';
const resolve = unavailable('path.resolve');
const relative = unavailable('path.relative');
const isAbsolute = (p: string) => p.startsWith('/');

export default { basename, dirname, extname, join, sep, resolve, relative, isAbsolute };
export { basename, dirname, extname, join, sep, resolve, relative, isAbsolute };
