import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classCounts, fixture, htmlOf, solidPng, textOf } from './helpers.js';

const attachments = mkdtempSync(path.join(tmpdir(), 'cordlint-preview-'));
writeFileSync(path.join(attachments, 'chart.png'), solidPng(4, 4, [255, 0, 0]));
writeFileSync(path.join(attachments, 'notes.txt'), 'twelve bytes');
afterAll(() => rmSync(attachments, { recursive: true, force: true }));

describe('HTML preview of a Components V2 message', () => {
  const html = htmlOf(fixture('every-component.json'), { attachments });
  const counts = classCounts(html);

  it('is one page with inline CSS, no script and a policy that forbids network requests', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|<iframe/i);
    expect(html).toContain(`content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:"`);
    // Every src and url() is a data: URL.
    for (const match of html.matchAll(/(?:src="|url\()([^")]*)/g)) expect(match[1]!.startsWith('data:')).toBe(true);
  });

  it('draws the Container with its accent colour, and the spoiler Container covered', () => {
    expect(counts.get('cl-container')).toBe(2);
    expect(html).toMatch(/class="cl-accent-bar" style="[^"]*background-color:#ff00aa/);
    expect(counts.get('cl-container-spoiler')).toBe(1);
    expect(textOf(html, 'spoiler-pill')).toBe('SPOILER');
  });

  it('draws Sections with a thumbnail accessory and with a button accessory', () => {
    expect(counts.get('cl-section')).toBe(2);
    expect(html).toMatch(/class="cl-thumbnail"[^>]*data-pointer="\/components\/0\/components\/1\/accessory"/);
    expect(html).toMatch(/class="cl-button cl-button-primary"[^>]*data-pointer="\/components\/0\/components\/2\/accessory"/);
    // A remote image is a placeholder naming its URL, never fetched.
    // An 85px thumbnail has room for the file's name: the whole URL is its tooltip.
    expect(textOf(html, 'image-placeholder-url')).toBe('…/thumb.png');
    expect(html).toContain('title="https://example.com/thumb.png"');
  });

  it('draws the Media Gallery with the attachment read from disk and the spoilered item covered', () => {
    expect(counts.get('cl-media-gallery-2')).toBe(1);
    expect(html).toMatch(/<img class="cl-gallery-item" [^>]*src="data:image\/png;base64,/);
    expect(counts.get('cl-spoiler-cover')).toBeGreaterThanOrEqual(1);
  });

  it('draws the File with its name and size, and both kinds of Separator', () => {
    expect(textOf(html, 'file-name')).toBe('notes.txt');
    expect(textOf(html, 'file-size')).toBe('12 bytes');
    expect(counts.get('cl-separator-small')).toBe(1);
    expect(counts.get('cl-separator-large')).toBe(1);
    expect(counts.get('cl-separator-divider')).toBe(1);
  });

  it('draws the five button styles, the premium style and a disabled button', () => {
    for (const style of ['primary', 'secondary', 'success', 'danger', 'link', 'premium']) expect(counts.get(`cl-button-${style}`), style).toBeGreaterThanOrEqual(1);
    expect(html).toMatch(/class="cl-button cl-button-danger" style="[^"]*opacity:0\.5/);
    expect(counts.get('cl-button-link-icon')).toBe(1);
    expect(html).toMatch(/cl-button-premium[\s\S]*?SKU 1234567890123456/);
  });

  it('draws the five selects with their placeholders or defaults', () => {
    for (const noun of ['string', 'user', 'role', 'mentionable', 'channel']) expect(counts.get(`cl-select-${noun}`), noun).toBe(1);
    expect(textOf(html, 'select-string')).toBe('Pick a flavour');
    expect(textOf(html, 'select-role')).toBe('Select a role');
    expect(html).toMatch(/cl-select-channel[\s\S]*?#channel …0101/);
  });

  it('draws every markdown element of the Text Display', () => {
    for (const role of ['md-h1', 'md-h2', 'md-h3', 'md-subtext', 'md-strong', 'md-em', 'md-underline', 'md-strike', 'md-code', 'md-spoiler', 'md-link', 'md-list', 'md-ordered-list', 'md-quote', 'md-code-block', 'md-mention-user', 'md-mention-channel', 'md-mention-role', 'md-mention-everyone', 'md-emoji']) {
      expect(counts.get(`cl-${role}`), role).toBeGreaterThanOrEqual(1);
    }
    expect(textOf(html, 'md-h1')).toBe('Heading one');
    expect(textOf(html, 'md-link')).toBe('masked link');
    expect(html).toMatch(/class="cl-md-link"[^>]*title="https:\/\/example\.com\/docs"/);
    expect(textOf(html, 'md-code-line')).toBe('const answer = 42;');
    expect(textOf(html, 'md-emoji')).toBe(':party:');
    // A nested list item sits inside a list inside the outer list.
    expect(html).toMatch(/cl-md-list[\s\S]*cl-md-list[\s\S]*nested item/);
  });

  it('draws a timestamp in every style', () => {
    const shown = Object.fromEntries(['t', 'T', 'd', 'D', 'f', 'F', 's', 'S', 'R'].map((s) => [s, textOf(html, `md-timestamp-${s}`)]));
    expect(shown).toEqual({
      t: '12:00 AM',
      T: '12:00:00 AM',
      d: '01/01/2025',
      D: 'January 1, 2025',
      f: 'January 1, 2025 12:00 AM',
      F: 'Wednesday, January 1, 2025 12:00 AM',
      s: '01/01/2025 12:00 AM',
      S: '01/01/2025 12:00:00 AM',
      R: '0 seconds ago'.replace('0 seconds ago', shown.R ?? ''),
    });
    expect(shown.R).toMatch(/^(in )?0 seconds( ago)?$/);
  });

  it('draws Unicode emoji as Twemoji images, in text and on buttons', () => {
    const page = htmlOf({ content: 'Nice 👍🏽 work', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go', emoji: { name: '❤️' } }] }] });
    expect(page).toMatch(/Nice <img class="cl-emoji-image" src="data:image\/svg\+xml;base64,[^"]+" alt="👍🏽"[^>]*> work/);
    expect(page).toMatch(/cl-button-primary[\s\S]*?<img class="cl-emoji-image" [^>]*alt="❤️"/);
  });

  it('escapes what the payload says', () => {
    const page = htmlOf({ content: '<img src=x onerror=alert(1)> & "quotes"' });
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(page).not.toContain('<img src=x');
  });

  it('shows the light theme in light colours', () => {
    expect(htmlOf({ content: 'hi' }, { theme: 'light' })).toContain('background:#ffffff');
    expect(htmlOf({ content: 'hi' })).toContain('background:#313338');
  });
});

describe('HTML preview of a legacy message', () => {
  const html = htmlOf(fixture('legacy-embed.json'));
  const counts = classCounts(html);

  it('draws content and the embed with colour bar, author, linked title, description, thumbnail, image, footer and timestamp', () => {
    expect(textOf(html, 'content')).toContain('here is the report.');
    expect(html).toMatch(/class="cl-embed-bar" style="[^"]*background-color:#ed4245/);
    expect(textOf(html, 'embed-author-name')).toBe('Report bot');
    expect(html).toMatch(/cl-embed-title-text cl-md-link/);
    expect(textOf(html, 'embed-title-text')).toBe('Weekly report');
    expect(textOf(html, 'embed-description')).toBe('Numbers for this week.');
    expect(counts.get('cl-embed-thumbnail')).toBe(1);
    expect(counts.get('cl-embed-image')).toBe(1);
    expect(textOf(html, 'embed-footer-text')).toBe('Generated by Report bot • 01/01/2025, 12:00 PM');
  });

  it('puts three inline fields side by side and a field that is not inline on its own row', () => {
    const rows = [...html.matchAll(/class="cl-embed-field-row"[\s\S]*?(?=class="cl-embed-field-row"|class="cl-embed-thumbnail"|$)/g)].map((m) => (m[0].match(/class="cl-embed-field[ "]/g) ?? []).length);
    expect(rows).toEqual([3, 1]);
    expect(counts.get('cl-embed-field-inline')).toBe(3);
  });

  it('joins the images of embeds that share a URL into the first embed, as Discord does', () => {
    const page = htmlOf(fixture('../../../samples/legacy/webhook-gallery.json'));
    const counts = classCounts(page);
    expect(counts.get('cl-embed')).toBe(1);
    expect(counts.get('cl-embed-gallery-4')).toBe(1);
    expect(page).toMatch(/photos\/1\.jpg[\s\S]*photos\/2\.jpg[\s\S]*photos\/3\.jpg[\s\S]*photos\/4\.jpg/);
    // An embed with its own title stays an embed.
    expect(classCounts(htmlOf({ embeds: [{ url: 'https://a.example', image: { url: 'https://a.example/1.png' } }, { url: 'https://a.example', title: 'Own', image: { url: 'https://a.example/2.png' } }] })).get('cl-embed')).toBe(2);
  });

  it('draws the Action Row with its link button', () => {
    expect(counts.get('cl-action-row')).toBe(1);
    expect(textOf(html, 'button-label')).toBe('Open report');
  });
});

