import type { TimestampStyle } from './types.js';

/**
 * `<t:unix:style>` as Discord shows it to an en-US reader. Discord uses the reader's time zone;
 * the preview uses UTC so that it shows the same everywhere (the tooltip says so).
 */
export function formatTimestamp(unix: number, style: TimestampStyle, now: Date): string | undefined {
  const date = new Date(unix * 1000);
  if (Number.isNaN(date.getTime())) return undefined;
  const format = (name: keyof typeof FORMATS) => formatter(name).format(date);
  switch (style) {
    case 't':
      return format('time');
    case 'T':
      return format('longTime');
    case 'd':
      return format('shortDate');
    case 'D':
      return format('longDate');
    case 'f':
      return `${format('longDate')} ${format('time')}`;
    case 'F':
      return `${format('fullDate')} ${format('time')}`;
    case 's':
      return `${format('shortDate')} ${format('time')}`;
    case 'S':
      return `${format('shortDate')} ${format('longTime')}`;
    case 'R':
      return relative(date.getTime() - now.getTime());
  }
}

const FORMATS = {
  time: { hour: 'numeric', minute: '2-digit' },
  longTime: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  shortDate: { month: '2-digit', day: '2-digit', year: 'numeric' },
  longDate: { dateStyle: 'long' },
  fullDate: { dateStyle: 'full' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<keyof typeof FORMATS, Intl.DateTimeFormat>();

/**
 * One formatter per style for the whole run: making an Intl formatter costs far more than using
 * it (a page of 7,000 timestamps took 3 s and 700 MB when each made its own).
 */
function formatter(name: keyof typeof FORMATS): Intl.DateTimeFormat {
  let made = formatters.get(name);
  if (!made) formatters.set(name, (made = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...FORMATS[name] })));
  return made;
}

let relativeWords: Intl.RelativeTimeFormat | undefined;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600e3],
  ['month', 30 * 24 * 3600e3],
  ['day', 24 * 3600e3],
  ['hour', 3600e3],
  ['minute', 60e3],
  ['second', 1e3],
];

function relative(ms: number): string {
  const words = (relativeWords ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'always' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(ms) >= size || unit === 'second') return words.format(Math.round(ms / size), unit);
  }
  return 'now';
}
