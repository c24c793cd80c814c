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

/**
 * One change anywhere in a payload, as data (so that fast-check can shrink it): `op` picks the kind
 * of change, `at` the place (of every key and index of the payload, its top included) and `pick`
 * the value it puts there. Each kind is a way payloads go wrong: a field dropped or a list item
 * duplicated, a value of another type or null, a string at or just past a limit, a number at a
 * bound, another component type, an unknown or misspelt key, a flag, or one of {@link MUTATIONS}.
 */
export interface MutationSpec {
  op: number;
  at: number;
  pick: number;
}

/** Lengths at and past the limits Discord sets (labels, custom_ids, titles, texts, embeds...). */
const LENGTHS = [0, 1, 25, 26, 32, 33, 34, 35, 38, 39, 45, 46, 80, 81, 100, 101, 150, 151, 256, 257, 512, 513, 1024, 1025, 2000, 2001, 2048, 2049, 4000, 4001, 4096, 4097, 6001];
/** Characters to fill them with: one code unit, two (a surrogate pair), a combining one, spaces. */
const FILLERS = ['x', 'x', 'x', '😀', 'é', ' ', 'a\u0301'];
/** Numbers at the bounds of counts, styles, flags and ids. */
const NUMBERS = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 24, 25, 26, 40, 41, 99, 100, 255, 4000, 4001, 1.5, 0xffffff, 0x1000000, 2147483647, 2147483648, 2 ** 53 + 2];
/** Values of every other type. */
const OTHER_VALUES: unknown[] = [null, '', ' ', '0', '2', 'true', true, false, [], {}, [{}], [null], { type: 2 }, 0, -0.5, 'https://example.com/x.png', 'attachment://chart.png', 'ftp://x', '<t:1>', ':fire:'];
/** Component types, assigned or not, and types written otherwise. */
const TYPES: unknown[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0, -1, 99, '2', '10', 2.0, 1.5, null];
/** Keys Discord does not know, keys of other objects, and near misses. */
const KEYS = ['lable', 'colour', 'customId', 'custom-id', 'Label', 'emojis', 'extra', 'styles', 'flags', 'content', 'components', 'component', 'accessory', 'title', 'embeds', 'data', 'type', 'id', 'url', 'required', 'disabled', 'label', 'value', 'description', '__proto__', '$schema', 'items', 'media', 'options', 'placeholder', 'min_values', 'max_values'];
/** The limits of a field, by its name: a string at and just past them, a number at and past its bounds. */
const LENGTHS_BY_KEY: Record<string, number[]> = {
  label: [100, 101],
  content: [1999, 2000, 2001, 4000, 4001],
  title: [45, 46, 256, 257],
  custom_id: [100, 101],
  placeholder: [100, 101, 150, 151],
  description: [100, 101, 1024, 1025, 4096, 4097],
  value: [100, 101, 1024, 1025, 4000, 4001],
  name: [32, 33, 256, 257],
  text: [300, 301, 2048, 2049],
  url: [512, 513, 2048, 2049],
  icon_url: [2048, 2049],
  thread_name: [100, 101],
  username: [80, 81],
};
/** A label's limits by what holds it: a Button (the design guidance's 38, 34 beside an emoji, Discord's 80), a Label (45); else a select option's (100). */
const LABEL_LENGTHS: Record<number, number[]> = { 2: [34, 35, 38, 39, 80, 81], 18: [45, 46] };
const NUMBERS_BY_KEY: Record<string, number[]> = {
  min_values: [-1, 0, 1, 2, 10, 11, 24, 25, 26],
  max_values: [0, 1, 2, 10, 11, 25, 26],
  min_length: [-1, 0, 1, 4000, 4001],
  max_length: [0, 1, 4000, 4001],
  style: [0, 1, 2, 3, 4, 5, 6, 7],
  spacing: [0, 1, 2, 3],
  accent_color: [-1, 0, 0xffffff, 0x1000000],
  color: [-1, 0, 0xffffff, 0x1000000],
  id: [-1, 0, 1, 2147483647, 2147483648],
  type: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
  flags: [0, 4, 64, 4096, 8192, 32768, 32772, 32832, 36864],
  duration: [0, 1, 768, 769],
};

/** How many copies a duplicated list item gets. */
const COPIES = [1, 1, 1, 1, 2, 4, 5, 9, 10, 24, 25, 38, 39, 40];

/** Bits of message flags. */
const FLAGS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 4096, 8192, 32768, 65536];

/** The kinds of change, the common ones listed more than once (`op` picks one). */
export const MUTATION_OPS = [
  'delete', 'duplicate', 'duplicate', 'null', 'other type', 'length', 'length', 'limit', 'limit', 'limit', 'limit', 'limit', 'number', 'bound', 'bound', 'bound',
  'component type', 'unknown key', 'misspelt key', 'flag', 'named', 'named', 'empty',
] as const;

type Place = [holder: any, key: string | number];

function placesIn(value: unknown, out: Place[] = []): Place[] {
  if (Array.isArray(value)) value.forEach((item, i) => (out.push([value, i]), placesIn(item, out)));
  else if (typeof value === 'object' && value !== null) for (const key of Object.keys(value)) out.push([value, key]), placesIn((value as any)[key], out);
  return out;
}

