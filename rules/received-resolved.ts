import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { dataOf } from '../src/received/answers.js';
import { checkFieldTypes, isSnowflake, shown } from '../src/received/fields.js';
import { onReceivedInteraction } from '../src/received/rule-helpers.js';
import { RESOLVED_MAPS } from '../src/discord/received.js';
import type { JsonPath } from '../src/types.js';

const MAP_NAMES = Object.keys(RESOLVED_MAPS);

export default defineRule({
  meta: {
    id: 'received-resolved',
    description: 'data.resolved holds maps (users, members, roles, channels, attachments) keyed by snowflakes, with the fields and types Discord sends for each entry',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-object-resolved-data-structure; discord-api-types APIInteractionDataResolved',
  },
  createOnce(context) {
    return onReceivedInteraction((interaction) => {
      const data = dataOf(interaction);
      if (!data || !Object.hasOwn(data, 'resolved')) return;
      const report = (path: JsonPath, message: string, key = false) => context.report({ path, message, ...(key ? { target: 'key' as const } : {}) });
      const resolved = data.resolved;
      if (!isObject(resolved)) return report(['data', 'resolved'], `"resolved" is ${shown(resolved)}; Discord sends an object of maps (${MAP_NAMES.join(', ')}), each keyed by snowflake.`);
      for (const [name, map] of Object.entries(resolved)) {
        const mapPath = ['data', 'resolved', name];
        const definition = RESOLVED_MAPS[name];
        if (!definition) {
          report(mapPath, `"resolved" has no map named ${JSON.stringify(name)}; Discord sends ${MAP_NAMES.map((n) => `"${n}"`).join(', ')}.`, true);
          continue;
        }
        if (!isObject(map)) {
          report(mapPath, `"resolved.${name}" is ${shown(map)}; Discord sends an object keyed by snowflake, like { "1234567890123456789": { ... } }.`);
          continue;
        }
        for (const [key, entry] of Object.entries(map)) {
          const entryPath = [...mapPath, key];
          if (!isSnowflake(key)) report(entryPath, `The key ${JSON.stringify(key)} of "resolved.${name}" is no snowflake; Discord keys resolved entries by their id (a string of digits).`, true);
          if (!isObject(entry)) {
            report(entryPath, `"resolved.${name}" entry ${JSON.stringify(key)} is ${shown(entry)}; Discord sends an object.`);
            continue;
          }
          for (const field of definition.required) {
            if (!Object.hasOwn(entry, field)) report(entryPath, `This entry of "resolved.${name}" has no "${field}"; Discord sends it in every ${name.slice(0, -1)}.`);
          }
          for (const p of checkFieldTypes(entry, entryPath, definition.fields, `The ${name.slice(0, -1)} field`)) report(p.path, p.message);
          if (definition.keyedById && isSnowflake(key) && isSnowflake(entry.id) && entry.id !== key) {
            report([...entryPath, 'id'], `This entry's "id" is "${entry.id}" but its key is "${key}"; Discord keys each entry by its own id.`);
          }
          if (name === 'members') {
            if (Object.hasOwn(entry, 'user')) report([...entryPath, 'user'], 'A resolved member has no "user"; Discord sends the user in "resolved.users" under the same key.', true);
            const users = resolved.users;
            if (!isObject(users) || !Object.hasOwn(users, key)) report(entryPath, `"resolved.members" has ${JSON.stringify(key)} but "resolved.users" does not; Discord sends the user of every resolved member in "resolved.users".`, true);
          }
          const limit = interaction.attachment_size_limit;
          if (name === 'attachments' && typeof entry.size === 'number' && typeof limit === 'number' && entry.size > limit) {
            report([...entryPath, 'size'], `This attachment has ${entry.size} bytes, more than the interaction's attachment_size_limit of ${limit}; Discord refuses such uploads, so it never sends them.`);
          }
        }
      }
    });
  },
});
