/**
 * The scopes src/source's evaluator needs (`Scopes`), answered from what ESLint built for the file
 * before any rule runs: `node.parent` (set by ESLint's traversal) and the scope manager (espree's
 * eslint-scope or typescript-eslint's). The CLI's own walk (src/source/scope.ts) is not made, so the
 * plugin costs no second pass over each AST.
 *
 * The answers are the walk's, not eslint-scope's where they differ, so that ESLint and the CLI
 * report the same findings: a name is looked up outwards through the scopes by name, and only the
 * declarations the walk knows count (a named function or class expression's own name, TypeScript's
 * types, enums and namespaces, ESLint's configured globals are passed over). A binding's writes, the
 * statements that change it and whether it escapes are worked out from the references of its name,
 * the first time the evaluator asks, with the walk's rules. Sending calls are found from the text:
 * each place a sending method's name is written, checked on the AST.
 */
import { childrenOf, isFunction, propertyName, rangeOf, unwrap, type Node } from '../source/ast.js';
import { patternBindings, patternNames, SCOPE_TYPES, type Binding, type BindingKind, type PatternStep, type Scopes } from '../source/scope.js';

interface EslintReference {
  identifier: Node;
}

interface EslintDefinition {
  type: string;
  node: Node;
  name: Node;
}

interface EslintVariable {
  defs: EslintDefinition[];
}

interface EslintScope {
  set: Map<string, EslintVariable>;
  upper: EslintScope | null;
  references: EslintReference[];
}

interface ScopeManagerLike {
  scopes: EslintScope[];
  acquire(node: unknown, inner?: boolean): EslintScope | null;
}

export interface SourceCodeLike {
  ast: unknown;
  text: string;
  scopeManager?: ScopeManagerLike | null;
  getScope?: (node: unknown) => EslintScope;
}

