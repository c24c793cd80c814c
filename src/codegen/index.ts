/** `cordlint codegen`: builder code for payloads (which the caller has linted: codegen does not check them). */
import { detectKind, isObject } from '../payload/detect.js';
import { CodegenError } from './code-text.js';
import { discordJsCode } from './discordjs.js';
import { discordPyCode } from './discordpy.js';
import { tidyPayload } from './tidy.js';
import type { CodegenLanguage, CodegenOptions, CodegenTarget } from './types.js';

export { CodegenError } from './code-text.js';
export { CODEGEN_LANGUAGES, type CodegenLanguage, type CodegenOptions, type CodegenTarget } from './types.js';

/** The messages and modals of payloads: interaction responses give their data. */
export function codegenTargets(payloads: readonly unknown[]): CodegenTarget[] {
  return payloads.map((input, i) => {
    const where = payloads.length > 1 ? `payload ${i + 1}` : 'the payload';
    if (!isObject(input)) throw new CodegenError(`${where} is not an object`);
    // `"$schema"` names the JSON Schema an editor checks the file with (as the docs suggest): it is no field of the payload.
    const { $schema: _schema, ...payload } = input;
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

/**
 * The payloads as the generated code sends them: each target's value without the nulls designers
 * write for absent fields and without Discord's defaults (see ./tidy.ts); the code sends exactly this.
 */
export function codegenPayloads(payloads: readonly unknown[]): CodegenTarget[] {
  return codegenTargets(payloads).map((target) => ({ ...target, value: tidyPayload(target.value, target.kind) }));
}

/** Code in `language` that builds each payload. */
export function codegen(payloads: readonly unknown[], language: CodegenLanguage, options: CodegenOptions = {}): string {
  const targets = codegenPayloads(payloads);
  if (targets.length === 0) throw new CodegenError('there is no payload');
  const attachmentsDir = options.attachmentsDir === undefined ? {} : { attachmentsDir: options.attachmentsDir };
  return language === 'discord.js' ? discordJsCode(targets, { typescript: options.typescript ?? false, ...attachmentsDir }) : discordPyCode(targets, attachmentsDir);
}
