/**
 * A cordlint fix on a payload built in code, mapped onto the code. The Linter's fixes are text
 * edits on the payload's JSON; here they are read back as changes of the JSON value (a value
 * replaced, a property removed, inserted or renamed) and each change is written where the code
 * wrote that value, if it was written by a plain literal in one place:
 *
 * - a replaced value must be a string, number, boolean or null literal whose value is the JSON's;
 * - a removed or renamed property, and an object a property is inserted into, must be an object
 *   literal's own property (no spread in it, for a removal), with a value that has no side effect;
 * - the literal (or object literal) must reach the sending call through object literals, arrays,
 *   builder methods' arguments (`setStyle(1)`, `new ButtonBuilder({ ... })`), their callbacks, and
 *   constants used exactly once; not through a variable used twice, a `.map`, a function of the
 *   file, a later statement (`button.setLabel(...)`), a template or a string joined from parts.
 *
 * Anything else and the fix is not offered (undefined). Only the literal's own text is replaced; a
 * removed property goes with its comma; the rest of the code keeps its formatting.
 */
import { applyEdits, type TextEdit } from '../fix/edits.js';
import { isFunction, keyName, propertyName, rangeOf, unwrap, type Node } from './ast.js';
import type { PathEntry } from './materialize.js';
import { ScopeIndex } from './scope.js';

/** What a fix is mapped with: the code and one sending call's materialized payload (one run of it). */
export interface FixContext {
  text: string;
  program: Node;
  /** The sending call the payload is the argument of. */
  call: Node;
  /** The JSON text the Linter linted, and the pointers' nodes. */
  json: string;
  paths: Map<string, PathEntry>;
}

type Change =
  | { op: 'replace'; pointer: string; from: unknown; to: unknown }
  | { op: 'remove'; parent: string; key: string }
  | { op: 'add'; parent: string; key: string; value: unknown; before: string | undefined }
  | { op: 'rename'; parent: string; from: string; to: string };

/** The code's edits for the payload's fix edits, or undefined when any part cannot be written as a literal in one place. */
export function mapFix(edits: readonly TextEdit[], context: FixContext): TextEdit[] | undefined {
  let before: unknown;
  let after: unknown;
  try {
    before = JSON.parse(context.json);
    after = JSON.parse(applyEdits(context.json, edits));
  } catch {
    return undefined;
  }
  const changes: Change[] = [];
  if (!diff(before, after, '', changes) || changes.length === 0) return undefined;
  const out: TextEdit[] = [];
  // Properties removed from one object are removed together: two side by side share a comma.
  const removed = new Map<string, string[]>();
  for (const change of changes) {
    if (change.op === 'remove') {
      const keys = removed.get(change.parent);
      if (keys) keys.push(change.key);
      else removed.set(change.parent, [change.key]);
      continue;
    }
    const edit = mapChange(change, context);
    if (!edit) return undefined;
    out.push(edit);
  }
  for (const [parent, keys] of removed) {
    const edits = mapRemovals(parent, keys, context);
    if (!edits) return undefined;
    for (const edit of edits) out.push(edit);
  }
  out.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  for (let i = 1; i < out.length; i++) if (out[i]!.range[0] < out[i - 1]!.range[1]) return undefined;
  return out;
}

// ---------------------------------------------------------------------------------------------
// The change a fix makes to the JSON value

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
  }
  return false;
}

