/** convertText: formats, indentation, comments, several documents, blocking problems and the lint of every result. */
import { describe, expect, it } from 'vitest';
import { convertText } from '../../src/convert/text.js';
import { defineRule } from '../../src/engine/rule.js';

describe('JSON', () => {
  it('keeps the input indentation: 4 spaces, tabs, or none', async () => {
    expect((await convertText('{\n    "content": "hi"\n}\n', { filePath: 'a.json' })).text).toBe(
      '{\n    "flags": 32768,\n    "components": [\n        {\n            "type": 10,\n            "content": "hi"\n        }\n    ]\n}\n',
    );
    expect((await convertText('{\n\t"content": "hi"\n}', { filePath: 'a.json' })).text).toBe(
      '{\n\t"flags": 32768,\n\t"components": [\n\t\t{\n\t\t\t"type": 10,\n\t\t\t"content": "hi"\n\t\t}\n\t]\n}',
    );
    expect((await convertText('{"content":"hi"}', { filePath: 'a.json' })).text).toBe('{"flags":32768,"components":[{"type":10,"content":"hi"}]}');
  });

  it('keeps CRLF line endings', async () => {
    const { text } = await convertText('{\r\n  "content": "hi"\r\n}\r\n', { filePath: 'a.json' });
    expect(text).toBe('{\r\n  "flags": 32768,\r\n  "components": [\r\n    {\r\n      "type": 10,\r\n      "content": "hi"\r\n    }\r\n  ]\r\n}\r\n');
  });

  it('writes several payloads (--split) as a JSON array', async () => {
    const input = JSON.stringify({ content: 'a'.repeat(2000), embeds: [{ description: 'b'.repeat(2500) }] }, null, 2);
    const result = await convertText(input, { filePath: 'a.json', split: true });
    expect(result.payloadCount).toBe(2);
    expect(result.split).toEqual([2]);
    const parsed = JSON.parse(result.text!);
    expect(parsed).toHaveLength(2);
    expect(parsed[0].components).toEqual([{ type: 10, content: 'a'.repeat(2000) }]);
  });

  it('returns an already-V2 file exactly as it was', async () => {
    const text = '{ "flags": 32768,\n   "components": [ { "type": 10, "content": "hi" } ] }';
    expect(await convertText(text, { filePath: 'a.json' })).toMatchObject({ status: 'unchanged', text });
  });
});

