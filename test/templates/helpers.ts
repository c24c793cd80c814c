/** Translations and placeholder settings built from texts, as the project layer builds them from files. */
import { normalisePlaceholders, type RawPlaceholders } from '../../src/config/templates.js';
import { Linter } from '../../src/linter/index.js';
import type { LinterConfig } from '../../src/linter/linter.js';
import { localeMessagesOf } from '../../src/linter/locale-messages.js';
import { parseSource } from '../../src/load/index.js';
import { tableFromDocument, tableFromFluent, loadFluent } from '../../src/templates/locale-tables.js';
import type { LocaleTable, Translations } from '../../src/templates/translations.js';

/** Locale texts by locale: `.ftl` texts when `fluent`, JSON or YAML otherwise (by `ext`). */
export async function translations(texts: Record<string, string>, options: { ext?: 'json' | 'yaml' | 'ftl'; default?: string; reference?: string } = {}): Promise<Translations> {
  const ext = options.ext ?? 'json';
  const tables: LocaleTable[] = [];
  for (const [locale, text] of Object.entries(texts)) {
    const file = `locales/${locale}.${ext}`;
    if (ext === 'ftl') tables.push(tableFromFluent(await loadFluent(), text, file, locale).table);
    else tables.push(tableFromDocument((await parseSource(file, text))[0]!, locale).table);
  }
  return { default: options.default ?? 'en', reference: options.reference ?? '$t(key)', locales: tables };
}

export function placeholders(raw: RawPlaceholders): LinterConfig['placeholders'] {
  return normalisePlaceholders(raw);
}

const linter = new Linter();

/** Lints a payload text with templates: its messages, and the findings made for locale files. */
export function lintTemplates(text: string, config: LinterConfig, filePath = 'payloads/p.json') {
  const result = linter.lintText(text, config, { filePath });
  return { messages: result.messages, forLocales: localeMessagesOf(result).map((m) => ({ file: m.filePath, ...m.message })) };
}
