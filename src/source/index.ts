/**
 * Payloads in source code: the sending calls of a file's ESTree AST, their payloads evaluated
 * statically, judged by the Linter, each finding at the node that wrote the value. The ESLint
 * plugin (src/eslint/) and `cordlint lint` on .js/.ts files (src/source/lint-file.ts) both call
 * `judgeSource`, so they agree.
 */
import type { Linter } from '../linter/linter.js';
import type { Node } from './ast.js';
import { SENDING_METHODS, sendingCall, type SendingCall } from './calls.js';
import { Evaluator, type Choice, type EvaluateOptions } from './evaluate.js';
import { judgeSending, type JudgeOptions, type SourceFinding } from './judge.js';
import { ScopeIndex, type Scopes } from './scope.js';

export type { SourceFinding } from './judge.js';
export type { Node } from './ast.js';
export type { Binding, Scopes } from './scope.js';

export interface SourceOptions extends JudgeOptions, EvaluateOptions {
  /**
   * The program's scopes when the caller already has them (ESLint's scope manager, see
   * src/eslint/scopes.ts); without, cordlint's own walk of the AST (scope.ts) makes them.
   */
  scopes?: (program: Node) => Scopes;
}

/** Method names worth a look: a file without any (`.reply(`, `.send(`...) holds no payload and costs no walk. */
const QUICK_CHECK = /\.\s*(?:send|reply|editReply|followUp|deferReply|update|edit|showModal|editMessage|post|patch)\s*\(/;

export function mayHoldPayloads(text: string): boolean {
  return QUICK_CHECK.test(text);
}

/**
 * The sending calls of a program and their payloads' values. A payload with alternatives (a ternary
 * on something unknown, a function with several returns) is evaluated once per combination: the
 * call's `worlds` (see evaluate.ts and judge.ts).
 */
export function sendingCalls(program: Node, options: EvaluateOptions = {}, scopes: Scopes = new ScopeIndex(program, SENDING_METHODS)): SendingCall[] {
  const evaluator = new Evaluator(scopes, options);
  const out: SendingCall[] = [];
  for (const call of scopes.memberCalls) {
    evaluator.position = (call.range?.[0] ?? call.start ?? 0) as number;
    const worlds: SendingCall[] = [];
    let script: number[] | undefined = [];
    while (script) {
      evaluator.beginRun(script);
      const sending = sendingCall(call, evaluator);
      script = nextScript(evaluator.endRun());
      if (sending) worlds.push(sending);
    }
    if (worlds.length === 1) out.push(worlds[0]!);
    else if (worlds.length > 1) out.push({ ...worlds[0]!, worlds });
  }
  return out;
}

/** The next combination after a run's choices (the last choice that has another alternative takes it), or undefined when all were run. */
function nextScript(trace: Choice[]): number[] | undefined {
  for (let i = trace.length - 1; i >= 0; i--) {
    if (trace[i]!.index + 1 < trace[i]!.arity) return [...trace.slice(0, i).map((c) => c.index), trace[i]!.index + 1];
  }
  return undefined;
}

/** Every finding of a program's payloads, in source order. */
export function judgeSource(linter: Linter, program: Node, text: string, options: SourceOptions): SourceFinding[] {
  if (!mayHoldPayloads(text)) return [];
  const findings: SourceFinding[] = [];
  // A value two calls send (a shared builder) has its findings once.
  const seen = new Set<string>();
  const judging: JudgeOptions = { ...options, source: { text, program } };
  for (const sending of sendingCalls(program, options, options.scopes ? options.scopes(program) : undefined)) {
    for (const finding of judgeSending(linter, sending, judging)) {
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
