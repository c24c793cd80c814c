/**
 * A payload that is clean but for a known defect (a duplicate custom_id, a string past its limit, a
 * component of no known type, content in a V2 message, message fields in a modal, an emoji
 * shortcode, a button's style fields, select values, Text Input lengths, an embed URL,
 * allowed_mentions that parse and list, a misspelt key)
 * runs only the rules DEFECT_RULES names: it must get every finding the full engine gives, and each
 * finding must come from one of those rules.
 */
import { describe, expect, it } from 'vitest';
import { detectKind } from '../../src/payload/detect.js';
import { cleanness, Defect, NOT_CLEAN } from '../../src/fast-path/clean-check.js';
import { DEFECT_RULES } from '../../src/linter/rules-to-run.js';
import { bothWays } from './both-ways.js';
import { builtinRules } from '../../rules/index.js';

type Json = Record<string, any>;
const EVERY_RULE = Object.fromEntries(builtinRules.map((rule) => [rule.meta.id, 'error' as const]));

const legacy = (): Json => ({
  content: 'hi',
  embeds: [{ title: 'T', description: 'D', footer: { text: 'F' }, author: { name: 'A' }, fields: [{ name: 'N', value: 'V' }] }],
  components: [
    { type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'a' }, { type: 2, style: 2, label: 'No', custom_id: 'b' }] },
    { type: 1, components: [{ type: 3, custom_id: 'c', placeholder: 'P', options: [{ label: 'L', value: 'v1', description: 'd' }, { label: 'L2', value: 'v2' }] }] },
  ],
});
const v2 = (): Json => ({
  flags: 32768,
  components: [
    { type: 17, components: [{ type: 10, content: 'hello' }, { type: 9, components: [{ type: 10, content: 'sec' }], accessory: { type: 2, style: 2, label: 'B', custom_id: 'x' } }] },
    { type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'y' }] },
    { type: 10, content: 'tail' },
  ],
});
const modal = (): Json => ({
  custom_id: 'm',
  title: 'Modal',
  components: [
    { type: 18, label: 'Name', description: 'desc', component: { type: 4, custom_id: 'n', style: 1, placeholder: 'ph' } },
    { type: 18, label: 'Pick', component: { type: 3, custom_id: 's', placeholder: 'pp', options: [{ label: 'L', value: 'v' }] } },
    { type: 10, content: 'note' },
  ],
});
const changed = (make: () => Json, change: (p: Json) => void): Json => {
  const payload = make();
  change(payload);
  return payload;
};
/** ASCII, emoji (two UTF-16 units each: the schema counts characters) and padded text of about `n` characters. */
const texts = (n: number) => ({ ascii: 'x'.repeat(n), emoji: '😀'.repeat(Math.ceil(n / 2)), padded: ` ${'x'.repeat(n)}   ` });

