/**
 * Static evaluation of the expressions that make a payload, within one file: literals, constants
 * and variables assigned once, template literals, `+`, literal arrays and `.map` over them,
 * `[...].join()`, spreads of known objects, discord.js builder chains (callbacks and later
 * statements included), enums and flags, and functions of the file that return a payload. What
 * cannot be known (a parameter, a call, an import) is `unknown`, never guessed.
 */
import { childrenOf as childrenOfNode, cooked, isFunction, keyName, memberPath, propertyName, rangeOf, unwrap, type Node } from './ast.js';
import type { Binding, PatternStep, Scopes } from './scope.js';
import {
  ADDER_ITEM_TYPE,
  ADDERS,
  BOOLEAN_DEFAULT_TRUE,
  BUILDER_TYPES,
  BUTTON_CLASS_STYLES,
  CHILD_SETTERS,
  colorNumber,
  DEFAULT_VALUE_ADDERS,
  ENUMS,
  FLAGS_ENUM,
  partialEmoji,
  SETTERS,
  snakeCase,
  STRING_ENUMS,
  URL_FIELD,
  V13_BUTTON_STYLES,
  V13_TEXT_INPUT_STYLES,
} from './discordjs.js';
import { appendAll } from '../util/append.js';
import { ConditionKeys } from './condition-key.js';
import { cloneValue, concatParts, knownText, maybeOf, str, textOf, unknown, type ArrayValue, type ObjectValue, type Value } from './value.js';

/** How a call of the configured translation function is recognised: `t`, `i18next.t`, `interaction.t`... */
export interface EvaluateOptions {
  /** Callee names (`t`, `i18next.t`) or last parts (`.t`) of translation functions. Default `['t', 'i18n.t', 'i18next.t', '*.t', '__']`. */
  translationFunctions?: readonly string[];
}

const MAX_DEPTH = 60;
/** At most this many combinations of alternatives per sending call; a choice point beyond them is unknown. */
export const MAX_WORLDS = 16;
/**
 * Alternatives that are all primitives (a label's two texts) take a choice only while the
 * combinations are this few (three such ternaries), leaving the other half of MAX_WORLDS to what
 * changes a payload's structure (a flag, components chosen by a condition).
 */
const MAX_PLAIN_WORLDS = 8;
/** A function with more returns than this is unknown. */
const MAX_RETURNS = 6;

/** One choice point met in a run: the alternative taken and how many there are. */
export interface Choice {
  index: number;
  arity: number;
}

export class Evaluator {
  private readonly memo = new Map<Binding, { value: Value; applied: number }>();
  /** Where the sending call being evaluated starts: a builder's later changes count only before it. */
  position = Number.POSITIVE_INFINITY;
  private readonly inProgress = new Set<Binding>();
  /** The object literals and classes whose `this` is being evaluated. */
  private readonly ownersInProgress = new Set<Node>();
  /** The statement of the change being replayed, when it may not run (see Value's `maybe`). */
  private maybeGroup: Node | undefined;
  private readonly classFields = new Map<Node, Map<string, Value>>();
  /** Arguments of the functions being evaluated for a call (a same-file function, a `.map` callback). */
  private readonly frames: { fn: Node; args: Value[] }[] = [];
  private depth = 0;
  private readonly translation: readonly string[];
  /** The run of alternatives under way (see the file's comment), or none: choice points are then unknown. */
  private run: { script: readonly number[]; trace: Choice[]; keyed: Map<string, boolean>; product: number } | undefined;
  /** Values that depend on a choice: valid in the current run only. */
  private readonly runMemo = new Map<Binding, { value: Value; applied: number }>();
  private readonly runClassFields = new Map<Node, Map<string, Value>>();
  /** Counts choices made or reused, so that a value depending on one is not kept beyond its run. */
  private choiceUses = 0;
  /** Evaluating alternatives outside the run, to see what they are (see `plainAlternatives`): nothing is cached. */
  private probing = false;
  private readonly conditions: ConditionKeys;

  constructor(
    private readonly scopes: Scopes,
    options: EvaluateOptions = {},
  ) {
    this.translation = options.translationFunctions ?? ['t', 'i18n.t', 'i18next.t', '*.t', '__'];
    this.conditions = new ConditionKeys(scopes, (binding) => [...this.frames].reverse().find((f) => f.fn === binding.fn), (node) => knownText(this.evaluate(node)));
  }

  /** Starts a run in which the k-th choice point met takes alternative `script[k]` (0 past its end). */
  beginRun(script: readonly number[]): void {
    this.runMemo.clear();
    this.runClassFields.clear();
    this.run = { script, trace: [], keyed: new Map(), product: 1 };
  }

  /** Ends the run: the choice points met, in order. */
  endRun(): Choice[] {
    const trace = this.run?.trace ?? [];
    this.run = undefined;
    this.runMemo.clear();
    this.runClassFields.clear();
    return trace;
  }

  /** The alternative taken at a choice point of `arity` alternatives, or undefined (no run, or too many combinations: unknown). */
  private choose(arity: number): number | undefined {
    const run = this.run;
    if (!run || run.product * arity > MAX_WORLDS) return undefined;
    const index = run.script[run.trace.length] ?? 0;
    run.trace.push({ index, arity });
    run.product *= arity;
    this.choiceUses++;
    return index;
  }

  /**
   * Alternatives that are plain values (no object, array or function) of which one is unknown
   * (`n == null ? '—' : format(n)`, a formatting helper's returns) are not worth a choice: the
   * combinations are kept for what can change a payload. Returns the value to use then (the
   * alternatives' common primitive, or unknown), or undefined when a choice is to be made.
   */
  private plainAlternatives(evaluateAll: () => Value[], node: Node, others: Value[] = []): Value | undefined {
    if (!this.run) return undefined;
    const run = this.run;
    const probing = this.probing;
    this.run = undefined;
    this.probing = true;
    let values: Value[];
    try {
      values = evaluateAll();
    } finally {
      this.run = run;
      this.probing = probing;
    }
    values = [...others, ...values];
    if (values.some((v) => v.t === 'obj' || v.t === 'arr' || v.t === 'fn')) return undefined;
    // A falsy primitive is taken as unknown (see `alternative`).
    if (!values.some((v) => v.t === 'unknown' || truthiness(v) === false) && run.product * values.length <= MAX_PLAIN_WORLDS) return undefined;
    const first = values[0]!;
    if (first.t === 'num' && values.every((v) => v.t === 'num' && v.v === first.v)) return first;
    if (first.t === 'bool' && values.every((v) => v.t === 'bool' && v.v === first.v)) return first;
    if (knownText(first) !== undefined && values.every((v) => knownText(v) === knownText(first))) return first;
    return unknown(node);
  }