/** The node types `unwrap` looks through (ast.ts): they change no value. */
const WRAPPERS = new Set(['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'TSTypeAssertion', 'TSInstantiationExpression', 'ParenthesizedExpression', 'ChainExpression']);

/** Where a sending method's name may be written: as a member's name or a computed member's string (`x['send']`). */
function methodNamePattern(methodNames: ReadonlySet<string>): RegExp {
  return new RegExp(`\\b(?:${[...methodNames].join('|')})\\b`, 'g');
}

/** ESLint's scopes for a program, or undefined when the parser gave none (cordlint's own walk is then used). */
export function eslintScopes(sourceCode: SourceCodeLike, methodNames: ReadonlySet<string>): ((program: Node) => Scopes) | undefined {
  const manager = sourceCode.scopeManager;
  if (!manager || !Array.isArray(manager.scopes) || typeof manager.acquire !== 'function') return undefined;
  return (program) => new EslintScopes(program, sourceCode.text, manager, sourceCode.getScope?.bind(sourceCode), methodNames);
}

class EslintScopes implements Scopes {
  readonly memberCalls: Node[];
  /** Bindings by declaring node and name (a class's name has two eslint-scope variables and one binding). */
  private readonly bindings = new Map<Node, Map<string, EslintBinding>>();
  private readonly program: Node;
  /** The identifiers of every reference, by name: filled on the first binding whose uses are asked. */
  private referencesByName: Map<string, Node[]> | undefined;

  constructor(
    program: Node,
    text: string,
    private readonly manager: ScopeManagerLike,
    private readonly getScope: ((node: unknown) => EslintScope) | undefined,
    methodNames: ReadonlySet<string>,
  ) {
    this.program = program;
    this.memberCalls = findMemberCalls(program, text, methodNames);
  }

  parentOf(node: Node): Node | undefined {
    return (node.parent as Node | null | undefined) ?? undefined;
  }

  resolve(identifier: Node): Binding | undefined {
    const name = identifier.name as string;
    const [start, end] = rangeOf(identifier);
    for (let scope: EslintScope | null | undefined = this.scopeOf(identifier); scope; scope = scope.upper) {
      const variable = scope.set.get(name);
      if (!variable) continue;
      // The last declaration the walk knows wins (`var x` after a parameter `x`), as in the walk's maps.
      for (let i = variable.defs.length - 1; i >= 0; i--) {
        const binding = this.bindingOf(variable.defs[i]!, name);
        if (!binding) continue;
        // eslint-scope puts a function's parameters and its body's declarations in one scope; the walk
        // does not (a parameter's default, or the function's name, does not see the body's `const`).
        const [from, to] = rangeOf(binding.scopeNode);
        if (from <= start && end <= to) return binding;
        break;
      }
    }
    return undefined;
  }

  private scopeOf(node: Node): EslintScope | undefined {
    if (this.getScope) return this.getScope(node);
    for (let current: Node | undefined = node; current; current = this.parentOf(current)) {
      const scope = this.manager.acquire(current, true);
      if (scope) return scope;
    }
    return this.manager.scopes[0];
  }

  private bindingOf(def: EslintDefinition, name: string): EslintBinding | undefined {
    const fields = declared(def, name);
    if (!fields) return undefined;
    // By declaring node, name and kind: a function `pages(interaction, pages)` has two bindings on one node.
    const key = `${fields.kind} ${name}`;
    let byKey = this.bindings.get(def.node);
    const cached = byKey?.get(key);
    if (cached) return cached;
    const binding = new EslintBinding(name, fields, this.walkScope(def, fields), this);
    if (!byKey) this.bindings.set(def.node, (byKey = new Map()));
    byKey.set(key, binding);
    return binding;
  }

  /** The node whose scope the walk declares a binding in (scope.ts's `visit`): only code under it sees the binding. */
  private walkScope(def: EslintDefinition, fields: DeclaredFields): Node {
    const node = def.node;
    switch (def.type) {
      case 'Variable': {
        const declaration = this.parentOf(node)!;
        return (declaration.kind as string) === 'var' ? this.nearestScope(declaration, true) : this.nearestScope(declaration, false);
      }
      case 'FunctionName':
      case 'ClassName':
        return this.nearestScope(this.parentOf(node) ?? this.program, false);
      case 'CatchClause':
      case 'Parameter':
        return node;
      default:
        return this.program;
    }
  }

  private nearestScope(node: Node, functionOnly: boolean): Node {
    for (let current: Node | undefined = node; current; current = this.parentOf(current)) {
      if (functionOnly ? isFunction(current) || current.type === 'Program' || current.type === 'TSModuleBlock' : SCOPE_TYPES.has(current.type)) return current;
    }
    return this.program;
  }

  /** The identifiers that may refer to a name (each still to be resolved). */
  referencesOf(name: string): readonly Node[] {
    if (!this.referencesByName) {
      const map = new Map<string, Node[]>();
      for (const scope of this.manager.scopes) {
        for (const reference of scope.references) {
          const id = reference.identifier;
          if (id.type !== 'Identifier') continue;
          const list = map.get(id.name as string);
          if (list) list.push(id);
          else map.set(id.name as string, [id]);
        }
      }
      this.referencesByName = map;
    }
    return this.referencesByName.get(name) ?? [];
  }

  /**
   * The uses of a binding the walk notes (scope.ts's `noteReference` and `noteEscapes`): an
   * assignment or update of the name; a statement `x.a(...).b(...)` or `x.field = value` rooted at
   * it; it escapes when passed to a function not of the file, given to `Object.assign` first, or its
   * member assigned or updated within an expression.
   */
  usesOf(binding: EslintBinding): { writes: Node[]; mutations: { statement: Node; certain: boolean }[]; escapes: boolean } {
    const writes: Node[] = [];
    const mutations: { statement: Node; certain: boolean }[] = [];
    let escapes = false;
    for (const id of this.referencesOf(binding.name)) {
      if (this.resolve(id) !== binding || inDecorator(id)) continue;
      let top = id;
      let up = this.parentOf(top);
      while (up && WRAPPERS.has(up.type) && up.expression === top) [top, up] = [up, this.parentOf(up)];
      if (!up) continue;
      if ((up.type === 'AssignmentExpression' && up.left === top) || (up.type === 'UpdateExpression' && up.argument === top)) {
        writes.push(up);
        continue;
      }
      if (up.type === 'CallExpression' && (up.arguments as Node[]).includes(top)) {
        if (this.escapesInto(up, top)) escapes = true;
        continue;
      }
      if (up.type === 'SpreadElement' && up.argument === top) {
        const call = this.parentOf(up);
        if (call?.type === 'CallExpression' && (call.arguments as Node[]).includes(up) && this.escapesInto(call, up)) escapes = true;
        continue;
      }
      // A member chain on the name: `x.a.b = v` (members only) or a statement `x.a(...).b(...)`.
      let members = 0;
      let chain = top;
      let above: Node | undefined = up;
      while (above && ((above.type === 'MemberExpression' && above.object === chain) || (WRAPPERS.has(above.type) && above.expression === chain))) {
        if (above.type === 'MemberExpression') members++;
        [chain, above] = [above, this.parentOf(above)];
      }
      if (members > 0 && above?.type === 'AssignmentExpression' && above.left === chain) {
        const statement = this.parentOf(above);
        if (statement?.type === 'ExpressionStatement') mutations.push({ statement, certain: this.sameStatementList(statement, binding) });
        else escapes = true;
        continue;
      }
      if (members > 0 && above?.type === 'UpdateExpression' && above.argument === chain) {
        escapes = true;
        continue;
      }
      const statement = this.statementOfChain(top);
      if (statement) mutations.push({ statement, certain: this.sameStatementList(statement, binding) });
    }
    const start = (node: Node) => rangeOf(node)[0];
    writes.sort((a, b) => start(a) - start(b));
    mutations.sort((a, b) => start(a.statement) - start(b.statement));
    return { writes, mutations, escapes };
  }

  /** The statement `x.a(...).b(...);` (or `await ...;`) whose chain of calls and members is rooted at `root`, if it is one. */
  private statementOfChain(root: Node): Node | undefined {
    let chain = root;
    let above: Node | undefined = this.parentOf(root);
    while (above && ((above.type === 'MemberExpression' && above.object === chain) || (above.type === 'CallExpression' && above.callee === chain) || (WRAPPERS.has(above.type) && above.expression === chain))) [chain, above] = [above, this.parentOf(above)];
    if (unwrap(chain).type !== 'CallExpression' || !above) return undefined;
    if (above.type === 'ExpressionStatement' && above.expression === chain) return above;
    if (above.type !== 'AwaitExpression' || above.argument !== chain) return undefined;
    let awaited: Node = above;
    let outer: Node | undefined = this.parentOf(awaited);
    while (outer && WRAPPERS.has(outer.type) && outer.expression === awaited) [awaited, outer] = [outer, this.parentOf(outer)];
    return outer?.type === 'ExpressionStatement' && outer.expression === awaited ? outer : undefined;
  }

  /** An argument handed to a function not of this file (`fill(row)`), or first to `Object.assign`, may be changed there. */
  private escapesInto(call: Node, argument: Node): boolean {
    const callee = unwrap(call.callee as Node);
    if (callee.type === 'Identifier') {
      const target = this.resolve(callee);
      return !(target && (target.kind === 'function' || (target.kind === 'const' && target.init && isFunction(unwrap(target.init)))));
    }
    if (callee.type === 'MemberExpression') {
      const object = unwrap(callee.object as Node);
      return object.type === 'Identifier' && object.name === 'Object' && propertyName(callee) === 'assign' && (call.arguments as Node[])[0] === argument;
    }
    return false;
  }

  private sameStatementList(statement: Node, binding: Binding): boolean {
    const declaration = binding.declaration.type === 'VariableDeclarator' ? this.parentOf(binding.declaration) : binding.declaration;
    if (!declaration) return false;
    const list = this.parentOf(declaration);
    return list !== undefined && this.parentOf(statement) === list && (list.type === 'BlockStatement' || list.type === 'Program' || list.type === 'StaticBlock');
  }
}

type DeclaredFields = Omit<Binding, 'name' | 'writes' | 'mutations' | 'escapes'>;

/** A binding whose uses are worked out when first asked. */
class EslintBinding implements Binding {
  readonly kind: BindingKind;
  readonly init?: Node;
  readonly pattern?: PatternStep[];
  readonly declaration: Node;
  readonly fn?: Node;
  readonly paramIndex?: number;
  private uses: ReturnType<EslintScopes['usesOf']> | undefined;

  constructor(
    readonly name: string,
    fields: DeclaredFields,
    /** The node of the walk's scope the binding is declared in. */
    readonly scopeNode: Node,
    private readonly scopes: EslintScopes,
  ) {
    this.kind = fields.kind;
    this.declaration = fields.declaration;
    if (fields.init) this.init = fields.init;
    if (fields.pattern) this.pattern = fields.pattern;
    if (fields.fn) this.fn = fields.fn;
    if (fields.paramIndex !== undefined) this.paramIndex = fields.paramIndex;
  }

  private get known(): ReturnType<EslintScopes['usesOf']> {
    return (this.uses ??= this.scopes.usesOf(this));
  }

  get writes(): Node[] {
    return this.known.writes;
  }

  get mutations(): { statement: Node; certain: boolean }[] {
    return this.known.mutations;
  }

  get escapes(): boolean {
    return this.known.escapes;
  }

  set escapes(value: boolean) {
    this.known.escapes = value;
  }
}

/** What the walk (scope.ts's `visit`) declares for one of eslint-scope's definitions, or undefined for one it does not know. */
function declared(def: EslintDefinition, name: string): DeclaredFields | undefined {
  const node = def.node;
  switch (def.type) {
    case 'Variable': {
      if (node.type !== 'VariableDeclarator') return undefined;
      const declarationKind = (node.parent as Node | undefined)?.kind;
      const kind: BindingKind = declarationKind === 'const' ? 'const' : declarationKind === 'let' ? 'let' : declarationKind === 'var' ? 'var' : 'other';
      const id = node.id as Node;
      const init = node.init as Node | null | undefined;
      if (id.type === 'Identifier') return { kind, ...(init ? { init } : {}), declaration: node };
      // `const { row, embed } = build()`: the last place the pattern names it, as the walk's map keeps.
      const found = patternBindings(id, []).filter((b) => b.name === name).pop();
      if (!found) return undefined;
      return { kind: init ? kind : 'other', ...(init ? { init, pattern: found.steps } : {}), declaration: node };
    }
    case 'FunctionName':
      return node.type === 'FunctionDeclaration' && node.id ? { kind: 'function', init: node, declaration: node } : undefined;
    case 'ClassName':
      return node.type === 'ClassDeclaration' && node.id ? { kind: 'class', declaration: node } : undefined;
    case 'ImportBinding':
      return node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier' ? { kind: 'import', declaration: node } : undefined;
    case 'CatchClause':
      return node.type === 'CatchClause' ? { kind: 'other', declaration: node } : undefined;
    case 'Parameter': {
      if (!isFunction(node)) return undefined;
      let out: DeclaredFields | undefined;
      (node.params as Node[]).forEach((param, index) => {
        let target = param;
        if (target.type === 'TSParameterProperty') target = target.parameter as Node;
        if (target.type === 'AssignmentPattern') target = target.left as Node;
        if (target.type === 'Identifier') {
          if (target.name === name) out = { kind: 'param', declaration: node, fn: node, paramIndex: index };
        } else if (patternNames(target).includes(name)) out = { kind: 'other', declaration: node };
      });
      return out;
    }
    default:
      return undefined;
  }
}

/** Under a decorator: the walk does not go there. */
function inDecorator(node: Node): boolean {
  for (let current = node.parent as Node | null | undefined; current; current = current.parent as Node | null | undefined) if (current.type === 'Decorator') return true;
  return false;
}

/**
 * The calls `x.method(...)` with a sending method's name, in the walk's order (a call before the calls
 * inside it): from each place the text writes such a name, the innermost node there (as the walk
 * descends, not into types or decorators), kept when it is the name of a call's member callee.
 */
function findMemberCalls(program: Node, text: string, methodNames: ReadonlySet<string>): Node[] {
  const calls: Node[] = [];
  const pattern = methodNamePattern(methodNames);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const node = nodeAt(program, match.index);
    const member = node?.parent as Node | undefined;
    if (!member || member.type !== 'MemberExpression' || member.property !== node) continue;
    const name = propertyName(member);
    if (name === undefined || !methodNames.has(name)) continue;
    let callee: Node = member;
    let up = callee.parent as Node | undefined;
    while (up && WRAPPERS.has(up.type) && up.expression === callee) [callee, up] = [up, up.parent as Node | undefined];
    if (up?.type === 'CallExpression' && up.callee === callee) calls.push(up);
  }
  return calls.sort((a, b) => rangeOf(a)[0] - rangeOf(b)[0] || rangeOf(b)[1] - rangeOf(a)[1]);
}

/** The innermost node holding the offset, descending as the walk does (childrenOf). */
function nodeAt(program: Node, offset: number): Node | undefined {
  let current = program;
  for (;;) {
    let next: Node | undefined;
    for (const child of childrenOf(current)) {
      const [start, end] = rangeOf(child);
      if (start <= offset && offset < end) {
        next = child;
        break;
      }
    }
    if (!next) return current;
    current = next;
  }
}