const CASES: [string, Json, number][] = [
  ['two buttons share a custom_id', changed(legacy, (p) => (p.components[0].components[1].custom_id = 'a')), Defect.duplicateCustomId],
  ['a button and a select share one, in a response', { type: 4, data: changed(legacy, (p) => (p.components[1].components[0].custom_id = 'a')) }, Defect.duplicateCustomId],
  ['a V2 section accessory and a row share one', changed(v2, (p) => (p.components[1].components[0].custom_id = 'x')), Defect.duplicateCustomId],
  ['two modal inputs share one', changed(modal, (p) => (p.components[1].component.custom_id = 'n')), Defect.duplicateCustomId],
  ['everything at once', changed(legacy, (p) => ((p.content = 'x'.repeat(2001)), (p.components[0].components[1].custom_id = 'a'), (p.components[0].components[0].label = 'y'.repeat(90)), (p.embeds[0].title = 'z'.repeat(300)))), Defect.duplicateCustomId | Defect.longText | Defect.longButtonLabel | Defect.longEmbedText],
];
for (const type of [15, 16, 20, 24, 99, 0, -1, 2.5]) {
  const unknown = () => ({ type });
  CASES.push([`{ type: ${type} } at a legacy message's top level`, changed(legacy, (p) => p.components.push(unknown())), Defect.unknownComponent]);
  CASES.push([`{ type: ${type} } in an Action Row, in a response`, { type: 4, data: changed(legacy, (p) => p.components[0].components.push(unknown())) }, Defect.unknownComponent]);
  CASES.push([`{ type: ${type} } at a V2 message's top level`, changed(v2, (p) => p.components.push(unknown())), Defect.unknownComponent]);
  CASES.push([`{ type: ${type} } in a Container`, changed(v2, (p) => p.components[0].components.push(unknown())), Defect.unknownComponent]);
  CASES.push([`{ type: ${type} } at a modal's top level`, changed(modal, (p) => p.components.push(unknown())), Defect.unknownComponent]);
}
for (const content of ['', 'hello', '   ', '@everyone <@123> :smile:', 'x'.repeat(2000), '😀'.repeat(2000)]) {
  // Past 2000 UTF-16 code units (2000 emoji are 4000) the check cannot tell the schema's count of characters: a long text too.
  const defects = Defect.contentInV2 | (content.length > 2000 ? Defect.longText : 0);
  CASES.push([`content ${JSON.stringify(content.slice(0, 12))} in a V2 message`, changed(v2, (p) => (p.content = content)), defects]);
  CASES.push([`content ${JSON.stringify(content.slice(0, 12))} in an ephemeral V2 reply`, { type: 7, data: changed(v2, (p) => ((p.content = content), (p.flags = 32832))) }, defects]);
}
CASES.push(['content of 2001 characters in a V2 message', changed(v2, (p) => (p.content = 'x'.repeat(2001))), Defect.contentInV2 | Defect.longText]);
for (const [fields, change] of [
  ['content', (p: Json) => (p.content = 'hi')],
  ['a long content', (p: Json) => (p.content = 'x'.repeat(2500))],
  ['flags 64', (p: Json) => (p.flags = 64)],
  ['flags 32768 and content', (p: Json) => ((p.flags = 32768), (p.content = ''))],
  ['flags 1.5', (p: Json) => (p.flags = 1.5)],
] as const) {
  CASES.push([`${fields} in a modal`, changed(modal, change), Defect.messageFieldInModal]);
  CASES.push([`${fields} in a modal response`, { type: 9, data: changed(modal, change) }, Defect.messageFieldInModal]);
}
for (const [kind, text] of Object.entries(texts(2001))) CASES.push([`content (${kind})`, changed(legacy, (p) => (p.content = text)), Defect.longText]);
for (const [kind, text] of Object.entries(texts(39))) CASES.push([`button label of 39 (${kind})`, changed(legacy, (p) => (p.components[0].components[0].label = text)), Defect.longButtonLabel]);
for (const [kind, text] of Object.entries(texts(81))) CASES.push([`button label of 81 (${kind})`, changed(legacy, (p) => (p.components[0].components[0].label = text)), Defect.longButtonLabel]);
for (const [kind, text] of Object.entries(texts(4001))) CASES.push([`text display (${kind})`, changed(v2, (p) => (p.components[2].content = text)), Defect.longTextDisplay]);
for (const [kind, text] of Object.entries(texts(2100))) CASES.push([`text displays together (${kind})`, changed(v2, (p) => ((p.components[0].components[0].content = text), (p.components[2].content = text))), Defect.longTextDisplay]);
for (const [kind, text] of Object.entries(texts(4001))) CASES.push([`modal text display (${kind})`, changed(modal, (p) => (p.components[2].content = text)), Defect.longTextDisplay]);
for (const [field, n, set] of [
  ['title', 257, (e: Json, s: string) => (e.title = s)],
  ['description', 4097, (e: Json, s: string) => (e.description = s)],
  ['field name', 257, (e: Json, s: string) => (e.fields[0].name = s)],
  ['field value', 1025, (e: Json, s: string) => (e.fields[0].value = s)],
  ['footer', 2049, (e: Json, s: string) => (e.footer.text = s)],
  ['author', 257, (e: Json, s: string) => (e.author.name = s)],
] as const) {
  for (const [kind, text] of Object.entries(texts(n))) CASES.push([`embed ${field} (${kind})`, changed(legacy, (p) => set(p.embeds[0], text)), Defect.longEmbedText]);
}
for (const [field, n, set] of [
  ['placeholder', 151, (c: Json, s: string) => (c.placeholder = s)],
  ['option label', 101, (c: Json, s: string) => (c.options[0].label = s)],
  ['option value', 101, (c: Json, s: string) => (c.options[0].value = s)],
  ['option description', 101, (c: Json, s: string) => (c.options[0].description = s)],
] as const) {
  for (const [kind, text] of Object.entries(texts(n))) {
    CASES.push([`select ${field} (${kind})`, changed(legacy, (p) => set(p.components[1].components[0], text)), Defect.longText]);
    CASES.push([`modal select ${field} (${kind})`, changed(modal, (p) => set(p.components[1].component, text)), Defect.longText]);
  }
}
for (const [kind, text] of Object.entries(texts(46))) {
  CASES.push([`modal title (${kind})`, changed(modal, (p) => (p.title = text)), Defect.longText]);
  CASES.push([`label (${kind})`, changed(modal, (p) => (p.components[0].label = text)), Defect.longText]);
}
for (const [kind, text] of Object.entries(texts(101))) {
  CASES.push([`label description (${kind})`, changed(modal, (p) => (p.components[0].description = text)), Defect.longText]);
  CASES.push([`text input placeholder (${kind})`, changed(modal, (p) => (p.components[0].component.placeholder = text)), Defect.longText]);
}