  /**
   * The value of an alternative taken in this run. A falsy primitive (`null`, `false`, `0`, `''`) is
   * kept unknown (and falsy): code tests such values (`if (row) rows.push(row)`), which is not
   * followed, so the value taken could reach a statement its test would keep it from.
   */
  private alternative(node: Node): Value {
    const value = this.evaluate(node);
    return truthiness(value) === false && value.t !== 'arr' && value.t !== 'obj' ? { t: 'unknown', node: value.node, falsy: true } : value;
  }

  /** Whether a condition is truthy in this run: chosen once per condition written alike (`key`), or undefined (unknown). */
  private chooseCondition(test: Node, question: 'truthy' | '??' = 'truthy'): boolean | undefined {
    const run = this.run;
    if (!run) return undefined;
    const condition = this.conditions.of(test);
    // Whether `a` is nullish is another question than whether it is truthy.
    const written = condition && (question === '??' ? { key: `??${condition.key}`, negated: condition.negated } : condition);
    if (written) {
      const known = run.keyed.get(written.key);
      if (known !== undefined) {
        this.choiceUses++;
        return known !== written.negated;
      }
    }
    const index = this.choose(2);
    if (index === undefined) return undefined;
    if (written) run.keyed.set(written.key, (index === 0) !== written.negated);
    return index === 0;
  }

  evaluate(node: Node): Value {
    if (this.depth > MAX_DEPTH) return unknown(node);
    this.depth++;
    try {
      return this.evaluateNode(node);
    } finally {
      this.depth--;
    }
  }

  private evaluateNode(raw: Node): Value {
    const node = unwrap(raw);
    switch (node.type) {
      case 'Literal': {
        const v = node.value;
        if (typeof v === 'string') return str(v, node);
        if (typeof v === 'number') return { t: 'num', v, node };
        if (typeof v === 'boolean') return { t: 'bool', v, node };
        if (v === null && node.regex === undefined && node.bigint === undefined) return { t: 'null', node };
        return unknown(node);
      }
      case 'StringLiteral':
        return str(node.value as string, node);
      case 'NumericLiteral':
        return { t: 'num', v: node.value as number, node };
      case 'BooleanLiteral':
        return { t: 'bool', v: node.value as boolean, node };
      case 'NullLiteral':
        return { t: 'null', node };
      case 'TemplateLiteral':
        return this.template(node);
      case 'Identifier':
        return this.identifier(node);
      case 'ArrayExpression':
        return this.array(node);
      case 'ObjectExpression':
        return this.object(node);
      case 'BinaryExpression':
        return this.binary(node);
      case 'UnaryExpression': {
        const argument = this.evaluate(node.argument as Node);
        if (node.operator === '-' && argument.t === 'num') return { t: 'num', v: -argument.v, node };
        if (node.operator === '+' && argument.t === 'num') return { ...argument, node };
        if (node.operator === '!' && argument.t === 'bool') return { t: 'bool', v: !argument.v, node };
        if (node.operator === 'void') return { t: 'undefined', node };
        return unknown(node);
      }
      case 'ConditionalExpression':
        return this.conditional(node);
      case 'LogicalExpression':
        return this.logical(node);
      case 'MemberExpression':
        return this.member(node);
      case 'CallExpression':
        return this.call(node);
      case 'NewExpression':
        return this.construct(node);
      case 'AwaitExpression':
        return unknown(node);
      case 'ThisExpression':
        return this.thisValue(node);
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return { t: 'fn', fn: node, node };
      case 'SequenceExpression': {
        const expressions = node.expressions as Node[];
        return this.evaluate(expressions[expressions.length - 1]!);
      }
      default:
        return unknown(node);
    }
  }

  private template(node: Node): Value {
    const quasis = node.quasis as Node[];
    const expressions = node.expressions as Node[];
    const parts: (string | null)[] = [];
    quasis.forEach((quasi, i) => {
      parts.push(cooked(quasi));
      const expression = expressions[i];
      if (expression) appendAll(parts, (textOf(this.evaluate(expression)) ?? [null]));
    });
    return { t: 'str', parts: concatParts(parts), node };
  }

  private identifier(node: Node): Value {
    if (node.name === 'undefined') return { t: 'undefined', node };
    const binding = this.scopes.resolve(node);
    if (!binding) return unknown(node);
    switch (binding.kind) {
      case 'param': {
        for (let i = this.frames.length - 1; i >= 0; i--) {
          const frame = this.frames[i]!;
          if (frame.fn !== binding.fn) continue;
          const arg = frame.args[binding.paramIndex!];
          const hasDefault = (binding.fn!.params as Node[])[binding.paramIndex!]?.type === 'AssignmentPattern';
          if (!arg || arg.t === 'undefined') return hasDefault ? unknown(node) : { t: 'undefined', node };
          return arg;
        }
        return unknown(node);
      }
      case 'function':
        return { t: 'fn', fn: binding.init!, node: binding.init! };
      case 'const':
      case 'let':
      case 'var':
        return this.bindingValue(binding, node);
      default:
        return unknown(node);
    }
  }

  /** A variable assigned once: its value, with the later statements that change it (a builder's setters, an array's push). */
  private bindingValue(binding: Binding, use: Node): Value {
    const init = binding.init;
    let source: Node | undefined = init;
    if (binding.kind !== 'const') {
      // `let x = a` never written again, or `let x;` written exactly once in the same statement list.
      if (init && binding.writes.length > 0) return unknown(use);
      if (!init) {
        const write = binding.writes.length === 1 ? binding.writes[0]! : undefined;
        if (!write || write.type !== 'AssignmentExpression' || write.operator !== '=') return unknown(use);
        const statement = this.scopes.parentOf(write);
        const declaration = this.scopes.parentOf(binding.declaration);
        if (!statement || !declaration || this.scopes.parentOf(statement) !== this.scopes.parentOf(declaration)) return unknown(use);
        source = write.right as Node;
      }
    }
    if (!source) return binding.kind === 'const' ? unknown(use) : { t: 'undefined', node: use };
    const mutations = binding.mutations.filter((m) => !m.certain || rangeOf(m.statement)[0] < this.position);
    const cacheable = this.frames.length === 0;
    // The changes before the send: those after it that may run (in a callback) are unknown, not judged.
    const applied = mutations.filter((m) => rangeOf(m.statement)[0] < this.position).length * 1000 + mutations.length;
    if (cacheable) {
      const cached = this.memo.get(binding) ?? this.runMemo.get(binding);
      if (cached && cached.applied === applied) {
        if (this.runMemo.get(binding) === cached) this.choiceUses++;
        return cached.value;
      }
    }
    if (this.inProgress.has(binding)) return unknown(use);
    this.inProgress.add(binding);
    const uses = this.choiceUses;
    try {
      let value = this.evaluate(source);
      if (binding.pattern) value = this.destructure(value, binding.pattern, use);
      if (mutations.length > 0 || binding.escapes) value = this.applyMutations(cloneValue(value), binding, mutations);
      // A value that took an alternative holds for this run only.
      if (cacheable && !this.probing) (this.choiceUses === uses ? this.memo : this.runMemo).set(binding, { value, applied });
      return value;
    } finally {
      this.inProgress.delete(binding);
    }
  }

