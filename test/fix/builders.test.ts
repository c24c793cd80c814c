/**
 * The fix builders, on JSON and YAML as people write them: the exact text after the edits, the
 * value it parses to, and every comment still there.
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  addComponentsV2Flag,
  removeDisabledInModal,
  removeResponseOnlyFileFields,
  removeResponseOnlyMediaFields,
  removeTextInputOwnLabel,
  renameField,
  textInputRowToLabel,
} from '../../src/fix/builders.js';
import { applyEdits } from '../../src/fix/edits.js';
import type { TextEdit } from '../../src/types.js';
import { parseSource } from '../../src/load/index.js';
import type { PayloadDocument } from '../../src/load/document.js';
import type { JsonPath } from '../../src/types.js';

type Builder = (document: PayloadDocument, path: JsonPath) => TextEdit[] | undefined;

async function fixWith(name: string, text: string, builder: Builder, path: JsonPath): Promise<string | undefined> {
  const [document] = await parseSource(name, text);
  const edits = builder(document!, path);
  return edits && applyEdits(text, edits);
}

const comments = (text: string) => text.match(/#.*/g) ?? [];

describe('textInputRowToLabel', () => {
  it('turns a YAML Action Row into a Label, moving the label and keeping every comment', async () => {
    const text = `# Feedback form
custom_id: feedback
title: Feedback
components:
  # Name field
  - type: 1 # was a row
    components: # the input
      # short answer
      - type: 4   # Text Input
        custom_id: name
        label: Your name # shown above the field
        style: 1
  - type: 1
    components:
      - { type: 4, custom_id: about, label: "About you", style: 2 }
`;
    const fixed = await fixWith('modal.yaml', text, textInputRowToLabel, ['components', 0]);
    expect(fixed).toBe(`# Feedback form
custom_id: feedback
title: Feedback
components:
  # Name field
  - type: 18 # was a row
    # the input
    # short answer
    label: Your name # shown above the field
    component:
      type: 4   # Text Input
      custom_id: name
      style: 1
  - type: 1
    components:
      - { type: 4, custom_id: about, label: "About you", style: 2 }
`);
    expect(comments(fixed!).sort()).toEqual(comments(text).sort());
    expect(parseYaml(fixed!).components[0]).toEqual({ type: 18, label: 'Your name', component: { type: 4, custom_id: 'name', style: 1 } });
  });

  it('writes a flow Text Input in a block row on the component line', async () => {
    const text = `components:
  - type: 1
    components:
      - { type: 4, custom_id: about, label: "About you", style: 2 }
`;
    expect(await fixWith('modal.yaml', text, textInputRowToLabel, ['components', 0])).toBe(`components:
  - type: 18
    label: "About you"
    component: { type: 4, custom_id: about, style: 2 }
`);
  });

  it('keeps a YAML flow row on one line', async () => {
    const text = `components:\n  - { type: 1, components: [ { type: 4, label: Age, custom_id: age, style: 1 } ] }\n`;
    expect(await fixWith('modal.yaml', text, textInputRowToLabel, ['components', 0])).toBe(
      `components:\n  - { type: 18, label: Age, component: { type: 4, custom_id: age, style: 1 } }\n`,
    );
  });

  it('re-indents a pretty-printed JSON Text Input one level up', async () => {
    const text = `{
  "custom_id": "feedback",
  "title": "Feedback",
  "components": [
    {
      "type": 1,
      "components": [
        {
          "type": 4,
          "custom_id": "name",
          "label": "Your name",
          "style": 1
        }
      ]
    }
  ]
}
`;
    expect(await fixWith('modal.json', text, textInputRowToLabel, ['components', 0])).toBe(`{
  "custom_id": "feedback",
  "title": "Feedback",
  "components": [
    {
      "type": 18,
      "label": "Your name",
      "component": {
        "type": 4,
        "custom_id": "name",
        "style": 1
      }
    }
  ]
}
`);
  });

  it('keeps compact JSON compact, and works inside an interaction callback', async () => {
    const text = `{"type":9,"data":{"custom_id":"m","title":"T","components":[{"type":1,"components":[{"label":"Age","type":4,"custom_id":"age","style":1}]}]}}`;
    expect(await fixWith('callback.json', text, textInputRowToLabel, ['data', 'components', 0])).toBe(
      `{"type":9,"data":{"custom_id":"m","title":"T","components":[{"type":18,"label":"Age","component":{"type":4,"custom_id":"age","style":1}}]}}`,
    );
  });

  it('takes the label when it is the first field after the dash', async () => {
    const text = `components:\n  - type: 1\n    components:\n      - label: Age\n        type: 4\n        custom_id: age\n`;
    expect(await fixWith('modal.yaml', text, textInputRowToLabel, ['components', 0])).toBe(
      `components:\n  - type: 18\n    label: Age\n    component:\n      type: 4\n      custom_id: age\n`,
    );
  });

  it.each([
    ['no label (a Label needs one)', { type: 1, components: [{ type: 4, custom_id: 'a', style: 1 }] }],
    ['an empty label', { type: 1, components: [{ type: 4, custom_id: 'a', style: 1, label: '' }] }],
    ['two Text Inputs', { type: 1, components: [{ type: 4, custom_id: 'a', style: 1, label: 'A' }, { type: 4, custom_id: 'b', style: 1, label: 'B' }] }],
    ['a select', { type: 1, components: [{ type: 3, custom_id: 'a', options: [] }] }],
    ['a row that is not a row', { type: 18, label: 'x', components: [{ type: 4, custom_id: 'a', style: 1, label: 'A' }] }],
  ])('offers nothing for a row with %s', async (_name, row) => {
    const text = JSON.stringify({ custom_id: 'm', title: 'T', components: [row] }, null, 2);
    expect(await fixWith('modal.json', text, textInputRowToLabel, ['components', 0])).toBeUndefined();
  });
});