// The common mistakes with fields the widened subset admits.
const richV2 = (): Json => ({
  flags: 32768,
  allowed_mentions: { parse: ['users'] },
  components: [
    { type: 10, content: 'hi' },
    {
      type: 1,
      components: [
        { type: 2, style: 1, label: 'Go', emoji: { name: '🔥' }, custom_id: 'go' },
        { type: 2, style: 5, label: 'Docs', url: 'https://example.com/docs' },
      ],
    },
    { type: 1, components: [{ type: 3, custom_id: 's', min_values: 1, max_values: 2, options: [{ label: 'A', value: 'a', emoji: { id: '1100000000000000001', name: 'x' } }, { label: 'B', value: 'b' }] }] },
    { type: 1, components: [{ type: 5, custom_id: 'u', min_values: 0, max_values: 3 }] },
  ],
});
const richLegacy = (): Json => ({
  content: 'news',
  embeds: [{ title: 'T', url: 'https://example.com/n', footer: { text: 'F', icon_url: 'https://example.com/f.png' }, image: { url: 'https://example.com/i.png' } }],
  components: [{ type: 1, components: [{ type: 2, style: 2, label: 'More', custom_id: 'more' }] }],
});
const richModal = (): Json => ({
  custom_id: 'm',
  title: 'Modal',
  components: [
    { type: 18, label: 'Name', component: { type: 4, custom_id: 'n', style: 1, min_length: 2, max_length: 20 } },
    { type: 18, label: 'Bio', component: { type: 4, custom_id: 'b', style: 2, max_length: 100, value: 'hello' } },
    { type: 18, label: 'Pick', component: { type: 3, custom_id: 's', min_values: 1, max_values: 1, options: [{ label: 'L', value: 'v' }, { label: 'M', value: 'w' }] } },
  ],
});
for (const name of ['thumbsup', ':fire:', 'fire', 'a b', '1', 'x'.repeat(32)]) {
  CASES.push([`emoji name ${JSON.stringify(name)} on a button`, changed(richV2, (p) => (p.components[1].components[0].emoji = { name })), Defect.emojiShortcode]);
  CASES.push([`emoji name ${JSON.stringify(name)} on an option`, changed(richV2, (p) => (p.components[2].components[0].options[1].emoji = { name })), Defect.emojiShortcode]);
}
CASES.push(['emoji name "fire" and no label', changed(richV2, (p) => ((p.components[1].components[0].emoji = { name: 'fire' }), delete p.components[1].components[0].label)), Defect.emojiShortcode]);
CASES.push(['a Link button with a custom_id', changed(richV2, (p) => (p.components[1].components[1].custom_id = 'docs')), Defect.buttonStyleFields]);
CASES.push(['a Link button with a custom_id used elsewhere', changed(richV2, (p) => (p.components[1].components[1].custom_id = 'go')), Defect.buttonStyleFields | Defect.duplicateCustomId]);
CASES.push(['a Link button without url', changed(richV2, (p) => delete p.components[1].components[1].url), Defect.buttonStyleFields]);
CASES.push(['a Link button without url, with a custom_id', changed(richV2, (p) => ((p.components[1].components[1].custom_id = 'docs'), delete p.components[1].components[1].url)), Defect.buttonStyleFields]);
CASES.push(['a Primary button without custom_id', changed(richV2, (p) => delete p.components[1].components[0].custom_id), Defect.buttonStyleFields]);
CASES.push(['a Secondary button without custom_id in a legacy message', changed(richLegacy, (p) => delete p.components[0].components[0].custom_id), Defect.buttonStyleFields]);
for (const [min, max] of [[3, 2], [2, 1], [0, 3], [25, 25], [1, 25]] as const) {
  CASES.push([`a String Select of 2 options with min ${min}, max ${max}`, changed(richV2, (p) => Object.assign(p.components[2].components[0], { min_values: min, max_values: max })), Defect.selectValueRange]);
}
CASES.push(['a User Select with min 5, max 2', changed(richV2, (p) => Object.assign(p.components[3].components[0], { min_values: 5, max_values: 2 })), Defect.selectValueRange]);
CASES.push(['a User Select with min 2 and no max', changed(richV2, (p) => ((p.components[3].components[0].min_values = 2), delete p.components[3].components[0].max_values)), Defect.selectValueRange]);
CASES.push(['two default options, max_values 1', changed(richV2, (p) => { const s = p.components[2].components[0]; s.max_values = 1; s.min_values = 0; s.options.forEach((o: Json) => (o.default = true)); }), Defect.selectValueRange]);
CASES.push(['two default options, no max_values', changed(richV2, (p) => { const s = p.components[2].components[0]; delete s.max_values; delete s.min_values; s.options.forEach((o: Json) => (o.default = true)); }), Defect.selectValueRange]);
CASES.push(['a modal select with min_values 0 and no required', changed(richModal, (p) => (p.components[2].component.min_values = 0)), Defect.selectValueRange]);
CASES.push(['a modal select with min_values 0, required true', changed(richModal, (p) => Object.assign(p.components[2].component, { min_values: 0, required: true })), Defect.selectValueRange]);
CASES.push(['a modal select with max above its options', changed(richModal, (p) => (p.components[2].component.max_values = 3)), Defect.selectValueRange]);
CASES.push(['min_length above max_length', changed(richModal, (p) => (p.components[0].component.min_length = 30)), Defect.textInputLength]);
CASES.push(['a value past max_length', changed(richModal, (p) => (p.components[1].component.value = 'x'.repeat(101))), Defect.textInputLength]);
CASES.push(['a value past max_length in emoji', changed(richModal, (p) => (p.components[1].component.value = '😀'.repeat(51))), Defect.textInputLength]);
CASES.push(['a value beside min_length, shorter', changed(richModal, (p) => (p.components[0].component.value = 'x')), Defect.textInputLength]);
CASES.push(['a value beside min_length, long enough', changed(richModal, (p) => (p.components[0].component.value = 'xyz')), Defect.textInputLength]);
for (const url of ['example.com/news', 'attachment://a.png', 'ftp://example.com/x', 'https://exa mple.com', 'javascript:alert(1)', 'HTTPS://EXAMPLE.COM', 'https://[::1', '']) {
  CASES.push([`embed url ${JSON.stringify(url)}`, changed(richLegacy, (p) => (p.embeds[0].url = url)), Defect.embedUrl]);
  CASES.push([`embed image url ${JSON.stringify(url)}`, changed(richLegacy, (p) => (p.embeds[0].image.url = url)), Defect.embedUrl]);
  CASES.push([`embed footer icon ${JSON.stringify(url)}`, changed(richLegacy, (p) => (p.embeds[0].footer.icon_url = url)), Defect.embedUrl]);
}
CASES.push(['allowed_mentions parsing users and listing them', changed(richV2, (p) => (p.allowed_mentions.users = ['80351110224678912'])), Defect.allowedMentionsConflict]);
CASES.push(['allowed_mentions parsing roles and listing them', changed(richV2, (p) => (p.allowed_mentions = { parse: ['roles', 'everyone'], roles: ['1', '2'] })), Defect.allowedMentionsConflict]);
CASES.push(['allowed_mentions listing users, parsing roles', changed(richV2, (p) => (p.allowed_mentions = { parse: ['roles'], users: ['1'] })), 0]);
CASES.push(['allowed_mentions parsing users, an empty list', changed(richV2, (p) => (p.allowed_mentions.users = [])), 0]);
CASES.push(['an embed url beyond ASCII', changed(richLegacy, (p) => (p.embeds[0].url = 'https://example.com/é')), 0]);
for (const [where, change] of [
  ['a button', (p: Json) => (p.components[1].components[0].lable = 'Go')],
  ['a Link button', (p: Json) => (p.components[1].components[1].colour = 1)],
  ['an emoji', (p: Json) => (p.components[1].components[0].emoji.nmae = 'x')],
  ['an option', (p: Json) => (p.components[2].components[0].options[0].descripton = 'd')],
  ['a row', (p: Json) => (p.components[1].componets = [])],
  ['a text display', (p: Json) => (p.components[0].contnet = 'x')],
  ['a User Select', (p: Json) => (p.components[3].components[0].minValues = 1)],
] as const) {
  CASES.push([`a misspelt key in ${where}`, changed(richV2, change), Defect.unknownKey]);
}
CASES.push(['a misspelt key in a text input', changed(richModal, (p) => (p.components[0].component.maxLength = 5)), Defect.unknownKey]);
CASES.push(['a misspelt key in a label', changed(richModal, (p) => (p.components[0].lable = 'x')), Defect.unknownKey]);
CASES.push(['a button with an emoji whose label is misspelt, so it has none', changed(richV2, (p) => { const b = p.components[1].components[0]; b.lable = b.label; delete b.label; }), Defect.unknownKey]);

