/** Rules created once per run (`createOnce` + `before`) beside rules created per payload (`create`). */
import { describe, expect, it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Cordlint, defineRule, Linter, type Rule } from '../../src/index.js';

/** Lints `text` as a file of that name in a run with these extra rules (one rule list for the run, as a run lints many files). */
async function lintFileText(name: string, text: string, project: Cordlint) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cordlint-once-')), name);
  writeFileSync(file, text);
  return (await project.lintFiles([file])).results[0]!;
}

function projectWith(extraRules: readonly Rule[]): Cordlint {
  return new Cordlint({ extraRules, configLookup: false, baseline: false });
}
import type { JsonPath } from '../../src/types.js';

const linter = new Linter();

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
    const first = linter.lintText(twoPayloads, { extraRules: [onceUnique] }, { filePath: 'list.json' });
    // The two payloads of the list share a custom_id; each payload is judged alone, so nothing is reported.
    expect(first.messages.filter((m) => m.ruleId === 'team/once-unique')).toEqual([]);
    expect(surfaces).toEqual(['message', 'message']);
    const doubled = '{ "components": [{ "type": 1, "components": [\n' + '{ "type": 2, "style": 1, "label": "A", "custom_id": "x" },\n'.repeat(2).slice(0, -2) + '\n] }] }';
    const second = linter.lintText(doubled, { extraRules: [onceUnique] }, { filePath: 'one.json' });
    expect(second.messages.filter((m) => m.ruleId === 'team/once-unique').map((m) => [m.path, m.line])).toEqual([['/components/0/components/1/custom_id', 3]]);
    // One creation per resolved rule list: each lintText call resolves its own list.
    expect(created).toBe(2);
  });

  it('are created once per rule list also when the fast path runs a shorter list on clean payloads', async () => {
    let created = 0;
    const seen: string[] = [];
    const acrossPayloads = defineRule({
      meta: { id: 'team/across', description: 'remembers every payload', severity: 'warn', source: 'test' },
      createOnce(context) {
        created++;
        return {
          payload() {
            seen.push(context.envelope.surface);
            if (seen.length === 3) context.report({ path: [], message: 'third payload' });
          },
        };
      },
    });
    const project = projectWith([acrossPayloads]);
    const clean = JSON.stringify({ content: 'hello' });
    const broken = JSON.stringify({ content: 'x'.repeat(2001) });
    const results = [];
    for (const [name, text] of [['a.json', clean], ['b.json', broken], ['c.json', clean]] as const) {
      results.push(await lintFileText(name, text, project));
    }
    expect(created).toBe(1);
    expect(seen).toEqual(['message', 'message', 'message']);
    expect(results[2]!.messages.map((m) => m.ruleId)).toEqual(['team/across']);
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
    const result = linter.lintText(twoPayloads, { extraRules: [perPayload] }, { filePath: 'list.json' });
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
    const result = linter.lintText('{ "content": "hi", "components": [{ "type": 1, "components": [] }] }', { extraRules: [broken] }, { filePath: 'm.json' });
    expect(result.messages.map((m) => m.ruleId).sort()).toEqual(['action-row-components', 'team/broken']);
    expect(result.messages.find((m) => m.ruleId === 'team/broken')!.message).toContain('Rule team/broken failed to start (boom)');
  });
});
