/**
 * The language server as an editor meets it: the built `cordlint lsp --stdio`, spoken to over
 * JSON-RPC. Diagnostics carry rule ids, ranges and page links; quick fixes and "fix all" produce
 * text that lints clean; half-typed text and failing rules never stop the server.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DidChangeWatchedFilesNotification, FileChangeType, HoverRequest } from 'vscode-languageserver-protocol/node';
import { builtinRules } from '../../rules/index.js';
import { Linter } from '../../src/index.js';
import { rulePageUrl } from '../../src/package-files.js';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';
import { applyAction, change, codeActions, LspClient, open, repoRoot, uriOf } from './lsp-client.js';

const linter = new Linter();

const BROKEN = `{
  "components": [
    { "type": 10, "content": "Pick one" },
    {
      "type": 1,
      "components": [
        { "type": 2, "style": 1, "label": "Yes", "custom_id": "vote" },
        { "type": 2, "style": 2, "lable": "No", "custom_id": "vote" }
      ]
    }
  ]
}
`;

const description = (id: string) => builtinRules.find((r) => r.meta.id === id)!.meta.description;
// The rule's page on the site (package.json's homepage), where SARIF's helpUri points too.
const page = (id: string) => rulePageUrl(id);
const at = (line: number, character: number, endLine: number, endCharacter: number) => ({ start: { line, character }, end: { line: endLine, character: endCharacter } });

let client: LspClient | undefined;
afterEach(async () => {
  // The server ends cleanly on shutdown and exit (code 0).
  if (client) expect(await client.stop()).toBe(0);
  client = undefined;
});

describe('a broken JSON payload, edited in the editor', () => {
  it('is diagnosed, changed, quick-fixed and fixed all, and then lints clean', async () => {
    const root = scratch({ 'reply.json': '{}' }); // the file on disk differs: the editor's text is what counts
    const file = path.join(root, 'reply.json');
    client = await LspClient.start(root);
    await open(client, file, BROKEN);

    const first = await client.diagnostics(uriOf(file), 1);
    expect(page('v2-requires-flag')).toBe(`${JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).homepage}rules/v2-requires-flag.html`);
    // The misspelt label leaves the second Button with neither a label nor an emoji.
    expect(first.map((d) => [d.code, d.range, d.severity, d.source, d.codeDescription?.href])).toEqual([
      // An error without a destination: the file is read as creating a message (an edit is named).
      ['v2-requires-flag', at(2, 4, 2, 41), 1, 'cordlint', page('v2-requires-flag')],
      ['button-label-or-emoji', at(7, 8, 7, 69), 1, 'cordlint', page('button-label-or-emoji')],
      ['unknown-field', at(7, 33, 7, 40), 2, 'cordlint', page('unknown-field')],
      ['custom-id-unique', at(7, 61, 7, 67), 1, 'cordlint', page('custom-id-unique')],
    ]);
    // The duplicated custom_id points at its first use.
    expect(first[3]!.relatedInformation).toEqual([
      { location: { uri: uriOf(file), range: at(6, 62, 6, 62) }, message: 'Related place: /components/1/components/0/custom_id' },
    ]);

    // The user renames the second custom_id: that finding goes, the others stay.
    let text = BROKEN.replace('"lable": "No", "custom_id": "vote"', '"lable": "No", "custom_id": "skip"');
    await change(client, file, 2, text);
    expect((await client.diagnostics(uriOf(file), 2)).map((d) => d.code)).toEqual(['v2-requires-flag', 'button-label-or-emoji', 'unknown-field']);

    // On the misspelt key: its suggestion, as a quick fix that is not preferred.
    const onKey = await codeActions(client, file, at(7, 35, 7, 35));
    expect(onKey.map((a) => [a.title, a.kind, a.isPreferred, a.diagnostics?.map((d) => d.code)])).toEqual([
      ['Rename "lable" to "label"', 'quickfix', false, ['unknown-field']],
      ['Fix all cordlint problems', 'source.fixAll.cordlint', undefined, undefined],
    ]);
    text = applyAction(onKey[0]!, file, text);
    expect(text).toContain('{ "type": 2, "style": 2, "label": "No", "custom_id": "skip" }');
    await change(client, file, 3, text);
    expect((await client.diagnostics(uriOf(file), 3)).map((d) => d.code)).toEqual(['v2-requires-flag']);

    // On the Text Display: the rule's fix, preferred.
    const onDisplay = await codeActions(client, file, at(2, 10, 2, 10));
    // The missing flag is an error (a file that names no destination creates a message): codegen's "Copy as" actions wait until it is fixed.
    expect(onDisplay.map((a) => [a.title, a.kind, a.isPreferred])).toEqual([
      ['Fix this v2-requires-flag problem', 'quickfix', true],
      ['Fix all cordlint problems', 'source.fixAll.cordlint', undefined],
    ]);
    // An editor's save action asks only for source.fixAll: it gets fix all and no quick fixes.
    const onSave = await codeActions(client, file, undefined, ['source.fixAll']);
    expect(onSave.map((a) => a.kind)).toEqual(['source.fixAll.cordlint']);
    text = applyAction(onSave[0]!, file, text);
    expect(text).toBe(`{
  "flags": 32768,
  "components": [
    { "type": 10, "content": "Pick one" },
    {
      "type": 1,
      "components": [
        { "type": 2, "style": 1, "label": "Yes", "custom_id": "vote" },
        { "type": 2, "style": 2, "label": "No", "custom_id": "skip" }
      ]
    }
  ]
}
`);
    await change(client, file, 4, text);
    expect(await client.diagnostics(uriOf(file), 4)).toEqual([]);
    expect(linter.lintText(text, {}, { filePath: file }).messages).toEqual([]);
    // Nothing is left to fix: no fix action, only the clean payload's "Copy as" source actions.
    expect((await codeActions(client, file)).map((a) => a.kind)).toEqual(['source.copyAs.cordlint', 'source.copyAs.cordlint', 'source.copyAs.cordlint']);
  });

  it('keeps a byte order mark and \\r\\n line breaks: ranges count from the mark, fixes write \\r\\n', async () => {
    const root = scratch();
    const file = path.join(root, 'reply.json');
    client = await LspClient.start(root);
    const text = '\uFEFF{ "components": [ { "type": 10, "content": "Hi" } ] }\r\n';
    await open(client, file, text);
    const [diagnostic] = await client.diagnostics(uriOf(file), 1);
    // The Text Display's object spans characters 18 to 49 of the text after the mark: 19 to 50 with it.
    expect([diagnostic!.code, diagnostic!.range]).toEqual(['v2-requires-flag', at(0, 19, 0, 50)]);
    const [fix] = await codeActions(client, file, diagnostic!.range, ['quickfix']);
    const fixed = applyAction(fix!, file, text);
    expect(fixed.startsWith('\uFEFF{')).toBe(true);
    expect(fixed).not.toMatch(/[^\r]\n/);
    expect(linter.lintText(fixed.slice(1), {}, { filePath: file }).messages).toEqual([]);
  });

  it('hovers a finding with its rule description and page, and nothing elsewhere', async () => {
    const root = scratch();
    const file = path.join(root, 'reply.json');
    client = await LspClient.start(root);
    await open(client, file, BROKEN);
    await client.diagnostics(uriOf(file), 1);
    const hover = (line: number, character: number) =>
      client!.connection.sendRequest(HoverRequest.type, { textDocument: { uri: uriOf(file) }, position: { line, character } });
    const section = (id: string) => `**cordlint** [${id}](${page(id)}): ${description(id)}\n\n[Read the rule's page](${page(id)})`;
    // The duplicated custom_id is inside the second Button, which shows nothing: both findings, the one on the field under the cursor first.
    expect((await hover(7, 63))?.contents).toEqual({ kind: 'markdown', value: [section('custom-id-unique'), section('button-label-or-emoji')].join('\n\n---\n\n') });
    expect(await hover(0, 0)).toBeNull();
    // The first use of the custom_id is related information, not a finding.
    expect(await hover(6, 63)).toBeNull();
  });
});

describe('a YAML payload', () => {
  const YAML = 'flags: 32768\ncomponents:\n  - type: 10\n    content: Hello\n  - type: 1\n    components:\n      - type: 2\n        style: 5\n        label: Docs\n';

  it('offers "Disable <rule> for this line", which silences the finding', async () => {
    const root = scratch();
    const file = path.join(root, 'reply.yaml');
    client = await LspClient.start(root);
    await open(client, file, YAML);
    const diagnostics = await client.diagnostics(uriOf(file), 1);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['button-style-fields', 6]]);

    const actions = await codeActions(client, file, diagnostics[0]!.range, ['quickfix']);
    const disable = actions.find((a) => a.title === 'Disable button-style-fields for this line')!;
    expect(disable.kind).toBe('quickfix');
    const text = applyAction(disable, file, YAML);
    expect(text).toBe(YAML.replace('      - type: 2\n', '      # cordlint-disable-next-line button-style-fields\n      - type: 2\n'));
    await change(client, file, 2, text);
    expect(await client.diagnostics(uriOf(file), 2)).toEqual([]);
  });
});

describe('a JSONC payload (issue 29)', () => {
  const JSONC = '// A link button.\n{\n  "flags": 32768, /* V2 */\n  "components": [\n    { "type": 1, "components": [\n      { "type": 2, "style": 5, "label": "Docs" }\n    ] }\n  ]\n}\n';

  it('is diagnosed at its own lines, and "Disable <rule> for this line" writes a // directive that silences the finding', async () => {
    const root = scratch();
    const file = path.join(root, 'reply.jsonc');
    client = await LspClient.start(root);
    await open(client, file, JSONC);
    const diagnostics = await client.diagnostics(uriOf(file), 1);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character])).toEqual([['button-style-fields', 5, 6]]);

    const actions = await codeActions(client, file, diagnostics[0]!.range, ['quickfix']);
    const disable = actions.find((a) => a.title === 'Disable button-style-fields for this line')!;
    const text = applyAction(disable, file, JSONC);
    expect(text).toBe(JSONC.replace('      { "type": 2,', '      // cordlint-disable-next-line button-style-fields\n      { "type": 2,'));
    await change(client, file, 2, text);
    expect(await client.diagnostics(uriOf(file), 2)).toEqual([]);
  });
});

