import { describeType, isKnownType, SELECT_TYPES } from '../src/components.js';
import { toDisplayPath } from '../src/util/pointer.js';
import { LIMITS } from '../src/discord/index.js';
import { defineRule } from '../src/engine/rule.js';
import { inferredSurface, isInsideWrongSurface, isWrongSurface, isWrongSurfaceType, placementHint } from '../src/placement.js';
import { isObject } from '../src/payload/detect.js';
import type { JsonPath } from '../src/types.js';
import { plural } from '../src/util/values.js';

const MAX_BUTTONS = LIMITS.rowButtons.value;

type Kind = 'Button' | 'select' | 'Text Input';

export default defineRule({
  meta: {
    id: 'action-row-components',
    description: 'An Action Row holds 1 to 5 Buttons or exactly one select (in a modal: one Text Input), never mixed, never empty, and nothing else',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#action-row (up to 5 buttons or one select); Discord answers COMPONENT_LAYOUT_WIDTH_EXCEEDED, BASE_TYPE_BAD_LENGTH',
  },
  createOnce(context) {
    return {
      ActionRow(row) {
        if (isWrongSurface(row) || isInsideWrongSurface(row)) return;
        // A row wrapped in a Label is label-component's finding, whose fix is to unwrap what it holds.
        if (row.parent?.type === 18 && row.slot === 'component') return;
        const children = row.value.components;
        if (!Array.isArray(children)) return; // missing or not a list: the schema rule says so
        const listPath = [...row.path, 'components'];
        if (children.length === 0) {
          context.report({
            path: listPath,
            message: 'This Action Row is empty; it needs 1 to 5 Buttons or exactly one select. Add components, or remove the row.',
          });
          return;
        }
        const surface = inferredSurface(row);
        const first = new Map<Kind, JsonPath>();
        let rowKind: Kind | undefined;
        let buttons = 0;
        let firstExtraButton: JsonPath | undefined;

        children.forEach((child, index) => {
          if (!isObject(child) || !isKnownType(child.type)) return; // the schema rule reports these
          const path = [...listPath, index];
          const type = child.type;
          const kind = kindOf(type);
          const name = describeType(type);
          // A component of the wrong surface (a File Upload in a message, a Button in a modal...) is
          // component-surface's finding, reported once there.
          if (isWrongSurfaceType(type, row.surface)) return;
          if (!kind) {
            context.report({
              path,
              message: `${name} cannot stand in an Action Row; an Action Row holds 1 to 5 Buttons or exactly one select. ${placementHint(type, surface)}`,
            });
            return;
          }
          if (kind === 'select' && surface === 'modal') {
            context.report({
              path,
              message: `In a modal, ${name} cannot stand in an Action Row (only a Text Input can, and that form is deprecated). Replace the row with a Label (type 18) that wraps it.`,
            });
            return;
          }
          rowKind ??= kind;
          if (kind !== rowKind) {
            const other = first.get(rowKind)!;
            context.report({
              path,
              related: other,
              message: `${name} cannot share an Action Row with a ${rowKind} (${toDisplayPath(other)}); a row holds one kind only: 1 to 5 Buttons, or one select (in a modal, one Text Input). Move it to an Action Row of its own.`,
            });
            return;
          }
          const earlier = first.get(kind);
          if (!earlier) first.set(kind, path);
          if (kind === 'Button') {
            buttons++;
            if (buttons === MAX_BUTTONS + 1) firstExtraButton = path;
          } else if (earlier) {
            context.report({
              path,
              related: earlier,
              message: `An Action Row holds exactly one ${kind}, and ${toDisplayPath(earlier)} is already one. Move this ${name} to an Action Row of its own.`,
            });
          }
        });

        if (firstExtraButton) {
          const extra = buttons - MAX_BUTTONS;
          context.report({
            path: firstExtraButton,
            message: `This Action Row holds ${buttons} Buttons; the limit is ${MAX_BUTTONS}. Move the last ${plural(extra, 'Button')} (from this one on) to another Action Row.`,
          });
        }
      },
    };
  },
});

function kindOf(type: number): Kind | undefined {
  if (type === 2) return 'Button';
  if (type === 4) return 'Text Input';
  if (SELECT_TYPES.has(type)) return 'select';
  return undefined;
}
