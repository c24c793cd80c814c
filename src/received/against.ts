/**
 * Checks a received interaction (a test fixture) against the payload it answers (SENT): every
 * custom_id exists there on a component of the same type in the same place, the values fit the
 * component, required modal components are answered, and nothing answers a component that sends no
 * interaction. Findings carry the fixture's path and the place in SENT.
 */
import { describeType } from '../components.js';
import { closestMatch } from '../util/closest-match.js';
import type { ComponentNode } from '../engine/rule.js';
import { toDisplayPath } from '../util/pointer.js';
import { isObject } from '../payload/detect.js';
import type { JsonPath } from '../types.js';
import { characterCount, integerOrUndefined, plural } from '../util/values.js';
import { answersOf, chosenValues, dataOf, type Answer, type AnswerPlace } from './answers.js';
import { shown } from './fields.js';
import { placeOf, topOf, type SentPayload, type SentSurface } from './sent.js';
import { InteractionType, MODAL_ANSWERS } from '../discord/received.js';
import { FIELD_LIMITS } from '../discord/index.js';

export const AGAINST_RULE_IDS = ['fixture-custom-id', 'fixture-values', 'fixture-unanswered', 'fixture-never-sent'] as const;
export type AgainstRuleId = (typeof AGAINST_RULE_IDS)[number];

export interface AgainstFinding {
  ruleId: AgainstRuleId;
  /** Path in the fixture. */
  path: JsonPath;
  message: string;
  /** The place in SENT it concerns. */
  sent?: { surface: SentSurface; path: JsonPath };
}

/** Checks one received interaction against SENT. */
export function checkAgainst(fixture: unknown, sent: SentPayload): AgainstFinding[] {
  const findings: AgainstFinding[] = [];
  if (!isObject(fixture) || !dataOf(fixture)) return findings; // nothing to compare: the received-* rules say why
  if (fixture.type === InteractionType.MessageComponent) checkComponentInteraction(fixture, sent, findings);
  else if (fixture.type === InteractionType.ModalSubmit) checkModalSubmission(fixture, sent, findings);
  return findings;
}

const PLACE_WORDS: Record<AnswerPlace, string> = {
  message: 'in a message',
  label: 'inside a Label',
  row: 'inside an Action Row',
  top: 'at the top of the modal',
};

function checkComponentInteraction(fixture: Record<string, unknown>, sent: SentPayload, findings: AgainstFinding[]): void {
  const messages = sent.surfaces.filter((s) => s.kind === 'message');
  const [answer] = answersOf(fixture);
  if (!answer) return;
  if (messages.length === 0) {
    findings.push({
      ruleId: 'fixture-custom-id',
      path: ['type'],
      message: 'This fixture is a message component interaction (type 3), but SENT holds only a modal; a modal is answered by a modal submission (type 5).',
      sent: { surface: sent.surfaces[0]!, path: sent.surfaces[0]!.bodyPath },
    });
    return;
  }
  const found = findByCustomId(messages, answer.customId);
  if (!found) {
    // A click that names a link or premium Button by its id: those send no interaction at all.
    const byId = typeof answer.value.id === 'number' ? findById(messages, answer.value.id) : undefined;
    if (byId && byId.node.type === 2 && (byId.node.value.style === 5 || byId.node.value.style === 6)) {
      findings.push(neverSent([...answer.path, 'id'], byId.node, byId.surface));
      return;
    }
    findings.push(unknownCustomId(answer, messages));
    return;
  }
  const { node, surface } = found;
  if (!sameType(answer, node, surface, findings)) return;
  if ((node.type === 2 && (node.value.style === 5 || node.value.style === 6)) || node.value.disabled === true) {
    return void findings.push(neverSent([...answer.path, 'custom_id'], node, surface));
  }
  checkId(answer, node, surface, findings);
  checkValues(answer, node, surface, findings);
}

