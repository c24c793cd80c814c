import { describe, expect, it } from 'vitest';
import { explain } from '../../src/explain/index.js';

const answer = (errors: Record<string, unknown>) => JSON.stringify({ code: 50035, message: 'Invalid Form Body', errors });
const err = (code: string, message: string) => ({ _errors: [{ code, message }] });

const MESSAGE = `{
  "content": "Vote!",
  "components": [
    {
      "type": 1,
      "components": [
        { "type": 2, "style": 3, "label": "Yes", "custom_id": "vote" },
        { "type": 2, "style": 4, "label": "No", "custom_id": "vote" }
      ]
    }
  ]
}
`;

const RESPONSE_YAML = `type: 4
data:
  content: Vote!
  components:
    - type: 1
      components:
        - { type: 2, style: 3, label: "Yes", custom_id: vote }
        - { type: 2, style: 4, label: "No", custom_id: vote }
`;

const duplicated = (withData: boolean) => {
  const tree = { components: { '0': { components: { '1': { custom_id: err('COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated') } } } } };
  return answer(withData ? { data: tree } : tree);
};

describe('explain: the data./body rule', () => {
  it.each([
    ['a body path into a message file', false, MESSAGE, 'message.json', 8, '/components/0/components/1/custom_id'],
    ['a data. path into a message file (the body of an interaction response)', true, MESSAGE, 'message.json', 8, '/components/0/components/1/custom_id'],
    ['a data. path into an interaction response file', true, RESPONSE_YAML, 'response.yaml', 8, '/data/components/0/components/1/custom_id'],
    ['a body path into an interaction response file', false, RESPONSE_YAML, 'response.yaml', 8, '/data/components/0/components/1/custom_id'],
  ])('%s', async (_name, withData, payload, filePath, line, path) => {
    const { result, explanations } = await explain(duplicated(withData), payload, { filePath });
    expect(result.filePath).toBe(filePath);
    expect(result.messages).toMatchObject([{ ruleId: 'COMPONENT_CUSTOM_ID_DUPLICATED', severity: 2, line, path }]);
    expect(explanations[0]!.note).toBeUndefined();
  });
});

describe('explain: a .json payload with comments where the config allows them', () => {
  it('places the error on its line and quotes cordlint, as lint reads the file', async () => {
    const commented = `// the vote message\n${MESSAGE.replace('"content": "Vote!",', '"content": "Vote!", /* shown above the buttons */')}`;
    const { result, explanations } = await explain(duplicated(false), commented, { filePath: 'message.json', allowComments: true });
    expect(result.messages).toMatchObject([{ ruleId: 'COMPONENT_CUSTOM_ID_DUPLICATED', line: 9, path: '/components/0/components/1/custom_id' }]);
    expect(explanations[0]!.cordlint.map((m) => m.ruleId)).toEqual(['custom-id-unique']);
  });
});

