/**
 * The payload a fixture answers (SENT): its messages and modals, and every component in them with
 * where it stands, found by the engine's own walk.
 */
import type { ComponentNode } from '../engine/rule.js';
import { walkComponents } from '../engine/walk.js';
import { formatOf, parseSource, type PayloadDocument } from '../load/index.js';
import { detectKind, envelopeOf, isObject, LISTABLE_KINDS } from '../payload/detect.js';
import type { JsonPath } from '../types.js';
import type { AnswerPlace } from './answers.js';

/** A message or a modal of SENT. */
export interface SentSurface {
  kind: 'message' | 'modal';
  /** The message or modal body. */
  body: Record<string, unknown>;
  /** Path of the body inside its document. */
  bodyPath: JsonPath;
  document: PayloadDocument;
  /** Every component of the body, in document order. */
  nodes: ComponentNode[];
}

export interface SentPayload {
  filePath: string;
  surfaces: SentSurface[];
}

/** SENT cannot be used: it is missing, does not parse, or holds no message or modal. */
export class SentError extends Error {}


/** Indexes SENT given as text (JSON or YAML, picked by the file name or the text). */
export async function sentFromText(filePath: string, text: string): Promise<SentPayload> {
  const documents = await parseSource(filePath, text.replace(/^\uFEFF/, ''), formatOf(filePath, text));
  const surfaces: SentSurface[] = [];
  for (const document of documents) {
    const fatal = document.problems.find((p) => p.fatal);
    if (fatal) {
      const at = document.locate(fatal.path);
      throw new SentError(`${fatal.message} (line ${at.line}, column ${at.column})`);
    }
    const value = document.value;
    const payloads: [Record<string, unknown>, JsonPath][] = Array.isArray(value)
      ? value.flatMap((v, i) => (isObject(v) ? [[v, [i]] as [Record<string, unknown>, JsonPath]] : []))
      : isObject(value)
        ? [[value, []]]
        : [];
    for (const [payload, base] of payloads) {
      const kind = detectKind(payload);
      if (!kind || !LISTABLE_KINDS.has(kind)) continue;
      const envelope = envelopeOf(payload, kind, 'detected');
      if (envelope.surface === 'none' || !envelope.body) continue;
      // Paths from the document's root (a list element's start with its index); parents point at the rebased nodes.
      const nodes: ComponentNode[] = [];
      const rebased = new Map<ComponentNode, ComponentNode>();
      walkComponents(payload, envelope, (node) => {
        const copy: ComponentNode = { ...node, path: [...base, ...node.path], parent: node.parent && rebased.get(node.parent) };
        rebased.set(node, copy);
        nodes.push(copy);
      });
      surfaces.push({ kind: envelope.surface, body: envelope.body, bodyPath: [...base, ...envelope.bodyPath], document, nodes });
    }
  }
  if (surfaces.length === 0) {
    throw new SentError('it holds no message, modal or interaction response with components; --against takes the payload the fixtures answer');
  }
  return { filePath, surfaces };
}

/** Where a component of SENT stands, in the words of a received answer. */
export function placeOf(node: ComponentNode, surface: SentSurface): AnswerPlace {
  if (surface.kind === 'message') return 'message';
  if (node.parent?.type === 18 && node.slot === 'component') return 'label';
  if (node.parent?.type === 1) return 'row';
  return 'top';
}

/** The top-level component of the body that holds `node` (itself at the top). */
export function topOf(node: ComponentNode): ComponentNode {
  let top = node;
  while (top.parent) top = top.parent;
  return top;
}
