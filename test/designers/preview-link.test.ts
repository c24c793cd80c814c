import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importLink } from '../../src/designers/index.js';
import { runCli } from '../cli-helpers.js';

const SAMPLES = path.resolve(import.meta.dirname, '..', '..', 'samples', 'valid');
const hrefOf = (html: string) => /<a class="cordlint-link" href="([^"]+)"[^>]*>Open in Discohook<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('preview HTML: "Open in Discohook"', () => {
  it('links a message to Discohook with the payload itself', async () => {
    const out = await runCli(['preview', 'v2-announcement.json'], SAMPLES);
    expect(out.code).toBe(0);
    const href = hrefOf(out.stdout);
    expect(href).toMatch(/^https:\/\/discohook\.app\/\?data=/);
    expect(importLink(href!).messages.map((m) => m.payload)).toEqual([JSON.parse(readFileSync(path.join(SAMPLES, 'v2-announcement.json'), 'utf8'))]);
  });

  it('has no link for a modal, which Discohook does not edit', async () => {
    const out = await runCli(['preview', 'modal-choices.json'], SAMPLES);
    expect(out.code).toBe(0);
    expect(out.stdout).not.toContain('Open in Discohook');
  });
});
