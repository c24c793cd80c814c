// `npm run build:site`: the static site in site/dist/ (the playground as index.html, the rule pages
// under rules/, the editors' JSON Schemas under schemas/). Every page opens from file: and from any static host: plain scripts (not modules,
// which file: pages may not load), inline styles, no request to anywhere.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'site/dist');
const temp = path.join(root, 'site/.build');
const minify = !process.env.CORDLINT_NO_MINIFY;
const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const define = { __CORDLINT_VERSION__: JSON.stringify(packageJson.version) };

/**
 * The browser has no file system: the preview's Node-only corners (emoji files, fonts, attachments
 * on disk) import site/src/node-shim.ts instead, and its PNG renderer (satori, resvg) is left out.
 */
const browserShims = {
  name: 'browser-shims',
  setup(build) {
    build.onResolve({ filter: /^node:/ }, () => ({ path: path.join(root, 'site/src/node-shim.ts') }));
    // The PNG path's imports (the drawing, its fonts and emoji, the cordlint-png package) become one stub.
    build.onResolve({ filter: /^(\.\/png\.js|\.\/png-assets\.js|\.\/png-package\.js|@resvg\/resvg-js)$/ }, (args) => (args.importer.includes(`${path.sep}preview${path.sep}`) ? { path: 'png', namespace: 'no-png' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'no-png' }, () => ({
      contents: 'const none = () => { throw new Error("The playground draws no PNG."); }; export const renderPng = none, pngAssets = none, loadPngPackage = async () => none(), assetPackageFolder = () => undefined, PNG_PACKAGE = "cordlint-png"; export class Resvg { constructor() { none(); } }',
      loader: 'js',
    }));
  },
};

async function bundlePlayground() {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'site/src/playground.ts')],
    outfile: path.join(out, 'playground.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    mainFields: ['module', 'main'],
    define: { ...define, 'import.meta.url': '"about:blank"' },
    legalComments: 'none',
    logLevel: 'warning',
    minify,
    metafile: true,
    plugins: [browserShims],
  });
  return Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
}

/** The playground link of a state, as site/src/state.ts encodes it (deflate-raw, base64url). */
function stateLink(state) {
  return '#s=' + deflateRawSync(Buffer.from(JSON.stringify(state))).toString('base64url');
}

/** The editors' JSON Schemas at their `$id` (src/schema/editor.ts: <site>/schemas/<kind>.json), as `cordlint schema` prints them. */
async function writeEditorSchemas() {
  const file = path.join(temp, 'editor-schema.mjs');
  await esbuild.build({ entryPoints: [path.join(root, 'src/schema/editor.ts')], outfile: file, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning' });
  const { EDITOR_SCHEMA_KINDS, editorSchema } = await import(pathToFileURL(file).href);
  await mkdir(path.join(out, 'schemas'), { recursive: true });
  for (const kind of EDITOR_SCHEMA_KINDS) await writeFile(path.join(out, 'schemas', `${kind}.json`), JSON.stringify(editorSchema(kind), null, 2) + '\n');
}

async function loadRulePages() {
  const file = path.join(temp, 'rule-pages.mjs');
  await esbuild.build({
    entryPoints: [path.join(root, 'site/src/rule-pages.ts')],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'bundle',
    external: ['cordlint-png', 'cordlint-mcp'],
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(import.meta.url);" },
    define,
    logLevel: 'warning',
  });
  return import(pathToFileURL(file).href);
}

const PLAYGROUND_BODY = `<main class="playground">
<div class="toolbar">
<label>Format <select id="format"><option value="auto">auto</option><option value="json">JSON</option><option value="yaml">YAML</option></select></label>
<label>Kind <select id="kind"><option value="">detect</option></select></label>
<label>Destination <select id="destination"><option value="">not named</option></select></label>
<button id="fix-all" type="button">Fix all</button>
<button id="convert" type="button">Convert to Components V2</button>
<button id="share" type="button">Copy link</button>
</div>
<div class="panes">
<section>
<div id="editor"></div>
<p id="summary" aria-live="polite"></p>
<ol id="findings"></ol>
<div id="convert-notes"></div>
<h2>Explain a Discord answer</h2>
<p>Paste Discord's 400 answer (its JSON) or what your library printed (discord.js, discord.py, JDA, Discord.Net, serenity): each error is shown on the payload's line.</p>
<textarea id="answer" spellcheck="false" placeholder='{"code": 50035, "errors": {...}, "message": "Invalid Form Body"}'></textarea>
<ul id="explanations"></ul>
</section>
<section><div id="preview"></div></section>
</div>
</main>`;

/**
 * fonts.css: the faces the site and the preview draw with (Noto Sans and Noto Sans Mono, from the
 * @fontsource packages already installed for the PNG), as data: URLs (the pages' policy allows
 * fonts from data: only), in one file that every page shares and the browser caches.
 */
async function fontsCss() {
  const faces = [
    ['Noto Sans', 'noto-sans', 400, 'normal'],
    ['Noto Sans', 'noto-sans', 600, 'normal'],
    ['Noto Sans', 'noto-sans', 700, 'normal'],
    ['Noto Sans', 'noto-sans', 400, 'italic'],
    ['Noto Sans', 'noto-sans', 700, 'italic'],
    ['Noto Sans Mono', 'noto-sans-mono', 400, 'normal'],
    ['Noto Sans Mono', 'noto-sans-mono', 700, 'normal'],
  ];
  const rules = [];
  for (const [family, name, weight, style] of faces) {
    const file = path.join(root, 'node_modules/@fontsource', name, 'files', `${name}-latin-${weight}-${style}.woff2`);
    const data = (await readFile(file)).toString('base64');
    rules.push(`@font-face{font-family:"${family}";font-weight:${weight};font-style:${style};font-display:block;src:url(data:font/woff2;base64,${data}) format("woff2")}`);
  }
  return rules.join('\n') + '\n';
}

await rm(out, { recursive: true, force: true });
await rm(temp, { recursive: true, force: true });
await mkdir(path.join(out, 'rules'), { recursive: true });
const { rulePages, pageShell } = await loadRulePages();
await writeFile(path.join(out, 'fonts.css'), await fontsCss());
const scriptBytes = await bundlePlayground();
await writeFile(path.join(out, 'index.html'), pageShell('cordlint playground', PLAYGROUND_BODY, { root: '', script: 'playground.js' }));
const ids = (await readdir(path.join(root, 'rules'))).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).sort();
const sources = await Promise.all(ids.map(async (id) => ({ id, markdown: await readFile(path.join(root, 'rules', `${id}.md`), 'utf8') })));
for (const page of rulePages(sources, stateLink)) await writeFile(path.join(out, page.path), page.html);
await writeEditorSchemas();
await rm(temp, { recursive: true, force: true });
process.stderr.write(`site/dist: the playground (${(scriptBytes / 1024).toFixed(0)} KiB of script) and ${ids.length} rule pages\n`);
