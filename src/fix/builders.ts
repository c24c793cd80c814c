/**
 * The fixes cordlint's rules offer, as functions of a document and a path. Each returns the text
 * edits of one fix, or undefined when this case cannot be fixed safely (the finding stays).
 */
import { MESSAGE_FLAGS } from '../components.js';
import type { PayloadDocument, SourceComment } from '../load/document.js';
import { isObject } from '../payload/detect.js';
import { ATTACHMENT_SCHEME } from '../payload/media.js';
import { V2_FORBIDDEN_FIELDS } from '../payload/v2-forbidden-fields.js';
import type { JsonPath } from '../types.js';
import type { TextEdit } from './edits.js';
import {
  columnOf,
  commentsIn,
  editedText,
  formatKey,
  insertProperty,
  isFirstOnLine,
  lineIndentOf,
  lineStartOf,
  reindent,
  removeProperties,
  removeProperty,
  removePropertiesOf,
  renameKey,
  setValue,
  valueAt,
} from './source-edits.js';
import { appendAll } from '../util/append.js';

/** Fields of an unfurled media item that only Discord fills in (everything but `url`). */
export const RESPONSE_ONLY_MEDIA_FIELDS = [
  'proxy_url',
  'height',
  'width',
  'placeholder',
  'placeholder_version',
  'content_type',
  'flags',
  'attachment_id',
] as const;

/** Fields of a File component that Discord ignores on input and fills in responses. */
export const RESPONSE_ONLY_FILE_FIELDS = ['name', 'size'] as const;

/** The YAML indentation step used for new nesting levels. */
const YAML_INDENT = 2;

/**
 * A modal's Action Row holding one Text Input becomes a Label holding it: the row's `type` becomes
 * 18, the Text Input's `label` moves to the Label, `components: [input]` becomes `component: input`.
 * Comments stay: those on the label's line go with it, others in the replaced text become comment
 * lines above it. Not offered when the row holds anything but exactly one Text Input with a
 * non-empty string `label` (a Label needs one).
 */
export function textInputRowToLabel(document: PayloadDocument, rowPath: JsonPath): TextEdit[] | undefined {
  const row = valueAt(document.value, rowPath);
  if (!isObject(row) || row.type !== 1 || 'label' in row || 'component' in row || 'description' in row) return undefined;
  const children = row.components;
  if (!Array.isArray(children) || children.length !== 1) return undefined;
  const input = children[0];
  if (!isObject(input) || input.type !== 4 || typeof input.label !== 'string' || input.label === '') return undefined;

  const rowNode = document.source(rowPath);
  if (!rowNode || rowNode.kind !== 'object') return undefined;
  const typeProperty = rowNode.properties.find((p) => p.key === 'type');
  const componentsProperty = rowNode.properties.find((p) => p.key === 'components');
  const list = componentsProperty?.value;
  const inputNode = list?.items[0];
  if (!typeProperty?.value || !componentsProperty || !list || list.kind !== 'array' || inputNode?.kind !== 'object') return undefined;
  const labelIndex = inputNode.properties.findIndex((p) => p.key === 'label');
  const labelValue = inputNode.properties[labelIndex]?.value;
  if (!labelValue) return undefined;

  const text = document.text;
  const labelComments: SourceComment[] = [];
  const labelRemoval = removePropertiesOf(document, inputNode, [labelIndex], { comments: 'collect', collected: labelComments });
  if (!labelRemoval) return undefined;
  let labelSource = text.slice(labelValue.start, labelValue.end);
  if (/[\r\n]/.test(labelSource)) labelSource = JSON.stringify(input.label);

  const inputStart = inputNode.start;
  const inputEnd = Math.max(inputNode.end, ...labelRemoval.map((e) => e.range[1]));
  const moved = editedText(document, inputNode, labelRemoval);
  // When the label was the input's last field, its trailing comment lies after the list's end: the
  // replaced text reaches it (not the line break), or the comment would stay behind on another line.
  let replacedEnd = list.end;
  if (inputEnd > list.end) {
    replacedEnd = inputEnd;
    while (replacedEnd > list.end && (text[replacedEnd - 1] === '\n' || text[replacedEnd - 1] === '\r')) replacedEnd--;
  }
  const replaced: [number, number] = [componentsProperty.keyStart, replacedEnd];
  // Comments in the replaced text but outside the moved input (e.g. above `- type: 4`).
  const stray = commentsIn(document, replaced[0], replaced[1]).filter((c) => c.start < inputStart || c.start >= inputEnd);

  const edits: TextEdit[] = [{ range: [typeProperty.value.start, typeProperty.value.end], text: '18' }];
  const labelKey = formatKey(document, 'label');
  const componentKey = formatKey(document, 'component');

  if (document.format === 'json' || rowNode.flow) {
    if (stray.length > 0) return undefined; // a YAML flow mapping with comments inside: leave it to a human
    const keyIndent = lineIndentOf(text, componentsProperty.keyStart);
    // Written as the row writes `"components": [`: compact JSON stays compact.
    const colon = text.slice(componentsProperty.keyEnd, list.start);
    const compact = !/\s/.test(colon);
    const separator = isFirstOnLine(text, componentsProperty.keyStart) ? '\n' + ' '.repeat(keyIndent) : compact ? '' : ' ';
    const inputText = reindent(moved, keyIndent - lineIndentOf(text, inputStart));
    edits.push({ range: replaced, text: `${labelKey}${colon}${labelSource},${separator}${componentKey}${colon}${inputText}` });
    return edits;
  }

  // A YAML block mapping.
  const keyColumn = columnOf(text, componentsProperty.keyStart);
  const keyIsFirst = isFirstOnLine(text, componentsProperty.keyStart);
  const pad = ' '.repeat(keyColumn);
  const trailing = labelComments.length === 1 ? ` #${labelComments[0]!.text}` : '';
  const aboveLabel = [...stray, ...(labelComments.length > 1 ? labelComments : [])];
  let prefix = '';
  if (aboveLabel.length > 0) {
    if (keyIsFirst) {
      prefix = aboveLabel.map((c) => `#${c.text}\n${pad}`).join('');
    } else {
      const lineStart = lineStartOf(text, componentsProperty.keyStart);
      const indent = ' '.repeat(lineIndentOf(text, lineStart));
      edits.push({ range: [lineStart, lineStart], text: aboveLabel.map((c) => `${indent}#${c.text}\n`).join('') });
    }
  }
  let component: string;
  if (inputNode.flow) {
    component = ` ${reindent(moved, keyColumn + YAML_INDENT - lineIndentOf(text, inputStart))}`;
  } else {
    const inputColumn = keyColumn + YAML_INDENT;
    component = `\n${' '.repeat(inputColumn)}${reindent(moved, inputColumn - columnOf(text, inputStart))}`;
  }
  edits.push({ range: replaced, text: `${prefix}${labelKey}: ${labelSource}${trailing}\n${pad}${componentKey}:${component}` });
  return edits.sort((a, b) => a.range[0] - b.range[0]);
}

