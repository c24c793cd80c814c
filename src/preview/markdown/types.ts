/** The parsed shape of Discord markdown (parse.ts reads blocks, inline.ts the runs inside them). */

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong' | 'em' | 'underline' | 'strike' | 'spoiler'; content: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; url: string; content: Inline[] }
  | { type: 'url'; url: string }
  | { type: 'mention'; kind: 'user' | 'channel' | 'role'; id: string }
  | { type: 'mention'; kind: 'everyone' | 'here'; id?: undefined }
  | { type: 'command'; name: string; id: string }
  | { type: 'timestamp'; unix: number; style: TimestampStyle; source: string }
  | { type: 'emoji'; name: string; id: string; animated: boolean }
  | { type: 'br' };

/** Discord's styles: short and long time, short and long date, date-time short and full, short date with time (s, S), relative. */
export type TimestampStyle = 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 's' | 'S' | 'R';

export interface ListItem {
  content: Inline[];
  children: Block[];
}

export type Block =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { type: 'subtext'; content: Inline[] }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { type: 'codeBlock'; lang: string; code: string };
