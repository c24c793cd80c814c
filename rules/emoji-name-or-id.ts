import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import type { JsonPath } from '../src/types.js';

export default defineRule({
  meta: {
    id: 'emoji-name-or-id',
    description: 'An emoji on a Button or a select option has a name (a Unicode emoji) or an id (a custom emoji); {} is rejected',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#button (partial emoji); Discord answers BUTTON_COMPONENT_INVALID_EMOJI to an empty emoji',
  },
  createOnce(context) {
    const check = (emoji: unknown, path: JsonPath, owner: string) => {
      if (!isObject(emoji) || isNamed(emoji.name) || isNamed(emoji.id)) return;
      context.report({
        path,
        message: `The emoji of ${owner} has neither a name nor an id; Discord rejects it. Set "name" to a Unicode emoji (such as "🔥"), or "id" (and "name") to a custom emoji’s, or remove emoji.`,
      });
    };
    return {
      Button(node) {
        check(node.value.emoji, [...node.path, 'emoji'], 'this Button');
      },
      StringSelect(node) {
        const options = node.value.options;
        if (!Array.isArray(options)) return;
        options.forEach((option, i) => {
          if (isObject(option)) check(option.emoji, [...node.path, 'options', i, 'emoji'], `options[${i}]`);
        });
      },
    };
  },
});

function isNamed(value: unknown): boolean {
  return (typeof value === 'string' && value !== '') || typeof value === 'number';
}
