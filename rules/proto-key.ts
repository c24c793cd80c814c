import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'proto-key',
    description: 'No object has a "__proto__" key, which no payload has and which can alter objects in JavaScript code that reads the file',
    severity: 'error',
    source: 'cordlint: prototype pollution guard',
    reportedBy: 'loader',
  },
});
