/**
 * Comment directives in YAML files (and in JSONC files, written `// cordlint-...` or `/* cordlint-... *\/`):
 *   # cordlint-disable-next-line <id>[, <id>...] [-- reason]   (above a list item: the whole item)
 *   # cordlint-disable-line <id>...            (on the line it ends)
 *   # cordlint-disable <id>...  ...  # cordlint-enable <id>...
 * Without ids a directive covers every rule. Fatal findings (the file could not be read) are never silenced.
 */
import type { SourceComment } from '../load/document.js';
import { LineIndex } from '../load/line-index.js';
import type { LintMessage } from '../types.js';

export type DirectiveKind = 'disable-next-line' | 'disable-line' | 'disable' | 'enable';

export interface Directive {
  kind: DirectiveKind;
  /** Rule ids; empty means every rule. */
  rules: string[];
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

const DIRECTIVE = /^\s*cordlint-(disable-next-line|disable-line|disable|enable)(?=\s|$)(.*)$/;

/** Finds the directives among a file's comments. */
export function parseDirectives(text: string, comments: readonly SourceComment[]): Directive[] {
  const directives: Directive[] = [];
  let lines: LineIndex | undefined;
  for (const comment of comments) {
    // A block comment (JSONC's /* */) may run over several lines: its words read as one line.
    const match = DIRECTIVE.exec(comment.text.includes('\n') || comment.text.includes('\r') ? comment.text.replace(/\s+/g, ' ') : comment.text);
    if (!match) continue;
    const [list] = match[2]!.split(/(?:^|\s)--(?:\s|$)/);
    const rules = (list ?? '').split(/[\s,]+/).filter(Boolean);
    const range = (lines ??= new LineIndex(text)).range(comment.start, comment.end);
    directives.push({ kind: match[1] as DirectiveKind, rules, ...range });
  }
  return directives;
}

export interface DirectiveOutcome {
  /** The findings no directive silenced. */
  messages: LintMessage[];
  /** Directives (and rule ids in them) that silenced nothing. */
  unused: { directive: Directive; rule: string | undefined }[];
}

/**
 * Drops the findings the directives silence and tells which directives silenced nothing.
 * `itemLines(message)` gives the first lines of the list items that hold the finding: a
 * `disable-next-line` above a list item (`- type: 2`) covers the whole item, fields on later lines too.
 */
export function applyDirectives(
  messages: readonly LintMessage[],
  directives: readonly Directive[],
  itemLines: (message: LintMessage) => readonly number[] = () => [],
): DirectiveOutcome {
  const used = new Set<string>();
  const mark = (index: number, rule: string | undefined) => used.add(`${index}\u0000${rule ?? '*'}`);
  const kept: LintMessage[] = [];

  for (const message of messages) {
    if (message.fatal) {
      kept.push(message);
      continue;
    }
    let silencedBy: [number, string | undefined] | undefined;
    // Block directives: the last disable/enable before the finding that concerns its rule decides.
    directives.forEach((d, index) => {
      if (d.kind !== 'disable' && d.kind !== 'enable') return;
      if (d.line > message.line || (d.line === message.line && d.column > message.column)) return;
      const concerns = d.rules.length === 0 || d.rules.includes(message.ruleId);
      if (!concerns) return;
      silencedBy = d.kind === 'disable' ? [index, d.rules.length === 0 ? undefined : message.ruleId] : undefined;
    });
    let lines: readonly number[] | undefined;
    directives.forEach((d, index) => {
      if (silencedBy) return;
      const line = d.kind === 'disable-next-line' ? d.line + 1 : d.kind === 'disable-line' ? d.line : -1;
      if (line !== message.line && !(d.kind === 'disable-next-line' && (lines ??= itemLines(message)).includes(line))) return;
      if (d.rules.length === 0) silencedBy = [index, undefined];
      else if (d.rules.includes(message.ruleId)) silencedBy = [index, message.ruleId];
    });
    if (silencedBy) mark(...silencedBy);
    else kept.push(message);
  }

  const unused: DirectiveOutcome['unused'] = [];
  directives.forEach((d, index) => {
    if (d.kind === 'enable') return;
    if (d.rules.length === 0) {
      if (!used.has(`${index}\u0000*`)) unused.push({ directive: d, rule: undefined });
    } else {
      for (const rule of d.rules) if (!used.has(`${index}\u0000${rule}`)) unused.push({ directive: d, rule });
    }
  });
  return { messages: kept, unused };
}

/**
 * A finding for each directive that silenced nothing (`--report-unused-disable-directives`).
 * `suggest` names the rule a misspelt id was probably meant to be.
 */
export function unusedDirectiveMessages(
  unused: DirectiveOutcome['unused'],
  severity: 1 | 2,
  knownRule: (id: string) => boolean,
  suggest: (id: string) => string | undefined = () => undefined,
): LintMessage[] {
  return unused.map(({ directive: d, rule }) => {
    const where = d.kind === 'disable-next-line' ? `on line ${d.line + 1}` : d.kind === 'disable-line' ? `on line ${d.line}` : 'after it';
    const what = rule === undefined ? 'no problem was reported' : `no "${rule}" problem was reported`;
    let message = `Unused cordlint-${d.kind} directive: ${what} ${where}. Remove it${rule === undefined ? '' : ` or the rule id "${rule}"`}.`;
    if (rule !== undefined && !knownRule(rule)) {
      const close = suggest(rule);
      message = `"${rule}" is not a rule, so this cordlint-${d.kind} directive silences nothing. ${close ? `Did you mean "${close}"?` : 'Run "cordlint rules" to list the rules.'}`;
    }
    return {
      ruleId: 'unused-disable-directive',
      severity,
      message,
      line: d.line,
      column: d.column,
      endLine: d.endLine,
      endColumn: d.endColumn,
      path: '',
    };
  });
}
