import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { dataOf } from '../src/received/answers.js';
import { shown, typeProblem } from '../src/received/fields.js';
import { customIdProblem, onReceivedInteraction, repeatedValues } from '../src/received/rule-helpers.js';
import { InteractionType, MESSAGE_COMPONENT_TYPES, RESOLVED_MAPS_OF_TYPE } from '../src/discord/received.js';

export default defineRule({
  meta: {
    id: 'received-component-data',
    description: 'The data of a message component interaction (type 3): component_type, custom_id, id, and values that fit the component',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-object-message-component-data-structure (discord-api-types APIMessageComponentInteractionData)',
  },
  createOnce(context) {
    return onReceivedInteraction((interaction) => {
      if (interaction.type !== InteractionType.MessageComponent) return;
      const report = (path: (string | number)[], message: string) => context.report({ path, message });
      const data = dataOf(interaction);
      if (!data) {
        if (interaction.data === undefined) report([], 'This message component interaction (type 3) has no "data"; Discord sends the component\'s component_type, custom_id and (for selects) values in it.');
        return;
      }
      const type = data.component_type;
      if (type === undefined) {
        const hint = data.type !== undefined ? ` It has "type" ${shown(data.type)}: message interactions name the component in "component_type" (modal submissions use "type").` : '';
        report(['data'], `"data" has no "component_type"; Discord sends the type of the component that was used (2 for a Button, 3 and 5 to 8 for selects).${hint}`);
      } else if (typeof type !== 'number' || !MESSAGE_COMPONENT_TYPES.has(type)) {
        report(['data', 'component_type'], `"component_type" is ${shown(type)}${typeof type === 'number' ? ` (${describeType(type)})` : ''}; only a Button (2) and the selects (3, 5, 6, 7, 8) of a message send a component interaction.`);
      } else if (data.type !== undefined) {
        report(['data', 'type'], '"data" has "type"; message component interactions name the component in "component_type" only ("type" is how modal submissions name it). Remove "type".');
      }
      const customIdIssue = customIdProblem(data.custom_id, '"data"');
      if (customIdIssue) report(data.custom_id === undefined ? ['data'] : ['data', 'custom_id'], customIdIssue);
      if (data.id !== undefined && !(Number.isInteger(data.id) && (data.id as number) >= 0)) {
        report(['data', 'id'], `"data.id" is ${shown(data.id)}; it is the component's numeric id (an integer), as in the message.`);
      }
      if (typeof type !== 'number' || !MESSAGE_COMPONENT_TYPES.has(type)) return;

      if (type === 2) {
        for (const field of ['values', 'resolved'] as const) {
          if (Object.hasOwn(data, field)) report(['data', field], `A Button click (component_type 2) carries no "${field}"; Discord sends only component_type, custom_id and id. Remove "${field}".`);
        }
        return;
      }
      const values = data.values;
      const name = describeType(type);
      if (values === undefined) {
        report(['data'], `A ${name} interaction has no "values"; Discord sends the list of what the user picked (an empty list when nothing).`);
      } else {
        const spec = type === 3 ? 'string[]' : 'snowflake[]';
        const expected = typeProblem(values, spec);
        if (expected) {
          const index = Array.isArray(values) ? values.findIndex((v) => typeProblem([v], spec) !== undefined) : -1;
          report(index >= 0 ? ['data', 'values', index] : ['data', 'values'], `The "values" of a ${name} are ${expected} (${type === 3 ? 'the picked options\' values' : 'the ids of what was picked'}); found ${shown(index >= 0 ? (values as unknown[])[index] : values)}.`);
        } else if (Array.isArray(values)) {
          if (values.length > 25) report(['data', 'values'], `"values" holds ${values.length} choices; a select allows at most 25 (max_values), so Discord never sends more.`);
          for (const repeat of repeatedValues(values, ['data', 'values'])) {
            report([...repeat.path], `${shown(repeat.value)} is picked twice (first at values[${repeat.first}]); Discord sends each choice once.`);
          }
        }
      }
      const hasResolved = Object.hasOwn(data, 'resolved');
      if (type === 3 && hasResolved) {
        report(['data', 'resolved'], 'A String Select (3) carries no "resolved"; Discord resolves users, roles and channels only for the User, Role, Mentionable and Channel selects. Remove "resolved".');
      } else if (RESOLVED_MAPS_OF_TYPE.has(type) && !hasResolved && Array.isArray(values) && values.length > 0) {
        report(['data'], `A ${name} interaction with values has no "resolved"; Discord sends the picked ${RESOLVED_MAPS_OF_TYPE.get(type)!.join(' and ')} in "data.resolved".`);
      }
    });
  },
});
