import type { Theme } from './theme.js';
import { box, flow, label, plain, row, span, type BoxNode, type PreviewNode } from './tree.js';

/** A note of `cordlint convert` (what it dropped, approximated, or did by itself), as the page shows it. */
export interface ConversionNote {
  kind: 'dropped' | 'approximated' | 'info';
  message: string;
  /** JSON Pointer into the input payload. */
  path: string;
  document?: number;
}

const KIND_COLOURS: Record<ConversionNote['kind'], keyof Theme> = { dropped: 'error', approximated: 'warning', info: 'muted' };

/** The list beside the before and after previews (it stays in view as the page scrolls): what the conversion changed that the eye may miss. */
export function conversionNotesPanel(notes: readonly ConversionNote[], theme: Theme, documentCount: number): BoxNode {
  const items: PreviewNode[] = notes.map((note, i) =>
    row(`conversion-note conversion-note-${note.kind}`, { gap: 8 }, [
      row('conversion-note-number', { minWidth: 20, height: 20, borderRadius: 10, backgroundColor: theme[KIND_COLOURS[note.kind]] as string, alignItems: 'center', justifyContent: 'center', paddingLeft: 4, paddingRight: 4, flexShrink: 0 }, [
        label('conversion-note-number-text', { color: '#ffffff', fontSize: 12, fontWeight: 700 }, String(i + 1)),
      ]),
      box('conversion-note-text', { flexShrink: 1, minWidth: 0, gap: 2 }, [
        flow('conversion-note-kind', { fontSize: 13, fontWeight: 700, color: theme[KIND_COLOURS[note.kind]] as string }, [span('conversion-note-kind-name', {}, [plain(note.kind)])]),
        label('conversion-note-message', { fontSize: 13, color: theme.text }, note.message),
        label('conversion-note-place', { fontSize: 12, color: theme.muted, wordBreak: 'break-all' }, `${documentCount > 1 && note.document ? `document ${note.document}, ` : ''}${note.path || '(the whole payload)'}`),
      ]),
    ]),
  );
  const title = notes.length === 0 ? 'No conversion notes' : `${notes.length} conversion ${notes.length === 1 ? 'note' : 'notes'}`;
  return box('conversion-notes', { flexGrow: 0, flexShrink: 1, flexBasis: 360, minWidth: 260, position: 'sticky', top: 16, gap: 12, padding: 16, backgroundColor: theme.surface, borderRadius: 8 }, [
    label('conversion-notes-title', { fontSize: 16, fontWeight: 700, color: theme.header }, title),
    ...(notes.length === 0 ? [label('conversion-notes-none', { fontSize: 13, color: theme.muted }, 'Nothing was dropped or approximated.')] : items),
  ]);
}
