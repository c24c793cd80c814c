/**
 * The playground page: a CodeMirror 6 editor whose text the real `cordlint/linter` core lints on
 * every change (no rule is implemented here), the findings as underlines and as a list with fixes,
 * the preview drawn by `cordlint preview`'s own renderer, the explain pane (src/explain/) and the
 * Convert button (src/convert/). scripts/build-site.mjs bundles it into site/dist/playground.js.
 */
import { EditorState, Compartment } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLine, drawSelection } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { syntaxHighlighting, bracketMatching } from '@codemirror/language';
import { editorHighlight, editorTheme } from './editor-theme.js';
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Linter, type LintMessage, type LinterConfig, type PayloadKind } from '../../src/linter/index.js';
import { DESTINATIONS, type Destination } from '../../src/payload/destination.js';
import { PAYLOAD_KINDS } from '../../src/payload/detect.js';
import { formatOf, parseDocuments } from '../../src/load/index.js';
import { parseYaml } from '../../src/load/yaml.js';
import { previewTree, payloadDocuments } from '../../src/preview/index.js';
import { nodeHtml, escapeHtml } from '../../src/preview/html.js';
import { explain, type Explanation } from '../../src/explain/index.js';
import { convert } from '../../src/convert/index.js';
import { decodeState, encodeState, type PlaygroundState } from './state.js';

const EXAMPLE = `{
  "flags": 32768,
  "components": [
    {
      "type": 17,
      "components": [
        { "type": 10, "content": "## Deploy finished\\nAll 12 checks passed." },
        {
          "type": 1,
          "components": [
            { "type": 2, "style": 1, "label": "Open the logs", "custom_id": "logs" }
          ]
        }
      ]
    }
  ]
}
`;

const linter = new Linter();
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const formatPicker = $<HTMLSelectElement>('format');
const kindPicker = $<HTMLSelectElement>('kind');
const destinationPicker = $<HTMLSelectElement>('destination');
const answerBox = $<HTMLTextAreaElement>('answer');
const findingsList = $<HTMLElement>('findings');
const summary = $<HTMLElement>('summary');
const previewPane = $<HTMLElement>('preview');
const explainList = $<HTMLElement>('explanations');
const convertNotes = $<HTMLElement>('convert-notes');

for (const kind of PAYLOAD_KINDS) kindPicker.add(new Option(kind, kind));
for (const destination of DESTINATIONS) destinationPicker.add(new Option(destination, destination));

const language = new Compartment();
const languageOf = (format: string) => (format === 'yaml' ? yaml() : json());

let timer: ReturnType<typeof setTimeout> | undefined;
const schedule = (delay = 120) => {
  clearTimeout(timer);
  timer = setTimeout(() => void refresh(), delay);
};

const view = new EditorView({
  parent: $('editor'),
  state: EditorState.create({
    doc: EXAMPLE,
    extensions: [
      lineNumbers(),
      history(),
      drawSelection(),
      highlightActiveLine(),
      bracketMatching(),
      editorTheme,
      syntaxHighlighting(editorHighlight),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      language.of(json()),
      lintGutter(),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) schedule();
      }),
    ],
  }),
});

function config(): LinterConfig {
  return {
    ...(kindPicker.value ? { kind: kindPicker.value as PayloadKind } : {}),
    ...(destinationPicker.value ? { destination: destinationPicker.value as Destination } : {}),
  };
}

/** The text's format: the picker's, or on "auto" what the text looks like (JSON starts with { or [), as the CLI sniffs a file without an extension. */
const formatOfText = (text = view.state.doc.toString()): 'json' | 'yaml' =>
  formatPicker.value === 'yaml' || formatPicker.value === 'json' ? formatPicker.value : formatOf('', text);
const filePath = (text?: string) => (formatOfText(text) === 'yaml' ? 'playground.yaml' : 'playground.json');
let shownLanguage: 'json' | 'yaml' = 'json';

/** Highlights the text as the format it is read as. */
function followFormat(text: string): void {
  const format = formatOfText(text);
  if (format === shownLanguage) return;
  shownLanguage = format;
  view.dispatch({ effects: language.reconfigure(languageOf(format)) });
}

/** A finding's 1-based line and column as an offset into the editor's text. */
function offsetOf(line: number, column: number): number {
  const doc = view.state.doc;
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(column - 1, 0), at.to);
}

function applyEdits(edits: readonly { range: readonly [number, number]; text: string }[]): void {
  view.dispatch({ changes: edits.map((e) => ({ from: e.range[0], to: e.range[1], insert: e.text })) });
}

