/**
 * Fixes in source code: a cordlint fix whose change falls on literals of the code (a value, a
 * property of an object literal) is an ESLint fix (safe) or suggestion (unsafe, renames), and
 * `cordlint lint --fix` writes the same edits into a .ts file. Where the value is not a literal in
 * one place (a constant used twice, an enum, a builder-made object) no fix is offered.
 */
import { describe, expect, it } from 'vitest';
import { Linter as ESLint10, RuleTester } from 'eslint';
import { Linter as ESLint9 } from 'eslint9';
import tsParser from '@typescript-eslint/parser';
import plugin from '../../src/eslint/index.js';
import { read, runCli, scratch } from '../cli-helpers.js';

interface Message {
  ruleId: string | null;
  line: number;
  column: number;
  fix?: { range: [number, number]; text: string };
  suggestions?: { desc: string; fix: { range: [number, number]; text: string } }[];
}

type AnyLinter = {
  verify(code: string, config: unknown, options: { filename: string }): Message[];
  verifyAndFix(code: string, config: unknown, options: { filename: string }): { fixed: boolean; output: string; messages: Message[] };
};

function linterAndConfig(options: { typescript?: boolean; eslint?: 9 | 10 }) {
  const Linter = options.eslint === 9 ? ESLint9 : ESLint10;
  const linter = new Linter({ configType: 'flat' } as never) as unknown as AnyLinter;
  const config = [{ ...(plugin.configs.recommended as object), languageOptions: { ecmaVersion: 'latest', sourceType: 'module', ...(options.typescript ? { parser: tsParser } : {}) } }];
  return { linter, config, filename: options.typescript ? 'bot.ts' : 'bot.js' };
}

function fixWithESLint(code: string, options: { typescript?: boolean; eslint?: 9 | 10 } = {}) {
  const { linter, config, filename } = linterAndConfig(options);
  return linter.verifyAndFix(code, config, { filename });
}

function messagesOf(code: string, options: { typescript?: boolean } = {}): Message[] {
  const { linter, config, filename } = linterAndConfig(options);
  return linter.verify(code, config, { filename });
}

function applied(code: string, fix: { range: [number, number]; text: string }): string {
  return code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1]);
}

const V2_WITHOUT_FLAG = `import { ContainerBuilder } from 'discord.js';

export async function execute(interaction) {
  const container = new ContainerBuilder().addTextDisplayComponents((t) => t.setContent('Welcome!'));
  await interaction.reply({
    components: [container],
    allowedMentions: { parse: [] },
  });
}
`;

const MEDIA_COPIED = `export async function post(channel) {
  await channel.send({
    flags: 32768,
    components: [{
      type: 12,
      items: [{
        media: {
          url: 'https://example.com/a.png',
          proxy_url: 'https://media.discordapp.net/a.png',
          width: 400,
        },
      }],
    }],
  });
}
`;

