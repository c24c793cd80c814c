/**
 * Translations in code: `t('key')` resolved in each locale (ESLint's settings.cordlint.locales, the
 * CLI's config `locales`): a German label over 45 characters reported at the line of code, naming the locale.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { runCli, scratch } from '../cli-helpers.js';
import { lintMessages } from './helpers.js';

const locales = {
  'locales/en.json': JSON.stringify({ modal: { title: 'Feedback', name: 'Your name' }, vote: { label: 'Vote ({{count}})' }, greet_one: 'Hi', greet_other: 'Hello everyone' }),
  'locales/de.json': JSON.stringify({ modal: { title: 'Rückmeldung', name: 'Wie möchten Sie in dieser Runde genannt werden, bitte?' }, vote: { label: `Abstimmen ${'x'.repeat(80)} {{count}}` } }),
};

const code = `import { ModalBuilder, LabelBuilder, TextInputBuilder, TextInputStyle, ButtonBuilder, ActionRowBuilder } from 'discord.js';
import { t } from './i18n.js';
export async function open(interaction) {
  const modal = new ModalBuilder().setCustomId('feedback').setTitle(t('modal.title'))
    .addLabelComponents(new LabelBuilder().setLabel(t('modal.name')).setTextInputComponent(new TextInputBuilder().setCustomId('name').setStyle(TextInputStyle.Short)));
  await interaction.showModal(modal);
}
export async function vote(interaction, count) {
  const button = new ButtonBuilder().setCustomId('vote').setStyle(1).setLabel(interaction.t('vote.label', { count }));
  await interaction.reply({ content: i18next.t('greet', { count }), components: [new ActionRowBuilder().addComponents(button)] });
}
`;

describe('translations in code', () => {
  it('ESLint: each locale judged, the finding at the call of t() naming the locale', () => {
    const dir = scratch(locales);
    const messages = lintMessages(code, { settings: { cordlint: { locales: { files: path.join(dir, 'locales/{locale}.json'), default: 'en' } } } });
    expect(messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([
      ['cordlint/schema', 5, 53],
      ['cordlint/schema', 9, 79],
    ]);
    expect(messages[0]!.message).toBe('"label" of Label (18) is 54 characters long; the limit is 45. Shorten it by 9. (locale de, key modal.name)');
    expect(messages[1]!.message).toMatch(/^"label" of Button \(2\) is 91 characters long; the limit is 80\. .*\(locale de, key vote\.label\)$/);
  });

  it('ESLint: without locales, a translated text is unknown and never reported', () => {
    expect(lintMessages(code)).toEqual([]);
  });

  it('ESLint: the translation functions are configurable', () => {
    const dir = scratch(locales);
    const renamed = code.replace("setLabel(t('modal.name'))", "setLabel(translate('modal.name'))");
    const settings = (functions: string[]) => ({ cordlint: { translationFunctions: functions, locales: { files: path.join(dir, 'locales/{locale}.json') } } });
    expect(lintMessages(renamed, { settings: settings(['translate']) }).map((m) => m.line)).toEqual([5]);
    expect(lintMessages(renamed, { settings: settings(['t']) })).toEqual([]);
  });

  it('ESLint: Fluent locale files (.ftl), read by the CLI\'s reader, a variable counted as nothing', () => {
    const dir = scratch({
      'locales/en.ftl': 'feedback-title = Feedback\nfeedback-name = Your name\n',
      'locales/de.ftl': '# Deutsch\nfeedback-title = Rückmeldung\nfeedback-name = Wie möchten Sie in dieser Runde genannt werden, { $user }?\n',
    });
    const fluentCode = `import { ModalBuilder, LabelBuilder, TextInputBuilder, TextInputStyle } from 'discord.js';
export async function open(interaction, t) {
  const modal = new ModalBuilder().setCustomId('feedback').setTitle(t('feedback-title'))
    .addLabelComponents(
      new LabelBuilder().setLabel(t('feedback-name', { user: interaction.user.username })).setTextInputComponent(new TextInputBuilder().setCustomId('name').setStyle(TextInputStyle.Short)),
    );
  await interaction.showModal(modal);
}
`;
    const messages = lintMessages(fluentCode, { settings: { cordlint: { locales: { files: path.join(dir, 'locales/{locale}.ftl'), default: 'en' } } } });
    expect(messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([['cordlint/schema', 5, 35]]);
    const fixed = 'Wie möchten Sie in dieser Runde genannt werden, ?'.length;
    expect(messages[0]!.message).toBe(`"label" of Label (18) is ${fixed} characters long; the limit is 45. Shorten it by ${fixed - 45}. (locale de, key feedback-name)`);
    // A relative pattern is read from ESLint's working folder.
    const relative = lintMessages(fluentCode, { cwd: dir, settings: { cordlint: { locales: { files: 'locales/{locale}.ftl' } } } });
    expect(relative.map((m) => [m.ruleId, m.line, m.column])).toEqual([['cordlint/schema', 5, 35]]);
  });

  it("the CLI: the config's locales", async () => {
    const dir = scratch({ ...locales, 'cordlint.config.json': JSON.stringify({ locales: { files: 'locales/{locale}.json', default: 'en' } }), 'src/feedback.js': code });
    const outcome = await runCli(['lint', '--format', 'unix', 'src/feedback.js'], dir);
    expect(outcome.stdout).toContain('src/feedback.js:5:53: "label" of Label (18) is 54 characters long; the limit is 45. Shorten it by 9. (locale de, key modal.name) [Error/schema]');
    expect(outcome.code).toBe(1);
  });
});