for (const [how, change] of [
  ['no flags', (p: Json) => delete p.flags],
  ['flags 0', (p: Json) => (p.flags = 0)],
  ['flags 4096', (p: Json) => (p.flags = 4096)],
  ['flags 4', (p: Json) => (p.flags = 4)],
] as const) {
  CASES.push([`V2 components with ${how}`, changed(v2, change), Defect.v2WithoutFlag]);
  CASES.push([`V2 components with ${how}, allowed_mentions and emoji`, changed(richV2, change), Defect.v2WithoutFlag]);
  CASES.push([`V2 components with ${how} and a duplicate custom_id`, changed(v2, (p) => (change(p), (p.components[1].components[0].custom_id = 'x'))), Defect.v2WithoutFlag | Defect.duplicateCustomId]);
  CASES.push([`V2 components with ${how} and 6 text displays of 700`, changed(v2, (p) => (change(p), p.components.push(...Array.from({ length: 6 }, () => ({ type: 10, content: 'x'.repeat(700) }))))), Defect.v2WithoutFlag | Defect.longTextDisplay]);
}
CASES.push(['V2 components in a reply without the flag', { type: 4, data: changed(v2, (p) => (p.flags = 64)) }, Defect.v2WithoutFlag]);
CASES.push(['six Action Rows without the flag', changed(legacy, (p) => { delete p.content; delete p.embeds; p.components = Array.from({ length: 6 }, (_, i) => ({ type: 1, components: [{ type: 2, style: 2, label: 'B', custom_id: `b${i}` }] })); }), Defect.v2WithoutFlag]);
CASES.push(['a Container among Action Rows without the flag', changed(legacy, (p) => { delete p.content; delete p.embeds; p.components.push({ type: 17, components: [{ type: 10, content: 'x' }] }); }), Defect.v2WithoutFlag]);