  /** `const { row } = value`, `const [first] = value`: the part a destructured name takes. */
  private destructure(value: Value, steps: PatternStep[], use: Node): Value {
    let current = value;
    for (const step of steps) {
      if ('rest' in step) return unknown(use);
      if ('fallback' in step) {
        if (current.t === 'undefined') current = this.evaluate(step.fallback);
        continue;
      }
      if ('key' in step) {
        if (current.t !== 'obj' || current.builder) return unknown(use);
        current = current.props.get(step.key) ?? (current.open ? unknown(use) : { t: 'undefined', node: use });
      } else {
        if (current.t !== 'arr' || current.open) return unknown(use);
        current = current.items[step.index] ?? { t: 'undefined', node: use };
      }
      if (current.t === 'unknown') return unknown(use);
    }
    return current;
  }

  private applyMutations(value: Value, binding: Binding, mutations: Binding['mutations']): Value {
    if (binding.escapes && (value.t === 'obj' || value.t === 'arr')) value.open = true;
    for (const { statement, certain } of mutations) {
      const outer = this.maybeGroup;
      // A change that may not run, written before the send: what it adds is judged as sent sometimes.
      this.maybeGroup = !certain && rangeOf(statement)[0] < this.position ? statement : undefined;
      try {
        this.applyMutation(value, statement, certain);
      } finally {
        this.maybeGroup = outer;
      }
    }
    return value;
  }

  private applyMutation(value: Value, statement: Node, certain: boolean): void {
    {
      const expression = unwrap(statement.expression as Node);
      if (expression.type === 'AssignmentExpression') {
        const target = unwrap(expression.left as Node);
        if (value.t !== 'obj') return;
        const object = unwrap(target.object as Node);
        const name = propertyName(target);
        if (object.type === 'Identifier' && name !== undefined && certain && expression.operator === '=') value.props.set(name, this.evaluate(expression.right as Node));
        else if (object.type === 'Identifier' && name !== undefined) value.props.set(name, unknown(expression));
        else value.open = true;
        return;
      }
      const call = expression.type === 'AwaitExpression' ? unwrap(expression.argument as Node) : expression;
      this.replayChain(value, call, certain);
    }
  }

  /** `x.a(...).b(...)` applied to x's value, outermost call last. */
  private replayChain(value: Value, call: Node, certain: boolean, root?: Node): void {
    const calls: Node[] = [];
    let current = call;
    while (current.type === 'CallExpression') {
      const callee = unwrap(current.callee as Node);
      if (callee.type !== 'MemberExpression') return;
      calls.unshift(current);
      current = unwrap(callee.object as Node);
    }
    if (root ? current !== root : current.type !== 'Identifier') {
      // `x.field.method()`: a change inside; not followed.
      if (value.t === 'obj' || value.t === 'arr') value.open = true;
      return;
    }
    let target: Value = value;
    for (const c of calls) {
      const method = propertyName(unwrap(c.callee as Node));
      if (method === undefined) return;
      if (target.t === 'arr') {
        if (method === 'push' || method === 'unshift') {
          if (!certain) {
            target.open = true;
            const group = this.maybeGroup;
            if (group) appendAll(target.items, this.spreadArgs(c.arguments as Node[]).items.map((item) => maybeOf(item, group)));
          } else {
            const items = this.spreadArgs(c.arguments as Node[]);
            if (items.open) target.open = true;
            if (method === 'push') appendAll(target.items, items.items);
            else target.items.unshift(...items.items);
          }
        } else if (!['forEach', 'map', 'filter', 'join', 'find', 'some', 'every', 'includes', 'indexOf', 'slice', 'at'].includes(method)) target.open = true;
        return;
      }
      if (target.t !== 'obj' || !target.builder) {
        if (target.t === 'obj') target.open = true;
        return;
      }
      const next = this.builderMethod(target, method, c, certain);
      if (next !== target) return;
    }
  }

  private spreadArgs(args: Node[]): { items: Value[]; open: boolean } {
    const items: Value[] = [];
    let open = false;
    for (const arg of args) {
      if (arg.type === 'SpreadElement') {
        const spread = this.evaluate(arg.argument as Node);
        if (spread.t === 'arr') {
          appendAll(items, spread.items);
          if (spread.open) open = true;
        } else open = true;
      } else items.push(this.evaluate(arg));
    }
    return { items, open };
  }

  private array(node: Node): Value {
    const out: ArrayValue = { t: 'arr', items: [], open: false, node };
    for (const element of node.elements as (Node | null)[]) {
      if (!element) {
        out.items.push({ t: 'undefined', node });
        continue;
      }
      if (element.type === 'SpreadElement') {
        const spread = this.evaluate(element.argument as Node);
        if (spread.t === 'arr') {
          appendAll(out.items, spread.items);
          if (spread.open) out.open = true;
        } else out.open = true;
        continue;
      }
      out.items.push(this.evaluate(element));
    }
    return out;
  }

  private object(node: Node): Value {
    const out: ObjectValue = { t: 'obj', props: new Map(), open: false, node };
    for (const property of node.properties as Node[]) {
      if (property.type === 'SpreadElement' || property.type === 'SpreadProperty' || property.type === 'ExperimentalSpreadProperty') {
        const spread = this.evaluate(property.argument as Node);
        if (spread.t === 'obj') {
          for (const [k, v] of spread.props) out.props.set(k, v);
          if (spread.open) this.openAfterUnknownSpread(out, property);
        } else if (spread.t === 'null' || spread.t === 'undefined' || spread.t === 'bool' || (spread.t === 'unknown' && spread.falsy)) continue;
        else this.openAfterUnknownSpread(out, property);
        continue;
      }
      if (property.type !== 'Property' && property.type !== 'ObjectProperty') continue;
      const key = keyName(property);
      if (key === undefined) {
        out.open = true;
        continue;
      }
      if (property.kind === 'get' || property.kind === 'set') {
        out.props.set(key, unknown(property));
        continue;
      }
      const value = property.value as Node;
      out.props.set(key, property.method ? { t: 'fn', fn: value, node: value } : this.evaluate(value));
    }
    return out;
  }

  /** An unknown spread may hold any field, and overrides those written before it. */
  private openAfterUnknownSpread(out: ObjectValue, spread: Node): void {
    out.open = true;
    for (const key of out.props.keys()) out.props.set(key, unknown(spread));
  }

