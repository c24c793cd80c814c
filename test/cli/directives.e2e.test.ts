/** YAML directives that name no rule, through the built CLI: always pointed out, with the rule that was meant. */
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from './run-cli.js';

const POLL = `content: Vote
components:
  - type: 1
    components:
      - { type: 2, style: 1, label: A, custom_id: vote }
      # cordlint-disable-next-line custom-id-uniqe -- both count as one vote
      - { type: 2, style: 2, label: B, custom_id: vote }
`;

const UNKNOWN =
  'poll.yaml:6:7: "custom-id-uniqe" is not a rule, so this cordlint-disable-next-line directive silences nothing. Did you mean "custom-id-unique"?';
const DUPLICATE =
  'poll.yaml:7:51: custom_id "vote" is already used by components[0].components[0]; custom_ids must be unique within a message (disabled components count too). Give this one another custom_id. [Error/custom-id-unique]';

describe('a directive naming a rule that does not exist', () => {
  it('is reported as a warning even without --report-unused-disable-directives, and silences nothing', () => {
    const root = scratch({ 'poll.yaml': POLL });
    const run = cordlint(['lint', '--format', 'unix', 'poll.yaml'], { cwd: root });
    expect(run).toEqual({ status: 1, stdout: `${UNKNOWN} [Warning/unused-disable-directive]\n${DUPLICATE}\n`, stderr: '' });
  });

  it('is an error with --report-unused-disable-directives', () => {
    const root = scratch({ 'poll.yaml': POLL });
    const run = cordlint(['lint', '--format', 'unix', '--report-unused-disable-directives', 'poll.yaml'], { cwd: root });
    expect(run).toEqual({ status: 1, stdout: `${UNKNOWN} [Error/unused-disable-directive]\n${DUPLICATE}\n`, stderr: '' });
  });

  it('a directive naming a real rule that silences nothing is still reported only when asked', () => {
    const root = scratch({ 'poll.yaml': POLL.replace('custom-id-uniqe', 'v2-requires-flag').replace('custom_id: vote }\n', 'custom_id: other }\n') });
    const quiet = cordlint(['lint', '--format', 'unix', 'poll.yaml'], { cwd: root });
    expect(quiet).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});
