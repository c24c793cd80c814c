/**
 * "Copy as discord.js" and "Copy as discord.py": the built language server offers them on a payload
 * without lint errors, with the generated code as the command's argument, and not on a broken one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codegen } from '../../src/codegen/index.js';
import { scratch } from '../cli-helpers.js';
import { codeActions, LspClient, open, repoRoot, uriOf } from './lsp-client.js';

let client: LspClient | undefined;
afterEach(async () => {
  if (client) expect(await client.stop()).toBe(0);
  client = undefined;
});

describe('copy as code', () => {
  it('offers discord.js, TypeScript and discord.py code for a clean payload, and nothing for a broken one', async () => {
    const text = readFileSync(path.join(repoRoot, 'samples', 'valid', 'v2-sections-buttons-selects.json'), 'utf8');
    const root = scratch({ 'digest.json': text, 'broken.json': '{"components":[{"type":10,"content":"no flag"}]}' });
    client = await LspClient.start(root);
    const file = path.join(root, 'digest.json');
    await open(client, file, text);
    await client.diagnostics(uriOf(file), 1);
    const actions = await codeActions(client, file);
    const copy = actions.filter((a) => a.kind === 'source.copyAs.cordlint');
    expect(copy.map((a) => [a.title, a.command?.command])).toEqual([
      ['Copy as discord.js', 'cordlint.copyToClipboard'],
      ['Copy as discord.js (TypeScript)', 'cordlint.copyToClipboard'],
      ['Copy as discord.py', 'cordlint.copyToClipboard'],
    ]);
    const payload = JSON.parse(text);
    expect(copy[0]!.command!.arguments).toEqual([codegen([payload], 'discord.js')]);
    expect(copy[2]!.command!.arguments).toEqual([codegen([payload], 'discord.py')]);
    // Asked only for quick fixes, the editor gets none of them.
    expect((await codeActions(client, file, undefined, ['quickfix'])).filter((a) => a.kind === 'source.copyAs.cordlint')).toEqual([]);

    const broken = path.join(root, 'broken.json');
    await open(client, broken, '{"flags":0,"components":[{"type":10,"content":"no flag"}]}'); // flags without the V2 bit: an error wherever it is sent
    await client.diagnostics(uriOf(broken), 1);
    expect((await codeActions(client, broken)).map((a) => a.kind)).not.toContain('source.copyAs.cordlint');
  });
});
