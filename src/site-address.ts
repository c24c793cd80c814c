/**
 * Where cordlint's site lives (the playground and the rule pages `npm run build:site` writes), so
 * that the links cordlint prints (SARIF's helpUri, the JSON format's ruleUrl, the language
 * server's codeDescription, `cordlint rules <id>`) open on any machine: the `homepage` of
 * package.json, or CORDLINT_SITE_URL for a self-hosted copy. CORDLINT_SITE_URL=local asks for the
 * old links into the installed package's own rules/<id>.md files instead.
 */
import { createRequire } from 'node:module';

export const SITE_URL_VARIABLE = 'CORDLINT_SITE_URL';

let homepage: string | undefined | null = null;

/** package.json's homepage, read once; undefined where there is no package.json (the standalone binary). */
function packageHomepage(): string | undefined {
  if (homepage === null) {
    try {
      homepage = (createRequire(import.meta.url)('../package.json') as { homepage?: string }).homepage;
    } catch {
      homepage = undefined;
    }
  }
  return homepage;
}

/** The site's address ending in `/`, 'local' when file links are asked for, or undefined when none is known. */
export function siteAddress(env: Readonly<Record<string, string | undefined>> = process.env): string | 'local' | undefined {
  const configured = env[SITE_URL_VARIABLE]?.trim();
  const address = configured || packageHomepage();
  if (address === undefined || address === '') return undefined;
  if (address === 'local') return 'local';
  return address.endsWith('/') ? address : `${address}/`;
}

/** The web page of a built-in rule (`<site>rules/<id>.html`), 'local', or undefined. */
export function ruleWebPage(id: string, env: Readonly<Record<string, string | undefined>> = process.env): string | 'local' | undefined {
  const site = siteAddress(env);
  return site === undefined || site === 'local' ? site : `${site}rules/${encodeURIComponent(id)}.html`;
}
