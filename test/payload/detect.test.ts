import { describe, expect, it } from 'vitest';
import { detectKind, envelopeOf } from '../../src/payload/detect.js';

describe('detectKind', () => {
  it.each([
    ['a message body', { content: 'hi' }, 'message'],
    ['a webhook body', { username: 'Bot', embeds: [] }, 'message'],
    ['modal data', { custom_id: 'm', title: 'T', components: [] }, 'modal'],
    ['a message callback (type 4 with data)', { type: 4, data: { content: 'x' } }, 'interaction-response'],
    ['an update callback (type 7 with data)', { type: 7, data: { components: [] } }, 'interaction-response'],
    ['a modal callback (type 9 with data)', { type: 9, data: { custom_id: 'm', title: 'T', components: [] } }, 'interaction-response'],
    ['a deferred callback (type 5 with flags)', { type: 5, data: { flags: 64 } }, 'interaction-response'],
    ['a pong (type 1 with data)', { type: 1, data: {} }, 'interaction-response'],
    ['a Text Input (type 4 without data)', { type: 4, custom_id: 't', style: 1 }, 'component'],
    ['a Section (type 9 without data)', { type: 9, components: [], accessory: {} }, 'component'],
    ['a Mentionable Select (type 7 without data)', { type: 7, custom_id: 'm' }, 'component'],
    ['a received component interaction', { type: 3, data: { custom_id: 'b', component_type: 2 } }, 'received-interaction'],
    ['a received modal submit', { type: 5, data: { custom_id: 'm', components: [] } }, 'received-interaction'],
    ['a received command (type 2 with data and a token)', { type: 2, id: '1', token: 't', data: { name: 'ping' } }, 'received-interaction'],
    ['a received modal submit without custom_id (type 5 with data and application_id)', { type: 5, application_id: '1', data: { components: [] } }, 'received-interaction'],
    ['a bare deferred update (type 6 alone)', { type: 6 }, 'interaction-response'],
    ['a bare PREMIUM_REQUIRED (type 10 alone)', { type: 10 }, 'interaction-response'],
    ['a bare pong (type 1 alone)', { type: 1 }, 'interaction-response'],
    ['a bare type 4 (official-facts.md: type 4 without data is a component)', { type: 4 }, 'component'],
    ['a bare type 5 (a deferred response needs no data)', { type: 5 }, 'interaction-response'],
    ['a bare type 6 (a deferred update needs no data)', { type: 6 }, 'interaction-response'],
    ['a type that is no callback type, alone (a Container)', { type: 17 }, 'component'],
    ['nothing known', { hello: 'world' }, undefined],
  ])('%s', (_name, value, kind) => {
    expect(detectKind(value as Record<string, unknown>)).toBe(kind);
  });
});

describe('envelopeOf', () => {
  it('finds the message body and mode inside a callback, keeping other flag bits', () => {
    const envelope = envelopeOf({ type: 4, data: { flags: 32768 | 64, components: [] } }, 'interaction-response', 'detected');
    expect(envelope).toMatchObject({ surface: 'message', mode: 'v2', bodyPath: ['data'], callbackType: 4 });
  });

  it('treats a modal callback as a modal surface, and a message without the flag as legacy', () => {
    expect(envelopeOf({ type: 9, data: { title: 'T' } }, 'interaction-response', 'detected')).toMatchObject({ surface: 'modal', mode: 'none' });
    expect(envelopeOf({ flags: 4 }, 'message', 'detected')).toMatchObject({ surface: 'message', mode: 'legacy', bodyPath: [] });
  });
});
