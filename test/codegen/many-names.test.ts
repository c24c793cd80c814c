/**
 * Issue 30.4: codegen of a 4 MiB list of legacy messages (2,711 of 5 rows of 5 buttons) ran past a
 * minute: each new `row` tried row2, row3... from the start. Names are still given in the same
 * order, each once.
 */
import { describe, expect, it } from 'vitest';
import { codegen } from '../../src/codegen/index.js';

const message = (i: number) => ({
  content: 'hi',
  components: [0, 1, 2, 3, 4].map((r) => ({
    type: 1,
    components: [0, 1, 2, 3, 4].map((j) => ({ type: 2, style: 1, label: `b${j}`, custom_id: `id${r}${j}` + (i === 0 ? '' : `:${i}`) })),
  })),
});

describe('codegen of 2,000 messages of 5 rows', () => {
  const payloads = Array.from({ length: 2000 }, (_, i) => message(i));

  it('discord.js names every row and message once, numbered in order', () => {
    const code = codegen(payloads, 'discord.js');
    const names = [...code.matchAll(/^(?:export )?const (\w+) =/gm)].map((m) => m[1]!);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => /^row\d*$/.test(n))).toEqual(['row', ...Array.from({ length: 9999 }, (_, i) => `row${i + 2}`)]);
    expect(names.filter((n) => /^message\d*$/.test(n))).toEqual(['message', ...Array.from({ length: 1999 }, (_, i) => `message${i + 2}`)]);
  });

  it('discord.py names every view and message once, numbered in order', () => {
    const code = codegen(payloads, 'discord.py');
    expect([...code.matchAll(/^class (\w+)\(ui\.View\)/gm)].map((m) => m[1])).toEqual(['MessageView', ...Array.from({ length: 1999 }, (_, i) => `MessageView${i + 2}`)]);
    expect([...code.matchAll(/^def (\w+)\(\)/gm)].map((m) => m[1])).toEqual(['message', ...Array.from({ length: 1999 }, (_, i) => `message${i + 2}`)]);
  });
});
