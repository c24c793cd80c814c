import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'proto-key',
    description: 'No object has a "__proto__" key, which no payload has and which can alter objects in JavaScript code that reads the file',
    severity: 'warn',
    source: 'JavaScript: a "__proto__" key read by JSON-to-object code can replace the object prototype; a warning: the hazard lies in the reader, Discord ignores the field',
    reportedBy: 'loader',
  },
});