describe('a finding on a whole component and one on a field inside it (issue 29)', () => {
  const YAML = 'flags: 32768\ncomponents:\n  - type: 1\n    components:\n      - type: 2\n        style: 5\n        label: Docs\n        emojii: x\n';

  it('hovers and acts on the finding under the cursor first, and names the line a disable comment goes above', async () => {
    const root = scratch();
    const file = path.join(root, 'reply.yaml');
    client = await LspClient.start(root);
    await open(client, file, YAML);
    const diagnostics = await client.diagnostics(uriOf(file), 1);
    // The link Button without a url spans lines 5 to 9; the misspelt key is on line 8.
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.end.line])).toEqual([
      ['button-style-fields', 4, 8],
      ['unknown-field', 7, 7],
    ]);
    const cursor = { line: 7, character: 10 };
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: uriOf(file) }, position: cursor });
    const value = (hover?.contents as { value: string }).value;
    expect(value.indexOf('unknown-field')).toBeGreaterThanOrEqual(0);
    expect(value.indexOf('unknown-field')).toBeLessThan(value.indexOf('button-style-fields'));

    const actions = await codeActions(client, file, { start: cursor, end: cursor }, ['quickfix']);
    const titles = actions.map((a) => a.title);
    // The field's own actions come before the component's.
    expect(titles.indexOf('Disable unknown-field for this line')).toBeLessThan(titles.indexOf('Disable button-style-fields for line 5, where the finding starts'));
    expect(titles).not.toContain('Disable button-style-fields for this line');
    const fieldLine = applyAction(actions.find((a) => a.title === 'Disable unknown-field for this line')!, file, YAML);
    expect(fieldLine).toBe(YAML.replace('        emojii: x\n', '        # cordlint-disable-next-line unknown-field\n        emojii: x\n'));
    const componentLine = applyAction(actions.find((a) => a.title.startsWith('Disable button-style-fields'))!, file, YAML);
    expect(componentLine).toBe(YAML.replace('      - type: 2\n', '      # cordlint-disable-next-line button-style-fields\n      - type: 2\n'));
    if (actions[0]!.title !== 'Disable unknown-field for this line') expect(actions[0]!.diagnostics?.[0]?.code).toBe('unknown-field');
  });
});