function checkModalSubmission(fixture: Record<string, unknown>, sent: SentPayload, findings: AgainstFinding[]): void {
  const data = dataOf(fixture)!;
  const modals = sent.surfaces.filter((s) => s.kind === 'modal');
  if (modals.length === 0) {
    findings.push({
      ruleId: 'fixture-custom-id',
      path: ['type'],
      message: 'This fixture is a modal submission (type 5), but SENT holds only messages; a click or pick in a message is a message component interaction (type 3).',
      sent: { surface: sent.surfaces[0]!, path: sent.surfaces[0]!.bodyPath },
    });
    return;
  }
  let modal = modals.find((m) => m.body.custom_id === data.custom_id);
  if (!modal) {
    modal = modals[0]!;
    const names = modals.map((m) => JSON.stringify(m.body.custom_id)).join(', ');
    findings.push({
      ruleId: 'fixture-custom-id',
      path: Object.hasOwn(data, 'custom_id') ? ['data', 'custom_id'] : ['data'],
      message: `The modal submission's custom_id is ${shown(data.custom_id)}, but the modal in SENT has custom_id ${names}; Discord sends back the modal's own custom_id.`,
      sent: { surface: modal, path: [...modal.bodyPath, 'custom_id'] },
    });
  }
  const answered = new Map<string, Answer>();
  const fixtureTop = Array.isArray(data.components) ? data.components : [];
  const sentTop = Array.isArray(modal.body.components) ? modal.body.components : [];
  for (const answer of answersOf(fixture)) {
    const found = findByCustomId([modal], answer.customId);
    if (!found) {
      findings.push(unknownCustomId(answer, [modal]));
      continue;
    }
    const { node } = found;
    const customId = answer.customId as string;
    const first = answered.get(customId);
    if (first) {
      findings.push({
        ruleId: 'fixture-custom-id',
        path: [...answer.path, 'custom_id'],
        message: `custom_id "${customId}" is answered twice (first at ${toDisplayPath(first.path)}); Discord sends each component of the modal once.`,
        sent: { surface: modal, path: node.path },
      });
      continue;
    }
    answered.set(customId, answer);
    if (!sameType(answer, node, modal, findings)) continue;
    if (!samePlace(answer, node, modal, fixtureTop.length === sentTop.length, findings)) continue;
    checkId(answer, node, modal, findings);
    checkValues(answer, node, modal, findings);
  }
  checkTextDisplays(fixtureTop, sentTop, modal, findings);
  for (const node of modal.nodes) {
    if (typeof node.type !== 'number' || !MODAL_ANSWERS.has(node.type) || typeof node.value.custom_id !== 'string') continue;
    if (answered.has(node.value.custom_id) || node.type === 23 || node.value.required === false) continue;
    findings.push({
      ruleId: 'fixture-unanswered',
      path: Array.isArray(data.components) ? ['data', 'components'] : ['data'],
      message: `The required ${describeType(node.type)} "${node.value.custom_id}" of the modal (${toDisplayPath(node.path)}) has no answer here; Discord sends an answer for every component of a submitted modal, and a required one is never empty.`,
      sent: { surface: modal, path: node.path },
    });
  }
}

/**
 * A modal submission lists each Text Display of the modal (its type and id, no answer): one the
 * modal in SENT no longer has means the fixture answers an older modal. Matched by id when SENT
 * sets ids on its Text Displays, otherwise in order.
 */
function checkTextDisplays(fixtureTop: readonly unknown[], sentTop: readonly unknown[], modal: SentSurface, findings: AgainstFinding[]): void {
  const sentDisplays = sentTop.filter((c): c is Record<string, unknown> => isObject(c) && c.type === 10);
  const byId = sentDisplays.some((d) => typeof d.id === 'number');
  let nth = 0;
  fixtureTop.forEach((top, i) => {
    if (!isObject(top) || top.type !== 10) return;
    const match = byId ? sentDisplays.find((d) => d.id === top.id) : sentDisplays[nth];
    nth++;
    if (match) return;
    const has = sentDisplays.length === 0 ? 'has no Text Display' : byId ? `has no Text Display with id ${shown(top.id)}` : `has only ${sentDisplays.length} Text Display${sentDisplays.length === 1 ? '' : 's'}`;
    findings.push({
      ruleId: 'fixture-custom-id',
      path: ['data', 'components', i],
      message: `This submission lists a Text Display (10)${top.id === undefined ? '' : ` with id ${shown(top.id)}`}, but the modal in SENT ${has}; Discord lists only the modal's own components, so the fixture answers a modal SENT no longer is.`,
      sent: { surface: modal, path: [...modal.bodyPath, 'components'] },
    });
  });
}

interface Found {
  node: ComponentNode;
  surface: SentSurface;
}

function findByCustomId(surfaces: readonly SentSurface[], customId: unknown): Found | undefined {
  if (typeof customId !== 'string') return undefined;
  for (const surface of surfaces) {
    const node = surface.nodes.find((n) => n.value.custom_id === customId);
    if (node) return { node, surface };
  }
  return undefined;
}

function findById(surfaces: readonly SentSurface[], id: number): Found | undefined {
  for (const surface of surfaces) {
    const node = surface.nodes.find((n) => n.value.id === id);
    if (node) return { node, surface };
  }
  return undefined;
}

