/** Envelopes: message bodies, webhook bodies, interaction responses, lists; already-V2 and non-convertible payloads. */
import { describe, expect, it } from 'vitest';
import { convert } from '../../src/convert/index.js';
import { converted, convertedOne, expectValid, refused, TD } from './helpers.js';

const ROW = { type: 1, components: [{ type: 2, style: 1, label: 'Again', custom_id: 'again' }] };

describe('envelopes', () => {
  it('converts a webhook body, keeping username, avatar_url and thread_name', async () => {
    const out = convertedOne({ username: 'Feed', avatar_url: 'https://cdn.example.com/a.png', thread_name: 'News', content: 'Posted' });
    expect(out).toEqual({ username: 'Feed', avatar_url: 'https://cdn.example.com/a.png', thread_name: 'News', flags: 32768, components: [TD('Posted')] });
    await expectValid(out);
  });

  it('converts the data of a type 4 response, keeping the envelope and the EPHEMERAL bit', async () => {
    const out = convertedOne({ type: 4, data: { flags: 64, content: 'Only you', components: [ROW] } });
    expect(out).toEqual({ type: 4, data: { flags: 64 | 32768, components: [TD('Only you'), ROW] } });
    await expectValid(out);
  });

  it('clears content and embeds of a type 7 response (it edits the message)', async () => {
    const out = convertedOne({ type: 7, data: { embeds: [{ description: 'Updated' }], components: [ROW] } });
    expect(out).toEqual({ type: 7, data: { content: null, embeds: [], flags: 32768, components: [{ type: 17, components: [TD('Updated')] }, ROW] } });
    await expectValid(out);
  });

  it('converts a modal callback (type 9)', async () => {
    const out = convertedOne({
      type: 9,
      data: { custom_id: 'm', title: 'Name', components: [{ type: 1, components: [{ type: 4, custom_id: 'n', style: 1, label: 'Your name' }] }] },
    });
    expect(out).toEqual({ type: 9, data: { custom_id: 'm', title: 'Name', components: [{ type: 18, label: 'Your name', component: { type: 4, custom_id: 'n', style: 1 } }] } });
    await expectValid(out);
  });

  it('returns other callback types unchanged', () => {
    for (const payload of [{ type: 5, data: { flags: 64 } }, { type: 6, data: null }, { type: 8, data: { choices: [] } }]) {
      expect(convert(payload)).toMatchObject({ status: 'unchanged', payloads: [payload], reason: expect.stringContaining('carries no components') });
    }
  });

  it('returns an already-V2 message, response or modal unchanged (the same object)', () => {
    const v2 = { flags: 32768, components: [TD('Hi')] };
    const response = { type: 4, data: { flags: 32768 | 64, components: [TD('Hi')] } };
    const modal = { custom_id: 'm', title: 'T', components: [{ type: 18, label: 'L', component: { type: 4, custom_id: 'x', style: 1 } }] };
    for (const payload of [v2, response, modal]) {
      const result = convert(payload);
      expect(result.status).toBe('unchanged');
      expect(result.status === 'unchanged' && result.payloads[0]).toBe(payload);
    }
  });

  it('returns received interactions and lone components unchanged, saying why', () => {
    expect(convert({ type: 3, data: { custom_id: 'x', component_type: 2 } })).toMatchObject({ status: 'unchanged', reason: expect.stringContaining('Discord sends') });
    expect(convert(ROW)).toMatchObject({ status: 'unchanged', reason: expect.stringContaining('single component') });
  });

  it('refuses what is not a payload', () => {
    expect(refused([1] as unknown)).toMatchObject({ path: '/0', reason: expect.stringContaining('a payload is an object') });
    expect(refused('text')).toMatchObject({ path: '', reason: expect.stringContaining('the string "text"') });
    expect(refused({ hello: 1 }).reason).toContain('not a recognisable payload');
  });

  it('converts a list element by element (the output of --split converts to itself)', () => {
    const list = [{ content: 'A' }, { flags: 32768, components: [TD('B')] }];
    const result = converted(list);
    expect(result.payloads).toEqual([{ flags: 32768, components: [TD('A')] }, list[1]]);
    expect(convert(result.payloads)).toMatchObject({ status: 'unchanged' });
  });

  it('gives notes of list elements their index in the path, and refuses the list when one element is refused', () => {
    const result = converted([{ content: 'ok' }, { embeds: [{ description: 'x', author: { name: 'A', icon_url: 'https://cdn.example.com/a.png' } }] }]);
    expect(result.notes.map((n) => n.path)).toEqual(['/1/embeds/0/author/icon_url']);
    expect(refused([{ content: 'ok' }, { content: 'x', poll: {} }]).path).toBe('/1/poll');
  });

  it('takes --kind to force the payload kind', () => {
    expect(convertedOne({ content: 'x', title: 'not a modal', custom_id: 'y' }, { kind: 'message' })).toEqual({
      flags: 32768,
      components: [TD('x')],
      title: 'not a modal',
      custom_id: 'y',
    });
  });
});
