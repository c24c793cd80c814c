/**
 * The built site in a real browser: `npm run build:site` once, then Debian's chromium (through
 * puppeteer-core, no browser download) opens site/dist/index.html from file:, as a user would.
 * A payload pasted and typed into the editor gets the CLI's findings at the CLI's lines, the preview
 * shows its text, a fix applies, a Discord answer is explained on the payload's line, the URL
 * restores the state, and no request leaves the page. The rule pages exist for every rule.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cordlint, repoRoot } from '../cli/run-cli.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const which = (command: string) =>
  command.includes('/') ? command : ((process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, command)).find((file) => existsSync(file)) ?? `/usr/bin/${command}`);
const chromium = which(process.env.CHROMIUM_PATH ?? process.env.CHROMIUM ?? 'chromium');
const site = path.join(repoRoot, 'site/dist');
const playground = pathToFileURL(path.join(site, 'index.html')).href;

const BROKEN = `{
  "components": [
    {
      "type": 17,
      "components": [
        { "type": 10, "content": "Build 418 failed" },
        { "type": 1, "components": [{ "type": 2, "style": 1, "label": "Retry the build" }] }
      ]
    }
  ]
}
`;

/** What Discord answers when the button above is sent without its custom_id. */
const ANSWER = JSON.stringify({
  code: 50035,
  errors: { components: { '0': { components: { '1': { components: { '0': { custom_id: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } } } } } } } },
  message: 'Invalid Form Body',
});

interface Shown {
  ruleId: string;
  line: number;
  column: number;
}

/** The CLI's findings for a text, as `cordlint lint --format json` prints them for a file holding it. */
function cliFindings(text: string, name = 'payload.json'): Shown[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-site-'));
  writeFileSync(path.join(folder, name), text);
  const run = cordlint(['lint', '--format', 'json', name], { cwd: folder });
  const [result] = JSON.parse(run.stdout) as { messages: Shown[] }[];
  return result!.messages.map(({ ruleId, line, column }) => ({ ruleId, line, column }));
}

let browser: Browser;
/** Every URL any page asked for, in every test. */
const requests: string[] = [];

async function openPage(url: string): Promise<Page> {
  const page = await browser.newPage();
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => requests.push(`pageerror: ${(error as Error).message}`));
  await page.goto(url);
  return page;
}

/** Waits until the page has linted at least once after `after` (body[data-linted] counts the runs). */
async function linted(page: Page, after = 0): Promise<number> {
  await page.waitForFunction((n) => Number(document.body.dataset.linted ?? 0) > n, { timeout: HANG_GUARD_MS }, after);
  return Number(await page.$eval('body', (b) => b.dataset.linted));
}

const shownFindings = (page: Page) =>
  page.$$eval('#findings li', (items) => items.map((li) => ({ ruleId: li.dataset.rule!, line: Number(li.dataset.line), column: Number(li.dataset.column) })));

/** Replaces the editor's text as a paste does (CodeMirror reads the clipboard event's data). */
async function paste(page: Page, text: string): Promise<void> {
  await page.click('.cm-content');
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.querySelector('.cm-content')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const editorText = (page: Page) => page.$$eval('.cm-line', (lines) => lines.map((l) => l.textContent).join('\n'));

beforeAll(() => {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-site.mjs')], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
});

beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
});

afterAll(async () => {
  await browser?.close();
});

