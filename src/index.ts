/** cordlint as a library: the same powers as the CLI, typed. */
export { lint, lintFile, lintText, lintBytes, resolveRules, type LintOptions, type RuleSetting } from './lint.js';
export { defineRule, type Rule, type RuleMeta, type RuleContext, type RuleVisitors, type ComponentNode, type PayloadNode, type Report } from './engine/rule.js';
export { builtinRules } from '../rules/index.js';
export { formatters, type Formatter, type FormatContext } from './format/index.js';
export type { LintMessage, LintResult, Severity, Range, JsonPath, PathSegment } from './types.js';
export type { PayloadKind, Surface, MessageMode } from './payload/detect.js';
export { ComponentType } from './components.js';
export { convert } from './convert/index.js';
export { convertText, type ConvertTextOptions, type ConvertTextResult, type FileNote } from './convert/text.js';
export type { ConvertOptions, ConvertResult, ConvertedResult, UnchangedResult, RefusedResult, ConvertNote, ConvertNoteKind, LimitExcess } from './convert/types.js';
