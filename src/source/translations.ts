/**
 * Translations in code: `t('buttons.vote')` resolved against the config's locales, one locale at a
 * time. A key gives its longest form (plural forms, Fluent variants), with its interpolations
 * (`{{user}}`, `{ $user }`) as unknown parts: counted as nothing for a maximum length, so the fixed
 * text alone is measured. A key missing from a locale falls back to the default locale, as i18next does.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatOf, parseDocuments } from '../load/index.js';
import { parseYaml } from '../load/yaml.js';
import { tableFromDocument } from '../templates/locale-tables.js';
import type { LocaleTable, Translations } from '../templates/translations.js';

export { localeLookups, type LocaleLookup } from './locale-lookups.js';

/** The ESLint plugin's `settings.cordlint.locales`: `{ files: 'locales/{locale}.json', default: 'en' }`, read once per folder. */
export interface LocalesSetting {
  files: string;
  default?: string;
}

const loaded = new Map<string, Translations>();
/** The payload reader's cap (4 MiB): a locale file larger than that is not read. */
const MAX_LOCALE_FILE = 4 * 1024 * 1024;

/** The i18next JSON and YAML files a `{locale}` pattern names, from `baseDirectory` (the ESLint run's cwd). Fluent files are the CLI's only. */
export function loadLocalesSync(setting: LocalesSetting, baseDirectory: string): Translations {
  const key = `${baseDirectory}\0${setting.files}\0${setting.default ?? ''}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const tables: LocaleTable[] = [];
  for (const { file, locale } of matchPattern(setting.files, baseDirectory)) {
    if (tables.some((t) => t.locale === locale) || /\.ftl$/i.test(file)) continue;
    let text: string;
    try {
      if (statSync(file).size > MAX_LOCALE_FILE) continue;
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const format = formatOf(file, text);
    const documents = parseDocuments(file, text, format, format === 'yaml' ? parseYaml : undefined);
    tables.push(tableFromDocument(documents[0]!, locale, path.relative(baseDirectory, file)).table);
  }
  const translations: Translations = { default: setting.default ?? tables[0]?.locale ?? 'en', reference: '$t(key)', locales: tables };
  loaded.set(key, translations);
  return translations;
}

/** Files matching a pattern whose one `{locale}` stands for a whole file or folder name part. */
function matchPattern(pattern: string, base: string): { file: string; locale: string }[] {
  if (path.isAbsolute(pattern)) base = path.parse(pattern).root;
  const segments = pattern.split(/[\\/]/).filter((s, i) => !(i === 0 && (s === '' || /^[A-Za-z]:$/.test(s))));
  const out: { file: string; locale: string }[] = [];
  const walk = (dir: string, index: number, locale: string | undefined) => {
    if (index === segments.length) {
      if (locale !== undefined) out.push({ file: dir, locale });
      return;
    }
    const segment = segments[index]!;
    if (!segment.includes('{locale}')) {
      walk(path.join(dir, segment), index + 1, locale);
      return;
    }
    const [before, after] = segment.split('{locale}') as [string, string];
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      if (!name.startsWith(before) || !name.endsWith(after) || name.length <= before.length + after.length) continue;
      const full = path.join(dir, name);
      const last = index === segments.length - 1;
      try {
        if (last ? !statSync(full).isFile() : !statSync(full).isDirectory()) continue;
      } catch {
        continue;
      }
      walk(full, index + 1, name.slice(before.length, name.length - after.length));
    }
  };
  walk(base, 0, undefined);
  return out;
}
