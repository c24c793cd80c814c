/**
 * Turns a file's bytes into text, or says why they are not a payload file:
 * too large, binary, UTF-16, or not UTF-8. A UTF-8 byte order mark is dropped.
 */

/** No valid payload comes near this: 40 components, 10 embeds and 2000 characters of content fit in ~200 KB. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

export type Decoded = { ok: true; text: string } | { ok: false; message: string };

// Not node:buffer: the linter decodes in browsers too. A fatal decoder throws on invalid UTF-8.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function decodeSource(bytes: Uint8Array): Decoded {
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, message: tooLargeMessage(bytes.length) };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const order = bytes[0] === 0xff ? 'little-endian' : 'big-endian';
    return {
      ok: false,
      message: `The file is encoded as UTF-16 (${order}); payload files must be UTF-8, as Discord's API expects. Save it as UTF-8.`,
    };
  }
  const head = bytes.subarray(0, 8000);
  if (head.includes(0)) {
    return { ok: false, message: 'The file is binary (it contains NUL bytes), not a JSON or YAML payload; it was not linted.' };
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, message: 'The file is not valid UTF-8; save it as UTF-8.' };
  }
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

export function tooLargeMessage(size: number): string {
  return `The file is ${formatSize(size)}, larger than any Discord payload can be (cordlint reads files up to ${formatSize(MAX_FILE_BYTES)}); it was not linted.`;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
}
