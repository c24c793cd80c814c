/**
 * Issue 30.8: `import` under hostile input from the first commit. Designer links and backups of any
 * size and shape (data nested far deeper than any payload, a gzip bomb in a discord.builders hash,
 * a link of megabytes, wrong types anywhere) are each imported or refused with a DesignerInputError
 * that says why; never an internal error, never unbounded memory.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DesignerInputError, importFileText, importLink } from '../../src/designers/index.js';
import { runCli, scratch } from '../cli-helpers.js';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const nested = (n: number) => '{"type":1,"components":['.repeat(n) + '{}' + ']}'.repeat(n);
const discohook = (dataJson: string) => `https://discohook.app/?data=${b64url(dataJson)}`;

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DesignerInputError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('data nested far deeper than any payload', () => {
  it.each([
    ['a Discohook link', () => importLink(discohook(`{"version":"d2","messages":[{"data":{"components":[${nested(20_000)}]}}]}`)), 'the data parameter nests deeper than 64 levels'],
    ['a Discohook link of bare arrays', () => importLink(discohook(`{"version":"d2","messages":[{"data":{"embeds":${'['.repeat(500_000)}${']'.repeat(500_000)}}}]}`)), 'the data parameter nests deeper than 64 levels'],
    ['a backup file', () => importFileText(`{"version":8,"backups":[{"name":"x","messages":[{"data":{"components":[${nested(20_000)}]}}]}]}`, 'b.json'), 'b.json nests deeper than 64 levels'],
    ['Discohook data', () => importFileText(`{"messages":[{"data":{"embeds":[${nested(30_000)}]}}]}`, 'd.json'), 'd.json nests deeper than 64 levels'],
    ['a discord.builders hash (base64)', () => importLink(`https://discord.builders/#${Buffer.from(encodeURIComponent(nested(20_000))).toString('base64')}`), 'the hash nests deeper than 64 levels'],
    ['a discord.builders hash (gzip)', () => importLink(`https://discord.builders/#1$${gzipSync(nested(20_000)).toString('base64')}`), 'the hash nests deeper than 64 levels'],
  ])('%s is refused before it is walked', (_name, run, says) => {
    expect(refusal(run)).toBe(`${says}; no Discord payload does`);
  });

  it('brackets inside strings do not count, and a payload nested as deep as Discord allows imports', () => {
    const deepText = '['.repeat(1000);
    const result = importFileText(JSON.stringify({ messages: [{ data: { content: deepText, components: [{ type: 17, components: [{ type: 9, components: [{ type: 10, content: 'a' }], accessory: { type: 11, media: { url: 'https://a.b/c.png' } } }] }] } }] }), 'ok.json');
    expect(result.messages[0]!.payload.content).toBe(deepText);
  });
});

describe('sizes', () => {
  it('a gzip bomb in a discord.builders hash stops unpacking at 4 MiB', () => {
    const bomb = gzipSync(Buffer.alloc(256 * 1024 * 1024, 0x20)).toString('base64');
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(refusal(() => importLink(`https://discord.builders/#1$${bomb}`))).toBe('the hash unpacks to more than 4 MiB, more than any Discord payload');
  });

  it('a link of megabytes in a file: imported when it holds messages, refused when it holds no JSON', () => {
    const many = JSON.stringify({ version: 'd2', messages: Array.from({ length: 20_000 }, () => ({ data: { content: 'x'.repeat(100) } })) });
    expect(importFileText(discohook(many), 'many.txt').messages).toHaveLength(20_000);
    expect(refusal(() => importFileText(`https://discohook.app/?data=${'A'.repeat(4 * 1024 * 1024 - 40)}`, 'huge.txt'))).toBe('the data parameter does not hold JSON');
  });

  it('the CLI: a deep backup is one clear error, exit 2, no internal error', async () => {
    const root = scratch({ 'deep.json': `{"version":8,"backups":[{"name":"x","messages":[{"data":{"components":[${nested(20_000)}]}}]}]}` });
    const run = await runCli(['import', 'deep.json'], root);
    expect(run.stderr).toBe('cordlint: cannot import deep.json: deep.json nests deeper than 64 levels; no Discord payload does.\n');
    expect(run.code).toBe(2);
  });
});

describe('wrong types anywhere', () => {
  it.each([
    [{ version: 8, backups: 'x' }, 'x.json: a Discohook backup of version 8 has a list of "backups", not a string'],
    [{ version: 8 }, 'x.json: a Discohook backup of version 8 has a list of "backups", not none'],
    [{ version: 3.5, backups: [] }, 'x.json: Discohook backup version 3.5 is not known (1 to 8 are)'],
    [{ version: 99, backups: [] }, 'x.json: Discohook backup version 99 is not known (1 to 8 are)'],
    [{ version: '8', backups: [] }, 'x.json is not a Discohook backup file ({ "version": N, "backups": [...] }) nor Discohook data ({ "messages": [...] })'],
    [[1, 2, 3], 'x.json is not a Discohook backup file ({ "version": N, "backups": [...] }) nor Discohook data ({ "messages": [...] })'],
  ])('%j: refused with what is wrong', (value, says) => {
    expect(refusal(() => importFileText(JSON.stringify(value), 'x.json'))).toBe(says);
  });

  /** Any JSON value, up to `depth` levels, with the keys a designer's data has. */
  function anyValue(random: () => number, depth: number): unknown {
    const keys = ['version', 'backups', 'messages', 'data', 'name', 'components', 'embeds', 'type', 'content', 'fields', 'message', 'accessory', 'items', 'options', 'emoji', '__proto__', 'constructor', 'flags', 'style', 'url'];
    const pick = Math.floor(random() * (depth > 0 ? 9 : 6));
    switch (pick) {
      case 0: return null;
      case 1: return random() < 0.5;
      case 2: return [0, 1, 2, 8, -1, 1e308, 3.5, Number.MAX_SAFE_INTEGER + 2][Math.floor(random() * 8)];
      case 3: return ['', 'x', 'd2', '1$', 'attachment://a.png', '\u0000', '💥'.repeat(3)][Math.floor(random() * 7)];
      case 4: return [];
      case 5: return {};
      case 6:
      case 7: {
        const out: Record<string, unknown> = {};
        for (let i = Math.floor(random() * 5); i > 0; i--) out[keys[Math.floor(random() * keys.length)]!] = anyValue(random, depth - 1);
        return out;
      }
      default: return Array.from({ length: Math.floor(random() * 4) }, () => anyValue(random, depth - 1));
    }
  }

  it('3,000 random shapes of backups and data: each imports or is a DesignerInputError, never another error', () => {
    let seed = 30_8;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    let imported = 0;
    let refused = 0;
    for (let i = 0; i < 3_000; i++) {
      const shape = i % 3 === 0 ? { version: Math.floor(random() * 10), backups: anyValue(random, 5), message: anyValue(random, 4), name: anyValue(random, 1) } : i % 3 === 1 ? { messages: anyValue(random, 5) } : { version: 'd2', messages: [{ data: anyValue(random, 5) }] };
      const text = JSON.stringify(shape);
      for (const run of [() => importFileText(text, 'r.json'), () => importLink(discohook(text))]) {
        try {
          run();
          imported++;
        } catch (error) {
          if (!(error instanceof DesignerInputError)) throw new Error(`${text}: ${(error as Error).stack}`);
          refused++;
        }
      }
    }
    expect(imported).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});
