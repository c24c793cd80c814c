/**
 * Every link a user can follow opens, from a clone and from the installed package: relative links
 * point at files the package ships (README, docs/, rules/), no link names an unpublished npm
 * version, and rule pages cite Discord's public documentation, not the project's internal notes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const shipped: string[] = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).files;
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`),
  ...readdirSync(path.join(root, 'rules')).filter((f) => f.endsWith('.md')).map((f) => `rules/${f}`),
];

/** Markdown links outside code blocks and code spans. */
function links(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

const isShipped = (file: string) =>
  shipped.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : new RegExp(`^${entry.replace(/\./g, '\\.').replace(/\*/g, '[^/]+')}$`).test(file)));

describe('links', () => {
  it.each(pages)('%s: relative links open files that the package ships', (page) => {
    for (const link of links(readFileSync(path.join(root, page), 'utf8'))) {
      if (/^(https?:|mailto:|#)/.test(link)) continue;
      const target = path.normalize(path.join(path.dirname(page), link.split('#')[0]!));
      expect(existsSync(path.join(root, target)), `${page} links to ${link}`).toBe(true);
      const folder = statSync(path.join(root, target)).isDirectory();
      expect(isShipped(folder ? `${target.replace(/\/$/, '')}/page.md` : target), `${page} links to ${link}, which is not in the package`).toBe(true);
    }
  });

  // GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens.
  const anchorsOf = (page: string) =>
    new Set(readFileSync(path.join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '').split('\n').filter((l) => /^#{1,6} /.test(l)).map((l) => l.replace(/^#+ /, '').trim().toLowerCase().replace(/[^\w\- ]+/g, '').replace(/ /g, '-')));

  it.each(pages)('%s: links to a section (#anchor) and "the README\'s \"Section\"" name a heading that exists', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8');
    for (const link of links(text)) {
      if (/^(https?:|mailto:)/.test(link) || !link.includes('#')) continue;
      const [file, anchor] = link.split('#') as [string, string];
      const target = file ? path.normalize(path.join(path.dirname(page), file)) : page;
      if (!target.endsWith('.md')) continue;
      expect(anchorsOf(target).has(anchor), `${page} links to ${link}: no such heading in ${target}`).toBe(true);
    }
    for (const m of text.replace(/\s+/g, ' ').matchAll(/README's "([^"]+)"/g)) {
      const anchor = m[1]!.toLowerCase().replace(/[^\w\- ]+/g, '').replace(/ /g, '-');
      expect(anchorsOf('README.md').has(anchor), `${page} names the README's "${m[1]}", which has no such section`).toBe(true);
    }
  });

  it('name no npm version of cordlint (none is published)', () => {
    for (const page of pages) expect(readFileSync(path.join(root, page), 'utf8'), page).not.toMatch(/cordlint@\d|unpkg\.com\/cordlint/);
  });

  it("rule pages cite Discord's public documentation, not the project's internal notes by file name", () => {
    for (const page of pages.filter((p) => p.startsWith('rules/'))) {
      const text = readFileSync(path.join(root, page), 'utf8');
      expect(text, page).not.toMatch(/official-facts\.md|components-interface\.md/);
    }
  });
});