describe('fixes of payloads in code, through the real ESLint', () => {
  it('adds the V2 flag to the object literal, on its own line, as the code is laid out', () => {
    const { output, messages } = fixWithESLint(V2_WITHOUT_FLAG);
    expect(output).toBe(V2_WITHOUT_FLAG.replace('  await interaction.reply({\n', '  await interaction.reply({\n    flags: 32768,\n'));
    expect(messages).toEqual([]);
  });

  it('sets the flag bit in a literal `flags` (TypeScript, ESLint 9 too)', () => {
    const code = `export async function execute(interaction: any): Promise<void> {\n  await interaction.reply({ components: [{ type: 10, content: 'hi' }], flags: 64 });\n}\n`;
    const fixed = code.replace('flags: 64', 'flags: 32832');
    expect(fixWithESLint(code, { typescript: true }).output).toBe(fixed);
    expect(fixWithESLint(code, { typescript: true, eslint: 9 }).output).toBe(fixed);
  });

  it('removes properties with their commas, keeping the trailing comma and the other lines', () => {
    const { output, messages } = fixWithESLint(MEDIA_COPIED);
    expect(output).toBe(MEDIA_COPIED.replace("          proxy_url: 'https://media.discordapp.net/a.png',\n          width: 400,\n", ''));
    expect(messages).toEqual([]);
  });

  it('removes a property in the middle of a one-line object', () => {
    const code = `await channel.send({ flags: 32768, components: [{ type: 12, items: [{ media: { proxy_url: 'https://x/p.png', url: 'https://x/a.png' } }] }] });\n`;
    expect(fixWithESLint(code).output).toBe(code.replace("proxy_url: 'https://x/p.png', ", ''));
  });

  it('offers an unsafe fix as a suggestion, which --fix does not apply', () => {
    const code = `await interaction.showModal({
  title: 'Feedback',
  custom_id: 'feedback',
  components: [{ type: 18, label: 'Topic', component: { type: 3, custom_id: 'topic', options: [{ label: 'Bug', value: 'bug' }], disabled: true } }],
});
`;
    const { output, messages } = fixWithESLint(code);
    expect(output).toBe(code);
    const message = messages.find((m) => m.ruleId === 'cordlint/select-disabled-in-modal')!;
    expect([message.line, message.fix, message.suggestions?.length]).toEqual([4, undefined, 1]);
    expect(applied(code, message.suggestions![0]!.fix)).toBe(code.replace(', disabled: true', ''));
  });

  it("offers unknown-field's rename as a suggestion, keeping the key's quotes", () => {
    const code = `await channel.send({ components: [{ type: 1, components: [{ type: 2, style: 1, 'lable': 'Vote', custom_id: 'vote' }] }] });\n`;
    const message = messagesOf(code).find((m) => m.ruleId === 'cordlint/unknown-field')!;
    expect(message.fix).toBeUndefined();
    expect(message.suggestions!.map((s) => s.desc)).toEqual(['Rename "lable" to "label"']);
    expect(applied(code, message.suggestions![0]!.fix)).toBe(code.replace("'lable'", "'label'"));
  });

  it('offers no fix where the value is not a literal written in that one place', () => {
    const shared = `const options = { components: [{ type: 17, components: [{ type: 10, content: 'hi' }] }] };
await interaction.reply(options);
await interaction.followUp(options);
`;
    const fromEnum = `import { MessageFlags } from 'discord.js';
await interaction.reply({ components: [{ type: 17, components: [{ type: 10, content: 'hi' }] }], flags: MessageFlags.Ephemeral });
`;
    const fromBuilder = `import { LabelBuilder, ModalBuilder, StringSelectMenuBuilder } from 'discord.js';
const topic = new StringSelectMenuBuilder().setCustomId('topic').addOptions({ label: 'Bug', value: 'bug' }).setDisabled(true);
await interaction.showModal(new ModalBuilder().setCustomId('f').setTitle('Feedback').addLabelComponents(new LabelBuilder().setLabel('Topic').setStringSelectMenuComponent(topic)));
`;
    for (const code of [shared, fromEnum]) {
      const messages = messagesOf(code);
      expect(messages.map((m) => m.ruleId)).toContain('cordlint/v2-requires-flag');
      expect(messages.every((m) => m.fix === undefined && m.suggestions === undefined)).toBe(true);
      expect(fixWithESLint(code).output).toBe(code);
    }
    // A constant used once is the one place it is written: its literal is fixed where it is declared.
    const once = `const FLAGS = 64;\nawait interaction.reply({ components: [{ type: 17, components: [{ type: 10, content: 'hi' }] }], flags: FLAGS });\n`;
    expect(fixWithESLint(once).output).toBe(once.replace('= 64', '= 32832'));
    const twice = `${once}await interaction.followUp({ content: 'x', flags: FLAGS });\n`;
    expect(fixWithESLint(twice).output).toBe(twice);
    // `disabled` set by a builder's method: no property of an object literal to remove.
    const builderMessages = messagesOf(fromBuilder);
    expect(builderMessages.map((m) => [m.ruleId, m.line])).toEqual([['cordlint/select-disabled-in-modal', 2]]);
    expect(builderMessages[0]!.suggestions).toBeUndefined();
  });
});

// RuleTester's cases as vitest's tests.
Object.assign(RuleTester, { describe, it, itOnly: it.only });

