import { AUTO_SELECT_TYPES, describeType, SELECT_TYPES } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { isSet } from '../src/util/values.js';

/** The default value types each select takes. */
const DEFAULT_TYPES: ReadonlyMap<number, readonly string[]> = new Map([
  [5, ['user']],
  [6, ['role']],
  [7, ['user', 'role']],
  [8, ['channel']],
]);
/** Which select to use for defaults of a type the current select does not take. */
const SELECT_FOR: Record<string, string> = {
  user: 'a User Select (5) or a Mentionable Select (7)',
  role: 'a Role Select (6) or a Mentionable Select (7)',
  channel: 'a Channel Select (8)',
};

export default defineRule({
  meta: {
    id: 'select-type-fields',
    description: 'Fields of one kind of select stay on it: options on String Select, default_values (of fitting types) on the other selects, channel_types on Channel Select',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#string-select, #user-select, #channel-select (fields per select type)',
  },
  createOnce(context) {
    return {
      component(node) {
        const type = node.type;
        if (typeof type !== 'number' || !SELECT_TYPES.has(type)) return;
        const v = node.value;
        const name = describeType(type);
        if (AUTO_SELECT_TYPES.has(type) && isSet(v.options)) {
          context.report({
            path: [...node.path, 'options'],
            target: 'key',
            message: `options belong to String Select (3); a ${name} fills its choices from the server by itself. Remove options, or change type to 3 for a fixed list of choices.`,
          });
        }
        if (type === 3 && isSet(v.default_values)) {
          context.report({
            path: [...node.path, 'default_values'],
            target: 'key',
            message: 'default_values are for User, Role, Mentionable and Channel Selects; a String Select preselects options instead. Remove default_values and set "default": true on the options to preselect.',
          });
        }
        if (type !== 8 && isSet(v.channel_types)) {
          context.report({
            path: [...node.path, 'channel_types'],
            target: 'key',
            message: `channel_types only applies to a Channel Select (8); on a ${name} it means nothing. Remove it, or change type to 8 to offer channels.`,
          });
        }
        const allowed = DEFAULT_TYPES.get(type);
        if (!allowed || !Array.isArray(v.default_values)) return;
        v.default_values.forEach((entry, i) => {
          if (!isObject(entry) || typeof entry.type !== 'string' || !(entry.type in SELECT_FOR) || allowed.includes(entry.type)) return;
          context.report({
            path: [...node.path, 'default_values', i, 'type'],
            message: `A ${name} takes default values of type ${allowed.map((t) => JSON.stringify(t)).join(' or ')}, not ${JSON.stringify(entry.type)}. Preselect ${allowed.map((t) => `${t}s`).join(' or ')} only, or use ${SELECT_FOR[entry.type]} for ${entry.type}s.`,
          });
        });
      },
    };
  },
});
