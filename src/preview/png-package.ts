import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * PNG output's renderer (satori, resvg), fonts and emoji come in a package of their own
 * (packages/cordlint-png, about 60 MB), which the cordlint package does not depend on: cordlint
 * loads it only when a PNG is drawn, and says how to install it when it is missing.
 */
export const PNG_PACKAGE = 'cordlint-png';

export type PngPackage = typeof import('cordlint-png');

export async function loadPngPackage(): Promise<PngPackage> {
  return import('cordlint-png');
}

/**
 * The folder of an asset package (@fontsource/noto-sans, @twemoji/svg): found beside cordlint (a
 * checkout of the repository, a project that installed it), else through cordlint-png; undefined
 * when neither has it (a light install: HTML previews then use the system's fonts).
 */
export function assetPackageFolder(name: string): string | undefined {
  const require = createRequire(import.meta.url);
  const ways = [() => require.resolve(`${name}/package.json`), () => createRequire(require.resolve(`${PNG_PACKAGE}/package.json`)).resolve(`${name}/package.json`)];
  for (const way of ways) {
    try {
      return path.dirname(way());
    } catch {
      // Not there: try the next way.
    }
  }
  return undefined;
}
