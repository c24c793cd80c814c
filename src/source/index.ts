/**
 * Payloads in source code: the sending calls of a file's ESTree AST, their payloads evaluated
 * statically, judged by the Linter, each finding at the node that wrote the value. The ESLint
 * plugin (src/eslint/) and `cordlint lint` on .js/.ts files (src/source/lint-file.ts) both call
 * `judgeSource`, so they agree.
 */
import type { Linter } from '../linter/linter.js';
import type { Node } from './ast.js';
import { SENDING_METHODS, sendingCall, type SendingCall } from './calls.js';
import { Evaluator, type EvaluateOptions } from './evaluate.js';
import { judgeCall, type JudgeOptions, type SourceFinding } from './judge.js';
import { ScopeIndex } from './scope.js';

export type { SourceFinding } from './judge.js';
export type { Node } from './ast.js';

export interface SourceOptions extends JudgeOptions, EvaluateOptions {}

/** Method names worth a look: a file without any (`.reply(`, `.send(`...) holds no payload and costs no walk. */
const QUICK_CHECK = /\.\s*(?:send|reply|editReply|followUp|deferReply|update|edit|showModal|editMessage|post|patch)\s*\(/;

export function mayHoldPayloads(text: string): boolean {
  return QUICK_CHECK.test(text);
}

/** The sending calls of a program and their payloads' values. */
export function sendingCalls(program: Node, options: EvaluateOptions = {}): SendingCall[] {
  const scopes = new ScopeIndex(program, SENDING_METHODS);
  const evaluator = new Evaluator(scopes, options);
  const out: SendingCall[] = [];
  for (const call of scopes.memberCalls) {
    evaluator.position = (call.range?.[0] ?? call.start ?? 0) as number;
    const sending = sendingCall(call, evaluator);
    if (sending) out.push(sending);
  }
  return out;
}

/** Every finding of a program's payloads, in source order. */
export function judgeSource(linter: Linter, program: Node, text: string, options: SourceOptions): SourceFinding[] {
  if (!mayHoldPayloads(text)) return [];
  const findings: SourceFinding[] = [];
  // A value two calls send (a shared builder) has its findings once.
  const seen = new Set<string>();
  const judging: JudgeOptions = { ...options, source: { text, program } };
  for (const sending of sendingCalls(program, options)) {
    for (const finding of judgeCall(linter, sending, judging)) {
      const key = `${finding.ruleId}|${start(finding.node)}|${finding.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push(finding);
    }
  }
  return findings.sort((a, b) => start(a.node) - start(b.node));
}

function start(node: Node): number {
  return node.range?.[0] ?? node.start ?? 0;
}
