/**
 * `cordlint/linter`: the pure linter, for browsers and any JavaScript runtime (no Node built-in).
 *
 *   import { Linter } from 'cordlint/linter';
 *   const { messages } = new Linter().lintText(text, { rules: { 'button-label-length': 'warn' } }, { filePath: 'reply.json' });
 */
import { parseYaml } from '../load/yaml.js';
import { Linter as CoreLinter, type LinterOptions } from './linter.js';

/** The Linter with its YAML parser: JSON and YAML texts alike. */
export class Linter extends CoreLinter {
  constructor(options: LinterOptions = {}) {
    super({ yaml: parseYaml, ...options });
  }
}

export { unreadableResult, type LinterConfig, type LintTextOptions, type LintValueOptions, type LinterOptions, type FileName } from './linter.js';
export { resolveRules, mergeRuleSettings, defaultSeverity, UnknownRuleError, type RuleSetting } from './rule-settings.js';
export { isSkippedNonPayload } from './result.js';
export { MAX_FINDINGS_PER_FILE, type FileBaselineEntries } from './suppressions.js';
export { builtinRules } from '../../rules/index.js';
export { defineRule, definePlugin, type Rule, type RuleMeta, type RuleContext, type RuleVisitors, type Plugin } from '../engine/rule.js';
export type { ActiveRule } from './lint-document.js';
export type { LintMessage, LintResult, Severity, Range, JsonPath, PathSegment, TextEdit } from '../types.js';
export type { PayloadKind } from '../payload/detect.js';
