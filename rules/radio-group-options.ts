import { defineRule } from '../src/engine/rule.js';
import { toDisplayPath } from '../src/util/pointer.js';
import { defaultOptionPaths, duplicateOptionValues } from '../src/payload/options.js';

export default defineRule({
  meta: {
    id: 'radio-group-options',
    description: 'A Radio Group’s option values are unique and at most one option is selected by default',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#radio-group (exactly one option is chosen)',
  },
  createOnce(context) {
    return {
      RadioGroup(node) {
        const optionsPath = [...node.path, 'options'];
        for (const duplicate of duplicateOptionValues(node.value.options, optionsPath)) {
          context.report({
            path: duplicate.path,
            related: duplicate.first,
            message: `Option value ${JSON.stringify(duplicate.value)} is already used by ${toDisplayPath(duplicate.first.slice(0, -1))}; the value is what the submission returns, so each option of a Radio Group needs its own. Give this option another value.`,
          });
        }
        const defaults = defaultOptionPaths(node.value.options, optionsPath);
        const first = defaults[0];
        for (const extra of defaults.slice(1)) {
          context.report({
            path: extra,
            related: first,
            message: `This Radio Group has ${defaults.length} options with default: true, but a Radio Group selects exactly one option, so at most one can be the default (${toDisplayPath(first!.slice(0, -1))} already is). Remove "default" from all but one option.`,
          });
        }
      },
    };
  },
});
