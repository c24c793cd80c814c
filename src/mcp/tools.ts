/**
 * What each MCP tool does, over the library the CLI uses: the same Linter and rules, explain,
 * preview, convert and mock. Each returns MCP content: text an agent reads (findings as
 * `file:line:column`, the fixed text whole), and the same as `structuredContent` for programs.
 */
import path from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { builtinRules } from '../../rules/index.js';
import { rulePage } from '../package-files.js';
import type { PayloadKind } from '../payload/detect.js';
import type { LintMessage, LintResult } from '../types.js';
import { closestMatch } from '../util/closest-match.js';
import { plural } from '../util/values.js';
import type { Destination } from '../payload/destination.js';
import type { Roots } from './roots.js';
import { configOf, payloadSource, ToolInputError, type PayloadInput } from './sources.js';
import { appendAll } from '../util/append.js';
import { escapeControls } from '../util/escape-text.js';

export interface LintInput extends PayloadInput {
  kind?: PayloadKind | undefined;
  destination?: Destination | undefined;
  unsafeFixes?: boolean | undefined;
}

export interface ExplainInput {
  answer: string;
  payload?: string | undefined;
  path?: string | undefined;
  filename?: string | undefined;
  kind?: PayloadKind | undefined;
}

export interface PreviewInput extends PayloadInput {
  kind?: PayloadKind | undefined;
  theme?: 'dark' | 'light' | undefined;
  output?: 'png' | 'html' | 'both' | undefined;
  findings?: boolean | undefined;
}

export interface ConvertInput extends PayloadInput {
  kind?: PayloadKind | undefined;
  split?: boolean | undefined;
  edit?: boolean | undefined;
  fields?: 'stacked' | 'inline' | undefined;
  rows?: 'after' | 'in-last-container' | undefined;
  icons?: 'link' | 'drop' | undefined;
  outputFormat?: 'json' | 'yaml' | undefined;
}

export interface MockInput extends PayloadInput {
  customId?: string | undefined;
  values?: string[] | undefined;
}

/** A finding for the client: severity as a word, fixes as edits of the text given. */
function finding(m: LintMessage) {
  return {
    ruleId: m.ruleId,
    severity: m.severity === 2 ? ('error' as const) : ('warning' as const),
    message: m.message,
    line: m.line,
    column: m.column,
    endLine: m.endLine,
    endColumn: m.endColumn,
    path: m.path,
    ...(m.document ? { document: m.document } : {}),
    ...(m.related ? { related: m.related } : {}),
    ...(m.fixSafety ? { fixSafety: m.fixSafety } : {}),
    ...(m.fix ? { fix: m.fix } : {}),
    ...(m.suggestions ? { suggestions: m.suggestions } : {}),
  };
}

/** One line per finding, as `cordlint lint --format unix` prints them, with what can fix it. */
function findingLines(shown: string, messages: readonly LintMessage[]): string[] {
  return messages.map((m) => {
    const fix = m.fix ? ` [${m.fixSafety === 'unsafe' ? 'unsafe fix' : 'fix'}]` : m.suggestions?.some((s) => s.unsafe) ? ' [unsafe fix: pass unsafeFixes: true]' : m.suggestions?.length ? ` [suggestion: ${m.suggestions[0]!.message}]` : '';
    // One line per finding: a file name, a key in the path or a plugin's message holds no line break here.
    return `${escapeControls(shown)}:${m.line}:${m.column}: ${m.severity === 2 ? 'error' : 'warning'} ${escapeControls(m.ruleId)} (${escapeControls(m.path || '/')}): ${escapeControls(m.message)}${escapeControls(fix)}`;
  });
}

function counts(result: LintResult): string {
  return `${plural(result.errorCount + result.warningCount, 'problem')} (${plural(result.errorCount, 'error')}, ${plural(result.warningCount, 'warning')})`;
}

export class Tools {
  /** `fastPath: false`: every rule runs on every payload (CORDLINT_FAST_PATH=0 where the server started). */
  constructor(
    private readonly roots: Roots,
    private readonly options: { fastPath?: boolean } = {},
  ) {}

