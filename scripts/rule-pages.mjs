// Writes the parts of rules/*.md that state Discord's facts from the model (src/discord/pages.ts):
// the "Discord answers" line of each rule page and the schema rule's table of limits.
// `node scripts/rule-pages.mjs` after a change to the model; test/discord/rule-pages.test.ts fails until then.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'dist/.build/pages.mjs');
await mkdir(path.dirname(out), { recursive: true });
await esbuild.build({ entryPoints: [path.join(root, 'src/discord/pages.ts')], outfile: out, bundle: true, format: 'esm', platform: 'node', logLevel: 'error' });
const pages = await import(pathToFileURL(out).href + `?t=${Date.now()}`);

/** The page with its answers line made to be `line` (inserted at the end of the header's bullets, or removed). */
export function withAnswersLine(page, line) {
  const lines = page.split('\n').filter((l) => !l.startsWith(pages.ANSWERS_LABEL));
  if (line) {
    const first = lines.findIndex((l) => l.startsWith('- **'));
    let end = first;
    while (end + 1 < lines.length && lines[end + 1].trim() !== '') end++;
    lines.splice(end + 1, 0, line);
  }
  return lines.join('\n');
}

let changed = 0;
for (const name of (await readdir(path.join(root, 'rules'))).filter((n) => n.endsWith('.md')).sort()) {
  const file = path.join(root, 'rules', name);
  const before = await readFile(file, 'utf8');
  let after = withAnswersLine(before, pages.answersLine(name.slice(0, -3)));
  if (name === 'schema.md') {
    const start = after.indexOf(pages.LIMITS_START);
    const end = after.indexOf(pages.LIMITS_END);
    if (start < 0 || end < 0) throw new Error('rules/schema.md has no limits markers');
    after = after.slice(0, start) + pages.limitsTable() + after.slice(end + pages.LIMITS_END.length);
  }
  if (after !== before) {
    await writeFile(file, after);
    changed++;
    console.log(`wrote rules/${name}`);
  }
}
console.log(changed ? `${changed} pages written` : 'every page already says what the model says');
