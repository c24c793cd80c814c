import { renderComponent } from './components.js';
import type { RenderContext } from './context.js';
import { box, flow, label, plain, row, span, type BoxNode, type PreviewNode } from './tree.js';
import { list, num, record, text } from './values.js';
import { select } from './widgets.js';

/** A modal: its title, its fields, and the Cancel and Submit buttons Discord adds. */
export function renderModal(body: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  // Discord shows a modal centred over the dimmed client.
  return row('modal-backdrop', { backgroundColor: 'rgba(0, 0, 0, 0.7)', padding: 32, justifyContent: 'center', borderRadius: 8 }, [modalBox(body, pointer, ctx)]);
}

function modalBox(body: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const { theme } = ctx;
  return box('modal', { width: 480, backgroundColor: theme.modal, border: `1px solid ${theme.border}`, borderRadius: 8, overflow: 'hidden' }, [
    row('modal-header', { padding: 16, paddingBottom: 0, justifyContent: 'space-between', alignItems: 'center' }, [
      label('modal-title', { fontSize: 20, fontWeight: 700, color: theme.header }, text(body.title) ?? ''),
      label('modal-close', { fontSize: 20, color: theme.muted }, '×'),
    ], { pointer: `${pointer}/title` }),
    box('modal-body', { padding: 16, gap: 16 }, list(body.components).map((c, i) => modalComponent(c, `${pointer}/components/${i}`, ctx))),
    row('modal-footer', { backgroundColor: theme.surface, padding: 16, justifyContent: 'flex-end', alignItems: 'center', gap: 16 }, [
      label('modal-cancel', { fontSize: 14, color: theme.text }, 'Cancel'),
      row('button button-primary modal-submit', { height: 38, paddingLeft: 16, paddingRight: 16, borderRadius: 8, alignItems: 'center', backgroundColor: theme.brand, color: '#ffffff' }, [label('button-label', { fontSize: 14, fontWeight: 600 }, 'Submit')]),
    ]),
  ], { pointer: pointer });
}

function modalComponent(value: unknown, pointer: string, ctx: RenderContext): PreviewNode {
  const component = record(value);
  switch (component?.type) {
    case 18:
      return labelled(component, pointer, ctx);
    case 1:
      // The legacy form: a Text Input in an Action Row carries its own label.
      return box('action-row modal-action-row', { gap: 16 }, list(component.components).map((child, i) => {
        const input = record(child);
        const childPointer = `${pointer}/components/${i}`;
        return input ? fieldWithCaption(text(input.label), undefined, input.required !== false, field(input, childPointer, ctx), childPointer, ctx) : modalComponent(child, childPointer, ctx);
      }), { pointer });
    case 10:
      return renderComponent(component, pointer, ctx);
    default:
      return component ? field(component, pointer, ctx) : renderComponent(value, pointer, ctx);
  }
}

function labelled(component: Record<string, unknown>, pointer: string, ctx: RenderContext): BoxNode {
  const child = record(component.component);
  const childPointer = `${pointer}/component`;
  const required = child ? child.required !== false && child.type !== 23 : false;
  return fieldWithCaption(text(component.label), text(component.description), required, child ? field(child, childPointer, ctx) : renderComponent(component.component, childPointer, ctx), pointer, ctx, 'label');
}

function fieldWithCaption(caption: string | undefined, description: string | undefined, required: boolean, input: PreviewNode, pointer: string, ctx: RenderContext, role = 'field'): BoxNode {
  const { theme } = ctx;
  return box(role, { gap: 8 }, [
    box('label-caption', { gap: 2 }, [
      flow('label-text', { fontSize: 16, fontWeight: 600, color: theme.header }, [plain(caption ?? ''), ...(required ? [span('label-required', { color: theme.error }, [plain(' *')])] : [])]),
      ...(description !== undefined ? [label('label-description', { fontSize: 14, color: theme.muted }, description)] : []),
    ]),
    input,
  ], { pointer });
}

