import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { answersOf, dataOf } from '../src/received/answers.js';
import { isSnowflake } from '../src/received/fields.js';
import { onReceivedInteraction } from '../src/received/rule-helpers.js';
import { RESOLVED_MAPS_OF_TYPE } from '../src/discord/received.js';

export default defineRule({
  meta: {
    id: 'received-resolved-values',
    description: 'Every value of a User, Role, Mentionable or Channel Select and every File Upload id has its entry in the right map of data.resolved',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-object-message-component-data-structure, #interaction-object-modal-submit-data-structure, #interaction-object-resolved-data-structure',
  },
  createOnce(context) {
    return onReceivedInteraction((interaction) => {
      const data = dataOf(interaction);
      if (!data) return;
      const resolved = isObject(data.resolved) ? data.resolved : undefined;
      for (const answer of answersOf(interaction)) {
        const maps = typeof answer.type === 'number' ? RESOLVED_MAPS_OF_TYPE.get(answer.type) : undefined;
        const values = answer.value.values;
        if (!maps || !Array.isArray(values)) continue;
        // A message interaction without resolved at all is received-component-data's finding.
        if (!resolved && answer.place === 'message') continue;
        values.forEach((value, i) => {
          if (!isSnowflake(value)) return;
          if (maps.some((map) => isObject(resolved?.[map]) && Object.hasOwn(resolved[map] as object, value))) return;
          const where = maps.map((m) => `"data.resolved.${m}"`).join(' or ');
          const misplaced = Object.keys(resolved ?? {}).find((m) => !maps.includes(m) && isObject(resolved![m]) && Object.hasOwn(resolved![m] as object, value));
          context.report({
            path: [...answer.path, 'values', i],
            message: `"${value}" has no entry in ${where}; Discord sends every ${answer.type === 19 ? 'uploaded file' : 'picked entity'} of a ${describeType(answer.type)} there.${misplaced ? ` It is in "data.resolved.${misplaced}", the wrong map.` : ''}`,
          });
        });
      }
    });
  },
});
