import { describeType, isKnownType, typeName, UNASSIGNED_TYPES } from '../src/components.js';
import { defineRule, MAX_FINDINGS_PER_PAYLOAD, type RuleContext } from '../src/engine/rule.js';
import * as validators from '../src/schema/generated/validators.js';
import { COMPONENT_TYPE_RANGES, describeValue, readableSchemaErrors } from '../src/schema/messages.js';
import { resemblance, resemblanceText } from '../src/payload/resemblance.js';
import type { Validator } from '../src/schema/validator-types.js';
import type { JsonPath } from '../src/types.js';
import { withShortArrays } from '../src/util/values.js';
import { isDigitStringType, withNumericTypes } from '../src/payload/component-type.js';
import { CALLBACK_DATA, DATA_REQUIRED } from '../src/discord/index.js';
import { isFlatResponse } from '../src/payload/detect.js';

const byName = validators as unknown as Record<string, Validator>;

export default defineRule({
  meta: {
    id: 'schema',
    description: 'Every field has the right type, required fields are present, and lengths, ranges and counts are within Discord’s limits',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference and https://docs.discord.com/developers/resources/message#create-message field tables; https://github.com/discord/discord-api-spec; Discord answers BASE_TYPE_REQUIRED, BASE_TYPE_MAX_LENGTH, BASE_TYPE_CHOICES',
  },
  createOnce(context) {
    /** The payload being linted holds no digit-string type and no list too long to validate whole: its values are validated as they are. */
    let plain = false;
    const numeric = (value: unknown, isComponent = false) => (plain ? value : withNumericTypes(value, isComponent));
    return {
      payload({ value, envelope, body, bodyPath }) {
        // Set first, for this payload's component visits: every node the walk meets is inside `value` (or its body).
        plain = isPlain(value, 0) && (body === undefined || body === value || body === value.data || isPlain(body, 0));
        if (envelope.kind === 'interaction-response') {
          validate(context, byName.InteractionResponse!, numeric(value), [], 'the interaction response', plain);
          const type = envelope.callbackType;
          const own = type === undefined ? undefined : CALLBACK_DATA[type];
          if (type !== undefined && DATA_REQUIRED.has(type) && (value.data === undefined || value.data === null)) {
            // Fields beside "type" are interaction-response-data's finding.
            if (!isFlatResponse(type, value)) {
              const needs = own ? ` (${own.required.map((f) => `"${f}"`).join(', ')} required)` : '';
              context.report({ path: ['type'], message: `An interaction response of type ${type} needs "data"${needs}; Discord rejects it without. Add "data".` });
            }
            return;
          }
          // Callback data of a structure of its own (type 13's eligibility answer).
          if (own && value.data !== undefined && value.data !== null) validate(context, byName[own.name]!, value.data, ['data'], 'the interaction response data', plain);
        }
        if (!body) return;
        if (envelope.surface === 'message') validate(context, byName.Message!, numeric(body), bodyPath, 'the message', plain);
        if (envelope.surface === 'modal') validate(context, byName.Modal!, numeric(body), bodyPath, 'the modal', plain);
      },
      component(node) {
        if (typeof node.type !== 'number' || !Number.isInteger(node.type)) {
          // The parent's schema reports a missing or non-integer type; a component linted alone has no parent.
          if (node.slot === 'root' && Object.hasOwn(node.value, 'type')) {
            context.report({ path: [...node.path, 'type'], message: `The component's "type" must be an integer, one of the component types ${COMPONENT_TYPE_RANGES} (2 for a Button), not ${describeValue(node.value.type)}.` });
          }
          return;
        }
        const name = typeName(node.type);
        if (!name || !isKnownType(node.type)) {
          context.report({
            path: [...node.path, 'type'],
            message: UNASSIGNED_TYPES.has(node.type)
              ? `Component type ${node.type} is not assigned to any component (15, 16 and 20 are unassigned); Discord rejects it. Use one of the component types 1-14, 17-19 and 21-23.`
              : `Component type ${node.type} does not exist; component types are 1-14, 17-19 and 21-23. Use one of them.`,
          });
          return;
        }
        const validator = byName[name]!;
        // A type written "2" is read as 2 (component-type-string warns), in the component and under it.
        const value = numeric(node.value, true) as Record<string, unknown>;
        if (validator(value)) return;
        // A component written with the wrong type: say what it resembles, not every field it lacks or has too many.
        const lookalike = resemblance(value, node.type);
        if (lookalike) {
          context.report({
            path: [...node.path, 'type'],
            message: `type ${node.type} makes this a ${describeType(node.type)}, but ${resemblanceText(value, lookalike)}. Set type to ${lookalike.type}, or give it the fields of a ${describeType(node.type).replace(/ \(\d+\)$/, '')}.`,
          });
          return;
        }
        validate(context, validator, value, node.path, () => describeType(node.type), plain);
      },
    };
  },
});

/**
 * `subject` is a function: naming the component costs more than validating it, and most validate.
 * `plain`: the payload holds no list longer than a payload's findings (see {@link isPlain}).
 */
function validate(context: RuleContext, validator: Validator, data: unknown, at: JsonPath, subject: string | (() => string), plain: boolean): void {
  // Past the findings a payload keeps, a list's items are not validated (the messages still read the whole value).
  if (validator(plain ? data : withShortArrays(data, MAX_FINDINGS_PER_PAYLOAD + 1))) return;
  // A hostile list can hold a million wrong items: past the findings a payload keeps, the rest are not
  // described (one more than it keeps is, so that the report says there were more).
  for (const error of readableSchemaErrors(validator.errors ?? [], data, typeof subject === 'string' ? subject : subject(), MAX_FINDINGS_PER_PAYLOAD + 1)) {
    context.report({ path: [...at, ...error.path], message: error.message });
  }
}

/**
 * Whether a value holds no object whose `type` is a string of digits and no list longer than
 * {@link MAX_FINDINGS_PER_PAYLOAD} + 1, within 64 levels: then withNumericTypes and withShortArrays
 * give back every part of it as it is, and one walk per payload replaces theirs per validation
 * (each component's validation walked its whole subtree twice).
 */
function isPlain(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (depth > 64) return false;
  if (Array.isArray(value)) {
    if (value.length > MAX_FINDINGS_PER_PAYLOAD + 1) return false;
    for (let i = 0; i < value.length; i++) if (!isPlain(value[i], depth + 1)) return false;
    return true;
  }
  if (isDigitStringType((value as Record<string, unknown>).type)) return false;
  for (const key in value) if (!isPlain((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}