  private binary(node: Node): Value {
    const operator = node.operator as string;
    const left = this.evaluate(node.left as Node);
    const right = this.evaluate(node.right as Node);
    if (operator === '+') {
      if (left.t === 'num' && right.t === 'num') return { t: 'num', v: left.v + right.v, node };
      if (left.t === 'str' || right.t === 'str') {
        const l = textOf(left) ?? [null];
        const r = textOf(right) ?? [null];
        return { t: 'str', parts: concatParts([...l, ...r]), node };
      }
      return unknown(node);
    }
    if (left.t === 'num' && right.t === 'num') {
      switch (operator) {
        case '|':
          return { t: 'num', v: left.v | right.v, node };
        case '&':
          return { t: 'num', v: left.v & right.v, node };
        case '-':
          return { t: 'num', v: left.v - right.v, node };
        case '*':
          return { t: 'num', v: left.v * right.v, node };
        case '<<':
          return { t: 'num', v: left.v << right.v, node };
      }
    }
    return unknown(node);
  }

  private conditional(node: Node): Value {
    const test = this.evaluate(node.test as Node);
    const known = truthiness(test);
    if (known !== undefined) return this.evaluate((known ? node.consequent : node.alternate) as Node);
    // An unknown condition: in a run, the branch of this run (see the file's comment).
    const plain = this.plainAlternatives(() => [this.evaluate(node.consequent as Node), this.evaluate(node.alternate as Node)], node);
    if (plain) return plain;
    const chosen = this.chooseCondition(node.test as Node);
    if (chosen !== undefined) return this.alternative((chosen ? node.consequent : node.alternate) as Node);
    const a = this.evaluate(node.consequent as Node);
    const b = this.evaluate(node.alternate as Node);
    // Both branches give the same primitive: it is known whichever runs.
    if (a.t === 'num' && b.t === 'num' && a.v === b.v) return a;
    if (a.t === 'bool' && b.t === 'bool' && a.v === b.v) return a;
    if (knownText(a) !== undefined && knownText(a) === knownText(b)) return a;
    return unknown(node);
  }

  private logical(node: Node): Value {
    const left = this.evaluate(node.left as Node);
    const operator = node.operator as string;
    if (operator !== '||' && operator !== '&&' && operator !== '??') return unknown(node);
    if (operator === '??') {
      const nullish = left.t === 'null' || left.t === 'undefined' ? true : left.t === 'unknown' ? undefined : false;
      if (nullish === false) return left;
      if (nullish === true) return this.evaluate(node.right as Node);
      if (this.plainAlternatives(() => [this.evaluate(node.right as Node)], node, [left])) return unknown(node);
      const present = this.chooseCondition(node.left as Node, '??');
      if (present === undefined) return unknown(node);
      // `a ?? b` with `a` unknown: `a` (not nullish) or `b`.
      return present ? unknown(node.left as Node) : this.alternative(node.right as Node);
    }
    let truthy = truthiness(left);
    if (truthy === undefined) {
      // `name || 'Default'`: a plain value beside an unknown one is not worth a choice.
      if (this.plainAlternatives(() => [this.evaluate(node.right as Node)], node, [operator === '&&' ? unknown(node.left as Node) : left])) return unknown(node);
      truthy = this.chooseCondition(node.left as Node);
      if (truthy === undefined) return unknown(node);
      // The falsy side of an unknown `a && b` is some falsy `a`: nothing when spread into an object.
      if (!truthy && operator === '&&') return { t: 'unknown', node: node.left as Node, falsy: true };
      if (truthy && operator === '||') return left.t === 'unknown' ? unknown(node.left as Node) : left;
      return this.alternative(node.right as Node);
    }
    if (operator === '||') return truthy ? left : this.evaluate(node.right as Node);
    return truthy ? this.evaluate(node.right as Node) : left;
  }

  private member(node: Node): Value {
    const path = memberPath(node);
    if (path && path.length >= 2) {
      const [owner, name] = path.slice(-2) as [string, string];
      const table = ENUMS[owner];
      if (table && name in table) return { t: 'num', v: table[name]!, node };
      if (owner === 'Flags' && path.length >= 3 && path[path.length - 3] === 'MessageFlagsBitField' && name in FLAGS_ENUM) return { t: 'num', v: FLAGS_ENUM[name]!, node };
      const strings = STRING_ENUMS[owner];
      if (strings && name in strings) return str(strings[name]!, node);
    }
    const object = this.evaluate(node.object as Node);
    let name = propertyName(node);
    if (name === undefined && node.computed) {
      const key = this.evaluate(node.property as Node);
      if (key.t === 'num') name = String(key.v);
      else name = knownText(key);
    }
    if (name === undefined) return unknown(node);
    if (object.t === 'obj') {
      const value = object.props.get(name);
      if (value) return value;
      return object.open || object.builder ? unknown(node) : { t: 'undefined', node };
    }
    if (object.t === 'arr') {
      if (name === 'length') return object.open ? unknown(node) : { t: 'num', v: object.items.length, node };
      const index = Number(name);
      if (Number.isInteger(index) && index >= 0 && !object.open) return object.items[index] ?? { t: 'undefined', node };
      return unknown(node);
    }
    if (object.t === 'str' && name === 'length') {
      const text = knownText(object);
      return text === undefined ? unknown(node) : { t: 'num', v: text.length, node };
    }
    return unknown(node);
  }

  private call(node: Node): Value {
    const callee = unwrap(node.callee as Node);
    const args = node.arguments as Node[];
    if (this.isTranslationCall(callee)) {
      const key = args[0] ? knownText(this.evaluate(args[0])) : undefined;
      if (key !== undefined) return { t: 'str', parts: [null], node, translation: { key } };
      return unknown(node);
    }
    if (callee.type === 'MemberExpression') {
      const method = propertyName(callee);
      if (method === undefined) return unknown(node);
      // `this.components()`: a method of the class or of the object literal the call is in.
      const object = unwrap(callee.object as Node);
      if (object.type === 'ThisExpression') {
        const owner = this.thisOwner(object);
        const fn = owner?.type === 'ClassBody' ? this.classMethod(owner, method) : owner ? this.objectMethod(owner, method) : undefined;
        return fn ? this.invoke(fn, args.map((a) => (a.type === 'SpreadElement' ? unknown(a) : this.evaluate(a))), node) : unknown(node);
      }
      const path = memberPath(callee);
      if (path && path.length === 2 && path[0] === 'String' && method === 'raw') return unknown(node);
      if (path && path[0] === 'Array' && method === 'from') return unknown(node);
      const target = this.evaluate(callee.object as Node);
      return this.methodCall(target, method, node, args);
    }
    if (callee.type === 'Identifier') {
      if (callee.name === 'String' && args.length === 1) {
        const text = textOf(this.evaluate(args[0]!));
        return text ? { t: 'str', parts: text, node } : unknown(node);
      }
      const fn = this.evaluate(callee);
      if (fn.t === 'fn') return this.invoke(fn.fn, args.map((a) => (a.type === 'SpreadElement' ? unknown(a) : this.evaluate(a))), node);
    }
    return unknown(node);
  }

