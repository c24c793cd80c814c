/** cordlint as a library: the same powers as the CLI, typed. */
export { lint, lintFile, lintText, lintBytes, resolveRules, type LintOptions, type RuleSetting } from './lint.js';
export { lintPayload } from './lint-payload.js';
export type { DiscordPayload, MessagePayload, ModalPayload, InteractionResponsePayload, ComponentPayload } from './payload/discord-types.js';
export { defineRule, type Rule, type RuleMeta, type RuleContext, type RuleVisitors, type ComponentNode, type PayloadNode, type Report } from './engine/rule.js';
export { builtinRules } from '../rules/index.js';
export { formatters, type Formatter, type FormatContext } from './format/index.js';
export type { LintMessage, LintResult, Severity, Range, JsonPath, PathSegment } from './types.js';
export type { PayloadKind, Surface, MessageMode } from './payload/detect.js';
export { ComponentType } from './components.js';
