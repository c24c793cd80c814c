import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'checkbox-no-required',
    description: 'A Checkbox has no required field; a Checkbox Group with one option and required: true makes ticking it mandatory',
    severity: 'error',
    source: 'components-interface.md: Checkbox (type 23): it has no required field',
  },
  createOnce(context) {
    return {
      Checkbox(node) {
        if (!Object.hasOwn(node.value, 'required')) return;
        context.report({
          path: [...node.path, 'required'],
          target: 'key',
          message: `A Checkbox (23) has no "required" field (found required: ${JSON.stringify(node.value.required)}). To make users tick it, use a Checkbox Group (22) with one option and required: true instead; otherwise remove "required".`,
        });
      },
    };
  },
});
