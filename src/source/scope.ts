/**
 * One walk of a file's AST: every node's parent, the bindings each scope declares, how often
 * each binding is written, the statements that call methods on it later (a builder changed after
 * its declaration, an array pushed to) and the calls that may send a payload. The extractor's own
 * small scope analysis, so that the CLI needs no ESLint.
 */
import { childrenOf, isFunction, keyName, propertyName, unwrap, type Node } from './ast.js';

/** One step of a destructuring pattern: a property, an element, a default value, or a rest (not followed). */
export type PatternStep = { key: string } | { index: number } | { fallback: Node } | { rest: true };

export type BindingKind = 'const' | 'let' | 'var' | 'function' | 'param' | 'import' | 'class' | 'other';

export interface Binding {
  name: string;
  kind: BindingKind;
  /** The declarator's `init` (const/let/var), or the function declaration. */
  init?: Node;
  /** A name destructured from `init` (`const { row, embed } = build()`): the steps from init's value to it. */
  pattern?: PatternStep[];
  /** The declaring node (VariableDeclarator, FunctionDeclaration, the function of a parameter...). */
  declaration: Node;
  /** For a parameter: its function and index. */
  fn?: Node;
  paramIndex?: number;
  /** Assignments after the declaration (`x = ...`, `x++`). */
  writes: Node[];
  /**
   * Statements `x.method(...)...` or `x.field = value` rooted at this binding, with whether they
   * run exactly once where the binding is declared (same statement list) or maybe not (in an if, a loop, a callback).
   */
  mutations: { statement: Node; certain: boolean }[];
  /** The binding is passed to a call or its member assigned through an alias: it may change in ways not seen. */
  escapes: boolean;
}

/**
 * What the evaluator asks of a file's scopes: a node's parent, the binding an identifier refers to,
 * and the member calls that may send. `ScopeIndex` answers from its own walk (the CLI, the language
 * server); inside ESLint, src/eslint/scopes.ts answers from what ESLint already built.
 */
export interface Scopes {
  readonly memberCalls: readonly Node[];
  parentOf(node: Node): Node | undefined;
  resolve(identifier: Node): Binding | undefined;
}

/** The nodes whose blocks hold `let`, `const`, classes and functions declared in them. */
export const SCOPE_TYPES: ReadonlySet<string> = new Set(['Program', 'BlockStatement', 'StaticBlock', 'ForStatement', 'ForInStatement', 'ForOfStatement', 'CatchClause', 'SwitchStatement', 'FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression', 'TSModuleBlock']);

export class ScopeIndex implements Scopes {
  readonly parents = new Map<Node, Node>();
  private readonly scopes = new Map<Node, Map<string, Binding>>();
  /** Call expressions whose callee is a member `x.name(...)`, by method name. */
  readonly memberCalls: Node[] = [];

  constructor(
    readonly program: Node,
    private readonly methodNames: ReadonlySet<string>,
  ) {
    const references: Node[] = [];
    this.walk(program, undefined, references);
    for (const node of references) this.noteReference(node);
  }

  parentOf(node: Node): Node | undefined {
    return this.parents.get(node);
  }

  /** The binding an identifier refers to, found from the identifier's place outwards. */
  resolve(identifier: Node): Binding | undefined {
    const name = identifier.name as string;
    let current: Node | undefined = identifier;
    while (current) {
      const scope = this.scopes.get(current);
      const binding = scope?.get(name);
      if (binding) {
        // A parameter's name is seen only inside its function (not from a default value's outside).
        return binding;
      }
      current = this.parents.get(current);
    }
    return undefined;
  }

  private scopeMap(node: Node): Map<string, Binding> {
    let scope = this.scopes.get(node);
    if (!scope) this.scopes.set(node, (scope = new Map()));
    return scope;
  }

  private nearestScope(node: Node, functionOnly: boolean): Node {
    let current: Node | undefined = node;
    while (current) {
      if (functionOnly ? isFunction(current) || current.type === 'Program' || current.type === 'TSModuleBlock' : SCOPE_TYPES.has(current.type)) return current;
      current = this.parents.get(current);
    }
    return this.program;
  }

  private declare(scopeNode: Node, binding: Binding): void {
    this.scopeMap(scopeNode).set(binding.name, binding);
  }

