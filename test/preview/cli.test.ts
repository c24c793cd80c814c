import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, runCli, scratch } from '../cli-helpers.js';
import { classCounts, decodePng, FIXTURES, solidPng, textOf } from './helpers.js';

const every = readFileSync(path.join(FIXTURES, 'every-component.json'), 'utf8');
const legacy = readFileSync(path.join(FIXTURES, 'legacy-embed.json'), 'utf8');

describe('cordlint preview', () => {
  it('prints the HTML page without -o, and writes it with -o', async () => {
    const dir = scratch({ 'message.json': legacy });
    const printed = await runCli(['preview', 'message.json'], dir);
    expect(printed).toMatchObject({ code: 0, stderr: '' });
    expect(textOf(printed.stdout, 'embed-author-name')).toBe('Report bot');
    const written = await runCli(['preview', 'message.json', '-o', 'out/preview.html', '--theme', 'light'], dir);
    expect(written).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(read(dir, 'out/preview.html')).toContain('background:#ffffff');
  });

  it('writes a PNG with -o NAME.png', async () => {
    const dir = scratch({ 'message.json': every });
    const { code, stderr } = await runCli(['preview', 'message.json', '-o', 'preview.png'], dir);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const image = decodePng(readFileSync(path.join(dir, 'preview.png')));
    expect(image.width).toBe(712);
  });

  it('reads attachment:// images beside the payload, or from --attachments', async () => {
    const dir = scratch({ 'message.json': every, 'chart.png': solidPng(2, 2, [0, 255, 0]), 'files/chart.png': solidPng(2, 2, [0, 0, 255]) });
    const beside = await runCli(['preview', 'message.json'], dir);
    expect(beside.stdout).toContain(`src="data:image/png;base64,${solidPng(2, 2, [0, 255, 0]).toString('base64')}"`);
    const elsewhere = await runCli(['preview', 'message.json', '--attachments', 'files'], dir);
    expect(elsewhere.stdout).toContain(`src="data:image/png;base64,${solidPng(2, 2, [0, 0, 255]).toString('base64')}"`);
  });

  it('draws the findings with --findings: a marker on the component and the message beside it', async () => {
    const payload = { components: [{ type: 1, components: [{ type: 2, style: 1, label: 'A', custom_id: 'same' }, { type: 2, style: 2, label: 'B', custom_id: 'same' }] }] };
    const dir = scratch({ 'dup.json': JSON.stringify(payload, null, 2) });
    const { code, stdout } = await runCli(['preview', 'dup.json', '--findings'], dir);
    expect(code).toBe(0);
    expect(textOf(stdout, 'findings-title')).toBe('1 finding');
    expect(textOf(stdout, 'finding-rule')).toBe('error custom-id-unique');
    expect(textOf(stdout, 'finding-place')).toMatch(/^line \d+:\d+ · \/components\/0\/components\/1\/custom_id$/);
    // The marker sits on the second button, the one the finding is about.
    expect(stdout).toMatch(/class="cl-button cl-button-secondary cl-finding-target"[^>]*data-pointer="\/components\/0\/components\/1"/);
    expect(classCounts(stdout).get('cl-finding-target')).toBe(1);
  });

  it('renders each payload of a YAML file with several documents', async () => {
    const dir = scratch({ 'two.yaml': 'content: first\n---\ncontent: second\n' });
    const { code, stdout } = await runCli(['preview', 'two.yaml'], dir);
    expect(code).toBe(0);
    expect(classCounts(stdout).get('cl-document-title')).toBe(2);
    expect(stdout).toMatch(/first[\s\S]*second/);
  });

  it('reads stdin', async () => {
    const { code, stdout } = await runCli(['preview', '-'], scratch(), '{"content":"from stdin"}');
    expect(code).toBe(0);
    expect(textOf(stdout, 'content')).toBe('from stdin');
  });

  it('refuses an output that is neither .html nor .png, a missing file, and a file with no payload', async () => {
    const dir = scratch({ 'm.json': '{"content":"x"}', 'broken.json': '{"content": ' });
    expect(await runCli(['preview', 'm.json', '-o', 'x.pdf'], dir)).toMatchObject({ code: 2, stderr: 'cordlint: --output x.pdf: the preview is written as .html or .png.\n' });
    expect(await runCli(['preview', 'nope.json'], dir)).toMatchObject({ code: 2, stderr: 'cordlint: nope.json could not be read: no such file.\n' });
    const broken = await runCli(['preview', 'broken.json', '-o', 'b.html'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^cordlint: broken\.json has no payload to preview: Line 1, column \d+: /);
    expect(existsSync(path.join(dir, 'b.html'))).toBe(false);
  });
});

describe('cordlint convert --preview', () => {
  it('writes the legacy message and its conversion side by side, and still prints the conversion', async () => {
    const dir = scratch({ 'legacy.json': legacy });
    const { code, stdout } = await runCli(['convert', 'legacy.json', '--preview', 'side.html'], dir);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).flags & 32768).toBe(32768);
    const page = read(dir, 'side.html');
    expect(textOf(page, 'side-title')).toBe('BEFORE: LEGACY');
    const [before, after] = page.split('class="cl-after"');
    expect(classCounts(before!).get('cl-embed')).toBe(1);
    expect(classCounts(after!).get('cl-embed')).toBeUndefined();
    expect(classCounts(after!).get('cl-container')).toBe(1);
    expect(after).toContain('AFTER: COMPONENTS V2');
  });

  it('takes only an .html name and one file', async () => {
    const dir = scratch({ 'a.json': legacy, 'b.json': legacy });
    expect((await runCli(['convert', 'a.json', '--preview', 'side.png'], dir)).code).toBe(2);
    expect((await runCli(['convert', 'a.json', 'b.json', '--report', '--preview', 'side.html'], dir)).code).toBe(2);
  });
});
