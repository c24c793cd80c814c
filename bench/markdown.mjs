// Hostile markdown (issue 30): texts of 4 MiB made of one shape repeated (runs of `[`, `<http://a`,
// `*`, backticks, quotes, lists...). Prints, for each, the parser's time on the whole text
// (in-process, medians) and `cordlint preview FILE -o page.html` end to end: time (median) and peak
// memory. Run after `npm run build` (npm run bench builds first); BENCH_MARKDOWN_RUNS sets the runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const RUNS = Number(process.env.BENCH_MARKDOWN_RUNS ?? 3);
const SIZE = 4 * 1024 * 1024;
const scratch = mkdtempSync(path.join(tmpdir(), 'cordlint-bench-markdown-'));

// The parser is not part of the package's API: bundled from the source for this measurement.
const parserFile = path.join(scratch, 'parse.mjs');
await build({ entryPoints: [path.join(root, 'src/preview/markdown/parse.ts')], bundle: true, format: 'esm', platform: 'node', outfile: parserFile, logLevel: 'error' });
const { parseMarkdown } = await import(pathToFileURL(parserFile).href);

const fill = (unit, size) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const SHAPES = {
  '[': '[',
  '<http://a': '<http://a',
  '[a](http://a': '[a](http://a',
  '*': '*',
  '_': '_',
  '*a': '*a',
  '~~a': '~~a',
  '||a': '||a',
  '`': '`',
  '`a': '`a',
  '> a\\n': '> a\n',
  '# a\\n': '# a\n',
  '-# a\\n': '-# a\n',
  '- a\\n': '- a\n',
  '<@': '<@',
  '<t:1': '<t:1',
  '<t:1:R>': '<t:1:R>',
  '<:a:1': '<:a:1',
  '[a](https://x.y) ': '[a](https://x.y) ',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function cli(file, rss) {
  const rssFile = path.join(scratch, 'rss');
  const args = [...(rss ? ['-r', path.join(here, 'rss.cjs')] : []), path.join(root, 'bin/cordlint.js'), 'preview', file, '-o', path.join(scratch, 'page.html')];
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, BENCH_RSS_FILE: rssFile } });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`cordlint preview exited ${result.status}: ${result.stderr}`);
  return rss ? Number(readFileSync(rssFile, 'utf8')) / 1024 : ms;
}

console.log(`\nhostile markdown: one shape repeated to a 4 MiB payload file, medians of ${RUNS} runs\n`);
console.log('| shape | parse whole text (in-process) | `cordlint preview -o page.html` | peak memory |');
console.log('|---|---|---|---|');
for (const [name, unit] of Object.entries(SHAPES)) {
  // The payload file is at most 4 MiB (cordlint's limit): the text is what its JSON leaves room for.
  const wrap = (content) => JSON.stringify({ components: [{ type: 10, content }] });
  const overhead = wrap('').length;
  let text = fill(unit, SIZE - overhead);
  while (Buffer.byteLength(wrap(text)) > SIZE) text = text.slice(0, text.length - Math.ceil((Buffer.byteLength(wrap(text)) - SIZE) / 2) - 1);
  const file = path.join(scratch, 'payload.json');
  writeFileSync(file, wrap(text));
  const parse = median(Array.from({ length: RUNS }, () => {
    const start = performance.now();
    parseMarkdown(text);
    return performance.now() - start;
  }));
  const memory = cli(file, true);
  const time = median(Array.from({ length: RUNS }, () => cli(file, false)));
  console.log(`| \`${name}\` × ${Math.round(text.length / unit.length).toLocaleString('en-US')} | ${parse.toFixed(0)} ms | ${time.toFixed(0)} ms | ${memory.toFixed(0)} MB |`);
}
