import { lintText, type LintOptions } from './lint.js';
import type { DiscordPayload } from './payload/discord-types.js';
import type { LintResult } from './types.js';

/**
 * @deprecated Use `new Linter().lintValue(payload, config)`. Lints a payload object held in memory.
 * Lines and columns refer to the payload printed as 2-space JSON; `path` (a JSON Pointer) names the field.
 */
export async function lintPayload(payload: DiscordPayload, options: LintOptions & { filePath?: string } = {}): Promise<LintResult> {
  const text = JSON.stringify(payload, null, 2) ?? '';
  return lintText(text, { ...options, format: 'json', filePath: options.filePath ?? '<payload>' });
}
