import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';

export default defineRule({
  meta: {
    id: 'button-label-or-emoji',
    description: 'A Button of styles 1-5 shows a label or an emoji (an empty label counts as none)',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#button (label and emoji are what a Button shows; only Premium buttons, style 6, are drawn by Discord); Discord answers 400 Invalid Form Body to a Button with neither',
  },
  createOnce(context) {
    return {
      Button(node) {
        const { style, label, emoji } = node.value;
        // Premium buttons (6) have neither; a bad style is the schema's finding.
        if (typeof style !== 'number' || style < 1 || style > 5) return;
        if (typeof label === 'string' && label !== '') return;
        if (isObject(emoji)) return; // an empty emoji object is emoji-name-or-id's finding
        const emptyLabel = typeof label === 'string';
        context.report({
          path: emptyLabel ? [...node.path, 'label'] : node.path,
          message: `This Button (style ${style}) ${emptyLabel ? 'has an empty label and no emoji' : 'has neither a label nor an emoji'}, so it would show nothing; Discord rejects it. Give it a label (1 to 80 characters), an emoji such as { "name": "👍" }, or both.`,
        });
      },
    };
  },
});
