/** Discord's colours in its dark and light themes (as its client shows them in 2025). */
export interface Theme {
  name: 'dark' | 'light';
  background: string;
  /** Embeds, Containers, code blocks. */
  surface: string;
  /** Code blocks' border, the default embed bar, inputs. */
  deep: string;
  border: string;
  text: string;
  header: string;
  muted: string;
  link: string;
  mentionBackground: string;
  mentionText: string;
  spoiler: string;
  spoilerText: string;
  chip: string;
  brand: string;
  secondaryButton: string;
  success: string;
  danger: string;
  premium: string;
  modal: string;
  input: string;
  error: string;
  warning: string;
}

export const THEMES: Record<Theme['name'], Theme> = {
  dark: {
    name: 'dark',
    background: '#313338',
    surface: '#2b2d31',
    deep: '#1e1f22',
    border: '#3f4147',
    text: '#dbdee1',
    header: '#f2f3f5',
    muted: '#949ba4',
    link: '#00a8fc',
    mentionBackground: '#3c4270',
    mentionText: '#c9cdfb',
    spoiler: '#1e1f22',
    spoilerText: '#4e5058',
    chip: '#41434a',
    brand: '#5865f2',
    secondaryButton: '#4e5058',
    success: '#248046',
    danger: '#da373c',
    premium: '#8a5cf6',
    modal: '#313338',
    input: '#1e1f22',
    error: '#f23f43',
    warning: '#f0b232',
  },
  light: {
    name: 'light',
    background: '#ffffff',
    surface: '#f2f3f5',
    deep: '#e3e5e8',
    border: '#d4d7dc',
    text: '#313338',
    header: '#060607',
    muted: '#5c5e66',
    link: '#006ce7',
    mentionBackground: '#e6e8fd',
    mentionText: '#505cdc',
    spoiler: '#c4c9ce',
    spoilerText: '#8e9297',
    chip: '#e3e5e8',
    brand: '#5865f2',
    secondaryButton: '#6d6f78',
    success: '#248046',
    danger: '#da373c',
    premium: '#8a5cf6',
    modal: '#ffffff',
    input: '#ebedef',
    error: '#da373c',
    warning: '#c27c0e',
  },
};

export const FONT_FAMILY = 'Noto Sans';
export const MONO_FAMILY = 'Noto Sans Mono';

/** `0x5865f2` as `#5865f2`; undefined for what is no colour integer. */
export function hexColour(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffffff) return undefined;
  return `#${value.toString(16).padStart(6, '0')}`;
}