  /** Flags every lint of this server passes on. */
  private get fastPath(): { fastPath?: boolean } {
    return this.options.fastPath === false ? { fastPath: false } : {};
  }

  /** Lints a payload: its findings with their fixes, and the text with the fixes applied. */
  async lint(input: LintInput): Promise<CallToolResult> {
    const source = await payloadSource(input, this.roots);
    // The config, its overrides and the baseline of the file's project, with the kind and destination the agent names over them.
    const { linter, config: linted, notes, configFile } = await configOf(source, { kind: input.kind, destination: input.destination, ...this.fastPath });
    const unsafeFixes = input.unsafeFixes === true;
    const result = linter.lintText(source.text, linted, { filePath: source.name, fixEdits: true, unsafeFixes });
    const fixed = linter.lintText(source.text, linted, { filePath: source.name, fix: true, unsafeFixes });
    const unsafeLeft = fixed.messages.filter((m) => m.suggestions?.some((s) => s.unsafe)).length;

    const lines = [
      result.messages.length === 0 ? `${escapeControls(source.shown)}: no problems.` : `${escapeControls(source.shown)}: ${counts(result)}.`,
      ...findingLines(source.shown, result.messages),
      ...notes.map((n) => `Note: ${n}`),
    ];
    const content: CallToolResult['content'] = [];
    if (fixed.output !== undefined) {
      const left = fixed.messages.length === 0 ? 'nothing is left' : `${counts(fixed)} left`;
      const unsafe = unsafeLeft > 0 ? `; ${unsafeLeft === 1 ? '1 unsafe fix' : `${unsafeLeft} unsafe fixes`} not applied (they change what users see: lint with unsafeFixes: true to apply them)` : '';
      lines.push('', `The fixed text follows (${unsafeFixes ? 'every fix' : 'the safe fixes'} applied; ${left}${unsafe}):`);
      appendAll(lines, findingLines(source.shown, fixed.messages).map((l) => `  left: ${l}`));
      content.push({ type: 'text', text: lines.join('\n') }, { type: 'text', text: fixed.output });
    } else {
      content.push({ type: 'text', text: lines.join('\n') });
    }
    return {
      content,
      structuredContent: {
        file: source.shown,
        ...(configFile ? { config: configFile } : {}),
        ...(input.destination ? { destination: input.destination } : {}),
        errorCount: result.errorCount,
        warningCount: result.warningCount,
        fixableErrorCount: result.fixableErrorCount ?? 0,
        fixableWarningCount: result.fixableWarningCount ?? 0,
        messages: result.messages.map(finding),
        ...(fixed.output !== undefined ? { fixed: { text: fixed.output, unsafeFixesApplied: unsafeFixes, remaining: fixed.messages.map(finding) } } : {}),
        notes,
      },
    };
  }

