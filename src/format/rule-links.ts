/** The JSON format's rule links: each finding of a built-in rule names its page (src/site-address.ts). */
import { builtinRules } from '../../rules/index.js';
import { rulePageUrl } from '../package-files.js';
import type { LintResult } from '../types.js';

const BUILTIN_IDS: ReadonlySet<string> = new Set(builtinRules.map((r) => r.meta.id));

export function withRuleUrls(results: readonly LintResult[]): readonly LintResult[] {
  const urls = new Map<string, string | undefined>();
  const urlOf = (id: string) => {
    if (!urls.has(id)) urls.set(id, BUILTIN_IDS.has(id) ? rulePageUrl(id) : undefined);
    return urls.get(id);
  };
  return results.map((result) => ({
    ...result,
    messages: result.messages.map((message) => {
      const ruleUrl = urlOf(message.ruleId);
      return ruleUrl ? { ...message, ruleUrl } : message;
    }),
  }));
}
