/**
 * The folders and files a config names, checked against its own folder: a config that is not the
 * user's own (see plugin-policy.ts: one found inside a linted folder) may name only what lies in
 * its folder. Its `attachments.dir` would have the preview embed and the lint size up files from
 * anywhere (`dir: ../../../home/me/Pictures`); its `locales.files` would have cordlint read, quote
 * and draw any file (`../../home/me/.config/{locale}.yml`: `preview --locale en` put a token from
 * it in the page).
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { ConfigProblem } from './errors.js';
import type { CordlintConfig } from './load.js';

/** The settings of `config` that lead out of `folder` (the config's), as config problems. */
export function pathsLeavingFolder(config: CordlintConfig, folder: string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const dirs: [string, CordlintConfig['attachments']][] = [['attachments.dir', config.attachments], ...config.overrides.map((o, i): [string, CordlintConfig['attachments']] => [`overrides[${i}].attachments.dir`, o.attachments])];
  for (const [key, attachments] of dirs) {
    if (!attachments || attachments.dir === undefined) continue;
    if (!staysIn(path.resolve(folder, attachments.dir), folder)) problems.push({ key, message: leaving(attachments.dir) });
  }
  const files = config.locales?.files;
  if (files !== undefined && !staysIn(path.resolve(folder, files.replace(/\{locale\}/g, 'x')), folder)) problems.push({ key: 'locales.files', message: leaving(files) });
  return problems;
}

function leaving(named: string): string {
  return (
    `${JSON.stringify(named)} leads out of the config's folder; a config found inside a linted folder may name only what lies in its folder ` +
    `(cordlint reads no other file for it). If you trust it, run with --allow-plugins, or name the config with --config`
  );
}

/** `target` lies in `folder` (or is it), as written and with links resolved as far as they exist. */
export function staysIn(target: string, folder: string): boolean {
  return within(target, folder) && within(realExisting(target), realExisting(folder));
}

function within(target: string, folder: string): boolean {
  const relative = path.relative(folder, target);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/** The real path of `target`'s longest part that exists, with the rest appended as written. */
function realExisting(target: string): string {
  let current = target;
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(realpathSync.native(current), ...rest);
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return target;
      rest.unshift(path.basename(current));
      current = parent;
    }
  }
}
