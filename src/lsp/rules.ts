/** What the editor shows about a rule: its description and the address of its page. */
import { builtinRules } from '../../rules/index.js';
import type { RuleMeta } from '../engine/rule.js';
import type { LinterConfig } from '../linter/linter.js';
import { rulePageUrl } from '../package-files.js';

const builtinIds = new Set(builtinRules.map((r) => r.meta.id));

export function ruleMeta(id: string, options: LinterConfig | undefined): RuleMeta | undefined {
  return (builtinRules.find((r) => r.meta.id === id) ?? options?.extraRules?.find((r) => r.meta.id === id))?.meta;
}

/** The page of a built-in rule; plugin rules have none. */
export function rulePageAddress(id: string): string | undefined {
  return builtinIds.has(id) ? rulePageUrl(id) : undefined;
}