describe('text that is no payload, or not yet one', () => {
  it('reports half-typed JSON as a parse error and goes on', async () => {
    const root = scratch();
    const file = path.join(root, 'reply.json');
    client = await LspClient.start(root);
    await open(client, file, '{ "components": [ { "type": 2, "lab');
    const diagnostics = await client.diagnostics(uriOf(file), 1);
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([['parse-error', 1]]);
    expect(await codeActions(client, file)).toEqual([]);
    await change(client, file, 2, '{ "content": "Hello" }\n');
    expect(await client.diagnostics(uriOf(file), 2)).toEqual([]);
  });

  it('survives hostile and broken text, answering every version', async () => {
    const root = scratch();
    const json = path.join(root, 'reply.json');
    const yaml = path.join(root, 'reply.yaml');
    client = await LspClient.start(root);
    await open(client, json, '{');
    await open(client, yaml, 'components:\n\t- type: 2\n');
    const texts: [string, string][] = [
      [json, '{ "components": ' + '['.repeat(100_000)],
      [json, '\u0000\u0001\u0002 not text'],
      [json, '{ "components": [ { "type": 2, "__proto__": { "x": 1 }, "label": "' + 'x'.repeat(200_000) + '" } ] }'],
      [yaml, 'a: &a [*a, *a]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b, *b]\ncomponents: *c\n'],
      [yaml, '- - - - -\n  ? : :\n'],
      [yaml, 'components:\n  - type: 10\n    content: "unclosed\n'],
    ];
    let version = 1;
    for (const [file, text] of texts) {
      version++;
      await change(client, file, version, text);
      const diagnostics = await client.diagnostics(uriOf(file), version);
      expect(Array.isArray(diagnostics)).toBe(true);
      expect(diagnostics.every((d) => d.source === 'cordlint')).toBe(true);
    }
    // Still answering, and still linting.
    expect(await codeActions(client, json)).toBeInstanceOf(Array);
    await change(client, json, ++version, '{ "components": [ { "type": 10, "content": "Hi" } ] }');
    expect((await client.diagnostics(uriOf(json), version)).map((d) => d.code)).toEqual(['v2-requires-flag']);
  });

  it('gives tsconfig.json, package.json and JSON or YAML without a payload field no diagnostics', async () => {
    const root = scratch();
    client = await LspClient.start(root);
    const files: [string, string][] = [
      ['tsconfig.json', '{\n  // comments are allowed here\n  "compilerOptions": { "strict": true }\n}\n'],
      ['package.json', '{ "name": "bot", "version": "1.0.0" }\n'],
      ['settings.json', '{ "theme": "dark" }\n'],
      ['translations.yaml', 'hello: Bonjour\n'],
      ['composer.json', '{ "name": "acme/bot", "type": "library" }\n'],
      ['openapi.yaml', 'openapi: 3.1.0\ninfo:\n  title: Bot API\ncomponents:\n  schemas: {}\n'],
    ];
    for (const [name, text] of files) await open(client, path.join(root, name), text);
    const published: Record<string, unknown[]> = {};
    for (const [name] of files) published[name] = await client.diagnostics(uriOf(path.join(root, name)), 1);
    expect(published).toEqual({ 'tsconfig.json': [], 'package.json': [], 'settings.json': [], 'translations.yaml': [], 'composer.json': [], 'openapi.yaml': [] });
  });
});

