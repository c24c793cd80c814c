/**
 * The import graph of src/ and rules/, read with TypeScript's parser (so imports inside strings or
 * comments are not imports), and Tarjan's strongly connected components over it.
 *
 * An import is a runtime import unless it is erased at build time: `import type`, `export type`, braces
 * holding only `type X` names, and `typeof import('./x.js')` in a type. Everything else that names a
 * relative module is a runtime import: `import ... from`, `export ... from`, `import './x.js'` and
 * `import('./x.js')` with a string literal.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** Importing file, relative to the project's root, with forward slashes (`src/lint.ts`). */
  from: string;
  /** Imported file, relative to the project's root. */
  to: string;
  /** 1-based line of the import in `from`. */
  line: number;
  /** Erased when compiled (`import type`, braces of `type X` only, `typeof import()`). */
  typeOnly: boolean;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
}

export interface ModuleReference {
  specifier: string;
  line: number;
  typeOnly: boolean;
}

const isTypeOnlyBraces = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  elements.length > 0 && elements.every((e) => e.isTypeOnly);

/** The modules a TypeScript file names in imports, re-exports and dynamic imports (string literals only). */
export function moduleReferences(text: string, fileName = 'file.ts'): ModuleReference[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: ModuleReference[] = [];
  const add = (node: ts.Node, specifier: ts.Node | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    found.push({ specifier: specifier.text, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      // No clause: `import './x.js'`. A default name or `* as ns` is a value.
      const typeOnly =
        !!clause && (clause.isTypeOnly || (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && isTypeOnlyBraces(clause.namedBindings.elements)));
      add(node, node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      add(node, node.moduleSpecifier, node.isTypeOnly || (!!clause && ts.isNamedExports(clause) && isTypeOnlyBraces(clause.elements)));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** The .ts files under `folders` (recursively), without .d.ts files and without `excluded` folders. */
export function sourceFiles(root: string, folders: readonly string[], excluded: readonly string[] = []): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!excluded.includes(rel)) walk(rel);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(rel);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

/** The import edges between `files` (relative to `root`); imports of anything else (packages, JSON, generated JS) are left out. */
export function importGraph(root: string, files: readonly string[]): ImportGraph {
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
    const base = toPosix(path.relative(root, path.resolve(root, path.dirname(from), specifier)));
    const candidates = [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, `${base.replace(/\.js$/, '')}/index.ts`, `${base}/index.ts`];
    return candidates.find((c) => known.has(c));
  };
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const ref of moduleReferences(readFileSync(path.join(root, from), 'utf8'), from)) {
      const to = resolve(from, ref.specifier);
      if (to) edges.push({ from, to, line: ref.line, typeOnly: ref.typeOnly });
    }
  }
  return { files: [...files], edges };
}

/**
 * The cycles of a directed graph: its strongly connected components (Tarjan) of more than one node,
 * and single nodes with an edge to themselves. Each cycle lists its nodes in the order they were reached.
 */
export function cyclesOf(nodes: Iterable<string>, successors: (node: string) => Iterable<string>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    let selfLoop = false;
    for (const w of successors(v)) {
      if (w === v) selfLoop = true;
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || selfLoop) cycles.push(component.reverse());
    }
  };
  for (const v of nodes) if (!index.has(v)) connect(v);
  return cycles;
}

/** Successor lists of a list of edges. */
export function adjacency(edges: Iterable<{ from: string; to: string }>): Map<string, Set<string>> {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  return next;
}

/** One shortest closed path through `start` inside `within` (`a -> b -> a`), for a readable failure message. */
export function shortestCycleThrough(start: string, next: Map<string, Set<string>>, within: ReadonlySet<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    for (const w of next.get(v) ?? []) {
      if (!within.has(w)) continue;
      if (w === start) {
        const back: string[] = [];
        for (let u: string | undefined = v; u !== undefined && u !== start; u = previous.get(u)) back.push(u);
        return [start, ...back.reverse(), start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [];
}

/** The layer of a file: `src/<folder>/` for anything in a folder of src/ (nested ones too), the file itself directly in src/, `rules/`. */
export function layerOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'rules') return 'rules/';
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : file;
}
