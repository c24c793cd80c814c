/**
 * `cordlint mock SENT`: the received interaction that answers SENT, as Discord would send it: a
 * modal submission answering every component of a modal, or a component interaction for one
 * component of a message. Answers fit their components (defaults where set, otherwise the first
 * options, text within its lengths); ids and tokens are well-formed and visibly fake.
 */
import { describeType } from '../components.js';
import { escapeControls, quoted, terminalSafeJson } from '../util/escape-text.js';
import type { ComponentNode } from '../engine/rule.js';
import { isObject } from '../payload/detect.js';
import { characterCount, integerOrUndefined } from '../util/values.js';
import { isSnowflake } from '../received/fields.js';
import type { SentPayload, SentSurface } from '../received/sent.js';
import { InteractionType, MESSAGE_COMPONENT_TYPES } from '../discord/received.js';
import { FIELD_LIMITS } from '../discord/index.js';

export interface MockOptions {
  /** The component (or modal) to answer; needed when SENT has several. */
  customId?: string;
  /** The answer of that component, instead of the defaults. */
  values?: readonly string[];
  /** False: the mock's own check takes no fast path (CORDLINT_FAST_PATH=0). Default true. */
  fastPath?: boolean;
}

/** SENT gives no single thing to answer, or the options do not fit it. */
export class MockError extends Error {}

/** Visibly fake snowflakes: 1 followed by zeros and a small counter. */
const fake = (n: number) => (100000000000000000n + BigInt(n)).toString();
const PERMISSIONS = '2248473465835073';
const TIMESTAMP = '2026-01-01T00:00:00.000000+00:00';
const GUILD = fake(1);
const CHANNEL = fake(2);
const APPLICATION = fake(3);

export function mockInteraction(sent: SentPayload, options: MockOptions = {}): Record<string, unknown> {
  const target = pickTarget(sent, options.customId);
  const ids = assignIds(target.surface);
  const resolved = new Resolved();
  let type: number;
  let data: Record<string, unknown>;
  if (target.surface.kind === 'modal') {
    type = InteractionType.ModalSubmit;
    const overridden = target.node;
    const components = (target.surface.nodes.filter((n) => !n.parent) ?? []).map((top) => {
      const id = ids.get(top)!;
      if (top.type === 18) {
        const child = target.surface.nodes.find((n) => n.parent === top && n.slot === 'component');
        return { type: 18, id, component: child ? answerOf(child, ids.get(child)!, child === overridden ? options.values : undefined, resolved, 'type') : {} };
      }
      if (top.type === 1) {
        const children = target.surface.nodes.filter((n) => n.parent === top);
        return { type: 1, id, components: children.map((c) => answerOf(c, ids.get(c)!, c === overridden ? options.values : undefined, resolved, 'type')) };
      }
      return { type: top.type, id };
    });
    data = { custom_id: target.surface.body.custom_id, components, ...resolved.field() };
  } else {
    type = InteractionType.MessageComponent;
    const node = target.node!;
    data = { ...answerOf(node, ids.get(node)!, options.values, resolved, 'component_type'), ...resolved.field() };
  }
  const interaction: Record<string, unknown> = {
    type,
    data,
    id: fake(10),
    application_id: APPLICATION,
    token: 'cordlint-mock-token-not-issued-by-discord',
    version: 1,
    guild_id: GUILD,
    channel_id: CHANNEL,
    channel: { id: CHANNEL, type: 0, guild_id: GUILD, name: 'mock-channel', nsfw: false, position: 0, permissions: PERMISSIONS, flags: 0 },
    member: { user: MOCK_USER, roles: [], joined_at: TIMESTAMP, premium_since: null, nick: null, pending: false, flags: 0, permissions: PERMISSIONS, deaf: false, mute: false },
    app_permissions: PERMISSIONS,
    locale: 'en-US',
    guild_locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: { '0': GUILD },
    context: 0,
    attachment_size_limit: 10485760,
  };
  if (type === InteractionType.MessageComponent) interaction.message = messageOf(target.surface);
  return interaction;
}

