/**
 * cordlint as a library: what a user of the documented features needs, and nothing else (as
 * ESLint's root). Two classes lint (ESLint's split): `Linter`, pure and synchronous (one text and
 * its configuration in, its result out; also `cordlint/linter` for browsers), and `Cordlint`, the
 * project (files, configs, plugins, the baseline, writing fixes). Then what plugins are written
 * with, the pure features (convert, explain, preview, mock and --against, codegen, import/export),
 * the formatters and the types. test/integrations/public-api.test.ts pins the list: a new export
 * is a decision. Internals are imported by path inside this repository.
 */

// Linting: the two classes and what they throw.
export { Linter } from './linter/index.js';
export type { LinterConfig, LintTextOptions, LinterOptions } from './linter/linter.js';
export { UnknownRuleError, type RuleSetting } from './linter/rule-settings.js';
export {
  Cordlint,
  CordlintError,
  type CordlintOptions,
  type ProjectLintOutcome,
  type FileConfig,
  type LintFilesOptions,
  type StdinSource,
} from './project/cordlint.js';
export { FileNotFoundError } from './project/files.js';
export { ConfigError, type ConfigProblem } from './config/errors.js';
export { buildConfigSchema } from './config/schema.js';

// Rules and plugins of your own, and the edits their fixes are made of.
export {
  defineRule,
  definePlugin,
  type Rule,
  type RuleMeta,
  type RuleContext,
  type RuleVisitors,
  type ComponentNode,
  type PayloadNode,
  type Report,
  type FixFunction,
  type Suggestion,
  type Plugin,
} from './engine/rule.js';
export type { PayloadDocument, SourceNode, SourceProperty, SourceComment } from './load/index.js';
export { removeProperty, removeProperties, replaceValue, setValue, insertProperty, renameKey } from './fix/source-edits.js';
// The Label rewrite of cordlint's own modal-action-row-deprecated, for a team's stricter rule.
export { textInputRowToLabel } from './fix/builders.js';
export { ComponentType } from './components.js';

// Reports.
export { formatters, type Formatter, type FormatContext } from './format/index.js';

// The pure features.
export { convert } from './convert/index.js';
export { convertText, type ConvertTextOptions, type ConvertTextResult, type FileNote } from './convert/text.js';
export type { ConvertOptions, ConvertResult, ConvertedResult, UnchangedResult, RefusedResult, ConvertNote, ConvertNoteKind, LimitExcess } from './convert/types.js';
export { explain, parseAnswer, type Explanation, type ExplainOptions, type ExplainResult, type AnswerError, type AnswerForm } from './explain/index.js';
export { previewTree, renderHtml, renderPngFile, renderPngPicture, payloadDocuments, PNG_LIMITS } from './preview/index.js';
export type { PreviewOptions, PreviewDocument, PngFileOptions, PngPicture, PngLimits, PngAsset } from './preview/index.js';
export { lintTextAgainst, sentFromText, SentError, type SentPayload } from './against/lint-against.js';
export { mockInteraction, mockText, MockError, type MockOptions } from './against/mock.js';
export { importLink, importFileText, exportLink, ExportRefusedError, DesignerInputError, type Designer, type ImportResult, type ImportedMessage } from './designers/index.js';
export { codegen, codegenPayloads, CodegenError, type CodegenLanguage, type CodegenOptions, type CodegenTarget } from './codegen/index.js';

// The types of payloads and results.
export type { DiscordPayload, MessagePayload, ModalPayload, InteractionResponsePayload, ComponentPayload } from './payload/discord-types.js';
export type { LintMessage, LintResult, Severity, Range, JsonPath, PathSegment, TextEdit } from './types.js';
export type { PayloadKind, Surface, MessageMode } from './payload/detect.js';
export type { Destination } from './payload/destination.js';
