/**
 * Issue 41 item 8: a payload's lone surrogate (a cut emoji, "\ud83d") was written raw into the
 * generated code, so the file's UTF-8 held U+FFFD and the code sent that instead of the payload's
 * text. Each is written as the escape now, in both languages, and the code sends the exact text.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codegen } from '../../src/codegen/index.js';
import { stringLiteral } from '../../src/codegen/code-text.js';
import { runCli } from '../cli-helpers.js';
import { comparableBody, runDiscordJs } from './run-discordjs.js';

const TEXTS = ['cut \ud83d here', '\udc00 low first', 'end high \udbff', 'reversed \ude00\ud83d', 'two \ud83d\ud83d', 'whole 😀 stays', "quote ' and \\ \ud800"];
const REPLACEMENT = '\ufffd';
/** No lone surrogate (String.prototype.isWellFormed, which the project's TypeScript lib does not list). */
const wellFormed = (text: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('string literals with lone surrogates', () => {
  it('JavaScript reads back the exact text, and the literal is well-formed text (a whole emoji stays as it is)', () => {
    for (const text of TEXTS) {
      const literal = stringLiteral(text, 'js');
      expect(wellFormed(literal), literal).toBe(true);
      expect(new Function(`return ${literal};`)()).toBe(text);
    }
    expect(stringLiteral('whole 😀 stays', 'js')).toBe("'whole 😀 stays'");
  });

  it('Python reads back the exact text, and json.dumps sends it as JavaScript does', () => {
    const program = `import json\nprint(json.dumps([${TEXTS.map((t) => stringLiteral(t, 'py')).join(', ')}]))`;
    const printed = execFileSync('python3', ['-c', program], { encoding: 'utf8' }).trim();
    expect(JSON.parse(printed)).toEqual(TEXTS);
  });
});

describe('codegen of a payload holding lone surrogates', () => {
  const payload = { flags: 1 << 15, components: [{ type: 10, content: 'cut \ud83d here' }, { type: 1, components: [{ type: 2, style: 1, custom_id: 'id\udc00', label: 'Go \ud83d' }] }] };

  it('discord.js code sends the exact text (run with discord.js 14), JavaScript and TypeScript alike', () => {
    const code = codegen([payload], 'discord.js');
    expect(wellFormed(code)).toBe(true);
    expect(code).toContain("'cut \\ud83d here'");
    const ran = runDiscordJs({ 'm.mjs': code })['m.mjs']!;
    const body = comparableBody(Object.values(ran)[0]!, payload);
    expect(body).toEqual(payload);
    expect(codegen([payload], 'discord.js', { typescript: true })).toContain("'Go \\ud83d'");
  });

  it('the file codegen -o writes holds no U+FFFD, and discord.py code holds the escapes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cordlint-surrogates-'));
    try {
      writeFileSync(path.join(dir, 'p.json'), JSON.stringify(payload));
      for (const [to, file] of [['discord.js', 'out.js'], ['discord.py', 'out.py']] as const) {
        const run = await runCli(['codegen', '--to', to, 'p.json', '-o', file], dir);
        expect(run.code, run.stderr).toBe(0);
        const written = readFileSync(path.join(dir, file), 'utf8');
        expect(written).not.toContain(REPLACEMENT);
        expect(written).toContain('\\ud83d');
        expect(written).toContain('\\udc00');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
