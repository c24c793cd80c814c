import { closeSync, readSync } from 'node:fs';
import { openSafely } from '../util/safe-read.js';
import path from 'node:path';
import type { LintResult } from '../types.js';
import type { FormatContext } from './index.js';
import { relativePath } from './display-path.js';
import { replaceUnsafeAboveC0 } from '../util/escape-text.js';

/**
 * What --fix would change, as a unified diff (`git apply` and `patch -p1` take it). Only results
 * with fixes applied (`output`) appear; without --fix or --fix-dry-run the diff is empty.
 */
export function diff(results: readonly LintResult[], context: FormatContext): string {
  let out = '';
  for (const result of results) {
    if (result.output === undefined || result.source === undefined) continue;
    const name = relativePath(result.filePath, context.cwd).split('\\').join('/');
    // The text was linted without its byte order mark; the patch must match the bytes on disk.
    const bom = hasBomOnDisk(result.filePath) ? '\uFEFF' : '';
    out += unifiedDiff(bom + result.source, bom + result.output, quotePatchName(`a/${name}`), quotePatchName(`b/${name}`));
  }
  return out;
}

const CONTEXT_LINES = 3;

function hasBomOnDisk(filePath: string): boolean {
  if (!path.isAbsolute(filePath)) return false; // <stdin>
  try {
    const fd = openSafely(filePath);
    try {
      const head = Buffer.alloc(3);
      return readSync(fd, head, 0, 3, 0) === 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

/**
 * A name in `---`/`+++` lines, quoted as git does when it holds a quote, a backslash or a control
 * character (git apply and GNU patch read it); C1 controls and bidirectional marks too, as the octal
 * escapes of their UTF-8 bytes (git's core.quotePath form).
 */
export function quotePatchName(name: string): string {
  if (!/["\\\u0000-\u001F\u007F]/.test(name) && replaceUnsafeAboveC0(name, () => '') === name) return name;
  const escaped = name.replace(/["\\\u0000-\u001F\u007F]/g, (c) => {
    const short: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\t': '\\t', '\r': '\\r', '\b': '\\b', '\f': '\\f', '\v': '\\v', '\u0007': '\\a' };
    return short[c] ?? `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`;
  });
  const octalBytes = (c: string) => [...Buffer.from(c, 'utf8')].map((b) => `\\${b.toString(8).padStart(3, '0')}`).join('');
  return `"${replaceUnsafeAboveC0(escaped, octalBytes)}"`;
}

type Op = { kind: ' ' | '-' | '+'; line: string };

/** A unified diff of two texts, line by line, with three lines of context. Empty when they are equal. */
export function unifiedDiff(before: string, after: string, fromName: string, toName: string): string {
  if (before === after) return '';
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = diffLines(a, b);
  let out = `--- ${fromName}\n+++ ${toName}\n`;
  const changes = ops.flatMap((op, index) => (op.kind === ' ' ? [] : [index]));
  let next = 0;
  while (next < changes.length) {
    // A hunk: changes less than two contexts apart, with a context before and after.
    const first = changes[next]!;
    let last = first;
    next++;
    while (next < changes.length && changes[next]! - last - 1 <= 2 * CONTEXT_LINES) last = changes[next++]!;
    const start = Math.max(0, first - CONTEXT_LINES);
    const end = Math.min(ops.length, last + 1 + CONTEXT_LINES);
    const earlier = ops.slice(0, start);
    const hunk = ops.slice(start, end);
    const oldStart = earlier.filter((o) => o.kind !== '+').length + 1;
    const newStart = earlier.filter((o) => o.kind !== '-').length + 1;
    out += `@@ -${range(oldStart, hunk.filter((o) => o.kind !== '+').length)} +${range(newStart, hunk.filter((o) => o.kind !== '-').length)} @@\n`;
    for (const op of hunk) {
      out += op.kind + op.line.replace(/\n$/, '') + '\n';
      if (!op.line.endsWith('\n')) out += '\\ No newline at end of file\n';
    }
  }
  return out;
}

function range(start: number, count: number): string {
  if (count === 0) return `${start - 1},0`;
  return count === 1 ? `${start}` : `${start},${count}`;
}

/** Lines with their line breaks (the last may have none). */
function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** Myers' O(ND) diff of two lists of lines. */
function diffLines(a: readonly string[], b: readonly string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Array<number>(2 * max + 3).fill(0);
  const trace: number[][] = [];
  outer: for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) break outer;
    }
  }
  // Walk the trace back from the end.
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const vd = trace[d]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && vd[offset + k - 1]! < vd[offset + k + 1]!) ? k + 1 : k - 1;
    const prevX = vd[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: ' ', line: a[x - 1]! });
      x--;
      y--;
    }
    if (d > 0) {
      if (x === prevX) ops.push({ kind: '+', line: b[y - 1]! });
      else ops.push({ kind: '-', line: a[x - 1]! });
    }
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}
