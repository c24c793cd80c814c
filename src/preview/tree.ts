/**
 * The render tree: what a payload looks like, independent of the output. html.ts writes it as a
 * page, png.ts hands it to satori. Boxes are flexboxes in both (satori knows no other layout);
 * a flow is a paragraph of inline runs, which the HTML page wraps as text and satori as words.
 */

/** CSS properties in camelCase (React's spelling, which satori reads), values in px when numbers. */
export type Style = Readonly<Record<string, string | number>>;

export interface BoxNode {
  type: 'box';
  /** What the box shows, e.g. `button` or `embed-title`: the HTML class `cl-<role>`. */
  role: string;
  style: Style;
  children: PreviewNode[];
  /** JSON Pointer of the payload part the box shows; findings are drawn on it. */
  pointer?: string;
  /** Tooltip in the HTML page. */
  title?: string;
}

export interface FlowNode {
  type: 'flow';
  role: string;
  style: Style;
  children: InlineNode[];
}

export interface ImageNode {
  type: 'image';
  role: string;
  style: Style & { width: number; height: number };
  /** A data: URL (attachments read from disk); remote images are never fetched. */
  src: string;
  alt: string;
}

export type PreviewNode = BoxNode | FlowNode | ImageNode;

export interface SpanNode {
  type: 'span';
  role: string;
  style: Style;
  children: InlineNode[];
  title?: string;
}

export interface TextNode {
  type: 'text';
  text: string;
}

export interface BreakNode {
  type: 'break';
}

export type InlineNode = SpanNode | TextNode | BreakNode;

export function box(role: string, style: Style, children: PreviewNode[], extra: Pick<BoxNode, 'pointer' | 'title'> = {}): BoxNode {
  return { type: 'box', role, style: { display: 'flex', flexDirection: 'column', ...style }, children, ...definedOnly(extra) };
}

export function row(role: string, style: Style, children: PreviewNode[], extra: Pick<BoxNode, 'pointer' | 'title'> = {}): BoxNode {
  return box(role, { flexDirection: 'row', ...style }, children, extra);
}

export function flow(role: string, style: Style, children: InlineNode[]): FlowNode {
  return { type: 'flow', role, style, children };
}

/** A one-line flow of plain text. */
export function label(role: string, style: Style, text: string): FlowNode {
  return flow(role, style, [plain(text)]);
}

export function span(role: string, style: Style, children: InlineNode[], title?: string): SpanNode {
  return { type: 'span', role, style, children, ...(title === undefined ? {} : { title }) };
}

export function plain(text: string): TextNode {
  return { type: 'text', text };
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
