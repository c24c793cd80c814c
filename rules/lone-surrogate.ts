import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'lone-surrogate',
    description: 'No text or key holds a lone surrogate (half of an emoji cut by slicing UTF-16 text), which UTF-8 cannot carry',
    // A warning: what Discord does with it (U+FFFD, or a refusal) is not documented; the text is not what was meant either way.
    severity: 'warn',
    source: 'Unicode: surrogate code points are not characters and UTF-8 cannot encode them (https://www.unicode.org/versions/latest/ch03.pdf, D76 and D92); JSON allows the escape (RFC 8259 §8.2), so a file can hold one',
    reportedBy: 'loader',
  },
});