function unknownCustomId(answer: Answer, surfaces: readonly SentSurface[]): AgainstFinding {
  const known = surfaces.flatMap((s) => s.nodes.map((n) => n.value.custom_id).filter((c): c is string => typeof c === 'string'));
  const close = typeof answer.customId === 'string' ? closestMatch(answer.customId, known) : undefined;
  const list = known.length === 0 ? 'SENT has no component with a custom_id' : `SENT has ${known.slice(0, 10).map((c) => `"${c}"`).join(', ')}${known.length > 10 ? ', ...' : ''}`;
  return {
    ruleId: 'fixture-custom-id',
    path: Object.hasOwn(answer.value, 'custom_id') ? [...answer.path, 'custom_id'] : answer.path,
    message: `No component of SENT has custom_id ${shown(answer.customId)}, so Discord never sends this answer (${list}).${close ? ` Did you mean "${close}"?` : ''}`,
    sent: { surface: surfaces[0]!, path: [...surfaces[0]!.bodyPath, 'components'] },
  };
}

function sameType(answer: Answer, node: ComponentNode, surface: SentSurface, findings: AgainstFinding[]): boolean {
  if (answer.type === node.type) return true;
  const field = answer.place === 'message' ? 'component_type' : 'type';
  findings.push({
    ruleId: 'fixture-custom-id',
    path: Object.hasOwn(answer.value, field) ? [...answer.path, field] : answer.path,
    message: `custom_id "${String(answer.customId)}" is a ${describeType(node.type)} in SENT (${toDisplayPath(node.path)}), but this answer's ${field} is ${shown(answer.type)}; Discord sends the component's own type.`,
    sent: { surface, path: node.path },
  });
  return false;
}

/** The answer hangs where the component stands: inside that Label, that Action Row, or in no wrapper. */
function samePlace(answer: Answer, node: ComponentNode, surface: SentSurface, sameLength: boolean, findings: AgainstFinding[]): boolean {
  const place = placeOf(node, surface);
  const top = topOf(node);
  if (place !== answer.place) {
    findings.push({
      ruleId: 'fixture-custom-id',
      path: answer.path,
      message: `This answer stands ${PLACE_WORDS[answer.place]}, but "${String(answer.customId)}" stands ${PLACE_WORDS[place]} in SENT (${toDisplayPath(node.path)}); Discord answers each component from where it is.`,
      sent: { surface, path: node.path },
    });
    return false;
  }
  if (!answer.wrapperPath || top === node) return true;
  const wrapperIndex = answer.wrapperPath[answer.wrapperPath.length - 1];
  const sentIndex = top.path[top.path.length - 1];
  const sentId = integerOrUndefined(top.value.id);
  // The wrapper is the same when its id is the sent one's, or (without ids) when both lists line up.
  const fixtureWrapperId = idAt(answer);
  const mismatch = sentId !== undefined && sentId > 0 && fixtureWrapperId !== undefined ? sentId !== fixtureWrapperId : sameLength && wrapperIndex !== sentIndex;
  if (!mismatch) return true;
  findings.push({
    ruleId: 'fixture-custom-id',
    path: answer.wrapperPath,
    message: `"${String(answer.customId)}" answers from this ${answer.place === 'label' ? 'Label' : 'Action Row'}, but in SENT it is inside ${toDisplayPath(top.path)}; Discord answers a component from inside its own ${answer.place === 'label' ? 'Label' : 'Action Row'}.`,
    sent: { surface, path: top.path },
  });
  return false;
}

/** The `id` of the Label or Action Row around an answer, read from the answer's own record. */
function idAt(answer: Answer): number | undefined {
  return answer.wrapper ? integerOrUndefined(answer.wrapper.id) : undefined;
}

function checkId(answer: Answer, node: ComponentNode, surface: SentSurface, findings: AgainstFinding[]): void {
  const sentId = integerOrUndefined(node.value.id);
  const id = integerOrUndefined(answer.value.id);
  if (sentId === undefined || sentId === 0 || id === undefined || id === sentId) return;
  findings.push({
    ruleId: 'fixture-custom-id',
    path: [...answer.path, 'id'],
    message: `This answer's id is ${id}, but the component "${String(answer.customId)}" has id ${sentId} in SENT; Discord sends the component's own id.`,
    sent: { surface, path: [...node.path, 'id'] },
  });
}

