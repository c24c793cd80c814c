/**
 * The judged scenario, played on a scratch repository as a new user would, with the built CLI:
 * a config turns a rule off and another to warning, an override applies to one folder only, a YAML
 * directive silences one line, a plugin rule reports, --fix rewrites a deprecated modal into Labels
 * keeping its comments and is idempotent, and a bad config is a clear exit 2.
 */
import { mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, scratch } from '../cli-helpers.js';
import { cordlint, repoRoot } from './run-cli.js';

const config = `# Ticket bot: lint settings
plugins:
  - ./lint/team-rules.js
destination: channel-message   # the bot posts these as new messages
rules:
  custom-id-unique: off   # poll buttons share an id on purpose
  id-unique: warn
overrides:
  - files: ["legacy/**"]
    rules:
      v2-requires-flag: off
`;

// A team rule, written as docs/custom-rules.md shows: it imports defineRule from the installed cordlint.
const plugin = `import { defineRule } from 'cordlint';

const customIdPattern = defineRule({
  meta: {
    id: 'custom-id-pattern',
    description: 'Every custom_id follows feature:action',
    severity: 'error',
    source: 'Team convention',
  },
  create(context) {
    return {
      component(node) {
        const id = node.value.custom_id;
        if (typeof id !== 'string' || /^[a-z]+:[a-z-]+$/.test(id)) return;
        context.report({ path: [...node.path, 'custom_id'], message: \`custom_id "\${id}" does not follow feature:action.\` });
      },
    };
  },
});

export default { name: 'team', rules: [customIdPattern] };
`;

const welcome = `{
  "flags": 32768,
  "components": [
    {
      "type": 17,
      "id": 1,
      "components": [
        { "type": 10, "id": 2, "content": "# Welcome!" },
        {
          "type": 1,
          "id": 2,
          "components": [
            { "type": 2, "style": 1, "label": "Open a ticket", "custom_id": "ticket:open" },
            { "type": 2, "style": 2, "label": "Keep", "custom_id": "keepTicket" }
          ]
        }
      ]
    }
  ]
}
`;

const poll = `# Sent by /poll
content: Which day works best?
components:
  - type: 1
    components:
      - type: 2
        style: 1
        label: Monday
        custom_id: poll:vote
      - type: 2
        style: 2
        label: Tuesday
        custom_id: poll:vote
      - type: 2
        style: 2
        label: Later
        # cordlint-disable-next-line team/custom-id-pattern -- old id, still routed by the bot
        custom_id: pollLater
      - type: 2
        style: 2
        label: Never
        custom_id: pollNever
`;

const banner = `{
  "components": [
    { "type": 10, "content": "Maintenance tonight at 22:00" }
  ]
}
`;

const reportModal = `# Report modal, opened by the "Report" button
custom_id: report:submit
title: Report a user
components:
  # Why the user reports
  - type: 1
    components:
      - type: 4 # Text Input
        custom_id: report:reason
        label: Why are you reporting?
        style: 2 # paragraph
        min_length: 10
  - type: 18
    label: Which user?
    component:
      type: 5 # User Select
      custom_id: report:user
      disabled: true
`;

const fixedModal = `# Report modal, opened by the "Report" button
custom_id: report:submit
title: Report a user
components:
  # Why the user reports
  - type: 18
    label: Why are you reporting?
    component:
      type: 4 # Text Input
      custom_id: report:reason
      style: 2 # paragraph
      min_length: 10
  - type: 18
    label: Which user?
    component:
      type: 5 # User Select
      custom_id: report:user
`;

function botRepository(): string {
  const root = scratch({
    'package.json': '{\n  "name": "ticket-bot",\n  "version": "1.0.0",\n  "private": true,\n  "type": "module"\n}\n',
    'cordlint.config.yaml': config,
    'lint/team-rules.js': plugin,
    'payloads/messages/welcome.json': welcome,
    'payloads/messages/poll.yaml': poll,
    'payloads/banner.json': banner,
    'legacy/banner.json': banner,
    'payloads/modals/report.yaml': reportModal,
  });
  // cordlint installed in the project (npm install --save-dev cordlint), so that the plugin can import it.
  mkdirSync(path.join(root, 'node_modules'));
  symlinkSync(repoRoot, path.join(root, 'node_modules/cordlint'), 'dir');
  return root;
}