describe('the project around the document', () => {
  it('applies the config (rules, ignores, plugins); a rule that throws is a diagnostic where it failed', async () => {
    const root = scratch({
      'package.json': '{ "type": "module" }\n',
      'cordlint.config.yaml': 'plugins:\n  - ./team.js\nrules:\n  unknown-field: off\nignores:\n  - fixtures/**\n',
      'team.js': "export default { name: 'team', rules: [{ meta: { id: 'boom', description: 'd', severity: 'error', source: 's' }, create() { return { Button() { throw new Error('kaboom'); } }; } }] };\n",
    });
    client = await LspClient.start(root);
    const file = path.join(root, 'reply.json');
    await open(client, file, BROKEN.replace('"custom_id": "vote" }\n      ]', '"custom_id": "skip" }\n      ]'));
    const diagnostics = await client.diagnostics(uriOf(file), 1);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([
      ['v2-requires-flag', 2],
      ['team/boom', 6],
      ['button-label-or-emoji', 7],
      ['team/boom', 7],
    ]);
    expect(diagnostics[1]!.message).toContain('kaboom');
    // A plugin rule has no page to link to.
    expect(diagnostics[1]!.codeDescription).toBeUndefined();

    const ignored = path.join(root, 'fixtures/old.json');
    await open(client, ignored, BROKEN);
    expect(await client.diagnostics(uriOf(ignored), 1)).toEqual([]);
  });

  it('runs no plugin of a config below the workspace folder unless started with --allow-plugins', async () => {
    const plugin = "import { writeFileSync } from 'node:fs'; writeFileSync(new URL('./ran', import.meta.url), 'yes');\n" +
      "export default { name: 'theirs', rules: [{ meta: { id: 'x', description: 'd', severity: 'error', source: 's' }, create() { return {}; } }] };\n";
    const root = scratch({
      'incoming/cordlint.config.yaml': 'plugins:\n  - ./theirs.js\nrules:\n  unknown-field: off\n',
      'incoming/theirs.js': plugin,
    });
    const file = path.join(root, 'incoming', 'reply.json');
    client = await LspClient.start(root);
    await open(client, file, BROKEN);
    const refused = await client.diagnostics(uriOf(file), 1);
    expect(refused.map((d) => [d.range, d.severity])).toEqual([[at(0, 0, 0, 0), 1]]);
    expect(refused[0]!.message).toMatch(/^cordlint could not lint this file: invalid config incoming[\\/]cordlint\.config\.yaml:\n {2}plugins: "\.\/theirs\.js": this plugin was not loaded/);
    expect(refused[0]!.message).toContain('--allow-plugins');
    expect(existsSync(path.join(root, 'incoming', 'ran'))).toBe(false);
    expect(await client.stop()).toBe(0);

    client = await LspClient.start(root, undefined, ['--allow-plugins']);
    await open(client, file, BROKEN);
    expect((await client.diagnostics(uriOf(file), 1)).map((d) => d.code)).toEqual(['v2-requires-flag', 'button-label-or-emoji', 'custom-id-unique']);
    expect(existsSync(path.join(root, 'incoming', 'ran'))).toBe(true);
  });

  it('lints open documents again when the config or the baseline changes', async () => {
    const root = scratch({ 'reply.json': BROKEN });
    const file = path.join(root, 'reply.json');
    client = await LspClient.start(root);
    await open(client, file, BROKEN);
    expect((await client.diagnostics(uriOf(file), 1)).map((d) => d.code)).toEqual(['v2-requires-flag', 'button-label-or-emoji', 'unknown-field', 'custom-id-unique']);

    const notify = (name: string, type: FileChangeType) =>
      client!.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: uriOf(path.join(root, name)), type }] });

    client.clearPublished();
    writeFileSync(path.join(root, 'cordlint.config.json'), '{ "rules": { "custom-id-unique": "off" } }\n');
    await notify('cordlint.config.json', FileChangeType.Created);
    expect((await client.diagnostics(uriOf(file))).map((d) => d.code)).toEqual(['v2-requires-flag', 'button-label-or-emoji', 'unknown-field']);

    client.clearPublished();
    writeFileSync(path.join(root, 'cordlint.config.json'), '{ "rules": { "custom-id-unique": "of" } }\n');
    await notify('cordlint.config.json', FileChangeType.Changed);
    const invalid = await client.diagnostics(uriOf(file));
    expect(invalid[0]).toMatchObject({ range: at(0, 0, 0, 0), severity: 1, source: 'cordlint' });
    expect(invalid[0]!.message).toMatch(/^cordlint could not lint this file: invalid config cordlint\.config\.json:\n {2}rules\["custom-id-unique"\]: /);

    // Without a notification (Neovim 0.7 watches no files), the next change of the document notices the config.
    writeFileSync(path.join(root, 'cordlint.config.json'), '{ "rules": { "unknown-field": "off" } }\n');
    await change(client, file, 2, BROKEN);
    expect((await client.diagnostics(uriOf(file), 2)).map((d) => d.code)).toEqual(['v2-requires-flag', 'button-label-or-emoji', 'custom-id-unique']);

    client.clearPublished();
    writeFileSync(path.join(root, 'cordlint.config.json'), '{}\n');
    expect(cordlint(['lint', '--write-baseline', 'reply.json'], { cwd: root }).status).toBe(0);
    await notify('.cordlint-baseline.json', FileChangeType.Created);
    expect(await client.diagnostics(uriOf(file))).toEqual([]);
  });
});

