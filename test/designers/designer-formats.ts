/**
 * The designers' own encoders and decoders, as their browser code runs them (reproduced from
 * discohook/discohook packages/site/app/util/text.ts and StartITBot/discord.builders
 * website/src/useHashRouter.ts), to make the links the tests import and to read the links cordlint exports.
 */

/** Discohook's base64UrlEncode in the browser: encodeURIComponent, bytes to Latin-1, btoa, URL-safe, no padding. */
export function discohookEncode(utf8: string): string {
  const escaped = encodeURIComponent(utf8).replace(/%[\dA-F]{2}/g, (hex) => String.fromCharCode(Number.parseInt(hex.slice(1), 16)));
  return btoa(escaped).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

/** Discohook's base64Decode in the browser. */
export function discohookDecode(urlSafeBase64: string): string {
  const base64 = urlSafeBase64.replace(/-/g, '+').replace(/_/g, '/');
  const encoded = atob(base64)
    .split('')
    .map((char) => char.charCodeAt(0).toString(16))
    .map((hex) => `%${hex.padStart(2, '0').slice(-2)}`)
    .join('');
  return decodeURIComponent(encoded);
}

/** A link as Discohook's editor puts in the address bar for its state. */
export const discohookLinkOf = (data: unknown): string => `https://discohook.app/?data=${discohookEncode(JSON.stringify(data))}`;

/** discord.builders' encodeState: CompressionStream("gzip"), then btoa of the bytes, after "1$". */
export async function buildersEncode(state: unknown): Promise<string> {
  const cs = new CompressionStream('gzip');
  const writer = cs.writable.getWriter();
  void writer.write(new TextEncoder().encode(JSON.stringify(state)));
  void writer.close();
  const data = new Uint8Array(await new Response(cs.readable).arrayBuffer());
  let binary = '';
  for (const b of data) binary += String.fromCharCode(b);
  return '1$' + btoa(binary);
}

/** discord.builders' decodeState (for "1$" hashes). */
export async function buildersDecode(hash: string): Promise<unknown> {
  const cs = new DecompressionStream('gzip');
  const writer = cs.writable.getWriter();
  void writer.write(Uint8Array.from(atob(hash.slice(2)), (c) => c.charCodeAt(0)));
  void writer.close();
  return JSON.parse(await new Response(cs.readable).text());
}

/** discord.builders' first format (still read by the page): btoa(encodeURIComponent(JSON)). */
export const buildersEncodeOld = (state: unknown): string => btoa(encodeURIComponent(JSON.stringify(state)));
