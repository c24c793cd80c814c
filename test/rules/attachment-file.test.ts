import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discordFilename } from '../../src/payload/media.js';
import { Cordlint } from '../../src/project/cordlint.js';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

const gallery = (...names: string[]) => ({
  flags: 32768,
  components: [{ type: 12, items: names.map((n) => ({ media: { url: `attachment://${n}` } })) }],
  attachments: names.map((n, i) => ({ id: i, filename: n })),
});

function project(files: Record<string, string | number>, config?: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cordlint-attachments-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    if (typeof content === 'number') (writeFileSync(file, ''), truncateSync(file, content));
    else writeFileSync(file, content);
  }
  if (config) writeFileSync(path.join(dir, 'cordlint.config.yaml'), config);
  return dir;
}

async function lintIn(dir: string, file: string) {
  const cordlint = await Cordlint.create({ cwd: dir });
  const { results } = await cordlint.lintFiles([file]);
  return results[0]!.messages;
}

describe('attachment-file', () => {
  it('names what Discord renames a file to (werkzeug secure_filename)', () => {
    expect(discordFilename('hello (world).png')).toBe('hello_world.png');
    expect(discordFilename('_bug1.png')).toBe('bug1.png');
    expect(discordFilename('résumé final.pdf')).toBe('resume_final.pdf');
    expect(discordFilename('画像.png')).toBe('png');
    expect(discordFilename('chart.png')).toBe('chart.png');
  });

  it('warns on a name Discord rewrites, at the URL, saying the new name', async () => {
    const messages = await lintInline(gallery('weekly chart (final).png'));
    expectFindings(messages, 'attachment-file', [{ path: '/components/0/items/0/media/url', line: 9, column: 20, severity: 1, message: '"weekly_chart_final.png"' }]);
    expectClean(await lintInline(gallery('chart.png')), 'attachment-file');
  });

  it('with an attachments folder in the config: a missing file and a file past maxSize are errors', async () => {
    const dir = project(
      { 'payloads/report.json': JSON.stringify(gallery('chart.png', 'big.png', 'gone.png'), null, 2), 'assets/chart.png': 10, 'assets/big.png': 11 * 1024 * 1024 },
      'attachments:\n  dir: assets\n',
    );
    const messages = await lintIn(dir, 'payloads/report.json');
    expectFindings(messages, 'attachment-file', [
      { path: '/components/0/items/1/media/url', line: 14, severity: 2, message: 'assets/big.png is 11 MiB; Discord takes files up to 10 MiB' },
      { path: '/components/0/items/2/media/url', line: 19, severity: 2, message: 'no file "gone.png" in the attachments folder assets' },
    ]);
  });

  it('maxSize raises the limit; without a config only files found beside the payload are checked', async () => {
    const raised = project({ 'p.json': JSON.stringify(gallery('big.png')), 'assets/big.png': 11 * 1024 * 1024 }, 'attachments:\n  dir: assets\n  maxSize: 26214400\n');
    expectClean(await lintIn(raised, 'p.json'), 'attachment-file');
    const beside = project({ 'p.json': JSON.stringify(gallery('big.png', 'elsewhere.png')), 'big.png': 12 * 1024 * 1024 });
    expectFindings(await lintIn(beside, 'p.json'), 'attachment-file', [{ path: '/components/0/items/0/media/url', message: 'is 12 MiB' }]);
  });

  it('refuses a folder, and a link that leaves the attachments folder, without reading it', async () => {
    const dir = project({ 'p.json': JSON.stringify(gallery('secret.png', 'folder.png')), 'assets/folder.png/x': 'x', 'outside.png': 'x' }, 'attachments:\n  dir: assets\n');
    symlinkSync(path.join(dir, 'outside.png'), path.join(dir, 'assets/secret.png'));
    expectFindings(await lintIn(dir, 'p.json'), 'attachment-file', [
      { path: '/components/0/items/0/media/url', message: 'outside its folder' },
      { path: '/components/0/items/1/media/url', message: 'is a folder' },
    ]);
  });

  it('attachments: false turns the lookup off', async () => {
    const dir = project({ 'p.json': JSON.stringify(gallery('gone.png')) }, 'attachments: false\n');
    expectClean(await lintIn(dir, 'p.json'), 'attachment-file');
  });
});
