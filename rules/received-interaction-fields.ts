import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { checkFieldTypes, isSnowflake, shown } from '../src/received/fields.js';
import { onReceivedInteraction } from '../src/received/rule-helpers.js';
import {
  CHANNEL_FIELDS,
  INTEGRATION_TYPES,
  INTERACTION_CONTEXTS,
  INTERACTION_FIELDS,
  INTERACTION_MEMBER_FIELDS,
  USER_FIELDS,
} from '../src/discord/received.js';

export default defineRule({
  meta: {
    id: 'received-interaction-fields',
    description: 'The fields of a received interaction (id, token, version, channel, member or user, app_permissions, locale...) have the types Discord sends',
    severity: 'error',
    source:
      "Discord's interaction object, https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-object (discord-api-types APIBaseInteraction); https://docs.discord.com/developers/components/reference",
  },
  createOnce(context) {
    return onReceivedInteraction((interaction) => {
      const report = (path: (string | number)[], message: string, key = false) => context.report({ path, message, ...(key ? { target: 'key' as const } : {}) });
      for (const p of checkFieldTypes(interaction, [], INTERACTION_FIELDS, 'The interaction field')) report(p.path, p.message);

      const { type, version, context: where, attachment_size_limit: sizeLimit } = interaction;
      if (type === undefined) {
        report([], 'This object has no "type"; Discord names the kind of every interaction in it: 3 for a click or pick in a message (MESSAGE_COMPONENT), 5 for a modal submission (MODAL_SUBMIT), 2 for a command. Is this file a received interaction at all?');
      }
      if (Number.isInteger(type) && ((type as number) < 1 || (type as number) > 5)) {
        report(['type'], `The interaction "type" is ${type}; interaction types are 1 (PING), 2 (APPLICATION_COMMAND), 3 (MESSAGE_COMPONENT), 4 (APPLICATION_COMMAND_AUTOCOMPLETE) and 5 (MODAL_SUBMIT).`);
      }
      if (Number.isInteger(version) && version !== 1) report(['version'], `The interaction "version" is ${version}; Discord always sends 1.`);
      if (Number.isInteger(where) && !INTERACTION_CONTEXTS.has(where as number)) {
        report(['context'], `The interaction "context" is ${where}; it is 0 (GUILD), 1 (BOT_DM) or 2 (PRIVATE_CHANNEL).`);
      }
      if (Number.isInteger(sizeLimit) && (sizeLimit as number) <= 0) {
        report(['attachment_size_limit'], `"attachment_size_limit" is ${sizeLimit}; it is the largest attachment the user may upload, in bytes (10485760 by default), so it is positive.`);
      }

      const owners = interaction.authorizing_integration_owners;
      if (isObject(owners)) {
        for (const [key, id] of Object.entries(owners)) {
          if (!INTEGRATION_TYPES.has(key)) {
            report(['authorizing_integration_owners', key], `"authorizing_integration_owners" has the key ${JSON.stringify(key)}; its keys are integration types, "0" (GUILD_INSTALL) and "1" (USER_INSTALL).`, true);
          } else if (!isSnowflake(id)) {
            report(['authorizing_integration_owners', key], `"authorizing_integration_owners"."${key}" is ${shown(id)}; Discord sends the id of the server or user that installed the app as a snowflake string ("0" for a guild install used in a DM).`);
          }
        }
      }

      if (isObject(interaction.channel)) {
        for (const p of checkFieldTypes(interaction.channel, ['channel'], CHANNEL_FIELDS, 'The channel field')) report(p.path, p.message);
        const channelId = interaction.channel.id;
        if (isSnowflake(channelId) && isSnowflake(interaction.channel_id) && channelId !== interaction.channel_id) {
          report(['channel_id'], `"channel_id" is "${interaction.channel_id}" but "channel.id" is "${channelId}"; both name the channel the interaction came from.`);
        }
      }

      const { member, user } = interaction;
      if (isObject(member)) {
        for (const p of checkFieldTypes(member, ['member'], INTERACTION_MEMBER_FIELDS, 'The member field')) report(p.path, p.message);
        if (isObject(member.user)) for (const p of checkFieldTypes(member.user, ['member', 'user'], USER_FIELDS, 'The user field')) report(p.path, p.message);
        if (user !== undefined) {
          report(['user'], 'The interaction has both "member" and "user"; Discord sends "member" (with its "user" inside) in a server and "user" in a DM, never both. Keep one.');
        }
      } else if (isObject(user)) {
        for (const p of checkFieldTypes(user, ['user'], USER_FIELDS, 'The user field')) report(p.path, p.message);
        if (isSnowflake(interaction.guild_id)) {
          report(['user'], 'The interaction has "guild_id" and a top-level "user"; in a server Discord sends "member" (with the user in "member.user") instead of "user".');
        }
      }
    });
  },
});
