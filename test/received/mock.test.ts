/**
 * `cordlint mock`: on every sample message and modal (each usable component of a message), the
 * mock lints clean as a received interaction and passes the check against the sample.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintTextAgainst } from '../../src/index.js';
import { mockInteraction, mockTargets, mockText } from '../../src/against/mock.js';
import { SentError } from '../../src/received/sent.js';
import { loadSent } from '../../src/project/lint-against.js';
import { runCli } from '../cli-helpers.js';

const samples = path.resolve(import.meta.dirname, '..', '..', 'samples');
const payloadFiles = ['valid', 'legacy'].flatMap((folder) =>
  readdirSync(path.join(samples, folder))
    .filter((f) => /\.(json|ya?ml)$/.test(f))
    .map((f) => `${folder}/${f}`),
);

describe('mock on every sample', () => {
  it.each(payloadFiles)('%s', async (file) => {
    let sent;
    try {
      sent = await loadSent(path.join(samples, file));
    } catch (error) {
      // A lone component or a received interaction answers nothing.
      expect(error).toBeInstanceOf(SentError);
      expect(['valid/component-button.json', 'valid/received-event-signup.json']).toContain(file);
      return;
    }
    const targets = mockTargets(sent);
    if (targets.length === 0) {
      // Only messages without a usable component (an embed, a poll, a gallery) have nothing to answer; mock says so.
      await expect(mockText(sent)).rejects.toThrow('SENT has no component a user can use');
      return;
    }
    for (const { customId } of targets) {
      const text = await mockText(sent, { customId });
      // Checked again from the outside: the fixture in SENT's format, linted and checked against SENT's own text.
      expect(text.trimStart().startsWith('{')).toBe(file.endsWith('.json'));
      const { readFileSync } = await import('node:fs');
      const result = await lintTextAgainst(readFileSync(path.join(samples, file), 'utf8'), text, { rules: { 'received-missing-field': 'warn' } }, { filePath: `mock.${file.endsWith('.json') ? 'json' : 'yaml'}`, sentPath: file });
      expect(result.messages, `${file} --custom-id ${customId}:\n${text}`).toEqual([]);
    }
  });
});

describe('mock answers', () => {
  it('uses defaults, then first options, and text within bounds; ids follow the modal', async () => {
    const sent = await (await import('../../src/received/sent.js')).sentFromText(
      'sent.json',
      JSON.stringify({
        custom_id: 'm',
        title: 'T',
        components: [
          { type: 10, content: 'Hi' },
          { type: 18, label: 'A', component: { type: 3, custom_id: 'a', options: [{ label: 'X', value: 'x' }, { label: 'Y', value: 'y', default: true }] } },
          { type: 18, label: 'B', component: { type: 4, custom_id: 'b', style: 1, min_length: 20, max_length: 25 } },
          { type: 18, label: 'C', id: 2, component: { type: 22, custom_id: 'c', min_values: 2, options: [{ label: 'P', value: 'p' }, { label: 'Q', value: 'q' }, { label: 'R', value: 'r' }] } },
          { type: 18, label: 'D', component: { type: 8, custom_id: 'd', channel_types: [2] } },
        ],
      }),
    );
    const mock = mockInteraction(sent) as { data: { components: Record<string, unknown>[]; resolved: { channels: Record<string, { type: number }> } } };
    const [text, a, b, c, d] = mock.data.components;
    expect(text).toEqual({ type: 10, id: 1 });
    expect(a).toEqual({ type: 18, id: 3, component: { type: 3, id: 4, custom_id: 'a', values: ['y'] } });
    const typed = (b!.component as { value: string }).value;
    expect(typed.length).toBeGreaterThanOrEqual(20);
    expect(typed.length).toBeLessThanOrEqual(25);
    expect(c).toEqual({ type: 18, id: 2, component: { type: 22, id: 7, custom_id: 'c', values: ['p', 'q'] } });
    const channelId = (d!.component as { values: string[] }).values[0]!;
    expect(mock.data.resolved.channels[channelId]!.type).toBe(2);
  });
});

describe('cordlint mock', () => {
  it('prints a component interaction for --custom-id, in the input\'s format, and takes --values', async () => {
    const out = await runCli(['mock', 'valid/v2-interaction-response.yaml', '--custom-id', 'pick_roles'], samples);
    expect(out).toMatchObject({ code: 0, stderr: '' });
    expect(out.stdout).toMatch(/^type: 3\ndata:\n {2}component_type: 6\n/);
    const picked = await runCli(['mock', 'valid/message-legacy-poll.json', '--custom-id', 'game-night:day', '--values', 'sat'], samples);
    expect(picked.code).toBe(0);
    expect(JSON.parse(picked.stdout).data).toMatchObject({ custom_id: 'game-night:day', component_type: 3, values: ['sat'] });
  });

  it('exits 2 saying what to do: several components, an unknown custom_id, a disabled component, --values that do not fit', async () => {
    const several = await runCli(['mock', 'valid/legacy-buttons.json'], samples);
    expect(several.code).toBe(2);
    expect(several.stderr).toContain('pick one with --custom-id: Button (2) "tournament_join", Button (2) "tournament_later"');
    const unknown = await runCli(['mock', 'valid/legacy-buttons.json', '--custom-id', 'nope'], samples);
    expect(unknown.stderr).toContain('SENT has no component or modal with custom_id "nope"');
    const disabled = await runCli(['mock', 'broken/against/fixture-never-sent/sent.json', '--custom-id', 'game_join'], samples);
    expect(disabled).toMatchObject({ code: 2, stdout: '' });
    expect(disabled.stderr).toContain('it is disabled');
    const wrong = await runCli(['mock', 'valid/message-legacy-poll.json', '--custom-id', 'game-night:day', '--values', 'monday'], samples);
    expect(wrong).toMatchObject({ code: 2, stdout: '' });
    expect(wrong.stderr).toContain('"monday" is none of the options');
    const missing = await runCli(['mock', 'nope.json'], samples);
    expect(missing).toMatchObject({ code: 2, stderr: 'cordlint: mock nope.json: no such file.\n' });
  });
});