/**
 * Adds the IS_COMPONENTS_V2 flag (1 << 15) to the message body at `bodyPath`: `flags` gets the bit,
 * or a `flags: 32768` line is added before `components`. Not offered when the body has something
 * the flag forbids (content, embeds, poll, stickers...), `flags` that is not an integer, or
 * attachments that no component shows (the flag would hide them).
 */
export function addComponentsV2Flag(document: PayloadDocument, bodyPath: JsonPath): TextEdit[] | undefined {
  const body = valueAt(document.value, bodyPath);
  if (!isObject(body)) return undefined;
  for (const { field, cleared } of V2_FORBIDDEN_FIELDS) if (Object.hasOwn(body, field) && !cleared(body[field])) return undefined;
  if (hasHiddenAttachments(body)) return undefined;
  const flag = MESSAGE_FLAGS.IS_COMPONENTS_V2;
  if (Object.hasOwn(body, 'flags') && body.flags !== null) {
    const flags = body.flags;
    if (typeof flags !== 'number' || !Number.isSafeInteger(flags) || flags < 0) return undefined;
    if ((flags & flag) !== 0) return undefined;
    return setValue(document, [...bodyPath, 'flags'], flags + flag);
  }
  if (body.flags === null) return setValue(document, [...bodyPath, 'flags'], flag);
  return insertProperty(document, bodyPath, 'flags', String(flag), 'components');
}

/** Attachments that no `attachment://name` reference shows: with the flag Discord uploads but hides them. */
function hasHiddenAttachments(body: Record<string, unknown>): boolean {
  const attachments = body.attachments;
  if (!Array.isArray(attachments) || attachments.length === 0) return false;
  const referenced = new Set<string>();
  const stack: unknown[] = [body.components];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string' && value.startsWith(ATTACHMENT_SCHEME)) referenced.add(value.slice(ATTACHMENT_SCHEME.length));
    else if (Array.isArray(value)) appendAll(stack, value);
    else if (isObject(value)) appendAll(stack, Object.values(value));
  }
  return attachments.some((a) => !isObject(a) || typeof a.filename !== 'string' || !referenced.has(a.filename));
}

/** Removes the response-only fields (all but `url`) of the unfurled media item at `mediaPath`. */
export function removeResponseOnlyMediaFields(document: PayloadDocument, mediaPath: JsonPath): TextEdit[] | undefined {
  return removeProperties(document, mediaPath, RESPONSE_ONLY_MEDIA_FIELDS);
}

/** Removes `name` and `size` from the File component at `filePath` (Discord ignores them on input). */
export function removeResponseOnlyFileFields(document: PayloadDocument, filePath: JsonPath): TextEdit[] | undefined {
  return removeProperties(document, filePath, RESPONSE_ONLY_FILE_FIELDS);
}

/** Removes `disabled` from the component at `componentPath` (a modal rejects it). */
export function removeDisabledInModal(document: PayloadDocument, componentPath: JsonPath): TextEdit[] | undefined {
  return removeProperty(document, [...componentPath, 'disabled']);
}

/** Removes a Text Input's own `label` when the Label around it (its parent) has a `label`. */
export function removeTextInputOwnLabel(document: PayloadDocument, textInputPath: JsonPath): TextEdit[] | undefined {
  const parent = valueAt(document.value, textInputPath.slice(0, -1));
  if (!isObject(parent) || parent.type !== 18 || typeof parent.label !== 'string') return undefined;
  return removeProperty(document, [...textInputPath, 'label']);
}

/** Renames a misspelt field (`lable` -> `label`): offered as a suggestion, never applied by --fix. */
export function renameField(document: PayloadDocument, fieldPath: JsonPath, to: string): TextEdit[] | undefined {
  return renameKey(document, fieldPath, to);
}
