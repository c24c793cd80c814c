/**
 * mock's YAML read by a YAML 1.1 reader: PyYAML (Debian's python3-yaml; .ci/run installs it).
 * Every string stays a string (a timestamp, "on", "0777"...), and the fixture PyYAML read, written
 * back as JSON, still lints clean as a received interaction against SENT (issue 29: joined_at
 * became a datetime and failed received-interaction-fields).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockTargets, mockText } from '../../src/against/mock.js';
import { retypedByYaml11, toYaml } from '../../src/against/mock-yaml.js';
import { lintTextAgainst } from '../../src/index.js';
import { loadSent } from '../../src/project/lint-against.js';

// Debian's python3 (where .ci/run installs python3-yaml), not a python3 earlier on PATH (pyenv) that may lack PyYAML.
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

const samples = path.resolve(import.meta.dirname, '..', '..', 'samples');

/** Python reads YAML with PyYAML's safe loader and writes what it read as JSON, naming any type JSON lacks. */
function pyyaml(text: string): unknown {
  const script = [
    'import sys, json, yaml',
    'def plain(v):',
    '  if isinstance(v, dict): return {str(k) if isinstance(k, str) else "<%s>%r" % (type(k).__name__, k): plain(x) for k, x in v.items()}',
    '  if isinstance(v, list): return [plain(x) for x in v]',
    '  if v is None or isinstance(v, (str, bool, int, float)): return v',
    '  return "<%s>%s" % (type(v).__name__, v)',
    'print(json.dumps(plain(yaml.safe_load(sys.stdin.read()))))',
  ].join('\n');
  const run = spawnSync(PYTHON, ['-c', script], { input: text, encoding: 'utf8' });
  if (run.error || run.status !== 0) throw new Error(`python3 with PyYAML could not read the YAML (apt-get install python3-yaml): ${run.error?.message ?? run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The type PyYAML gives each plain scalar. */
function pyyamlTypes(values: readonly string[]): string[] {
  const script = 'import sys, json, yaml\nprint(json.dumps([type(yaml.safe_load(v)).__name__ if v not in ("<<", "=") else "unreadable" for v in json.loads(sys.stdin.read())]))';
  const run = spawnSync(PYTHON, ['-c', script], { input: JSON.stringify(values.map((v) => `${v}`)), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const yamlSamples = ['valid', 'legacy'].flatMap((folder) =>
  readdirSync(path.join(samples, folder))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => `${folder}/${f}`),
);

describe("mock's YAML in a YAML 1.1 reader (PyYAML)", () => {
  it('quotes exactly the strings PyYAML would read as another type', () => {
    const strings = ['2026-01-01T00:00:00.000000+00:00', '2026-01-01', 'yes', 'No', 'on', 'OFF', '0777', '0x1F', '0b101', '1:20', '190:20:30.15', '1_000', '1.5', '1e5', '.inf', '-.5', '+1', '~', 'null', '', '<<', '=', '1.2.3', 'hello', '123abc', 'v1.0', 'true story', '100000000000000001', '2248473465835073'];
    const types = pyyamlTypes(strings);
    strings.forEach((s, i) => expect(retypedByYaml11(s), `${JSON.stringify(s)} is read by PyYAML as ${types[i]}`).toBe(types[i] !== 'str'));
    // And in the text mock writes, PyYAML reads each of them back as the same string.
    const value = Object.fromEntries(strings.map((s, i) => [`k${i}`, s]));
    expect(pyyaml(toYaml(value))).toEqual(value);
  });

  it('writes joined_at and every other timestamp quoted', () => {
    const text = toYaml({ member: { joined_at: '2026-01-01T00:00:00.000000+00:00', premium_since: null }, on: 'off' });
    expect(text).toContain('joined_at: "2026-01-01T00:00:00.000000+00:00"');
    expect(text).toContain('"on": "off"');
    expect(text).toContain('premium_since: null');
  });

  it.each(yamlSamples)('%s: every mock, read by PyYAML and written back as JSON, lints clean against SENT', async (file) => {
    const sent = await loadSent(path.join(samples, file));
    for (const { customId } of mockTargets(sent)) {
      const text = await mockText(sent, { customId });
      const read = pyyaml(text) as Record<string, unknown>;
      expect(JSON.stringify(read)).not.toMatch(/"<(?:datetime|date|bool|int|float)>/);
      const result = await lintTextAgainst(readFileSync(path.join(samples, file), 'utf8'), `${JSON.stringify(read, null, 2)}\n`, { rules: { 'received-missing-field': 'warn' } }, { filePath: 'mock.json', sentPath: file });
      expect(result.messages, `${file} --custom-id ${customId}`).toEqual([]);
    }
  });
});
