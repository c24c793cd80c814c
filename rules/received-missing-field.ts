import { defineRule } from '../src/engine/rule.js';
import { toDisplayPath } from '../src/util/pointer.js';
import { isObject } from '../src/payload/detect.js';
import { answersOf, dataOf } from '../src/received/answers.js';
import { onReceivedInteraction } from '../src/received/rule-helpers.js';
import { ALWAYS_SENT_FIELDS, InteractionType } from '../src/discord/received.js';

export default defineRule({
  meta: {
    id: 'received-missing-field',
    description: 'A received interaction has the fields Discord always sends (id, application_id, token, version, member or user, channel, locale, ids of components...)',
    // Off by default: real fixtures (Discord's own examples among them) are often trimmed or predate newer fields.
    severity: 'off',
    source:
      "Discord's interaction object, https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-object (discord-api-types APIBaseInteraction, APIMessageComponentInteraction); https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-object-message-component-data-structure",
  },
  createOnce(context) {
    return onReceivedInteraction((interaction) => {
      const missing = (path: (string | number)[], field: string, why: string) =>
        context.report({ path, message: `${path.length === 0 ? 'The interaction' : toDisplayPath(path)} has no "${field}"; ${why} A handler tested with this fixture may fail on what Discord really sends.` });
      const user = interaction.type !== InteractionType.Ping;
      for (const field of ALWAYS_SENT_FIELDS) {
        if (!Object.hasOwn(interaction, field) && (user || field !== 'channel')) missing([], field, 'Discord sends it with every interaction.');
      }
      if (user && !Object.hasOwn(interaction, 'member') && !Object.hasOwn(interaction, 'user')) {
        missing([], 'member', 'Discord sends "member" (in a server) or "user" (in a DM) to say who interacted.');
      }
      if (interaction.type === InteractionType.MessageComponent && !Object.hasOwn(interaction, 'message')) {
        missing([], 'message', 'Discord sends the message the component is on with every component interaction.');
      }
      const data = dataOf(interaction);
      if (!data) return;
      for (const answer of answersOf(interaction)) {
        // A component answering outside a Label or Action Row is received-modal-data's finding.
        if (answer.place !== 'top' && !Object.hasOwn(answer.value, 'id')) missing([...answer.path], 'id', 'Discord sends the component\'s numeric id with its answer.');
      }
      if (interaction.type === InteractionType.ModalSubmit && Array.isArray(data.components)) {
        data.components.forEach((top, i) => {
          if (isObject(top) && (top.type === 18 || top.type === 10) && !Object.hasOwn(top, 'id')) {
            missing(['data', 'components', i], 'id', `Discord sends the id of every ${top.type === 18 ? 'Label' : 'Text Display'} of the modal.`);
          }
        });
      }
    });
  },
});
