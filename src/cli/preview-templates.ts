/**
 * `preview --locale de` and `preview --longest`: the payload as Discord would get it in a locale,
 * or at its worst case (every placeholder at its declared longest, every reference at its longest
 * form), by the config that applies to the file.
 */
import type { PreviewDocument } from '../preview/index.js';
import { expandPayload } from '../templates/expand.js';
import type { Io } from './main.js';

export async function expandForPreview(
  name: string,
  documents: PreviewDocument[],
  flags: { locale?: string; longest?: boolean; allowPlugins?: boolean },
  io: Io,
): Promise<{ documents: PreviewDocument[] } | { error: string }> {
  const { Cordlint } = await import('../project/cordlint.js');
  const project = new Cordlint({ cwd: io.cwd, env: io.env, ignore: false, baseline: false, allowPlugins: flags.allowPlugins === true });
  let options;
  try {
    ({ options } = await project.optionsFor(name.startsWith('<') ? `${io.cwd}/${name}` : name));
  } catch (error) {
    const { configErrorText } = await import('../project/describe-error.js');
    return { error: configErrorText(error, io.cwd) };
  }
  const translations = options.locales;
  if (flags.locale !== undefined) {
    if (!translations) return { error: `--locale ${flags.locale}: the config that applies to this file has no "locales" section.` };
    if (!translations.locales.some((t) => t.locale === flags.locale)) {
      return { error: `--locale ${flags.locale}: no locale file for it; the locales found are ${translations.locales.map((t) => t.locale).join(', ') || 'none'}.` };
    }
  }
  if (flags.longest && !options.placeholders && !translations) return { error: '--longest: the config that applies to this file has no "placeholders" or "locales" section.' };
  const settings = { placeholders: flags.longest ? options.placeholders : undefined, translations };
  const locale = flags.locale ?? translations?.default;
  return { documents: documents.map((d) => (d.value === undefined ? d : { ...d, value: expandPayload(d.value, settings, locale).value })) };
}
