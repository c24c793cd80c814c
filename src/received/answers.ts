/**
 * The answers a received interaction carries: one for a component interaction (its `data`), one per
 * answered component of a modal submission (inside a Label, an Action Row, or standing alone).
 */
import { isObject } from '../payload/detect.js';
import type { JsonPath } from '../types.js';
import { InteractionType } from '../discord/received.js';

/** Where an answer sits: a message component's `data`, or a modal component in a Label, an Action Row or at the top. */
export type AnswerPlace = 'message' | 'label' | 'row' | 'top';

export interface Answer {
  /** The object holding the answer (`data`, or a submitted component). */
  value: Record<string, unknown>;
  path: JsonPath;
  /** The component type as sent: `component_type` in a message interaction, `type` in a modal. */
  type: unknown;
  customId: unknown;
  place: AnswerPlace;
  /** The Label or Action Row around it, and where it is. */
  wrapper?: Record<string, unknown>;
  wrapperPath?: JsonPath;
}

/** The interaction's `data`, when it is an object. */
export function dataOf(interaction: Record<string, unknown>): Record<string, unknown> | undefined {
  return isObject(interaction.data) ? interaction.data : undefined;
}

export function answersOf(interaction: Record<string, unknown>): Answer[] {
  const data = dataOf(interaction);
  if (!data) return [];
  if (interaction.type === InteractionType.MessageComponent) {
    return [{ value: data, path: ['data'], type: data.component_type, customId: data.custom_id, place: 'message' }];
  }
  if (interaction.type !== InteractionType.ModalSubmit || !Array.isArray(data.components)) return [];
  const answers: Answer[] = [];
  data.components.forEach((top, i) => {
    if (!isObject(top)) return;
    const path = ['data', 'components', i];
    if (top.type === 18) {
      if (isObject(top.component)) answers.push(answer(top.component, [...path, 'component'], 'label', top, path));
    } else if (top.type === 1) {
      if (!Array.isArray(top.components)) return;
      top.components.forEach((child, j) => {
        if (isObject(child)) answers.push(answer(child, [...path, 'components', j], 'row', top, path));
      });
    } else if (top.type !== 10) {
      answers.push(answer(top, path, 'top'));
    }
  });
  return answers;
}

function answer(value: Record<string, unknown>, path: JsonPath, place: AnswerPlace, wrapper?: Record<string, unknown>, wrapperPath?: JsonPath): Answer {
  return { value, path, type: value.type, customId: value.custom_id, place, ...(wrapper && wrapperPath ? { wrapper, wrapperPath } : {}) };
}

/** The answer's chosen values as a list (`values`, or `value` as one element; null and absent give none). */
export function chosenValues(answer: Answer): unknown[] {
  const { value } = answer;
  if (Array.isArray(value.values)) return value.values;
  return value.value === undefined || value.value === null ? [] : [value.value];
}
