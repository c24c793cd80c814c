import { describe, expect, it } from 'vitest';
import { explain } from '../../src/explain/index.js';
import { DISCORD_CODES, NUMERIC_CODES, codeOfMessage } from '../../src/explain/codes.js';
import { causingField } from '../../src/explain/numeric-codes.js';

/** Discord's words for each code of the table (as answers quote them); a code without words has only its code. */
const EXAMPLES: Record<string, string> = {
  BASE_TYPE_REQUIRED: 'This field is required',
  BASE_TYPE_MAX_LENGTH: 'Must be 80 or fewer in length.',
  BASE_TYPE_MIN_LENGTH: 'Must be 1 or more in length.',
  BASE_TYPE_BAD_LENGTH: 'Must be between 1 and 5 in length.',
  BASE_TYPE_CHOICES: 'Value must be one of (1, 2, 3, 4, 5, 6).',
  NUMBER_TYPE_MAX: 'int value should be less than or equal to 25.',
  NUMBER_TYPE_MIN: 'int value should be greater than or equal to 0.',
  BASE_TYPE_MIN_VALUE: 'Must be at least 1.',
  BASE_TYPE_MAX_VALUE: 'Must be at most 25.',
  NUMBER_TYPE_COERCE: 'Value "STRING" is not int.',
  STRING_TYPE_COERCE: 'Could not interpret "{}" as string.',
  STRING_TYPE_REGEX: 'String value did not match validation regex.',
  BOOLEAN_TYPE_COERCE: 'Value "yes" is not bool.',
  ENUM_TYPE_COERCE: 'Value "7" is not a valid enum value.',
  MODEL_TYPE_CONVERT: 'Only dictionaries may be used in a ModelType',
  DICT_TYPE_CONVERT: 'Only dictionaries may be used in a DictType',
  LIST_TYPE_CONVERT: 'Only iterables may be used in a ListType',
  LIST_ITEM_VALUE_REQUIRED: 'List item values of ModelType are required',
  UNION_TYPE_CHOICES: 'Value of field "type" must be one of (1,).',
  URL_TYPE_INVALID_URL: 'Not a well formed URL.',
  URL_TYPE_INVALID_SCHEME: 'Scheme "ftp" is not supported. Scheme must be one of (\'http\', \'https\', \'discord\').',
  COMPONENT_LAYOUT_WIDTH_EXCEEDED: 'The specified component exceeds the maximum width',
  COMPONENT_CUSTOM_ID_DUPLICATED: 'Component custom id cannot be duplicated',
  COMPONENT_VALIDATION_FAILED: 'Component validation failed',
  BUTTON_COMPONENT_INVALID_EMOJI: 'Invalid emoji',
  BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE: 'A custom id and url cannot both be specified',
  SELECT_COMPONENT_OPTION_VALUE_DUPLICATED: 'The specified option value is already used',
  MODAL_COMPONENT_DISABLED: 'Modal components cannot be disabled',
  UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND: 'Referenced attachment not found',
  MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2: "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
  MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE: 'parse:["users"] and users: [ids] are mutually exclusive.',
  MAX_EMBED_SIZE_EXCEEDED: 'Embed size exceeds maximum size of 6000',
};

const PAYLOAD = '{\n  "content": "Pick one",\n  "components": [\n    { "type": 1, "components": [\n      { "type": 2, "style": 1, "label": "Go", "custom_id": "go" }\n    ] }\n  ]\n}\n';
const answerAt = (code: string, message: string) =>
  JSON.stringify({ code: 50035, message: 'Invalid Form Body', errors: { components: { '0': { components: { '0': { label: { _errors: [{ code, message }] } } } } } } });