  /** Places Discord's 400 answer on the payload's lines and says what each error means. */
  async explain(input: ExplainInput): Promise<CallToolResult> {
    const source = input.payload !== undefined || input.path !== undefined ? await payloadSource({ text: input.payload, path: input.path, filename: input.filename }, this.roots) : undefined;
    const { linter, config } = source ? await configOf(source, { kind: input.kind, ...this.fastPath }) : { linter: undefined, config: input.kind ? { kind: input.kind } : {} };
    const { explain } = await import('../explain/index.js');
    const { explanations, result, omitted } = await explain(input.answer, source?.text, { ...config, ...(linter ? { linter } : {}), ...(source ? { filePath: source.name } : {}), answerPath: '<answer>' });
    if (explanations.length === 0) {
      throw new ToolInputError('The answer holds no Discord error: expected Discord\'s JSON answer ({"code": 50035, "errors": {...}}) or the text discord.js, discord.py, JDA, Discord.Net or discordgo printed for it.');
    }
    const where = source ? escapeControls(source.shown) : '<answer>';
    const lines = explanations.map((e) => {
      const at = `${where}:${e.message.line}:${e.message.column}`;
      // Discord's code, path and message come from the answer: escaped, on the explanation's first line.
      const parts = [`${at}: ${escapeControls(String(e.code ?? 'error'))}${e.discordPath ? ` at ${escapeControls(e.discordPath)}` : ''}: ${escapeControls(e.discordMessage)}`];
      if (e.meaning) parts.push(`  Meaning: ${e.meaning}`);
      if (e.fix) parts.push(`  Fix: ${e.fix}`);
      if (e.limit) parts.push(`  Limit: ${e.limit}`);
      if (e.note) parts.push(`  Note: ${e.note}`);
      for (const m of e.cordlint) parts.push(`  cordlint ${m.ruleId} (${m.line}:${m.column}): ${m.message}`);
      return parts.join('\n');
    });
    // Past the answer's limit: the result's last message counts the errors left out.
    if (omitted > 0) lines.push(result.messages.at(-1)!.message);
    return {
      content: [{ type: 'text', text: lines.join('\n') }],
      structuredContent: {
        file: where,
        omitted,
        explanations: explanations.map((e) => ({
          code: e.code ?? null,
          discordMessage: e.discordMessage,
          discordPath: e.discordPath ?? null,
          path: e.shownAt ? '/' + e.shownAt.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/') : null,
          line: e.message.line,
          column: e.message.column,
          meaning: e.meaning ?? null,
          fix: e.fix ?? null,
          limit: e.limit ?? null,
          note: e.note ?? null,
          cordlint: e.cordlint.map(finding),
        })),
      },
    };
  }

  /** Draws the payload as Discord shows it: a PNG, and the HTML page. */
  async preview(input: PreviewInput): Promise<CallToolResult> {
    const source = await payloadSource(input, this.roots);
    const preview = await import('../preview/index.js');
    const documents = await preview.documentsOfText(source.name, source.text);
    const unreadable = documents.filter((d) => d.problem !== undefined);
    if (unreadable.length === documents.length) throw new ToolInputError(`${escapeControls(source.shown)} has no payload to preview: ${unreadable.map((d) => d.problem).join('; ')}`);
    const options: import('../preview/index.js').PreviewOptions = { theme: input.theme ?? 'dark', ...(input.kind ? { kind: input.kind } : {}) };
    // No attachments folder: an attachment://name would be read from the payload's folder, where a link may lead outside the roots.
    if (input.findings !== false) {
      // Every finding is marked, as `cordlint preview --findings` marks them: the baseline hides none.
      const { linter, config } = await configOf(source, { kind: input.kind, baseline: false, ...this.fastPath });
      options.findings = linter.lintText(source.text, config, { filePath: source.name }).messages;
    }
    const output = input.output ?? 'both';
    const content: CallToolResult['content'] = [];
    if (output !== 'html') {
      try {
        const png = await preview.renderPngFile(preview.previewTree(documents, options, 'png'));
        content.push({ type: 'image', data: Buffer.from(png).toString('base64'), mimeType: 'image/png' });
      } catch (error) {
        throw new ToolInputError(`The PNG could not be drawn (${error instanceof Error ? error.message : String(error)}); ask for output "html".`);
      }
    }
    if (output !== 'png') {
      const html = preview.renderHtml(preview.previewTree(documents, options, 'html'), `${path.basename(source.shown)}: cordlint preview`);
      content.push({ type: 'resource', resource: { uri: `cordlint://preview/${encodeURIComponent(path.basename(source.shown))}.html`, mimeType: 'text/html', text: html } });
    }
    const findings = options.findings ?? [];
    content.push({ type: 'text', text: `Preview of ${escapeControls(source.shown)} (${input.theme ?? 'dark'} theme)${findings.length > 0 ? `, with ${plural(findings.length, 'finding')} marked:\n${findingLines(source.shown, findings).join('\n')}` : '.'}` });
    return { content };
  }

