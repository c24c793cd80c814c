import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ruleWebPage } from './site-address.js';

/**
 * Files the package ships beside its bundles: the rule pages `rules/<id>.md` and the editor
 * schemas `schemas/<kind>.json`. This module and the bundles both sit one folder below the
 * package root, so the same relative URLs work from the sources and from dist/.
 */

/** Set by the standalone binary's build: it carries the schemas as assets and no rule pages. */
declare const CORDLINT_STANDALONE: boolean | undefined;
const standalone = typeof CORDLINT_STANDALONE === 'boolean';

/** The page of a built-in rule; undefined where the pages are not shipped (the standalone binary). */
export function rulePage(id: string): string | undefined {
  if (standalone || !/^[a-z0-9-]+$/.test(id)) return undefined;
  try {
    return readFileSync(new URL(`../rules/${id}.md`, import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Where a built-in rule's page can be opened: its page on cordlint's site (src/site-address.ts:
 * package.json's homepage or CORDLINT_SITE_URL), or, when CORDLINT_SITE_URL=local asks for it, a
 * file: URL of the `rules/<id>.md` beside this bundle. Undefined in the standalone binary.
 */
export function rulePageUrl(id: string): string | undefined {
  // The standalone binary has no package.json to read the address from (and no pages): no link, as before.
  if (standalone || !/^[a-z0-9-]+$/.test(id)) return undefined;
  const web = ruleWebPage(id);
  if (web !== 'local') return web;
  const url = new URL(`../rules/${id}.md`, import.meta.url);
  return existsSync(url) ? url.href : undefined;
}

/** The JSON text of an editor schema as `npm run build` wrote it; throws when it is missing. */
export function editorSchemaText(kind: string): string {
  if (standalone) {
    const sea = createRequire(import.meta.url)('node:sea') as { getAsset(key: string, encoding: string): string };
    return sea.getAsset(`schemas/${kind}.json`, 'utf8');
  }
  return readFileSync(new URL(`../schemas/${kind}.json`, import.meta.url), 'utf8');
}