describe('YAML', () => {
  it('keeps comments where they still have a place, and the YAML styles of kept nodes', async () => {
    const input = `# Reply to /ticket
type: 4 # CHANNEL_MESSAGE_WITH_SOURCE
data:
  flags: 64 # EPHEMERAL
  # Shown first
  content: Your ticket was opened. # greeting
  embeds:
    # The ticket card
    - title: "Ticket #1042"
      color: 0xE67E22 # orange
  components:
    # Ticket actions
    - type: 1
      components:
        - { type: 2, style: 4, label: Close, custom_id: "ticket:close" } # danger
`;
    const result = await convertText(input, { filePath: 'reply.yaml' });
    expect(result.status).toBe('converted');
    expect(result.text).toBe(`# Reply to /ticket
type: 4 # CHANNEL_MESSAGE_WITH_SOURCE
data:
  flags: 32832 # EPHEMERAL
  components:
    # Shown first
    - type: 10
      content: Your ticket was opened. # greeting
    # The ticket card
    - type: 17
      accent_color: 0xe67e22 # orange
      components:
        - type: 10
          content: "### Ticket #1042"
    # Ticket actions
    - type: 1
      components:
        - { type: 2, style: 4, label: Close, custom_id: "ticket:close" } # danger
`);
  });

  it('moves the comments on the parts of an embed to the components that show them', async () => {
    const input = `embeds:
  - author:
      name: Ann # on author name
    title: Title # on title
    url: https://example.com # on url
    # above description
    description: Text # on description
    fields:
      # above fields
      - name: F1 # on field name
        value: V1 # on field value
    thumbnail:
      url: https://example.com/t.png # on thumbnail
    image:
      url: https://example.com/i.png # on image
    footer:
      text: Foot # on footer
    timestamp: 2025-01-01T00:00:00Z # on timestamp
`;
    expect((await convertText(input, { filePath: 'embed.yaml' })).text).toBe(`flags: 32768
components:
  - type: 17
    components:
      - type: 9
        components:
          # on author name
          # on title
          # on url
          # above description
          # on description
          # above fields
          # on field name
          # on field value
          - type: 10
            content: |-
              -# Ann
              ### [Title](https://example.com)
              Text

              **F1**
              V1
        accessory:
          # on thumbnail
          type: 11
          media:
            url: https://example.com/t.png
      - type: 12
        items:
          - media:
              url: https://example.com/i.png
        # on image
      - type: 14
        divider: true
        spacing: 1
      # on footer
      # on timestamp
      - type: 10
        content: -# Foot • <t:1735689600:f>
`);
  });

  it('keeps the comments on embed parts that have no component of their own, and those of a list that is gone', async () => {
    const input = `content: Hi
embeds: [{ title: A, fields: [{ name: N, value: V }] }] # the cards
---
embeds:
  - type: rich # copied from a received message
    title: B
    author: { icon_url: https://example.com/i.png } # dropped with --icons drop
    fields:
      - name: N
        value: V
        inline: true # side by side
`;
    const text = (await convertText(input, { filePath: 'cards.yaml', icons: 'drop' })).text!;
    expect(text).toBe(`flags: 32768
components:
  - type: 10
    content: Hi
  # the cards
  - type: 17
    components:
      - type: 10
        content: |-
          ### A

          **N**
          V
---
flags: 32768
components:
  # dropped with --icons drop
  - type: 17 # copied from a received message
    components:
      # side by side
      - type: 10
        content: |-
          ### B

          **N**
          V
`);
  });

  it('leaves the comments of an attachment on the attachment, when a gallery shows it', async () => {
    const input = `content: Hi
attachments:
  - id: 0 # first upload
    filename: a.png # the picture
`;
    expect((await convertText(input, { filePath: 'a.yaml' })).text).toBe(`flags: 32768
components:
  - type: 10
    content: Hi
  - type: 12
    items:
      - media:
          url: attachment://a.png
attachments:
  - id: "0" # first upload
    filename: a.png # the picture
`);
  });

  it('writes the fields it keeps as they were written, flow style and comments included', async () => {
    const input = `content: Hi
allowed_mentions: {parse: [], users: ["123456789012345678"]} # only the user
message_reference:
  message_id: "1300000000000000001" # the question
applied_tags: ["1", "2"]
`;
    expect((await convertText(input, { filePath: 'keep.yaml' })).text).toBe(`flags: 32768
components:
  - type: 10
    content: Hi
allowed_mentions: {parse: [], users: ["123456789012345678"]} # only the user
message_reference:
  message_id: "1300000000000000001" # the question
applied_tags: ["1", "2"]
`);
  });

  it('moves the comments of a modal row to its Label and keeps those inside the Text Input', async () => {
    const input = `custom_id: feedback
title: Feedback
components:
  # Subject line
  - type: 1
    components:
      - type: 4
        custom_id: subject
        style: 1
        label: Subject
        max_length: 80 # short
`;
    expect((await convertText(input, { filePath: 'modal.yaml' })).text).toBe(`custom_id: feedback
title: Feedback
components:
  # Subject line
  - type: 18
    label: Subject
    component:
      type: 4
      custom_id: subject
      style: 1
      max_length: 80 # short
`);
  });

  it('converts each document of a multi-document file, leaving already-V2 documents as they were written', async () => {
    const input = `# first
content: Hello
---
# already V2, written by hand
flags: 32768
components: [{type: 10,   content: Hi}]
---
content: Third
`;
    const result = await convertText(input, { filePath: 'many.yaml' });
    expect(result.text).toBe(`# first
flags: 32768
components:
  - type: 10
    content: Hello
---
# already V2, written by hand
flags: 32768
components: [{type: 10,   content: Hi}]
---
flags: 32768
components:
  - type: 10
    content: Third
`);
    expect(result.payloadCount).toBe(3);
    expect(result.split).toBeUndefined(); // three documents, nothing split
  });

  it('says which payloads of a list or of several documents were split', async () => {
    const long = { content: 'a'.repeat(2000), embeds: [{ description: 'b'.repeat(2500) }] };
    const list = await convertText(JSON.stringify([{ content: 'x' }, long, { content: 'y' }]), { filePath: 'a.json', split: true });
    expect(list).toMatchObject({ status: 'converted', payloadCount: 4, split: [2] });
    expect((await convertText(JSON.stringify([{ content: 'x' }, { content: 'y' }]), { filePath: 'a.json' })).split).toBeUndefined();
  });

  it('follows the input\'s sequence indentation', async () => {
    const input = 'content: hi\ncomponents:\n- type: 1\n  components:\n  - {type: 2, style: 1, label: A, custom_id: a}\n';
    expect((await convertText(input, { filePath: 'a.yml' })).text).toBe(
      'flags: 32768\ncomponents:\n- type: 10\n  content: hi\n- type: 1\n  components:\n  - {type: 2, style: 1, label: A, custom_id: a}\n',
    );
  });

  it('writes a split message as several documents', async () => {
    const input = `content: ${'a'.repeat(2000)}\nembeds:\n  - description: ${'b'.repeat(2500)}\n`;
    const result = await convertText(input, { filePath: 'big.yaml', split: true });
    expect(result.text!.split(/^---$/m)).toHaveLength(2);
    expect(result.text).toMatch(/^flags: 32768\ncomponents:\n {2}- type: 10\n {4}content: a{2000}\n---\nflags: 32768\n/);
  });

  it('converts between formats when asked (-o new.json from YAML)', async () => {
    expect((await convertText('content: hi\n', { filePath: 'a.yaml', outputFormat: 'json' })).text).toBe(
      '{\n  "flags": 32768,\n  "components": [\n    {\n      "type": 10,\n      "content": "hi"\n    }\n  ]\n}\n',
    );
    expect((await convertText('{"content": "hi"}', { filePath: 'a.json', outputFormat: 'yaml' })).text).toBe('flags: 32768\ncomponents:\n  - type: 10\n    content: hi\n');
  });
});

