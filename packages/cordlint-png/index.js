// The PNG renderer of `cordlint preview`, as a package of its own: cordlint's code draws the
// picture, this package brings what it draws with (about 60 MB), so that installing cordlint to
// lint does not download them. cordlint imports it only when a PNG is asked for.
import { createRequire } from 'node:module';
import path from 'node:path';
import resvg from '@resvg/resvg-js';

export { default as satori } from 'satori';
export const { Resvg } = resvg;

const require = createRequire(import.meta.url);

/** The folder of one of this package's asset packages (@fontsource/noto-sans, @twemoji/svg...), resolved from here. */
export function assetFolder(name) {
  return path.dirname(require.resolve(`${name}/package.json`));
}