function neverSent(path: JsonPath, node: ComponentNode, surface: SentSurface): AgainstFinding {
  const value = node.value;
  const why =
    value.style === 5
      ? 'a link Button (style 5) opens its URL and sends no interaction'
      : value.style === 6
        ? 'a premium Button (style 6) opens the SKU\'s purchase and sends no interaction'
        : `it is disabled in SENT (disabled: true), and a disabled ${describeType(node.type)} cannot be used`;
  return {
    ruleId: 'fixture-never-sent',
    path,
    message: `Discord never sends this interaction: ${why} (${toDisplayPath(node.path)}).`,
    sent: { surface, path: value.disabled === true ? [...node.path, 'disabled'] : node.path },
  };
}

function checkValues(answer: Answer, node: ComponentNode, surface: SentSurface, findings: AgainstFinding[]): void {
  const value = node.value;
  const type = node.type as number;
  const inModal = surface.kind === 'modal';
  const required = inModal && type !== 23 ? value.required !== false : true;
  const report = (path: JsonPath, message: string, sentPath: JsonPath = node.path) =>
    findings.push({ ruleId: 'fixture-values', path, message, sent: { surface, path: sentPath } });
  const name = `${describeType(type)} "${String(answer.customId)}"`;

  if (type === 4) {
    const text = answer.value.value;
    if (typeof text !== 'string') return;
    const length = characterCount(text);
    const min = integerOrUndefined(value.min_length) ?? 0;
    const max = integerOrUndefined(value.max_length) ?? FIELD_LIMITS.textInputMaxLength;
    if (length === 0) {
      if (required) report([...answer.path, 'value'], `The ${name} is required (${value.required === undefined ? 'by default' : 'required: true'}) but its value is empty; Discord does not submit the modal until it is filled.`, requiredPath(node));
      return;
    }
    if (length < min || length > max) {
      report([...answer.path, 'value'], `The value has ${plural(length, 'character')}; the ${name} takes ${min} to ${max} (min_length..max_length), so Discord never sends this.`, boundPath(node, length < min ? 'min_length' : 'max_length'));
    }
    return;
  }
  if (type === 2 || type === 23) return;

  const chosen = chosenValues(answer);
  const valuesPath = [...answer.path, answer.value.values !== undefined ? 'values' : 'value'];
  if (type === 3 || type === 21 || type === 22) {
    const options = Array.isArray(value.options) ? value.options.filter(isObject) : [];
    const optionValues = options.map((o) => o.value);
    chosen.forEach((choice, i) => {
      if (optionValues.includes(choice)) return;
      const close = typeof choice === 'string' ? closestMatch(choice, optionValues.filter((v): v is string => typeof v === 'string')) : undefined;
      report(answer.value.values !== undefined ? [...valuesPath, i] : valuesPath, `${shown(choice)} is none of the options of the ${name} (${optionValues.slice(0, 10).map((v) => shown(v)).join(', ')}); Discord sends only option values.${close ? ` Did you mean "${close}"?` : ''}`, [...node.path, 'options']);
    });
  }
  if (type === 21) {
    if (answer.value.value === null && required) {
      report(valuesPath, `The ${name} is required (${value.required === undefined ? 'by default' : 'required: true'}), so Discord sends the picked option's value, never null.`, requiredPath(node));
    }
    return;
  }
  // Lists: String Select, the auto-filled selects, File Upload, Checkbox Group.
  if (!Array.isArray(answer.value.values)) return;
  const count = chosen.length;
  if (count === 0 && !required) return;
  const defaultMax = type === 22 ? (Array.isArray(value.options) ? value.options.length : 1) : 1;
  const min = integerOrUndefined(value.min_values) ?? 1;
  const max = integerOrUndefined(value.max_values) ?? defaultMax;
  if (count < min || count > max) {
    const bound = count < min ? 'min_values' : 'max_values';
    const stated = Object.hasOwn(value, bound) ? `${bound} ${String(value[bound])}` : `${bound} ${bound === 'min_values' ? min : max} by default`;
    const emptyNote = count === 0 && inModal ? ' (an empty answer is possible only when the component has required: false)' : '';
    report(valuesPath, `${plural(count, 'value')} chosen, but the ${name} takes ${min === max ? min : `${min} to ${max}`} (${stated}); Discord never sends this${emptyNote}.`, boundPath(node, bound));
  }
}

/** The bound's field when it is written, else the component (the bound is its default). */
function boundPath(node: ComponentNode, field: string): JsonPath {
  return Object.hasOwn(node.value, field) ? [...node.path, field] : node.path;
}

/** `required` when it is written, else the component. */
function requiredPath(node: ComponentNode): JsonPath {
  return boundPath(node, 'required');
}
