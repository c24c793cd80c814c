import { describe, expect, it } from 'vitest';
import { explain } from '../../src/explain/index.js';
import { parseAnswer } from '../../src/explain/answer.js';
import { discordgo, discordJs13, discordJs14, discordNet, discordNetErrors, discordPy, jda } from './library-forms.js';

const err = (code: string, message: string) => ({ _errors: [{ code, message }] });

/** One error per place, so that discord.py (which joins the messages of a place) loses nothing. */
const ANSWER = {
  code: 50035,
  message: 'Invalid Form Body',
  errors: {
    content: err('BASE_TYPE_MAX_LENGTH', 'Must be 2000 or fewer in length.'),
    components: {
      '0': {
        components: {
          '0': { emoji: { name: err('BUTTON_COMPONENT_INVALID_EMOJI', 'Invalid emoji') } },
          '1': { custom_id: err('COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated') },
        },
      },
      '1': { components: { '0': { options: { '1': err('SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'The specified option value is already used') } } } },
    },
    embeds: { '0': { fields: { '0': { value: err('BASE_TYPE_REQUIRED', 'This field is required') } } } },
    poll: { question: { text: err('BASE_TYPE_MAX_LENGTH', 'Must be 300 or fewer in length.') } },
  },
};

const PAYLOAD = `{
  "content": "${'x'.repeat(12)}",
  "components": [
    { "type": 1, "components": [
      { "type": 2, "style": 1, "label": "A", "custom_id": "a", "emoji": { "name": "smile" } },
      { "type": 2, "style": 2, "label": "B", "custom_id": "a" }
    ] },
    { "type": 1, "components": [
      { "type": 3, "custom_id": "pick", "options": [
        { "label": "One", "value": "1" },
        { "label": "Uno", "value": "1" }
      ] }
    ] }
  ],
  "embeds": [{ "title": "T", "fields": [{ "name": "N", "value": "" }] }],
  "poll": { "question": { "text": "Q" }, "answers": [{ "poll_media": { "text": "yes" } }] }
}
`;

const pathsOf = (text: string) => parseAnswer(text).map((e) => [e.path, e.code]);
const json = JSON.stringify(ANSWER, null, 2);

describe("each library's printed form parses to the same paths and codes as Discord's JSON answer", () => {
  const expected = pathsOf(json);

  it('the JSON answer itself', () => {
    expect(expected).toEqual([
      [['content'], 'BASE_TYPE_MAX_LENGTH'],
      [['components', 0, 'components', 0, 'emoji', 'name'], 'BUTTON_COMPONENT_INVALID_EMOJI'],
      [['components', 0, 'components', 1, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED'],
      [['components', 1, 'components', 0, 'options', 1], 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED'],
      [['embeds', 0, 'fields', 0, 'value'], 'BASE_TYPE_REQUIRED'],
      [['poll', 'question', 'text'], 'BASE_TYPE_MAX_LENGTH'],
    ]);
  });

  it.each([
    ['discord.js 14', discordJs14],
    ['discord.js 12/13', discordJs13],
    ['discord.py', discordPy],
    ['JDA', jda],
    ['discordgo', discordgo],
  ])('%s', (_name, print) => {
    expect(pathsOf(print(ANSWER))).toEqual(expected);
  });

  it("Discord.Net: its message keeps the codes but no paths; its DiscordJsonError.Path reads back to the same paths", () => {
    expect(parseAnswer(discordNet(ANSWER)).map((e) => [e.path, e.code])).toEqual(expected.map(([, code]) => [undefined, code]));
    const logged = discordNetErrors(ANSWER)
      .map((e) => `${e.path}: ${e.errors.map((x) => x.message).join(' ')}`)
      .join('\n');
    expect(pathsOf(`DiscordAPIError: Invalid Form Body\n${logged}`)).toEqual(expected);
  });

  it('errors on the body itself: discord.js 14 prints them as "0[CODE]", discord.js 13 and JDA without a path, discord.py as a repr', async () => {
    const root = { code: 50035, message: 'Invalid Form Body', errors: err('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', 'legacy fields with V2') };
    const payload = '{\n  "flags": 32768,\n  "content": "hi",\n  "components": [{ "type": 10, "content": "x" }]\n}\n';
    for (const print of [discordJs14, discordJs13, discordPy, jda, discordgo]) {
      const { explanations } = await explain(print(root), payload, { filePath: 'v2.json' });
      expect(explanations.map((e) => [e.code, e.message.line, e.message.path])).toEqual([['MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', 1, '']]);
    }
  });
});

describe('every form places its errors on the same lines of the payload', () => {
  it.each([
    ['JSON', (a: typeof ANSWER) => JSON.stringify(a)],
    ['discord.js 14', discordJs14],
    ['discord.js 12/13', discordJs13],
    ['discord.py', discordPy],
    ['JDA', jda],
    ['discordgo', discordgo],
  ])('%s', async (_name, print) => {
    const { explanations, result } = await explain(print(ANSWER), PAYLOAD, { filePath: 'message.json' });
    expect(result.messages.map((m) => [m.ruleId, m.line, m.column, m.path])).toEqual([
      ['BASE_TYPE_MAX_LENGTH', 2, 14, '/content'],
      ['BUTTON_COMPONENT_INVALID_EMOJI', 5, 83, '/components/0/components/0/emoji/name'],
      ['COMPONENT_CUSTOM_ID_DUPLICATED', 6, 59, '/components/0/components/1/custom_id'],
      ['SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 11, 9, '/components/1/components/0/options/1'],
      ['BASE_TYPE_REQUIRED', 15, 65, '/embeds/0/fields/0/value'],
      ['BASE_TYPE_MAX_LENGTH', 16, 35, '/poll/question/text'],
    ]);
    expect(explanations.every((e) => e.meaning !== undefined && e.message.message.includes(e.meaning))).toBe(true);
  });
});
