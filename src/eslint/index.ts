/**
 * `cordlint/eslint`: cordlint's rules on the payloads a discord.js bot builds in its source code,
 * as a flat-config plugin for ESLint 9 and 10.
 *
 *   // eslint.config.js
 *   import cordlint from 'cordlint/eslint';
 *   export default [cordlint.configs.recommended];
 *
 * Each ESLint rule `cordlint/<id>` is one of cordlint's rules: the file's payloads are extracted and
 * linted once (by the one Linter, every rule on), and each rule reports its own findings, so
 * ESLint's config decides what is shown and how. Works with espree and typescript-eslint's parser
 * (no type information needed).
 */
import { Linter } from '../linter/linter.js';
import { builtinRules } from '../../rules/index.js';
import type { Rule as CordlintRule } from '../engine/rule.js';
import { judgeSource, mayHoldPayloads, type Node, type SourceFinding } from '../source/index.js';
import { loadSourceSettings, type SourceSettings } from '../source/settings.js';
import { loadLocaleSetting } from './locales.js';
import { eslintScopes, type SourceCodeLike } from './scopes.js';
import { SENDING_METHODS } from '../source/calls.js';
import { rulePageUrl } from '../package-files.js';
import { VERSION } from '../version.js';
import type { TextEdit } from '../types.js';

/** cordlint's rules that can judge a payload written in code (not file, fixture or template rules). */
const NOT_IN_SOURCE = /^(parse-error|duplicate-key|proto-key|attachment-file|placeholder-unknown|translation-missing(-default)?|received-.*|fixture-.*)$/;
const SOURCE_RULES: readonly CordlintRule[] = builtinRules.filter((rule) => !NOT_IN_SOURCE.test(rule.meta.id));
/**
 * The Linter's config for the cordlint rules ESLint turned on for a file (the others off, and the
 * received-* and fixture-* rules, which cannot apply to a payload sent from code), one frozen object
 * per set of rules: the Linter then resolves the rule list once, not per payload.
 */
const configs = new Map<string, { rules: Readonly<Record<string, 'error' | 'off'>> }>();

function configFor(enabled: ReadonlySet<string>): { rules: Readonly<Record<string, 'error' | 'off'>> } {
  const key = [...enabled].sort().join(' ');
  let config = configs.get(key);
  if (!config) {
    config = Object.freeze({ rules: Object.freeze(Object.fromEntries(builtinRules.map((rule) => [rule.meta.id, enabled.has(rule.meta.id) && !NOT_IN_SOURCE.test(rule.meta.id) ? ('error' as const) : ('off' as const)]))) });
    configs.set(key, config);
  }
  return config;
}

const linter = new Linter();

interface RuleContextLike {
  sourceCode?: SourceCodeLike;
  getSourceCode?: () => SourceCodeLike;
  filename?: string;
  getFilename?: () => string;
  cwd?: string;
  settings?: Record<string, unknown>;
  report(descriptor: { loc: { start: { line: number; column: number }; end: { line: number; column: number } }; message: string; fix?: FixFunction; suggest?: { desc: string; fix: FixFunction }[] }): void;
}

type FixFunction = (fixer: { replaceTextRange(range: [number, number], text: string): unknown }) => unknown[];

/** The edits of a fix mapped onto the code (src/source/fix-map.ts), as ESLint's fixer writes them. */
function fixer(edits: readonly TextEdit[]): FixFunction {
  return (f) => edits.map((e) => f.replaceTextRange([e.range[0], e.range[1]], e.text));
}

/**
 * A file's state, shared by the cordlint rules ESLint runs on it: the rules turned on (each adds its
 * id when ESLint creates it, before the traversal starts), and their findings, computed by the first
 * rule's Program listener and read by the others.
 */
interface FileState {
  enabled: Set<string>;
  findings?: Map<string, SourceFinding[]>;
}

const stateByAst = new WeakMap<object, FileState | null>();

/** The file's state, or null for a file that sends nothing (one scan of its text: no settings, scopes or Linter). */
function stateOf(context: RuleContextLike): FileState | null {
  const sourceCode = context.sourceCode ?? context.getSourceCode!();
  const ast = sourceCode.ast as object;
  let state = stateByAst.get(ast);
  if (state === undefined) {
    state = mayHoldPayloads(sourceCode.text) ? { enabled: new Set() } : null;
    stateByAst.set(ast, state);
  }
  return state;
}

