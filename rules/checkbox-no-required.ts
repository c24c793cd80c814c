import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'checkbox-no-required',
    description: 'A Checkbox is not required (required: true); a Checkbox Group with one option and required: true makes ticking it mandatory',
    severity: 'error',
    source: 'https://docs.discord.com/developers/components/reference#checkbox ("you can\'t set a checkbox as required"; the Checkbox structure has no required field)',
  },
  createOnce(context) {
    return {
      Checkbox(node) {
        // required: false (or null) asks for what a Checkbox does anyway; only true asks for what it cannot do.
        if (node.value.required === false || node.value.required === null || !Object.hasOwn(node.value, 'required')) return;
        context.report({
          path: [...node.path, 'required'],
          target: 'key',
          message: `A Checkbox (23) has no "required" field (found required: ${JSON.stringify(node.value.required)}). To make users tick it, use a Checkbox Group (22) with one option and required: true instead; otherwise remove "required".`,
        });
      },
    };
  },
});