describe("the table of Discord's codes", () => {
  it('has words for every code, and an example of Discord\'s message for each in these tests', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(DISCORD_CODES.map((c) => c.code).sort());
    for (const entry of DISCORD_CODES) {
      expect(entry.meaning.length).toBeGreaterThan(10);
      expect(entry.fix.length).toBeGreaterThan(10);
    }
  });

  it('covers the families the issue names: base types, components, embeds, messages', () => {
    expect(new Set(DISCORD_CODES.map((c) => c.family))).toEqual(new Set(['base-type', 'component', 'embed', 'message']));
  });

  describe.each(DISCORD_CODES.map((c) => [c.code, c] as const))('%s', (code, entry) => {
    it('is explained at its place in the payload, with its plain words and fix', async () => {
      const { explanations, result } = await explain(answerAt(code, EXAMPLES[code]!), PAYLOAD, { filePath: 'reply.json' });
      expect(result.messages).toHaveLength(1);
      expect(result.messages[0]).toMatchObject({ ruleId: code, severity: 2, line: 5, column: 41, path: '/components/0/components/0/label' });
      expect(result.messages[0]!.message).toContain(entry.meaning);
      expect(result.messages[0]!.message).toContain(`Fix: ${entry.fix}`);
      expect(explanations[0]).toMatchObject({ code, codeInferred: false, meaning: entry.meaning, fix: entry.fix });
    });

    if (entry.messages.length > 0) {
      it("is recognised from Discord's message alone (discord.py prints no code)", async () => {
        expect(codeOfMessage(EXAMPLES[code]!)).toBe(code);
        const printed = `discord.errors.HTTPException: 400 Bad Request (error code: 50035): Invalid Form Body\nIn components.0.components.0.label: ${EXAMPLES[code]}`;
        const { result } = await explain(printed, PAYLOAD, { filePath: 'reply.json' });
        expect(result.messages[0]).toMatchObject({ ruleId: code, line: 5, column: 41 });
        expect(result.messages[0]!.message).toContain(`(${code}, recognised from the message)`);
      });
    }
  });
});

describe('top-level JSON error codes', () => {
  // (A code caused by a field this payload holds is shown at that field: test/explain/numeric-codes.test.ts.)
  it.each(Object.entries(NUMERIC_CODES).filter(([code]) => causingField(code, JSON.parse(PAYLOAD)) === undefined))('%s is explained on the whole body', async (code, words) => {
    const { result } = await explain(JSON.stringify({ code: Number(code), message: 'Discord\'s words' }), PAYLOAD, { filePath: 'reply.json' });
    expect(result.messages).toMatchObject([{ ruleId: code, line: 1, column: 1, path: '' }]);
    expect(result.messages[0]!.message).toContain(words.meaning);
  });
});

describe('codes cordlint does not know', () => {
  it('keep Discord\'s code as the rule id and say the table does not know them', async () => {
    const { result } = await explain(answerAt('SOME_NEW_THING', 'Something new.'), PAYLOAD, { filePath: 'reply.json' });
    expect(result.messages[0]).toMatchObject({ ruleId: 'SOME_NEW_THING', line: 5 });
    expect(result.messages[0]!.message).toContain("cordlint's table does not know SOME_NEW_THING yet");
  });

  it('get plain words read from their name when it says what went wrong', async () => {
    const { explanations, result } = await explain(answerAt('POLL_ANSWERS_TOO_MANY', 'Too many answers.'), PAYLOAD, { filePath: 'reply.json' });
    expect(result.messages[0]).toMatchObject({ ruleId: 'POLL_ANSWERS_TOO_MANY', line: 5 });
    expect(explanations[0]!.meaning).toBe("The poll is over one of Discord's limits (read from the code's name: cordlint's table does not hold POLL_ANSWERS_TOO_MANY yet).");
    expect(result.messages[0]!.message).toContain("Fix: Bring it within the limit Discord names.");
  });

  it('an unrecognised message without a code gets the rule id discord-400', async () => {
    const { result } = await explain('400 Bad Request (error code: 50035): Invalid Form Body\nIn content: Something Discord never said before.', PAYLOAD, { filePath: 'reply.json' });
    expect(result.messages[0]).toMatchObject({ ruleId: 'discord-400', line: 2, path: '/content' });
  });
});
