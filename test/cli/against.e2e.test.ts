import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratch } from '../cli-helpers.js';

const samples = path.resolve(import.meta.dirname, '..', '..', 'samples');

describe('cordlint lint --against', () => {
  it('exits 0 for a fixture that fits, and 1 with both places in the JSON output for one that does not', async () => {
    const ok = await runCli(['lint', '--against', 'valid/modal-choices.json', 'valid/received-event-signup.json'], samples);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    const bad = await runCli(['lint', '--format', 'json', '--against', 'broken/against/fixture-values/sent.json', 'broken/against/fixture-values/fixture.json'], samples);
    expect(bad.code).toBe(1);
    const [result] = JSON.parse(bad.stdout);
    expect(result.messages).toEqual([
      expect.objectContaining({
        ruleId: 'fixture-values',
        severity: 2,
        line: 25,
        column: 20,
        path: '/data/components/1/component/value',
        related: { path: '/components/1/component/options', line: 16, column: 20, filePath: 'broken/against/fixture-values/sent.json' },
      }),
    ]);
  });

  it('lints the fixtures as received interactions, reads one from stdin, and honours --rule', async () => {
    const folder = scratch({
      'sent.yaml': 'custom_id: m\ntitle: T\ncomponents:\n  - type: 18\n    label: Name\n    component: { type: 4, custom_id: name, style: 1 }\n',
    });
    const fixture = 'type: 5\nid: 7\ndata: { custom_id: m, components: [] }\n';
    const out = await runCli(['lint', '--format', 'json', '--against', 'sent.yaml', '--stdin-filename', 'f.yaml', '-'], folder, fixture);
    expect(out.code).toBe(1);
    const ids = JSON.parse(out.stdout)[0].messages.map((m: { ruleId: string }) => m.ruleId);
    expect(ids).toContain('fixture-unanswered');
    expect(ids).toContain('received-interaction-fields'); // id 7 is no snowflake string: linted as a received interaction
    const off = await runCli(['lint', '--against', 'sent.yaml', '--rule', 'fixture-unanswered:off', '--rule', 'received-interaction-fields:off', '-'], folder, fixture);
    expect(off).toMatchObject({ code: 0, stdout: '' });
  });

  it('skips SENT when it is in a folder of fixtures, and reports a file that is no interaction', async () => {
    const folder = scratch({
      'fixtures/modal.json': JSON.stringify({ custom_id: 'm', title: 'T', components: [{ type: 18, label: 'N', component: { type: 4, custom_id: 'n', style: 1 } }] }),
    });
    const out = await runCli(['lint', '--format', 'json', '--against', 'fixtures/modal.json', 'fixtures'], folder);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('No files matched');
    const asFixture = await runCli(['lint', '--format', 'json', '--against', 'fixtures/modal.json', 'fixtures/modal.json'], folder);
    expect(asFixture.code).toBe(1);
    expect(JSON.parse(asFixture.stdout)[0].messages[0]).toMatchObject({ ruleId: 'received-interaction-fields', path: '', line: 1, column: 1 });
  });

  it('exits 2 with a clear message when SENT is missing, broken or holds no message or modal', async () => {
    const folder = scratch({ 'f.json': '{"type": 3, "data": {"custom_id": "x", "component_type": 2}}', 'bad.json': '{"flags": ', 'none.json': '{"type": 3, "data": {"custom_id": "x", "component_type": 2}}' });
    const missing = await runCli(['lint', '--against', 'nope.json', 'f.json'], folder);
    expect(missing).toMatchObject({ code: 2, stderr: 'cordlint: --against nope.json: no such file.\n' });
    const broken = await runCli(['lint', '--against', 'bad.json', 'f.json'], folder);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^cordlint: --against bad\.json: .*line 1, column \d+\)\.\n$/);
    const none = await runCli(['lint', '--against', 'none.json', 'f.json'], folder);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('holds no message, modal or interaction response');
  });
});

describe('cordlint lint --against --format sarif', () => {
  it('puts the related place in SENT\'s file', async () => {
    const out = await runCli(['lint', '--format', 'sarif', '--against', 'broken/against/fixture-values/sent.json', 'broken/against/fixture-values/fixture.json'], samples);
    expect(out.code).toBe(1);
    const [result] = JSON.parse(out.stdout).runs[0].results;
    expect(result.locations[0].physicalLocation.artifactLocation.uri).toMatch(/fixture-values\/fixture\.json$/);
    expect(result.relatedLocations[0].physicalLocation.artifactLocation.uri).toMatch(/fixture-values\/sent\.json$/);
    expect(result.relatedLocations[0].physicalLocation.region).toEqual({ startLine: 16, startColumn: 20 });
  });
});