function diagnosticOf(message: LintMessage, source: string): Diagnostic {
  const from = offsetOf(message.line, message.column);
  const to = Math.max(from, offsetOf(message.endLine, message.endColumn));
  const actions = [
    ...(message.fix ? [{ name: 'Fix', apply: () => applyEdits(message.fix!) }] : []),
    ...(message.suggestions ?? []).map((s) => ({ name: s.message, apply: () => applyEdits(s.fix) })),
  ];
  return { from, to, severity: message.severity === 2 ? 'error' : 'warning', source, message: `${message.message} (${message.ruleId})`, actions };
}

const ruleLink = (id: string) => (/^[a-z0-9-]+$/.test(id) ? `<a class="rule" href="rules/${id}.html">${id}</a>` : `<span class="rule">${escapeHtml(id)}</span>`);

function renderFindings(messages: readonly LintMessage[]): void {
  const errors = messages.filter((m) => m.severity === 2).length;
  summary.textContent = messages.length === 0 ? 'No problems.' : `${errors} error${errors === 1 ? '' : 's'}, ${messages.length - errors} warning${messages.length - errors === 1 ? '' : 's'}`;
  summary.dataset.count = String(messages.length);
  findingsList.replaceChildren(
    ...messages.map((m) => {
      const item = document.createElement('li');
      item.className = m.severity === 2 ? 'finding error' : 'finding warning';
      item.dataset.rule = m.ruleId;
      item.dataset.line = String(m.line);
      item.dataset.column = String(m.column);
      item.innerHTML = `<button class="goto" type="button">${m.line}:${m.column}</button> <span class="severity">${m.severity === 2 ? 'error' : 'warning'}</span> ${escapeHtml(m.message)} ${ruleLink(m.ruleId)}`;
      item.querySelector('.goto')!.addEventListener('click', () => {
        view.dispatch({ selection: { anchor: offsetOf(m.line, m.column) }, scrollIntoView: true });
        view.focus();
      });
      const fixes = [...(m.fix ? [{ message: 'Fix', fix: m.fix }] : []), ...(m.suggestions ?? [])];
      for (const fix of fixes) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'fix';
        button.textContent = fix.message;
        button.addEventListener('click', () => applyEdits(fix.fix));
        item.append(' ', button);
      }
      return item;
    }),
  );
  $<HTMLButtonElement>('fix-all').disabled = !messages.some((m) => m.fix);
}

function renderPreview(text: string, messages: readonly LintMessage[]): void {
  const format = formatOfText(text);
  const parsed = parseDocuments(filePath(text), text, format, parseYaml).map((d) => {
    const fatal = d.problems.find((p) => p.fatal);
    return fatal ? { value: undefined, problem: fatal.message } : { value: d.value };
  });
  const kind = kindPicker.value ? (kindPicker.value as PayloadKind) : undefined;
  const tree = previewTree(payloadDocuments(parsed), { findings: messages, ...(kind ? { kind } : {}) });
  previewPane.innerHTML = nodeHtml(tree.root);
}

function renderExplanations(explanations: readonly Explanation[], answered: boolean): void {
  if (!answered) {
    explainList.replaceChildren();
    explainList.dataset.count = '0';
    return;
  }
  explainList.dataset.count = String(explanations.length);
  if (explanations.length === 0) {
    explainList.innerHTML = '<li class="none">No Discord error found in this text.</li>';
    return;
  }
  explainList.innerHTML = explanations
    .map((e) => {
      const where = e.shownAt !== undefined ? `line ${e.message.line}` : 'no place in the payload';
      const parts = [
        `<strong class="where" data-line="${e.message.line}">${where}</strong>`,
        `<code>${escapeHtml(e.code ?? 'unknown code')}</code>`,
        escapeHtml(e.discordMessage),
        e.discordPath ? `at <code>${escapeHtml(e.discordPath)}</code>` : '',
        e.meaning ? `<div class="meaning">${escapeHtml(e.meaning)}</div>` : '',
        e.fix ? `<div class="how">Fix: ${escapeHtml(e.fix)}</div>` : '',
        e.note ? `<div class="note">${escapeHtml(e.note)}</div>` : '',
        e.cordlint.length ? `<div class="cordlint">cordlint says here: ${e.cordlint.map((m) => `${escapeHtml(m.message)} ${ruleLink(m.ruleId)}`).join('; ')}</div>` : '',
      ];
      return `<li class="explanation">${parts.filter(Boolean).join(' ')}</li>`;
    })
    .join('');
}

