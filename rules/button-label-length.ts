import { defineRule } from '../src/engine/rule.js';
import { BUTTON_LABEL_GUIDANCE } from '../src/discord/index.js';
import { characterCount, isSet } from '../src/util/values.js';

const WITH_EMOJI = BUTTON_LABEL_GUIDANCE.withEmoji;
const WITHOUT_EMOJI = BUTTON_LABEL_GUIDANCE.withoutEmoji;

export default defineRule({
  meta: {
    id: 'button-label-length',
    description: 'Design guidance: a Button label fits in 34 characters with an emoji, 38 without (off by default)',
    severity: 'off',
    source:
      'https://docs.discord.com/developers/components/reference#button-design-guidelines (design advice)',
  },
  createOnce(context) {
    return {
      Button(node) {
        const label = node.value.label;
        if (typeof label !== 'string') return;
        const hasEmoji = isSet(node.value.emoji);
        const limit = hasEmoji ? WITH_EMOJI : WITHOUT_EMOJI;
        const length = characterCount(label);
        if (length <= limit) return;
        context.report({
          path: [...node.path, 'label'],
          message: `The label is ${length} characters long; Discord’s design guidance is at most ${limit} ${hasEmoji ? 'with' : 'without'} an emoji, so that it is not cut off on small screens. Shorten it by ${length - limit}.`,
        });
      },
    };
  },
});
