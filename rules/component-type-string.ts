import { describeType } from '../src/components.js';
import { isDigitStringType } from '../src/payload/component-type.js';
import { defineRule } from '../src/engine/rule.js';
import { setValue } from '../src/fix/source-edits.js';

export default defineRule({
  meta: {
    id: 'component-type-string',
    description: 'A component type is written as a number, not as a string of digits ("2"), which Discord reads as the number',
    severity: 'warn',
    fixable: true,
    fixSafety: 'safe',
    source:
      'https://github.com/discord/discord-api-spec/issues/11 (Discord\'s API parses integer fields given as strings of digits); a warning: Discord accepts it',
  },
  createOnce(context) {
    return {
      component(node) {
        const written = node.value.type;
        if (!isDigitStringType(written)) return;
        const number = Number(written);
        context.report({
          path: [...node.path, 'type'],
          fix: (document) => setValue(document, [...node.path, 'type'], number),
          message: `"type" is the string ${JSON.stringify(written)}; Discord reads it as the number ${number} (${describeType(number)}), and cordlint checks it as one, but the API documents an integer and libraries' types, builders and switch statements compare numbers. Write it without quotes: ${number}.`,
        });
      },
    };
  },
});