  /**
   * What `this` is at a node: the class body (of a method or a field) or the object literal (of a
   * method written in it, `module.exports = { execute() { this.build() } }`), found through arrow
   * functions; undefined in a plain function, a static member or at the top.
   */
  private thisOwner(node: Node): Node | undefined {
    let child = node;
    let current = this.scopes.parentOf(node);
    while (current) {
      if (current.type === 'PropertyDefinition' && child === current.value) return current.static ? undefined : this.scopes.parentOf(current);
      if (current.type === 'FunctionExpression' || current.type === 'FunctionDeclaration') {
        const up = this.scopes.parentOf(current);
        if (up?.type === 'MethodDefinition') return up.static || up.kind === 'get' || up.kind === 'set' ? undefined : this.scopes.parentOf(up);
        if (up?.type === 'Property' && up.value === current && up.kind === 'init') return this.scopes.parentOf(up);
        return undefined;
      }
      if (current.type === 'StaticBlock') return undefined;
      child = current;
      current = this.scopes.parentOf(current);
    }
    return undefined;
  }

  /** The method `name` of a class body (the class's own, not a getter). */
  private classMethod(body: Node, name: string): Node | undefined {
    for (const member of body.body as Node[]) {
      if (member.type !== 'MethodDefinition' || member.kind !== 'method' || member.computed || member.static) continue;
      const key = member.key as Node;
      if (key.type === 'Identifier' && key.name === name) return member.value as Node;
    }
    return undefined;
  }

  /** The function property `name` of an object literal (`execute() {}`, `build: function () {}`, `build: () => ...`). */
  private objectMethod(object: Node, name: string): Node | undefined {
    if (object.type !== 'ObjectExpression') return undefined;
    let found: Node | undefined;
    for (const property of object.properties as Node[]) {
      if (property.type === 'SpreadElement') return undefined;
      if (property.type !== 'Property' || keyName(property) !== name) continue;
      const value = unwrap(property.value as Node);
      found = property.kind === 'init' && isFunction(value) ? value : undefined;
    }
    return found;
  }

  /**
   * `this` as a value: an object literal's own value, or a class instance's fields: those a field
   * declaration or the constructor's own statements set once (`this.row = new ActionRowBuilder()...`,
   * changed by later statements of the constructor), and only when no other method writes them.
   */
  private thisValue(node: Node): Value {
    const owner = this.thisOwner(node);
    if (!owner) return unknown(node);
    if (owner.type === 'ObjectExpression') {
      if (this.ownersInProgress.has(owner)) return unknown(node);
      this.ownersInProgress.add(owner);
      try {
        return this.evaluate(owner);
      } finally {
        this.ownersInProgress.delete(owner);
      }
    }
    if (owner.type !== 'ClassBody') return unknown(node);
    let fields = this.classFields.get(owner) ?? this.runClassFields.get(owner);
    if (!fields) {
      if (this.ownersInProgress.has(owner)) return unknown(node);
      this.ownersInProgress.add(owner);
      const uses = this.choiceUses;
      try {
        fields = this.instanceFields(owner);
      } finally {
        this.ownersInProgress.delete(owner);
      }
      if (!this.probing) (this.choiceUses === uses ? this.classFields : this.runClassFields).set(owner, fields);
    } else if (this.runClassFields.get(owner) === fields) this.choiceUses++;
    // Fields not seen may be set elsewhere (a subclass, a base class): the instance is open.
    return { t: 'obj', props: new Map([...fields].map(([k, v]) => [k, cloneValue(v)])), open: true, node };
  }

