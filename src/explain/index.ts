/** `cordlint explain`: Discord's 400 answers, mapped onto the payload that was sent. */
export { explain, UNKNOWN_CODE_RULE_ID, type Explanation, type ExplainOptions, type ExplainResult } from './explain.js';
export { parseAnswer, MAX_ANSWER_ERRORS, type AnswerError, type AnswerForm } from './answer.js';
export { DISCORD_CODES, NUMERIC_CODES, codeEntry, codeOfMessage, type DiscordCode, type CodeFamily } from './codes.js';
export { causingField, type DestinationName, type NumericCode } from './numeric-codes.js';
