import { describe, expect, it } from 'vitest';
import { Linter } from '../../src/index.js';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

const linter = new Linter();

describe('payload-kind', () => {
  it('reports a top level that is not an object', async () => {
    expectFindings(await lintInline('[1, 2]'), 'payload-kind', [{ path: '', line: 1, column: 1, message: 'The top level is an array' }]);
    expectFindings(await lintInline('"text"'), 'payload-kind', [{ path: '', message: 'a string' }]);
  });

  it('lints a list of payloads (what convert --split writes) element by element, with paths and lines in the list', async () => {
    const list = `[
  { "content": "First message" },
  { "flags": 32768, "components": [{ "type": 10, "content": "" }] },
  { "type": 9, "data": { "custom_id": "m", "title": "Modal", "components": [{ "type": 10, "content": "x" }] } }
]`;
    const messages = await lintInline(list);
    expectClean(messages, 'payload-kind');
    // The empty Text Display of the second message, found where it is in the list.
    expect(messages.filter((m) => m.severity === 2).map((m) => [m.path, m.line])).toEqual([['/1/components/0/content', 3]]);
    expect(messages.find((m) => m.path === '/1/components/0/content')!.column).toBe(61);
  });

  it('offers the fixes of a payload in a list at the right place', async () => {
    const list = `[
  { "content": "x" },
  { "custom_id": "m", "title": "T", "components": [{ "type": 1, "components": [{ "type": 4, "custom_id": "a", "style": 1, "label": "A" }] }] }
]`;
    // The row-to-Label fix is unsafe: applied with unsafeFixes (--unsafe-fixes).
    const result = linter.lintText(list, {}, { filePath: 'list.json', fix: true, unsafeFixes: true });
    expect(JSON.parse(result.output!)[1].components).toEqual([{ type: 18, label: 'A', component: { type: 4, custom_id: 'a', style: 1 } }]);
  });

  it('still reports a list of components, or a list with something that is no payload', async () => {
    expectFindings(await lintInline([{ type: 10, content: 'a component' }]), 'payload-kind', [
      { path: '', line: 1, column: 1, message: 'The top level is an array; a payload is an object (a message, a modal, an interaction response or one component). This list holds components: put it in a message, { "flags": 32768, "components": [...] }' },
    ]);
    expectFindings(await lintInline([{ content: 'x' }, 'text']), 'payload-kind', [{ path: '', message: 'The top level is an array' }]);
    expectFindings(await lintInline('[]'), 'payload-kind', [{ path: '', message: 'The top level is an array' }]);
  });

  it('reports an object of no known kind and suggests --kind', async () => {
    expectFindings(await lintInline('hello: world\n', { format: 'yaml' }), 'payload-kind', [{ path: '', line: 1, column: 1, message: '--kind' }]);
  });

  it('accepts every kind it recognises', async () => {
    for (const payload of [
      { content: 'message' },
      { custom_id: 'm', title: 'Modal', components: [{ type: 10, content: 'x' }] },
      { type: 4, data: { content: 'callback' } },
      { type: 9, data: { custom_id: 'm', title: 'Modal', components: [{ type: 10, content: 'x' }] } },
      { type: 4, custom_id: 'text-input', style: 1 },
      { type: 3, data: { custom_id: 'pressed', component_type: 2 } },
    ]) {
      expectClean(await lintInline(payload), 'payload-kind');
    }
  });
  it('says which type does not fit when an object with data has a type that is no callback type', async () => {
    const messages = await lintInline('{\n  "type": 11,\n  "data": { "content": "Hi" }\n}\n');
    expectFindings(messages, 'payload-kind', [{ path: '/type', line: 2, column: 11, message: '"type" is 11, which is no interaction callback type (1, 4, 5, 6, 7, 8, 9, 10 or 12)' }]);
    expect(messages[0]!.message).not.toContain('none of the fields');
    // A received component interaction without data.custom_id is told what it lacks.
    expectFindings(await lintInline({ type: 3, data: { component_type: 2 } }), 'payload-kind', [{ path: '/type', line: 2, message: 'lacks' }]);
  });
  it('takes a modal that lacks its title or custom_id for a modal, so that the missing field is what is reported', async () => {
    const noTitle = await lintInline('custom_id: feedback\ncomponents:\n  - type: 18\n    label: Feedback\n    component: {type: 4, custom_id: text, style: 2}\n', { format: 'yaml' });
    expect(noTitle.map((m) => [m.ruleId, m.path, m.line, m.column])).toEqual([['schema', '', 1, 1]]);
    expect(noTitle[0]!.message).toContain('The modal is missing the required field "title"');
    const noCustomId = await lintInline({ title: 'Feedback', components: [{ type: 10, content: 'Hi' }] });
    expect(noCustomId.map((m) => [m.ruleId, m.path, m.message.slice(0, 60)])).toEqual([['schema', '', 'The modal is missing the required field "custom_id". Add it:']]);
    // A message that carries a stray custom_id stays a message.
    expectClean(await lintInline({ content: 'Hi', custom_id: 'x', components: [] }), 'schema');
  });
  it('tells an interaction response without its type to add one', async () => {
    expectFindings(await lintInline({ data: { flags: 32768, components: [{ type: 10, content: 'Hi' }] } }), 'payload-kind', [
      { path: '', line: 1, column: 1, message: 'has "data" but no "type"' },
    ]);
  });
});
