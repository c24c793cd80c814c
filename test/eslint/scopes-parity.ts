/**
 * Compares the answers of ESLint's scopes (src/eslint/scopes.ts) with cordlint's own walk
 * (src/source/scope.ts) on the same AST: every node's parent, every identifier's binding (with its
 * writes, the statements that change it and whether it escapes) and the sending calls.
 */
import { Linter as ESLint10 } from 'eslint';
import { Linter as ESLint9 } from 'eslint9';
import tsParser from '@typescript-eslint/parser';
import { eslintScopes, type SourceCodeLike } from '../../src/eslint/scopes.js';
import { ScopeIndex, type Binding } from '../../src/source/scope.js';
import { SENDING_METHODS } from '../../src/source/calls.js';
import type { Node } from '../../src/source/ast.js';

/** In source order: typescript-eslint's nodes have their keys in alphabetical order, so the walk may meet statements out of it. */
const sorted = (nodes: Node[]) => [...nodes].sort((a, b) => (a.range ?? [0])[0] - (b.range ?? [0])[0]);

function describeBinding(b: Binding | undefined, ids: Map<Node, number>): string {
  if (!b) return 'none';
  const id = (n: Node | undefined) => (n ? `${n.type}@${(n.range ?? [])[0]}:${ids.get(n) ?? '?'}` : '-');
  const pattern = b.pattern ? JSON.stringify(b.pattern.map((s) => ('fallback' in s ? { fallback: id(s.fallback) } : s))) : '-';
  return [b.name, b.kind, id(b.declaration), id(b.init), pattern, id(b.fn), b.paramIndex ?? '-', sorted(b.writes).map(id).join(','), sorted(b.mutations.map((m) => m.statement)).map((n) => `${id(n)}${b.mutations.find((m) => m.statement === n)!.certain ? '!' : '?'}`).join(','), b.escapes].join(' | ');
}

/** The differences between the two answers for one file's code (empty when they agree). */
export function scopeDifferences(code: string, options: { typescript?: boolean; eslint?: 9 | 10; sourceType?: 'module' | 'script' | 'commonjs' } = {}): string[] {
  const Linter = options.eslint === 9 ? ESLint9 : ESLint10;
  const linter = new Linter({ configType: 'flat' } as never);
  const out: string[] = [];
  const plugin = {
    rules: {
      compare: {
        create(context: { sourceCode: SourceCodeLike }) {
          const program = context.sourceCode.ast as Node;
          const walk = new ScopeIndex(program, SENDING_METHODS);
          const scopes = eslintScopes(context.sourceCode, SENDING_METHODS);
          if (!scopes) {
            out.push('no scope manager');
            return {};
          }
          const eslint = scopes(program);
          const ids = new Map<Node, number>();
          for (const node of walk.parents.keys()) ids.set(node, ids.size);
          const calls = (list: readonly Node[]) => list.map((n) => (n.range ?? [])[0]).join(',');
          if (calls(walk.memberCalls) !== calls(eslint.memberCalls)) out.push(`memberCalls: walk ${calls(walk.memberCalls)}, eslint ${calls(eslint.memberCalls)}`);
          for (const [node, parent] of walk.parents) {
            if (eslint.parentOf(node) !== parent) out.push(`parent of ${node.type}@${(node.range ?? [])[0]}`);
            if (node.type !== 'Identifier') continue;
            const a = describeBinding(walk.resolve(node), ids);
            const b = describeBinding(eslint.resolve(node), ids);
            if (a !== b) out.push(`${node.name as string}@${(node.range ?? [])[0]}: walk ${a}; eslint ${b}`);
          }
          return {};
        },
      },
    },
  };
  const messages = (linter as unknown as { verify(code: string, config: unknown, options: { filename: string }): { message: string; fatal?: boolean }[] }).verify(
    code,
    [{ files: ['**/*.js', '**/*.ts'], plugins: { parity: plugin }, rules: { 'parity/compare': 'error' }, languageOptions: { ecmaVersion: 'latest', sourceType: options.sourceType ?? 'module', ...(options.typescript ? { parser: tsParser } : {}) } }],
    { filename: options.typescript ? 'file.ts' : 'file.js' },
  );
  for (const m of messages) if (m.fatal) out.push(`fatal: ${m.message}`);
  return out;
}
