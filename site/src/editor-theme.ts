/**
 * The editor in the site's one dark theme (Discord's dark greys, as the page and the preview use),
 * with a highlight style readable on it: CodeMirror's default style is made for a white editor.
 */
import { EditorView } from '@codemirror/view';
import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

export const editorTheme = EditorView.theme(
  {
    '&': { backgroundColor: '#2b2d31', color: '#dbdee1' },
    '.cm-content': { caretColor: '#ffffff' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: '#ffffff' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': { backgroundColor: '#3f4a6b' },
    '.cm-gutters': { backgroundColor: '#232428', color: '#80848e', border: 'none' },
    '.cm-activeLine': { backgroundColor: '#ffffff0a' },
    '.cm-activeLineGutter': { backgroundColor: '#ffffff0f', color: '#dbdee1' },
    '&.cm-focused .cm-matchingBracket': { backgroundColor: '#ffffff1f', outline: '1px solid #80848e' },
    '.cm-tooltip': { backgroundColor: '#111214', color: '#dbdee1', border: '1px solid #3f4147' },
    '.cm-diagnostic-error': { borderLeftColor: '#f23f43' },
    '.cm-diagnostic-warning': { borderLeftColor: '#f0b232' },
  },
  { dark: true },
);

export const editorHighlight = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: '#7cc4ff' },
  { tag: [tags.string, tags.special(tags.string)], color: '#a5e075' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#f5a97f' },
  { tag: [tags.keyword, tags.operator], color: '#c792ea' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: '#80848e', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.bracket, tags.separator], color: '#b5bac1' },
  { tag: tags.invalid, color: '#f23f43' },
]);
