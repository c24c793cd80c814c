/**
 * Bot projects with templates, through the CLI as a user runs it: payloads with placeholders and
 * translation references, locale files in i18next JSON, YAML and Fluent. Every overflow is reported
 * at the locale file's key and at the payload's field, naming the locale; nothing when every
 * expansion fits; locale files are never linted as payloads.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cordlint } from '../cli/run-cli.js';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cordlint-templates-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

interface JsonResult {
  filePath: string;
  messages: { ruleId: string; severity: number; line: number; column: number; message: string; path: string }[];
}

function lintJson(cwd: string, args: string[] = ['.']): { status: number | null; results: JsonResult[] } {
  const run = cordlint(['lint', '--format', 'json', ...args], { cwd });
  expect(run.stderr).toBe('');
  return { status: run.status, results: (JSON.parse(run.stdout) as JsonResult[]).map((r) => ({ ...r, filePath: path.relative(cwd, r.filePath) })) };
}

const config = (files: string, reference = '$t(key)') => `placeholders:
  syntax: ["{name}", "{{name}}"]
  values:
    user: 32
    count: 6
  unknown: warn
locales:
  files: "${files}"
  default: en
  reference: "${reference}"
`;

const settingsPayload = `content: $t(settings.intro)
components:
  - type: 1
    components:
      - type: 3
        custom_id: settings
        options:
          - label: $t(settings.notify.label)
            value: notify
            description: $t(settings.notify.description)
`;

describe('a bot project with i18next JSON locales', () => {
  const long = 'Schicke mir eine Nachricht, sobald auf diesem Server etwas passiert, das mich betrifft, auch mitten in der Nacht.';
  const files = {
    'cordlint.config.yaml': config('locales/{locale}.json'),
    'payloads/settings.yaml': settingsPayload,
    'locales/en.json': '{\n  "settings": {\n    "intro": "Hi {{user}}",\n    "notify": {\n      "label": "Notify me",\n      "description": "Send me a message."\n    }\n  }\n}\n',
    'locales/de.json': `{\n  "settings": {\n    "intro": "Hallo {{user}}",\n    "notify": {\n      "label": "Benachrichtigen",\n      "description": "${long}"\n    }\n  }\n}\n`,
  };

  it('reports the overflow at the payload field and at the locale file key, naming the locale', () => {
    const root = project(files);
    const { status, results } = lintJson(root);
    expect(status).toBe(1);
    expect(results.map((r) => r.filePath)).toEqual(['payloads/settings.yaml', 'locales/de.json']);
    const [payload, locale] = results;
    expect(payload!.messages.map((m) => [m.ruleId, m.line, m.column, m.path])).toEqual([['schema', 10, 26, '/components/0/components/0/options/0/description']]);
    expect(payload!.messages[0]!.message).toMatch(/^de: .* is 113 characters long; the limit is 100\. .*\(text of settings\.notify\.description at locales\/de\.json:6:22\)$/);
    expect(locale!.messages.map((m) => [m.ruleId, m.severity, m.line, m.column, m.path])).toEqual([['schema', 2, 6, 22, '/settings/notify/description']]);
    expect(locale!.messages[0]!.message).toMatch(/^de: settings\.notify\.description: .*113 characters.*\(used at payloads\/settings\.yaml:10:26\)$/);
  });

  it('reports nothing when every expansion fits, and never lints a locale file as a payload', () => {
    const root = project({ ...files, 'locales/de.json': files['locales/en.json'] });
    const { status, results } = lintJson(root);
    expect(status).toBe(0);
    expect(results.map((r) => [r.filePath, r.messages.length])).toEqual([['payloads/settings.yaml', 0]]);
  });

  it('shows locale file findings in every format (unix, checkstyle, sarif)', () => {
    const root = project(files);
    expect(cordlint(['lint', '--format', 'unix', '.'], { cwd: root }).stdout).toContain('locales/de.json:6:22: de: settings.notify.description');
    expect(cordlint(['lint', '--format', 'checkstyle', '.'], { cwd: root }).stdout).toMatch(/<file name="[^"]*locales\/de\.json">\s*<error line="6" column="22"/);
    const sarif = JSON.parse(cordlint(['lint', '--format', 'sarif', '.'], { cwd: root }).stdout);
    const uris = sarif.runs[0].results.map((r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) => r.locations[0]!.physicalLocation.artifactLocation.uri);
    expect(uris.some((u: string) => u.endsWith('locales/de.json'))).toBe(true);
    expect(uris.some((u: string) => u.endsWith('payloads/settings.yaml'))).toBe(true);
  });

  it('lints a project without the config exactly as before: placeholders and references are text', () => {
    const root = project({ 'payloads/settings.yaml': settingsPayload, 'locales/de.json': files['locales/de.json'] });
    const { results } = lintJson(root);
    // The locale file is a payload-less JSON file (skipped as before); the payload is clean text.
    expect(results.map((r) => [r.filePath, r.messages.length])).toEqual([['payloads/settings.yaml', 0]]);
  });
});

describe('placeholders in a payload', () => {
  it('judge every length at the longest expansion and say how it was reached', () => {
    const root = project({
      'cordlint.config.yaml': 'placeholders:\n  values:\n    user: 32\n',
      'modal.json': '{\n  "custom_id": "kick:{user}",\n  "title": "Kick {user} from the server?",\n  "components": [{ "type": 18, "label": "Reason", "component": { "type": 4, "custom_id": "r", "style": 2 } }]\n}\n',
    });
    const { results } = lintJson(root);
    expect(results[0]!.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([['schema', 3, 12]]);
    expect(results[0]!.messages[0]!.message).toBe(
      '"title" of the modal is 54 characters long; the limit is 45. Shorten it by 9. Reached when {user} is 32 characters (each placeholder at its longest).',
    );
  });
});

describe('a bot project with YAML locales, plurals and {{t:key}} references', () => {
  it('checks every plural form and names the form that overflows', () => {
    const root = project({
      'cordlint.config.yaml': config('i18n/{locale}.yaml', '{{t:key}}'),
      'reply.json': '{\n  "components": [{ "type": 1, "components": [{ "type": 2, "style": 1, "custom_id": "b", "label": "{{t:cart.items}}" }] }]\n}\n',
      'i18n/en.yaml': 'cart:\n  items_one: "{{count}} item"\n  items_other: "{{count}} items"\n',
      'i18n/fr.yaml': `cart:\n  items_one: "{{count}} article"\n  items_other: "{{count}} ${'articles '.repeat(9).trim()}"\n`,
    });
    const { results } = lintJson(root);
    expect(results.map((r) => r.filePath)).toEqual(['reply.json', 'i18n/fr.yaml']);
    expect(results[0]!.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([['schema', 2, 98]]);
    expect(results[0]!.messages[0]!.message).toMatch(/^fr: .*label.* is 87 characters long; the limit is 80\..*\{\{count\}\} is 6 characters.*cart\.items \(other\) at i18n\/fr\.yaml:3:16/);
    expect(results[1]!.messages.map((m) => [m.line, m.column, m.path])).toEqual([[3, 16, '/cart/items_other']]);
  });
});

describe('a bot project with Fluent locales', () => {
  it('checks every variant, at the message id line of the .ftl file', () => {
    const root = project({
      'cordlint.config.yaml': config('locales/{locale}.ftl'),
      'payloads/poll.json': '{\n  "embeds": [{ "title": "$t(poll-title)", "description": "ok" }]\n}\n',
      'locales/en.ftl': 'poll-title = Poll by { $user }\n',
      'locales/de.ftl': `# Umfragen\npoll-title = { $count ->\n    [one] Eine Umfrage\n   *[other] ${'Umfrage '.repeat(30).trim()} { $user }\n}\n`,
      'locales/es.ftl': 'poll-title = Encuesta de { $user }\n',
    });
    const { results } = lintJson(root);
    expect(results.map((r) => r.filePath)).toEqual(['payloads/poll.json', 'locales/de.ftl']);
    expect(results[0]!.messages.map((m) => [m.ruleId, m.line, m.message.slice(0, 3)])).toEqual([['schema', 2, 'de:']]);
    expect(results[1]!.messages.map((m) => [m.line, m.column, m.path])).toEqual([[2, 1, 'poll-title']]);
    expect(results[1]!.messages[0]!.message).toContain('(used at payloads/poll.json:2:');
  });

  it('reports a Fluent file that cannot be parsed under that file', () => {
    const root = project({
      'cordlint.config.yaml': config('locales/{locale}.ftl'),
      'a.json': '{ "content": "$t(hello)" }',
      'locales/en.ftl': 'hello = Hello\n',
      'locales/de.ftl': 'hello = Hallo\n!!! not fluent\n',
    });
    const { results } = lintJson(root);
    const de = results.find((r) => r.filePath === 'locales/de.ftl');
    expect(de?.messages.map((m) => [m.ruleId, m.line])).toEqual([['parse-error', 2]]);
  });
});

describe('the other surfaces', () => {
  const root = path.join(import.meta.dirname, '..', '..', 'samples', 'bot');

  it('--print-config shows the placeholders and locales that apply to a file, and nothing new for a file without them', () => {
    const printed = JSON.parse(cordlint(['lint', '--print-config', 'payloads/settings.yaml'], { cwd: root }).stdout);
    expect(printed.placeholders).toEqual({ syntax: ['{name}', '{{name}}'], values: { user: 32, 'guild.name': 100, count: 6 }, unknown: 'warn' });
    expect(printed.locales.default).toBe('en');
    expect(Object.keys(printed.locales.found).sort()).toEqual(['de', 'en', 'fr']);
    const plain = JSON.parse(cordlint(['lint', '--print-config', '../valid/replies.yaml'], { cwd: root }).stdout);
    expect('placeholders' in plain || 'locales' in plain).toBe(false);
  });

  it('preview --locale draws a locale, --longest every placeholder at its longest', () => {
    expect(cordlint(['preview', '--locale', 'de', 'payloads/settings.yaml'], { cwd: root }).stdout).toContain('Benachrichtige mich');
    expect(cordlint(['preview', '--locale', 'fr', 'payloads/settings.yaml'], { cwd: root }).stdout).toContain('Me prévenir');
    const longest = cordlint(['preview', '--longest', 'payloads/welcome.json'], { cwd: root }).stdout;
    expect(longest).toContain(`Welcome to ${'guildname'.repeat(12).slice(0, 100)}, ${'user'.repeat(8)}!`);
    const unknown = cordlint(['preview', '--locale', 'xx', 'payloads/welcome.json'], { cwd: root });
    expect([unknown.status, unknown.stderr]).toEqual([2, 'cordlint: --locale xx: no locale file for it; the locales found are de, en, fr.\n']);
  });

  it('the sample bot reports its one German overflow, at both places', () => {
    const run = cordlint(['lint', '--format', 'unix', '.'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n').flatMap((l) => /^(\S+:\d+:\d+): (\w+):/.exec(l)?.slice(1, 3) ?? [])).toEqual([
      'payloads/settings.yaml:12:26',
      'de',
      'locales/de.json:7:22',
      'de',
    ]);
  });
});
