import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkstyle } from '../../src/format/checkstyle.js';
import { junit } from '../../src/format/junit.js';
import { Cordlint, Linter } from '../../src/index.js';
import { fixture, decodeXml, root, runCli, sample, xmlElements, xmlProblems } from './support.js';

const linter = new Linter();

describe('the XML checker used here', () => {
  it('catches what is not well-formed', () => {
    expect(xmlProblems('<a><b></a>')).not.toEqual([]);
    expect(xmlProblems('<a x="1" x="2"/>')).not.toEqual([]);
    expect(xmlProblems('<a>1 < 2</a>')).not.toEqual([]);
    expect(xmlProblems('<a>&nbsp;</a>')).not.toEqual([]);
    expect(xmlProblems('<?xml version="1.0"?>\n<a b="&lt;&#10;"><c/>&amp;</a>\n')).toEqual([]);
  });
});

describe('--format junit', () => {
  it('has one testsuite per file and one failing testcase per finding', async () => {
    const { code, stdout } = await runCli(['lint', 'test/integrations/fixtures/modal-feedback.yaml', 'samples/valid/component-button.json', '-f', 'junit']);
    expect(code).toBe(1);
    expect(xmlProblems(stdout)).toEqual([]);
    expect(xmlElements(stdout, 'testsuites')).toEqual([{ name: 'cordlint', tests: '4', failures: '3', errors: '0', time: '0' }]);
    expect(xmlElements(stdout, 'testsuite').map((s) => [s.name, s.tests, s.failures])).toEqual([
      ['test/integrations/fixtures/modal-feedback.yaml', '3', '3'],
      ['samples/valid/component-button.json', '1', '0'],
    ]);
    expect(xmlElements(stdout, 'testcase').map((c) => c.name)).toEqual([
      'schema at /title (line 3, column 8)',
      'schema at /components/0/component/style (line 10, column 14)',
      'schema at /components/1/component/options (line 16, column 16)',
      'no problems',
    ]);
    expect(xmlElements(stdout, 'failure').map((f) => [f.type, f.message])).toEqual([
      ['error', '"title" of the modal is 52 characters long; the limit is 45. Shorten it by 7.'],
      ['error', '"style" of Text Input (4) is 3; it must be one of 1 (Short), 2 (Paragraph).'],
      ['error', '"options" of String Select (3) has 0 items; it needs at least 1. Add 1.'],
    ]);
    expect(stdout).toContain('>test/integrations/fixtures/modal-feedback.yaml:3:8: error: &quot;title&quot; of the modal is 52 characters long');
  });

  it('escapes markup and drops characters XML cannot hold', async () => {
    const result = linter.lintText('{"type": 10, "content": ""}', { rules: { schema: 'warn' } }, { filePath: path.join(root, 'a&b<c>.json') });
    const odd = { ...result, messages: [{ ...result.messages[0]!, message: 'bell \u0007 and "quotes" & <tags>' }] };
    const xml = junit([odd], { color: false, cwd: root });
    expect(xmlProblems(xml)).toEqual([]);
    expect(xmlElements(xml, 'testsuite')[0]!.name).toBe('a&b<c>.json');
    expect(xmlElements(xml, 'failure')[0]).toEqual({ type: 'warning', message: 'bell \uFFFD and "quotes" & <tags>' });
  });
});

describe('--format checkstyle', () => {
  it('lists every file with an error element per finding', async () => {
    const { results } = await new Cordlint({ rules: { 'v2-legacy-fields': 'warn' } }).lintFiles([fixture('message-release-notes.json'), sample('valid/modal-feedback.yaml')]);
    const xml = checkstyle(results, { color: false, cwd: root });
    expect(xmlProblems(xml)).toEqual([]);
    expect(xmlElements(xml, 'file').map((f) => f.name)).toEqual(['test/integrations/fixtures/message-release-notes.json', 'samples/valid/modal-feedback.yaml']);
    expect(xmlElements(xml, 'error').map((e) => [e.line, e.column, e.severity, e.source])).toEqual([
      ['3', '3', 'warning', 'cordlint.rules.v2-legacy-fields'],
      ['7', '23', 'error', 'cordlint.rules.schema'],
      ['9', '34', 'error', 'cordlint.rules.schema'],
      ['14', '75', 'error', 'cordlint.rules.custom-id-unique'],
    ]);
    expect(decodeXml(xmlElements(xml, 'error')[1]!.message!)).toBe('"accent_color" of Container (17) is 16777216; it must be at most 0xFFFFFF (16777215).');
  });
});