describe('addComponentsV2Flag', () => {
  it('adds flags before components in YAML, above the comments that belong to components', async () => {
    const text = `username: Release bot\n# what people see\ncomponents:\n  - type: 10\n    content: Released 2.0\n`;
    expect(await fixWith('message.yaml', text, addComponentsV2Flag, [])).toBe(
      `username: Release bot\nflags: 32768\n# what people see\ncomponents:\n  - type: 10\n    content: Released 2.0\n`,
    );
  });

  it("keeps the file's leading comment first: flags goes below it (issue 29)", async () => {
    const text = `# Welcome message for #general\n# sent by the bot on join\ncomponents:\n  - type: 10\n    content: hi\n`;
    expect(await fixWith('welcome.yaml', text, addComponentsV2Flag, [])).toBe(
      `# Welcome message for #general\n# sent by the bot on join\nflags: 32768\ncomponents:\n  - type: 10\n    content: hi\n`,
    );
    // A document's leading comment after `---` too; a comment after a blank line still goes with components.
    const documents = `---\n# first\ncomponents:\n  - type: 10\n    content: a\n---\n# header\n\n# the parts\ncomponents:\n  - type: 10\n    content: b\n`;
    const parsed = await parseSource('two.yaml', documents);
    expect(applyEdits(documents, addComponentsV2Flag(parsed[0]!, [])!)).toBe(documents.replace('# first\ncomponents', '# first\nflags: 32768\ncomponents'));
    expect(applyEdits(documents, addComponentsV2Flag(parsed[1]!, [])!)).toBe(documents.replace('\n\n# the parts', '\n\nflags: 32768\n# the parts'));
  });

  it('sets the bit in existing flags, keeping the others (SUPPRESS_NOTIFICATIONS)', async () => {
    const text = `{\n  "flags": 4096,\n  "components": [{ "type": 10, "content": "x" }]\n}\n`;
    expect(await fixWith('message.json', text, addComponentsV2Flag, [])).toBe(`{\n  "flags": 36864,\n  "components": [{ "type": 10, "content": "x" }]\n}\n`);
  });

  it('adds flags to the data of an interaction callback, on its own line', async () => {
    const text = `{\n  "type": 4,\n  "data": {\n    "components": [{ "type": 10, "content": "x" }]\n  }\n}\n`;
    expect(await fixWith('callback.json', text, addComponentsV2Flag, ['data'])).toBe(
      `{\n  "type": 4,\n  "data": {\n    "flags": 32768,\n    "components": [{ "type": 10, "content": "x" }]\n  }\n}\n`,
    );
  });

  it('replaces flags: null', async () => {
    expect(await fixWith('m.json', `{"flags":null,"components":[]}`, addComponentsV2Flag, [])).toBe(`{"flags":32768,"components":[]}`);
  });

  it('accepts what an edit sends to clear legacy fields (content null, embeds [])', async () => {
    const text = `{"content":null,"embeds":[],"components":[{"type":10,"content":"x"}]}`;
    expect(await fixWith('m.json', text, addComponentsV2Flag, [])).toBe(`{"content":null,"embeds":[],"flags":32768,"components":[{"type":10,"content":"x"}]}`);
  });

  it.each([
    ['content', { content: 'Hello', components: [] }],
    ['embeds', { embeds: [{ title: 'x' }], components: [] }],
    ['a poll', { poll: { question: { text: 'q' } }, components: [] }],
    ['stickers', { sticker_ids: ['1'], components: [] }],
    ['flags that are not an integer', { flags: '4', components: [] }],
    ['an attachment no component shows', { attachments: [{ id: 0, filename: 'a.png' }], components: [{ type: 10, content: 'x' }] }],
  ])('offers nothing for a message with %s', async (_name, message) => {
    expect(await fixWith('m.json', JSON.stringify(message), addComponentsV2Flag, [])).toBeUndefined();
  });

  it('does add it when every attachment is shown by a component', async () => {
    const message = { attachments: [{ id: 0, filename: 'a.png' }], components: [{ type: 12, items: [{ media: { url: 'attachment://a.png' } }] }] };
    const fixed = await fixWith('m.json', JSON.stringify(message), addComponentsV2Flag, []);
    expect(JSON.parse(fixed!).flags).toBe(32768);
  });
});

