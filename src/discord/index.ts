/**
 * The model of Discord: what cordlint knows about Discord's payloads, written once. The JSON Schema
 * and its validators (src/schema/), the fast path, explain's code table, the MCP tools' schemas and
 * the limits of convert, mock and the received checks are read off it.
 */
export * from './field.js';
export * from './components.js';
export * from './objects.js';
export * from './limits.js';
export { DISCORD_CODES, CODE_WORDS, codesOfRule, rulesWithCodes, type DiscordCode, type CodeFamily, type CodeWords } from './codes.js';
export { toJsonSchema } from './json-schema.js';
