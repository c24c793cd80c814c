import type { LintMessage } from '../types.js';
import type { Theme } from './theme.js';
import { box, flow, label, plain, row, span, type BoxNode, type PreviewNode } from './tree.js';

/** A finding numbered for the page: its marker on the preview and its line beside it carry the number. */
export interface NumberedFinding {
  number: number;
  message: LintMessage;
}

/**
 * Marks, for each finding, the deepest part of the preview whose pointer leads to the finding's
 * path (a finding on `/components/0/label` lands on the button at `/components/0`).
 */
export function markFindings(root: PreviewNode, findings: readonly NumberedFinding[], theme: Theme): PreviewNode {
  const targets = new Map<string, NumberedFinding[]>();
  const pointers = new Set<string>();
  collectPointers(root, pointers);
  for (const finding of findings) {
    const target = bestPointer(finding.message.path, pointers);
    if (target === undefined) continue;
    const list = targets.get(target);
    if (list) list.push(finding);
    else targets.set(target, [finding]);
  }
  return mark(root, targets, theme);
}

function collectPointers(node: PreviewNode, into: Set<string>): void {
  if (node.type !== 'box') return;
  if (node.pointer !== undefined) into.add(node.pointer);
  node.children.forEach((child) => collectPointers(child, into));
}

/**
 * The longest pointer that is the path or one of its ancestors: the path's own ancestors are
 * looked up (as many as it has segments), not every pointer of the preview for every finding.
 */
function bestPointer(path: string, pointers: ReadonlySet<string>): string | undefined {
  for (let candidate = path; ; candidate = candidate.slice(0, candidate.lastIndexOf('/'))) {
    if (pointers.has(candidate)) return candidate;
    if (candidate === '') return undefined;
  }
}

/**
 * The findings of each payload, by its document number and base pointer, found in one pass: a
 * file holding a list of 60,000 payloads does not filter every finding once per payload.
 */
export function findingsByPayload(findings: readonly NumberedFinding[]): (document: number, base: string) => NumberedFinding[] {
  const groups = new Map<string, NumberedFinding[]>();
  const add = (key: string, finding: NumberedFinding) => {
    const list = groups.get(key);
    if (list) list.push(finding);
    else groups.set(key, [finding]);
  };
  for (const finding of findings) {
    const document = finding.message.document ?? 1;
    add(`${document}\n`, finding);
    // A payload of a list has the base `/INDEX`: the path's first segment.
    const path = finding.message.path;
    const second = path.indexOf('/', 1);
    if (path.startsWith('/')) add(`${document}\n${second === -1 ? path : path.slice(0, second)}`, finding);
  }
  return (document, base) => groups.get(`${document}\n${base}`) ?? [];
}

function mark(node: PreviewNode, targets: ReadonlyMap<string, NumberedFinding[]>, theme: Theme): PreviewNode {
  if (node.type !== 'box') return node;
  const children = node.children.map((child) => mark(child, targets, theme));
  const here = node.pointer !== undefined ? targets.get(node.pointer) : undefined;
  if (!here) return { ...node, children };
  const colour = here.some((f) => f.message.severity === 2) ? theme.error : theme.warning;
  return {
    ...node,
    role: `${node.role} finding-target`,
    // A shadow, not a border: the marked part keeps its size and place.
    style: { ...node.style, position: 'relative', boxShadow: `0 0 0 2px ${colour}` },
    children: [
      ...children,
      row('finding-badges', { position: 'absolute', top: -10, right: -10, gap: 2 }, here.map((f) => badge(f, theme))),
    ],
  };
}

function badge(finding: NumberedFinding, theme: Theme): BoxNode {
  const colour = finding.message.severity === 2 ? theme.error : theme.warning;
  return row(`finding-badge finding-badge-${finding.number}`, { minWidth: 20, height: 20, borderRadius: 10, backgroundColor: colour, alignItems: 'center', justifyContent: 'center', paddingLeft: 4, paddingRight: 4 }, [
    label('finding-badge-number', { color: '#ffffff', fontSize: 12, fontWeight: 700 }, String(finding.number)),
  ]);
}

/** The list beside the preview: number, severity, rule, message and place of each finding. */
export function findingsPanel(findings: readonly NumberedFinding[], theme: Theme, documentCount: number): BoxNode {
  const items: PreviewNode[] = findings.map((f) => {
    const error = f.message.severity === 2;
    const where = `${documentCount > 1 && f.message.document ? `document ${f.message.document}, ` : ''}line ${f.message.line}:${f.message.column}${f.message.path ? ` · ${f.message.path}` : ''}`;
    return row(`finding finding-${error ? 'error' : 'warning'}`, { gap: 8 }, [
      badge(f, theme),
      box('finding-text', { flexShrink: 1, minWidth: 0, gap: 2 }, [
        flow('finding-rule', { fontSize: 13, color: theme.header }, [span('finding-severity', { fontWeight: 700, color: error ? theme.error : theme.warning }, [plain(error ? 'error' : 'warning')]), plain(` ${f.message.ruleId}`)]),
        label('finding-message', { fontSize: 13, color: theme.text }, f.message.message),
        label('finding-place', { fontSize: 12, color: theme.muted, wordBreak: 'break-all' }, where),
      ]),
    ]);
  });
  const title = findings.length === 0 ? 'No findings' : `${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}`;
  return box('findings', { width: 320, gap: 12, padding: 16, backgroundColor: theme.surface, borderRadius: 8, flexShrink: 0 }, [
    label('findings-title', { fontSize: 16, fontWeight: 700, color: theme.header }, title),
    ...items,
  ]);
}
