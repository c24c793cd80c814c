import { afterEach, describe, expect, it } from 'vitest';
import { classCounts, htmlOf, textOf } from './helpers.js';

// Issue 30, item 4 (held-out variant): a text of `<t:1:R>` repeated. Each timestamp made its own
// Intl formatters (three to five): 7,000 of them on one page took 3.6 s and 740 MB. The page makes
// one formatter per style for the whole run.

const RealDateTimeFormat = Intl.DateTimeFormat;
const RealRelativeTimeFormat = Intl.RelativeTimeFormat;
/** Intl's constructors are read-only to TypeScript, writable at run time. */
const writableIntl = Intl as { DateTimeFormat: typeof Intl.DateTimeFormat; RelativeTimeFormat: typeof Intl.RelativeTimeFormat };
afterEach(() => {
  writableIntl.DateTimeFormat = RealDateTimeFormat;
  writableIntl.RelativeTimeFormat = RealRelativeTimeFormat;
});

/** Counts the formatters made while `body` runs. */
function formattersMade(body: () => void): number {
  let made = 0;
  writableIntl.DateTimeFormat = new Proxy(RealDateTimeFormat, { construct: (target, args) => (made++, new target(...(args as []))) });
  writableIntl.RelativeTimeFormat = new Proxy(RealRelativeTimeFormat, { construct: (target, args) => (made++, new target(...(args as []))) });
  body();
  return made;
}

describe('a page of many timestamps', () => {
  it('draws 2,000 timestamps of every style with at most one formatter per style', () => {
    const styles = ['t', 'T', 'd', 'D', 'f', 'F', 's', 'S', 'R'];
    const content = Array.from({ length: 2_000 }, (_, i) => `<t:${1_700_000_000 + i * 3600}:${styles[i % styles.length]}>`).join(' ');
    let html = '';
    const made = formattersMade(() => void (html = htmlOf({ flags: 32768, components: [{ type: 10, content }] })));
    expect(made).toBeLessThanOrEqual(6);
    const counts = classCounts(html);
    expect(counts.get('cl-md-timestamp')).toBe(2_000);
    // Still each shown in its own style (now is 2025-01-01 in the tests).
    expect(textOf(html, 'md-timestamp-t')).toBe('10:13 PM');
    expect(textOf(html, 'md-timestamp-F')).toBe('Wednesday, November 15, 2023 3:13 AM');
    expect(textOf(html, 'md-timestamp-R')).toBe('1 year ago');
  });
});
