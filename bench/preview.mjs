// Time to render the samples with `cordlint preview`: each payload of samples/valid and
// samples/legacy drawn as HTML and as PNG in-process (medians), and one CLI run of each kind.
// Run after `npm run build` (npm run bench builds first).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const RUNS = Number(process.env.BENCH_PREVIEW_RUNS ?? 5);
const { payloadDocuments, previewTree, renderHtml, renderPngFile } = await import(pathToFileURL(path.join(root, 'dist/index.js')).href);
const YAML = await import('yaml');

const files = ['valid', 'legacy'].flatMap((folder) => readdirSync(path.join(root, 'samples', folder)).map((name) => path.join(root, 'samples', folder, name)));
const documents = files.map((file) => {
  const text = readFileSync(file, 'utf8');
  const values = file.endsWith('.json') ? [JSON.parse(text)] : YAML.parseAllDocuments(text).map((d) => d.toJS());
  return { file, docs: payloadDocuments(values.map((value) => ({ value }))), folder: path.dirname(file) };
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timeAll(render) {
  const totals = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    for (const { docs, folder } of documents) await render(docs, folder);
    totals.push(performance.now() - start);
  }
  return median(totals);
}

// First PNG pays satori's and resvg's loading and the fonts: measured apart.
const firstStart = performance.now();
await renderPngFile(previewTree(documents[0].docs, {}, 'png'));
const firstPng = performance.now() - firstStart;

const html = await timeAll((docs, folder) => renderHtml(previewTree(docs, { attachments: folder }), 'bench'));
const png = await timeAll((docs, folder) => renderPngFile(previewTree(docs, { attachments: folder }, 'png')));

const out = mkdtempSync(path.join(tmpdir(), 'cordlint-bench-preview-'));
const cli = (args) => {
  const start = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'bin/cordlint.js'), ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cordlint ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return performance.now() - start;
};
const sample = files.find((f) => f.endsWith('v2-sections-buttons-selects.json')) ?? files[0];
const cliHtml = median(Array.from({ length: RUNS }, () => cli(['preview', sample, '-o', path.join(out, 'p.html')])));
const cliPng = median(Array.from({ length: RUNS }, () => cli(['preview', sample, '-o', path.join(out, 'p.png')])));

console.log(`\npreview: ${files.length} sample files, medians of ${RUNS} runs\n`);
console.log('| measurement | time | per file |');
console.log('|---|---|---|');
console.log(`| all samples to HTML (in-process) | ${html.toFixed(1)} ms | ${(html / files.length).toFixed(2)} ms |`);
console.log(`| all samples to PNG (in-process, satori + resvg) | ${png.toFixed(1)} ms | ${(png / files.length).toFixed(1)} ms |`);
console.log(`| first PNG (loads satori, resvg, fonts) | ${firstPng.toFixed(1)} ms | |`);
console.log(`| \`cordlint preview ${path.basename(sample)} -o p.html\` | ${cliHtml.toFixed(1)} ms | |`);
console.log(`| \`cordlint preview ${path.basename(sample)} -o p.png\` | ${cliPng.toFixed(1)} ms | |`);
