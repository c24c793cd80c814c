/**
 * The playground's link state (site/src/state.ts) under hostile links (issue 30 item 8): a link is
 * a few kilobytes of anyone's making, and the page must start fresh rather than unpack gigabytes.
 */
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeState, encodeState, inflateAtMost, MAX_STATE_BYTES, STATE_PREFIX } from '../../site/src/state.js';

const base64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('the playground link state', () => {
  it('gives back what it encoded', async () => {
    const state = { text: '{"content":"hi"}', format: 'json' as const, kind: 'message', destination: 'webhook', answer: '{"code":50035}' };
    expect(await decodeState(await encodeState(state))).toEqual(state);
  });

  it('starts fresh on a deflate bomb: 256 MiB of zeros in a link of a few hundred kilobytes', async () => {
    const bomb = deflateRawSync(Buffer.alloc(256 * 1024 * 1024, 0x20));
    expect(bomb.byteLength).toBeLessThan(512 * 1024);
    expect(await decodeState(`${STATE_PREFIX}${base64Url(bomb)}`)).toBeUndefined();
    // Stopped at the limit, not after inflating the whole.
    expect(await inflateAtMost(new Uint8Array(bomb), MAX_STATE_BYTES)).toBeUndefined();
  });

  it('reads a state just under the limit', async () => {
    const text = 'x'.repeat(MAX_STATE_BYTES - 200);
    const link = `${STATE_PREFIX}${base64Url(deflateRawSync(Buffer.from(JSON.stringify({ text }))))}`;
    expect((await decodeState(link))?.text).toHaveLength(text.length);
  });

  it.each([
    ['not base64', `${STATE_PREFIX}%%%`],
    ['not deflate', `${STATE_PREFIX}${base64Url(Buffer.from('plain text'))}`],
    ['not JSON', `${STATE_PREFIX}${base64Url(deflateRawSync(Buffer.from('{nope')))}`],
    ['JSON of the wrong shape', `${STATE_PREFIX}${base64Url(deflateRawSync(Buffer.from('{"text":5}')))}`],
    ['a list', `${STATE_PREFIX}${base64Url(deflateRawSync(Buffer.from('[1,2]')))}`],
    ['another fragment', '#heading'],
  ])('starts fresh on a link that is %s', async (_name, hash) => {
    expect(await decodeState(hash)).toBeUndefined();
  });

  it('keeps only known pickers from a link', async () => {
    const link = `${STATE_PREFIX}${base64Url(deflateRawSync(Buffer.from(JSON.stringify({ text: 'a', format: '<script>', kind: 5, destination: null, answer: {} }))))}`;
    expect(await decodeState(link)).toEqual({ text: 'a', format: 'auto', kind: '', destination: '', answer: '' });
  });
});
