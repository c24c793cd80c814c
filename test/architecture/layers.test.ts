/**
 * The shape of src/ and rules/, read from their imports: no file reaches itself again through runtime
 * imports, the layers (each folder of src/, each file directly in src/, and rules/) depend on one another
 * in one direction only, and nothing outside the CLI imports the CLI, not even its types.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjacency, cyclesOf, importGraph, layerOf, moduleReferences, shortestCycleThrough, sourceFiles, type ImportEdge } from './import-graph.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const graph = importGraph(root, sourceFiles(root, ['src', 'rules'], ['src/schema/generated']));
const runtime = graph.edges.filter((e) => !e.typeOnly);
const show = (e: ImportEdge) => `${e.from}:${e.line} -> ${e.to}${e.typeOnly ? ' (type only)' : ''}`;

/** Each cycle as its shortest loop, then every import inside it, grouped by `key` (fewest first: the likeliest to cut). */
function describeCycles(cycles: string[][], edges: ImportEdge[], nodeOf: (file: string) => string, noun: string): string {
  const next = adjacency(edges.map((e) => ({ from: nodeOf(e.from), to: nodeOf(e.to) })));
  return cycles
    .map((cycle) => {
      const inside = new Set(cycle);
      const groups = new Map<string, ImportEdge[]>();
      for (const e of edges) {
        const [from, to] = [nodeOf(e.from), nodeOf(e.to)];
        if (!inside.has(from) || !inside.has(to)) continue;
        const key = `${from} -> ${to}`;
        groups.set(key, [...(groups.get(key) ?? []), e]);
      }
      const lines = [...groups].sort((a, b) => a[1].length - b[1].length || a[0].localeCompare(b[0]));
      const body =
        noun === 'files'
          ? lines.flatMap(([, es]) => es).sort((a, b) => a.from.localeCompare(b.from) || a.line - b.line).map((e) => `  ${show(e)}`)
          : lines.map(([key, es]) => `  ${key} (${es.length}):\n${es.map((e) => `    ${show(e)}`).join('\n')}`);
      return `cycle of ${cycle.length} ${noun}: ${shortestCycleThrough(cycle[0]!, next, inside).join(' -> ')}\n${body.join('\n')}`;
    })
    .join('\n\n');
}

describe('the import graph', () => {
  it('finds every cycle of a small graph, a file importing itself included, and none in a graph without', () => {
    const edges = { a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['e', 'a'], f: ['d'] } as Record<string, string[]>;
    const cycles = cyclesOf(Object.keys(edges), (n) => edges[n] ?? []);
    expect(cycles.map((c) => [...c].sort())).toEqual([['a', 'b', 'c'], ['e']]);
    expect(shortestCycleThrough('a', adjacency(Object.entries(edges).flatMap(([from, tos]) => tos.map((to) => ({ from, to })))), new Set(['a', 'b', 'c']))).toEqual(['a', 'b', 'c', 'a']);
    expect(cyclesOf(['a', 'b', 'c'], (n) => ({ a: ['b', 'c'], b: ['c'] })[n] ?? [])).toEqual([]);
  });

  it('counts value, side-effect, re-export and dynamic imports as runtime ones, and not type-only ones', () => {
    const text = [
      "import { value } from './value.js';",
      "import type { T } from './type.js';",
      "import { type U, type V } from './braces-of-types.js';",
      "import Default, { type W } from './default-and-type.js';",
      "import './side-effect.js';",
      "import * as all from './namespace.js';",
      "export { x } from './re-export.js';",
      "export type { Y } from './re-export-type.js';",
      "export { type Z } from './re-export-braces-of-types.js';",
      "export * from './star.js';",
      "const later = async () => (await import('./dynamic.js')).run();",
      "let t: typeof import('./type-query.js');",
      "// import { c } from './comment.js';",
      "const s = \"import { d } from './in-a-string.js'\";",
      "const computed = (name: string) => import(name);",
    ].join('\n');
    const references = moduleReferences(text);
    expect(references.filter((r) => !r.typeOnly).map((r) => r.specifier)).toEqual([
      './value.js',
      './default-and-type.js',
      './side-effect.js',
      './namespace.js',
      './re-export.js',
      './star.js',
      './dynamic.js',
    ]);
    expect(references.filter((r) => r.typeOnly).map((r) => r.specifier)).toEqual(['./type.js', './braces-of-types.js', './re-export-type.js', './re-export-braces-of-types.js', './type-query.js']);
    expect(references.find((r) => r.specifier === './dynamic.js')?.line).toBe(11);
  });

  it('reads the imports of src/ and rules/', () => {
    expect(graph.files).toContain('src/index.ts');
    expect(graph.files.some((f) => f.startsWith('rules/'))).toBe(true);
    expect(graph.files.some((f) => f.startsWith('src/schema/generated/') || f.endsWith('.d.ts'))).toBe(false);
    expect(runtime.length, 'the imports between the files resolve').toBeGreaterThan(graph.files.length / 2);
  });
});

describe('layers', () => {
  it('has no cycle of runtime imports between files', () => {
    const next = adjacency(runtime);
    const cycles = cyclesOf(graph.files, (f) => next.get(f) ?? []);
    expect(cycles.length, `runtime imports that go round in a circle:\n\n${describeCycles(cycles, runtime, (f) => f, 'files')}\n`).toBe(0);
  });

  it('has no cycle of runtime imports between folders (a folder of src/, a file directly in src/, rules/)', () => {
    const across = runtime.filter((e) => layerOf(e.from) !== layerOf(e.to));
    const next = adjacency(across.map((e) => ({ from: layerOf(e.from), to: layerOf(e.to) })));
    const cycles = cyclesOf(new Set(graph.files.map(layerOf)), (l) => next.get(l) ?? []);
    expect(cycles.length, `folders that import one another at runtime:\n\n${describeCycles(cycles, across, layerOf, 'folders')}\n`).toBe(0);
  });

  it('keeps src/cli/ to itself: nothing outside it imports it, not even its types', () => {
    const intoCli = graph.edges.filter((e) => layerOf(e.to) === 'src/cli/' && layerOf(e.from) !== 'src/cli/');
    expect(intoCli.map(show), 'imports of src/cli/ from outside it').toEqual([]);
  });
});