  private walk(node: Node, parent: Node | undefined, references: Node[]): void {
    // An explicit stack: minified or generated files nest deeply.
    const stack: [Node, Node | undefined][] = [[node, parent]];
    while (stack.length > 0) {
      const [current, up] = stack.pop()!;
      if (up) this.parents.set(current, up);
      this.visit(current, references);
      const children = childrenOf(current);
      for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, current]);
    }
  }

  private visit(node: Node, references: Node[]): void {
    switch (node.type) {
      case 'VariableDeclarator': {
        const declaration = this.parents.get(node)!;
        const kind = declaration.kind as string;
        const scope = kind === 'var' ? this.nearestScope(declaration, true) : this.nearestScope(declaration, false);
        const id = node.id as Node;
        if (id.type === 'Identifier') {
          this.declare(scope, { name: id.name as string, kind: kind === 'const' ? 'const' : kind === 'let' ? 'let' : kind === 'var' ? 'var' : 'other', ...(node.init ? { init: node.init as Node } : {}), declaration: node, writes: [], mutations: [], escapes: false });
        } else {
          // `const { row, embed } = build()`: each name follows its steps into the value of init.
          const declared = kind === 'const' ? 'const' : kind === 'let' ? 'let' : kind === 'var' ? 'var' : 'other';
          for (const { name, steps } of patternBindings(id, [])) this.declare(scope, { name, kind: node.init ? declared : 'other', ...(node.init ? { init: node.init as Node, pattern: steps } : {}), declaration: node, writes: [], mutations: [], escapes: false });
        }
        break;
      }
      case 'FunctionDeclaration': {
        const id = node.id as Node | null;
        const up = this.parents.get(node);
        if (id && up) this.declare(this.nearestScope(up, false), { name: id.name as string, kind: 'function', init: node, declaration: node, writes: [], mutations: [], escapes: false });
        this.declareParams(node);
        break;
      }
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        this.declareParams(node);
        break;
      case 'ClassDeclaration': {
        const id = node.id as Node | null;
        const up = this.parents.get(node);
        if (id && up) this.declare(this.nearestScope(up, false), { name: id.name as string, kind: 'class', declaration: node, writes: [], mutations: [], escapes: false });
        break;
      }
      case 'ImportDeclaration':
        for (const specifier of node.specifiers as Node[]) {
          const local = specifier.local as Node;
          this.declare(this.program, { name: local.name as string, kind: 'import', declaration: specifier, writes: [], mutations: [], escapes: false });
        }
        break;
      case 'CatchClause':
        if (node.param) for (const name of patternNames(node.param as Node)) this.declare(node, { name, kind: 'other', declaration: node, writes: [], mutations: [], escapes: false });
        break;
      case 'AssignmentExpression':
      case 'UpdateExpression':
      case 'ExpressionStatement':
        references.push(node);
        break;
      case 'CallExpression': {
        references.push(node);
        const callee = unwrap(node.callee as Node);
        if (callee.type === 'MemberExpression') {
          const name = propertyName(callee);
          if (name !== undefined && this.methodNames.has(name)) this.memberCalls.push(node);
        }
        break;
      }
    }
  }

  private declareParams(fn: Node): void {
    (fn.params as Node[]).forEach((param, index) => {
      let target = param;
      if (target.type === 'TSParameterProperty') target = target.parameter as Node;
      if (target.type === 'AssignmentPattern') target = target.left as Node;
      if (target.type === 'Identifier') this.declare(fn, { name: target.name as string, kind: 'param', declaration: fn, fn, paramIndex: index, writes: [], mutations: [], escapes: false });
      else for (const name of patternNames(target)) this.declare(fn, { name, kind: 'other', declaration: fn, writes: [], mutations: [], escapes: false });
    });
  }

  private noteReference(node: Node): void {
    if (node.type === 'CallExpression') {
      this.noteEscapes(node);
      return;
    }
    if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') {
      const target = unwrap((node.type === 'AssignmentExpression' ? node.left : node.argument) as Node);
      if (target.type === 'Identifier') this.resolve(target)?.writes.push(node);
      else if (target.type === 'MemberExpression' && node.type === 'AssignmentExpression') {
        // `payload.content = ...`, `rows[0] = ...`: a change of the object, as a statement or not.
        const root = rootIdentifier(target);
        const binding = root && this.resolve(root);
        if (binding) {
          const statement = this.parents.get(node);
          if (statement?.type === 'ExpressionStatement') binding.mutations.push({ statement, certain: this.sameStatementList(statement, binding) });
          else binding.escapes = true;
        }
      } else if (target.type === 'MemberExpression') {
        const root = rootIdentifier(target);
        const binding = root && this.resolve(root);
        if (binding) binding.escapes = true;
      }
      return;
    }
    // ExpressionStatement: `x.method(...).other(...)` rooted at an identifier.
    const expression = unwrap(node.expression as Node);
    if (expression.type !== 'CallExpression' && expression.type !== 'AwaitExpression') return;
    const call = expression.type === 'AwaitExpression' ? unwrap(expression.argument as Node) : expression;
    if (call.type !== 'CallExpression') return;
    const root = chainRoot(call);
    if (!root) return;
    const binding = this.resolve(root);
    if (binding) binding.mutations.push({ statement: node, certain: this.sameStatementList(node, binding) });
  }

  /**
   * An object or array handed to a function not of this file (`fill(row)`, `Object.assign(payload, ...)`)
   * may be changed there: it escapes, and what it holds is no longer known.
   */
  private noteEscapes(call: Node): void {
    const callee = unwrap(call.callee as Node);
    let args = call.arguments as Node[];
    if (callee.type === 'Identifier') {
      const binding = this.resolve(callee);
      if (binding && (binding.kind === 'function' || (binding.kind === 'const' && binding.init && isFunction(unwrap(binding.init))))) return;
    } else if (callee.type === 'MemberExpression') {
      const path = [unwrap(callee.object as Node), callee.property as Node];
      const isAssign = path[0]!.type === 'Identifier' && path[0]!.name === 'Object' && propertyName(callee) === 'assign';
      if (!isAssign) return;
      args = args.slice(0, 1);
    } else return;
    for (const arg of args) {
      const target = unwrap(arg.type === 'SpreadElement' ? (arg.argument as Node) : arg);
      if (target.type !== 'Identifier') continue;
      const binding = this.resolve(target);
      if (binding) binding.escapes = true;
    }
  }

  /** The statement runs once, just where the binding was declared: in the declaring statement list, not in an if, a loop or a callback. */
  private sameStatementList(statement: Node, binding: Binding): boolean {
    const declaration = binding.declaration.type === 'VariableDeclarator' ? this.parents.get(binding.declaration) : binding.declaration;
    if (!declaration) return false;
    const list = this.parents.get(declaration);
    return list !== undefined && this.parents.get(statement) === list && (list.type === 'BlockStatement' || list.type === 'Program' || list.type === 'StaticBlock');
  }
}