  private instanceFields(body: Node): Map<string, Value> {
    const fields = new Map<string, Value>();
    const constructor = (body.body as Node[]).find((m) => m.type === 'MethodDefinition' && m.kind === 'constructor');
    const constructorBody = constructor ? ((constructor.value as Node).body as Node) : undefined;
    const statements = constructorBody ? (constructorBody.body as Node[]) : [];
    // Names written or changed outside the constructor's own statements: not known.
    const elsewhere = new Set<string>();
    const top = new Set(statements.filter((st) => st.type === 'ExpressionStatement'));
    const stack: Node[] = [body];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (current.type === 'MemberExpression' && unwrap(current.object as Node).type === 'ThisExpression') {
        const name = propertyName(current);
        const parent = this.scopes.parentOf(current);
        if (name !== undefined && parent && this.changes(current, parent) && !this.inStatements(current, top)) elsewhere.add(name);
      }
      for (const child of childrenOfNode(current)) stack.push(child);
    }
    for (const member of body.body as Node[]) {
      if (member.type !== 'PropertyDefinition' || member.static || member.computed) continue;
      const key = member.key as Node;
      if (key.type !== 'Identifier') continue;
      fields.set(key.name as string, member.value ? this.evaluate(member.value as Node) : { t: 'undefined', node: member });
    }
    for (const statement of statements) {
      if (statement.type !== 'ExpressionStatement') continue;
      const expression = unwrap(statement.expression as Node);
      if (expression.type === 'AssignmentExpression' && expression.operator === '=') {
        const target = unwrap(expression.left as Node);
        if (target.type === 'MemberExpression' && unwrap(target.object as Node).type === 'ThisExpression') {
          const name = propertyName(target);
          if (name !== undefined) fields.set(name, fields.has(name) && fields.get(name)!.t !== 'undefined' ? unknown(target) : this.evaluate(expression.right as Node));
        }
        continue;
      }
      // `this.row.addComponents(...)` in the constructor: a change of the field.
      const call = expression.type === 'AwaitExpression' ? unwrap(expression.argument as Node) : expression;
      if (call.type !== 'CallExpression') continue;
      let root = unwrap(call.callee as Node);
      while (root.type === 'CallExpression' || (root.type === 'MemberExpression' && unwrap(root.object as Node).type !== 'ThisExpression')) root = unwrap((root.type === 'CallExpression' ? root.callee : root.object) as Node);
      if (root.type !== 'MemberExpression') continue;
      const name = propertyName(root);
      const value = name !== undefined ? fields.get(name) : undefined;
      if (value) this.replayChain(value, call, true, root);
    }
    for (const name of elsewhere) if (fields.has(name)) fields.set(name, unknown(body));
    return fields;
  }

  /** `this.x = ...`, `this.x++`, `this.x.addComponents(...)`, `this.x.label = ...`, `fill(this.x)`: a change of the field. */
  private changes(member: Node, parent: Node): boolean {
    if (parent.type === 'AssignmentExpression') return parent.left === member;
    if (parent.type === 'UpdateExpression') return true;
    if (parent.type === 'CallExpression') return parent.callee !== member && unwrap(parent.callee as Node).type === 'Identifier';
    if (parent.type === 'MemberExpression' && parent.object === member) {
      const up = this.scopes.parentOf(parent);
      if (up?.type === 'AssignmentExpression' && up.left === parent) return true;
      const method = propertyName(parent);
      return up?.type === 'CallExpression' && up.callee === parent && method !== undefined && /^(set|add|splice|clear|remove|insert|push|unshift|pop|shift|spliceComponents)/.test(method);
    }
    return false;
  }

  /** The node is inside one of these statements, and not inside a function of theirs (a callback runs later). */
  private inStatements(node: Node, statements: Set<Node>): boolean {
    let current: Node | undefined = node;
    while (current) {
      if (statements.has(current)) return true;
      if (isFunction(current)) return false;
      current = this.scopes.parentOf(current);
    }
    return false;
  }

  private isTranslationCall(callee: Node): boolean {
    const path = memberPath(callee);
    if (!path) return false;
    const name = path.join('.');
    for (const pattern of this.translation) {
      if (pattern === name) return true;
      if (pattern.startsWith('*.') && path.length >= 2 && path[path.length - 1] === pattern.slice(2)) return true;
    }
    return false;
  }

  /**
   * A function of the file called with known arguments: its returned expression. With several
   * returns (or a return in an if), each is an alternative of the run (see the file's comment).
   */
  invoke(fn: Node, args: Value[], use: Node): Value {
    if (this.frames.some((f) => f.fn === fn) || this.frames.length > 8) return unknown(use);
    const body = fn.body as Node;
    let returned: Node | undefined;
    let chosen = false;
    if (fn.type === 'ArrowFunctionExpression' && body.type !== 'BlockStatement') returned = body;
    else {
      if (fn.async || fn.generator) return unknown(use);
      const returns = returnsOf(body);
      const statements = body.body as Node[];
      const last = statements[statements.length - 1];
      // Without a return or throw at its end, the function may also end without one: undefined.
      const fallsThrough = !last || (last.type !== 'ReturnStatement' && last.type !== 'ThrowStatement');
      if (returns.length === 1 && !fallsThrough && this.scopes.parentOf(returns[0]!) === body && returns[0]!.argument) returned = returns[0]!.argument as Node;
      else {
        const alternatives: (Node | undefined)[] = [...returns.map((r) => (r.argument ?? undefined) as Node | undefined), ...(fallsThrough ? [undefined] : [])];
        if (returns.length === 0 || alternatives.length > MAX_RETURNS) return unknown(use);
        const plain = this.plainAlternatives(() => {
          this.frames.push({ fn, args });
          try {
            return alternatives.map((a) => (a ? this.evaluate(a) : ({ t: 'undefined', node: use } as Value)));
          } finally {
            this.frames.pop();
          }
        }, use);
        if (plain) return plain;
        const index = this.choose(alternatives.length);
        if (index === undefined) return unknown(use);
        chosen = true;
        returned = alternatives[index];
        if (!returned) return { t: 'unknown', node: use, falsy: true };
      }
    }
    if (fn.async) return unknown(use);
    this.frames.push({ fn, args });
    // The function's own changes of its variables count up to its return, not up to the send that calls it.
    const position = this.position;
    this.position = rangeOf(returned)[0];
    try {
      return chosen ? this.alternative(returned) : this.evaluate(returned);
    } finally {
      this.position = position;
      this.frames.pop();
    }
  }

  private methodCall(target: Value, method: string, node: Node, args: Node[]): Value {
    if (target.t === 'obj' && target.builder) {
      if (method === 'toJSON') return target;
      // Chains build one value: a builder is changed by its methods and returns itself.
      const result = this.builderMethod(target, method, node, true);
      if (result === target) target.node = node;
      return result;
    }
    if (target.t === 'arr') {
      if (method === 'map' && !target.open && args[0]) {
        const fn = this.evaluate(args[0]);
        if (fn.t !== 'fn') return unknown(node);
        return { t: 'arr', items: target.items.map((item, index) => this.invoke(fn.fn, [item, { t: 'num', v: index, node }, target], item.node)), open: false, node };
      }
      if (method === 'join' && !target.open) {
        const separator = args[0] ? textOf(this.evaluate(args[0])) : [','];
        if (!separator) return unknown(node);
        const parts: (string | null)[] = [];
        target.items.forEach((item, i) => {
          if (i > 0) appendAll(parts, separator);
          appendAll(parts, (item.t === 'null' || item.t === 'undefined' ? [''] : (textOf(item) ?? [null])));
        });
        return { t: 'str', parts: concatParts(parts), node };
      }
      if (method === 'concat' && !target.open) {
        const out: ArrayValue = { t: 'arr', items: [...target.items], open: false, node };
        for (const arg of args) {
          const value = this.evaluate(arg);
          if (value.t === 'arr') {
            appendAll(out.items, value.items);
            if (value.open) out.open = true;
          } else out.items.push(value);
        }
        return out;
      }
      return unknown(node);
    }
    if (target.t === 'str') {
      const text = knownText(target);
      const argValues = args.map((a) => this.evaluate(a));
      if (text === undefined) return unknown(node);
      const n = (i: number) => (argValues[i]?.t === 'num' ? (argValues[i] as { v: number }).v : undefined);
      const s = (i: number) => (argValues[i] ? knownText(argValues[i]!) : undefined);
      switch (method) {
        case 'toUpperCase':
          return str(text.toUpperCase(), node);
        case 'toLowerCase':
          return str(text.toLowerCase(), node);
        case 'trim':
          return str(text.trim(), node);
        case 'repeat':
          return n(0) !== undefined && n(0)! >= 0 && n(0)! < 10_000 ? str(text.repeat(n(0)!), node) : unknown(node);
        case 'toString':
          return str(text, node);
        case 'padEnd':
        case 'padStart':
          return n(0) !== undefined && n(0)! < 10_000 ? str(method === 'padEnd' ? text.padEnd(n(0)!, s(1) ?? ' ') : text.padStart(n(0)!, s(1) ?? ' '), node) : unknown(node);
        case 'slice':
        case 'substring':
          if (args.length >= 1 && n(0) !== undefined && (args.length === 1 || n(1) !== undefined)) return str(method === 'slice' ? text.slice(n(0), n(1)) : text.substring(n(0)!, n(1)), node);
          return unknown(node);
      }
      return unknown(node);
    }
    return unknown(node);
  }

  private construct(node: Node): Value {
    const path = memberPath(node.callee as Node);
    const cls = path?.[path.length - 1];
    if (!cls || !(cls in BUILDER_TYPES)) return unknown(node);
    // A builder class imported from elsewhere or declared in the file under the same name would be another thing.
    const head = unwrap(node.callee as Node);
    if (head.type === 'Identifier') {
      const binding = this.scopes.resolve(head);
      // A class of the file's own under a builder's name is another thing (`require('discord.js')` destructured is fine).
      if (binding && (binding.kind === 'class' || binding.kind === 'function' || binding.kind === 'param')) return unknown(node);
      // A bot's own builders (`import { ButtonBuilder } from '#builders'`) may do anything with what they are given.
      if (binding && !fromDiscordJs(binding, this.scopes)) return unknown(node);
    }
    const builder: ObjectValue = { t: 'obj', props: new Map(), open: false, node, builder: cls };
    const type = BUILDER_TYPES[cls];
    const args = node.arguments as Node[];
    if (cls === 'AttachmentBuilder' || cls === 'MessageAttachment') {
      const data = args[1] ? this.evaluate(args[1]) : undefined;
      const name = data?.t === 'obj' ? data.props.get('name') : undefined;
      const file = args[0] ? knownText(this.evaluate(args[0])) : undefined;
      if (name) builder.props.set('name', name);
      else if (file !== undefined && !/^https?:/.test(file)) builder.props.set('name', str(file.split(/[\\/]/).pop() ?? file, args[0]!));
      else builder.open = true;
      return builder;
    }
    if (args[0]) {
      const data = this.evaluate(args[0]);
      if (data.t === 'obj') {
        // discord.js's builders take API data or its camelCase (toSnakeCase).
        for (const [k, v] of data.props) builder.props.set(snakeCase(k), v);
        if (data.open) builder.open = true;
      } else if (data.t !== 'undefined') builder.open = true;
    }
    if (type !== undefined && !builder.props.has('type')) builder.props.set('type', { t: 'num', v: type, node });
    const style = BUTTON_CLASS_STYLES[cls];
    if (style !== undefined) builder.props.set('style', { t: 'num', v: style, node });
    return builder;
  }

  /** A new builder of a class, for a callback's parameter. */
  private newBuilder(cls: string, node: Node): ObjectValue {
    const builder: ObjectValue = { t: 'obj', props: new Map(), open: false, node, builder: cls };
    const type = BUILDER_TYPES[cls];
    if (type !== undefined) builder.props.set('type', { t: 'num', v: type, node });
    return builder;
  }

  /**
   * One builder method: the builder (changed) when the method is known, unknown otherwise. With
   * `certain` false the call may not run (an if, a loop): what it sets becomes unknown.
   */
  private builderMethod(target: ObjectValue, method: string, call: Node, certain: boolean): Value {
    const args = call.arguments as Node[];
    const cls = target.builder!;
    const set = (field: string, value: Value) => target.props.set(field, certain ? value : unknown(call));
    const setter = SETTERS[method];
    if (setter) {
      let value: Value = args[0] ? this.evaluate(args[0]) : BOOLEAN_DEFAULT_TRUE.has(method) ? { t: 'bool', v: true, node: call } : { t: 'undefined', node: call };
      if (method === 'setStyle' && value.t === 'str') {
        const text = knownText(value);
        const v13 = text === undefined ? undefined : (cls === 'TextInputComponent' ? V13_TEXT_INPUT_STYLES : V13_BUTTON_STYLES)[text];
        value = v13 !== undefined ? { t: 'num', v: v13, node: value.node } : unknown(value.node);
      }
      if (method === 'setEmoji') value = emojiValue(value);
      if (method === 'setColor') value = colorValue(value);
      if (method === 'setTimestamp') {
        value = args[0] ? (value.t === 'null' ? value : unknown(value.node)) : str('2020-01-01T00:00:00.000Z', call);
        if (value.t !== 'str' && value.t !== 'null') {
          target.props.set('timestamp', unknown(call));
          return target;
        }
      }
      if ((method === 'setURL' || method === 'setUrl') && URL_FIELD[cls]) {
        const [outer, inner] = URL_FIELD[cls] as [string, string];
        target.props.set(outer, { t: 'obj', props: new Map([[inner, certain ? value : unknown(call)]]), open: false, node: call });
        return target;
      }
      if (value.t === 'undefined' || value.t === 'null') target.props.delete(setter);
      else set(setter, value);
      return target;
    }
    if (method === 'clearAccentColor') {
      target.props.delete('accent_color');
      return target;
    }
    if (method === 'setImage' || method === 'setThumbnail') {
      const value = args[0] ? this.evaluate(args[0]) : { t: 'undefined' as const, node: call };
      const field = method === 'setImage' ? 'image' : 'thumbnail';
      if (value.t === 'null' || value.t === 'undefined') target.props.delete(field);
      else set(field, { t: 'obj', props: new Map([['url', value]]), open: false, node: value.node });
      return target;
    }
    if (method === 'setFooter' || method === 'setAuthor') {
      const field = method === 'setFooter' ? 'footer' : 'author';
      const first = args[0] ? this.evaluate(args[0]) : { t: 'undefined' as const, node: call };
      if (first.t === 'null' || first.t === 'undefined') target.props.delete(field);
      else if (first.t === 'obj') set(field, first);
      else {
        // v13: setFooter(text, iconURL), setAuthor(name, iconURL, url).
        const props = new Map<string, Value>([[field === 'footer' ? 'text' : 'name', first]]);
        if (args[1]) props.set('icon_url', this.evaluate(args[1]));
        if (args[2]) props.set('url', this.evaluate(args[2]));
        set(field, { t: 'obj', props, open: false, node: call });
      }
      return target;
    }
    if (method === 'addField') {
      const field: ObjectValue = { t: 'obj', props: new Map(), open: false, node: call };
      if (args[0]) field.props.set('name', this.evaluate(args[0]));
      if (args[1]) field.props.set('value', this.evaluate(args[1]));
      if (args[2]) field.props.set('inline', this.evaluate(args[2]));
      this.appendTo(target, 'fields', { items: [field], open: false }, certain, false, call);
      return target;
    }
    const adder = ADDERS[method];
    if (adder) {
      const items = this.adderItems(args, adder.builder ?? defaultItemBuilder(cls, method), ADDER_ITEM_TYPE[method]);
      this.appendTo(target, adder.field, items, certain, adder.replace === true, call);
      return target;
    }
    const child = CHILD_SETTERS[method];
    if (child) {
      const value = args[0] ? this.item(args[0], child.builder, undefined) : unknown(call);
      set(child.field, value);
      return target;
    }
    const defaults = DEFAULT_VALUE_ADDERS[method];
    if (defaults) {
      const ids = this.spreadArgs(args);
      const flat = flattenOne(ids.items);
      const entries: Value[] = flat.map((id) => ({ t: 'obj', props: new Map<string, Value>([['id', id], ['type', str(defaults.type, id.node)]]), open: false, node: id.node }));
      this.appendTo(target, 'default_values', { items: entries, open: ids.open }, certain, defaults.replace, call);
      return target;
    }
    if (method === 'setName' && (cls === 'AttachmentBuilder' || cls === 'MessageAttachment')) {
      set('name', args[0] ? this.evaluate(args[0]) : unknown(call));
      return target;
    }
    if (/^(set|add|splice|clear|remove|insert)/.test(method)) {
      // A method not modelled: what it changes is not known.
      target.open = true;
      for (const value of target.props.values()) if (value.t === 'arr') value.open = true;
      return target;
    }
    return unknown(call);
  }

  private appendTo(target: ObjectValue, field: string, items: { items: Value[]; open: boolean }, certain: boolean, replace: boolean, call: Node): void {
    let list = target.props.get(field);
    if (replace || !list || list.t !== 'arr') {
      if (list && list.t !== 'arr' && !replace) {
        target.props.set(field, unknown(call));
        return;
      }
      // The list is written where its adder is named (`.addComponents(`), not where the chain starts.
      const callee = unwrap(call.callee as Node);
      list = { t: 'arr', items: [], open: false, node: callee.type === 'MemberExpression' && !callee.computed ? (callee.property as Node) : call };
      target.props.set(field, list);
    }
    if (!certain) {
      list.open = true;
      const group = this.maybeGroup;
      if (group && !replace) appendAll(list.items, items.items.map((item) => maybeOf(item, group)));
      return;
    }
    appendAll(list.items, items.items);
    if (items.open) list.open = true;
  }

  /** An adder's arguments: items or arrays of items (discord.js's normalizeArray), callbacks given a new builder. */
  private adderItems(args: Node[], builder: string | undefined, itemType: number | undefined): { items: Value[]; open: boolean } {
    const out: { items: Value[]; open: boolean } = { items: [], open: false };
    const single = args.length === 1 && args[0]!.type !== 'SpreadElement';
    for (const arg of args) {
      if (arg.type === 'SpreadElement') {
        const spread = this.evaluate(arg.argument as Node);
        if (spread.t === 'arr') {
          appendAll(out.items, spread.items.map((i) => this.typed(i, itemType)));
          if (spread.open) out.open = true;
        } else out.open = true;
        continue;
      }
      const value = this.item(arg, builder, itemType);
      if (single && value.t === 'arr') {
        appendAll(out.items, value.items.map((i) => this.typed(i, itemType)));
        if (value.open) out.open = true;
      } else if (value.t === 'unknown' && single) out.open = true;
      else out.items.push(value);
    }
    return out;
  }

  /** One child: a callback gets a new builder and returns it; a raw object gets the adder's type. */
  private item(arg: Node, builder: string | undefined, itemType: number | undefined): Value {
    const value = this.evaluate(arg);
    if (value.t === 'fn') {
      if (!builder) return unknown(arg);
      return this.invoke(value.fn, [this.newBuilder(builder, arg)], arg);
    }
    return this.typed(value, itemType);
  }

  private typed(value: Value, itemType: number | undefined): Value {
    if (itemType !== undefined && value.t === 'obj' && !value.builder && !value.props.has('type')) {
      const copy: ObjectValue = { ...value, props: new Map(value.props) };
      copy.props.set('type', { t: 'num', v: itemType, node: value.node });
      return copy;
    }
    return value;
  }
}

