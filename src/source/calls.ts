/**
 * discord.js's sending calls and where each sends: `interaction.reply` answers an interaction,
 * `message.edit` edits a message, `webhook.send` executes a webhook, `rest.post(Routes.*, { body })`
 * names its route. A call whose receiver does not say (a `reply` on something not named like an
 * interaction or a message) is judged for every destination it could be, and only what holds for all
 * of them is reported.
 */
import { memberPath, propertyName, unwrap, type Node } from './ast.js';
import type { Destination } from '../payload/destination.js';
import type { Evaluator } from './evaluate.js';
import { knownText, type Value } from './value.js';

export const SENDING_METHODS = new Set(['send', 'reply', 'editReply', 'followUp', 'deferReply', 'update', 'edit', 'showModal', 'editMessage', 'post', 'patch']);

/** Where one candidate sends: the destination, and the interaction response's type when it is one (the payload is its `data`). */
export interface Target {
  destination: Destination;
  responseType?: number;
}

export interface SendingCall {
  call: Node;
  /** The argument that holds the payload. */
  argument: Node;
  value: Value;
  /** The destinations it may be (one when the receiver says). */
  targets: Target[];
  /** A modal (showModal) rather than a message. */
  modal: boolean;
  /** discord.js options (camelCase, `ephemeral`, `files`), not a REST body in Discord's own form. */
  discordJs: boolean;
  /** The call's payload in each combination of alternatives, when it has several (see evaluate.ts); `value` is the first. */
  worlds?: SendingCall[];
}

const INTERACTION_NAME = /interaction|^(i|int|inter|itx|ix|ctx|context|cmd|command|button|btn|select|menu|modal|submit)$/i;
const MESSAGE_NAME = /message|msg|^(m|sent|reply|response|res)$/i;
const WEBHOOK_NAME = /webhook|hook/i;

/** The sending call a call expression is, or undefined. */
export function sendingCall(call: Node, evaluator: Evaluator): SendingCall | undefined {
  const callee = unwrap(call.callee as Node);
  if (callee.type !== 'MemberExpression') return undefined;
  const method = propertyName(callee);
  if (method === undefined) return undefined;
  const args = call.arguments as Node[];
  const receiver = memberPath(callee.object as Node);
  const last = receiver?.[receiver.length - 1] ?? '';
  if (receiver?.[0] === 'this' && receiver.length === 1) return undefined;
  if (method === 'post' || method === 'patch') return restCall(call, method, args, evaluator);
  const argument = method === 'editMessage' ? args[1] : args[0];
  if (!argument || argument.type === 'SpreadElement') return undefined;
  const value = evaluator.evaluate(argument);
  if (method === 'showModal') {
    if (!looksLikeModal(value)) return undefined;
    return { call, argument, value, targets: [{ destination: 'interaction-response', responseType: 9 }], modal: true, discordJs: true };
  }
  if (!looksLikeMessage(value, method === 'deferReply')) return undefined;
  const interaction = INTERACTION_NAME.test(last) && !MESSAGE_NAME.test(last);
  const message = MESSAGE_NAME.test(last) && !/interaction/i.test(last);
  const webhook = WEBHOOK_NAME.test(last);
  let targets: Target[];
  switch (method) {
    case 'reply':
      targets = interaction ? [{ destination: 'interaction-response', responseType: 4 }] : message ? [{ destination: 'channel-message' }] : [{ destination: 'interaction-response', responseType: 4 }, { destination: 'channel-message' }];
      break;
    case 'deferReply':
      targets = [{ destination: 'interaction-response', responseType: 5 }];
      break;
    case 'update':
      targets = [{ destination: 'interaction-response', responseType: 7 }];
      break;
    case 'editReply':
      targets = [{ destination: 'interaction-edit' }];
      break;
    case 'followUp':
      targets = [{ destination: 'follow-up' }];
      break;
    case 'send':
      targets = webhook && receiver?.some((part) => /interaction/i.test(part)) ? [{ destination: 'follow-up' }] : webhook ? [{ destination: 'webhook' }] : [{ destination: 'channel-message' }];
      break;
    case 'editMessage':
      targets = [{ destination: 'webhook-edit' }];
      break;
    case 'edit':
      targets = webhook ? [{ destination: 'webhook-edit' }] : [{ destination: 'message-edit' }];
      break;
    default:
      return undefined;
  }
  return { call, argument, value: value.t === 'str' ? contentOnly(value) : value, targets, modal: false, discordJs: true };
}

function contentOnly(value: Value): Value {
  return { t: 'obj', props: new Map([['content', value]]), open: false, node: value.node };
}

const MESSAGE_FIELDS = ['content', 'embeds', 'components', 'files', 'attachments', 'flags', 'poll', 'stickers', 'allowedMentions', 'allowed_mentions', 'tts'];

function looksLikeMessage(value: Value, defer: boolean): boolean {
  if (value.t === 'str') return !defer;
  if (value.t !== 'obj' || value.builder) return false;
  if (defer) return value.props.has('ephemeral') || value.props.has('flags');
  return MESSAGE_FIELDS.some((f) => value.props.has(f));
}

function looksLikeModal(value: Value): boolean {
  if (value.t !== 'obj') return false;
  if (value.builder) return value.builder === 'ModalBuilder' || value.builder === 'Modal';
  return value.props.has('title') && (value.props.has('components') || value.props.has('customId') || value.props.has('custom_id'));
}

/** `rest.post(Routes.channelMessages(id), { body })` and the other routes that carry a payload. */
function restCall(call: Node, method: string, args: Node[], evaluator: Evaluator): SendingCall | undefined {
  const route = args[0] && unwrap(args[0]);
  const options = args[1];
  if (!route || !options || route.type !== 'CallExpression') return undefined;
  const path = memberPath(route.callee as Node);
  if (!path || path.length < 2 || path[path.length - 2] !== 'Routes') return undefined;
  const name = path[path.length - 1]!;
  const routeArgs = route.arguments as Node[];
  let target: Target | undefined;
  if (method === 'post') {
    if (name === 'channelMessages') target = { destination: 'channel-message' };
    else if (name === 'interactionCallback') target = { destination: 'interaction-response' };
    else if (name === 'webhook') target = { destination: 'webhook' };
  } else if (name === 'channelMessage') target = { destination: 'message-edit' };
  else if (name === 'webhookMessage') {
    const messageId = routeArgs[2] ? knownText(evaluator.evaluate(routeArgs[2])) : undefined;
    target = { destination: messageId === '@original' ? 'interaction-edit' : 'webhook-edit' };
  }
  if (!target) return undefined;
  const optionsValue = evaluator.evaluate(options);
  if (optionsValue.t !== 'obj') return undefined;
  const body = optionsValue.props.get('body');
  if (!body || body.t !== 'obj') return undefined;
  return { call, argument: body.node, value: body, targets: [target], modal: false, discordJs: false };
}
