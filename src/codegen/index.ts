/** `cordlint codegen`: builder code for payloads (which the caller has linted: codegen does not check them). */
import { detectKind, isObject } from '../payload/detect.js';
import { CodegenError } from './code-text.js';
import { discordJsCode } from './discordjs.js';
import { discordPyCode } from './discordpy.js';
import type { CodegenLanguage, CodegenOptions, CodegenTarget } from './types.js';

export { CodegenError } from './code-text.js';
export { CODEGEN_LANGUAGES, type CodegenLanguage, type CodegenOptions, type CodegenTarget } from './types.js';

/** The messages and modals of payloads: interaction responses give their data. */
export function codegenTargets(payloads: readonly unknown[]): CodegenTarget[] {
  return payloads.map((payload, i) => {
    const where = payloads.length > 1 ? `payload ${i + 1}` : 'the payload';
    if (!isObject(payload)) throw new CodegenError(`${where} is not an object`);
    const kind = detectKind(payload);
    if (kind === 'message' || kind === 'modal') return { kind, value: payload };
    if (kind === 'interaction-response' && isObject(payload.data)) {
      const type = payload.type as number;
      if (type === 9) return { kind: 'modal', value: payload.data, replyType: 9 };
      if (type === 4 || type === 7) return { kind: 'message', value: payload.data, replyType: type };
    }
    throw new CodegenError(`${where} is ${kind ? `a ${kind.replace('-', ' ')}` : 'not a payload cordlint knows'}: codegen writes code for messages, modals and the interaction responses that carry them (types 4, 7 and 9)`);
  });
}

/** Code in `language` that builds each payload. */
export function codegen(payloads: readonly unknown[], language: CodegenLanguage, options: CodegenOptions = {}): string {
  const targets = codegenTargets(payloads);
  if (targets.length === 0) throw new CodegenError('there is no payload');
  return language === 'discord.js' ? discordJsCode(targets, { typescript: options.typescript ?? false }) : discordPyCode(targets);
}