/** The input of a Label (or of a legacy row): Text Input, select, File Upload, Radio Group, Checkboxes. */
function field(component: Record<string, unknown>, pointer: string, ctx: RenderContext): PreviewNode {
  const { theme } = ctx;
  switch (component.type) {
    case 4: {
      const paragraph = component.style === 2;
      const value = text(component.value);
      // A short Text Input is one line high in Discord, whatever its text: the rest scrolls out of sight.
      return box(`text-input text-input-${paragraph ? 'paragraph' : 'short'}`, {
        ...(paragraph ? { minHeight: 96 } : { height: 40, overflow: 'hidden' }),
        backgroundColor: theme.input,
        border: `1px solid ${theme.border}`,
        borderRadius: 8,
        paddingLeft: 12,
        paddingRight: 12,
        paddingTop: 10,
        paddingBottom: 10,
      }, [label('text-input-value', { fontSize: 16, lineHeight: '20px', color: value ? theme.text : theme.muted, ...(paragraph ? {} : { whiteSpace: 'nowrap', overflow: 'hidden' }) }, value ?? text(component.placeholder) ?? '')], { pointer });
    }
    case 3:
    case 5:
    case 6:
    case 7:
    case 8:
      return select(component, pointer, ctx);
    case 19: {
      const max = num(component.max_values) ?? 1;
      return box('file-upload', { border: `2px dashed ${theme.border}`, borderRadius: 8, padding: 16, alignItems: 'center', gap: 4, backgroundColor: theme.input }, [
        label('file-upload-title', { fontSize: 14, fontWeight: 600, color: theme.header }, 'Drop files here or browse'),
        label('file-upload-limit', { fontSize: 12, color: theme.muted }, `Up to ${max} ${max === 1 ? 'file' : 'files'}`),
      ], { pointer });
    }
    case 21:
      return box('radio-group', { gap: 8 }, list(component.options).map((o, i) => choice(record(o) ?? {}, 'radio', `${pointer}/options/${i}`, ctx)), { pointer });
    case 22:
      return box('checkbox-group', { gap: 8 }, list(component.options).map((o, i) => choice(record(o) ?? {}, 'checkbox', `${pointer}/options/${i}`, ctx)), { pointer });
    case 23:
      return row('checkbox-single', { gap: 8, alignItems: 'center' }, [mark('checkbox', component.default === true, ctx)], { pointer });
    default:
      return renderComponent(component, pointer, ctx);
  }
}

function choice(option: Record<string, unknown>, kind: 'radio' | 'checkbox', pointer: string, ctx: RenderContext): BoxNode {
  const { theme } = ctx;
  const description = text(option.description);
  return row(`${kind}-option`, { gap: 12, alignItems: 'center', backgroundColor: theme.input, border: `1px solid ${theme.border}`, borderRadius: 8, padding: 12 }, [
    mark(kind, option.default === true, ctx),
    box('option-text', { flexShrink: 1, minWidth: 0 }, [
      label('option-label', { fontSize: 16, color: theme.text }, text(option.label) ?? ''),
      ...(description !== undefined ? [label('option-description', { fontSize: 14, color: theme.muted }, description)] : []),
    ]),
  ], { pointer });
}

/** A radio circle or a checkbox square, filled when the option is chosen by default. */
function mark(kind: 'radio' | 'checkbox', checked: boolean, ctx: RenderContext): BoxNode {
  const { theme } = ctx;
  const round = kind === 'radio';
  return row(`${kind}-mark${checked ? ` ${kind}-checked` : ''}`, {
    width: 20,
    height: 20,
    borderRadius: round ? 10 : 4,
    border: `2px solid ${checked ? theme.brand : theme.muted}`,
    backgroundColor: checked && !round ? theme.brand : 'transparent',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }, checked ? [box(`${kind}-dot`, { width: round ? 10 : 8, height: round ? 10 : 8, borderRadius: round ? 5 : 1, backgroundColor: round ? theme.brand : '#ffffff' }, [])] : []);
}
