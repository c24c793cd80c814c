/** --fix where files need care, through the built CLI: read-only files, CRLF and byte order marks, stdin. */
import { chmodSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from './run-cli.js';

const MODAL = `# Feedback modal
custom_id: feedback
title: Feedback
components:
  - type: 1 # deprecated row
    components:
      - type: 4
        custom_id: text
        label: Your feedback
        style: 2
`;

describe('--fix on a read-only file', () => {
  it('leaves it as it is, with its mode, reports its findings as it is, says why and exits 2', () => {
    const root = scratch({ 'modal.yaml': MODAL });
    const file = path.join(root, 'modal.yaml');
    chmodSync(file, 0o444);
    const run = cordlint(['lint', '--fix', '--unsafe-fixes', '--format', 'unix', 'modal.yaml'], { cwd: root });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe(
      'modal.yaml:5:5: An Action Row holding a Text Input is deprecated in modals. Replace the row with a Label (type 18): move the Text Input into the Label’s "component" and its "label" into the Label’s "label". [Warning/modal-action-row-deprecated]\n',
    );
    expect(run.stderr).toBe(
      'cordlint: modal.yaml is read-only; its fixes were not written. Make it writable (chmod u+w modal.yaml) and run cordlint --fix again, or see them with --fix-dry-run.\n',
    );
    expect(readFileSync(file, 'utf8')).toBe(MODAL);
    expect(statSync(file).mode & 0o777).toBe(0o444);
    expect(readdirSync(root)).toEqual(['modal.yaml']); // no temporary file left behind
  });

  it('--fix-dry-run still prints the fixed text of a read-only file (exit 0)', () => {
    const root = scratch({ 'modal.yaml': MODAL });
    chmodSync(path.join(root, 'modal.yaml'), 0o444);
    const run = cordlint(['lint', '--fix-dry-run', '--unsafe-fixes', 'modal.yaml'], { cwd: root });
    expect(run).toEqual({
      status: 0,
      stdout: '# Feedback modal\ncustom_id: feedback\ntitle: Feedback\ncomponents:\n  - type: 18 # deprecated row\n    label: Your feedback\n    component:\n      type: 4\n      custom_id: text\n      style: 2\n',
      stderr: '',
    });
  });
});

describe('--fix on a JSON file with CRLF line endings and a byte order mark', () => {
  const original =
    '\uFEFF{\r\n  "custom_id": "feedback",\r\n  "title": "Feedback",\r\n  "components": [\r\n    {\r\n      "type": 1,\r\n      "components": [\r\n        { "type": 4, "custom_id": "text", "label": "Your feedback", "style": 2 }\r\n      ]\r\n    },\r\n    { "type": 18, "label": "Rating", "component": { "type": 3, "custom_id": "rating", "disabled": true, "options": [{ "label": "Good", "value": "good" }] } }\r\n  ]\r\n}\r\n';
  const fixed =
    '\uFEFF{\r\n  "custom_id": "feedback",\r\n  "title": "Feedback",\r\n  "components": [\r\n    {\r\n      "type": 18,\r\n      "label": "Your feedback",\r\n      "component": { "type": 4, "custom_id": "text", "style": 2 }\r\n    },\r\n    { "type": 18, "label": "Rating", "component": { "type": 3, "custom_id": "rating", "options": [{ "label": "Good", "value": "good" }] } }\r\n  ]\r\n}\r\n';

  it('keeps both, fixes, and a second --fix changes nothing', () => {
    const root = scratch({ 'modal.json': original });
    const file = path.join(root, 'modal.json');
    expect(cordlint(['lint', '--fix', '--unsafe-fixes', 'modal.json'], { cwd: root })).toEqual({ status: 0, stdout: '', stderr: '' });
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(fixed);
    expect(bytes.toString('utf8').replace(/\r\n/g, '')).not.toContain('\n'); // no bare LF was introduced
    const before = statSync(file);
    expect(cordlint(['lint', '--fix', '--unsafe-fixes', 'modal.json'], { cwd: root })).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(statSync(file).mtimeMs).toBe(before.mtimeMs);
  });

  it('from stdin, prints the fixed payload with its byte order mark', () => {
    const run = cordlint(['lint', '--stdin-filename', 'modal.json', '--fix', '--unsafe-fixes', '-'], { input: original });
    expect(run).toEqual({ status: 0, stdout: fixed, stderr: '' });
  });

  it('--fix-dry-run prints what --fix would write, byte order mark included', () => {
    const root = scratch({ 'modal.json': original });
    const run = cordlint(['lint', '--fix-dry-run', '--unsafe-fixes', 'modal.json'], { cwd: root });
    expect(run).toEqual({ status: 0, stdout: fixed, stderr: '' });
    expect(readFileSync(path.join(root, 'modal.json'), 'utf8')).toBe(original);
  });
});
