import { defineRule } from '../src/engine/rule.js';
import { CallbackType, isObject } from '../src/payload/detect.js';
import { isSet } from '../src/util/values.js';
import { isEdit } from '../src/payload/destination.js';

/** An edit changes only what it sends: it may send nothing but a flag. */
const EDIT_NOTE =
  ' A file that names no destination is read as creating a message; an edit may send only what it changes, so if this body edits a message, name the edit (--destination message-edit, webhook-edit or interaction-edit, or "destination" in the config) and it is valid.';

export default defineRule({
  meta: {
    id: 'message-not-empty',
    description:
      'A message has something to send (content, embeds, components, attachments, a poll or stickers); a Components V2 message has at least one component',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/message#create-message (at least one of content, embeds, sticker_ids, components, files[n], poll or shared_client_theme; a forward needs only message_reference); Discord answers 50006 "Cannot send an empty message"',
  },
  createOnce(context) {
    return {
      payload({ value, envelope, body, bodyPath }) {
        const isMessage = envelope.kind === 'message';
        const isCreatingResponse = envelope.kind === 'interaction-response' && envelope.callbackType === CallbackType.ChannelMessageWithSource;
        if (!isMessage && !isCreatingResponse) return;

        if (!body) {
          const hasData = Object.hasOwn(value, 'data');
          // Without data, the finding is at the response that lacks it.
          context.report({
            path: hasData ? ['data'] : [],
            message: `A CHANNEL_MESSAGE_WITH_SOURCE response (type 4) sends a message, but ${hasData ? '"data" is not an object' : 'it has no "data"'}: there is nothing to send. Put the message in "data", e.g. { "content": "Done" }, or answer with a deferred response (type 5) and send the message later.`,
          });
          return;
        }

        const edit = isMessage && isEdit(envelope.destination);
        // Without a destination a bare message body is read as created (an error), but it may be an edit: the message says how to name one.
        const mayBeEdit = isMessage && envelope.destination === undefined;
        if (envelope.mode === 'v2') {
          if (Array.isArray(body.components) && body.components.length > 0) return;
          // components that is there but not a list is the schema's finding, not a missing one.
          if (isSet(body.components) && !Array.isArray(body.components)) return;
          const hasList = Array.isArray(body.components);
          // An edit without components keeps the message's own.
          if (edit && !hasList) return;
          // A missing list is reported at the message that lacks it, with the flag that requires it.
          context.report({
            path: hasList ? [...bodyPath, 'components'] : bodyPath,
            ...(hasList || !Object.hasOwn(body, 'flags') ? {} : { related: [...bodyPath, 'flags'] }),
            message: `A message with the Components V2 flag (32768) shows only its components, but ${hasList ? '"components" is empty' : 'it has no "components"'}; Discord rejects it. Add at least one component (a Text Display, { "type": 10, "content": "..." }, is the simplest), or remove 32768 from flags.${
              !hasList && mayBeEdit ? EDIT_NOTE : ''
            }`,
          });
          return;
        }
        if (edit) return;

        // A field of the wrong type (components as an object, content as a number...) is something
        // meant to be sent: the schema reports its type, and "nothing to send" would mislead.
        if (hasSomethingToSend(body) || hasMistypedField(body)) return;
        const blank = typeof body.content === 'string' && body.content.length > 0;
        context.report({
          path: bodyPath,
          message: `This message has nothing to send: ${
            blank ? 'its content is only whitespace (Discord trims it away) and it has no' : 'it has no content,'
          } embeds, components, attachments, poll, stickers or shared client theme, and it is no forward. Discord rejects it ("Cannot send an empty message", code 50006). Add some content, an embed or components.${mayBeEdit ? EDIT_NOTE : ''}`,
        });
      },
    };
  },
});

function hasSomethingToSend(body: Record<string, unknown>): boolean {
  const nonEmptyList = (v: unknown) => Array.isArray(v) && v.length > 0;
  return (
    (typeof body.content === 'string' && body.content.trim().length > 0) ||
    nonEmptyList(body.embeds) ||
    nonEmptyList(body.components) ||
    nonEmptyList(body.attachments) ||
    nonEmptyList(body.sticker_ids) ||
    isObject(body.poll) ||
    // Create Message: shared_client_theme alone is a message, and a forward needs only its message_reference.
    isObject(body.shared_client_theme) ||
    isForward(body.message_reference)
  );
}

/** A message_reference of type 1 (FORWARD): the forwarded message is the content. */
function isForward(reference: unknown): boolean {
  return isObject(reference) && (reference.type === 1 || reference.type === '1');
}

function hasMistypedField(body: Record<string, unknown>): boolean {
  return (
    (isSet(body.content) && typeof body.content !== 'string') ||
    ['embeds', 'components', 'attachments', 'sticker_ids'].some((field) => isSet(body[field]) && !Array.isArray(body[field])) ||
    (isSet(body.poll) && !isObject(body.poll))
  );
}