/** Applies one change to `root` (a payload parsed from JSON), in place; returns the payload (the top itself may be replaced) and what was done. */
export function applyMutation(root: unknown, spec: MutationSpec): { value: unknown; done: string } {
  const op = MUTATION_OPS[spec.op % MUTATION_OPS.length]!;
  if (op === 'named') {
    const pick = spec.pick;
    const names = Object.keys(MUTATIONS);
    const name = names[pick % names.length]!;
    if (typeof root !== 'object' || root === null || Array.isArray(root)) return { value: root, done: `${name} (no object)` };
    // Written for clean payloads: on one already changed, a mutation may not find the shape it expects.
    const before = structuredClone(root);
    try {
      MUTATIONS[name]!(root as Record<string, any>);
    } catch {
      return { value: before, done: `${name} (not applicable)` };
    }
    return { value: root, done: name };
  }
  if (op === 'flag') {
    if (typeof root !== 'object' || root === null || Array.isArray(root)) return { value: root, done: 'flag (no object)' };
    const body = bodyOf(root as Record<string, any>);
    const bit = FLAGS[spec.pick % FLAGS.length]!;
    body.flags = typeof body.flags === 'number' ? body.flags ^ bit : bit;
    return { value: root, done: `flags ^ ${bit}` };
  }
  let places = placesIn(root);
  let pick = spec.pick;
  if (op === 'limit' || op === 'bound') {
    // At a string or a number the tables know, the field name chosen first (a modal's one title is as
    // likely as its many labels), so that most such changes land on an edge of a rare field too.
    const table = op === 'limit' ? LENGTHS_BY_KEY : NUMBERS_BY_KEY;
    const wanted = op === 'limit' ? 'string' : 'number';
    places = places.filter(([holder, key]) => typeof key === 'string' && typeof holder[key] === wanted && Object.hasOwn(table, key));
    const keys = [...new Set(places.map(([, key]) => key as string))].sort();
    if (keys.length > 0) {
      const chosen = keys[pick % keys.length]!;
      places = places.filter(([, key]) => key === chosen);
      pick = Math.floor(pick / keys.length);
    }
  }
  if (places.length === 0) return { value: root, done: 'nothing to change' };
  const [holder, key] = places[spec.at % places.length]!;
  const here = holder[key];
  const describe = (what: string) => `${what} at ${String(key)}`;
  switch (op) {
    case 'delete':
      if (Array.isArray(holder)) holder.splice(key as number, 1);
      else delete holder[key];
      return { value: root, done: describe('deleted') };
    case 'duplicate':
      // A list item once, or enough times to cross a count (5 rows, 10 embeds, 25 options, 40 components).
      if (Array.isArray(holder)) holder.splice(key as number, 0, ...Array.from({ length: COPIES[pick % COPIES.length]! }, () => structuredClone(here)));
      else if (Array.isArray(here) && here.length > 0) here.push(...structuredClone(here.slice(0, 1 + (pick % 30))));
      else holder[`${key}`.toUpperCase()] = structuredClone(here);
      return { value: root, done: describe('duplicated') };
    case 'null':
      holder[key] = null;
      return { value: root, done: describe('null') };
    case 'other type':
      holder[key] = structuredClone(OTHER_VALUES[pick % OTHER_VALUES.length]);
      return { value: root, done: describe(`other type ${JSON.stringify(holder[key])}`) };
    case 'length': {
      const length = LENGTHS[pick % LENGTHS.length]!;
      const filler = FILLERS[Math.floor(pick / LENGTHS.length) % FILLERS.length]!;
      holder[key] = filler.repeat(Math.ceil(length / filler.length)).slice(0, Math.max(length, 0));
      return { value: root, done: describe(`${length} of ${JSON.stringify(filler)}`) };
    }
    case 'limit': {
      const lengths = (key === 'label' ? LABEL_LENGTHS[holder.type as number] : undefined) ?? LENGTHS_BY_KEY[key as string]!;
      const length = lengths[pick % lengths.length]!;
      const filler = FILLERS[Math.floor(pick / lengths.length) % FILLERS.length]!;
      // The text as it was, lengthened or cut to the length (the field keeps its look).
      const start = String(here);
      holder[key] = (start + filler.repeat(Math.ceil(length / filler.length))).slice(0, length);
      return { value: root, done: describe(`${length} code units`) };
    }
    case 'bound': {
      const bounds = NUMBERS_BY_KEY[key as string]!;
      holder[key] = bounds[pick % bounds.length];
      return { value: root, done: describe(`bound ${holder[key]}`) };
    }
    case 'number':
      holder[key] = NUMBERS[pick % NUMBERS.length];
      return { value: root, done: describe(`number ${holder[key]}`) };
    case 'component type': {
      const target = typeof here === 'object' && here !== null && !Array.isArray(here) ? here : holder;
      if (Array.isArray(target)) return { value: root, done: 'no object for a type' };
      target.type = TYPES[pick % TYPES.length];
      return { value: root, done: describe(`type ${JSON.stringify(target.type)}`) };
    }
    case 'unknown key': {
      const target = typeof here === 'object' && here !== null && !Array.isArray(here) ? here : holder;
      if (Array.isArray(target)) return { value: root, done: 'no object for a key' };
      const name = KEYS[pick % KEYS.length]!;
      target[name] = Math.floor(pick / KEYS.length) % 2 === 0 ? 1 : structuredClone(here);
      return { value: root, done: describe(`key ${name}`) };
    }
    case 'misspelt key': {
      if (Array.isArray(holder) || typeof key !== 'string' || key.length < 2) return { value: root, done: 'no key to misspell' };
      const variants = [key.slice(1), key.slice(0, -1), key.charAt(1) + key.charAt(0) + key.slice(2), key.toUpperCase(), `${key}s`, key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), key.replace(/_/g, '-'), ` ${key}`];
      const renamed = variants[pick % variants.length]!;
      if (renamed === key) return { value: root, done: 'same key' };
      holder[renamed] = here;
      delete holder[key];
      return { value: root, done: `${key} -> ${renamed}` };
    }
    case 'empty':
      holder[key] = Array.isArray(here) ? [] : typeof here === 'object' && here !== null ? {} : '';
      return { value: root, done: describe('emptied') };
  }
  return { value: root, done: 'none' };
}
