import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, runCli, scratch } from '../cli-helpers.js';

const SAMPLES = path.resolve(import.meta.dirname, '..', '..', 'samples', 'valid');
const BROKEN = JSON.stringify({ components: [{ type: 10, content: 'No flag' }, { type: 1, components: [{ type: 2, style: 1, label: 'A', custom_id: 'x' }, { type: 2, style: 1, label: 'B', custom_id: 'x' }] }] });

describe('cordlint codegen', () => {
  it('prints discord.js code for a clean payload, and writes TypeScript to a file with -o', async () => {
    const out = await runCli(['codegen', '--to', 'discord.js', 'v2-sections-buttons-selects.json'], SAMPLES);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain("const digestReviewButton = new ButtonBuilder()");
    expect(out.stdout).toContain('export const message = {');
    const root = scratch();
    const typed = await runCli(['codegen', '--to', 'discord.js', '--typescript', path.join(SAMPLES, 'modal-feedback.yaml'), '-o', 'modal.ts'], root);
    expect(typed).toMatchObject({ code: 0, stdout: '' });
    expect(read(root, 'modal.ts')).toContain('export const modal = new ModalBuilder()');
  });

  it('prints discord.py code', async () => {
    const out = await runCli(['codegen', '--to', 'discord.py', 'legacy-buttons.json'], SAMPLES);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^import discord\nfrom discord import ui\n/);
    expect(out.stdout).toContain('class MessageView(ui.View):');
  });

  it('refuses a payload with lint errors, printing the findings, and writes nothing', async () => {
    const root = scratch({ 'broken.json': BROKEN });
    const out = await runCli(['codegen', '--to', 'discord.js', 'broken.json', '-o', 'out.js'], root);
    expect(out.code).toBe(1);
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain('broken.json');
    expect(out.stderr).toContain('v2-requires-flag');
    expect(out.stderr).toContain('custom-id-unique');
    expect(out.stderr).toContain('has lint errors, so no code was written');
    await expect(import('node:fs').then((fs) => fs.existsSync(path.join(root, 'out.js')))).resolves.toBe(false);
  });

  it('says what it cannot do: --typescript for Python, a received interaction, a file that is not JSON', async () => {
    const ts = await runCli(['codegen', '--to', 'discord.py', '--typescript', 'legacy-buttons.json'], SAMPLES);
    expect(ts).toMatchObject({ code: 2, stdout: '' });
    expect(ts.stderr).toContain('--typescript is for --to discord.js');
    const received = await runCli(['codegen', '--to', 'discord.js', 'received-event-signup.json'], SAMPLES);
    expect(received.code).toBe(2);
    expect(received.stderr).toMatch(/received interaction: codegen writes code for messages, modals/);
    const root = scratch({ 'bad.json': '{"content": ' });
    const bad = await runCli(['codegen', '--to', 'discord.js', 'bad.json'], root);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/bad\.json:1:\d+: /);
  });
});