describe('a new user configures cordlint for a bot repository', () => {
  const repo = botRepository();

  it('lints the repository with the config, the override, the directive and the plugin', () => {
    const run = cordlint(['lint', '.'], { cwd: repo });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      [
        '',
        'payloads/banner.json',
        '  3:5  error    Text Display (10) is a Components V2 component, but the message does not have the IS_COMPONENTS_V2 flag; Discord rejects it. Add 32768 (1 << 15) to "flags" and move content and embeds into components.  v2-requires-flag',
        '',
        'payloads/messages/poll.yaml',
        '  22:20  error    custom_id "pollNever" does not follow feature:action.  team/custom-id-pattern',
        '',
        'payloads/messages/welcome.json',
        '  11:17  warning  id 2 is already used by components[0].components[0]; component ids must be unique within a message. Give this component another id, or leave id out (or 0) so that Discord assigns a free one. (see 8:29)  id-unique',
        '  14:68  error    custom_id "keepTicket" does not follow feature:action.  team/custom-id-pattern',
        '',
        'payloads/modals/report.yaml',
        '  6:5    warning  An Action Row holding a Text Input is deprecated in modals. Replace the row with a Label (type 18): move the Text Input into the Label’s "component" and its "label" into the Label’s "label".  modal-action-row-deprecated',
        '  18:17  error    disabled is true on this User Select (5), but a modal cannot hold disabled components; Discord rejects the modal (MODAL_COMPONENT_DISABLED). Remove disabled (or set it to false); to make the answer optional, set required to false.  select-disabled-in-modal',
        '',
        '✖ 6 problems (4 errors, 2 warnings)',
        '  1 problem can be fixed with --fix.',
        '  2 more problems can be fixed with --fix --unsafe-fixes (unsafe fixes: they change what users see; check them).',
        '',
      ].join('\n'),
    );
    expect(run.status).toBe(1);
    // legacy/banner.json is the same payload as payloads/banner.json: the override turns the rule off there only.
    expect(run.stdout).not.toContain('legacy/');
    // package.json is neither a payload nor reported.
    expect(run.stdout).not.toContain('package.json');
  });

  it('--rule on the command line wins over the config: the duplicate custom_id is reported again', () => {
    const run = cordlint(['lint', '--format', 'unix', '--rule', 'custom-id-unique:error', 'payloads/messages/poll.yaml'], { cwd: repo });
    expect(run).toMatchObject({ status: 1, stderr: '' });
    expect(run.stdout).toBe(
      'payloads/messages/poll.yaml:13:20: custom_id "poll:vote" is already used by components[0].components[0]; custom_ids must be unique within a message (disabled components count too). Give this one another custom_id. [Error/custom-id-unique]\n' +
        'payloads/messages/poll.yaml:22:20: custom_id "pollNever" does not follow feature:action. [Error/team/custom-id-pattern]\n',
    );
  });

  it('the directive silences its line only, for its rule only', () => {
    const run = cordlint(['lint', '--format', 'json', 'payloads/messages/poll.yaml'], { cwd: repo });
    const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; line: number; path: string }[] }[];
    expect(result!.messages.map((m) => [m.ruleId, m.line, m.path])).toEqual([['team/custom-id-pattern', 22, '/components/0/components/3/custom_id']]);
  });

  it('--fix rewrites the deprecated modal into Labels, keeping its comments; a second --fix changes nothing', () => {
    const first = cordlint(['lint', '--fix', '--unsafe-fixes', 'payloads/modals/report.yaml'], { cwd: repo });
    expect(first).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(read(repo, 'payloads/modals/report.yaml')).toBe(fixedModal);

    const before = statSync(path.join(repo, 'payloads/modals/report.yaml'));
    const second = cordlint(['lint', '--fix', '--unsafe-fixes', 'payloads/modals/report.yaml'], { cwd: repo });
    expect(second).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(read(repo, 'payloads/modals/report.yaml')).toBe(fixedModal);
    const after = statSync(path.join(repo, 'payloads/modals/report.yaml'));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('a config with typos stops the run with exit 2 and says what is wrong where, before --fix writes anything', () => {
    writeFileSync(
      path.join(repo, 'cordlint.config.yaml'),
      'plugins:\n  - ./lint/team-rules.js\nrules:\n  custom-id-unqiue: off\n  id-unique: wran\n  team/custom-id-patern: error\noverides:\n  - files: ["legacy/**"]\n',
    );
    const run = cordlint(['lint', '--fix', '--unsafe-fixes', '.'], { cwd: repo });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      [
        'cordlint: invalid config cordlint.config.yaml:',
        '  overides: unknown key "overides". Did you mean "overrides"? Known keys: extends, rules, overrides, ignores, plugins, allowPluginsIn, kind, allowComments, destination, withComponents, channel, attachments, preview, reportUnusedDisableDirectives, placeholders, locales, source.',
        '  rules["id-unique"]: must be "off", "warn" or "error", or [severity, options]; got "wran". Did you mean "warn"?',
        '  rules["custom-id-unqiue"]: unknown rule "custom-id-unqiue". Did you mean "custom-id-unique"? Run "cordlint rules" to list the rules.',
        '  rules["team/custom-id-patern"]: unknown rule "team/custom-id-patern". Did you mean "team/custom-id-pattern"? The plugin "team" has one rule: team/custom-id-pattern.',
        '',
      ].join('\n'),
    );
    // --fix would have added the V2 flag to the banner: nothing was written.
    expect(read(repo, 'payloads/banner.json')).toBe(banner);
  });
});
