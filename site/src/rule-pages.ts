/**
 * The rule pages (site/dist/rules/<id>.html) and their index, written at build time from
 * rules/*.md: each JSON or YAML example is linted by the real Linter and drawn by the preview's
 * renderer, with a link that opens it in the playground. scripts/build-site.mjs runs this in Node.
 */
import { createHash } from 'node:crypto';
import { builtinRules, Linter, type LintMessage } from '../../src/linter/index.js';
import { parseDocuments } from '../../src/load/index.js';
import { parseYaml } from '../../src/load/yaml.js';
import { escapeHtml, nodeHtml } from '../../src/preview/html.js';
import { payloadDocuments, previewTree } from '../../src/preview/index.js';
import { markdownToHtml, type CodeBlock } from './markdown.js';
import { SITE_CSS } from './style.js';

export interface SitePage {
  /** Path under site/dist/. */
  path: string;
  html: string;
}

/** How a playground link's fragment is made (`#s=...`), given by the build script (Node's zlib). */
export type StateLink = (state: { text: string; format: 'auto' | 'json' | 'yaml'; kind: string; destination: string; answer: string }) => string;

/**
 * A page of the site: no request leaves it (its Content-Security-Policy allows only its own files
 * and data: URLs), and no script runs but its own: the site's files and, by its SHA-256 hash, the
 * page's one inline script (never 'unsafe-inline', which would let any script injected into the
 * page run). Styles stay inline (the preview's boxes are drawn with style attributes).
 */
export function pageShell(title: string, body: string, options: { root: string; script?: string; inlineScript?: string }): string {
  const scripts = [options.script ? `<script defer src="${options.script}"></script>` : '', options.inlineScript ? `<script>${options.inlineScript}</script>` : ''].join('');
  const scriptSources = ["'self'", ...(options.inlineScript ? [`'sha256-${createHash('sha256').update(options.inlineScript, 'utf8').digest('base64')}'`] : [])].join(' ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ${scriptSources}; style-src 'self' 'unsafe-inline'; img-src data:; font-src data:; connect-src 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${options.root}fonts.css">
<style>${SITE_CSS}</style>
</head>
<body>
<header class="site"><a href="${options.root}index.html">cordlint playground</a> <a href="${options.root}rules/index.html">Rules</a></header>
${body}
${scripts}
</body>
</html>
`;
}

const linter = new Linter();

function exampleHtml(id: string, block: CodeBlock, link: StateLink): string {
  const source = `<pre><code class="language-${escapeHtml(block.language)}">${escapeHtml(block.code)}</code></pre>`;
  if (block.language !== 'json' && block.language !== 'yaml') return source;
  const format = block.language;
  const filePath = `example.${format}`;
  // The example shows this rule: it is turned on whatever its default (several are off by default).
  const meta = builtinRules.find((r) => r.meta.id === id)?.meta;
  const rules = meta && meta.severity === 'off' ? { [id]: 'warn' as const } : {};
  let messages: LintMessage[];
  try {
    messages = linter.lintText(block.code, { rules }, filePath).messages;
  } catch {
    return source;
  }
  const findings = messages.length
    ? `<ul class="findings">${messages.map((m) => `<li class="${m.severity === 2 ? 'error' : 'warning'}" data-rule="${escapeHtml(m.ruleId)}">${m.line}:${m.column} ${m.severity === 2 ? 'error' : 'warning'} ${escapeHtml(m.message)} <a href="${escapeHtml(m.ruleId)}.html">${escapeHtml(m.ruleId)}</a></li>`).join('')}</ul>`
    : '<p class="clean">cordlint: no problems.</p>';
  let preview = '';
  try {
    const parsed = parseDocuments(filePath, block.code, format, parseYaml).map((d) => {
      const fatal = d.problems.find((p) => p.fatal);
      return fatal ? { value: undefined, problem: fatal.message } : { value: d.value };
    });
    preview = `<div class="preview">${nodeHtml(previewTree(payloadDocuments(parsed), { now: new Date(0) }).root)}</div>`;
  } catch {
    preview = '';
  }
  const open = `<a class="open" href="../index.html${link({ text: block.code, format, kind: '', destination: '', answer: '' })}">Open in the playground</a>`;
  return `<div class="example">${source}${findings}${open}${preview}</div>`;
}

/** The first paragraph after the title: the rule's summary in the index. */
function summaryOf(markdown: string): string {
  const paragraph = markdown.split(/\n\s*\n/).find((p) => p.trim() && !p.startsWith('#'));
  return (paragraph ?? '').replace(/\s+/g, ' ').trim();
}

export function rulePages(pages: readonly { id: string; markdown: string }[], link: StateLink): SitePage[] {
  const out: SitePage[] = pages.map(({ id, markdown }) => ({
    path: `rules/${id}.html`,
    html: pageShell(`${id} · cordlint`, `<main class="rule-page">${markdownToHtml(markdown, (block) => exampleHtml(id, block, link))}</main>`, { root: '../' }),
  }));
  const items = pages
    .map(({ id, markdown }) => {
      const meta = builtinRules.find((r) => r.meta.id === id)?.meta;
      const summary = summaryOf(markdown);
      return `<li data-search="${escapeHtml(`${id} ${summary}`.toLowerCase())}"><a href="${id}.html">${id}</a> <span class="severity">${meta?.severity ?? ''}</span> ${escapeHtml(summary)}</li>`;
    })
    .join('\n');
  const search = `const q=document.getElementById('search');q.addEventListener('input',()=>{const w=q.value.toLowerCase().trim();let n=0;for(const li of document.querySelectorAll('#rules li')){const s=!w||li.dataset.search.includes(w);li.hidden=!s;if(s)n++}document.getElementById('shown').textContent=n+' rules'});`;
  out.push({
    path: 'rules/index.html',
    html: pageShell(
      'Rules · cordlint',
      `<main class="rule-index"><h1>Rules</h1><input id="search" type="search" placeholder="Search the rules" autocomplete="off"> <span id="shown">${pages.length} rules</span><ul id="rules">${items}</ul></main>`,
      { root: '../', inlineScript: search },
    ),
  });
  return out;
}