describe('removing fields', () => {
  it('removes response-only media fields from a YAML mapping, keeping a trailing comment as a comment line', async () => {
    const text = `type: 11\nmedia:\n  url: https://cdn.example/a.png\n  proxy_url: https://media.example/a.png # from a response\n  width: 640\n  height: 480\ndescription: A cat\n`;
    expect(await fixWith('thumb.yaml', text, removeResponseOnlyMediaFields, ['media'])).toBe(
      `type: 11\nmedia:\n  url: https://cdn.example/a.png\n  # from a response\ndescription: A cat\n`,
    );
  });

  it('removes response-only media fields in JSON, before and after url', async () => {
    const text = `{\n  "media": {\n    "proxy_url": "p",\n    "url": "u",\n    "width": 1,\n    "content_type": "image/png"\n  }\n}`;
    expect(await fixWith('m.json', text, removeResponseOnlyMediaFields, ['media'])).toBe(`{\n  "media": {\n    "url": "u"\n  }\n}`);
    expect(await fixWith('m.json', `{"media":{"url":"u","height":null,"width":1}}`, removeResponseOnlyMediaFields, ['media'])).toBe(`{"media":{"url":"u"}}`);
  });

  it('removes a File component’s name and size', async () => {
    const text = `{ "type": 13, "file": { "url": "attachment://a.pdf" }, "name": "a.pdf", "size": 1024 }`;
    expect(await fixWith('f.json', text, removeResponseOnlyFileFields, [])).toBe(`{ "type": 13, "file": { "url": "attachment://a.pdf" } }`);
  });

  it('removes disabled from a select in a modal (YAML flow and block)', async () => {
    const flow = `components:\n  - { type: 18, label: Pick, component: { type: 3, custom_id: c, disabled: true, options: [] } }\n`;
    expect(await fixWith('m.yaml', flow, removeDisabledInModal, ['components', 0, 'component'])).toBe(
      `components:\n  - { type: 18, label: Pick, component: { type: 3, custom_id: c, options: [] } }\n`,
    );
    const block = `component:\n  type: 3\n  disabled: false # greyed out\n  custom_id: c\n`;
    expect(await fixWith('m.yaml', block, removeDisabledInModal, ['component'])).toBe(`component:\n  type: 3\n  # greyed out\n  custom_id: c\n`);
  });

  it('removes the last field of a JSON object together with the comma before it', async () => {
    const text = `{\n  "type": 3,\n  "custom_id": "c",\n  "disabled": true\n}`;
    expect(await fixWith('m.json', text, removeDisabledInModal, [])).toBe(`{\n  "type": 3,\n  "custom_id": "c"\n}`);
  });

  it('removes a Text Input’s own label only when the Label around it has one', async () => {
    const text = `{ "type": 18, "label": "Name", "component": { "type": 4, "label": "Name", "custom_id": "n", "style": 1 } }`;
    expect(await fixWith('l.json', text, removeTextInputOwnLabel, ['component'])).toBe(
      `{ "type": 18, "label": "Name", "component": { "type": 4, "custom_id": "n", "style": 1 } }`,
    );
    const unlabelled = `{ "type": 18, "component": { "type": 4, "label": "Name", "custom_id": "n", "style": 1 } }`;
    expect(await fixWith('l.json', unlabelled, removeTextInputOwnLabel, ['component'])).toBeUndefined();
  });

  it('leaves a YAML flow mapping with comments inside to a human', async () => {
    const text = `media: { url: u, # keep\n  width: 3 }\n`;
    expect(await fixWith('m.yaml', text, removeResponseOnlyMediaFields, ['media'])).toBeUndefined();
  });
});

describe('renameField (suggestions)', () => {
  it('renames a key keeping its quoting', async () => {
    expect(await fixWith('b.json', `{ "type": 2, "lable": "Go" }`, (d) => renameField(d, ['lable'], 'label'), [])).toBe(`{ "type": 2, "label": "Go" }`);
    expect(await fixWith('b.yaml', `type: 2\nlable: Go # the text\n`, (d) => renameField(d, ['lable'], 'label'), [])).toBe(`type: 2\nlabel: Go # the text\n`);
    expect(await fixWith('b.yaml', `type: 2\n'lable': Go\n`, (d) => renameField(d, ['lable'], 'label'), [])).toBe(`type: 2\nlabel: Go\n`);
  });

  it('does not rename onto a key that exists', async () => {
    expect(await fixWith('b.json', `{ "lable": "Go", "label": "Go" }`, (d) => renameField(d, ['lable'], 'label'), [])).toBeUndefined();
  });
});
