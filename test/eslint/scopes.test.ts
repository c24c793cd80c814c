/**
 * Inside ESLint the plugin takes its scopes from ESLint (src/eslint/scopes.ts) instead of walking the
 * AST itself (src/source/scope.ts, which the CLI keeps): both must give the evaluator the same
 * answers, or ESLint and `cordlint lint` would disagree. Each file below is compared node by node.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { invalid, valid } from './cases.js';
import { scopeDifferences } from './scopes-parity.js';
// @ts-expect-error: a plain .mjs module of the bench
import { generateBot } from '../../bench/generate-bot.mjs';

/** Shapes where eslint-scope and the walk see a name differently, each with a sending call or two. */
const TRICKY = [
  // A parameter named like its function; a default value and a pattern's key beside the body's `const`.
  `async function pages(interaction, pages) { const row = pages[0]; row.setLabel('x'); await interaction.reply({ components: [row] }); }\nexport { pages };`,
  `function verify({ filePath: given }, label = title) { const filePath = given || 'a'; const title = 't'; return { content: filePath + label }; }\nchannel.send(verify({}));`,
  // Named function and class expressions, a class's own name inside its body, var after a parameter.
  `const make = function build(n) { return n ? build(n - 1) : { content: 'x' }; }; const K = class Card { static of() { return Card; } };\nclass Row { static make() { return new Row(); } }\nfunction f(a) { var a = { content: 'y' }; message.reply(a); }`,
  // Writes, changes and escapes: assignments, updates, member assignments as statements or not, Object.assign, spread arguments.
  `let payload; payload = { content: 'a' }; let n = 0; n++; const p = { content: 'b' }; p.content = 'c'; const q = { content: 'd' }; x = (q.content = 'e'); q.count++;\nconst r = {}; Object.assign(r, { content: 'f' }); const s = {}; fill(...[s]); fill(...s); helper(p); function helper(v) { return v; }\ninteraction.reply(payload); interaction.reply(p); interaction.reply(q); interaction.reply(r); interaction.reply(s);`,
  // Statements on a chain, awaited, wrapped; changes in a callback, a loop, an if.
  `const row = new ActionRowBuilder(); row.addComponents(a).setId(1); await row.setLabel('x'); (row).setStyle(1); if (on) row.setDisabled(true); for (const b of bs) row.addComponents(b); list.forEach((b) => row.addComponents(b));\nawait interaction.editReply({ components: [row] });`,
  // Sending calls written every way the walk sees them, and names that are no call.
  `interaction?.reply({ content: 'a' }); (interaction.reply)({ content: 'b' }); interaction['followUp']({ content: 'c' }); interaction.send; send({ content: 'd' }); // interaction.reply({ content: 'e' })\nconst text = 'channel.send(x)'; a.b(c.send({ content: 'f' })).reply({ content: 'g' }); this.reply({ content: 'h' }); $send.update({ content: 'i' });`,
  // Catch clauses, switch cases, for heads, blocks, shadowing.
  `try { x(); } catch ({ message: content }) { channel.send({ content }); }\nswitch (k) { case 1: { const c = 'a'; channel.send({ content: c }); } case 2: const c = 'b'; channel.send({ content: c }); }\nfor (let i = 0, c = 'c'; i < 1; i++) channel.send({ content: c });\nconst c = 'd'; { const c = 'e'; channel.send({ content: c }); } channel.send({ content: c });`,
];

const TRICKY_TS = [
  `enum Mode { A = 1 } namespace N { export const content = 'x'; } function over(a: string): void; function over(a: any) { return { content: a }; }\nclass Bot { constructor(private readonly label: string) {} run(i: any) { const content = this.label as string; return i.reply({ content: content! satisfies string }); } }\ntype content = string; interface Payload { content: content } const p: Payload = { content: 'y' }; channel.send(p as Payload); channel.send<Payload>(p);`,
  `@Command({ name: 'x' }) class C { @On(row.reply({ content: 'z' })) run() {} }\nconst row = new ActionRowBuilder(); decorate(row);`,
];

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name), ext) : e.name.endsWith(ext) ? [path.join(dir, e.name)] : []));
}

describe("ESLint's scopes answer as cordlint's own walk", () => {
  for (const eslint of [10, 9] as const) {
    test(`the test cases, as JavaScript and TypeScript (ESLint ${eslint})`, () => {
      for (const c of [...invalid, ...valid]) for (const typescript of [false, true]) expect(scopeDifferences(c.code, { typescript, eslint }), c.name).toEqual([]);
    });
    test(`shapes where the two could differ (ESLint ${eslint})`, () => {
      for (const code of TRICKY) for (const typescript of [false, true]) expect(scopeDifferences(code, { typescript, eslint, sourceType: 'module' }), code).toEqual([]);
      for (const code of TRICKY) expect(scopeDifferences(code.replace(/\bawait\b|export .*/g, ''), { eslint, sourceType: 'script' }), code).toEqual([]);
      for (const code of TRICKY_TS) expect(scopeDifferences(code, { typescript: true, eslint }), code).toEqual([]);
    });
  }
  test('the generated bot of the bench (its first 120 files)', () => {
    for (const file of (generateBot(300) as { path: string; text: string }[]).slice(0, 120)) expect(scopeDifferences(file.text, { typescript: file.path.endsWith('.ts') }), file.path).toEqual([]);
  });
  test('the discord.js guide fixture, as a module and as CommonJS', () => {
    const code = readFileSync(path.join(import.meta.dirname, 'fixtures/guide-commands.js'), 'utf8');
    expect(scopeDifferences(code, {})).toEqual([]);
    expect(scopeDifferences(code, { sourceType: 'commonjs' })).toEqual([]);
  });
  test("cordlint's own TypeScript (src/source, src/eslint)", () => {
    const root = path.join(import.meta.dirname, '../../src');
    for (const file of [...files(path.join(root, 'source'), '.ts'), ...files(path.join(root, 'eslint'), '.ts')]) expect(scopeDifferences(readFileSync(file, 'utf8'), { typescript: true }), file).toEqual([]);
  });
});
