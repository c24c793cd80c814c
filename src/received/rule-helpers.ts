/** What the received-* rules share: running only on received interactions, and the custom_id check. */
import type { RuleVisitors } from '../engine/rule.js';
import type { JsonPath } from '../types.js';
import { characterCount } from '../util/values.js';
import { shown } from './fields.js';

/** Visitors that call `check` with the interaction, for received interactions only. */
export function onReceivedInteraction(check: (interaction: Record<string, unknown>) => void): RuleVisitors {
  return {
    payload(payload) {
      if (payload.envelope.kind === 'received-interaction') check(payload.value);
    },
  };
}

/** Undefined when `custom_id` is what Discord sends back (a string of 1 to 100 characters); otherwise the problem. */
export function customIdProblem(customId: unknown, where: string): string | undefined {
  if (customId === undefined) return `${where} has no "custom_id"; Discord always sends the custom_id of the component (1 to 100 characters).`;
  if (typeof customId !== 'string') return `${where}'s "custom_id" is ${shown(customId)}; Discord sends the custom_id as a string of 1 to 100 characters.`;
  const length = characterCount(customId);
  if (length < 1 || length > 100) return `${where}'s "custom_id" has ${length} characters; custom_ids have 1 to 100, so Discord never sends this one.`;
  return undefined;
}

/** Paths of the values that repeat an earlier one (Discord never sends a choice twice). */
export function repeatedValues(values: readonly unknown[], path: JsonPath): { path: JsonPath; value: unknown; first: number }[] {
  const seen = new Map<unknown, number>();
  const out: { path: JsonPath; value: unknown; first: number }[] = [];
  values.forEach((value, i) => {
    const first = seen.get(value);
    if (first !== undefined) out.push({ path: [...path, i], value, first });
    else seen.set(value, i);
  });
  return out;
}
