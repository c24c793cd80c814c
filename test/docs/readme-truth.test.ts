/** What the README claims about the samples and the package, checked. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { TEMPLATE_RULES } from '../../src/linter/lint-templated.js';
import { Cordlint } from '../../src/project/cordlint.js';
import { lintFileAgainst, lintOneFile } from '../lint-file.js';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
/** The pages the README sends a user on to (the package's dependencies are named in docs/integrations.md). */
const integrations = readFileSync(path.join(root, 'docs/integrations.md'), 'utf8');

describe('the README', () => {
  // Rules the project reports on locale files (translation-cycle) have a project of their own too.
  const fromLocaleFiles = builtinRules.filter((r) => r.meta.reportedBy === 'project').map((r) => r.meta.id);
  const single = builtinRules.filter((r) => r.meta.reportedBy !== 'against' && r.meta.reportedBy !== 'project' && !TEMPLATE_RULES.has(r.meta.id)).map((r) => r.meta.id);
  const templated = [...TEMPLATE_RULES, ...fromLocaleFiles];
  const paired = builtinRules.filter((r) => r.meta.reportedBy === 'against').map((r) => r.meta.id);

  // Rules of a destination have their sample in samples/broken/destinations/, whose config names where each is sent.
  it.each(single)('samples/broken (or samples/broken/destinations) holds a payload that %s reports (with the rule on)', async (id) => {
    const inFolder = (folder: string) => ['json', 'yaml'].map((ext) => path.join(root, folder, `${id}.${ext}`)).find((f) => existsSync(f));
    const file = inFolder('samples/broken');
    const sent = file ? undefined : inFolder('samples/broken/destinations');
    expect(file ?? sent, `samples/broken/${id}.json or .yaml, or samples/broken/destinations/${id}.json`).toBeDefined();
    const rule = builtinRules.find((r) => r.meta.id === id)!;
    const severity = rule.meta.severity === 'off' ? 'warn' : rule.meta.severity;
    if (sent) {
      const project = await Cordlint.create({ cwd: path.dirname(sent), rules: { [id]: severity } });
      const { results } = await project.lintFiles([sent]);
      expect(results[0]!.messages.map((m) => m.ruleId)).toContain(id);
      return;
    }
    const result = await lintOneFile(file!, { rules: { [id]: severity } });
    expect(result.messages.map((m) => m.ruleId)).toContain(id);
  });

  // The fixture-* rules compare two documents, so `lint --against SENT` alone reports them: their
  // broken samples are pairs, samples/broken/against/<rule-id>/fixture.json answering sent.json.
  it.each(paired)('samples/broken/against/%s holds a pair that `lint --against` reports (with the rule on)', async (id) => {
    const folder = path.join(root, 'samples/broken/against', id);
    const [fixture, sent] = ['fixture', 'sent'].map((name) => ['json', 'yaml'].map((ext) => path.join(folder, `${name}.${ext}`)).find((f) => existsSync(f)));
    expect(fixture, `${folder}/fixture.json or .yaml`).toBeDefined();
    expect(sent, `${folder}/sent.json or .yaml`).toBeDefined();
    const rule = builtinRules.find((r) => r.meta.id === id)!;
    const severity = rule.meta.severity === 'off' ? 'warn' : rule.meta.severity;
    const result = await lintFileAgainst(sent!, fixture!, { rules: { [id]: severity } });
    expect(result.messages.map((m) => m.ruleId)).toContain(id);
    expect(readme).toContain('samples/broken/against/<rule-id>/');
  });

  // The template rules need a config's placeholders or locales: their broken samples are folders,
  // samples/broken/templates/<rule-id>/, with a config (and locale files) and a payload.
  it.each(templated)('samples/broken/templates/%s holds a project that %s reports', async (id) => {
    const folder = path.join(root, 'samples/broken/templates', id);
    const { results } = await new Cordlint({ cwd: folder }).lintFiles(['.']);
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).toEqual([id]);
  });

  it('names the rules that are off by default, whose samples report only when they are on', () => {
    const off = builtinRules.filter((r) => r.meta.recommended === false || r.meta.severity === 'off').map((r) => r.meta.id);
    // The README's section for contributors (the samples and the tests) says so.
    const section = readme.slice(readme.indexOf('## Working on cordlint: the samples and the tests'));
    const sentence = section.slice(0, section.indexOf('\n## ', 3));
    for (const id of off) expect(sentence).toContain(`--rule ${id}:warn`);
    expect([...sentence.matchAll(/--rule ([\w-]+):warn/g)].map((m) => m[1])).toEqual(off);
  });

  it('lists the dependencies package.json declares', () => {
    const declared = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies).sort();
    // Each declared library is named once: in the bundle, or among those the PNG preview loads from node_modules.
    const text = integrations.replace(/\s+/g, ' ');
    const bundled = /The libraries in the bundle \(([^)]+)\)/.exec(text)?.[1]?.split(', ') ?? [];
    const external = /stays? in `node_modules` \(([^)]+)\)/.exec(text)?.[1]?.split(', ') ?? [];
    expect([...bundled, ...external].sort()).toEqual(declared);
    // What the bundle leaves out is the optional packages (packages/*), which are not dependencies at all.
    const optional = /the optional packages \(([^)]+)\)/.exec(text)?.[1]?.split(', ') ?? [];
    const workspaces = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces as string[]).map((w) => path.basename(w));
    expect(optional.sort()).toEqual(workspaces.sort());
    const build = readFileSync(path.join(root, 'scripts/build.mjs'), 'utf8');
    const notBundled = JSON.parse((/external: (\[[^\]]*\])/.exec(build)?.[1] ?? '[]').replace(/'/g, '"')) as string[];
    for (const name of notBundled) expect([...external, ...optional], `${name} is not bundled`).toContain(name);
    expect(readme).not.toMatch(/No runtime dependencies/);
  });

  it('is one a newcomer reads in five minutes: under 300 lines, naming no file a user does not have (issue 29)', () => {
    expect(readme.split('\n').length).toBeLessThan(300);
    expect(readme).not.toMatch(/shared\/design|official-facts\.md|architecture\.md/);
    // Where the conformance tests' OpenAPI file comes from.
    expect(readme).toContain('[discord/discord-api-spec](https://github.com/discord/discord-api-spec)');
    for (const page of ['performance', 'security', 'design', 'integrations', 'explain', 'preview', 'received-interactions', 'convert', 'configuration']) {
      expect(readme, page).toContain(`](docs/${page}.md`);
    }
  });
});
