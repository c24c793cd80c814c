/**
 * The acceptance test of `cordlint convert` on held-out payloads (test/convert-heldout/inputs/), written
 * for this test from the issue, without reading the converter: rich embeds, several embeds with rows,
 * attachments, webhook bodies, interaction responses 4/7/9, modals, polls, stickers, payloads over the
 * limits, unicode, YAML with comments, multi-document YAML, JSON in tabs, 2 or 4 spaces or on one line.
 *
 * For each converted file: every string of the input (text, urls, custom_ids, filenames...) is in the
 * output, every colour is an accent_color, every timestamp a `<t:UNIX:f>`, every component, media url
 * and attachment is kept, the envelope and its other flag bits stay; the output lints with no error
 * (`lintText`, as `cordlint lint` would read the written file) and validates against Discord's OpenAPI
 * description (skipped, saying so, when ../shared/reference/discord-openapi.json is absent).
 * Refusals: exit 1, nothing on stdout, a reason naming the JSON path (or the limit and the excess).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Lexer, parseAllDocuments } from 'yaml';
import { Linter } from '../src/index.js';
import { runCli, scratch } from './cli-helpers.js';
import { officialSchema, openApiPath } from './convert/openapi.js';

const linter = new Linter();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ROOT = path.resolve(import.meta.dirname, '..');
const INPUTS = path.join(import.meta.dirname, 'convert-heldout/inputs');
const V2 = 1 << 15;
const EPHEMERAL = 1 << 6;

if (!openApiPath) console.warn('convert-heldout: ../shared/reference/discord-openapi.json is absent, so the OpenAPI checks are skipped.');

interface Converted {
  status: 'converted';
  args?: string[];
  /** Notes the report must hold: [JSON pointer, kind]. A `dropped` pointer is not checked for kept strings. */
  notes?: [string, 'dropped' | 'approximated' | 'info'][];
  /** YAML comments that have no place left (every other comment of the input must be in the output). */
  commentsDropped?: string[];
  /** Schema of the converted body when the payload's shape does not say it (an edit). */
  schema?: string;
}
interface Refused {
  status: 'refused';
  args?: string[];
  /** The JSON pointer the reason starts with (with `document N: ` for multi-document YAML; "/" is the whole payload). */
  path: string;
  reason: RegExp;
}
interface Unchanged {
  status: 'unchanged';
}
type Case = Converted | Refused | Unchanged;