describe('HTML preview of modals', () => {
  it('draws the title, Labels with descriptions, both Text Inputs, selects, File Upload, Radio Group, Checkbox Group, Checkbox and Text Display', () => {
    const html = htmlOf(fixture('modal-everything.json'));
    const counts = classCounts(html);
    expect(textOf(html, 'modal-title')).toBe('Sign-up form');
    expect(counts.get('cl-label')).toBe(8);
    expect(textOf(html, 'label-description')).toBe('As on your badge');
    expect(counts.get('cl-text-input-short')).toBe(1);
    expect(counts.get('cl-text-input-paragraph')).toBe(1);
    expect(textOf(html, 'text-input-value')).toBe('Ada Lovelace');
    expect(textOf(html, 'select-string')).toBe('Red');
    expect(counts.get('cl-select-user')).toBe(1);
    expect(textOf(html, 'file-upload-limit')).toBe('Up to 3 files');
    expect(counts.get('cl-radio-option')).toBe(2);
    expect(counts.get('cl-radio-checked')).toBe(1);
    expect(counts.get('cl-checkbox-option')).toBe(2);
    expect(counts.get('cl-checkbox-checked')).toBe(1);
    expect(counts.get('cl-checkbox-single')).toBe(1);
    expect(counts.get('cl-text-display')).toBe(1);
    expect(counts.get('cl-label-required')).toBe(6); // optional paragraph input and the Checkbox carry no star
    expect(counts.get('cl-modal-submit')).toBe(1);
  });

  it('draws a legacy Text Input in an Action Row with its own label and value', () => {
    const html = htmlOf(fixture('modal-legacy.json'));
    expect(textOf(html, 'label-text')).toBe('Your feedback *');
    expect(textOf(html, 'text-input-paragraph')).toBe('Great bot');
  });
});

