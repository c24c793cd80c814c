/**
 * The language server with a config's `locales`: an overflowing translation is shown in the payload
 * (naming the locale) and in the locale file (at the key), and a change to either re-checks both.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { change, LspClient, open, uriOf } from './lsp-client.js';

let client: LspClient | undefined;
afterEach(async () => {
  if (client) expect(await client.stop()).toBe(0);
  client = undefined;
});

const PAYLOAD = '{\n  "components": [{ "type": 1, "components": [{ "type": 2, "style": 1, "custom_id": "go", "label": "$t(start)" }] }]\n}\n';
const LONG = `{\n  "start": "${'Los '.repeat(25).trim()}"\n}\n`;
const SHORT = '{\n  "start": "Los"\n}\n';

describe('translations in the editor', () => {
  it('shows an overflow in the payload and the locale file, and re-checks both when the translation changes', async () => {
    const root = scratch({
      'cordlint.config.yaml': 'locales:\n  files: "locales/{locale}.json"\n  default: en\n',
      'reply.json': PAYLOAD,
      'locales/en.json': '{\n  "start": "Start"\n}\n',
      'locales/de.json': LONG,
    });
    const payload = path.join(root, 'reply.json');
    const german = path.join(root, 'locales', 'de.json');
    client = await LspClient.start(root);
    await open(client, payload, PAYLOAD);
    const inPayload = await client.diagnostics(uriOf(payload), 1);
    expect(inPayload.map((d) => [d.code, d.range.start.line, String(d.message).slice(0, 4)])).toEqual([['schema', 1, 'de: ']]);

    await open(client, german, LONG);
    const inLocale = await client.diagnostics(uriOf(german), 1);
    expect(inLocale.map((d) => [d.code, d.range.start.line, d.range.start.character])).toEqual([['schema', 1, 11]]);
    expect(String(inLocale[0]!.message)).toMatch(/^de: start: .*\(used at reply\.json:2:/);

    // The translation is shortened in the editor (not saved): the payload is checked again with it.
    client.clearPublished();
    await change(client, german, 2, SHORT);
    expect(await client.diagnostics(uriOf(german), 2)).toEqual([]);
    expect(await client.diagnostics(uriOf(payload), 1)).toEqual([]);

    // Long again: both show it again.
    client.clearPublished();
    await change(client, german, 3, LONG);
    expect((await client.diagnostics(uriOf(german), 3)).map((d) => d.range.start.line)).toEqual([1]);
    expect((await client.diagnostics(uriOf(payload), 1)).map((d) => d.code)).toEqual(['schema']);

    // The payload changes (and is saved) to use no translation: the locale file is checked again and is clean.
    const plain = PAYLOAD.replace('$t(start)', 'Go');
    writeFileSync(payload, plain);
    client.clearPublished();
    await change(client, payload, 2, plain);
    expect(await client.diagnostics(uriOf(payload), 2)).toEqual([]);
    expect(await client.diagnostics(uriOf(german), 3)).toEqual([]);
  });
});
