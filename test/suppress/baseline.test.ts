import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, runCli, scratch, write } from '../cli-helpers.js';

// A legacy message with a V2 component (v2-requires-flag) and a duplicated custom_id (custom-id-unique).
const message = `{
  "components": [
    { "type": 10, "content": "Vote" },
    { "type": 1, "components": [
      { "type": 2, "style": 1, "label": "Yes", "custom_id": "vote" },
      { "type": 2, "style": 2, "label": "No", "custom_id": "vote" }
    ] }
  ]
}
`;
const twoDocuments = `components: [{ type: 10, content: one }]\n---\ncomponents: [{ type: 10, content: two }]\n`;

describe('baseline', () => {
  it('round trip: written, findings in it not reported, surviving moved lines, stale entries reported', async () => {
    const folder = scratch({ 'payloads/vote.json': message, 'payloads/two.yaml': twoDocuments });

    const written = await runCli(['lint', '--write-baseline', 'payloads'], folder);
    expect(written.code).toBe(0);
    expect(written.stdout).toBe('');
    expect(written.stderr).toBe('cordlint: wrote .cordlint-baseline.json (4 findings in 2 files); they are not reported from now on.\n');
    const baseline = JSON.parse(read(folder, '.cordlint-baseline.json'));
    expect(baseline.version).toBe(1);
    expect(baseline.files).toEqual({
      'payloads/two.yaml': { 'v2-requires-flag': { '/components/0': 1, '2:/components/0': 1 } },
      'payloads/vote.json': {
        'custom-id-unique': { '/components/1/components/1/custom_id': 1 },
        'v2-requires-flag': { '/components/0': 1 },
      },
    });

    expect(await runCli(['lint', 'payloads'], folder)).toEqual({ code: 0, stdout: '', stderr: '' });

    // Lines move: entries are keyed by JSON path, not by line.
    write(folder, { 'payloads/vote.json': message.replace('{\n', '{\n  "username": "Poll bot",\n  "avatar_url": "https://example.com/a.png",\n') });
    expect(await runCli(['lint', 'payloads'], folder)).toEqual({ code: 0, stdout: '', stderr: '' });

    // A new problem is reported; the known ones still are not.
    write(folder, { 'payloads/vote.json': message.replace('"label": "No", "custom_id": "vote" }', '"label": "No", "custom_id": "vote" }, { "type": 2, "style": 3, "label": "Maybe", "custom_id": "vote" }') });
    const fresh = await runCli(['lint', '--format', 'json', 'payloads/vote.json'], folder);
    expect(fresh.code).toBe(1);
    expect(JSON.parse(fresh.stdout)[0].messages.map((m: { ruleId: string; path: string }) => `${m.ruleId} ${m.path}`)).toEqual([
      'custom-id-unique /components/1/components/2/custom_id',
    ]);

    // The duplicated custom_id is fixed: its entry is stale.
    write(folder, { 'payloads/vote.json': message.replace('"label": "No", "custom_id": "vote"', '"label": "No", "custom_id": "vote-no"') });
    const stale = await runCli(['lint', '--format', 'json', 'payloads/vote.json'], folder);
    expect(stale.code).toBe(0);
    const [finding] = JSON.parse(stale.stdout)[0].messages;
    expect(finding).toMatchObject({ ruleId: 'stale-baseline-entry', severity: 1, path: '/components/1/components/1/custom_id', line: 6, column: 60 });
    expect(finding.message).toBe(
      'The baseline .cordlint-baseline.json lists a "custom-id-unique" problem at /components/1/components/1/custom_id that is no longer reported (fixed or moved). Run "cordlint lint --write-baseline" to update the baseline.',
    );

    // Writing again drops the stale entry and keeps the other file's entries.
    expect((await runCli(['lint', '--write-baseline', 'payloads/vote.json'], folder)).code).toBe(0);
    expect(JSON.parse(read(folder, '.cordlint-baseline.json')).files).toEqual({
      'payloads/two.yaml': { 'v2-requires-flag': { '/components/0': 1, '2:/components/0': 1 } },
      'payloads/vote.json': { 'v2-requires-flag': { '/components/0': 1 } },
    });
  });

  it('is found from a subfolder, and written beside the nearest config', async () => {
    const folder = scratch({ 'cordlint.config.json': '{}', 'team/payloads/vote.json': message });
    expect((await runCli(['lint', '--write-baseline', 'payloads'], path.join(folder, 'team'))).code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(folder, '.cordlint-baseline.json'), 'utf8')).files).toHaveProperty(['team/payloads/vote.json']);
    expect(await runCli(['lint', 'vote.json'], path.join(folder, 'team/payloads'))).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('takes --baseline FILE, and refuses a baseline that is not one (exit 2)', async () => {
    const folder = scratch({ 'vote.json': message, 'bad.json': '{"version": 1, "files": {"vote.json": {"schema": {"/x": 0}}}}' });
    expect((await runCli(['lint', '--write-baseline', '--baseline', 'ci/known.json', 'vote.json'], folder)).code).toBe(0);
    expect((await runCli(['lint', '--baseline', 'ci/known.json', 'vote.json'], folder)).code).toBe(0);
    expect((await runCli(['lint', 'vote.json'], folder)).code).toBe(1);
    const bad = await runCli(['lint', '--baseline', 'bad.json', 'vote.json'], folder);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('is not a cordlint baseline: "files.vote.json.schema./x" must be a count (1 or more)');
  });
});
