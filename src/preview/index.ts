/**
 * `cordlint preview`: a payload drawn as Discord shows it, as one self-contained HTML page or a
 * PNG. The payload becomes a render tree (message.ts and its parts); html.ts and png.ts draw it.
 */
import { parseSource, type SourceFormat } from '../load/index.js';
import type { PayloadKind } from '../payload/detect.js';
import type { LintMessage } from '../types.js';
import type { RenderContext } from './context.js';
import { conversionNotesPanel, type ConversionNote } from './convert-notes.js';
import { findingsByPayload, findingsPanel, markFindings, type NumberedFinding } from './findings.js';
import { loadFonts } from './fonts.js';
import type { PngAsset, PngPicture } from './png-picture.js';
import type { PngLimits } from './png-budget.js';
import { htmlPage } from './html.js';
import { attachmentResolver, PNG_IMAGE_TYPES } from './media.js';
import { drawableImage } from './image-header.js';
import { notice, renderPayload } from './message.js';
import { FONT_FAMILY, THEMES, type Theme } from './theme.js';
import { box, label, row, type BoxNode, type PreviewNode } from './tree.js';

export type { PreviewNode } from './tree.js';
export type { PngAsset, PngPicture } from './png-picture.js';
export { PNG_LIMITS, type PngLimits } from './png-budget.js';
export { parseMarkdown, parseInline, type Block, type Inline } from './markdown/parse.js';

/** One payload of a file (files may hold several: a list, or YAML documents). */
export interface PreviewDocument {
  value: unknown;
  /** 1-based number of the YAML document it comes from (findings name it). */
  document?: number;
  /** JSON Pointer of the payload inside its document: `/2` for the third payload of a list. */
  base?: string;
  /** Why the document could not be read (a parse error); it is shown instead of the payload. */
  problem?: string;
}

export interface PreviewOptions {
  theme?: Theme['name'];
  /** Folder where `attachment://NAME` files are read; without it they are placeholders. */
  attachments?: string;
  /** Lint findings to draw on the preview (their `document` numbers select the payload). */
  findings?: readonly LintMessage[];
  kind?: PayloadKind;
  /** "Now" for relative timestamps. */
  now?: Date;
}

export type PreviewFormat = 'html' | 'png';

const PAGE_PADDING = 16;
const MESSAGE_WIDTH = 680;
const FINDINGS_WIDTH = 320;

/** The page's tree: the documents one under the other, and the findings beside them when asked. */
export function previewTree(documents: readonly PreviewDocument[], options: PreviewOptions = {}, format: PreviewFormat = 'html'): { root: BoxNode; width: number; theme: Theme } {
  const theme = THEMES[options.theme ?? 'dark'];
  const ctx: RenderContext = {
    theme,
    now: options.now ?? new Date(),
    // The PNG draws an image only when its header reads whole and its size is bounded (image-header.ts).
    media: format === 'png' ? attachmentResolver(options.attachments, PNG_IMAGE_TYPES, drawableImage) : attachmentResolver(options.attachments),
  };
  let number = 0;
  const numbered: NumberedFinding[] = (options.findings ?? []).map((message) => ({ number: ++number, message }));
  const column = documentsColumn(documents, ctx, options, numbered);
  const withFindings = options.findings !== undefined;
  const width = PAGE_PADDING * 2 + MESSAGE_WIDTH + (withFindings ? FINDINGS_WIDTH + PAGE_PADDING : 0);
  const children: PreviewNode[] = withFindings ? [column, findingsPanel(numbered, theme, documents.length)] : [column];
  return { root: page(children, width, theme), width, theme };
}

/**
 * Before and after a conversion, with the conversion's notes beside them (`cordlint convert
 * --preview`, an HTML page only). The page takes the window's width: before and after sit side by
 * side where two messages and the notes fit (1,800 pixels), one above the other below that, so
 * that a 1,280-pixel screen shows all three without scrolling sideways.
 */
export function sideBySideTree(
  before: readonly PreviewDocument[],
  after: readonly PreviewDocument[],
  options: PreviewOptions & { notes?: readonly ConversionNote[] } = {},
): { root: BoxNode; width: number; theme: Theme } {
  const theme = THEMES[options.theme ?? 'dark'];
  const ctx: RenderContext = { theme, now: options.now ?? new Date(), media: attachmentResolver(options.attachments) };
  const side = (role: string, title: string, docs: readonly PreviewDocument[]) =>
    box(role, { gap: 12, width: MESSAGE_WIDTH, flexShrink: 0 }, [label('side-title', { fontSize: 14, fontWeight: 700, color: theme.muted, letterSpacing: 1 }, title), documentsColumn(docs, ctx, options, [])]);
  const sides = row('sides', { flexWrap: 'wrap', gap: 24, flexGrow: 1, flexShrink: 1, flexBasis: MESSAGE_WIDTH, minWidth: MESSAGE_WIDTH, maxWidth: MESSAGE_WIDTH * 2 + 24, alignItems: 'flex-start' }, [
    side('before', 'BEFORE: LEGACY', before),
    side('after', 'AFTER: COMPONENTS V2', after),
  ]);
  const notes = conversionNotesPanel(options.notes ?? [], theme, before.length);
  const root = row('page convert-page', { padding: PAGE_PADDING, gap: PAGE_PADDING, alignItems: 'flex-start', backgroundColor: theme.background, color: theme.text, fontFamily: FONT_FAMILY, fontSize: 16 }, [sides, notes]);
  return { root, width: PAGE_PADDING * 3 + MESSAGE_WIDTH + 260, theme };
}