const MOCK_USER = { id: fake(4), username: 'mock_user', discriminator: '0', global_name: 'Mock User', avatar: null, public_flags: 0 };

interface Target {
  surface: SentSurface;
  /** The component answered (a message's), or the one whose answer --values sets (a modal's). */
  node?: ComponentNode;
}

/** What SENT lets a user answer: each modal (by its custom_id) and each usable component of a message. */
export function mockTargets(sent: SentPayload): { customId: string; name: string }[] {
  return candidatesOf(sent).map((c) => ({ customId: String(c.node ? c.node.value.custom_id : c.surface.body.custom_id), name: c.name }));
}

function candidatesOf(sent: SentPayload): (Target & { name: string })[] {
  const candidates: (Target & { name: string })[] = [];
  for (const surface of sent.surfaces) {
    if (surface.kind === 'modal') {
      candidates.push({ surface, name: `the modal ${quoted(String(surface.body.custom_id))}` });
      continue;
    }
    for (const node of surface.nodes) {
      if (answerable(node)) candidates.push({ surface, node, name: `${describeType(node.type)} ${quoted(String(node.value.custom_id))}` });
    }
  }
  return candidates;
}

function pickTarget(sent: SentPayload, customId: string | undefined): Target {
  const candidates = candidatesOf(sent);
  if (customId !== undefined) {
    for (const surface of sent.surfaces) {
      if (surface.kind === 'modal' && surface.body.custom_id === customId) return { surface };
      const node = surface.nodes.find((n) => n.value.custom_id === customId);
      if (!node) continue;
      if (surface.kind === 'modal') return { surface, node };
      if (!answerable(node)) throw new MockError(`the ${describeType(node.type)} ${quoted(customId)} sends no interaction (${node.value.disabled === true ? 'it is disabled' : 'a link or premium Button'}), so there is nothing to mock`);
      return { surface, node };
    }
    throw new MockError(`SENT has no component or modal with custom_id ${quoted(customId)}${list(candidates)}`);
  }
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) throw new MockError('SENT has no component a user can use (an enabled Button with a custom_id, a select) and no modal');
  throw new MockError(`SENT has ${candidates.length} things a user can answer; pick one with --custom-id${list(candidates)}`);
}

function list(candidates: readonly { name: string }[]): string {
  return candidates.length === 0 ? '' : `: ${candidates.slice(0, 12).map((c) => c.name).join(', ')}${candidates.length > 12 ? ', ...' : ''}`;
}

/** A component of a message that sends an interaction: an enabled Button of styles 1-4 or an enabled select. */
function answerable(node: ComponentNode): boolean {
  const { value } = node;
  if (typeof node.type !== 'number' || !MESSAGE_COMPONENT_TYPES.has(node.type) || typeof value.custom_id !== 'string' || value.disabled === true) return false;
  return node.type !== 2 || (value.style !== 5 && value.style !== 6);
}

/**
 * The ids Discord gives the components: the sent `id`, or (omitted or 0) the next free integer in
 * document order, skipping ids the message already uses.
 */
function assignIds(surface: SentSurface): Map<ComponentNode, number> {
  const used = new Set(surface.nodes.map((n) => integerOrUndefined(n.value.id)).filter((id): id is number => id !== undefined && id > 0));
  const ids = new Map<ComponentNode, number>();
  let next = 1;
  for (const node of surface.nodes) {
    const own = integerOrUndefined(node.value.id);
    if (own !== undefined && own > 0) {
      ids.set(node, own);
      continue;
    }
    while (used.has(next)) next++;
    ids.set(node, next);
    used.add(next);
  }
  return ids;
}

/** The resolved maps the answers need, filled as answers are made. */
class Resolved {
  private readonly maps: Record<string, Record<string, unknown>> = {};
  private count = 0;

  nextId(): string {
    return fake(100 + ++this.count);
  }

  add(map: string, id: string, entry: Record<string, unknown>): void {
    (this.maps[map] ??= {})[id] = entry;
  }