describe('the destination in the editor', () => {
  // Discord's example app edits its Components V2 message with a body that has no flags.
  const EDIT = '{\n  "components": [{ "type": 10, "content": "Edited" }]\n}\n';

  it('without one, a missing V2 flag is an error (read as creating a message); the client\'s initializationOptions or the config settle it', async () => {
    const root = scratch({ 'edit.json': EDIT });
    const file = path.join(root, 'edit.json');
    client = await LspClient.start(root);
    await open(client, file, EDIT);
    // LSP severity 1 is Error.
    expect((await client.diagnostics(uriOf(file), 1)).map((d) => [d.code, d.severity, d.range])).toEqual([['v2-requires-flag', 1, at(1, 17, 1, 52)]]);
    expect(await client.stop()).toBe(0);

    client = await LspClient.start(root, undefined, [], { destination: 'message-edit' });
    await open(client, file, EDIT);
    expect(await client.diagnostics(uriOf(file), 1)).toEqual([]);

    // The config's destination wins for its files.
    writeFileSync(path.join(root, 'cordlint.config.yaml'), 'destination: channel-message\n');
    await change(client, file, 2, EDIT);
    expect((await client.diagnostics(uriOf(file), 2)).map((d) => [d.code, d.severity])).toEqual([['v2-requires-flag', 1]]);
  });
});
