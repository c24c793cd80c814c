/**
 * What an attachment's bytes say they are, before the PNG draws them: its type (from the bytes, not
 * the file's name) and its size in pixels. satori reads the size from the header itself and throws
 * on a file too short to hold one (a 0-byte or truncated `.png` failed the whole picture: "Offset is
 * outside the bounds of the DataView"), and resvg decodes every pixel the header claims (a 1.5 MB
 * PNG that says 20,000 × 20,000 took 25 s and 1.7 GB). So the PNG draws only an image whose header
 * reads whole, as satori reads it, and whose size is within {@link MAX_DRAWN_PIXELS}; any other is a
 * placeholder that says why.
 */

/** The most pixels an image drawn in the PNG may have: 25 million (a 24-megapixel photo, 6,000 × 4,000, takes about 1 s). */
export const MAX_DRAWN_PIXELS = 25_000_000;

export type DrawableImage = { ok: true; type: 'image/png' | 'image/jpeg' | 'image/gif'; width: number; height: number } | { ok: false; reason: string };

/** Whether the PNG can draw these bytes, and as what. */
export function drawableImage(bytes: Uint8Array): DrawableImage {
  const header = imageHeader(bytes);
  if (!header) return { ok: false, reason: bytes.length === 0 ? 'an empty file' : 'not a PNG, JPEG or GIF image the PNG can draw' };
  const { width, height } = header;
  if (width === 0 || height === 0) return { ok: false, reason: `an image of ${width} × ${height} pixels` };
  if (width * height > MAX_DRAWN_PIXELS) {
    return { ok: false, reason: `${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels, more than the ${(MAX_DRAWN_PIXELS / 1e6).toLocaleString('en')} million the PNG draws` };
  }
  return { ok: true, ...header };
}

function imageHeader(bytes: Uint8Array): { type: 'image/png' | 'image/jpeg' | 'image/gif'; width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const starts = (signature: readonly number[]) => bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    // The IHDR chunk comes first: its width and height are at bytes 16 and 20.
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
    return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (starts([0x47, 0x49, 0x46, 0x38])) {
    if (bytes.length < 10) return undefined;
    return { type: 'image/gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (starts([0xff, 0xd8, 0xff])) return jpegHeader(view);
  return undefined;
}

/** The size in a JPEG's start-of-frame segment, found by the same walk over the segments as satori's, with every read checked. */
function jpegHeader(view: DataView): { type: 'image/jpeg'; width: number; height: number } | undefined {
  let offset = 4;
  while (offset + 2 <= view.byteLength) {
    const length = view.getUint16(offset);
    const marker = offset + length + 1;
    if (length > view.byteLength || marker >= view.byteLength) return undefined;
    const kind = view.getUint8(marker);
    if (kind === 0xc0 || kind === 0xc1 || kind === 0xc2) {
      if (offset + length + 9 > view.byteLength) return undefined;
      return { type: 'image/jpeg', width: view.getUint16(offset + length + 7), height: view.getUint16(offset + length + 5) };
    }
    offset += length + 2;
  }
  return undefined;
}