/** The module a binding comes from, when it is imported or required: discord.js's (or a module whose name says discord), or another. */
function fromDiscordJs(binding: Binding, scopes: Scopes): boolean {
  let source: unknown;
  if (binding.kind === 'import') source = (scopes.parentOf(binding.declaration)?.source as Node | undefined)?.value;
  else if (binding.init) {
    const init = unwrap(binding.init);
    const callee = init.type === 'CallExpression' ? unwrap(init.callee as Node) : undefined;
    const arg = init.type === 'CallExpression' ? (init.arguments as Node[])[0] : undefined;
    if (callee?.type === 'Identifier' && callee.name === 'require' && arg) source = arg.value;
  }
  return typeof source !== 'string' || /discord/i.test(source);
}

function defaultItemBuilder(cls: string, method: string): string | undefined {
  if (method === 'addOptions' || method === 'setOptions') return cls === 'RadioGroupBuilder' ? 'RadioGroupOptionBuilder' : cls === 'CheckboxGroupBuilder' ? 'CheckboxGroupOptionBuilder' : 'StringSelectMenuOptionBuilder';
  return undefined;
}

/** Whether a value is truthy, when that is known. */
function truthiness(value: Value): boolean | undefined {
  switch (value.t) {
    case 'bool':
      return value.v;
    case 'num':
      return value.v !== 0 && !Number.isNaN(value.v);
    case 'null':
    case 'undefined':
      return false;
    case 'obj':
    case 'arr':
    case 'fn':
      return true;
    case 'str': {
      if (value.translation) return undefined;
      const text = knownText(value);
      if (text !== undefined) return text !== '';
      return value.parts.some((p) => p !== null && p !== '') ? true : undefined;
    }
    default:
      return undefined;
  }
}