  user(id: string): void {
    this.add('users', id, { id, username: `mock_user_${id.slice(-3)}`, discriminator: '0', global_name: null, avatar: null, public_flags: 0 });
    this.add('members', id, { roles: [], joined_at: TIMESTAMP, premium_since: null, nick: null, pending: false, flags: 0, permissions: PERMISSIONS });
  }

  role(id: string): void {
    this.add('roles', id, { id, name: `mock-role-${id.slice(-3)}`, color: 0, colors: { primary_color: 0, secondary_color: null, tertiary_color: null }, hoist: false, icon: null, unicode_emoji: null, position: 1, permissions: '0', managed: false, mentionable: true, flags: 0 });
  }

  channel(id: string, type: number): void {
    this.add('channels', id, { id, type, name: `mock-channel-${id.slice(-3)}`, permissions: PERMISSIONS, guild_id: GUILD, flags: 0 });
  }

  attachment(id: string, n: number): void {
    const name = `mock-upload-${n}.png`;
    this.add('attachments', id, {
      id,
      filename: name,
      size: 1024,
      url: `https://cdn.discordapp.com/ephemeral-attachments/${CHANNEL}/${id}/${name}`,
      proxy_url: `https://media.discordapp.net/ephemeral-attachments/${CHANNEL}/${id}/${name}`,
      content_type: 'image/png',
      ephemeral: true,
    });
  }

  field(): { resolved?: Record<string, Record<string, unknown>> } {
    return Object.keys(this.maps).length > 0 ? { resolved: this.maps } : {};
  }
}

/** The answer of one component: `{ type|component_type, id, custom_id, value|values }`. */
function answerOf(node: ComponentNode, id: number, override: readonly string[] | undefined, resolved: Resolved, typeField: 'type' | 'component_type'): Record<string, unknown> {
  const { value } = node;
  const type = node.type as number;
  const answer: Record<string, unknown> = { [typeField]: type, id, custom_id: value.custom_id };
  if (type === 2) return answer;
  const options = Array.isArray(value.options) ? value.options.filter(isObject) : [];
  const optionValues = options.map((o) => o.value).filter((v): v is string => typeof v === 'string');
  const defaults = options.filter((o) => o.default === true).map((o) => o.value).filter((v): v is string => typeof v === 'string');
  const min = integerOrUndefined(value.min_values) ?? 1;
  const max = integerOrUndefined(value.max_values) ?? (type === 22 ? options.length : 1);
  const count = Math.max(1, Math.min(Math.max(min, 1), max));

  switch (type) {
    case 4:
      answer.value = override ? override.join(',') : textFor(value);
      return answer;
    case 23:
      answer.value = override ? override[0] === 'true' : value.default === true;
      return answer;
    case 21:
      answer.value = override ? (override[0] ?? null) : (defaults[0] ?? optionValues[0] ?? null);
      return answer;
    case 3:
    case 22:
      answer.values = override ? [...override] : defaults.length >= Math.max(min, 1) && defaults.length <= max ? defaults : optionValues.slice(0, count);
      return answer;
    case 19: {
      const ids = override ? [...override] : Array.from({ length: count }, () => resolved.nextId());
      ids.forEach((fileId, i) => isSnowflake(fileId) && resolved.attachment(fileId, i + 1));
      answer.values = ids;
      return answer;
    }
    default:
      answer.values = pickEntities(type, value, override, count, max, resolved);
      return answer;
  }
}

