/** A modal: each Text Input in an Action Row becomes a Label around it; everything else stays. */
import { ComponentType } from '../components.js';
import type { JsonPath } from '../types.js';
import { isObject } from '../payload/detect.js';
import { readArray } from './model.js';
import { mark, Refusal, type Notes, type Provenance } from './notes.js';

export interface ModalContext {
  notes: Notes;
  provenance: Provenance;
  base: JsonPath;
}

function isRowWithTextInput(component: unknown): component is Record<string, unknown> & { components: unknown[] } {
  return (
    isObject(component) &&
    component.type === ComponentType.ActionRow &&
    Array.isArray(component.components) &&
    component.components.some((c) => isObject(c) && c.type === ComponentType.TextInput)
  );
}

export function hasLegacyTextInputs(body: Record<string, unknown>): boolean {
  return Array.isArray(body.components) && body.components.some(isRowWithTextInput);
}

/** The modal body with its components converted; the other fields keep their values and order. */
export function convertModal(body: Record<string, unknown>, { notes, provenance, base }: ModalContext): Record<string, unknown> {
  const components = readArray(body, 'components', base) ?? [];
  const converted = components.flatMap((component, i) => {
    const at = [...base, 'components', i];
    if (!isRowWithTextInput(component)) return [mark(provenance, structuredClone(component) as object, { path: at, verbatim: true })];
    const children = component.components;
    const inputs = children.filter((c) => isObject(c) && c.type === ComponentType.TextInput).length;
    if (inputs > 1) {
      notes.add(at, 'approximated', `This Action Row holds ${inputs} Text Inputs; each becomes a Label of its own.`);
    }
    const out: object[] = [];
    const others: unknown[] = [];
    children.forEach((child, j) => {
      const childPath = [...at, 'components', j];
      if (!isObject(child) || child.type !== ComponentType.TextInput) {
        others.push(structuredClone(child));
        return;
      }
      out.push(labelFor(component, child, out.length === 0, childPath, at, provenance));
    });
    if (others.length > 0) {
      const { components: _, ...rest } = component;
      out.push(mark(provenance, { ...structuredClone(rest), components: others }, { path: at }));
      notes.add(at, 'approximated', 'The Action Row also held components other than Text Inputs; they stay in an Action Row after the Labels.');
    }
    return out;
  });

  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) out[key] = key === 'components' ? converted : structuredClone(value);
  return out;
}

function labelFor(
  row: Record<string, unknown>,
  input: Record<string, unknown>,
  first: boolean,
  inputPath: JsonPath,
  rowPath: JsonPath,
  provenance: Provenance,
): object {
  const label = input.label;
  if (typeof label !== 'string' || label.trim() === '') {
    throw new Refusal(
      [...inputPath, 'label'],
      `This Text Input (custom_id ${JSON.stringify(input.custom_id)}) has no label, and the Label that replaces its Action Row needs one (1-45 characters). Add a label.`,
    );
  }
  const { label: _, ...rest } = input;
  const component = mark(provenance, structuredClone(rest), { path: inputPath });
  // The row's id moves to the Label that takes the row's place, so nothing that pointed at it is lost.
  const id = first && row.id !== undefined ? { id: row.id } : {};
  const relative = inputPath.slice(rowPath.length);
  return mark(provenance, { type: ComponentType.Label, ...id, label, component }, { path: rowPath, keys: { label: [...relative, 'label'], component: relative }, sources: [rowPath] });
}
