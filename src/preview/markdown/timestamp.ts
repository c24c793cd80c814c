import type { TimestampStyle } from './types.js';

/**
 * `<t:unix:style>` as Discord shows it to an en-US reader. Discord uses the reader's time zone;
 * the preview uses UTC so that it shows the same everywhere (the tooltip says so).
 */
export function formatTimestamp(unix: number, style: TimestampStyle, now: Date): string | undefined {
  const date = new Date(unix * 1000);
  if (Number.isNaN(date.getTime())) return undefined;
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(date);
  const time = format({ hour: 'numeric', minute: '2-digit' });
  const longTime = format({ hour: 'numeric', minute: '2-digit', second: '2-digit' });
  const shortDate = format({ month: '2-digit', day: '2-digit', year: 'numeric' });
  switch (style) {
    case 't':
      return time;
    case 'T':
      return longTime;
    case 'd':
      return shortDate;
    case 'D':
      return format({ dateStyle: 'long' });
    case 'f':
      return `${format({ dateStyle: 'long' })} ${time}`;
    case 'F':
      return `${format({ dateStyle: 'full' })} ${time}`;
    case 's':
      return `${shortDate} ${time}`;
    case 'S':
      return `${shortDate} ${longTime}`;
    case 'R':
      return relative(date.getTime() - now.getTime());
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600e3],
  ['month', 30 * 24 * 3600e3],
  ['day', 24 * 3600e3],
  ['hour', 3600e3],
  ['minute', 60e3],
  ['second', 1e3],
];

function relative(ms: number): string {
  const words = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(ms) >= size || unit === 'second') return words.format(Math.round(ms / size), unit);
  }
  return 'now';
}
