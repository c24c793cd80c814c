/**
 * The rule pages' Markdown as HTML: the subset rules/*.md use (headings, paragraphs, lists, fenced
 * code, inline code, emphasis, links, tables). Links to another rule page (`schema.md`) become its
 * HTML page; other relative links, which point into the repository, keep their text only.
 */
import { escapeHtml } from '../../src/preview/html.js';

export interface CodeBlock {
  language: string;
  code: string;
}

function inline(text: string): string {
  const codes: string[] = [];
  let out = text.replace(/`([^`]+)`/g, (_, code: string) => {
    codes.push(`<code>${escapeHtml(code)}</code>`);
    // A private-use character marks the place: escapeHtml writes controls (NUL too) as references, which no longer matched.
    return `\uE000${codes.length - 1}\uE000`;
  });
  out = escapeHtml(out);
  out = out.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
    const target = href.replace(/&amp;/g, '&');
    if (/^https?:\/\//.test(target)) return `<a href="${escapeHtml(target)}">${label}</a>`;
    const rule = /^([a-z0-9-]+)\.md(#[\w-]*)?$/.exec(target);
    if (rule) return `<a href="${rule[1]}.html${rule[2] ?? ''}">${label}</a>`;
    if (target.startsWith('#')) return `<a href="${escapeHtml(target)}">${label}</a>`;
    return label;
  });
  out = out.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>').replace(/(^|[^\w*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  return out.replace(/\uE000(\d+)\uE000/g, (_, i: string) => codes[Number(i)]!);
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The page's HTML; `code` draws each fenced block (the rule pages add its findings and preview).
 */
export function markdownToHtml(markdown: string, code: (block: CodeBlock) => string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = /^(```+|~~~+)\s*([\w-]*)/.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.startsWith(fence[1]!)) body.push(lines[i++]!);
      i++;
      out.push(code({ language: fence[2] ?? '', code: body.join('\n') + '\n' }));
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      out.push(`<h${level} id="${slug(heading[2]!)}">${inline(heading[2]!)}</h${level}>`);
      i++;
      continue;
    }
    if (/^\s*[-*]\s+/.test(line) || /^\s*\d+\.\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length && /\S/.test(lines[i]!)) {
        const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(lines[i]!);
        if (item) items.push(item[1]!);
        else items[items.length - 1] += ` ${lines[i]!.trim()}`;
        i++;
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((t) => `<li>${inline(t)}</li>`).join('')}</${tag}>`);
      continue;
    }
    if (/^\|.*\|\s*$/.test(line)) {
      const rows: string[][] = [];
      while (i < lines.length && /^\|.*\|\s*$/.test(lines[i]!)) {
        const cells = lines[i]!.trim().slice(1, -1).split('|').map((c) => c.trim());
        if (!cells.every((c) => /^:?-+:?$/.test(c))) rows.push(cells);
        i++;
      }
      const [head, ...body] = rows;
      out.push(
        `<table><thead><tr>${(head ?? []).map((c) => `<th>${inline(c)}</th>`).join('')}</tr></thead><tbody>${body.map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`,
      );
      continue;
    }
    if (!/\S/.test(line)) {
      i++;
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && /\S/.test(lines[i]!) && !/^(#{1,6}\s|```|~~~|\s*[-*]\s|\|)/.test(lines[i]!)) paragraph.push(lines[i++]!);
    if (paragraph.length === 0) paragraph.push(lines[i++]!);
    out.push(`<p>${inline(paragraph.join(' '))}</p>`);
  }
  return out.join('\n');
}
