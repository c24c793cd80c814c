import { describeType, isKnownType, MESSAGE_ONLY_TYPES } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isInsideWrongSurface, isWrongSurface } from '../src/placement.js';

export default defineRule({
  meta: {
    id: 'component-surface',
    description: 'Message-only components (Button, Section, Thumbnail, Media Gallery, File, Separator, Container) stay out of modals, and modal-only ones (Text Input, Label, File Upload, Radio Group, Checkbox Group, Checkbox) out of messages',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#component-object-component-types (usage per surface); Discord answers UNION_TYPE_CHOICES',
  },
  createOnce(context) {
    return {
      component(node) {
        if (!isKnownType(node.type) || !isWrongSurface(node) || isInsideWrongSurface(node)) return;
        const type = describeType(node.type);
        context.report({
          path: node.path,
          message: MESSAGE_ONLY_TYPES.has(node.type)
            ? `${type} exists only in messages, but this is a modal; Discord rejects the modal. Remove it: a modal holds Labels (wrapping a Text Input, a select, File Upload, Radio Group, Checkbox Group or Checkbox) and Text Displays.`
            : `${type} exists only in modals, but this is a message; Discord rejects the message. Remove it, or collect the input with a modal (interaction callback type 9) opened from a Button or command.`,
        });
      },
    };
  },
});