describe("ESLint's RuleTester on the plugin's fixable rules", () => {
  const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
  const rules = plugin.rules as unknown as Record<string, Parameters<RuleTester['run']>[1]>;
  const modal = (extra: string) => `await interaction.showModal({ title: 'F', custom_id: 'f', components: [{ type: 18, label: 'Topic', component: { type: 3, custom_id: 't', options: [{ label: 'Bug', value: 'bug' }]${extra} } }] });`;
  tester.run('v2-requires-flag', rules['v2-requires-flag']!, {
    valid: [`await interaction.reply({ flags: 32768, components: [{ type: 10, content: 'hi' }] });`],
    invalid: [
      { code: `await interaction.reply({ components: [{ type: 10, content: 'hi' }] });`, output: `await interaction.reply({ flags: 32768, components: [{ type: 10, content: 'hi' }] });`, errors: [{ message: /IS_COMPONENTS_V2 flag/, line: 1, column: 40 }] },
      // An enum is no literal: reported (at the flags written, where the fix goes), not fixed.
      { code: `await interaction.reply({ components: [{ type: 10, content: 'hi' }], flags: MessageFlags.Ephemeral });`, output: null, errors: [{ message: /IS_COMPONENTS_V2 flag/, line: 1, column: 77 }] },
    ],
  });
  tester.run('select-disabled-in-modal', rules['select-disabled-in-modal']!, {
    valid: [modal('')],
    invalid: [{ code: modal(', disabled: true'), output: null, errors: [{ message: /disabled/, line: 1, suggestions: [{ desc: 'Apply the unsafe fix of select-disabled-in-modal (it changes what users see or what the bot receives; cordlint lint --fix --unsafe-fixes applies it)', output: modal('') }] }] }],
  });
});

describe('cordlint lint --fix on source files', () => {
  it('writes the fixes into the .ts file, and reports what is left', async () => {
    const ts = `import { ContainerBuilder } from 'discord.js';

export async function execute(interaction: any): Promise<void> {
  const container = new ContainerBuilder().addTextDisplayComponents((t) => t.setContent('Welcome!'));
  await interaction.reply({ components: [container] });
  await interaction.channel.send({
    flags: 32768,
    components: [{ type: 12, items: [{ media: { url: 'https://example.com/a.png', width: 400 } }] }],
  });
}
`;
    const dir = scratch({ 'src/bot.ts': ts, 'src/other.ts': V2_WITHOUT_FLAG.replace('components: [container]', 'components: [container], flags: MessageFlags.Ephemeral') });
    const before = await runCli(['lint', '--format', 'json', 'src/bot.ts'], dir);
    const result = (JSON.parse(before.stdout) as { messages: { ruleId: string }[]; fixableErrorCount: number; fixableWarningCount: number }[])[0]!;
    expect([result.messages.map((m) => m.ruleId), result.fixableErrorCount, result.fixableWarningCount]).toEqual([['v2-requires-flag', 'response-only-fields'], 1, 1]);

    const outcome = await runCli(['lint', '--fix', 'src/bot.ts', 'src/other.ts'], dir);
    expect(read(dir, 'src/bot.ts')).toBe(ts.replace('{ components: [container] }', '{ flags: 32768, components: [container] }').replace(", width: 400", ''));
    // No fix offered (the flags come from an enum): the file is left as it was, its finding reported.
    expect(read(dir, 'src/other.ts')).toContain('flags: MessageFlags.Ephemeral');
    expect(outcome.stdout).toContain('other.ts');
    expect(outcome.stdout).not.toContain('bot.ts');
    expect(outcome.code).toBe(1);
  });

  it('applies an unsafe fix only with --unsafe-fixes', async () => {
    const code = "await interaction.showModal({ title: 'F', custom_id: 'f', components: [{ type: 18, label: 'Topic', component: { type: 3, custom_id: 't', options: [{ label: 'Bug', value: 'bug' }], disabled: true } }] });\n";
    const dir = scratch({ 'modal.js': code });
    const safe = await runCli(['lint', '--fix', 'modal.js'], dir);
    expect([safe.code, read(dir, 'modal.js')]).toEqual([1, code]);
    expect(safe.stdout).toContain('1 problem can be fixed with --fix --unsafe-fixes');
    const unsafe = await runCli(['lint', '--fix', '--unsafe-fixes', 'modal.js'], dir);
    expect([unsafe.code, read(dir, 'modal.js')]).toEqual([0, code.replace(', disabled: true', '')]);
  });

  it('prints the fixed code with --fix-dry-run and writes nothing', async () => {
    const dir = scratch({ 'bot.js': V2_WITHOUT_FLAG });
    const outcome = await runCli(['lint', '--fix-dry-run', '--format', 'json', 'bot.js'], dir);
    const [result] = JSON.parse(outcome.stdout) as { output?: string }[];
    expect(result!.output).toBe(V2_WITHOUT_FLAG.replace('  await interaction.reply({\n', '  await interaction.reply({\n    flags: 32768,\n'));
    expect(read(dir, 'bot.js')).toBe(V2_WITHOUT_FLAG);
  });
});
