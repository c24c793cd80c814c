/**
 * Legacy -> Components V2, as a pure function of the payload: `convert(payload)` returns the
 * converted payload(s) and notes on what was approximated or dropped, or says why it refuses.
 */
import { toPointer } from '../util/pointer.js';
import type { JsonPath } from '../types.js';
import { CallbackType, detectKind, isObject, type PayloadKind } from '../payload/detect.js';
import { EMBED_SENT_AS, isBareEmbed } from '../payload/embed-file.js';
import { convertMessage, isLegacyMessage } from './message.js';
import { convertModal, hasLegacyTextInputs } from './modal.js';
import { describe } from './model.js';
import { mark, Notes, Refusal, type Provenance } from './notes.js';
import type { ConvertOptions, ConvertResult } from './types.js';
import { appendAll } from '../util/append.js';

export type * from './types.js';

/** Converts one payload (message, webhook body, interaction response, modal), or a list of them. */
export function convert(payload: unknown, options: ConvertOptions = {}): ConvertResult {
  return convertTracked(payload, options).result;
}

/** {@link convert}, plus where each output object comes from (for the YAML writer's comments). */
export function convertTracked(payload: unknown, options: ConvertOptions = {}): { result: ConvertResult; provenance: Provenance } {
  const provenance: Provenance = new WeakMap();
  if (Array.isArray(payload)) return { result: convertList(payload, options, provenance), provenance };
  return { result: convertOne(payload, [], options, provenance), provenance };
}

/** Converts the payload found at `at` (`[]`, or its index in a list). */
function convertOne(payload: unknown, at: JsonPath, options: ConvertOptions, provenance: Provenance): ConvertResult {
  const notes = new Notes();
  if (!isObject(payload)) {
    return { status: 'refused', path: toPointer(at), reason: `The top level is ${describe(payload)}; a payload is an object (a message, a modal or an interaction response).`, notes: [] };
  }
  const kind: PayloadKind | undefined = options.kind ?? detectKind(payload);
  const unchanged = (reason: string): ConvertResult => ({ status: 'unchanged', payloads: [payload], notes: notes.list, reason });
  try {
    switch (kind) {
      case undefined:
        if (isBareEmbed(payload)) return unchanged(`An embed has nothing to convert on its own (${EMBED_SENT_AS}); convert that message to turn its embeds into Components V2 containers.`);
        throw new Refusal(
          at,
          'This object is not a recognisable payload: it has none of the fields of a message (content, embeds, components...), a modal (custom_id, title, components) or an interaction response (type, data). Pass --kind to say what it is.',
        );
      case 'message': {
        if (!isLegacyMessage(payload)) return unchanged('The message already has the Components V2 flag.');
        const bodies = convertMessage(payload, { options, notes, provenance, base: at, edit: options.edit === true });
        bodies.forEach((b) => mark(provenance, b, { path: at }));
        return { status: 'converted', payloads: bodies, notes: notes.list };
      }
      case 'modal': {
        if (!hasLegacyTextInputs(payload)) return unchanged('The modal has no Text Input inside an Action Row: it already uses Labels.');
        return { status: 'converted', payloads: [mark(provenance, convertModal(payload, { notes, provenance, base: at }), { path: at })], notes: notes.list };
      }
      case 'interaction-response':
        return convertCallback(payload, at, options, notes, provenance, unchanged);
      case 'component':
        return unchanged('A single component has nothing to convert on its own; convert the message or modal it belongs to.');
      case 'received-interaction':
        return unchanged('This is an interaction Discord sends to an application, not a payload an application sends.');
      case 'embed':
        return unchanged(`An embed has nothing to convert on its own (${EMBED_SENT_AS}); convert that message to turn its embeds into Components V2 containers.`);
    }
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const refused: ConvertResult = { status: 'refused', path: toPointer(error.path), reason: error.message, notes: notes.list };
    if (error.limits) refused.limits = error.limits;
    return refused;
  }
}

function convertCallback(
  payload: Record<string, unknown>,
  at: JsonPath,
  options: ConvertOptions,
  notes: Notes,
  provenance: Provenance,
  unchanged: (reason: string) => ConvertResult,
): ConvertResult {
  const type = payload.type;
  const data = payload.data;
  const withData = (body: Record<string, unknown>) => {
    // Keys are user text: `__proto__` must stay a key, not set the prototype.
    const out: Record<string, unknown> = Object.create(null);
    for (const [key, value] of Object.entries(payload)) out[key] = key === 'data' ? body : structuredClone(value);
    return mark(provenance, out, { path: at });
  };

  if (type === CallbackType.ChannelMessageWithSource || type === CallbackType.UpdateMessage) {
    if (!isObject(data)) return unchanged(`The interaction response (type ${type}) has no message data to convert.`);
    if (!isLegacyMessage(data)) return unchanged('The message already has the Components V2 flag.');
    const edit = type === CallbackType.UpdateMessage || options.edit === true;
    const [first, ...rest] = convertMessage(data, { options, notes, provenance, base: [...at, 'data'], edit });
    rest.forEach((b) => mark(provenance, b, { path: [...at, 'data'] }));
    if (rest.length > 0) {
      notes.add(
        [...at, 'data'],
        'info',
        `The first message is the interaction response; send the other ${rest.length} as follow-up messages (POST /webhooks/{application.id}/{interaction.token}), which take the same body.`,
      );
    }
    return { status: 'converted', payloads: [withData(first!), ...rest], notes: notes.list };
  }
  if (type === CallbackType.Modal) {
    if (!isObject(data) || !hasLegacyTextInputs(data)) return unchanged('The modal has no Text Input inside an Action Row: it already uses Labels.');
    return { status: 'converted', payloads: [withData(convertModal(data, { notes, provenance, base: [...at, 'data'] }))], notes: notes.list };
  }
  return unchanged(`An interaction response of type ${String(type)} carries no components to convert.`);
}

/** A list of payloads (such as the output of --split) converts element by element. */
function convertList(list: readonly unknown[], options: ConvertOptions, provenance: Provenance): ConvertResult {
  const payloads: unknown[] = [];
  const notes: ConvertResult['notes'] = [];
  let converted = false;
  for (const [i, item] of list.entries()) {
    const result = convertOne(item, [i], options, provenance);
    if (result.status === 'refused') return result;
    appendAll(notes, result.notes);
    if (result.status === 'converted') converted = true;
    else if (isObject(item)) mark(provenance, item, { path: [i], verbatim: true });
    appendAll(payloads, result.payloads);
  }
  if (list.length === 0) return { status: 'refused', path: '', reason: 'The list is empty: there is no payload to convert.', notes: [] };
  return converted ? { status: 'converted', payloads, notes } : { status: 'unchanged', payloads: [...list], notes, reason: 'Every payload in the list is already in its Components V2 form.' };
}
