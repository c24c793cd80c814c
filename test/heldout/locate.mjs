// An independent locator for the held-out test: finds the line of a JSON pointer in a JSON or YAML
// text with jsonc-parser / yaml directly, without cordlint's loader.
import { parseTree } from 'jsonc-parser';
import { isAlias, isMap, isSeq, LineCounter, parseAllDocuments } from 'yaml';

/** RFC 6901 pointer -> segments. */
export function segmentsOf(pointer) {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;

/**
 * Lines where the node at `pointer` may be said to be: its value's first line, and the line of its
 * key when its parent is an object. Undefined when the path is not in the document.
 */
export function linesOf(text, format, pointer, documentNumber = 1) {
  const segments = segmentsOf(pointer);
  if (format === 'json') {
    let node = parseTree(text);
    let keyLine;
    for (const segment of segments) {
      if (!node) return undefined;
      if (node.type === 'object') {
        const property = node.children?.find((p) => p.children?.[0]?.value === segment);
        if (!property) return undefined;
        keyLine = lineAt(text, property.offset);
        node = property.children?.[1];
      } else if (node.type === 'array') {
        keyLine = undefined;
        node = node.children?.[Number(segment)];
      } else return undefined;
    }
    if (!node) return undefined;
    return { value: lineAt(text, node.offset), key: keyLine };
  }
  const counter = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter: counter });
  const document = documents[documentNumber - 1];
  if (!document) return undefined;
  let node = document.contents;
  let keyLine;
  for (const segment of segments) {
    // A path that runs through an alias is placed at the alias: that is where the repeated node is written.
    if (isAlias(node)) break;
    if (isMap(node)) {
      const pair = node.items.find((p) => String(p.key?.value ?? p.key) === segment);
      // A field brought in by a `<<` merge key is placed at the merge key's value, like a path through an alias.
      const merge = pair ? undefined : node.items.find((p) => String(p.key?.value ?? p.key) === '<<');
      if (merge) {
        keyLine = merge.key?.range ? counter.linePos(merge.key.range[0]).line : undefined;
        node = merge.value;
        break;
      }
      if (!pair) return undefined;
      keyLine = pair.key?.range ? counter.linePos(pair.key.range[0]).line : undefined;
      node = pair.value;
    } else if (isSeq(node)) {
      keyLine = undefined;
      node = node.items[Number(segment)];
    } else return undefined;
  }
  if (!node?.range) return undefined;
  return { value: counter.linePos(node.range[0]).line, key: keyLine };
}

/** The value line of each pointer; throws when one is not in the document. */
export function locateAll(text, format, pointers, documentNumber = 1) {
  return pointers.map((p) => {
    const lines = linesOf(text, format, p, documentNumber);
    if (!lines) throw new Error(`path ${p} is not in the document`);
    return lines.value;
  });
}
