/**
 * The few facts of an ESTree AST the extractor needs, for ESLint's parsers (espree,
 * typescript-eslint) and @babel/parser's `estree` plugin alike: a node's children, its offsets and
 * its place, and the TypeScript wrappers (`as`, `!`, `satisfies`) that change no value.
 */

/** An ESTree node, loosely typed: the extractor reads only what it checks. */
export interface Node {
  type: string;
  range?: [number, number];
  start?: number;
  end?: number;
  loc?: { start: { line: number; column: number }; end: { line: number; column: number } };
  [key: string]: unknown;
}

const SKIPPED_KEYS = new Set(['parent', 'loc', 'range', 'start', 'end', 'leadingComments', 'trailingComments', 'innerComments', 'comments', 'tokens', 'extra', 'typeAnnotation', 'returnType', 'typeParameters', 'typeArguments', 'superTypeArguments', 'decorators']);

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The node's child nodes, in source order for the usual node types. */
export function childrenOf(node: Node): Node[] {
  const out: Node[] = [];
  for (const key in node) {
    if (SKIPPED_KEYS.has(key)) continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) out.push(item);
    } else if (isNode(value)) out.push(value);
  }
  return out;
}

export function rangeOf(node: Node): [number, number] {
  if (node.range) return node.range;
  return [node.start ?? 0, node.end ?? 0];
}

/** TypeScript's value-preserving wrappers and parentheses, removed. */
export function unwrap(node: Node): Node {
  let current = node;
  for (;;) {
    switch (current.type) {
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'TSSatisfiesExpression':
      case 'TSTypeAssertion':
      case 'TSInstantiationExpression':
      case 'ParenthesizedExpression':
      case 'ChainExpression':
        current = current.expression as Node;
        continue;
      default:
        return current;
    }
  }
}

/** The name of a member expression's property when it is written plainly (`a.b`, `a['b']`). */
export function propertyName(member: Node): string | undefined {
  const property = member.property as Node;
  if (!member.computed && property.type === 'Identifier') return property.name as string;
  if (member.computed && isStringLiteral(property)) return property.value as string;
  if (!member.computed && property.type === 'PrivateIdentifier') return undefined;
  return undefined;
}

export function isStringLiteral(node: Node): boolean {
  return (node.type === 'Literal' && typeof node.value === 'string') || node.type === 'StringLiteral';
}

/** A property's key as a string, when it is a plain name, string or number (not computed from a variable). */
export function keyName(property: Node): string | undefined {
  const key = property.key as Node;
  if (!property.computed && key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')) return String(key.value);
  if (key.type === 'TemplateLiteral' && (key.expressions as Node[]).length === 0) return cooked((key.quasis as Node[])[0]!);
  return undefined;
}

export function cooked(quasi: Node): string {
  const value = quasi.value as { cooked?: string | null; raw: string };
  return value.cooked ?? value.raw;
}

/** `a.b.c` as ['a', 'b', 'c'], or undefined when a part is not a plain name. */
export function memberPath(node: Node): string[] | undefined {
  const n = unwrap(node);
  if (n.type === 'Identifier') return [n.name as string];
  if (n.type === 'ThisExpression') return ['this'];
  if (n.type === 'MemberExpression') {
    const name = propertyName(n);
    const head = memberPath(n.object as Node);
    return name !== undefined && head ? [...head, name] : undefined;
  }
  return undefined;
}

/** The functions ESTree has. */
export function isFunction(node: Node): boolean {
  return node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';
}
