/** A tiny expression tree for generated code, rendered with the indentation a person would use. */
import { literal, type Language } from './code-text.js';

export type Expr =
  | { kind: 'raw'; text: string }
  | { kind: 'lit'; value: unknown }
  | { kind: 'chain'; head: string; headArgs: Expr[]; calls: Call[] }
  | { kind: 'call'; name: string; args: Expr[]; kwargs?: [string, Expr][] }
  | { kind: 'list'; items: Expr[] };

export interface Call {
  name: string;
  args: Expr[];
}

export const raw = (text: string): Expr => ({ kind: 'raw', text });
export const lit = (value: unknown): Expr => ({ kind: 'lit', value });
export const list = (items: Expr[]): Expr => ({ kind: 'list', items });

/** One level of indentation: two spaces in JavaScript (Prettier), four in Python (PEP 8). */
export const unit = (language: Language): string => (language === 'py' ? '    ' : '  ');

const MAX_LINE = 80;

/** Renders `expr` for a line that starts at `indent`. */
export function render(expr: Expr, language: Language, indent = ''): string {
  switch (expr.kind) {
    case 'raw':
      return expr.text;
    case 'lit':
      return literal(expr.value, language, indent);
    case 'call':
      return renderArgs(expr.name, expr.args, expr.kwargs ?? [], language, indent);
    case 'list': {
      const inner = indent + unit(language);
      const items = expr.items.map((item) => render(item, language, inner));
      const oneLine = `[${items.join(', ')}]`;
      if (!oneLine.includes('\n') && indent.length + oneLine.length <= MAX_LINE) return oneLine;
      return `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
    }
    case 'chain': {
      const head = renderArgs(expr.head, expr.headArgs, [], language, indent);
      const inner = indent + unit(language);
      const calls = expr.calls.map((call) => renderArgs(`.${call.name}`, call.args, [], language, inner));
      const oneLine = head + calls.join('');
      if (!oneLine.includes('\n') && indent.length + oneLine.length <= MAX_LINE && calls.length <= 2) return oneLine;
      return head + calls.map((c) => `\n${inner}${c}`).join('');
    }
  }
}

function renderArgs(name: string, args: Expr[], kwargs: [string, Expr][], language: Language, indent: string): string {
  const inner = indent + unit(language);
  const all = [...args.map((a) => render(a, language, inner)), ...kwargs.map(([k, v]) => `${k}=${render(v, language, inner)}`)];
  const oneLine = `${name}(${all.join(', ')})`;
  if (!oneLine.includes('\n') && indent.length + oneLine.length <= MAX_LINE) return oneLine;
  if (all.length === 1 && !all[0]!.includes('\n')) return oneLine;
  // One argument that is itself multi-line (a builder chain or an object) stays on the call's line.
  if (all.length === 1 && (args[0]?.kind === 'lit' || args[0]?.kind === 'chain')) {
    const again = [...args.map((a) => render(a, language, indent)), ...kwargs.map(([k, v]) => `${k}=${render(v, language, indent)}`)];
    if (args[0]?.kind === 'lit') return `${name}(${again[0]})`;
  }
  return `${name}(\n${all.map((a) => `${inner}${a},`).join('\n')}\n${indent})`;
}
