/**
 * The identity of a condition in source code, so that conditions written alike are chosen together
 * within one payload (see evaluate.ts's alternatives): the same names (bindings written once, a
 * parameter within one call of its function), members, literals and comparisons give the same key;
 * `!`, `!==` and `!=` negate it. A call, or anything else, gives no key: such a condition is a choice
 * of its own.
 */
import { propertyName, unwrap, type Node } from './ast.js';
import type { Binding, Scopes } from './scope.js';

export class ConditionKeys {
  private readonly frameIds = new WeakMap<object, number>();
  private readonly bindingIds = new WeakMap<Binding, number>();
  private nextId = 0;

  constructor(
    private readonly scopes: Scopes,
    /** The call of the function a parameter belongs to, being evaluated (any object that stands for it), if any. */
    private readonly frameOf: (binding: Binding) => object | undefined,
    /** The known text of a computed member's key (`x['a']`). */
    private readonly text: (node: Node) => string | undefined,
  ) {}

  /**
   * A condition's identity: the same names (bindings written once, the same call's parameters),
   * members, literals and comparisons give the same key; `!` and `!==` negate it. A call or anything
   * else gives none: each such condition is a choice of its own.
   */
  of(raw: Node): { key: string; negated: boolean } | undefined {
    const node = unwrap(raw);
    switch (node.type) {
      case 'UnaryExpression': {
        const inner = node.operator === '!' ? this.of(node.argument as Node) : undefined;
        return inner && { key: inner.key, negated: !inner.negated };
      }
      case 'BinaryExpression': {
        const operator = node.operator as string;
        const negated = operator === '!==' || operator === '!=';
        const base = negated ? (operator === '!==' ? '===' : '==') : operator;
        if (!['===', '==', '<', '<=', '>', '>='].includes(base)) return undefined;
        const left = this.operand(node.left as Node);
        const right = this.operand(node.right as Node);
        return left !== undefined && right !== undefined ? { key: `(${left}${base}${right})`, negated } : undefined;
      }
      default: {
        const key = this.operand(node);
        return key === undefined ? undefined : { key, negated: false };
      }
    }
  }

  private operand(raw: Node): string | undefined {
    const node = unwrap(raw);
    if (node.type === 'Literal' || node.type === 'StringLiteral' || node.type === 'NumericLiteral' || node.type === 'BooleanLiteral' || node.type === 'NullLiteral') return `#${JSON.stringify(node.value ?? null)}`;
    if (node.type === 'UnaryExpression' && node.operator === 'typeof') {
      const inner = this.operand(node.argument as Node);
      return inner && `typeof ${inner}`;
    }
    if (node.type === 'MemberExpression') {
      const object = this.operand(node.object as Node);
      const name = propertyName(node) ?? (node.computed ? this.literal(node.property as Node) : undefined);
      return object !== undefined && name !== undefined ? `${object}.${name}` : undefined;
    }
    if (node.type === 'ThisExpression') return 'this';
    if (node.type !== 'Identifier') return undefined;
    const binding = this.scopes.resolve(node);
    if (!binding) return `global:${node.name as string}`;
    if (binding.writes.length > 0) return undefined;
    let frame = '';
    if (binding.kind === 'param') {
      // A parameter is the same value within one call of its function, not across calls.
      const current = this.frameOf(binding);
      if (current) frame = `@${this.idOf(this.frameIds, current)}`;
    } else if (binding.kind !== 'const' && binding.kind !== 'let' && binding.kind !== 'var' && binding.kind !== 'import' && binding.kind !== 'other') return undefined;
    return `${this.idOf(this.bindingIds, binding)}${frame}`;
  }

  private literal(node: Node): string | undefined {
    const key = this.text(node);
    return key === undefined ? undefined : JSON.stringify(key);
  }

  private idOf<K extends object>(ids: WeakMap<K, number>, key: K): number {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = this.nextId++));
    return id;
  }
}
