/**
 * explain without a payload file reads the payload from the log: discord.js's DiscordAPIError
 * carries requestBody ({ files, json }), method and url. JSON logs and Sentry events hold it whole;
 * Node's inspect output cuts it ([Array], [Object], "... N more items"), and explain says so.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { explain } from '../../src/explain/index.js';

const duplicated = {
  content: 'Pick',
  components: [{ type: 1, components: [{ type: 3, custom_id: 'p', options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'a' }] }] }],
};
const rawError = (errors: Record<string, unknown>) => ({ code: 50035, message: 'Invalid Form Body', errors });
const err = (code: string, message: string) => ({ _errors: [{ code, message }] });
const optionsError = { components: { 0: { components: { 0: { options: { 1: err('SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'The specified option value is already used') } } } } } };

/** Its fields as util.inspect prints them after the stack (name and message are in the stack). */
const inspected = (message: string, json: unknown, errors: Record<string, unknown>) => {
  const { name: _name, message: _message, ...fields } = discordApiError(json, errors);
  return Object.assign(new Error(message), fields);
};

/** A DiscordAPIError as discord.js 14 builds it (its own fields, as loggers serialise them). */
const discordApiError = (json: unknown, errors: Record<string, unknown>, method = 'POST', url = 'https://discord.com/api/v10/channels/1/messages') => ({
  name: 'DiscordAPIError[50035]',
  message: 'Invalid Form Body',
  code: 50035,
  status: 400,
  method,
  url,
  rawError: rawError(errors),
  requestBody: { files: [], json },
});

describe('explain from a log with requestBody', () => {
  it('a JSON log line (pino): each error placed on requestBody.json, with cordlint\'s finding there', async () => {
    const log = `${JSON.stringify({ level: 30, msg: 'ready' })}\n${JSON.stringify({ level: 50, msg: 'send failed', err: discordApiError(duplicated, optionsError) })}\n`;
    const { explanations, result } = await explain(log, undefined, { answerPath: 'bot.log' });
    expect(result.filePath).toBe('bot.log');
    expect(explanations).toHaveLength(1);
    expect(explanations[0]!.code).toBe('SELECT_COMPONENT_OPTION_VALUE_DUPLICATED');
    expect(explanations[0]!.shownAt).toEqual(['components', 0, 'components', 0, 'options', 1]);
    expect(explanations[0]!.cordlint.map((m) => [m.ruleId, m.path])).toEqual([['select-option-value-unique', '/components/0/components/0/options/1/value']]);
    expect(result.messages.map((m) => m.path)).toEqual(['/components/0/components/0/options/1']);
  });

  it('a Sentry event: the error\'s fields under contexts, the answer in the exception\'s value; data. paths of an interaction response', async () => {
    const modal = { type: 9, data: { custom_id: 'm', title: 'Edit', components: [{ type: 18, label: 'Name', component: { type: 4, custom_id: 'n', style: 1, value: 'x'.repeat(120), max_length: 100 } }] } };
    const { rawError: _raw, ...fields } = discordApiError(modal, {}, 'POST', 'https://discord.com/api/v10/interactions/1/tok/callback');
    const event = {
      event_id: 'abc',
      exception: { values: [{ type: 'DiscordAPIError[50035]', value: 'Invalid Form Body\ndata.components[0].component.value[BASE_TYPE_MAX_LENGTH]: Must be 100 or fewer in length.' }] },
      contexts: { DiscordAPIError: fields },
    };
    const { explanations } = await explain(JSON.stringify(event, null, 2));
    expect(explanations.map((e) => [e.code, e.shownAt])).toEqual([['BASE_TYPE_MAX_LENGTH', ['data', 'components', 0, 'component', 'value']]]);
    expect(explanations[0]!.cordlint.map((m) => m.ruleId)).toEqual(['text-input-length']);
  });

  it('the route in the log decides the destination the body is linted for', async () => {
    // A Text Display without the V2 flag: Create Message rejects it (Discord's answer below); an edit of a V2 message need not repeat the flag.
    const body = { components: [{ type: 10, content: 'hi' }] };
    const errors = { components: { 0: err('UNION_TYPE_CHOICES', 'Value of field "type" must be one of (1,).') } };
    const findingsFor = async (method: string, url: string) => {
      const { explanations } = await explain(JSON.stringify({ err: discordApiError(body, errors, method, url) }));
      expect(explanations.map((e) => e.shownAt)).toEqual([['components', 0]]);
      return explanations[0]!.cordlint.map((m) => [m.ruleId, m.severity]);
    };
    expect(await findingsFor('POST', 'https://discord.com/api/v10/channels/1/messages')).toEqual([['v2-requires-flag', 2]]);
    expect(await findingsFor('PATCH', 'https://discord.com/api/v10/channels/1/messages/2')).toEqual([]);
    // No route in the log: the body is read as creating a message (issue 40), as a file that names no destination.
    const { explanations } = await explain(JSON.stringify({ err: { ...discordApiError(body, errors), method: undefined, url: undefined } }));
    expect(explanations[0]!.cordlint.map((m) => [m.ruleId, m.severity])).toEqual([['v2-requires-flag', 2]]);
  });

  it('Node\'s inspect output cut at [Array]: explain says what is missing instead of guessing', async () => {
    const error = inspected('Invalid Form Body\ncomponents[0].components[0].options[1][SELECT_COMPONENT_OPTION_VALUE_DUPLICATED]: The specified option value is already used', duplicated, optionsError);
    const log = `Error sending menu: ${inspect(error)}`;
    expect(log).toContain('components: [Array]');
    const { explanations, result } = await explain(log);
    expect(explanations).toHaveLength(1);
    const [only] = explanations;
    expect(only!.shownAt).toEqual(['components']);
    expect(only!.note).toContain("The log printed requestBody.json's components as [Array]: components[0].components[0].options[1] is not in the log");
    expect(only!.cordlint).toEqual([]);
    // Nothing is judged on what the log did not print (components read as null would be a schema error).
    expect(result.messages.map((m) => m.ruleId)).toEqual(['SELECT_COMPONENT_OPTION_VALUE_DUPLICATED']);
  });

  it('a whole inspect print (depth: null) is placed like a file; a shortened array says which items are missing', async () => {
    const error = inspected('Invalid Form Body', duplicated, optionsError);
    const whole = await explain(inspect(error, { depth: null }));
    expect(whole.explanations[0]!.shownAt).toEqual(['components', 0, 'components', 0, 'options', 1]);
    expect(whole.explanations[0]!.cordlint.map((m) => m.ruleId)).toEqual(['select-option-value-unique']);

    const many = { content: 'Menu', components: Array.from({ length: 120 }, (_, i) => ({ type: 1, components: [{ type: 2, style: 1, label: `B${i}`, custom_id: `b${i}` }] })) };
    const errors = { components: { 110: { components: err('BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 5 in length.') } } };
    const long = await explain(inspect(inspected('Invalid Form Body', many, errors), { depth: null }));
    expect(long.explanations[0]!.note).toMatch(/components after item 100 \("\.\.\. 20 more items"\): components\[110\]\.components is not in the log/);
  });
});
