/**
 * Issue 30 (held-out, kinds 1 and 3): what a downloaded config may make cordlint read. Its plugins
 * were refused, but its `locales.files` could lead anywhere: `../../home/.config/{locale}.yml`, or
 * a locale file that links out of its folder, and `preview --locale en` put a token from that file
 * in the page; its `attachments.dir` could name any folder for the lint to size up and the preview
 * to embed. A config that is not the user's own (the consent rule of src/config/plugin-policy.ts
 * refuses its plugins) now names only what lies in its folder (src/config/confined-paths.ts).
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';

const TOKEN = 'TOKEN-gho_held_out_secret';
const PAYLOAD = '{ "content": "$t(greeting)" }\n';

/** `home` is the user's other files; `work` the working folder; `work/dl` the downloaded folder with its config. */
function downloaded(config: string): string {
  return scratch({ 'home/.config/en.yml': `greeting: "${TOKEN}"\n`, 'work/dl/.cordlintrc.yml': config, 'work/dl/a.json': PAYLOAD });
}
const work = (root: string) => path.join(root, 'work');

describe('a downloaded config names only what lies in its folder', () => {
  it('locales.files leading out with "..": a config error (exit 2), and preview --locale draws nothing of the file', () => {
    const root = downloaded('locales:\n  files: "../../home/.config/{locale}.yml"\n');
    const lint = cordlint(['lint', 'dl/a.json'], { cwd: work(root) });
    expect(lint.status).toBe(2);
    expect(lint.stderr).toContain(`locales.files: "../../home/.config/{locale}.yml" leads out of the config's folder`);
    expect(lint.stderr).toContain('--allow-plugins');
    const preview = cordlint(['preview', '--locale', 'en', '-o', 'p.html', 'dl/a.json'], { cwd: work(root) });
    expect(preview.status).not.toBe(0);
    expect(existsSync(path.join(work(root), 'p.html')) && readFileSync(path.join(work(root), 'p.html'), 'utf8')).not.toContain(TOKEN);
    expect(preview.stdout + preview.stderr).not.toContain(TOKEN);
  });

  it('a locale file that links out of the folder: not read, a finding says why, and the preview has no token', () => {
    const root = downloaded('locales:\n  files: "loc/{locale}.yml"\n');
    mkdirSync(path.join(work(root), 'dl/loc'));
    symlinkSync(path.join(root, 'home/.config/en.yml'), path.join(work(root), 'dl/loc/en.yml'));
    const lint = cordlint(['lint', '--format', 'unix', 'dl/a.json'], { cwd: work(root) });
    expect(lint.stdout).toContain('dl/loc/en.yml:1:1: The locale file dl/loc/en.yml leads out of the folder of the config that names it');
    expect(lint.stdout).not.toContain(TOKEN);
    cordlint(['preview', '--locale', 'en', '-o', 'p.html', 'dl/a.json'], { cwd: work(root) });
    expect(existsSync(path.join(work(root), 'p.html')) && readFileSync(path.join(work(root), 'p.html'), 'utf8')).not.toContain(TOKEN);
  });

  it('attachments.dir leading out (top level or in an override): a config error, exit 2', () => {
    for (const config of ['attachments:\n  dir: "../../home"\n', 'overrides:\n  - files: ["*.json"]\n    attachments:\n      dir: "../../home"\n']) {
      const root = downloaded(config);
      const lint = cordlint(['lint', 'dl/a.json'], { cwd: work(root) });
      expect(lint.status).toBe(2);
      expect(lint.stderr).toMatch(/attachments\.dir: "\.\.\/\.\.\/home" leads out of the config's folder/);
    }
  });

  it('the project\'s own config (in the working folder), --allow-plugins and --config are not confined', () => {
    const own = scratch({ 'shared/en.yml': 'greeting: "Hello"\n', 'bot/.cordlintrc.yml': 'locales:\n  files: "../shared/{locale}.yml"\n', 'bot/a.json': PAYLOAD });
    expect(cordlint(['lint', '--format', 'unix', 'a.json'], { cwd: path.join(own, 'bot') }).status).toBe(0);
    const root = downloaded('locales:\n  files: "../../home/.config/{locale}.yml"\n');
    expect(cordlint(['lint', '--allow-plugins', 'dl/a.json'], { cwd: work(root) }).status).toBe(0);
    // --config: the user named it (its globs are relative to the working folder, as before).
    // Linted, not refused (exit 2): the key is missing from the file the glob names from here.
    const named = cordlint(['lint', '--format', 'unix', '--config', 'dl/.cordlintrc.yml', 'dl/a.json'], { cwd: work(root) });
    expect(named.stderr).not.toContain('leads out');
    expect(named.stdout).toContain('dl/a.json:1:14: The key "greeting" is not in the default locale\'s file');
    expect(named.stdout).toContain('[Warning/translation-missing-default]');
    expect(named.status).toBe(0);
  });
});