describe("explain: cordlint's own findings at that place", () => {
  it('quotes the findings of cordlint at or under the path', async () => {
    const { explanations, result } = await explain(duplicated(false), MESSAGE, { filePath: 'message.json' });
    expect(explanations[0]!.cordlint.map((m) => m.ruleId)).toEqual(['custom-id-unique']);
    expect(result.messages[0]!.message).toContain('cordlint says: custom_id "vote" is already used by components[0].components[0]');
    expect(result.messages[0]!.message).toContain('(custom-id-unique)');
  });

  it('says the file does not show the problem when a rule checks it but finds nothing there (not "no rule")', async () => {
    const text = answer({ content: err('BASE_TYPE_MAX_LENGTH', 'Must be 2000 or fewer in length.') });
    const { explanations, result } = await explain(text, MESSAGE, { filePath: 'message.json' });
    expect(explanations[0]!.cordlint).toEqual([]);
    expect(result.messages[0]!.message).not.toContain('no rule');
    expect(result.messages[0]!.message).toContain('This file does not show the problem at this place');
    expect(result.messages[0]!.message).toMatch(/edited since the request, or another payload was sent/);
  });

  it("a modal title within the limit in the file: the log line is not blamed on cordlint (issue 29's walk)", async () => {
    const modal = '{\n  "type": 9,\n  "data": {\n    "custom_id": "feedback",\n    "title": "Feedback box",\n    "components": [\n      { "type": 18, "label": "Your name", "component": { "type": 4, "custom_id": "name", "style": 1 } }\n    ]\n  }\n}\n';
    const log = 'data.title[BASE_TYPE_MAX_LENGTH]: Must be 45 or fewer in length.\n';
    const { result } = await explain(log, modal, { filePath: 'modal.json' });
    expect(result.messages).toMatchObject([{ ruleId: 'BASE_TYPE_MAX_LENGTH', line: 5, column: 14, path: '/data/title' }]);
    const text = result.messages[0]!.message;
    expect(text).not.toContain('cordlint has no rule');
    expect(text).toContain('A modal title is 1 to 45 characters.');
    expect(text).toContain("This file does not show the problem at this place (it holds 12 characters, within Discord's 45): cordlint checks it (schema,");
  });

  it('says plainly when cordlint has no rule for the code', async () => {
    const text = answer({ allowed_mentions: err('COMPONENT_VALIDATION_FAILED', 'Component validation failed') });
    const { explanations, result } = await explain(text, MESSAGE, { filePath: 'message.json' });
    expect(explanations[0]!.cordlint).toEqual([]);
    expect(result.messages[0]!.message).toMatch(/cordlint has no rule for this yet\.$/);
  });

  it('names allowed-mentions-parse for MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE (the model links the two)', async () => {
    const text = answer({ allowed_mentions: err('MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE', 'parse and users are mutually exclusive') });
    const { result } = await explain(text, MESSAGE, { filePath: 'message.json' });
    expect(result.messages[0]!.message).not.toMatch(/cordlint has no rule for this yet/);
    expect(result.messages[0]!.message).toContain('allowed-mentions-parse');
  });

  it('50006 alone names message-not-empty, the rule that checks it, and does not say "no rule"', async () => {
    const { result } = await explain('{"code": 50006, "message": "Cannot send an empty message"}', '{\n  "content": "hi"\n}\n', { filePath: 'm.json' });
    expect(result.messages[0]!.message).toContain('cordlint checks it (message-not-empty)');
  });

  it('counts a finding of a related rule on an ancestor within the same component', async () => {
    const payload = '{\n  "components": [{ "type": 1, "components": [\n    { "type": 2, "style": 1, "label": "Hi", "custom_id": "a", "emoji": { "animated": true } }\n  ] }]\n}\n';
    const text = answer({ components: { '0': { components: { '0': { emoji: { animated: err('BUTTON_COMPONENT_INVALID_EMOJI', 'Invalid emoji') } } } } } });
    const { explanations } = await explain(text, payload, { filePath: 'emoji.json' });
    expect(explanations[0]!.cordlint.map((m) => [m.ruleId, m.path])).toEqual([['emoji-name-or-id', '/components/0/components/0/emoji']]);
  });

  it('does not count an unrelated rule on an ancestor', async () => {
    const payload = '{\n  "components": [{ "type": 1, "components": [\n    { "type": 2, "style": 1, "label": "Hi", "custom_id": "a", "emoji": { "animated": true } }\n  ] }]\n}\n';
    const text = answer({ components: { '0': { components: { '0': { emoji: { animated: err('BASE_TYPE_CHOICES', 'Value must be one of (true, false).') } } } } } });
    const { explanations } = await explain(text, payload, { filePath: 'emoji.json' });
    expect(explanations[0]!.cordlint).toEqual([]);
  });

  it('counts findings under the place Discord names', async () => {
    const payload = '{\n  "components": [{ "type": 1, "components": [\n    { "type": 2, "style": 5, "label": "Hi", "custom_id": "a", "url": "https://example.com" }\n  ] }]\n}\n';
    const text = answer({ components: { '0': { components: { '0': err('BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE', 'A custom id and url cannot both be specified') } } } });
    const { explanations, result } = await explain(text, payload, { filePath: 'link.json' });
    expect(result.messages[0]).toMatchObject({ line: 3, column: 5, path: '/components/0/components/0' });
    expect(explanations[0]!.cordlint.map((m) => [m.ruleId, m.path])).toEqual([['button-style-fields', '/components/0/components/0/custom_id']]);
  });
});

