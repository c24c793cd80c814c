/**
 * The root's exports are the public API (issue 39): this list is the decision, so that a new export
 * is one too, made here and in docs/integrations.md ("What `cordlint` exports"), which names each.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const VALUES = [
  // Linting, and what it throws.
  'Linter', 'Cordlint', 'CordlintError', 'FileNotFoundError', 'ConfigError', 'UnknownRuleError', 'buildConfigSchema',
  // Rules and plugins, and the edits of their fixes.
  'defineRule', 'definePlugin', 'removeProperty', 'removeProperties', 'replaceValue', 'setValue', 'insertProperty', 'renameKey', 'textInputRowToLabel', 'ComponentType',
  'formatters',
  // The pure features.
  'convert', 'convertText',
  'explain', 'parseAnswer',
  'previewTree', 'renderHtml', 'renderPngFile', 'renderPngPicture', 'payloadDocuments', 'PNG_LIMITS',
  'lintTextAgainst', 'sentFromText', 'SentError', 'mockInteraction', 'mockText', 'MockError',
  'importLink', 'importFileText', 'exportLink', 'ExportRefusedError', 'DesignerInputError',
  'codegen', 'codegenPayloads', 'CodegenError',
];

const TYPES = [
  'AnswerError', 'AnswerForm', 'CodegenLanguage', 'CodegenOptions', 'CodegenTarget', 'ComponentNode', 'ComponentPayload', 'ConfigProblem',
  'ConvertNote', 'ConvertNoteKind', 'ConvertOptions', 'ConvertResult', 'ConvertTextOptions', 'ConvertTextResult', 'ConvertedResult',
  'CordlintOptions', 'Designer', 'Destination', 'DiscordPayload', 'ExplainOptions', 'ExplainResult', 'Explanation', 'FileConfig', 'FileNote',
  'FixFunction', 'FormatContext', 'Formatter', 'ImportResult', 'ImportedMessage', 'InteractionResponsePayload', 'JsonPath', 'LimitExcess',
  'LintFilesOptions', 'LintMessage', 'LintResult', 'LintTextOptions', 'LinterConfig', 'LinterOptions', 'MessageMode', 'MessagePayload',
  'MockOptions', 'ModalPayload', 'PathSegment', 'PayloadDocument', 'PayloadKind', 'PayloadNode', 'Plugin', 'PngAsset', 'PngFileOptions',
  'PngLimits', 'PngPicture', 'PreviewDocument', 'PreviewOptions', 'ProjectLintOutcome', 'Range', 'RefusedResult', 'Report', 'Rule',
  'RuleContext', 'RuleMeta', 'RuleSetting', 'RuleVisitors', 'SentPayload', 'Severity', 'SourceComment', 'SourceNode', 'SourceProperty',
  'StdinSource', 'Suggestion', 'Surface', 'TextEdit', 'UnchangedResult',
];

/** The type-only names src/index.ts exports (`export type { A }`, `export { type A }`). */
function typeExports(): string[] {
  const source = readFileSync(path.join(root, 'src/index.ts'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from/g)) {
    for (const item of list!.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (typeOnly || item.startsWith('type ')) names.push(item.replace(/^type\s+/, '').split(/\s+as\s+/).pop()!);
    }
  }
  return names;
}

describe('the public API (the root, `import ... from "cordlint"`)', () => {
  it('exports exactly these values', async () => {
    const module = await import('../../src/index.js');
    expect(Object.keys(module).sort()).toEqual([...VALUES].sort());
  });

  it('exports exactly these types', () => {
    expect(typeExports().sort()).toEqual([...TYPES].sort());
  });

  it('has no deprecated function of the releases before the two classes', async () => {
    const module: Record<string, unknown> = await import('../../src/index.js');
    for (const gone of ['lint', 'lintFile', 'lintText', 'lintBytes', 'lintPayload', 'lintProject', 'lintProjectText', 'configForFile', 'lintAgainst', 'loadSent']) {
      expect(module[gone], gone).toBeUndefined();
    }
  });

  it('is listed, each value by name, in docs/integrations.md', () => {
    const docs = readFileSync(path.join(root, 'docs/integrations.md'), 'utf8');
    const section = /^### What `cordlint` exports\n([\s\S]*?)(?=^##)/m.exec(docs)?.[1];
    expect(section, 'docs/integrations.md has a section "What `cordlint` exports"').toBeDefined();
    const named = new Set([...section!.matchAll(/`([A-Za-z_]+)[(`]/g)].map((m) => m[1]));
    expect(VALUES.filter((name) => !named.has(name))).toEqual([]);
  });
});
