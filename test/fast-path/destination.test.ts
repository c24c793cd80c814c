/**
 * The fast path with a destination (the guard's case: every request names one): the same findings
 * with it on and off for every destination and request setting, on generated corpora and their
 * mutations; the destination rules are the ones whose source reads the destination; and a clean
 * message with a destination does skip the covered rules.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Linter, type LinterConfig } from '../../src/linter/linter.js';
import { COVERED_RULE_IDS, DESTINATION_RULE_IDS } from '../../src/linter/rules-to-run.js';
import { DESTINATIONS, type AttachmentFiles } from '../../src/payload/destination.js';
import { generateCorpus } from '../../bench/generate.mjs';
import { generateVariedCorpus } from '../../bench/generate-varied.mjs';
import { withMutations } from './mutations.js';
import { payloadFiles } from './payload-files.js';

const root = path.resolve(import.meta.dirname, '../..');
const linter = new Linter();
const fullLinter = new Linter({ fastPath: false });

const attachments: AttachmentFiles = {
  shownDir: '.',
  configured: true,
  maxSize: 10 * 1024 * 1024,
  lookup: (name) => (name === 'chart.png' ? { shownPath: name, size: 1000 } : { shownPath: name }),
};

/** Every destination, with and without a forced kind, and the other request settings a config or the guard gives. */
const CONFIGS: LinterConfig[] = [
  ...DESTINATIONS.map((destination): LinterConfig => ({ destination })),
  ...DESTINATIONS.map((destination): LinterConfig => ({ destination, kind: 'message' })),
  { destination: 'webhook', withComponents: true },
  { destination: 'webhook', channel: 'forum' },
  { destination: 'app-webhook', channel: 'media', kind: 'message' },
  { destination: 'channel-message', attachments },
  { destination: 'message-edit', attachments, kind: 'message' },
  { attachments },
  { channel: 'forum' },
];

function bothWays(text: string, config: LinterConfig): [unknown, unknown] {
  return [linter.lintText(text, config, 'payload.json'), fullLinter.lintText(text, config, 'payload.json')];
}

/** The rules whose visitors ran on one lint. */
function rulesRun(text: string, config: LinterConfig, fastPath = true): Set<string> {
  const times = new Map<string, number>();
  new Linter({ fastPath, ruleTimes: times }).lintText(text, config, 'payload.json');
  return new Set(times.keys());
}

describe('the fast path with a destination', () => {
  it('lists as destination rules exactly the covered rules whose source reads the destination or the delivery', () => {
    const reading = [...COVERED_RULE_IDS].filter((id) => {
      let source: string;
      try {
        source = readFileSync(path.join(root, 'rules', `${id}.ts`), 'utf8');
      } catch {
        return false; // a rule with no module of its own (the loader's) reads no envelope
      }
      return /payload\/destination\.js'|\.(destination|delivery)\b|\{[^}]*\b(destination|delivery)\b[^}]*\}\s*=\s*(context\.)?envelope/.test(source);
    });
    expect(new Set(reading)).toEqual(DESTINATION_RULE_IDS);
    for (const id of DESTINATION_RULE_IDS) expect(COVERED_RULE_IDS.has(id), id).toBe(true);
  });

  it.each([
    ['plain', generateCorpus],
    ['varied', generateVariedCorpus],
  ] as const)('gives the same findings on and off for every destination, on a generated corpus (%s) and its mutations', (_, generate) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-fast-path-destination-'));
    const files = generate(folder, 15, 17);
    let compared = 0;
    let found = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const variants = withMutations(text);
      for (const variant of new Set(variants)) {
        for (const config of CONFIGS) {
          const [fast, full] = bothWays(variant, config);
          expect(fast, `${path.basename(file)} with ${JSON.stringify({ ...config, attachments: config.attachments ? '...' : undefined })}`).toEqual(full);
          compared++;
          if ((full as { messages: unknown[] }).messages.length > 0) found++;
        }
      }
    }
    expect(compared).toBeGreaterThan(4_000);
    // The destinations must change verdicts, or the comparison proves little.
    expect(found).toBeGreaterThan(compared / 4);
  }, 300_000);

  it('gives the same findings on and off for the repository samples sent to every destination', () => {
    const samples = payloadFiles(path.join(root, 'samples'));
    expect(samples.length).toBeGreaterThan(10);
    for (const file of samples) {
      const text = readFileSync(file, 'utf8');
      const name = path.relative(root, file);
      for (const config of CONFIGS) {
        const [fast, full] = bothWays(text, config);
        expect(fast, `${name} with ${config.destination}`).toEqual(full);
      }
    }
  }, 300_000);

  it('runs no covered rule on the guard test typical message sent to a channel: its flags are settable there, and it names no attachment', () => {
    const text = readFileSync(path.join(root, 'test/guard/typical-message.json'), 'utf8');
    const config: LinterConfig = { destination: 'channel-message', kind: 'message' };
    expect(linter.lintText(text, config).messages).toEqual([]);
    const fast = rulesRun(text, config);
    expect(fast.has('message-flags')).toBe(false);
    expect(fast.has('attachment-file')).toBe(false);
    expect(fast.has('schema')).toBe(false);
    expect(fast.has('custom-id-unique')).toBe(false);
    const full = rulesRun(text, config, false);
    expect(full.has('schema')).toBe(true);
    expect(full.has('custom-id-unique')).toBe(true);
  });

  it('runs message-flags on a clean message whose flags the destination does not take, and it reports them', () => {
    const body = JSON.parse(readFileSync(path.join(root, 'test/guard/typical-message.json'), 'utf8')) as { flags: number };
    const text = JSON.stringify({ ...body, flags: body.flags | 64 });
    for (const [destination, reported] of [['channel-message', true], ['app-webhook', true], ['message-edit', true], ['interaction-response', false], ['follow-up', false]] as const) {
      const config: LinterConfig = { destination, kind: 'message' };
      if (reported) expect(rulesRun(text, config).has('message-flags'), destination).toBe(true);
      const [fast, full] = bothWays(text, config);
      expect(fast, destination).toEqual(full);
      expect((fast as { messages: { ruleId: string; path: string }[] }).messages.map((m) => [m.ruleId, m.path]), destination).toEqual(reported ? [['message-flags', '/flags']] : []);
    }
  });

  it('leaves the fast path off where an edit makes a flagless body Components V2', () => {
    const body = { components: [{ type: 10, content: 'edited' }] };
    const text = JSON.stringify(body);
    expect(rulesRun(text, { destination: 'message-edit' }).has('schema')).toBe(true);
    const [fast, full] = bothWays(text, { destination: 'message-edit' });
    expect(fast).toEqual(full);
    // A forced kind other than the detected one takes every rule too.
    expect(rulesRun(JSON.stringify({ type: 10, content: 'hi' }), { kind: 'message', destination: 'channel-message' }).has('schema')).toBe(true);
  });
});
