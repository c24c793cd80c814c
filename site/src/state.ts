/**
 * The playground's state in the URL's fragment: `#s=` and the state's JSON, deflated (raw) and
 * base64url-encoded, so that a link reproduces the editor's text, the pickers and the answer pane.
 * The fragment never reaches a server. scripts/build-site.mjs writes the same form with Node's zlib
 * (the rule pages' "Open in the playground" links).
 */
export interface PlaygroundState {
  /** The payload's text. */
  text: string;
  /** The format picker: 'auto' reads the text as JSON when it starts with { or [, as YAML otherwise. */
  format: 'auto' | 'json' | 'yaml';
  /** A forced payload kind; '' detects it. */
  kind: string;
  /** The destination; '' for none named. */
  destination: string;
  /** The Discord answer or library log pasted in the explain pane. */
  answer: string;
}

export const STATE_PREFIX = '#s=';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** What a link may unpack to: the 4 MiB the linter reads, and room for the answer beside it. */
export const MAX_STATE_BYTES = 8 * 1024 * 1024;

/**
 * The link's bytes inflated, or undefined past `limit`: a crafted link of a few kilobytes may
 * inflate to gigabytes (a deflate bomb), so the stream is read chunk by chunk and cancelled there.
 */
export async function inflateAtMost(bytes: Uint8Array<ArrayBuffer>, limit: number): Promise<Uint8Array | undefined> {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

export async function encodeState(state: PlaygroundState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(state));
  return STATE_PREFIX + toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

/** The state a fragment holds, or undefined when it holds none (or a damaged one: the page then starts fresh). */
export async function decodeState(hash: string): Promise<PlaygroundState | undefined> {
  if (!hash.startsWith(STATE_PREFIX)) return undefined;
  try {
    const bytes = await inflateAtMost(fromBase64Url(hash.slice(STATE_PREFIX.length)), MAX_STATE_BYTES);
    if (!bytes) return undefined;
    const value = JSON.parse(new TextDecoder().decode(bytes)) as Partial<PlaygroundState>;
    if (typeof value.text !== 'string') return undefined;
    return {
      text: value.text,
      format: value.format === 'yaml' || value.format === 'json' ? value.format : 'auto',
      kind: typeof value.kind === 'string' ? value.kind : '',
      destination: typeof value.destination === 'string' ? value.destination : '',
      answer: typeof value.answer === 'string' ? value.answer : '',
    };
  } catch {
    return undefined;
  }
}