describe('the playground, opened from file:', () => {
  it('lints a pasted broken payload as the CLI does, at the same lines, and draws it', async () => {
    const page = await openPage(playground);
    const first = await linted(page);
    await paste(page, BROKEN);
    await linted(page, first);
    const expected = cliFindings(BROKEN);
    const buttonLine = BROKEN.split('\n').findIndex((l) => l.includes('Retry the build')) + 1;
    expect(expected.some((f) => f.line === buttonLine)).toBe(true);
    expect(await shownFindings(page)).toEqual(expected);
    // The underline: CodeMirror's lint marks on the button's line.
    const marked = await page.$$eval('.cm-lintRange-error', (marks) => marks.map((m) => m.closest('.cm-line')!.textContent));
    expect(marked.some((line) => line!.includes('Retry the build'))).toBe(true);
    expect(await page.$eval('#preview', (p) => p.textContent)).toContain('Build 418 failed');
    expect(await page.$eval('#findings a.rule', (a) => a.getAttribute('href'))).toMatch(/^rules\/[a-z0-9-]+\.html$/);
    await page.close();
  });

  it('lints what is typed, and the preview follows', async () => {
    const page = await openPage(playground);
    const first = await linted(page);
    await paste(page, '{ "content": "" }');
    const second = await linted(page, first);
    expect((await shownFindings(page)).map((f) => f.ruleId)).toEqual(cliFindings('{ "content": "" }').map((f) => f.ruleId));
    // Type inside the empty string: the message is no longer empty.
    const line = await page.$('.cm-line');
    const box = (await line!.boundingBox())!;
    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    await page.keyboard.press('Home');
    for (let i = 0; i < '{ "content": "'.length; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('Hello from the playground');
    await linted(page, second);
    await page.waitForFunction(() => document.querySelector('#preview')!.textContent!.includes('Hello from the playground'), { timeout: HANG_GUARD_MS });
    expect(await editorText(page)).toBe('{ "content": "Hello from the playground" }');
    expect(await shownFindings(page)).toEqual(cliFindings('{ "content": "Hello from the playground" }'));
    await page.close();
  });

  it('reads a pasted YAML payload as YAML (the format picker on auto) and lints it as the CLI lints a .yaml file', async () => {
    const yaml = readFileSync(path.join(repoRoot, 'samples/broken/modal-top-level.yaml'), 'utf8');
    const page = await openPage(playground);
    const first = await linted(page);
    await paste(page, yaml);
    await linted(page, first);
    const expected = cliFindings(yaml, 'payload.yaml');
    expect(expected.length).toBeGreaterThan(0);
    expect(await shownFindings(page)).toEqual(expected);
    await page.close();
  });

  it('applies a fix from its button, and fix all', async () => {
    const page = await openPage(playground);
    const first = await linted(page);
    await paste(page, BROKEN);
    const second = await linted(page, first);
    const before = await shownFindings(page);
    expect(before.map((f) => f.ruleId)).toContain('v2-requires-flag');
    await page.click('#findings li[data-rule="v2-requires-flag"] button.fix');
    await linted(page, second);
    const text = await editorText(page);
    expect(JSON.parse(text).flags).toBe(32768);
    const after = await shownFindings(page);
    expect(after.map((f) => f.ruleId)).not.toContain('v2-requires-flag');
    expect(after).toEqual(cliFindings(text));

    // Fix all: the text `cordlint lint --fix` writes.
    const third = await linted(page);
    await paste(page, BROKEN);
    const fourth = await linted(page, third);
    await page.click('#fix-all');
    await linted(page, fourth);
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-site-fix-'));
    writeFileSync(path.join(folder, 'payload.json'), BROKEN);
    cordlint(['lint', '--fix', 'payload.json'], { cwd: folder });
    const fixedByCli = readFileSync(path.join(folder, 'payload.json'), 'utf8');
    expect(fixedByCli).not.toBe(BROKEN);
    expect(await editorText(page)).toBe(fixedByCli);
    await page.close();
  });

  it('explains a pasted Discord answer on the payload line it names', async () => {
    const page = await openPage(playground);
    const first = await linted(page);
    await paste(page, BROKEN);
    const second = await linted(page, first);
    await page.click('#answer');
    await page.keyboard.sendCharacter(ANSWER);
    await linted(page, second);
    await page.waitForSelector('#explanations li.explanation');
    const buttonLine = BROKEN.split('\n').findIndex((l) => l.includes('Retry the build')) + 1;
    const where = await page.$$eval('#explanations .where', (items) => items.map((i) => Number((i as HTMLElement).dataset.line)));
    expect(where).toEqual([buttonLine]);
    expect(await page.$eval('#explanations', (e) => e.textContent)).toContain('This field is required');
    await page.close();
  });

  it('keeps its state in the URL: the link reproduces the text, pickers and answer', async () => {
    const page = await openPage(playground);
    const first = await linted(page);
    await paste(page, BROKEN);
    const second = await linted(page, first);
    await page.select('#destination', 'channel-message');
    const third = await linted(page, second);
    await page.click('#answer');
    await page.keyboard.sendCharacter(ANSWER);
    await linted(page, third);
    await page.waitForFunction(() => location.hash.startsWith('#s='));
    await page.waitForSelector('#explanations li.explanation');
    const link = page.url();
    const findings = await shownFindings(page);
    // The destination makes the missing flag an error, where it was a warning.
    expect(await page.$eval('#findings li[data-rule="v2-requires-flag"]', (li) => li.className)).toContain('error');
    await page.close();

    const shared = await openPage(link);
    await linted(shared);
    await shared.waitForSelector('#explanations li.explanation');
    expect(await editorText(shared)).toBe(BROKEN);
    expect(await shared.$eval('#destination', (s) => (s as HTMLSelectElement).value)).toBe('channel-message');
    expect(await shared.$eval('#answer', (s) => (s as HTMLTextAreaElement).value)).toBe(ANSWER);
    expect(await shownFindings(shared)).toEqual(findings);
    await shared.close();
  });

  it('converts a legacy message to Components V2', async () => {
    const page = await openPage(playground);
    const first = await linted(page);
    await paste(page, '{ "embeds": [{ "title": "Weekly report", "description": "All green." }] }');
    const second = await linted(page, first);
    await page.click('#convert');
    await linted(page, second);
    const converted = JSON.parse(await editorText(page));
    expect(converted.flags & 32768).toBe(32768);
    expect(JSON.stringify(converted.components)).toContain('Weekly report');
    expect(await page.$eval('#preview', (p) => p.textContent)).toContain('Weekly report');
    await page.close();
  });
});

describe('held-out payloads in the playground', () => {
  // Every 8th held-out payload (valid and broken, JSON and YAML): what the page lists is what the CLI prints for the same file.
  const files = ['valid', 'broken']
    .flatMap((folder) =>
      readdirSync(path.join(repoRoot, 'test/heldout', folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(json|ya?ml)$/.test(name))
        .map((name) => path.join('test/heldout', folder, name)),
    )
    .sort()
    .filter((_, i) => i % 8 === 0);

  it('gives the CLI findings at the same lines and columns', async () => {
    expect(files.length).toBeGreaterThan(20);
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-site-heldout-'));
    const names = files.map((file, i) => `${i}${path.extname(file)}`);
    files.forEach((file, i) => writeFileSync(path.join(folder, names[i]!), readFileSync(path.join(repoRoot, file), 'utf8')));
    const run = cordlint(['lint', '--format', 'json', ...names], { cwd: folder });
    const cli = new Map((JSON.parse(run.stdout) as { filePath: string; messages: Shown[] }[]).map((r) => [path.basename(r.filePath), r.messages.map(({ ruleId, line, column }) => ({ ruleId, line, column }))]));
    const page = await openPage(playground);
    let count = await linted(page);
    for (const [i, file] of files.entries()) {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      await paste(page, text);
      count = await linted(page, count);
      expect(await shownFindings(page), file).toEqual(cli.get(names[i]!));
    }
    await page.close();
  });
});

describe('the rule pages', () => {
  const ids = readdirSync(path.join(repoRoot, 'rules')).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3));

  it('has one page per rule at rules/<id>.html', () => {
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect(existsSync(path.join(site, 'rules', `${id}.html`)), id).toBe(true);
  });

  it('shows a rule page with its examples linted and previewed, and a playground link that opens the example', async () => {
    const page = await openPage(pathToFileURL(path.join(site, 'rules/custom-id-unique.html')).href);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('custom-id-unique');
    const found = await page.$$eval('.example .findings li', (items) => items.map((li) => li.getAttribute('data-rule')));
    expect(found).toContain('custom-id-unique');
    expect(await page.$$eval('.example .preview', (p) => p.length)).toBeGreaterThan(0);
    const href = await page.$eval('.example a.open', (a) => (a as HTMLAnchorElement).href);
    await page.close();
    const opened = await openPage(href);
    await linted(opened);
    expect((await shownFindings(opened)).map((f) => f.ruleId)).toContain('custom-id-unique');
    await opened.close();
  });

  it('has an index whose search filters the rules', async () => {
    const page = await openPage(pathToFileURL(path.join(site, 'rules/index.html')).href);
    expect(await page.$$eval('#rules li', (items) => items.length)).toBe(ids.length);
    await page.type('#search', 'emoji');
    const shown = await page.$$eval('#rules li:not([hidden]) a', (links) => links.map((a) => a.textContent));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(ids.length);
    expect(shown).toContain('emoji-name-or-id');
    await page.close();
  });
});

describe('the site and the network', () => {
  it('asked for nothing but its own files', () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);
  });
});
