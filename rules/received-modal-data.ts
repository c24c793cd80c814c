import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { answersOf, dataOf, type Answer } from '../src/received/answers.js';
import { shown, typeProblem } from '../src/received/fields.js';
import { customIdProblem, onReceivedInteraction, repeatedValues } from '../src/received/rule-helpers.js';
import { InteractionType, MODAL_ANSWERS } from '../src/discord/received.js';
import type { JsonPath } from '../src/types.js';

/** The fields Discord sends for the layout of a modal submission. */
const LAYOUT_FIELDS: ReadonlyMap<number, readonly string[]> = new Map([
  [18, ['type', 'id', 'component']],
  [10, ['type', 'id']],
  [1, ['type', 'id', 'components']],
]);

export default defineRule({
  meta: {
    id: 'received-modal-data',
    description: 'The data of a modal submission (type 5): custom_id, and components in the response structures (Label holding its component, value or values by type)',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-object-modal-submit-data-structure (discord-api-types APIModalSubmission, ModalSubmitComponent)',
  },
  createOnce(context) {
    return onReceivedInteraction((interaction) => {
      if (interaction.type !== InteractionType.ModalSubmit) return;
      const report = (path: JsonPath, message: string, key = false) => context.report({ path, message, ...(key ? { target: 'key' as const } : {}) });
      const data = dataOf(interaction);
      if (!data) {
        if (interaction.data === undefined) report([], 'This modal submission (type 5) has no "data"; Discord sends the modal\'s custom_id and the answered components in it.');
        return;
      }
      const customIdIssue = customIdProblem(data.custom_id, 'The modal submission');
      if (customIdIssue) report(data.custom_id === undefined ? ['data'] : ['data', 'custom_id'], customIdIssue);
      if (!Array.isArray(data.components)) {
        report(data.components === undefined ? ['data'] : ['data', 'components'], `The modal submission's "components" is ${shown(data.components)}; Discord sends the modal's components (Labels, Text Displays) as a list, each with its answer.`);
        return;
      }
      data.components.forEach((top, i) => {
        const path = ['data', 'components', i];
        if (!isObject(top)) return report(path, `This entry is ${shown(top)}; each entry of a modal submission is a component object with "type" and "id".`);
        const allowed = typeof top.type === 'number' ? LAYOUT_FIELDS.get(top.type) : undefined;
        if (!allowed) {
          const answerable = typeof top.type === 'number' && MODAL_ANSWERS.has(top.type);
          return report(Object.hasOwn(top, 'type') ? [...path, 'type'] : path, answerable
            ? `A ${describeType(top.type)} answers from inside its Label: Discord sends { "type": 18, "id": ..., "component": { ... } } at the top of a modal submission, never the component alone.`
            : `The top of a modal submission holds Labels (18), Text Displays (10) and (deprecated) Action Rows (1); found ${top.type === undefined ? 'no "type"' : describeType(top.type)}.`);
        }
        for (const field of Object.keys(top)) {
          if (!allowed.includes(field)) report([...path, field], `Discord sends only ${allowed.map((f) => `"${f}"`).join(', ')} for a ${describeType(top.type)} in a modal submission, not "${field}" (that is part of the modal you sent, not of the answer).`, true);
        }
        if (top.type === 18 && !isObject(top.component)) report(Object.hasOwn(top, 'component') ? [...path, 'component'] : path, 'This Label has no "component" object; Discord sends the answer of the component it wraps in "component".');
        if (top.type === 1 && Array.isArray(top.components)) {
          top.components.forEach((child, j) => {
            if (isObject(child) && child.type !== 4) report([...path, 'components', j, 'type'], `An Action Row of a modal answers only Text Inputs (4); found ${describeType(child.type)}. Other components answer from a Label.`);
          });
        }
      });
      for (const answer of answersOf(interaction)) checkAnswer(answer, report);
    });
  },
});

function checkAnswer(answer: Answer, report: (path: JsonPath, message: string, key?: boolean) => void): void {
  const { value, path } = answer;
  if (answer.place === 'row' && value.type !== 4) return; // reported with its row
  if (!Object.hasOwn(value, 'type')) {
    const hint = Object.hasOwn(value, 'component_type') ? ' It has "component_type", which is how message interactions name it; modal submissions use "type".' : '';
    return report(path, `This answer has no "type"; Discord sends the component's type in it.${hint}`);
  }
  const shape = typeof value.type === 'number' ? MODAL_ANSWERS.get(value.type) : undefined;
  if (!shape) return report([...path, 'type'], `${describeType(value.type)} is no component a user answers in a modal; a Label holds a Text Input (4), a select (3, 5-8), a File Upload (19), a Radio Group (21), a Checkbox Group (22) or a Checkbox (23).`);
  const name = describeType(value.type);
  const customIdIssue = customIdProblem(value.custom_id, `This ${name}`);
  if (customIdIssue) report(value.custom_id === undefined ? path : [...path, 'custom_id'], customIdIssue);
  if (value.id !== undefined && !(Number.isInteger(value.id) && (value.id as number) >= 0)) report([...path, 'id'], `"id" is ${shown(value.id)}; it is the component's numeric id (an integer).`);
  for (const field of Object.keys(value)) {
    if (!shape.fields.includes(field)) {
      const other = shape.field === 'value' ? 'values' : 'value';
      const why = field === other ? `a ${name} answers with "${shape.field}", not "${other}"` : field === 'component_type' ? 'modal submissions name the component in "type"' : 'that is part of the modal you sent, not of the answer';
      report([...path, field], `Discord sends only ${shape.fields.map((f) => `"${f}"`).join(', ')} for a ${name} in a modal submission, not "${field}" (${why}).`, true);
    }
  }
  if (!Object.hasOwn(value, shape.field)) {
    return report(path, `This ${name} has no "${shape.field}"; Discord sends ${describeAnswer(value.type as number)}.`);
  }
  const answered = value[shape.field];
  const expected = typeProblem(answered, shape.spec);
  if (expected) {
    const index = Array.isArray(answered) ? answered.findIndex((v) => typeProblem([v], shape.spec) !== undefined) : -1;
    return report(index >= 0 ? [...path, shape.field, index] : [...path, shape.field], `The "${shape.field}" of a ${name} is ${expected}; found ${shown(index >= 0 ? (answered as unknown[])[index] : answered)}. Discord sends ${describeAnswer(value.type as number)}.`);
  }
  if (Array.isArray(answered)) {
    for (const repeat of repeatedValues(answered, [...path, 'values'])) report(repeat.path, `${shown(repeat.value)} is chosen twice (first at values[${repeat.first}]); Discord sends each choice once.`);
  }
}

function describeAnswer(type: number): string {
  switch (type) {
    case 4:
      return 'the text typed, as a string ("" when left empty)';
    case 3:
      return 'the values of the picked options, as a list of strings';
    case 19:
      return 'the ids of the uploaded files, as a list of snowflakes found in resolved.attachments';
    case 21:
      return 'the value of the picked option as a string, or null when nothing is picked';
    case 22:
      return 'the values of the ticked options as a list of strings (an empty list when none)';
    case 23:
      return 'true when ticked, false when not';
    default:
      return 'the ids of what was picked, as a list of snowflakes';
  }
}