describe('explain: places that do not exist in the payload', () => {
  it('reports a path missing from the file at its nearest existing ancestor, with a note, never dropped', async () => {
    const text = answer({ components: { '3': { components: { '0': { label: err('BASE_TYPE_MAX_LENGTH', 'Must be 80 or fewer in length.') } } } } });
    const { explanations, result } = await explain(text, MESSAGE, { filePath: 'message.json' });
    expect(result.messages).toMatchObject([{ ruleId: 'BASE_TYPE_MAX_LENGTH', line: 3, column: 17, path: '/components' }]);
    expect(explanations[0]).toMatchObject({ path: ['components', 3, 'components', 0, 'label'], shownAt: ['components'] });
    expect(result.messages[0]!.message).toContain('Note: components[3].components[0].label does not exist in this file (did it change since it was sent?); shown at its nearest existing ancestor, components.');
  });

  it('says a required field is missing, at the object that needs it', async () => {
    const text = answer({ components: { '0': { components: { '0': { style: err('BASE_TYPE_REQUIRED', 'This field is required') } } } } });
    const payload = '{\n  "components": [{ "type": 1, "components": [\n    { "type": 2, "label": "Hi", "custom_id": "a" }\n  ] }]\n}\n';
    const { result } = await explain(text, payload, { filePath: 'm.json' });
    expect(result.messages[0]).toMatchObject({ line: 3, column: 5, path: '/components/0/components/0' });
    expect(result.messages[0]!.message).toContain('Note: components[0].components[0].style is missing: shown at the object that needs it.');
  });

  it("places Discord.Net's errors (no path) where cordlint's matching rule finds the problem", async () => {
    const text = 'Discord.Net.HttpException: The server responded with error 50035: Invalid Form Body\nInner Errors:\nCOMPONENT_CUSTOM_ID_DUPLICATED: Component custom id cannot be duplicated';
    const { result } = await explain(text, MESSAGE, { filePath: 'message.json' });
    expect(result.messages).toMatchObject([{ ruleId: 'COMPONENT_CUSTOM_ID_DUPLICATED', line: 8, path: '/components/0/components/1/custom_id' }]);
    expect(result.messages[0]!.message).toContain("shown where cordlint's custom-id-unique finds the same problem");
  });

  it("shows Discord.Net's errors at the top when no rule of cordlint finds them", async () => {
    const text = 'Discord.Net.HttpException: The server responded with error 50035: Invalid Form Body\nInner Errors:\nBASE_TYPE_MAX_LENGTH: Must be 80 or fewer in length.';
    const { result } = await explain(text, MESSAGE, { filePath: 'message.json' });
    expect(result.messages).toMatchObject([{ ruleId: 'BASE_TYPE_MAX_LENGTH', line: 1, column: 1, path: '' }]);
    expect(result.messages[0]!.message).toContain('The answer names no place (Discord.Net prints codes without paths');
  });
});

describe('explain: the limit of the field', () => {
  it('names the limit of a label by the component that holds it', async () => {
    const modal = 'type: 9\ndata:\n  custom_id: f\n  title: Feedback\n  components:\n    - type: 18\n      label: What would you like to tell us about this product today?\n      component: { type: 4, custom_id: text, style: 2 }\n';
    const text = answer({ data: { components: { '0': { label: err('BASE_TYPE_MAX_LENGTH', 'Must be 45 or fewer in length.') } } } });
    const { explanations, result } = await explain(text, modal, { filePath: 'modal.yaml' });
    expect(result.messages[0]).toMatchObject({ line: 7, column: 14, path: '/data/components/0/label' });
    expect(explanations[0]!.limit).toBe("A Label's label is at most 45 characters.");
  });
});

describe('explain: other inputs', () => {
  it('picks the YAML document where the path exists and names it', async () => {
    const yaml = 'content: first\n---\ncontent: second\ncomponents:\n  - type: 1\n    components:\n      - { type: 2, style: 1, label: "A", custom_id: a }\n';
    const text = answer({ components: { '0': { components: { '0': { label: err('BASE_TYPE_MAX_LENGTH', 'Must be 80 or fewer in length.') } } } } });
    const { result } = await explain(text, yaml, { filePath: 'two.yaml' });
    expect(result.messages).toMatchObject([{ line: 7, document: 2, path: '/components/0/components/0/label' }]);
  });

  it('without a payload, places each error at its line in the answer and its path in the answer\'s terms', async () => {
    const text = 'log line\nDiscordAPIError[50035]: Invalid Form Body\ndata.components[0].components[1].label[BASE_TYPE_MAX_LENGTH]: Must be 80 or fewer in length.';
    const { result, explanations } = await explain(text, undefined, { answerPath: 'answer.txt' });
    expect(result).toMatchObject({ filePath: 'answer.txt', errorCount: 1 });
    expect(result.messages).toMatchObject([{ ruleId: 'BASE_TYPE_MAX_LENGTH', line: 3, column: 1, path: '/data/components/0/components/1/label' }]);
    expect(explanations[0]!.limit).toBe("A button label is at most 80 characters; a modal Label's label at most 45.");
    expect(result.messages[0]!.message).not.toContain('cordlint has no rule');
  });

  it("without a payload, points into a JSON answer's errors tree", async () => {
    const text = '{\n  "code": 50035,\n  "errors": {\n    "content": {\n      "_errors": [{ "code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length." }]\n    }\n  },\n  "message": "Invalid Form Body"\n}\n';
    const { result } = await explain(text);
    expect(result.messages).toMatchObject([{ line: 4, column: 16, path: '/content' }]);
  });

  it('returns no explanation for an answer with no Discord error', async () => {
    const { explanations, result } = await explain('all good', MESSAGE, { filePath: 'message.json' });
    expect(explanations).toEqual([]);
    expect(result.errorCount).toBe(0);
  });

  it('still reports a payload that does not parse, and shows the errors at its top', async () => {
    const { result } = await explain(duplicated(false), '{ "content": ', { filePath: 'broken.json' });
    expect(result.messages.map((m) => m.ruleId)).toEqual(['parse-error', 'COMPONENT_CUSTOM_ID_DUPLICATED']);
  });
});
