import { toDisplayPath } from '../src/util/pointer.js';
import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import type { JsonPath } from '../src/types.js';

export default defineRule({
  meta: {
    id: 'button-single-primary',
    description: 'Design guidance: at most one Primary button (style 1) per Action Row (off by default)',
    severity: 'off',
    source:
      'https://docs.discord.com/developers/components/reference#button-design-guidelines (design advice)',
  },
  createOnce(context) {
    return {
      ActionRow(node) {
        const children = node.value.components;
        if (!Array.isArray(children)) return;
        let first: JsonPath | undefined;
        children.forEach((child, i) => {
          if (!isObject(child) || child.type !== 2 || child.style !== 1) return;
          const path = [...node.path, 'components', i];
          if (!first) {
            first = path;
            return;
          }
          context.report({
            path: [...path, 'style'],
            related: [...first, 'style'],
            message: `This Action Row already has a Primary button (${toDisplayPath(first)}); Discord’s design guidance is one Primary button per group. Make this one Secondary (style 2).`,
          });
        });
      },
    };
  },
});
