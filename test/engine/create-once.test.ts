/** Rules created once per run (`createOnce` + `before`) beside rules created per payload (`create`). */
import { describe, expect, it } from 'vitest';
import { defineRule, lintText } from '../../src/index.js';
import type { JsonPath } from '../../src/types.js';

const twoPayloads = JSON.stringify([
  { content: 'a', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'A', custom_id: 'same' }] }] },
  { content: 'b', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'B', custom_id: 'same' }] }] },
]);

describe('createOnce rules', () => {
  it('are created once per rule list, reset per payload in before(), and read the current envelope', async () => {
    let created = 0;
    const surfaces: string[] = [];
    const onceUnique = defineRule({
      meta: { id: 'team/once-unique', description: 'custom_ids unique per payload', severity: 'error', source: 'test' },
      createOnce(context) {
        created++;
        let seen = new Set<string>();
        return {
          before() {
            seen = new Set();
            surfaces.push(context.envelope.surface);
          },
          Button(node) {
            const id = node.value.custom_id as string;
            if (seen.has(id)) context.report({ path: [...node.path, 'custom_id'], message: 'again' });
            seen.add(id);
          },
        };
      },
    });
    const first = await lintText(twoPayloads, { filePath: 'list.json', extraRules: [onceUnique] });
    // The two payloads of the list share a custom_id; each payload is judged alone, so nothing is reported.
    expect(first.messages.filter((m) => m.ruleId === 'team/once-unique')).toEqual([]);
    expect(surfaces).toEqual(['message', 'message']);
    const doubled = '{ "components": [{ "type": 1, "components": [\n' + '{ "type": 2, "style": 1, "label": "A", "custom_id": "x" },\n'.repeat(2).slice(0, -2) + '\n] }] }';
    const second = await lintText(doubled, { filePath: 'one.json', extraRules: [onceUnique] });
    expect(second.messages.filter((m) => m.ruleId === 'team/once-unique').map((m) => [m.path, m.line])).toEqual([['/components/0/components/1/custom_id', 3]]);
    // One creation per resolved rule list: each lintText call resolves its own list.
    expect(created).toBe(2);
  });

  it('run beside create() rules, whose per-payload closures still start fresh for each payload', async () => {
    const paths: JsonPath[] = [];
    const perPayload = defineRule({
      meta: { id: 'team/per-payload', description: 'counts buttons', severity: 'warn', source: 'test' },
      create(context) {
        let buttons = 0;
        return {
          Button(node) {
            buttons++;
            paths.push(node.path);
          },
          payloadExit() {
            context.report({ path: [], message: `${buttons} button(s)` });
          },
        };
      },
    });
    const result = await lintText(twoPayloads, { filePath: 'list.json', extraRules: [perPayload] });
    expect(result.messages.filter((m) => m.ruleId === 'team/per-payload').map((m) => [m.path, m.message])).toEqual([
      ['/0', '1 button(s)'],
      ['/1', '1 button(s)'],
    ]);
    expect(paths).toEqual([
      ['components', 0, 'components', 0],
      ['components', 0, 'components', 0],
    ]);
  });

  it('a createOnce rule that throws when created becomes a finding on every payload, and the others still run', async () => {
    const broken = defineRule({
      meta: { id: 'team/broken', description: 'throws', severity: 'error', source: 'test' },
      createOnce() {
        throw new Error('boom');
      },
    });
    const result = await lintText('{ "content": "hi", "components": [{ "type": 1, "components": [] }] }', { filePath: 'm.json', extraRules: [broken] });
    expect(result.messages.map((m) => m.ruleId).sort()).toEqual(['action-row-components', 'team/broken']);
    expect(result.messages.find((m) => m.ruleId === 'team/broken')!.message).toContain('Rule team/broken failed to start (boom)');
  });
});