describe('mistakes the fast path leaves to the full engine', () => {
  it.each([
    ['a Link button whose label is misspelt, so it shows nothing', changed(richV2, (p) => { const b = p.components[1].components[1]; b.lable = b.label; delete b.label; })],
    ['a misspelt key that is a field elsewhere (options on a User Select)', changed(richV2, (p) => (p.components[3].components[0].options = []))],
    ['a Primary button with a url', changed(richV2, (p) => (p.components[1].components[0].url = 'https://example.com'))],
    ['a Link button to ftp', changed(richV2, (p) => (p.components[1].components[1].url = 'ftp://example.com'))],
    ['min_values 26', changed(richV2, (p) => (p.components[2].components[0].min_values = 26))],
    ['an empty prefilled value', changed(richModal, (p) => (p.components[1].component.value = ''))],
    ['an embed url of 2049 characters', changed(richLegacy, (p) => (p.embeds[0].url = 'https://example.com/' + 'x'.repeat(2030)))],
    ['a user id that is no snowflake', changed(richV2, (p) => (p.allowed_mentions.users = ['ada']))],
    ['V2 components without the flag, beside content', changed(v2, (p) => ((p.flags = 0), (p.content = 'hi')))],
    ['V2 components without the flag, beside embeds', changed(v2, (p) => (delete p.flags, (p.embeds = [{ title: 'T' }])))],
  ])('%s', (_name, payload) => {
    expect(cleanness(payload, detectKind(payload)!)).toBe(NOT_CLEAN);
  });

  it('V2 components in an update without flags (UPDATE_MESSAGE edits a V2 message): the full engine, which finds nothing', async () => {
    const update = { type: 7, data: changed(v2, (p) => delete p.flags) };
    expect(cleanness(update, detectKind(update)!)).toBe(NOT_CLEAN);
    expect(await findings(update, true)).toEqual([]);
    expect(await findings(update, false)).toEqual([]);
  });
});