function page(children: PreviewNode[], width: number, theme: Theme): BoxNode {
  return row('page', { width, padding: PAGE_PADDING, gap: PAGE_PADDING, alignItems: 'flex-start', backgroundColor: theme.background, color: theme.text, fontFamily: FONT_FAMILY, fontSize: 16 }, children);
}

function documentsColumn(documents: readonly PreviewDocument[], ctx: RenderContext, options: PreviewOptions, findings: readonly NumberedFinding[]): BoxNode {
  const findingsOf = findingsByPayload(findings);
  return box('documents', { gap: 24, width: MESSAGE_WIDTH, flexShrink: 0 }, documents.map((doc, i) => {
    const base = doc.base ?? '';
    const mine = findingsOf(doc.document ?? 1, base);
    let shown = doc.problem !== undefined ? notice(doc.problem, ctx) : renderPayload(doc.value, ctx, options.kind, base);
    if (mine.length) shown = markFindings(shown, mine, ctx.theme);
    const parts: PreviewNode[] = documents.length > 1 ? [label('document-title', { fontSize: 12, fontWeight: 700, color: ctx.theme.muted }, `DOCUMENT ${i + 1}`), shown] : [shown];
    return box('document', { gap: 4 }, parts);
  }));
}

/**
 * The payloads of parsed documents: a list of payloads (a message and its follow-ups) counts as
 * one payload per item.
 */
export function payloadDocuments(parsed: readonly { value: unknown; problem?: string }[]): PreviewDocument[] {
  return parsed.flatMap((doc, i): PreviewDocument[] => {
    const document = i + 1;
    if (doc.problem !== undefined) return [{ value: undefined, problem: doc.problem, document }];
    if (Array.isArray(doc.value)) return doc.value.map((value, index) => ({ value, document, base: `/${index}` }));
    return [{ value: doc.value, document }];
  });
}

/** The payloads of a file's text (JSON or YAML): a document that does not parse says where and why. */
export async function documentsOfText(name: string, text: string, format?: SourceFormat): Promise<PreviewDocument[]> {
  const parsed = await parseSource(name, text, format);
  return payloadDocuments(
    parsed.map((doc) => {
      const fatal = doc.problems.find((p) => p.fatal);
      return fatal ? { value: undefined, problem: fatal.range ? `Line ${fatal.range.line}, column ${fatal.range.column}: ${fatal.message}` : fatal.message } : { value: doc.value };
    }),
  );
}

let htmlFonts: ReturnType<typeof loadFonts> | undefined;

/** The page as one self-contained HTML file. */
export function renderHtml(tree: { root: BoxNode; theme: Theme }, title: string, options: { links?: readonly { text: string; href: string }[] } = {}): string {
  htmlFonts ??= loadFonts('woff2');
  return htmlPage(tree.root, { title, theme: tree.theme, fonts: htmlFonts, ...(options.links ? { links: options.links } : {}) });
}

export interface PngFileOptions {
  /** Told each note the picture carries (a cut, a missing asset), to print as a warning. */
  warn?: (note: string) => void;
  /** Draw as if these packages were not installed (to see what a build without them draws). */
  without?: readonly PngAsset[];
  /** Other bounds than PNG_LIMITS (docs/preview.md). */
  limits?: PngLimits;
}

/** The page as a PNG (satori and resvg from cordlint-png, loaded on first use), within the PNG bounds. */
export async function renderPngFile(tree: { root: BoxNode; width: number; theme: Theme }, options: PngFileOptions = {}): Promise<Uint8Array> {
  const picture = await renderPngPicture(tree, options);
  for (const note of picture.notes) options.warn?.(note);
  return picture.png;
}

/** The PNG with its size and the notes drawn on it. */
export async function renderPngPicture(tree: { root: BoxNode; width: number; theme: Theme }, options: Omit<PngFileOptions, 'warn'> = {}): Promise<PngPicture> {
  const [{ renderPng }, { pngAssets }, { Resvg }] = await Promise.all([import('./png.js'), import('./png-assets.js'), import('./png-package.js').then((p) => p.loadPngPackage())]);
  const { theme } = tree;
  return renderPng(tree.root, {
    width: tree.width,
    background: theme.background,
    colours: { text: theme.text, warning: theme.warning, surface: theme.surface },
    assets: pngAssets(Resvg, options.without),
    ...(options.limits ? { limits: options.limits } : {}),
  });
}