/** `a.b(...).c(...)` -> the identifier `a`, when the chain is method calls and members on it. */
export function chainRoot(node: Node): Node | undefined {
  let current = unwrap(node);
  for (;;) {
    if (current.type === 'CallExpression') current = unwrap(current.callee as Node);
    else if (current.type === 'MemberExpression') current = unwrap(current.object as Node);
    else break;
  }
  return current.type === 'Identifier' ? current : undefined;
}

function rootIdentifier(member: Node): Node | undefined {
  let current = unwrap(member);
  while (current.type === 'MemberExpression') current = unwrap(current.object as Node);
  return current.type === 'Identifier' ? current : undefined;
}

/** The names a pattern declares, each with the steps that lead to it. */
export function patternBindings(pattern: Node, steps: PatternStep[]): { name: string; steps: PatternStep[] }[] {
  switch (pattern.type) {
    case 'Identifier':
      return [{ name: pattern.name as string, steps }];
    case 'ObjectPattern':
      return (pattern.properties as Node[]).flatMap((p) => {
        if (p.type === 'RestElement') return patternBindings(p.argument as Node, [...steps, { rest: true }]);
        const key = keyName(p);
        return patternBindings(p.value as Node, [...steps, key === undefined ? { rest: true } : { key }]);
      });
    case 'ArrayPattern':
      return (pattern.elements as (Node | null)[]).flatMap((e, index) => (e ? patternBindings(e, [...steps, e.type === 'RestElement' ? { rest: true } : { index }]) : []));
    case 'AssignmentPattern':
      return patternBindings(pattern.left as Node, [...steps, { fallback: pattern.right as Node }]);
    case 'RestElement':
      return patternBindings(pattern.argument as Node, steps);
    default:
      return patternNames(pattern).map((name) => ({ name, steps: [...steps, { rest: true }] }));
  }
}

export function patternNames(pattern: Node): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ObjectPattern':
      return (pattern.properties as Node[]).flatMap((p) => (p.type === 'RestElement' ? patternNames(p.argument as Node) : patternNames(p.value as Node)));
    case 'ArrayPattern':
      return (pattern.elements as (Node | null)[]).flatMap((e) => (e ? patternNames(e) : []));
    case 'AssignmentPattern':
      return patternNames(pattern.left as Node);
    case 'RestElement':
      return patternNames(pattern.argument as Node);
    case 'TSParameterProperty':
      return patternNames(pattern.parameter as Node);
    default:
      return [];
  }
}

export { keyName };
