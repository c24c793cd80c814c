import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, github } from '../../src/format/github.js';
import { Linter } from '../../src/index.js';
import { root, runCli } from './support.js';

const linter = new Linter();

describe('--format github', () => {
  it('annotates each finding of a broken sample on its line and column', async () => {
    const { code, stdout } = await runCli(['lint', 'test/integrations/fixtures/message-release-notes.json', 'test/integrations/fixtures/modal-feedback.yaml', '-f', 'github']);
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.map((l) => l.slice(0, l.indexOf('::', 2)))).toEqual([
      '::error file=test/integrations/fixtures/message-release-notes.json,line=3,col=3,endLine=3,endColumn=12,title=v2-legacy-fields',
      '::error file=test/integrations/fixtures/message-release-notes.json,line=7,col=23,endLine=7,endColumn=31,title=schema',
      '::error file=test/integrations/fixtures/message-release-notes.json,line=9,col=34,endLine=9,endColumn=36,title=schema',
      '::error file=test/integrations/fixtures/message-release-notes.json,line=14,col=75,endLine=14,endColumn=94,title=custom-id-unique',
      '::error file=test/integrations/fixtures/modal-feedback.yaml,line=3,col=8,endLine=3,endColumn=60,title=schema',
      '::error file=test/integrations/fixtures/modal-feedback.yaml,line=10,col=14,endLine=10,endColumn=15,title=schema',
      '::error file=test/integrations/fixtures/modal-feedback.yaml,line=16,col=16,endLine=16,endColumn=18,title=schema',
    ]);
    expect(lines[6]).toBe(
      '::error file=test/integrations/fixtures/modal-feedback.yaml,line=16,col=16,endLine=16,endColumn=18,title=schema::"options" of String Select (3) has 0 items; it needs at least 1. Add 1.',
    );
  });

  it('writes warnings as ::warning and a multi-line range as its first line and column only', async () => {
    // The Text Display without content spans lines 3-5 (its "{" is column 18 of line 3): GitHub takes columns only on one-line ranges.
    const text = '{\n  "flags": 32768,\n  "components": [{\n    "type": 10\n  }]\n}\n';
    const result = linter.lintText(text, { rules: { schema: 'warn' } }, { filePath: path.join(root, 'payloads', 'notice.json') });
    expect(result.messages.map((m) => [m.line, m.column, m.endLine])).toEqual([[3, 18, 5]]);
    expect(github([result], { color: false, cwd: root })).toBe(
      '::warning file=payloads/notice.json,line=3,col=18,title=schema::Text Display (10) is missing the required field "content". Add it: the text to show, 1 to 4000 characters.\n',
    );
  });

  it('escapes %, CR and LF in messages, and also : and , in properties', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
    expect(escapeProperty('dir,with:odd%chars\n.json')).toBe('dir%2Cwith%3Aodd%25chars%0A.json');
  });

  it('escapes file names and messages in the annotations it prints', async () => {
    const result = linter.lintText('{"type": 10, "content": ""}', {}, { filePath: path.join(root, 'a,b:c%.json') });
    const line = github([result], { color: false, cwd: root });
    expect(line).toBe('::error file=a%2Cb%3Ac%25.json,line=1,col=25,endLine=1,endColumn=27,title=schema::"content" of Text Display (10) is empty; it needs at least 1 character. Fill it in.\n');
    // A message holding a newline stays on one line.
    const custom = { ...result, messages: [{ ...result.messages[0]!, message: 'first\nsecond 50%' }] };
    expect(github([custom], { color: false, cwd: root })).toContain('::first%0Asecond 50%25\n');
  });

  it('prints nothing for clean files', async () => {
    const { code, stdout } = await runCli(['lint', 'samples/valid', '-f', 'github']);
    expect([code, stdout]).toEqual([0, '']);
  });
});
