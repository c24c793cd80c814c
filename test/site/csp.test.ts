/**
 * Issue 41: the site's Content-Security-Policy allowed 'unsafe-inline' scripts. A page's one
 * inline script is allowed by its SHA-256 hash now: it runs, and a script or handler injected
 * into the page does not (checked in Chromium when it is installed).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { pageShell, rulePages } from '../../site/src/rule-pages.js';

const policyOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
const scriptSrc = (html: string) => policyOf(html).split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'))!;

describe('the Content-Security-Policy of the site', () => {
  it('allows the inline script by its hash, never unsafe-inline, and only the site\'s own files otherwise', () => {
    const script = "document.body.dataset.ran = 'yes';";
    const hash = createHash('sha256').update(script).digest('base64');
    expect(scriptSrc(pageShell('t', '<p>x</p>', { root: '', inlineScript: script }))).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(scriptSrc(pageShell('t', '<p>x</p>', { root: '', script: 'playground.js' }))).toBe("script-src 'self'");
  });

  it('every rule page and the rules index: no unsafe-inline script source, and a hash for each inline script', () => {
    const rulesFolder = path.join(import.meta.dirname, '../../rules');
    const sources = ['button-label-length', 'custom-id-unique'].map((id) => ({ id, markdown: readFileSync(path.join(rulesFolder, `${id}.md`), 'utf8') }));
    const pages = rulePages(sources, () => '#s=x');
    expect(pages.map((p) => p.path)).toContain('rules/index.html');
    for (const page of pages) {
      expect(scriptSrc(page.html), page.path).not.toContain('unsafe-inline');
      for (const [, inline] of page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        expect(scriptSrc(page.html), page.path).toContain(`'sha256-${createHash('sha256').update(inline!).digest('base64')}'`);
      }
    }
  });

  const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', process.env.CHROMIUM_PATH ?? ''].find((f) => f && existsSync(f));
  it.skipIf(!chromium)('in a browser, the hashed script runs and an injected script and handler do not', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-csp-'));
    const injected = '<script>document.body.dataset.injected = "script"</script><img src="x:" onerror="document.body.dataset.handler = \'ran\'">';
    writeFileSync(path.join(folder, 'page.html'), pageShell('t', injected, { root: '', inlineScript: "document.body.dataset.ran = 'yes';" }));
    const browser = await puppeteer.launch({ executablePath: chromium!, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(path.join(folder, 'page.html')).href);
      expect(await page.$eval('body', (b) => ({ ...b.dataset }))).toEqual({ ran: 'yes' });
    } finally {
      await browser.close();
    }
  });
});
