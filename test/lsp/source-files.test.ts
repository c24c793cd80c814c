/**
 * The language server on JavaScript and TypeScript documents: linted where the config asks for
 * source files (`source: true`, what `cordlint lint` reads for folders), with the CLI's findings at
 * the same places and the fixes that map onto literals as code actions; nothing where it does not.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, scratch } from '../cli-helpers.js';
import { applyAction, codeActions, LspClient, open, uriOf } from './lsp-client.js';

let client: LspClient | undefined;
afterEach(async () => {
  if (client) expect(await client.stop()).toBe(0);
  client = undefined;
});

const BOT = `import { ButtonBuilder, ButtonStyle, ContainerBuilder, type ChatInputCommandInteraction } from 'discord.js';

export async function execute(interaction: ChatInputCommandInteraction): Promise<void> {
  const container = new ContainerBuilder().addTextDisplayComponents((t) => t.setContent('Welcome!'));
  await interaction.reply({ components: [container] });
  const vote = new ButtonBuilder().setCustomId('vote').setStyle(ButtonStyle.Primary).setLabel('${'Vote '.repeat(17)}');
  await interaction.followUp({ content: 'Vote now', components: [{ type: 1, components: [vote] }] });
}
`;

describe('the language server on source files', () => {
  it("lints an open .ts document where the config says source: true, as the CLI does, with the fix as a code action", async () => {
    const root = scratch({ 'cordlint.config.json': '{ "source": true }', 'src/vote.ts': BOT });
    const file = path.join(root, 'src/vote.ts');
    client = await LspClient.start(root);
    await open(client, file, BOT, 'typescript');
    const diagnostics = await client.diagnostics(uriOf(file), 1);
    const shown = diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character]);
    expect(shown).toEqual([
      ['v2-requires-flag', 3, 20, 3, 100],
      ['schema', 5, 94, 5, 181],
    ]);
    // The CLI's findings on the same file, at the same places (1-based there).
    const cli = await runCli(['lint', '--format', 'json', 'src/vote.ts'], root);
    const [result] = JSON.parse(cli.stdout) as { messages: { ruleId: string; line: number; column: number; endLine: number; endColumn: number }[] }[];
    expect(result!.messages.map((m) => [m.ruleId, m.line - 1, m.column - 1, m.endLine - 1, m.endColumn - 1])).toEqual(shown);

    const actions = await codeActions(client, file, diagnostics[0]!.range);
    const quickFix = actions.find((a) => a.title === 'Fix this v2-requires-flag problem')!;
    expect(applyAction(quickFix, file, BOT)).toBe(BOT.replace('reply({ components: [container] })', 'reply({ flags: 32768, components: [container] })'));
    const fixAll = (await codeActions(client, file, undefined, ['source.fixAll.cordlint']))[0]!;
    expect(applyAction(fixAll, file, BOT)).toBe(BOT.replace('reply({ components: [container] })', 'reply({ flags: 32768, components: [container] })'));
  });

  it('lints no source document where the config does not ask for source files', async () => {
    const root = scratch({ 'cordlint.config.json': '{ "rules": {} }', 'src/vote.ts': BOT, 'src/reply.json': '{ "content": "" }' });
    const file = path.join(root, 'src/vote.ts');
    client = await LspClient.start(root);
    await open(client, file, BOT, 'typescript');
    expect(await client.diagnostics(uriOf(file), 1)).toEqual([]);
    // Payload files are linted as ever by the same server.
    const payload = path.join(root, 'src/reply.json');
    await open(client, payload, '{ "content": "" }');
    expect((await client.diagnostics(uriOf(payload), 1)).map((d) => d.code)).not.toEqual([]);
  });
});