describe('refusals', () => {
  it('refuses a file that cannot be read exactly (duplicate key, unsafe integer, parse error)', async () => {
    const duplicate = await convertText('{"content": "a", "content": "b"}', { filePath: 'a.json' });
    expect(duplicate.status).toBe('refused');
    expect(duplicate.reasons[0]).toMatch(/^1:18 The key "content" appears twice/);
    const unsafe = await convertText('{"content": "a", "nonce": 12345678901234567890}', { filePath: 'a.json' });
    expect(unsafe.reasons[0]).toMatch(/^1:27 The number 12345678901234567890 is larger than 2\^53/);
    expect((await convertText('content: [', { filePath: 'a.yaml' })).status).toBe('refused');
  });

  it('refuses the whole file when one document is refused, naming the document and path', async () => {
    const result = await convertText('content: ok\n---\ncontent: vote\npoll:\n  question: {text: Q}\n', { filePath: 'a.yaml' });
    expect(result.status).toBe('refused');
    expect(result.text).toBeUndefined();
    expect(result.reasons).toEqual([expect.stringMatching(/^document 2: \/poll: The message has a poll/)]);
  });

  it('names the path of a refusal about the whole message too: the root is "/"', async () => {
    const result = await convertText(JSON.stringify({ content: 'a'.repeat(2000), embeds: [{ description: 'b'.repeat(2500) }] }), { filePath: 'a.json' });
    expect(result.reasons).toEqual([expect.stringMatching(/^\/: The converted message would be too large: 4500 characters/)]);
  });

  it('refuses a result that would not lint clean, blaming the input when it has errors', async () => {
    const input = JSON.stringify({
      content: 'x',
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'A', custom_id: 'x' }, { type: 2, style: 1, label: 'B', custom_id: 'x' }] }],
    });
    const result = await convertText(input, { filePath: 'a.json' });
    expect(result.status).toBe('refused');
    expect(result.lintErrors?.map((m) => [m.ruleId, m.path])).toEqual([['custom-id-unique', '/components/1/components/1/custom_id']]);
    expect(result.reasons[1]).toContain('the input itself has 1 error');
  });

  it('says once, for the document that fails, that the result would not lint clean', async () => {
    const broken = 'content: x\ncomponents:\n  - type: 1\n    components:\n      - { type: 2, style: 1, label: A, custom_id: x }\n      - { type: 2, style: 1, label: B, custom_id: x }\n';
    const result = await convertText(`${broken}---\ncontent: fine\n`, { filePath: 'a.yaml' });
    expect(result.status).toBe('refused');
    expect(result.reasons.filter((r) => r.includes('would not lint clean'))).toHaveLength(1);
    expect(result.reasons[0]).toMatch(/^document 1, /);
  });

  it('calls it a converter bug when the input lints clean but the result does not', async () => {
    const noContainers = defineRule({
      meta: { id: 'test/no-containers', description: 'test', severity: 'error', source: 'test' },
      create: (context) => ({ Container: (node) => context.report({ path: node.path, message: 'no Containers here' }) }),
    });
    const result = await convertText('{"embeds": [{"description": "x"}]}', { filePath: 'a.json', extraRules: [noContainers] });
    expect(result.status).toBe('refused');
    expect(result.reasons).toEqual(['/components/0: no Containers here (test/no-containers)', expect.stringContaining('this is a bug in cordlint convert')]);
  });

  it('lints the follow-ups of a split interaction response as follow-ups, where EPHEMERAL is allowed', async () => {
    const ephemeralOnlyInResponses = defineRule({
      meta: { id: 'test/ephemeral', description: 'test', severity: 'error', source: 'test' },
      create: (context) => ({
        payload: ({ envelope, body, bodyPath }) => {
          if (envelope.kind === 'message' && !envelope.followUp && typeof body?.flags === 'number' && (body.flags & 64) !== 0) context.report({ path: [...bodyPath, 'flags'], message: 'EPHEMERAL outside a response' });
        },
      }),
    });
    const input = JSON.stringify({ type: 4, data: { flags: 64, content: 'a'.repeat(2000), embeds: [{ description: 'b'.repeat(2500) }] } });
    const result = await convertText(input, { filePath: 'a.json', split: true, extraRules: [ephemeralOnlyInResponses] });
    expect(result.status, result.reasons.join('\n')).toBe('converted');
    expect(JSON.parse(result.text!)[1].flags).toBe(64 | 32768);
    const lone = await convertText(JSON.stringify({ flags: 64, content: 'x' }), { filePath: 'a.json', extraRules: [ephemeralOnlyInResponses] });
    expect(lone.reasons).toContain('/flags: EPHEMERAL outside a response (test/ephemeral)');
  });

  it('passes lint warnings on as notes', async () => {
    const warn = defineRule({
      meta: { id: 'test/warn', description: 'test', severity: 'warn', source: 'test' },
      create: (context) => ({ TextDisplay: (node) => context.report({ path: node.path, message: 'just so you know' }) }),
    });
    const result = await convertText('{"content": "x"}', { filePath: 'a.json', extraRules: [warn] });
    expect(result.status).toBe('converted');
    expect(result.notes).toEqual([{ path: '', kind: 'info', message: 'The converted payload has a warning at /components/0 (test/warn): just so you know' }]);
  });
});