  /** Converts legacy content and embeds to Components V2. */
  async convert(input: ConvertInput): Promise<CallToolResult> {
    const source = await payloadSource(input, this.roots);
    const { convertText } = await import('../convert/text.js');
    // The converted payload is checked with the file's project config, as `cordlint lint` would lint it.
    const { linter, config } = await configOf(source, this.fastPath);
    const result = await convertText(source.text, {
      filePath: source.name,
      config,
      linter,
      ...(input.kind ? { kind: input.kind } : {}),
      ...(input.split !== undefined ? { split: input.split } : {}),
      ...(input.edit !== undefined ? { edit: input.edit } : {}),
      ...(input.fields ? { fields: input.fields } : {}),
      ...(input.rows ? { rows: input.rows } : {}),
      ...(input.icons ? { icons: input.icons } : {}),
      ...(input.outputFormat ? { outputFormat: input.outputFormat } : {}),
    });
    const notes = result.notes.map((n) => `${n.document ? `document ${n.document}: ` : ''}${n.path ? `${n.path}: ` : ''}${n.message}`);
    const head =
      result.status === 'refused'
        ? `${escapeControls(source.shown)} was not converted:\n${result.reasons.map((r) => `  ${r}`).join('\n')}`
        : result.status === 'unchanged'
          ? `${escapeControls(source.shown)} needs no conversion (it has no legacy content or embeds).`
          : `${escapeControls(source.shown)} converted to Components V2 (${plural(result.payloadCount, 'payload')})${notes.length ? `; what changed on the way:\n${notes.map((n) => `  ${n}`).join('\n')}` : '.'}`;
    const content: CallToolResult['content'] = [{ type: 'text', text: head }];
    if (result.status === 'converted' && result.text !== undefined) content.push({ type: 'text', text: result.text });
    return {
      content,
      ...(result.status === 'refused' ? { isError: true } : {}),
      structuredContent: { file: source.shown, status: result.status, ...(result.text !== undefined ? { text: result.text } : {}), reasons: result.reasons, notes, payloadCount: result.payloadCount },
    };
  }

  /** The received interaction (a test fixture) that answers a sent message or modal. */
  async mock(input: MockInput): Promise<CallToolResult> {
    const source = await payloadSource(input, this.roots, 'sent payload');
    const [{ sentFromText, SentError }, { mockText, MockError }] = await Promise.all([import('../received/sent.js'), import('../against/mock.js')]);
    try {
      const sent = await sentFromText(source.name, source.text);
      sent.filePath = source.shown;
      const text = await mockText(sent, { ...(input.customId !== undefined ? { customId: input.customId } : {}), ...(input.values !== undefined ? { values: input.values } : {}), ...this.fastPath });
      return { content: [{ type: 'text', text }], structuredContent: { fixture: text } };
    } catch (error) {
      if (error instanceof SentError || error instanceof MockError) throw new ToolInputError(`${escapeControls(source.shown)}: ${error.message}`);
      throw error;
    }
  }

  /** A rule's page, or the list of rules. */
  rules(input: { id?: string | undefined }): CallToolResult {
    if (input.id === undefined) {
      const rows = builtinRules.map(({ meta }) => ({ id: meta.id, severity: meta.severity, fixable: meta.fixable ?? false, ...(meta.fixable ? { fixSafety: meta.fixSafety ?? 'safe' } : {}), description: meta.description }));
      return {
        content: [{ type: 'text', text: rows.map((r) => `${r.id} (${r.severity}${r.fixable ? `, ${r.fixSafety} fix` : ''}): ${r.description}`).join('\n') }],
        structuredContent: { rules: rows },
      };
    }
    const rule = builtinRules.find((r) => r.meta.id === input.id);
    const page = rule ? rulePage(rule.meta.id) : undefined;
    if (!rule) {
      const close = closestMatch(input.id, builtinRules.map((r) => r.meta.id));
      throw new ToolInputError(`No rule is called "${escapeControls(input.id)}".${close ? ` Did you mean "${close}"?` : ''} Call rules without an id to list them.`);
    }
    const { meta } = rule;
    const text = page ?? `# ${meta.id}\n\n${meta.description}\n\n- Default severity: ${meta.severity}\n- Source: ${meta.source}\n`;
    return { content: [{ type: 'text', text }], structuredContent: { id: meta.id, severity: meta.severity, fixable: meta.fixable ?? false, ...(meta.fixable ? { fixSafety: meta.fixSafety ?? 'safe' } : {}), description: meta.description, source: meta.source, page: text } };
  }
}