function pointerOf(parent: string, key: string | number): string {
  return `${parent}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The changes from `a` to `b`; false when they are not replacements, removals, insertions and renames of properties (an array that grew or shrank, a value that changed kind). */
function diff(a: unknown, b: unknown, pointer: string, out: Change[]): boolean {
  if (equal(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    return a.every((item, i) => diff(item, b[i], pointerOf(pointer, i), out));
  }
  if (isObject(a) && isObject(b)) {
    const removed = Object.keys(a).filter((k) => !Object.hasOwn(b, k));
    const added = Object.keys(b).filter((k) => !Object.hasOwn(a, k));
    for (const key of Object.keys(a)) if (Object.hasOwn(b, key) && !diff(a[key], b[key], pointerOf(pointer, key), out)) return false;
    for (const from of [...removed]) {
      const to = added.find((k) => equal(a[from], b[k]));
      if (to === undefined) continue;
      out.push({ op: 'rename', parent: pointer, from, to });
      removed.splice(removed.indexOf(from), 1);
      added.splice(added.indexOf(to), 1);
    }
    for (const key of removed) out.push({ op: 'remove', parent: pointer, key });
    const order = Object.keys(b);
    for (const key of added) {
      const next = order.slice(order.indexOf(key) + 1).find((k) => Object.hasOwn(a, k));
      out.push({ op: 'add', parent: pointer, key, value: b[key], before: next });
    }
    return true;
  }
  if (isPrimitive(a) && isPrimitive(b)) {
    out.push({ op: 'replace', pointer, from: a, to: b });
    return true;
  }
  return false;
}

function isPrimitive(value: unknown): value is string | number | boolean | null {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

// ---------------------------------------------------------------------------------------------
// Each change, where the code wrote it

function mapChange(change: Change, context: FixContext): TextEdit | undefined {
  switch (change.op) {
    case 'replace': {
      const entry = plainEntry(context.paths.get(change.pointer));
      if (!entry || !isPrimitive(change.to) || !isPlainLiteral(entry.node) || literalValue(entry.node) !== change.from) return undefined;
      if (!writtenOnce(entry.node, context)) return undefined;
      const [start, end] = rangeOf(entry.node);
      return { range: [start, end], text: literalText(change.to, context.text.slice(start, end)) };
    }
    case 'remove':
      return undefined;
    case 'rename': {
      const found = ownProperty(change.parent, change.from, context);
      if (!found || found.property.shorthand || found.property.computed || keyName(found.property) !== change.from) return undefined;
      if (found.object.properties.some(isSpread) || hasKey(found.object, change.to)) return undefined;
      const key = found.property.key as Node;
      const [start, end] = rangeOf(key);
      return { range: [start, end], text: keyText(change.to, context.text.slice(start, end)) };
    }
    case 'add': {
      if (!isPrimitive(change.value) || context.paths.has(pointerOf(change.parent, change.key))) return undefined;
      const object = objectLiteral(change.parent, context);
      if (!object || hasKey(object, change.key)) return undefined;
      return insertion(object, change, context);
    }
  }
}

/** An entry written plainly: known, whole, not translated, not made by the extractor. */
function plainEntry(entry: PathEntry | undefined): PathEntry | undefined {
  if (!entry || entry.unknown || entry.open || entry.partial || entry.synthesized || entry.translation !== undefined) return undefined;
  return entry;
}

function isPlainLiteral(node: Node): boolean {
  if (node.type === 'Literal') return node.regex === undefined && node.bigint === undefined && (node.value === null || ['string', 'number', 'boolean'].includes(typeof node.value));
  return node.type === 'StringLiteral' || node.type === 'NumericLiteral' || node.type === 'BooleanLiteral' || node.type === 'NullLiteral';
}

function literalValue(node: Node): unknown {
  return node.type === 'NullLiteral' ? null : node.value;
}

/** A value written as the code writes its literal: a string in the literal's quotes. */
function literalText(value: string | number | boolean | null, raw: string): string {
  if (typeof value !== 'string') return String(value);
  return quoted(value, raw.startsWith("'") ? "'" : '"');
}

function quoted(text: string, quote: "'" | '"'): string {
  const json = JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  if (quote === '"') return json;
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function keyText(key: string, raw: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key) && !/^['"]/.test(raw)) return key;
  return quoted(key, raw.startsWith("'") ? "'" : '"');
}

function isSpread(property: Node): boolean {
  return property.type !== 'Property' && property.type !== 'ObjectProperty';
}

/** Whether an object literal has a property named `key` (or its camelCase, as discord.js writes it). */
function hasKey(object: Node, key: string): boolean {
  const camel = key.replace(/_([a-z])/g, (_all, letter: string) => letter.toUpperCase());
  return (object.properties as Node[]).some((p) => {
    if (isSpread(p)) return false;
    const name = keyName(p);
    return name === undefined || name === key || name === camel || name.replace(/_([a-z])/g, (_all, letter: string) => letter.toUpperCase()) === camel;
  });
}

/** The object literal at a pointer, written once: the one a property is inserted into or removed from. */
function objectLiteral(pointer: string, context: FixContext): (Node & { properties: Node[] }) | undefined {
  const entry = context.paths.get(pointer);
  if (!entry || entry.unknown || entry.open || entry.synthesized) return undefined;
  const node = entry.node;
  if (node.type !== 'ObjectExpression' || !writtenOnce(node, context)) return undefined;
  return node as Node & { properties: Node[] };
}

/** The object literal's own property whose value is the one at `parent/key`. */
function ownProperty(parent: string, key: string, context: FixContext): { object: Node & { properties: Node[] }; property: Node } | undefined {
  const object = objectLiteral(parent, context);
  const entry = context.paths.get(pointerOf(parent, key));
  if (!object || !entry || entry.synthesized) return undefined;
  const matches = object.properties.filter((p) => !isSpread(p) && p.kind !== 'get' && p.kind !== 'set' && !p.method && unwrap(p.value as Node) === entry.node);
  if (matches.length !== 1) return undefined;
  const property = matches[0]!;
  const name = keyName(property);
  // The same name written twice: which one counts is not for a fix to guess.
  if (name === undefined || object.properties.filter((p) => !isSpread(p) && keyName(p) === name).length !== 1) return undefined;
  return { object, property };
}

/** An expression whose removal changes nothing but the payload: no call, no assignment, no getter it could run. */
function isPure(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'Identifier':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).every((e) => isPure(unwrap(e)));
    case 'UnaryExpression':
      return node.operator !== 'delete' && isPure(unwrap(node.argument as Node));
    case 'MemberExpression':
      return !node.computed && isPure(unwrap(node.object as Node));
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).every((e) => e === null || (e.type !== 'SpreadElement' && isPure(unwrap(e))));
    case 'ObjectExpression':
      return (node.properties as Node[]).every((p) => !isSpread(p) && !p.computed && isPure(unwrap(p.value as Node)));
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Written once: the literal reaches the sending call along one way

const scopesOf = new WeakMap<Node, ScopeIndex>();

function scopes(program: Node): ScopeIndex {
  let index = scopesOf.get(program);
  if (!index) scopesOf.set(program, (index = new ScopeIndex(program, new Set())));
  return index;
}

/** Methods whose arguments and receivers become part of the payload: discord.js's builders' `set...`, `add...`, `splice...`, `toJSON`. */
const BUILDER_METHOD = /^(?:set|add|splice|insert)[A-Z]|^toJSON$/;

function writtenOnce(node: Node, context: FixContext): boolean {
  let count = 0;
  for (const entry of context.paths.values()) if (entry.node === node && ++count > 1) return false;
  if (count !== 1) return false;
  const index = scopes(context.program);
  let current = node;
  for (let steps = 0; steps < 500; steps++) {
    if (current === context.call) return true;
    const parent = index.parentOf(current);
    if (!parent) return false;
    if (parent === context.call) return (parent.arguments as Node[]).includes(current);
    switch (parent.type) {
      case 'Property':
      case 'ObjectProperty':
        if (parent.value !== current || parent.computed) return false;
        break;
      case 'ObjectExpression':
      case 'ArrayExpression':
      case 'SpreadElement':
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'TSSatisfiesExpression':
      case 'TSTypeAssertion':
      case 'ParenthesizedExpression':
      case 'ChainExpression':
        break;
      case 'NewExpression':
        if (!(parent.arguments as Node[]).includes(current)) return false;
        break;
      case 'CallExpression': {
        // An argument of a builder method (`setStyle(1)`, `addComponents(row)`), or the chain it is called on.
        const callee = unwrap(parent.callee as Node);
        if (callee.type !== 'MemberExpression') return false;
        const method = propertyName(callee);
        if (method === undefined || !BUILDER_METHOD.test(method)) return false;
        if (!(parent.arguments as Node[]).includes(current) && parent.callee !== current) return false;
        break;
      }
      case 'MemberExpression': {
        // `x.setLabel` of `x.setLabel(...)`: the chain goes on.
        const method = propertyName(parent);
        if (parent.object !== current || method === undefined || !BUILDER_METHOD.test(method)) return false;
        break;
      }
      case 'ArrowFunctionExpression': {
        // A builder's callback, `(t) => t.setContent('...')`, called once by the builder.
        if (parent.body !== current || !isBuilderCallback(parent, index)) return false;
        break;
      }
      case 'ReturnStatement': {
        const block = index.parentOf(parent);
        const fn = block && index.parentOf(block);
        if (!block || block.type !== 'BlockStatement' || !fn || !isFunction(fn) || (fn.body as Node) !== block || !isBuilderCallback(fn, index)) return false;
        current = fn;
        continue;
      }
      case 'VariableDeclarator': {
        if (parent.init !== current) return false;
        const use = onlyUse(parent, index);
        if (!use) return false;
        current = use;
        continue;
      }
      default:
        return false;
    }
    current = parent;
  }
  return false;
}

/** A function passed to a builder method (`addTextDisplayComponents((t) => ...)`). */
function isBuilderCallback(fn: Node, index: ScopeIndex): boolean {
  const call = index.parentOf(fn);
  if (!call || call.type !== 'CallExpression' || !(call.arguments as Node[]).includes(fn)) return false;
  const callee = unwrap(call.callee as Node);
  const method = callee.type === 'MemberExpression' ? propertyName(callee) : undefined;
  return method !== undefined && BUILDER_METHOD.test(method);
}

/** The one place a constant (or a variable never written again) is used, or undefined when it is used elsewhere too, or not at all. */
function onlyUse(declarator: Node, index: ScopeIndex): Node | undefined {
  const id = declarator.id as Node;
  if (id.type !== 'Identifier') return undefined;
  const declaration = index.parentOf(declarator);
  if (!declaration || declaration.type !== 'VariableDeclaration' || declaration.kind === 'var') return undefined;
  const binding = index.resolve(id);
  if (!binding || binding.declaration !== declarator || binding.writes.length > 0 || binding.mutations.length > 0 || binding.escapes) return undefined;
  let use: Node | undefined;
  for (const [child, parent] of index.parents) {
    if (child === id || child.type !== 'Identifier' || child.name !== id.name || !isReference(child, parent)) continue;
    if (index.resolve(child) !== binding) continue;
    if (use) return undefined;
    use = child;
  }
  return use;
}

/** An identifier that reads a variable (not a property's name, a member's name or a label). */
function isReference(identifier: Node, parent: Node): boolean {
  if ((parent.type === 'Property' || parent.type === 'ObjectProperty') && parent.key === identifier && !parent.computed) return parent.shorthand === true && parent.value === identifier;
  if (parent.type === 'MemberExpression' && parent.property === identifier && !parent.computed) return false;
  if ((parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && parent.key === identifier && !parent.computed) return false;
  if (parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement') return false;
  if (parent.type.startsWith('TS') && parent.type !== 'TSAsExpression' && parent.type !== 'TSNonNullExpression' && parent.type !== 'TSSatisfiesExpression') return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Removing and inserting properties, as the code is laid out

/** Only spaces, line breaks and commas: a gap that holds a comment is not cut. */
function blank(text: string): boolean {
  return /^[\s,]*$/.test(text);
}

/** The properties `keys` of the object literal at `parent`, removed, each with its comma. */
function mapRemovals(parent: string, keys: string[], context: FixContext): TextEdit[] | undefined {
  const indices: number[] = [];
  let object: (Node & { properties: Node[] }) | undefined;
  for (const key of keys) {
    const found = ownProperty(parent, key, context);
    if (!found || found.object.properties.some(isSpread) || !isPure(unwrap(found.property.value as Node))) return undefined;
    object = found.object;
    indices.push(found.object.properties.indexOf(found.property));
  }
  if (!object) return undefined;
  indices.sort((a, b) => a - b);
  const out: TextEdit[] = [];
  // Each run of properties side by side is one cut.
  for (let i = 0; i < indices.length; ) {
    let j = i;
    while (j + 1 < indices.length && indices[j + 1] === indices[j]! + 1) j++;
    const edit = removal(object, indices[i]!, indices[j]!, context.text);
    if (!edit) return undefined;
    out.push(edit);
    i = j + 1;
  }
  return out;
}

/** Removes the properties `first` to `last` of an object literal, with their commas. */
function removal(object: Node & { properties: Node[] }, first: number, last: number, text: string): TextEdit | undefined {
  const properties = object.properties;
  const start = rangeOf(properties[first]!)[0];
  const end = rangeOf(properties[last]!)[1];
  for (let k = first; k < last; k++) if (!blank(text.slice(rangeOf(properties[k]!)[1], rangeOf(properties[k + 1]!)[0]))) return undefined;
  const next = properties[last + 1];
  if (next) {
    const nextStart = rangeOf(next)[0];
    if (!blank(text.slice(end, nextStart))) return undefined;
    return { range: [start, nextStart], text: '' };
  }
  const previous = properties[first - 1];
  const closing = rangeOf(object)[1] - 1;
  const tail = text.slice(end, closing);
  if (!blank(tail)) return undefined;
  if (previous) {
    const previousEnd = rangeOf(previous)[1];
    const gap = text.slice(previousEnd, start);
    if (!blank(gap)) return undefined;
    // A trailing comma after the last property stays where the code had one.
    return tail.includes(',') ? { range: [previousEnd + gap.indexOf(',') + 1, end + tail.indexOf(',') + 1], text: '' } : { range: [previousEnd, end], text: '' };
  }
  // Every property: the object is left empty.
  const objectStart = rangeOf(object)[0];
  if (!blank(text.slice(objectStart + 1, start))) return undefined;
  return { range: [objectStart + 1, closing], text: '' };
}

function insertion(object: Node & { properties: Node[] }, change: Extract<Change, { op: 'add' }>, context: FixContext): TextEdit | undefined {
  const { text } = context;
  const properties = object.properties;
  const key = /^[A-Za-z_$][\w$]*$/.test(change.key) ? change.key : quoted(change.key, quoteOf(object, text));
  const value = typeof change.value === 'string' ? quoted(change.value, quoteOf(object, text)) : String(change.value);
  const written = `${key}: ${value}`;
  const [objectStart, objectEnd] = rangeOf(object);
  if (properties.length === 0) {
    if (!blank(text.slice(objectStart + 1, objectEnd - 1))) return undefined;
    return { range: [objectStart + 1, objectEnd - 1], text: ` ${written} ` };
  }
  // Before the property the fixed payload has next, or after the last one.
  const entry = change.before !== undefined ? context.paths.get(pointerOf(change.parent, change.before)) : undefined;
  const next = entry && properties.find((p) => !isSpread(p) && unwrap(p.value as Node) === entry.node);
  if (next) {
    const at = rangeOf(next)[0];
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const indent = text.slice(lineStart, at);
    if (/^[ \t]*$/.test(indent)) return { range: [at, at], text: `${written},${eol(text)}${indent}` };
    return { range: [at, at], text: `${written}, ` };
  }
  const last = properties[properties.length - 1]!;
  const lastEnd = rangeOf(last)[1];
  const after = text.slice(lastEnd, objectEnd - 1);
  if (!blank(after)) return undefined;
  const lastStart = rangeOf(last)[0];
  const lineStart = text.lastIndexOf('\n', lastStart - 1) + 1;
  const indent = text.slice(lineStart, lastStart);
  if (/^[ \t]*$/.test(indent)) {
    const comma = after.includes(',');
    return comma ? { range: [lastEnd + after.indexOf(',') + 1, lastEnd + after.indexOf(',') + 1], text: `${eol(text)}${indent}${written},` } : { range: [lastEnd, lastEnd], text: `,${eol(text)}${indent}${written}` };
  }
  return { range: [lastEnd, lastEnd], text: `, ${written}` };
}

function eol(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** The quote the object's string literals use; double quotes when it has none. */
function quoteOf(object: Node & { properties: Node[] }, text: string): "'" | '"' {
  for (const property of object.properties) {
    if (isSpread(property)) continue;
    const value = unwrap(property.value as Node);
    if (isPlainLiteral(value) && typeof value.value === 'string') return text[rangeOf(value)[0]] === "'" ? "'" : '"';
  }
  return '"';
}