let generation = 0;

/** Lints the text, then redraws the list, the underlines, the preview, the explanations and the URL. */
async function refresh(): Promise<void> {
  const mine = ++generation;
  const text = view.state.doc.toString();
  followFormat(text);
  let messages: LintMessage[];
  try {
    messages = linter.lintText(text, config(), { filePath: filePath(text), fixEdits: true }).messages;
  } catch (error) {
    messages = [];
    summary.textContent = `cordlint failed: ${(error as Error).message}`;
  }
  renderFindings(messages);
  try {
    renderPreview(text, messages);
  } catch (error) {
    previewPane.textContent = `The preview failed: ${(error as Error).message}`;
  }
  const answer = answerBox.value;
  let explanations: Explanation[] = [];
  if (answer.trim()) {
    try {
      explanations = (await explain(answer, text, { ...config(), filePath: filePath(text) })).explanations;
    } catch (error) {
      explainList.textContent = `explain failed: ${(error as Error).message}`;
    }
  }
  if (mine !== generation) return;
  renderExplanations(explanations, answer.trim() !== '');
  const diagnostics = [...messages.map((m) => diagnosticOf(m, 'cordlint')), ...explanations.filter((e) => e.shownAt !== undefined).map((e) => diagnosticOf(e.message, 'Discord'))];
  view.dispatch(setDiagnostics(view.state, diagnostics));
  document.body.dataset.linted = String(mine);
  await saveState(text);
}

async function saveState(text: string): Promise<void> {
  const state: PlaygroundState = { text, format: formatPicker.value === 'yaml' || formatPicker.value === 'json' ? formatPicker.value : 'auto', kind: kindPicker.value, destination: destinationPicker.value, answer: answerBox.value };
  const hash = await encodeState(state);
  // replaceState: typing is not a trail of history entries; file: pages allow it too.
  if (location.hash !== hash) window.history.replaceState(null, '', hash);
}

function setText(text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

$('fix-all').addEventListener('click', () => {
  const result = linter.lintText(view.state.doc.toString(), config(), { filePath: filePath(), fix: true });
  if (result.output !== undefined) setText(result.output);
});

$('convert').addEventListener('click', () => {
  const text = view.state.doc.toString();
  const documents = parseDocuments(filePath(text), text, formatOfText(text), parseYaml);
  const first = documents[0];
  if (!first || first.problems.some((p) => p.fatal)) {
    convertNotes.textContent = 'Convert needs a payload that parses.';
    return;
  }
  const kind = kindPicker.value ? (kindPicker.value as PayloadKind) : undefined;
  const result = convert(first.value, kind ? { kind } : {});
  if (result.status === 'refused') {
    convertNotes.textContent = `Not converted: ${result.reason}`;
    return;
  }
  if (result.status === 'unchanged') {
    convertNotes.textContent = `Nothing to convert: ${result.reason}`;
    return;
  }
  // The converted payload is JSON (the YAML writer keeps comments only with the CLI's sources).
  if (formatPicker.value === 'yaml') formatPicker.value = 'auto';
  setText(JSON.stringify(result.payloads.length === 1 ? result.payloads[0] : result.payloads, null, 2) + '\n');
  convertNotes.innerHTML = result.notes.length
    ? `<ul>${result.notes.map((n) => `<li><code>${escapeHtml(n.path || '/')}</code> ${escapeHtml(n.kind)}: ${escapeHtml(n.message)}</li>`).join('')}</ul>`
    : 'Converted to Components V2.';
});

formatPicker.addEventListener('change', () => schedule(0));
kindPicker.addEventListener('change', () => schedule(0));
destinationPicker.addEventListener('change', () => schedule(0));
answerBox.addEventListener('input', () => schedule());

explainList.addEventListener('click', (event) => {
  const line = Number((event.target as HTMLElement).closest<HTMLElement>('.where')?.dataset.line);
  if (line) view.dispatch({ selection: { anchor: offsetOf(line, 1) }, scrollIntoView: true });
});

$('share').addEventListener('click', () => {
  void navigator.clipboard?.writeText(location.href).catch(() => undefined);
  $('share').textContent = 'Link copied';
});

async function start(): Promise<void> {
  const saved = await decodeState(location.hash);
  if (saved) {
    formatPicker.value = saved.format;
    kindPicker.value = saved.kind;
    destinationPicker.value = saved.destination;
    answerBox.value = saved.answer;
    setText(saved.text);
  }
  await refresh();
}

void start();
