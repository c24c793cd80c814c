import { MESSAGE_FLAGS } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { endpointOf, isEdit } from '../src/payload/destination.js';
import { readableFlags } from '../src/payload/message-flag-names.js';

export default defineRule({
  meta: {
    id: 'edit-fields',
    description: 'An edit that upgrades a message to Components V2 clears embeds and sticker_ids with [] (not null); polls cannot be edited; an edit\'s attachments replaces the message\'s files',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/message#edit-message ("For content and poll this is null. For embeds and sticker_ids this is []. Failing to do this will result in a 400 BAD REQUEST response"; discord-api-docs #7787 and PR #7852); error code 520003 (Cannot edit a poll message); https://docs.discord.com/developers/reference#editing-message-attachments',
  },
  createOnce(context) {
    return {
      payload({ envelope, body, bodyPath }) {
        const { destination } = envelope;
        if (envelope.kind !== 'message' || !body || !isEdit(destination)) return;
        const endpoint = `${endpointOf(destination!)} (--destination ${destination})`;
        const setsV2 = readableFlags(body.flags) && (BigInt(body.flags) & BigInt(MESSAGE_FLAGS.IS_COMPONENTS_V2)) !== 0n;
        if (setsV2) {
          for (const key of ['embeds', 'sticker_ids']) {
            if (!Object.hasOwn(body, key) || body[key] !== null) continue;
            context.report({
              path: [...bodyPath, key],
              message: `${key} is null in an edit that sets IS_COMPONENTS_V2; to upgrade a message, Discord needs ${key} as an empty list, [] (content and poll as null). Write "${key}": [].`,
            });
          }
        }
        if (Object.hasOwn(body, 'poll') && body.poll !== null) {
          const deferred = destination === 'interaction-edit';
          context.report({
            path: [...bodyPath, 'poll'],
            target: 'key',
            message: deferred
              ? `A poll can be sent by editing the original interaction response only when that response was deferred (callback type 5); a sent poll cannot be edited (520003).`
              : `${endpoint} cannot add or change a poll: a poll message cannot be edited (Discord answers 520003). Send the poll in a new message.`,
            ...(deferred ? { atMostWarning: true } : {}),
          });
        }
        if (Array.isArray(body.attachments)) {
          context.report({
            path: [...bodyPath, 'attachments'],
            target: 'key',
            message: `On an edit, "attachments" is the message's whole list of files: the files it names are kept (and new ones added), every other file of the message is removed. List the existing attachments by their id to keep them.`,
            atMostWarning: true,
          });
        }
      },
    };
  },
});
