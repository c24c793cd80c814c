import { isObject, type Envelope } from '../payload/detect.js';
import type { JsonPath } from '../types.js';
import type { ComponentNode } from './rule.js';

/**
 * The one walk of a payload's component tree, depth first, in document order. Children are found
 * generically (`components`, `component`, `accessory`) so that misplaced components are still
 * visited and reported by the placement rules.
 */
export function walkComponents(root: Record<string, unknown>, envelope: Envelope, visit: (node: ComponentNode) => void): void {
  const { surface, mode } = envelope;

  const enter = (value: Record<string, unknown>, path: JsonPath, parent: ComponentNode | undefined, slot: ComponentNode['slot'], depth: number) => {
    const node: ComponentNode = { type: value.type, value, path, parent, slot, depth, surface, mode };
    visit(node);
    const children = value.components;
    if (Array.isArray(children)) {
      children.forEach((child, i) => {
        if (isObject(child)) enter(child, [...path, 'components', i], node, 'components', depth + 1);
      });
    }
    if (isObject(value.component)) enter(value.component, [...path, 'component'], node, 'component', depth + 1);
    if (isObject(value.accessory)) enter(value.accessory, [...path, 'accessory'], node, 'accessory', depth + 1);
  };

  if (envelope.kind === 'component') {
    enter(root, [], undefined, 'root', 0);
    return;
  }
  const body = envelope.body;
  if (!body || !Array.isArray(body.components)) return;
  body.components.forEach((child, i) => {
    if (isObject(child)) enter(child, [...envelope.bodyPath, 'components', i], undefined, 'top', 0);
  });
}
