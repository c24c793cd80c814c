import { isObject, type Envelope, type MessageMode, type Surface } from '../payload/detect.js';
import type { JsonPath, PathSegment } from '../types.js';
import type { ComponentNode } from './rule.js';
import { readComponentType } from '../payload/component-type.js';
import { MESSAGE_FLAGS } from '../components.js';

const IS_COMPONENTS_V2 = MESSAGE_FLAGS.IS_COMPONENTS_V2;

/**
 * A walked component. Its path is built on first use from its parent's path and its own key:
 * most nodes of most files are never reported, so most paths are never needed.
 */
class WalkedNode implements ComponentNode {
  readonly type: unknown;
  private builtPath: JsonPath | undefined;

  constructor(
    readonly value: Record<string, unknown>,
    readonly parent: WalkedNode | undefined,
    readonly slot: ComponentNode['slot'],
    readonly depth: number,
    readonly surface: Surface,
    readonly mode: MessageMode,
    /** The path of the list holding a top-level node (`top`), or [] for `root`. */
    private readonly base: JsonPath,
    /** The index in its `components` list (top, components), or unused (component, accessory, root). */
    private readonly index: number,
    readonly quoted: boolean,
  ) {
    // "2" is read as 2, as Discord's API reads it (component-type-string warns).
    this.type = readComponentType(value.type);
  }

  get path(): JsonPath {
    return (this.builtPath ??= this.buildPath());
  }

  private buildPath(): PathSegment[] {
    switch (this.slot) {
      case 'root':
        return [...this.base];
      case 'top':
        return [...this.base, 'components', this.index];
      case 'components':
        return [...this.parent!.path, 'components', this.index];
      default:
        return [...this.parent!.path, this.slot];
    }
  }
}

/**
 * The one walk of a payload's component tree, depth first, in document order. Children are found
 * generically (`components`, `component`, `accessory`) so that misplaced components are still
 * visited and reported by the placement rules.
 */
export function walkComponents(root: Record<string, unknown>, envelope: Envelope, visit: (node: ComponentNode) => void): void {
  let { surface, mode } = envelope;
  let quoted = false;

  const enter = (node: WalkedNode) => {
    visit(node);
    const value = node.value;
    const children = value.components;
    if (Array.isArray(children)) {
      for (let i = 0; i < children.length; i++) {
        const child: unknown = children[i];
        if (isObject(child)) enter(new WalkedNode(child, node, 'components', node.depth + 1, surface, mode, [], i, quoted));
      }
    }
    if (isObject(value.component)) enter(new WalkedNode(value.component, node, 'component', node.depth + 1, surface, mode, [], 0, quoted));
    if (isObject(value.accessory)) enter(new WalkedNode(value.accessory, node, 'accessory', node.depth + 1, surface, mode, [], 0, quoted));
  };

  if (envelope.kind === 'component') {
    enter(new WalkedNode(root, undefined, 'root', 0, surface, mode, [], 0, quoted));
    return;
  }
  let body = envelope.body;
  let bodyPath = envelope.bodyPath;
  if (envelope.kind === 'received-interaction' && isObject(root.message)) {
    // A received interaction quotes the message its component is on: its components are a message's.
    body = root.message;
    bodyPath = ['message'];
    surface = 'message';
    mode = quotedMode(root.message.flags);
    quoted = true;
  }
  if (!body || !Array.isArray(body.components)) return;
  const top = body.components;
  for (let i = 0; i < top.length; i++) {
    const child: unknown = top[i];
    if (isObject(child)) enter(new WalkedNode(child, undefined, 'top', 0, surface, mode, bodyPath, i, quoted));
  }
}

/** A sent message's mode, from its flags (Discord sends them as a number). */
function quotedMode(flags: unknown): MessageMode {
  return typeof flags === 'number' && (flags & IS_COMPONENTS_V2) !== 0 ? 'v2' : 'legacy';
}