/** The findings of the rules turned on, judged once per file: rules turned off cost no Linter run, fix or variant. */
function findingsOf(context: RuleContextLike, state: FileState): Map<string, SourceFinding[]> {
  if (state.findings) return state.findings;
  const byRule = new Map<string, SourceFinding[]>();
  state.findings = byRule;
  const sourceCode = context.sourceCode ?? context.getSourceCode!();
  const settings = loadSourceSettings((context.settings?.cordlint ?? {}) as SourceSettings, context.filename ?? context.getFilename?.() ?? '', context.cwd ?? process.cwd(), loadLocaleSetting);
  // ESLint's scopes and parents, already built for the file: no second walk of the AST.
  const scopes = eslintScopes(sourceCode, SENDING_METHODS);
  const findings = judgeSource(linter, sourceCode.ast as Node, sourceCode.text, { config: configFor(state.enabled), ...settings, ...(scopes ? { scopes } : {}) });
  for (const finding of findings) {
    const list = byRule.get(finding.ruleId);
    if (list) list.push(finding);
    else byRule.set(finding.ruleId, [finding]);
  }
  return byRule;
}

function eslintRule(rule: CordlintRule) {
  const id = rule.meta.id;
  const url = rulePageUrl(id);
  return {
    meta: {
      type: rule.meta.severity === 'error' ? ('problem' as const) : ('suggestion' as const),
      docs: { description: rule.meta.description, ...(url ? { url } : {}) },
      schema: [],
      // A fix is given where it maps onto literals of the code; unsafe fixes and renames are suggestions.
      ...(rule.meta.fixable ? { fixable: 'code' as const } : {}),
      hasSuggestions: true,
    },
    create(context: RuleContextLike) {
      // A file that sends nothing: no listener. Otherwise the rule says it is on, and the first Program
      // listener, when ESLint has created every rule, judges the file for all of those on.
      const state = stateOf(context);
      if (!state) return {};
      state.enabled.add(id);
      return {
        Program() {
          for (const finding of findingsOf(context, state).get(id) ?? []) {
            const loc = finding.node.loc!;
            context.report({
              loc: { start: { ...loc.start }, end: { ...loc.end } },
              message: finding.message,
              ...(finding.fix ? { fix: fixer(finding.fix) } : {}),
              ...(finding.suggestions ? { suggest: finding.suggestions.map((s) => ({ desc: s.message, fix: fixer(s.fix) })) } : {}),
            });
          }
        },
      };
    },
  };
}

const rules = Object.fromEntries(SOURCE_RULES.map((rule) => [rule.meta.id, eslintRule(rule)]));

/**
 * Forms Discord still accepts but has deprecated: the discord.js guide taught them for years, so in
 * code they are in `strict`, not `recommended` (in payload files they keep their warning).
 */
const DEPRECATED_FORMS = new Set(['modal-action-row-deprecated', 'premium-required-deprecated']);

/** cordlint's default severities: errors for what Discord rejects, warnings for what it ignores; the design advice and deprecated forms off. */
const recommendedRules = Object.fromEntries(
  SOURCE_RULES.filter((rule) => rule.meta.severity !== 'off' && rule.meta.preview !== true && !DEPRECATED_FORMS.has(rule.meta.id)).map((rule) => [`cordlint/${rule.meta.id}`, rule.meta.severity === 'error' ? ('error' as const) : ('warn' as const)]),
);

const plugin = {
  meta: { name: 'cordlint', version: VERSION },
  rules,
  configs: {} as Record<string, unknown>,
};

plugin.configs.recommended = {
  name: 'cordlint/recommended',
  files: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'],
  plugins: { cordlint: plugin },
  rules: recommendedRules,
};

/** Every rule at its default severity plus the design advice (cordlint:strict). */
plugin.configs.strict = {
  name: 'cordlint/strict',
  files: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'],
  plugins: { cordlint: plugin },
  rules: Object.fromEntries(SOURCE_RULES.filter((rule) => rule.meta.preview !== true).map((rule) => [`cordlint/${rule.meta.id}`, rule.meta.severity === 'error' ? ('error' as const) : ('warn' as const)])),
};

export default plugin;
export { rules };