/** The ids a User, Role, Mentionable or Channel Select answers with, and their resolved entries. */
function pickEntities(type: number, value: Record<string, unknown>, override: readonly string[] | undefined, count: number, max: number, resolved: Resolved): string[] {
  const defaults = (Array.isArray(value.default_values) ? value.default_values : []).filter(isObject).filter((d) => isSnowflake(d.id));
  const useDefaults = !override && defaults.length >= 1 && defaults.length <= max;
  const picks: { id: string; kind: string }[] = override
    ? override.map((id) => ({ id, kind: '' }))
    : useDefaults
      ? defaults.map((d) => ({ id: d.id as string, kind: String(d.type) }))
      : Array.from({ length: count }, () => ({ id: resolved.nextId(), kind: '' }));
  const channelType = Array.isArray(value.channel_types) && typeof value.channel_types[0] === 'number' ? value.channel_types[0] : 0;
  for (const { id, kind } of picks) {
    if (!isSnowflake(id)) continue;
    if (type === 5 || (type === 7 && kind !== 'role')) resolved.user(id);
    else if (type === 6 || type === 7) resolved.role(id);
    else if (type === 8) resolved.channel(id, channelType);
  }
  return picks.map((p) => p.id);
}

/** Text within the input's lengths: its pre-filled value when that fits, else a sample sentence cut or padded. */
function textFor(value: Record<string, unknown>): string {
  const required = value.required !== false;
  const min = Math.max(integerOrUndefined(value.min_length) ?? 0, required ? 1 : 0);
  const max = Math.max(integerOrUndefined(value.max_length) ?? FIELD_LIMITS.textInputMaxLength, min);
  if (typeof value.value === 'string') {
    const length = characterCount(value.value);
    if (length >= min && length <= max && (length > 0 || !required)) return value.value;
  }
  const sample = value.style === 2 ? 'A sample answer written by cordlint mock.' : 'Sample answer';
  if (sample.length > max) return sample.slice(0, max).trimEnd().padEnd(Math.min(max, Math.max(min, 1)), 'x');
  if (sample.length >= min) return sample;
  return (sample + ' ').repeat(Math.ceil(min / (sample.length + 1))).slice(0, min - 1) + '.';
}

/** The message the component is on, as Discord includes it in a component interaction. */
function messageOf(surface: SentSurface): Record<string, unknown> {
  const body = surface.body;
  return {
    id: fake(20),
    channel_id: CHANNEL,
    type: 0,
    author: { id: APPLICATION, username: 'mock_bot', discriminator: '0', global_name: null, avatar: null, bot: true, public_flags: 0 },
    content: typeof body.content === 'string' ? body.content : '',
    flags: typeof body.flags === 'number' ? body.flags : 0,
    components: Array.isArray(body.components) ? body.components : [],
    timestamp: TIMESTAMP,
  };
}

/**
 * The mock as text in SENT's format (JSON, or YAML for .yaml/.yml), checked before it is returned:
 * it must lint clean as a received interaction and pass the check against SENT.
 */
export async function mockText(sent: SentPayload, options: MockOptions = {}): Promise<string> {
  const interaction = mockInteraction(sent, options);
  const yaml = /\.ya?ml$/i.test(sent.filePath) || (!/\.json$/i.test(sent.filePath) && sent.surfaces[0]?.document.format === 'yaml');
  // The YAML writer is loaded only for YAML output, as the loader does for YAML input.
  const text = yaml ? (await import('./mock-yaml.js')).toYaml(interaction) : `${terminalSafeJson(JSON.stringify(interaction, null, 2))}\n`;
  const [{ Linter }, { withAgainstFindings }, { loadYamlParser }] = await Promise.all([import('../linter/linter.js'), import('./lint-against.js'), import('../load/index.js')]);
  if (yaml) await loadYamlParser();
  const filePath = yaml ? 'mock.yaml' : 'mock.json';
  // received-missing-field is on here: a mock has every field Discord sends.
  const checks = { kind: 'received-interaction' as const, rules: { 'received-missing-field': 'warn' as const } };
  const result = await withAgainstFindings(new Linter(options.fastPath === false ? { fastPath: false } : {}).lintText(text, checks, { filePath }), text, sent, checks);
  if (result.messages.length > 0) {
    const problems = result.messages.map((m) => escapeControls(`${m.path || '/'}: ${m.message} [${m.ruleId}]`)).join('\n  ');
    throw new MockError(`the interaction made from ${options.values ? '--values' : 'SENT'} would not pass its own checks:\n  ${problems}`);
  }
  return text;
}