function flattenOne(items: Value[]): Value[] {
  return items.flatMap((i) => (i.t === 'arr' ? i.items : [i]));
}

function emojiValue(value: Value): Value {
  const text = knownText(value);
  if (text !== undefined) {
    const emoji = partialEmoji(text);
    return { t: 'obj', props: new Map(Object.entries(emoji).map(([k, v]) => [k, typeof v === 'boolean' ? { t: 'bool', v, node: value.node } : str(String(v), value.node)])), open: false, node: value.node };
  }
  if (value.t === 'obj') return value;
  return unknown(value.node);
}

function colorValue(value: Value): Value {
  if (value.t === 'num' || value.t === 'null') return value;
  const text = knownText(value);
  const n = colorNumber(text);
  if (n !== undefined) return { t: 'num', v: n, node: value.node };
  if (value.t === 'arr' && value.items.every((i) => i.t === 'num')) {
    const rgb = colorNumber(value.items.map((i) => (i as { v: number }).v));
    if (rgb !== undefined) return { t: 'num', v: rgb, node: value.node };
  }
  return unknown(value.node);
}

/** The return statements of a function body, not those of functions inside it. */
function returnsOf(body: Node): Node[] {
  const out: Node[] = [];
  const stack: Node[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'ReturnStatement') out.push(node);
    for (const key in node) {
      if (key === 'parent' || key === 'loc' || key === 'range') continue;
      const value = node[key];
      const children = Array.isArray(value) ? value : [value];
      for (const child of children) {
        if (typeof child === 'object' && child !== null && typeof (child as Node).type === 'string' && !isFunction(child as Node) && (child as Node).type !== 'ClassBody') stack.push(child as Node);
      }
    }
  }
  return out;
}
