/** Small changes to clean payloads, shared by the fast path's equivalence tests (test/fast-path/). */
export type Mutation = (payload: Record<string, any>) => void;

/** Small changes to clean payloads, each of which some covered rule may report. */
export const MUTATIONS: Record<string, Mutation> = {
  'duplicate custom_id': (p) => {
    const body = bodyOf(p);
    if (JSON.stringify(body.components ?? []).includes('custom_id')) body.components.push(structuredClone(body.components.find((c: any) => c.type === 1) ?? body.components[0]));
  },
  'Link button without url': (p) => forEachComponent(p, (c) => c.type === 2 && (c.style = 5)),
  'empty emoji': (p) => forEachComponent(p, (c) => c.type === 2 && (c.emoji = {})),
  'long label': (p) => forEachComponent(p, (c) => c.type === 2 && (c.label = 'x'.repeat(40))),
  'two primaries': (p) => forEachComponent(p, (c) => c.type === 1 && Array.isArray(c.components) && c.components.forEach((b: any) => b.type === 2 && (b.style = 1))),
  'video thumbnail': (p) => forEachComponent(p, (c) => c.type === 11 && (c.media.url = 'https://cdn.example.com/clip.mp4')),
  'relative media url': (p) => forEachComponent(p, (c) => c.type === 12 && (c.items[0].media.url = 'image.png')),
  'unknown field': (p) => forEachComponent(p, (c) => c.type === 10 && (c.colour = 1)),
  'duplicate option value': (p) => forEachComponent(p, (c) => c.type === 3 && c.options.length > 1 && (c.options[1].value = c.options[0].value)),
  'min above options': (p) => forEachComponent(p, (c) => c.type === 3 && (c.min_values = 25)),
  'id repeated': (p) => forEachComponent(p, (c) => (c.id = 7)),
  'V2 flag removed': (p) => bodyOf(p).flags & 32768 && delete bodyOf(p).flags,
  'content in V2': (p) => bodyOf(p).flags & 32768 && (bodyOf(p).content = 'hello'),
  'ephemeral message': (p) => (bodyOf(p).flags = (bodyOf(p).flags ?? 0) | 64),
  'flags 0': (p) => (bodyOf(p).flags = 0),
  'flags 0 as a string': (p) => (bodyOf(p).flags = '0'),
  'text too long': (p) => forEachComponent(p, (c) => c.type === 10 && (c.content = 'y'.repeat(3000))),
  'modal title too long': (p) => bodyOf(p).title !== undefined && (bodyOf(p).title = 't'.repeat(50)),
  'file upload min 0 required': (p) => forEachComponent(p, (c) => c.type === 19 && (c.required = true)),
  'text input own label': (p) => forEachComponent(p, (c) => c.type === 4 && (c.label = 'Name')),
  'link button with a custom_id': (p) => forEachComponent(p, (c) => c.type === 2 && c.style === 5 && (c.custom_id = 'open')),
  'link to ftp': (p) => forEachComponent(p, (c) => c.type === 2 && c.style === 5 && (c.url = 'ftp://example.com/file')),
  'link with a space': (p) => forEachComponent(p, (c) => c.type === 2 && c.style === 5 && (c.url = 'https://example.com/a b')),
  'emoji shortcode': (p) => forEachComponent(p, (c) => c.type === 2 && c.emoji && (c.emoji = { name: 'fire' })),
  'option emoji as a word': (p) => forEachComponent(p, (c) => c.type === 3 && c.options.forEach((o: any) => (o.emoji = { name: ':x:' }))),
  'emoji and a long label': (p) => forEachComponent(p, (c) => c.type === 2 && c.emoji && (c.label = 'y'.repeat(36))),
  'emoji alone, empty label': (p) => forEachComponent(p, (c) => c.type === 2 && c.emoji && (c.label = '')),
  'min above max': (p) => forEachComponent(p, (c) => c.type >= 3 && c.type <= 8 && ((c.min_values = 5), (c.max_values = 2))),
  'max above the options': (p) => forEachComponent(p, (c) => c.type === 3 && (c.max_values = c.options.length + 1)),
  'every option default, max 1': (p) => forEachComponent(p, (c) => c.type === 3 && ((c.max_values = 1), c.options.forEach((o: any) => (o.default = true)))),
  'default_values on a String Select': (p) => forEachComponent(p, (c) => c.type === 3 && (c.default_values = [{ id: '80351110224678912', type: 'user' }])),
  'channel_types on a User Select': (p) => forEachComponent(p, (c) => c.type >= 5 && c.type <= 7 && (c.channel_types = [0])),
  'default users above max': (p) => forEachComponent(p, (c) => c.type === 5 && (c.default_values = [{ id: '1', type: 'user' }, { id: '2', type: 'user' }])),
  'required on a select': (p) => forEachComponent(p, (c) => c.type >= 3 && c.type <= 8 && (c.required = true)),
  'disabled select': (p) => forEachComponent(p, (c) => c.type >= 3 && c.type <= 8 && (c.disabled = true)),
  'min_values 0': (p) => forEachComponent(p, (c) => c.type === 3 && (c.min_values = 0)),
  'embed link without scheme': (p) => bodyOf(p).embeds?.forEach((e: any) => (e.url = 'example.com/news')),
  'embed image from an attachment': (p) => bodyOf(p).embeds?.forEach((e: any) => (e.image = { url: 'attachment://chart.png' })),
  'embed timestamp not ISO': (p) => bodyOf(p).embeds?.forEach((e: any) => (e.timestamp = '26/11/2026')),
  'allowed_mentions that parse and list users': (p) => (bodyOf(p).allowed_mentions = { parse: ['users'], users: ['80351110224678912'] }),
  'allowed_mentions of channels': (p) => (bodyOf(p).allowed_mentions = { parse: ['channels'] }),
  'tts as a string': (p) => (bodyOf(p).tts = 'yes'),
  'voice message flag': (p) => (bodyOf(p).flags = ((bodyOf(p).flags as number) ?? 0) | 8192),
  'notifications suppressed': (p) => (bodyOf(p).flags = ((bodyOf(p).flags as number) ?? 0) | 4096),
  'prefilled value past max_length': (p) => forEachComponent(p, (c) => c.type === 4 && ((c.max_length = 3), (c.value = 'abcdef'), delete c.min_length)),
  'min_length above max_length': (p) => forEachComponent(p, (c) => c.type === 4 && ((c.min_length = 10), (c.max_length = 5))),
  'prefilled value under min_length': (p) => forEachComponent(p, (c) => c.type === 4 && ((c.min_length = 50), (c.value = 'a'))),
  'id 0 twice': (p) => forEachComponent(p, (c) => (c.id = 0)),
  'empty message': (p) => p.flags === undefined && p.title === undefined && (delete p.embeds, delete p.components, (p.content = '  ')),
  'as a response': (p) => {
    const body = { ...p };
    for (const key of Object.keys(p)) delete p[key];
    Object.assign(p, { type: body.title === undefined ? 4 : 9, data: body });
  },
};

export function forEachComponent(payload: Record<string, any>, visit: (c: Record<string, any>) => unknown): void {
  const walk = (c: any) => {
    if (typeof c !== 'object' || c === null) return;
    visit(c);
    for (const child of c.components ?? []) walk(child);
    walk(c.component);
    walk(c.accessory);
  };
  for (const c of bodyOf(payload).components ?? []) walk(c);
}

/** The message or modal of a payload: an interaction response's data. */
export function bodyOf(payload: Record<string, any>): Record<string, any> {
  return typeof payload.type === 'number' && typeof payload.data === 'object' && payload.data !== null ? payload.data : payload;
}

/** A payload's text and the text of each mutation of it (2-space JSON). */
export function withMutations(text: string): string[] {
  return [
    text,
    ...Object.values(MUTATIONS).map((mutate) => {
      const changed = JSON.parse(text);
      mutate(changed);
      return JSON.stringify(changed, null, 2);
    }),
  ];
}
