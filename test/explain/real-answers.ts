/**
 * Discord's 400 answers as users quoted them in public issue threads (the source of each is
 * noted), with the errors they hold. Quoted as posted, except where noted (a long answer
 * shortened, a user's own path prefix kept).
 */
export interface RealAnswer {
  source: string;
  form: string;
  text: string;
  /** [path as discord.js prints it, code] for each error, in order. */
  errors: [string, string | undefined][];
}

export const REAL_ANSWERS: RealAnswer[] = [
  {
    source: 'https://github.com/discord/discord-api-docs/issues/3013',
    form: 'json',
    text: `{
   "code":50035,
   "errors":{
      "components":{
         "0":{
            "components":{
               "0":{
                  "components":{
                     "_errors":[
                        {
                           "code":"BASE_TYPE_REQUIRED",
                           "message":"This field is required"
                        }
                     ]
                  }
               }
            }
         }
      }
   },
   "message":"Invalid Form Body"
}`,
    errors: [['components[0].components[0].components', 'BASE_TYPE_REQUIRED']],
  },
  {
    source: 'https://github.com/Would-You-Bot/client/issues/304',
    form: 'discord.js',
    text: 'Invalid Form Body\ndata.components[0].components[0].options[1][SELECT_COMPONENT_OPTION_VALUE_DUPLICATED]: The specified option value is already used\n\nDiscordAPIError[50035]\n',
    errors: [['data.components[0].components[0].options[1]', 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED']],
  },
  {
    source: 'https://github.com/AyakoBot/Ayako-v2/issues/91',
    form: 'discord.js',
    text: 'Error: Invalid Form Body\ncomponents[0].components[0].emoji.name[BUTTON_COMPONENT_INVALID_EMOJI]: Invalid emoji',
    errors: [['components[0].components[0].emoji.name', 'BUTTON_COMPONENT_INVALID_EMOJI']],
  },
  {
    source: 'https://github.com/AyakoBot/Ayako-v2/issues/273',
    form: 'discord.js (a docker compose log whose line breaks were lost)',
    text: 'ayako-1  | Invalid Form Body ayako-1  | data.components[0].components[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 5 in length. DiscordAPIError[50035]: Invalid Form Body ayako-1  | data.components[0].components[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 5 in length. ayako-1  |     at handleErrors (/app/Ayako/node_modules/.pnpm/@discordjs+rest@2.4.0/node_modules/@discordjs/rest/src/lib/handlers/Shared.ts:148:10)',
    errors: [['data.components[0].components', 'BASE_TYPE_BAD_LENGTH']],
  },
  {
    source: 'https://github.com/TFNS/CTFNote/issues/408',
    form: 'discord.js (whole log with stack and requestBody)',
    text: `Error during archive ctf logic:  DiscordAPIError[50035]: Invalid Form Body
components[0].components[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 5 in length.
    at handleErrors (/app/node_modules/@discordjs/rest/dist/index.js:727:13)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async SequentialHandler.runRequest (/app/node_modules/@discordjs/rest/dist/index.js:1128:23)
    at async ChatInputCommandInteraction.editReply (/app/node_modules/discord.js/src/structures/interfaces/InteractionResponses.js:162:17) {
  requestBody: {
    files: [],
    json: {
      content: 'Which CTF do you want to archive?',
      tts: false,
      nonce: undefined,
      components: [Array],
    }
  },`,
    errors: [['components[0].components', 'BASE_TYPE_BAD_LENGTH']],
  },
  {
    source: 'https://github.com/gonzyui/Discord-Template-V13/issues/8',
    form: 'discord.js (with rawError printed by util.inspect)',
    text: `DiscordAPIError[50035]: Invalid Form Body
options[0].type[NUMBER_TYPE_COERCE]: Value "STRING" is not int.
type[NUMBER_TYPE_COERCE]: Value "CHAT_INPUT" is not int.
    at SequentialHandler.runRequest (/Users/server/Discord-Template-V13/node_modules/@discordjs/rest/dist/lib/handlers/SequentialHandler.js:198:23)
    at processTicksAndRejections (node:internal/process/task_queues:96:5) {
  rawError: {
    code: 50035,
    errors: {
      options: { '0': { type: { _errors: [Array] } } },
      type: {
        _errors: [
          {
            code: 'NUMBER_TYPE_COERCE',
            message: 'Value "CHAT_INPUT" is not int.'
          }
        ]
      }
    },
    message: 'Invalid Form Body'
  },
  code: 50035,
  status: 400,`,
    errors: [
      ['options[0].type', 'NUMBER_TYPE_COERCE'],
      ['type', 'NUMBER_TYPE_COERCE'],
    ],
  },
  {
    source: 'https://github.com/dotnize/Dodong/issues/28',
    form: 'discord.js 13 (no codes; shortened to three of its lines)',
    text: `[22/05 - 12:08:09] [WARN] unhandledRejection DiscordAPIError: Invalid Form Body
data.components[0].components[5]: The specified component exceeds the maximum width
data.components[0].components[6]: The specified component exceeds the maximum width
data.embeds: Must be 10 or fewer in length.`,
    errors: [
      ['data.components[0].components[5]', 'COMPONENT_LAYOUT_WIDTH_EXCEEDED'],
      ['data.components[0].components[6]', 'COMPONENT_LAYOUT_WIDTH_EXCEEDED'],
      ['data.embeds', 'BASE_TYPE_MAX_LENGTH'],
    ],
  },
  {
    source: 'https://github.com/AntyBot/anty-support/issues/27',
    form: 'discord.js 13 (no code)',
    text: `Issue ID: 977062558592806964

DiscordAPIError: Invalid Form Body
components[1].components[2].custom_id: Component custom id cannot be duplicated
    at RequestHandler.execute (C:\\Users\\sleku\\Documents\\GitHub\\anty-bot\\node_modules\\discord.js\\src\\rest\\RequestHandler.js:350:13)`,
    errors: [['components[1].components[2].custom_id', 'COMPONENT_CUSTOM_ID_DUPLICATED']],
  },
  {
    source: 'https://github.com/aiko-chan-ai/discord.js-selfbot-v13/issues/1157',
    form: 'discord.js 13 (error on the body itself)',
    text: `      throw new DiscordAPIError(data, res.status, request);
            ^
DiscordAPIError: Invalid Form Body
COMPONENT_VALIDATION_FAILED: Component validation failed
    at RequestHandler.execute (c:\\discord\\node_modules\\discord.js-selfbot-v13\\src\\rest\\RequestHandler.js:415:13)`,
    errors: [['(body)', 'COMPONENT_VALIDATION_FAILED']],
  },
  {
    source: 'https://github.com/discord-tickets/bot/issues/678',
    form: 'discord.js 14 (a modal, from a logger with a timestamp)',
    text: ` 2026-02-18 20:08:59  [ERROR] (BUTTONS) "edit" button execution error: DiscordAPIError[50035]: Invalid Form Body
data.components[0].components[0].value[BASE_TYPE_MAX_LENGTH]: Must be 100 or fewer in length.
    at handleErrors (/var/lib/pufferpanel/servers/adc60329/node_modules/@discordjs/rest/dist/index.js:727:13)
    at async ButtonInteraction.showModal (/var/lib/pufferpanel/servers/adc60329/node_modules/discord.js/src/structures/interfaces/InteractionResponses.js:381:22) {
  requestBody: { files: undefined, json: { type: 9, data: [Object] } },
  rawError: {
    message: 'Invalid Form Body',
    code: 50035,
    errors: { data: [Object] }
  },
  code: 50035,
  status: 400,
  method: 'POST',`,
    errors: [['data.components[0].components[0].value', 'BASE_TYPE_MAX_LENGTH']],
  },
  {
    source: 'https://github.com/aiko-chan-ai/discord.js-selfbot-v13/issues/1082',
    form: 'discord.js 13 (a terminal wrapped the lines into runs of spaces)',
    text: 'Invalid Form Body                                 data: Component validation failed                                                                                                               data: Component validation failed                                      at RequestHandler.execute (/data/data/com.termux/files/home/Discord/node_modules/discord.js-selfbot-v13/src/rest/RequestHandler.js:415:13)',
    errors: [['data', 'COMPONENT_VALIDATION_FAILED']],
  },
  {
    source: 'https://github.com/mccoderpy/discord.py-message-components/issues/14',
    form: 'discord.py',
    text: 'discord.ext.commands.errors.CommandInvokeError: Command raised an exception: HTTPException: 400 Bad Request (error code: 50035): Invalid Form Body\nIn components.0.components.0: Only dictionaries may be used in a ModelType',
    errors: [['components[0].components[0]', 'MODEL_TYPE_CONVERT']],
  },
  {
    source: 'https://github.com/harubaru/discord-stable-diffusion/issues/16',
    form: 'discord.py (the exception\'s repr and its message)',
    text: `[2023-01-02 11:06:49] ERROR: Task exception was never retrieved
future: <Task finished name='Task-19' coro=<Messageable.send() done> exception=HTTPException('400 Bad Request (error code: 50035): Invalid Form Body\\nIn embeds: Embed size exceeds maximum size of 6000')>
Traceback (most recent call last):
    raise HTTPException(response, data)
discord.errors.HTTPException: 400 Bad Request (error code: 50035): Invalid Form Body
In embeds: Embed size exceeds maximum size of 6000`,
    errors: [['embeds', 'MAX_EMBED_SIZE_EXCEEDED']],
  },
  {
    source: 'https://github.com/FuseFairy/DiscordBot-EdgeGPT/issues/153',
    form: 'discord.py (webhook follow-up)',
    text: `    raise HTTPException(response, data)
discord.errors.HTTPException: 400 Bad Request (error code: 50035): Invalid Form Body
In components.0.components.2.label: Must be 80 or fewer in length.`,
    errors: [['components[0].components[2].label', 'BASE_TYPE_MAX_LENGTH']],
  },
  {
    source: 'https://github.com/lexicalunit/spellbot/issues/490',
    form: 'discord.py (a Heroku log: every line prefixed)',
    text: `May 13 13:51:57 lexicalunit-spellbot app/web.1 [2021-05-13 20:51:57][spellbot.operations][ERROR] - warning: discord: could not send message to channel: 400 Bad Request (error code: 50035): Invalid Form Body
May 13 13:51:57 lexicalunit-spellbot app/web.1 In embed.fields.0.value: This field is required
May 13 13:51:57 lexicalunit-spellbot app/web.1 Traceback (most recent call last):`,
    errors: [['embed.fields[0].value', 'BASE_TYPE_REQUIRED']],
  },
  {
    source: 'https://github.com/machineonamission/mediaforge/issues/237',
    form: 'discord.py (the issue title, where the line break was lost)',
    text: '400 Bad Request (error code: 50035): Invalid Form BodyIn embeds.0.fields: Must be 25 or fewer in length.',
    errors: [['embeds[0].fields', 'BASE_TYPE_MAX_LENGTH']],
  },
  {
    source: 'https://github.com/discord-jda/JDA/issues/2100',
    form: 'JDA',
    text: `[ForkJoinPool.commonPool-worker-2] ERROR RestAction - RestAction queue returned failure: [ErrorResponseException] 50035: Invalid Form Body
18.options[0].type
        - BASE_TYPE_CHOICES: Value must be one of (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11).
net.dv8tion.jda.api.exceptions.ContextException
        at net.dv8tion.jda.api.exceptions.ContextException.here(ContextException.java:54)`,
    errors: [['[18].options[0].type', 'BASE_TYPE_CHOICES']],
  },
  {
    source: 'https://github.com/discord-net/Discord.Net/issues/2058',
    form: 'Discord.Net (a version that printed no inner errors)',
    text: `Error Type: Discord.Net.HttpException
Error Detail: The server responded with error 50035: Invalid Form Body
Inner Exception:
Exception Stack Trace:
   at Discord.Net.Queue.RequestBucket.<SendAsync>d__20.MoveNext()`,
    errors: [['(body)', '50035']],
  },
  {
    source: 'https://github.com/MehulKhanna/PokeGrinder/issues/20',
    form: 'discordgo (the same answer logged three times)',
    text: `PokeGrinder is running, press CTRL+C to exit!
HTTP 400 Bad Request, {"message": "Invalid Form Body", "code": 50035, "errors": {"application_id": {"_errors": [{"code": "NUMBER_TYPE_COERCE", "message": "Value \\"\\" is not snowflake."}]}}}
HTTP 400 Bad Request, {"message": "Invalid Form Body", "code": 50035, "errors": {"application_id": {"_errors": [{"code": "NUMBER_TYPE_COERCE", "message": "Value \\"\\" is not snowflake."}]}}}
HTTP 400 Bad Request, {"message": "Invalid Form Body", "code": 50035, "errors": {"application_id": {"_errors": [{"code": "NUMBER_TYPE_COERCE", "message": "Value \\"\\" is not snowflake."}]}}}`,
    errors: [['application_id', 'NUMBER_TYPE_COERCE']],
  },
  {
    source: 'https://github.com/SpenserCai/sd-webui-discord/issues/28',
    form: 'discordgo (shortened to the first two options)',
    text: '{"message": "Invalid Form Body", "code": 50035, "errors": {"components": {"0": {"components": {"0": {"options": {"0": {"emoji": {"name": {"_errors": [{"code": "BUTTON_COMPONENT_INVALID_EMOJI", "message": "Invalid emoji"}]}}}, "1": {"emoji": {"name": {"_errors": [{"code": "BUTTON_COMPONENT_INVALID_EMOJI", "message": "Invalid emoji"}]}}}}}}}}}}',
    errors: [
      ['components[0].components[0].options[0].emoji.name', 'BUTTON_COMPONENT_INVALID_EMOJI'],
      ['components[0].components[0].options[1].emoji.name', 'BUTTON_COMPONENT_INVALID_EMOJI'],
    ],
  },
  {
    source: 'https://github.com/NelsonDane/auto-rsa/pull/451',
    form: 'raw answer in a log line',
    text: 'Fixes: `Error: 400: {"message": "Invalid Form Body", "code": 50035, "errors": {"embeds": {"_errors": [{"code": "MAX_EMBED_SIZE_EXCEEDED", "message": "Embed size exceeds maximum size of 6000"}]}}}` by splitting large discord embeds into multiple.',
    errors: [['embeds', 'MAX_EMBED_SIZE_EXCEEDED']],
  },
  {
    source: 'https://github.com/thejoabo/autofishbot/issues/56',
    form: 'Python repr of the answer',
    text: "[*] Session stablished !\n{'code': 50035, 'errors': {'data': {'_errors': [{'code': 'COMPONENT_VALIDATION_FAILED', 'message': 'Component validation failed'}]}}, 'message': 'Invalid Form Body'}",
    errors: [['data', 'COMPONENT_VALIDATION_FAILED']],
  },
  {
    source: 'https://github.com/Discord4J/Discord4J/pull/331',
    form: 'API v6 answer (arrays of messages, no codes) in a log',
    text: 'sx.blah.discord.util.DiscordException: Error on request to https://discordapp.com/api/channels/313745225954623498/messages. Received response code 400. With response text: {"embed": ["Embed size exceeds maximum size of 6000"]}',
    errors: [['embed', 'MAX_EMBED_SIZE_EXCEEDED']],
  },
  {
    source: 'https://github.com/serenity-rs/serenity/issues/2311',
    form: 'serenity (Rust Debug output; shortened URL)',
    text: 'thread \'tokio-runtime-worker\' panicked at \'called `Result::unwrap()` on an `Err` value: Http(UnsuccessfulRequest(ErrorResponse { status_code: 400, url: Url { scheme: "https", path: "/api/v10/interactions/1052151617228656692/TOKEN/callback" }, error: DiscordJsonError { code: 50035, message: "Invalid Form Body", errors: [DiscordJsonSingleError { code: "USERNAME_INVALID_CONTAINS", message: "Username cannot contain \\"discord\\"", path: "name" }] } }))\', examples/e17_message_components/src/main.rs:103:14',
    errors: [['name', 'USERNAME_INVALID_CONTAINS']],
  },
  {
    source: 'https://github.com/discord/discord-api-docs/issues/1313',
    form: 'json (a top-level error without a form tree)',
    text: '{\n  "message": "Cannot send an empty message",\n  "code": 50006\n}',
    errors: [['(body)', '50006']],
  },
];