async function findings(payload: Json, fastPath: boolean, rules?: Record<string, 'error'>) {
  const [fast, full] = await bothWays((linter) => linter.lintText(JSON.stringify(payload, null, 2), rules ? { rules } : {}).messages);
  return fastPath ? fast : full;
}

describe('payloads clean but for a defect', () => {
  it.each(CASES)('%s: its defect, and the findings of the full engine from the defect’s rules', async (_name, payload, defects) => {
    expect(cleanness(payload, detectKind(payload)!)).toBe(defects);
    const allowed = new Set(Object.entries(Defect).flatMap(([name, bit]) => (defects & bit ? DEFECT_RULES[name as keyof typeof Defect] : [])));
    for (const rules of [undefined, EVERY_RULE]) {
      const full = await findings(payload, false, rules);
      expect(await findings(payload, true, rules)).toEqual(full);
      for (const finding of full) expect(allowed).toContain(finding.ruleId);
    }
  });

  it('the defects’ rules report them: a long content, a duplicate custom_id, an unknown component', async () => {
    const long = await findings(changed(legacy, (p) => (p.content = 'x'.repeat(2001))), true);
    expect(long.map((m) => [m.ruleId, m.path, m.line])).toEqual([['schema', '/content', 2]]);
    const duplicate = await findings(changed(legacy, (p) => (p.components[0].components[1].custom_id = 'a')), true);
    expect(duplicate.map((m) => [m.ruleId, m.path])).toEqual([['custom-id-unique', '/components/0/components/1/custom_id']]);
    const unknown = await findings(changed(legacy, (p) => p.components.push({ type: 20 })), true);
    expect(unknown.map((m) => [m.ruleId, m.path])).toEqual([['schema', '/components/2/type']]);
  });

  it('a custom_id past 100 characters, an unknown component with a field, or a defect with anything else wrong, takes the full engine', () => {
    expect(cleanness(changed(legacy, (p) => (p.components[0].components[0].custom_id = 'c'.repeat(101))), 'message')).toBe(NOT_CLEAN);
    expect(cleanness(changed(legacy, (p) => p.components.push({ type: 20, label: 'x' })), 'message')).toBe(NOT_CLEAN);
    expect(cleanness(changed(v2, (p) => p.components.push({ type: '20' })), 'message')).toBe(NOT_CLEAN);
    expect(cleanness(changed(v2, (p) => (p.content = 123)), 'message')).toBe(NOT_CLEAN);
    expect(cleanness(changed(modal, (p) => (p.flags = '64')), 'modal')).toBe(NOT_CLEAN);
    expect(cleanness(changed(legacy, (p) => ((p.content = 'x'.repeat(2001)), (p.colour = 1))), 'message')).toBe(NOT_CLEAN);
  });
});
