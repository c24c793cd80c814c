import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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

/** Where a built-in rule's page is published: the `rules/<id>.md` the npm package ships, as served by a package CDN. */
export function rulePageUrl(id: string, version: string): string {
  return `https://unpkg.com/cordlint@${version}/rules/${id}.md`;
}

/** The JSON text of an editor schema as `npm run build` wrote it; throws when it is missing. */
export function editorSchemaText(kind: string): string {
  if (standalone) {
    const sea = createRequire(import.meta.url)('node:sea') as { getAsset(key: string, encoding: string): string };
    return sea.getAsset(`schemas/${kind}.json`, 'utf8');
  }
  return readFileSync(new URL(`../schemas/${kind}.json`, import.meta.url), 'utf8');
}
