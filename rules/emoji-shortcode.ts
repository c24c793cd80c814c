import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import type { JsonPath } from '../src/types.js';

export default defineRule({
  meta: {
    id: 'emoji-shortcode',
    description: 'An emoji given by name alone is a Unicode emoji, not a shortcode such as "thumbsup" or ":smile:"',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#button (emoji: partial emoji, name for a Unicode emoji, id for a custom one); Discord answers BUTTON_COMPONENT_INVALID_EMOJI at emoji.name',
  },
  createOnce(context) {
    const check = (emoji: unknown, path: JsonPath) => {
      if (!isObject(emoji) || isSetId(emoji.id) || typeof emoji.name !== 'string' || !isShortcode(emoji.name)) return;
      const bare = emoji.name.replace(/^:|:$/g, '');
      context.report({
        path: [...path, 'name'],
        message: `The emoji name ${JSON.stringify(emoji.name)} is a shortcode, not an emoji; without an id, name must be the Unicode emoji itself (such as "👍"), and Discord rejects anything else (BUTTON_COMPONENT_INVALID_EMOJI). Write the emoji character${
          bare === emoji.name ? '' : ` for :${bare}:`
        }, or for a custom emoji give its id: { "id": "123456789012345678", "name": "${bare}" }.`,
      });
    };
    const checkOptions = (options: unknown, path: JsonPath) => {
      if (!Array.isArray(options)) return;
      options.forEach((option, i) => {
        if (isObject(option)) check(option.emoji, [...path, i, 'emoji']);
      });
    };
    return {
      Button(node) {
        check(node.value.emoji, [...node.path, 'emoji']);
      },
      StringSelect(node) {
        checkOptions(node.value.options, [...node.path, 'options']);
      },
      payload({ body, bodyPath, envelope }) {
        if (envelope.surface !== 'message' || !body || !isObject(body.poll) || !Array.isArray(body.poll.answers)) return;
        body.poll.answers.forEach((answer, i) => {
          if (isObject(answer) && isObject(answer.poll_media)) check(answer.poll_media.emoji, [...bodyPath, 'poll', 'answers', i, 'poll_media', 'emoji']);
        });
      },
    };
  },
});

function isSetId(id: unknown): boolean {
  return (typeof id === 'string' && id !== '') || typeof id === 'number';
}

/** Every Unicode emoji holds a character beyond ASCII (keycaps end in U+20E3); a name of ASCII alone is a shortcode or a word. */
function isShortcode(name: string): boolean {
  return name !== '' && /^[\x21-\x7e]+$/.test(name);
}