const LIMIT = /(\d+) (components|characters of Text Display content) where a (?:Components V2 )?message allows (\d+)[^(]*\(over by (\d+)/;

const CASES: Record<string, Case> = {
  '01-rich-embed-every-field.json': {
    status: 'converted',
    notes: [
      ['/embeds/0/author/icon_url', 'approximated'],
      ['/embeds/0/footer/icon_url', 'approximated'],
      ['/embeds/0/fields/0/inline', 'approximated'],
    ],
  },
  '02-release-tabs.json': { status: 'converted' },
  '03-four-spaces-several-embeds-rows.json': { status: 'converted' },
  '04-one-line.json': { status: 'converted' },
  '05-attachments-images-and-files.json': { status: 'converted', notes: [['/attachments', 'info']] },
  '06-attachments-referenced-by-embed.json': { status: 'converted' },
  '07-spoiler-attachments.json': { status: 'converted' },
  '08-webhook-body.json': { status: 'converted' },
  '09-webhook-forum-thread.json': { status: 'converted', notes: [['/embeds/0/fields/2', 'dropped']] },
  '10-interaction-4-ephemeral.json': { status: 'converted' },
  '11-interaction-7-update.json': { status: 'converted' },
  '12-interaction-4-flags-combo.json': { status: 'converted' },
  '13-modal-data.json': { status: 'converted' },
  '14-modal-callback-9.json': { status: 'converted' },
  '15-modal-callback-9.yaml': { status: 'converted' },
  '16-modal-mixed.json': { status: 'converted' },
  '17-modal-tabs.json': { status: 'converted' },
  '18-poll.json': { status: 'refused', path: '/poll', reason: /poll/ },
  '19-stickers.json': { status: 'refused', path: '/sticker_ids', reason: /sticker/ },
  '20-poll-in-interaction.json': { status: 'refused', path: '/data/poll', reason: /poll/ },
  '21-ten-embeds-25-fields.json': { status: 'refused', path: '/', reason: LIMIT },
  '22-content-near-2000-long-descriptions.json': { status: 'refused', path: '/', reason: LIMIT },
  '23-over-40-components.json': { status: 'refused', path: '/', reason: LIMIT },
  '24-description-4096-lines.json': { status: 'refused', path: '/', reason: LIMIT },
  '25-description-4096-one-line.json': { status: 'refused', path: '/', reason: LIMIT },
  '26-unicode-mentions-markdown.json': { status: 'converted' },
  '27-thumbnail-only-embed.json': { status: 'converted', notes: [['/embeds/0/thumbnail/url', 'approximated']] },
  '28-gallery-trick.json': {
    status: 'converted',
    notes: [
      ['/embeds/1', 'info'],
      ['/embeds/2', 'info'],
      ['/embeds/3', 'info'],
    ],
  },
  '29-footer-timestamp-offset.json': { status: 'converted' },
  '30-author-title-urls.json': { status: 'converted' },
  '31-reply-with-reference.json': { status: 'converted' },
  '32-tts.json': { status: 'converted', notes: [['/tts', 'approximated']] },
  '33-integer-snowflakes.json': { status: 'converted' },
  '34-already-v2.json': { status: 'unchanged' },
  '35-selects-and-premium.json': { status: 'converted' },
  '36-received-embed-copy.json': { status: 'converted', notes: [['/embeds/0/provider', 'approximated']] },
  '37-video-embed.json': { status: 'converted', notes: [['/embeds/0/video/url', 'approximated']] },
  '38-voice-message.json': { status: 'refused', path: '/flags', reason: /voice message/ },
  '39-crlf.json': { status: 'converted' },
  '40-list-of-payloads.json': { status: 'converted' },
  '41-link-content-only.json': { status: 'converted' },
  '42-shared-client-theme.json': { status: 'refused', path: '/shared_client_theme', reason: /theme/ },
  '43-embed-image-attachment-and-extra.json': { status: 'converted' },
  '44-message-comments.yaml': { status: 'converted' },
  '45-multi-document.yaml': { status: 'converted' },
  '46-interaction-7.yaml': { status: 'converted' },
  '47-multi-doc-with-poll.yaml': { status: 'refused', path: 'document 2: /poll', reason: /poll/ },
  '48-webhook-4-spaces.yaml': { status: 'converted', notes: [['/embeds/0/author/icon_url', 'approximated']] },
  '49-yaml-attachments.yaml': { status: 'converted' },
  '50-stickers-yaml.yaml': { status: 'refused', path: '/stickers', reason: /sticker/ },
  '51-embed-url-only-and-image.json': { status: 'converted' },
  '52-mentions-in-embed-only.json': { status: 'converted', notes: [['/allowed_mentions', 'approximated']] },
  '53-interaction-4-over-limits.json': { status: 'refused', path: '/data', reason: LIMIT },
  '54-edit-message.json': { status: 'converted' },
  '55-fields-tricky.json': { status: 'converted' },
  '56-blank-name-fields.json': { status: 'converted' },
  '57-timestamp-without-zone.json': { status: 'converted' },
  '58-empty-content.json': { status: 'converted' },
  '59-embed-image-alt-text.json': { status: 'converted' },
  '60-yaml-anchors.yaml': { status: 'converted' },
  '61-yaml-folded-doc-start.yaml': { status: 'converted' },
  '62-interaction-4-attachments.json': { status: 'converted' },
  '63-modal-input-without-label.json': { status: 'refused', path: '/data/components/0/components/0/label', reason: /no label/ },
  '64-embed-showing-nothing.json': { status: 'converted', notes: [['/embeds/0', 'dropped']] },
  '65-rows-only.json': { status: 'converted' },
  '66-attachment-ref-without-list.json': { status: 'converted' },
  '67-mentions-narrowing.json': { status: 'converted', notes: [['/allowed_mentions', 'approximated']] },
  '68-bom.json': { status: 'converted' },
  '69-webhook-split-attachments.json': { status: 'refused', path: '/', reason: LIMIT },
  '70-description-4096-thumbnail-footer.json': { status: 'refused', path: '/', reason: LIMIT },
  '71-interaction-7-over-limits.json': { status: 'refused', path: '/data', reason: LIMIT },
  '72-yaml-interaction-over-limits.yaml': { status: 'refused', path: '/data', reason: LIMIT },
};

/** The over-limit inputs again, with --split: several messages, each within the limits. */
const SPLIT_CASES: Record<string, Converted> = {
  '21-ten-embeds-25-fields.json': { status: 'converted', args: ['--split'], notes: [['', 'info']] },
  '22-content-near-2000-long-descriptions.json': { status: 'converted', args: ['--split'] },
  '23-over-40-components.json': { status: 'converted', args: ['--split'] },
  '24-description-4096-lines.json': { status: 'converted', args: ['--split'] },
  '25-description-4096-one-line.json': { status: 'converted', args: ['--split'] },
  '53-interaction-4-over-limits.json': { status: 'converted', args: ['--split'], notes: [['/data', 'info']] },
  '69-webhook-split-attachments.json': { status: 'converted', args: ['--split'], notes: [['', 'info']] },
  '70-description-4096-thumbnail-footer.json': { status: 'converted', args: ['--split'] },
  '71-interaction-7-over-limits.json': { status: 'converted', args: ['--split'], notes: [['/data', 'info']] },
  '72-yaml-interaction-over-limits.yaml': { status: 'converted', args: ['--split'], notes: [['/data', 'info']] },
};

/** Some inputs with the other layouts. */
const OPTION_CASES: Record<string, Converted> = {
  '01-rich-embed-every-field.json': {
    status: 'converted',
    args: ['--fields', 'inline', '--icons', 'drop', '--rows', 'in-last-container'],
    notes: [
      ['/embeds/0/author/icon_url', 'dropped'],
      ['/embeds/0/footer/icon_url', 'dropped'],
    ],
  },
  '03-four-spaces-several-embeds-rows.json': { status: 'converted', args: ['--rows', 'in-last-container', '--fields', 'inline'] },
  '54-edit-message.json': { status: 'converted', args: ['--edit'], schema: 'MessageEditRequestPartial' },
  '44-message-comments.yaml': { status: 'converted', args: ['--fields', 'inline', '--icons', 'drop'] },
};

describe('the held-out inputs', () => {
  it('all have a case, and there are at least 40', () => {
    const files = readdirSync(INPUTS).sort();
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(CASES).sort()).toEqual(files);
  });

  it('are clean legacy payloads themselves (no lint error), except the list and the modal to refuse', async () => {
    for (const file of readdirSync(INPUTS)) {
      if (file === '40-list-of-payloads.json' || file === '63-modal-input-without-label.json') continue; // an array; a Text Input without its label
      const errors = linter.lintText(readFileSync(path.join(INPUTS, file), 'utf8'), {}, { filePath: file }).messages.filter((m) => m.severity === 2);
      expect(errors, file).toEqual([]);
    }
  });
});

describe.each([
  ['default options', CASES],
  ['--split', SPLIT_CASES],
  ['other layouts', OPTION_CASES],
])('cordlint convert on held-out inputs (%s)', (_, cases) => {
  it.each(Object.entries(cases))('%s', async (file, expected) => {
    const text = readFileSync(path.join(INPUTS, file), 'utf8');
    const args = 'args' in expected ? (expected.args ?? []) : [];
    const run = await runCli(['convert', ...args, file], INPUTS);

    if (expected.status === 'refused') {
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toBe('');
      const reasons = run.stderr.split('\n').slice(1).join('\n');
      expect(reasons).toMatch(expected.reason);
      if (expected.path !== undefined) expect(reasons).toContain(`  ${expected.path}: `);
      const limit = LIMIT.exec(reasons);
      if (limit) expect(Number(limit[1]) - Number(limit[3])).toBe(Number(limit[4]));
      return;
    }
    if (expected.status === 'unchanged') {
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toBe(text);
      return;
    }

    expect(run.code, run.stderr).toBe(0);
    const format = file.endsWith('.json') ? 'json' : 'yaml';
    const inputs = parseAll(text, format);
    const outputs = parseAll(run.stdout, format);

    const report = await runCli(['convert', ...args, '--report', '--report-format', 'json', file], INPUTS);
    const notes = (JSON.parse(report.stdout) as { notes: { path: string; kind: string }[] }[])[0]!.notes;
    for (const [pointer, kind] of expected.notes ?? []) {
      expect(notes.map((n) => [n.path, n.kind]), `${pointer} ${kind}`).toContainEqual([pointer, kind]);
    }
    const dropped = notes.filter((n) => n.kind === 'dropped').map((n) => n.path);

    for (const input of inputs) expectKept(input, outputs, dropped);
    expectEnvelopes(inputs, outputs, notes.map((n) => n.path));
    expectWithinLimits(outputs);

    // `cordlint lint` on what was written: no error.
    const linted = linter.lintText(run.stdout, {}, { filePath: `converted.${format}` });
    expect(linted.messages.filter((m) => m.severity === 2), run.stdout).toEqual([]);

    if (openApiPath) {
      outputs.forEach((payload, k) => {
        const name = schemaFor(outputs, k, expected.schema);
        const validate = officialSchema(name);
        const ok = validate(payload);
        expect(ok ? [] : validate.errors, `${name}: ${JSON.stringify(payload)}`).toEqual([]);
      });
    }
  });
});

describe('formats', () => {
  const convertFile = async (file: string, args: string[] = []) => {
    const run = await runCli(['convert', ...args, file], INPUTS);
    expect(run.code, run.stderr).toBe(0);
    return run.stdout;
  };

  it.each([
    ['02-release-tabs.json', '\t'],
    ['17-modal-tabs.json', '\t'],
    ['03-four-spaces-several-embeds-rows.json', '    '],
    ['01-rich-embed-every-field.json', '  '],
    ['14-modal-callback-9.json', '  '],
  ])('JSON comes out indented as %s was', async (file, unit) => {
    const out = await convertFile(file);
    expect(out.startsWith(`{\n${unit}"`)).toBe(true);
    for (const line of out.split('\n')) {
      const indent = /^\s*/.exec(line)![0];
      expect(indent.split(unit).join(''), JSON.stringify(line)).toBe('');
    }
  });

  it('a one-line JSON file comes out on one line', async () => {
    const out = await convertFile('04-one-line.json');
    expect(out.trimEnd()).not.toContain('\n');
    expect(out.endsWith('\n')).toBe(true);
  });

  it('CRLF line endings are kept', async () => {
    const out = await convertFile('39-crlf.json');
    expect(out).toContain('\r\n');
    expect(out.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('YAML comes out as YAML, with its comments where they still have a place', async () => {
    for (const [file, c] of Object.entries(CASES)) {
      if (!file.endsWith('.yaml') || c.status !== 'converted') continue;
      const text = readFileSync(path.join(INPUTS, file), 'utf8');
      const out = await convertFile(file);
      expect(out.trimStart().startsWith('{'), file).toBe(false);
      for (const comment of commentsOf(text)) {
        if (c.commentsDropped?.includes(comment)) continue;
        expect(out, `${file}: ${comment}`).toContain(comment);
      }
    }
  });

  it('a comment on a field that becomes another component follows it', async () => {
    const out = await convertFile('44-message-comments.yaml');
    // The footer becomes the subtext line of its Container: its comment stands just above it.
    expect(out).toMatch(/\n {6}# shown small\n {6}- type: 10\n {8}content: -# Scrum bot/);
    expect(out).toContain('content: Standup in 10 minutes, <@&823456789012345678>! # pings the team role\n');
    expect(out).toMatch(/\n {2}# Agenda card\n {2}- type: 17\n {4}accent_color: 0x5865f2 # blurple\n/);
  });

  it('each document of a multi-document YAML file is converted; a V2 one is left as written', async () => {
    const text = readFileSync(path.join(INPUTS, '45-multi-document.yaml'), 'utf8');
    const out = await convertFile('45-multi-document.yaml');
    const docs = parseAllDocuments(out).map((d) => d.toJS() as Json);
    expect(docs).toHaveLength(3);
    expect(docs[0]!.flags).toBe(V2);
    expect(docs[2]!.components[0].type).toBe(18);
    const second = text.split('---\n')[1]!;
    expect(out.split('---\n')[1]).toBe(second);
  });

  it('a multi-document file is not reported as a split message', async () => {
    const run = await runCli(['convert', '45-multi-document.yaml'], INPUTS);
    expect(run.stderr).not.toMatch(/split/);
  });

  it('YAML to JSON with -o', async () => {
    const dir = scratch({ 'in.yaml': readFileSync(path.join(INPUTS, '46-interaction-7.yaml'), 'utf8') });
    const run = await runCli(['convert', 'in.yaml', '-o', 'out.json'], dir);
    expect(run.code, run.stderr).toBe(0);
    const out = JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8'));
    expect(out.type).toBe(7);
    expect(out.data.flags).toBe(V2 | EPHEMERAL);
  });

  it('a timestamp without a time zone is read as UTC, whatever the machine time zone', () => {
    for (const tz of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
      const run = spawnSync(process.execPath, [path.join(ROOT, 'bin/cordlint.js'), 'convert', '57-timestamp-without-zone.json'], {
        cwd: INPUTS,
        encoding: 'utf8',
        env: { ...process.env, TZ: tz, NO_COLOR: '1' },
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout, tz).toContain(`<t:${Date.UTC(2025, 5, 1, 18) / 1000}:f>`);
      expect(run.stdout, tz).toContain(`<t:${Date.UTC(2025, 5, 2) / 1000}:f>`);
    }
  });
});

describe('--write (built CLI)', () => {
  it('writes converted files whole with their mode, leaves refused and V2 files untouched, and sums up', () => {
    const files = [
      '01-rich-embed-every-field.json',
      '02-release-tabs.json',
      '44-message-comments.yaml',
      '45-multi-document.yaml',
      '18-poll.json',
      '47-multi-doc-with-poll.yaml',
      '21-ten-embeds-25-fields.json',
      '34-already-v2.json',
    ];
    const dir = scratch();
    for (const f of files) copyFileSync(path.join(INPUTS, f), path.join(dir, f));
    chmodSync(path.join(dir, '01-rich-embed-every-field.json'), 0o600);
    chmodSync(path.join(dir, '44-message-comments.yaml'), 0o640);
    const before = Object.fromEntries(files.map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));

    const run = spawnSync(process.execPath, [path.join(ROOT, 'bin/cordlint.js'), 'convert', '--write', '.'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('4 files converted, 1 unchanged (already Components V2), 3 refused.\n');
    for (const refused of ['18-poll.json', '47-multi-doc-with-poll.yaml', '21-ten-embeds-25-fields.json']) {
      expect(readFileSync(path.join(dir, refused), 'utf8')).toBe(before[refused]);
      expect(run.stderr).toContain(`${refused} was not converted`);
    }
    expect(readFileSync(path.join(dir, '34-already-v2.json'), 'utf8')).toBe(before['34-already-v2.json']);
    for (const converted of ['01-rich-embed-every-field.json', '02-release-tabs.json', '44-message-comments.yaml', '45-multi-document.yaml']) {
      expect(readFileSync(path.join(dir, converted), 'utf8')).not.toBe(before[converted]);
    }
    expect(statSync(path.join(dir, '01-rich-embed-every-field.json')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, '44-message-comments.yaml')).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir).sort()).toEqual([...files].sort()); // no temporary file left behind

    // A second run finds them all converted.
    const again = spawnSync(process.execPath, [path.join(ROOT, 'bin/cordlint.js'), 'convert', '--write', '01-rich-embed-every-field.json', '45-multi-document.yaml'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('0 files converted, 2 unchanged (already Components V2), 0 refused.\n');
  });
});

// ---------------------------------------------------------------------------------------------

function parseAll(text: string, format: 'json' | 'yaml'): Json[] {
  if (format === 'json') {
    const value = JSON.parse(text.replace(/^\uFEFF/, ''));
    return Array.isArray(value) ? value : [value];
  }
  return parseAllDocuments(text).map((doc) => {
    expect(doc.errors).toEqual([]);
    return doc.toJS() as Json;
  });
}

/** The comments of a YAML text (the lexer knows a `#` inside a quoted string from a comment). */
function commentsOf(yaml: string): string[] {
  return [...new Lexer().lex(yaml)].filter((token) => token.startsWith('#')).map((token) => token.trimEnd());
}

/** Invisible or blank: spacer text that a conversion may leave out. */
const isBlank = (s: string) => /^[\s\u200b-\u200f\u2060\ufeff]*$/.test(s);

interface Leaf {
  pointer: string;
  key: string;
  value: unknown;
}

function leaves(value: unknown, pointer = '', key = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${pointer}/${i}`, String(i)));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, `${pointer}/${k}`, k));
  return [{ pointer, key, value }];
}

/** The message or modal body of a payload. */
const bodyOf = (p: Json): Json => (typeof p.type === 'number' && p.data && typeof p.data === 'object' ? p.data : p);

function objects(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) objects(v, out);
  else if (value && typeof value === 'object') {
    out.push(value as Json);
    for (const v of Object.values(value)) objects(v, out);
  }
  return out;
}

function unixOf(timestamp: string): number {
  const zoned = /T.*(Z|[+-]\d\d:?\d\d)$/i.test(timestamp) || !timestamp.includes('T') ? timestamp : `${timestamp}Z`;
  return Math.floor(Date.parse(zoned) / 1000);
}

/** Every text, url, id, colour, timestamp, component, media url and attachment of `input` is in `outputs`. */
function expectKept(input: Json, outputs: Json[], dropped: string[]): void {
  const outStrings = leaves(outputs)
    .map((l) => l.value)
    .filter((v): v is string => typeof v === 'string');
  const squash = (s: string) => s.replace(/\s+/g, '');
  const objs = objects(outputs);
  // A text cut over several Text Displays (a split) is whole again in their contents, in order.
  const all = squash(objs.filter((o) => o.type === 10).map((o) => o.content).join(''));
  const isDropped = (pointer: string) => dropped.some((d) => pointer === d || pointer.startsWith(`${d}/`));
  const body = bodyOf(input);
  const bodyPointer = body === input ? '' : '/data';

  for (const leaf of leaves(input)) {
    if (isDropped(leaf.pointer)) continue;
    if (typeof leaf.value === 'string') {
      if (leaf.key === 'timestamp') {
        expect(outStrings.join('\n'), leaf.pointer).toContain(`<t:${unixOf(leaf.value)}:f>`);
        continue;
      }
      if (leaf.key === 'type' || isBlank(leaf.value)) continue; // an embed's "rich" type; spacers
      const s = leaf.value.trim();
      const found = outStrings.some((o) => o.includes(s)) || (outputs.length > 1 && all.includes(squash(s)));
      expect(found, `${leaf.pointer}: ${JSON.stringify(leaf.value)}`).toBe(true);
    }
  }

  const embeds: Json[] = Array.isArray(body.embeds) ? body.embeds : [];
  const accents = objs.filter((o) => o.type === 17).map((o) => o.accent_color);
  embeds.forEach((embed, i) => {
    if (isDropped(`${bodyPointer}/embeds/${i}`)) return;
    if (typeof embed.color === 'number') expect(accents, `embeds/${i}/color`).toContain(embed.color);
    for (const media of ['image', 'thumbnail', 'video']) {
      if (embed[media]?.url) expect(mediaUrls(outputs), `embeds/${i}/${media}`).toContain(embed[media].url);
    }
  });

  // Components: message rows are kept as they were; a modal's Text Input becomes a Label.
  const rows: Json[] = Array.isArray(body.components) ? body.components.filter((c: Json) => c.type === 1) : [];
  const isModal = typeof body.title === 'string' && typeof body.custom_id === 'string';
  for (const row of rows) {
    for (const child of row.components ?? []) {
      if (isModal && child.type === 4) {
        const { label, ...rest } = child;
        const labelled = objs.find((o) => o.type === 18 && o.component?.custom_id === child.custom_id);
        expect(labelled, child.custom_id).toBeDefined();
        expect(labelled!.label).toBe(label);
        expect(labelled!.component).toEqual(rest);
        if (row.id !== undefined) expect(labelled!.id).toBe(row.id);
      } else {
        expect(objs, JSON.stringify(child)).toContainEqual(child);
      }
    }
  }

  // Attachments: kept (ids as snowflake strings) and shown by a component.
  const attachments: Json[] = Array.isArray(body.attachments) ? body.attachments : [];
  const outAttachments = outputs.flatMap((p) => bodyOf(p).attachments ?? []);
  for (const attachment of attachments) {
    expect(outAttachments, attachment.filename).toContainEqual({ ...attachment, id: String(attachment.id) });
    expect(mediaUrls(outputs), attachment.filename).toContain(`attachment://${attachment.filename}`);
  }
  for (const embed of embeds) {
    for (const media of ['image', 'thumbnail']) {
      const url: unknown = embed[media]?.url;
      if (typeof url === 'string' && embed[media].description) {
        const item = objs.find((o) => o.media?.url === url);
        expect(item?.description, url).toBe(embed[media].description);
      }
    }
  }
}

/** Envelopes, flag bits and the fields that are not content stay. */
function expectEnvelopes(inputs: Json[], outputs: Json[], notePaths: string[]): void {
  if (inputs.length === outputs.length) {
    inputs.forEach((input, i) => expectEnvelope(input, outputs[i]!, notePaths));
  } else {
    expect(inputs).toHaveLength(1); // a split
    expectEnvelope(inputs[0]!, outputs[0]!, notePaths);
    const inFlags = bodyOf(inputs[0]!).flags ?? 0;
    for (const followUp of outputs.slice(1)) {
      expect(followUp.type, 'a follow-up is a message body').toBeUndefined();
      expect(followUp.flags & inFlags).toBe(inFlags);
      expect(followUp.flags & V2).toBe(V2);
    }
  }
}

function expectEnvelope(input: Json, output: Json, notePaths: string[]): void {
  if (typeof input.type === 'number' && input.data) {
    expect(output.type).toBe(input.type);
    expect(Object.keys(output).sort()).toEqual(Object.keys(input).sort());
  }
  const inBody = bodyOf(input);
  const outBody = bodyOf(output);
  const isModal = typeof inBody.title === 'string' && typeof inBody.custom_id === 'string';
  if (isModal) {
    expect(outBody.custom_id).toBe(inBody.custom_id);
    expect(outBody.title).toBe(inBody.title);
    expect(outBody.flags).toBeUndefined();
    return;
  }
  const inFlags = inBody.flags ?? 0;
  expect(outBody.flags & inFlags, 'other flag bits stay').toBe(inFlags);
  expect(outBody.flags & V2).toBe(V2);
  const prefix = inBody === input ? '' : '/data';
  for (const [key, value] of Object.entries(inBody)) {
    if (['content', 'embeds', 'components', 'flags', 'attachments'].includes(key)) continue;
    if (notePaths.includes(`${prefix}/${key}`) && key === 'allowed_mentions') continue;
    expect(outBody[key], key).toEqual(value);
  }
  if (input.type === 7) {
    expect(outBody.content).toBeNull();
    expect(outBody.embeds).toEqual([]);
  }
}

function expectWithinLimits(outputs: Json[]): void {
  for (const payload of outputs) {
    const body = bodyOf(payload);
    if (typeof body.title === 'string') continue;
    const components = objects(body.components).filter((o) => typeof o.type === 'number');
    expect(components.length).toBeLessThanOrEqual(40);
    const text = components.filter((o) => o.type === 10).reduce((n, o) => n + o.content.length, 0);
    expect(text).toBeLessThanOrEqual(4000);
    for (const display of components.filter((o) => o.type === 10)) expect(display.content.trim()).not.toBe('');
  }
}

function mediaUrls(value: unknown): string[] {
  return objects(value).flatMap((o) => ['media', 'file'].map((k) => o[k]?.url).filter((u): u is string => typeof u === 'string'));
}

/** The official request schema of the k-th payload of a file. */
function schemaFor(outputs: Json[], k: number, override?: string): string {
  const first = outputs[0]!;
  const payload = outputs[k]!;
  if (k > 0 && typeof first.type === 'number' && first.data) return 'IncomingWebhookRequestPartial'; // a follow-up
  if (override) return override;
  if (payload.type === 4) return 'CreateMessageInteractionCallbackRequest';
  if (payload.type === 7) return 'UpdateMessageInteractionCallbackRequest';
  if (payload.type === 9) return 'ModalInteractionCallbackRequest';
  if (typeof payload.title === 'string' && typeof payload.custom_id === 'string') return 'ModalInteractionCallbackRequestData';
  if (['username', 'avatar_url', 'thread_name', 'applied_tags'].some((key) => key in payload)) return 'IncomingWebhookRequestPartial';
  return 'MessageCreateRequest';
}