describe('HTML preview of interaction responses and broken payloads', () => {
  it('draws a message response, a modal response and a deferred one', () => {
    const message = htmlOf({ type: 4, data: { content: 'Pong!', flags: 64 } });
    expect(textOf(message, 'response-type')).toBe('Interaction response: CHANNEL_MESSAGE_WITH_SOURCE (4)');
    expect(textOf(message, 'content')).toBe('Pong!');
    expect(textOf(message, 'ephemeral-note')).toBe('Only you can see this • Dismiss message');
    const modal = htmlOf({ type: 9, data: fixture('modal-legacy.json') });
    expect(textOf(modal, 'modal-title')).toBe('Feedback');
    expect(htmlOf({ type: 5 })).toContain('Bot is thinking…');
  });

  it('draws the Media Gallery layouts for 1 to 10 items', () => {
    const rowsOf = (n: number) => {
      const html = htmlOf({ flags: 32768, components: [{ type: 12, items: Array.from({ length: n }, (_, i) => ({ media: { url: `https://example.com/${i}.png` } })) }] });
      return [...html.matchAll(/class="cl-gallery-row"[\s\S]*?(?=class="cl-gallery-row"|$)/g)].map((m) => (m[0].match(/class="cl-gallery-cell"/g) ?? []).length);
    };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(rowsOf)).toEqual([[1], [2], [3], [2, 2], [2, 3], [3, 3], [1, 3, 3], [2, 3, 3], [3, 3, 3], [1, 3, 3, 3]]);
  });

  it('renders what it can of a payload that does not lint', () => {
    const html = htmlOf({ flags: 32768, components: [{ type: 10 }, { type: 99 }, 'text', { type: 2, style: 42, label: 'Odd' }, { type: 17, accent_color: 'red', components: 'none' }] });
    const counts = classCounts(html);
    expect(counts.get('cl-text-display')).toBe(1);
    expect(counts.get('cl-unknown-component')).toBe(2);
    expect(textOf(html, 'button-label')).toBe('Odd');
    expect(counts.get('cl-container')).toBe(1);
    expect(counts.get('cl-accent-bar')).toBeUndefined();
  });
});
