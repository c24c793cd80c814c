import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../../src/explain/answer.js';
import { formatDiscordPath } from '../../src/explain/discord-path.js';
import { REAL_ANSWERS } from './real-answers.js';

const summary = (text: string) => parseAnswer(text).map((e) => [e.path ? formatDiscordPath(e.path) : '?', e.code]);

describe('parseAnswer: real answers quoted in public issue threads', () => {
  it.each(REAL_ANSWERS.map((a) => [a.form, a.source, a] as const))('%s (%s)', (_form, _source, answer) => {
    expect(summary(answer.text)).toEqual(answer.errors);
  });
});

describe('parseAnswer', () => {
  it('gives the line and column of each flattened error in the answer', () => {
    const errors = parseAnswer('some log line\nDiscordAPIError[50035]: Invalid Form Body\n  data.content[BASE_TYPE_MAX_LENGTH]: Must be 2000 or fewer in length.');
    expect(errors).toMatchObject([{ path: ['data', 'content'], code: 'BASE_TYPE_MAX_LENGTH', codeInferred: false, form: 'discord.js', line: 3, column: 3 }]);
  });

  it('reads lines behind a docker compose prefix, with columns in the original line', () => {
    const errors = parseAnswer('bot-1  | DiscordAPIError[50035]: Invalid Form Body\nbot-1  | content[BASE_TYPE_MAX_LENGTH]: Must be 2000 or fewer in length.\nbot-1  | In embeds.0.title: Must be 256 or fewer in length.');
    expect(errors.map((e) => [e.path, e.code, e.message, e.line, e.column])).toEqual([
      [['content'], 'BASE_TYPE_MAX_LENGTH', 'Must be 2000 or fewer in length.', 2, 10],
      [['embeds', 0, 'title'], 'BASE_TYPE_MAX_LENGTH', 'Must be 256 or fewer in length.', 3, 10],
    ]);
  });

  it('reads coloured logs (ANSI escapes around the words)', () => {
    const errors = parseAnswer('\u001b[31mDiscordAPIError[50035]: Invalid Form Body\u001b[39m\n\u001b[90mdata.content[BASE_TYPE_MAX_LENGTH]: Must be 2000 or fewer in length.\u001b[39m');
    expect(errors.map((e) => [e.path, e.code, e.message])).toEqual([[['data', 'content'], 'BASE_TYPE_MAX_LENGTH', 'Must be 2000 or fewer in length.']]);
  });

  it('recovers the code from the message when the library prints none, and says so', () => {
    const [error] = parseAnswer('400 Bad Request (error code: 50035): Invalid Form Body\nIn components.0.components.1.label: Must be 80 or fewer in length.');
    expect(error).toMatchObject({ code: 'BASE_TYPE_MAX_LENGTH', codeInferred: true, form: 'discord.py', message: 'Must be 80 or fewer in length.' });
  });

  it('reads discord.py\'s errors on the body itself (printed as the repr of the list)', () => {
    const errors = parseAnswer("400 Bad Request (error code: 50035): Invalid Form Body\nIn _errors: [{'code': 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', 'message': 'x'}]");
    expect(errors).toMatchObject([{ path: [], code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2' }]);
  });

  it('keeps Discord.Net\'s inner errors without a place (its message prints no path)', () => {
    const errors = parseAnswer('Discord.Net.HttpException: The server responded with error 50035: Invalid Form Body\nInner Errors:\nBASE_TYPE_MAX_LENGTH: Must be 80 or fewer in length.\n   at Discord.Net.Queue.RequestBucket.SendAsync()');
    expect(errors).toMatchObject([{ path: undefined, code: 'BASE_TYPE_MAX_LENGTH', form: 'discord.net' }]);
  });

  it('reads Discord.Net\'s DiscordJsonError.Path (capitalised keys) back into Discord\'s keys', () => {
    const errors = parseAnswer('DiscordAPIError: Invalid Form Body\nData.Components[0].Components[1].Custom_id: Component custom id cannot be duplicated');
    expect(errors[0]?.path).toEqual(['data', 'components', 0, 'components', 1, 'custom_id']);
  });

  it("reads Discord.Net's HttpException.Errors serialised as JSON, paths included", () => {
    const text = '[{"Path":"Data.Components[0].Components[1].Custom_id","Errors":[{"Code":"COMPONENT_CUSTOM_ID_DUPLICATED","Message":"Component custom id cannot be duplicated"}]},{"Path":"Data.Content","Errors":[{"Code":"BASE_TYPE_MAX_LENGTH","Message":"Must be 2000 or fewer in length."}]}]';
    expect(summary(text)).toEqual([
      ['data.components[0].components[1].custom_id', 'COMPONENT_CUSTOM_ID_DUPLICATED'],
      ['data.content', 'BASE_TYPE_MAX_LENGTH'],
    ]);
  });

  it('does not read an inspected object after a discord.js 13 header as errors', () => {
    const text = 'DiscordAPIError: Invalid Form Body\nuser_id: Value "beans" is not snowflake.\n  method: \'post\',\n  code: 50035,\n  httpStatus: 400,';
    expect(summary(text)).toEqual([['user_id', 'NUMBER_TYPE_COERCE']]);
  });

  it('finds nothing in text that holds no Discord error', () => {
    expect(parseAnswer('Everything is fine.\nerror: something else went wrong\n{"content": "hello"}')).toEqual([]);
    expect(parseAnswer('{"content": "hello", "components": []}')).toEqual([]);
    expect(parseAnswer('')).toEqual([]);
  });

  it('keeps one copy of an error printed both as JSON and as text', () => {
    const json = '{"code": 50035, "errors": {"content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}]}}, "message": "Invalid Form Body"}';
    const log = `DiscordAPIError[50035]: Invalid Form Body\ncontent[BASE_TYPE_MAX_LENGTH]: Must be 2000 or fewer in length.\nresponse body: ${json}`;
    expect(summary(log)).toEqual([['content', 'BASE_TYPE_MAX_LENGTH']]);
  });
});

describe('parseAnswer on hostile text', () => {
  it('drops control characters from Discord\'s words', () => {
    const [error] = parseAnswer('DiscordAPIError[50035]: Invalid Form Body\ncontent[BASE_TYPE_MAX_LENGTH]: Must be 2000\u0000 or fewer\u0007 in length.');
    expect(error!.message).toBe('Must be 2000 or fewer in length.');
  });

});
