import { Linter as ESLint10 } from 'eslint';
import { Linter as ESLint9 } from 'eslint9';
import tsParser from '@typescript-eslint/parser';
import plugin from '../../src/eslint/index.js';

export type Found = [ruleId: string, line: number, column: number];

const recommended = plugin.configs.recommended as Record<string, unknown>;

/** The real ESLint (10, or 9) with cordlint/eslint's recommended config: each message as [ruleId, line, column]. */
export function lintWithESLint(code: string, options: { typescript?: boolean; eslint?: 9 | 10; filename?: string; settings?: Record<string, unknown>; rules?: Record<string, string> } = {}): Found[] {
  return lintMessages(code, options).map((m) => [m.ruleId ?? 'fatal', m.line, m.column]);
}

export function lintMessages(code: string, options: { typescript?: boolean; eslint?: 9 | 10; filename?: string; settings?: Record<string, unknown>; rules?: Record<string, string>; cwd?: string } = {}) {
  const Linter = options.eslint === 9 ? ESLint9 : ESLint10;
  const linter = new Linter({ configType: 'flat', ...(options.cwd ? { cwd: options.cwd } : {}) } as never);
  const filename = options.filename ?? (options.typescript ? 'bot.ts' : 'bot.js');
  const config = [
    {
      ...recommended,
      ...(options.rules ? { rules: { ...(recommended.rules as object), ...options.rules } } : {}),
      languageOptions: { ecmaVersion: 'latest', sourceType: 'module', ...(options.typescript ? { parser: tsParser } : {}) },
      ...(options.settings ? { settings: options.settings } : {}),
    },
  ];
  return (linter as unknown as { verify(code: string, config: unknown, options: { filename: string }): { ruleId: string | null; line: number; column: number; message: string; fatal?: boolean }[] }).verify(code, config, { filename });
}
