import { readFileSync } from 'node:fs';

/** Set by the standalone binary's build: it ships no rule pages. */
declare const CORDLINT_STANDALONE: boolean | undefined;

/**
 * The page `rules/<id>.md` of a built-in rule, read from the package (this module and the bundles
 * both sit one folder below the package root). Undefined where the pages are not shipped, as in the
 * standalone binary.
 */
export function rulePage(id: string): string | undefined {
  if (typeof CORDLINT_STANDALONE === 'boolean' || !/^[a-z0-9-]+$/.test(id)) return undefined;
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
