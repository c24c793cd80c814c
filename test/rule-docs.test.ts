/**
 * Every rule has a page and tests, and every example on every page is executed:
 * each "Wrong" example must raise the rule, each "Right" example must raise no error at all.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { Linter, lintTextAgainst } from '../src/index.js';
import { localeFileMessages, readLocaleFile } from '../src/project/locale-files.js';
import type { LintMessage } from '../src/types.js';
import type { PayloadKind } from '../src/payload/detect.js';
import type { Destination, WebhookChannel } from '../src/payload/destination.js';
import { parseSource } from '../src/load/index.js';
import { tableFromDocument } from '../src/templates/locale-tables.js';
import { normaliseLocales, normalisePlaceholders } from '../src/config/templates.js';
import type { LinterConfig } from '../src/linter/linter.js';
import { parse as parseYaml } from 'yaml';

const linter = new Linter();
const root = path.resolve(import.meta.dirname, '..');

interface Example {
  section: 'Wrong' | 'Right' | 'Sent';
  format: 'json' | 'yaml';
  kind?: PayloadKind;
  /** `destination=webhook channel=forum with-components` after the fence's language: how the example is sent. */
  destination?: Destination;
  channel?: WebhookChannel;
  withComponents?: boolean;
  /** `locale=en`: the example is a locale file, not a payload. */
  locale?: string;
  code: string;
  line: number;
}

/** What the project reports on a locale file of the default locale. */
async function lintLocaleFile(locale: string, format: 'json' | 'yaml', text: string): Promise<{ messages: LintMessage[] }> {
  const name = `locales/${locale}.${format}`;
  const read = await readLocaleFile(name, locale, name, text);
  if ('result' in read) return read.result;
  return { messages: localeFileMessages(read, normaliseLocales({ files: 'locales/{locale}.json' }).reference) };
}

function examplesOf(page: string): Example[] {
  const examples: Example[] = [];
  let section: string | undefined;
  const lines = page.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heading = /^## (.+)$/.exec(lines[i]!);
    if (heading) section = heading[1]!.trim();
    const fence = /^```(json|yaml)\b(.*)$/.exec(lines[i]!);
    if (!fence || (section !== 'Wrong' && section !== 'Right' && section !== 'Sent')) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end] !== '```') end++;
    const kind = /kind=([\w-]+)/.exec(fence[2] ?? '')?.[1] as PayloadKind | undefined;
    const destination = /destination=([\w-]+)/.exec(fence[2] ?? '')?.[1] as Destination | undefined;
    const channel = /channel=([\w-]+)/.exec(fence[2] ?? '')?.[1] as WebhookChannel | undefined;
    // A locale file (translation-cycle's examples), not a payload: the project reads it as locales/<locale>.<format>.
    const locale = /locale=([\w-]+)/.exec(fence[2] ?? '')?.[1];
    examples.push({
      ...(locale ? { locale } : {}),
      section,
      format: fence[1] as 'json' | 'yaml',
      ...(kind ? { kind } : {}),
      ...(destination ? { destination } : {}),
      ...(channel ? { channel } : {}),
      ...(/\bwith-components\b/.test(fence[2] ?? '') ? { withComponents: true } : {}),
      code: lines.slice(start, end).join('\n') + '\n',
      line: start,
    });
    i = end;
  }
  return examples;
}

/**
 * The config a page's examples are linted with: its "## Config" section's `yaml config` block (the
 * `placeholders` section) and `json locale=xx` blocks (the locale files, `locales/{locale}.json`, default en).
 */
async function pageConfig(page: string): Promise<Pick<LinterConfig, 'placeholders' | 'locales'>> {
  const section = /^## Config\n([\s\S]*?)(?=^## )/m.exec(page)?.[1] ?? '';
  const config: Pick<LinterConfig, 'placeholders' | 'locales'> = {};
  const yaml = /^```yaml config\n([\s\S]*?)^```/m.exec(section)?.[1];
  if (yaml) config.placeholders = normalisePlaceholders((parseYaml(yaml) as { placeholders: object }).placeholders);
  const tables = [];
  for (const match of section.matchAll(/^```json locale=(\w+)\n([\s\S]*?)^```/gm)) {
    const [document] = await parseSource(`locales/${match[1]}.json`, match[2]!, 'json');
    tables.push(tableFromDocument(document!, match[1]!).table);
  }
  if (tables.length > 0) config.locales = { ...normaliseLocales({ files: 'locales/{locale}.json' }), locales: tables };
  return config;
}

describe.each(builtinRules.map((r) => [r.meta.id]))('rule %s', (id) => {
  const pagePath = path.join(root, 'rules', `${id}.md`);

  it('has a page, a test file and metadata', () => {
    expect(existsSync(pagePath), `rules/${id}.md is missing`).toBe(true);
    const tests = path.join(root, 'test', 'rules', `${id}.test.ts`);
    expect(existsSync(tests), `test/rules/${id}.test.ts is missing`).toBe(true);
    expect(readFileSync(tests, 'utf8')).toContain(`'${id}'`);
    const rule = builtinRules.find((r) => r.meta.id === id)!;
    expect(rule.meta.description.length).toBeGreaterThan(10);
    expect(rule.meta.source.length).toBeGreaterThan(5);
  });

  const page = existsSync(pagePath) ? readFileSync(pagePath, 'utf8') : '';
  // Pages of the --against rules show the payload their examples answer under "## Sent".
  const sent = examplesOf(page).find((e) => e.section === 'Sent');
  const examples = examplesOf(page).filter((e) => e.section !== 'Sent');

  it('has at least one wrong and one right example', () => {
    expect(page.startsWith(`# ${id}\n`), `rules/${id}.md must start with "# ${id}"`).toBe(true);
    expect(examples.filter((e) => e.section === 'Wrong').length).toBeGreaterThan(0);
    expect(examples.filter((e) => e.section === 'Right').length).toBeGreaterThan(0);
  });

  // Rules that are off by default (design guidance) are switched on for their own examples.
  const offByDefault = builtinRules.find((r) => r.meta.id === id)?.meta.severity === 'off';

  it.each(examples.map((e) => [`${e.section} example at line ${e.line}`, e] as const))('%s', async (_name, example) => {
    const file = { filePath: `rules/${id}.md.${example.format}`, format: example.format };
    const config = {
      ...(await pageConfig(page)),
      ...(example.kind ? { kind: example.kind } : {}),
      ...(example.destination ? { destination: example.destination } : {}),
      ...(example.channel ? { channel: example.channel } : {}),
      ...(example.withComponents ? { withComponents: true } : {}),
      ...(offByDefault ? { rules: { [id]: 'warn' as const } } : {}),
    };
    const result = example.locale
      ? await lintLocaleFile(example.locale, example.format, example.code)
      : sent
        ? await lintTextAgainst(sent.code, example.code, config, { ...file, sentPath: `rules/${id}.md.sent.${sent.format}` })
        : linter.lintText(example.code, config, file);
    if (example.section === 'Wrong') {
      expect(result.messages.map((m) => m.ruleId), JSON.stringify(result.messages, null, 1)).toContain(id);
    } else {
      expect(result.messages.filter((m) => m.severity === 2 || m.ruleId === id), JSON.stringify(result.messages, null, 1)).toEqual([]);
    }
  });
});
