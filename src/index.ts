/**
 * cordlint as a library: the same powers as the CLI, typed. Two classes lint (ESLint's split):
 * `Linter`, pure and synchronous (one text and its configuration in, its result out; also
 * `cordlint/linter` for browsers), and `Cordlint`, the project (files, configs, plugins, the
 * baseline, writing fixes). The rest are pure functions over payloads, formatters and types.
 */
export { Linter, unreadableResult, type LinterConfig, type LintTextOptions, type LinterOptions } from './linter/index.js';
export { resolveRules, mergeRuleSettings, defaultSeverity, UnknownRuleError, type RuleSetting } from './linter/rule-settings.js';
export { isSkippedNonPayload } from './linter/result.js';
export { MAX_FINDINGS_PER_FILE, type FileBaselineEntries } from './linter/suppressions.js';
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
/** The functions before the two classes, kept one minor version (deprecated: see the CHANGELOG). */
export { lint, lintFile, lintText, lintBytes, type LintOptions } from './lint.js';
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
export { loadConfig, optionsForFile, presetRules, type LoadedConfig, type CordlintConfig, type FileOptions } from './config/load.js';
export { findConfigFile, CONFIG_FILE_NAMES } from './config/find.js';
export { ConfigError, type ConfigProblem } from './config/errors.js';
export { buildConfigSchema } from './config/schema.js';
export { PRESETS, type PresetName } from './config/config-schema.js';
export type { PayloadDocument, SourceNode, SourceProperty, SourceComment } from './load/index.js';
export { applyEdits, type FixResult } from './fix/edits.js';
export { fixText, MAX_FIX_PASSES } from './fix/fix-text.js';
export {
  removeProperty,
  removeProperties,
  replaceValue,
  setValue,
  insertProperty,
  renameKey,
  valueAt,
} from './fix/source-edits.js';
export {
  textInputRowToLabel,
  addComponentsV2Flag,
  removeResponseOnlyMediaFields,
  removeResponseOnlyFileFields,
  removeDisabledInModal,
  removeTextInputOwnLabel,
  renameField,
} from './fix/builders.js';
export { lintPayload } from './lint-payload.js';
export type { DiscordPayload, MessagePayload, ModalPayload, InteractionResponsePayload, ComponentPayload } from './payload/discord-types.js';
export { builtinRules } from '../rules/index.js';
export { formatters, type Formatter, type FormatContext } from './format/index.js';
export type { LintMessage, LintResult, Severity, Range, JsonPath, PathSegment, TextEdit } from './types.js';
export type { PayloadKind, Surface, MessageMode } from './payload/detect.js';
export { ComponentType } from './components.js';
export { convert } from './convert/index.js';
export { convertText, type ConvertTextOptions, type ConvertTextResult, type FileNote } from './convert/text.js';
export type { ConvertOptions, ConvertResult, ConvertedResult, UnchangedResult, RefusedResult, ConvertNote, ConvertNoteKind, LimitExcess } from './convert/types.js';
export { explain, parseAnswer, MAX_ANSWER_ERRORS, DISCORD_CODES, type Explanation, type ExplainOptions, type ExplainResult, type AnswerError, type AnswerForm, type DiscordCode } from './explain/index.js';
export { previewTree, sideBySideTree, renderHtml, renderPngFile, payloadDocuments, type PreviewOptions, type PreviewDocument } from './preview/index.js';
export { renderPngPicture, PNG_LIMITS, type PngFileOptions, type PngPicture, type PngLimits, type PngAsset } from './preview/index.js';
export { lintProject, lintProjectText, configForFile, type ProjectOptions } from './project/lint-project.js';
export { withAgainstFindings, sentFromText, SentError, type SentPayload } from './against/lint-against.js';
export { lintAgainst, lintTextAgainst, loadSent } from './project/lint-against.js';
export { mockInteraction, mockText, mockTargets, MockError, type MockOptions } from './against/mock.js';
export { importLink, importFileText, exportLink, ExportRefusedError, DesignerInputError, discohookLink, discordBuildersLink, encodeDiscohookData, decodeDiscohookData, encodeBuildersHash, decodeBuildersHash, type Designer, type ImportResult, type ImportedMessage } from './designers/index.js';
export { codegen, codegenPayloads, codegenTargets, CodegenError, CODEGEN_LANGUAGES, type CodegenLanguage, type CodegenOptions, type CodegenTarget } from './codegen/index.js';
