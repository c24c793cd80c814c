/**
 * A font file's structure checked before satori parses it: a damaged file (empty, cut short, not a
 * font) made satori throw a DataView error and every PNG fail. A face that fails this check is left
 * out, and the picture says so. Only the WOFF container is checked (its header and table directory
 * against the file's size), which is what an interrupted install or a truncated copy breaks.
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_BYTES = 44;
const ENTRY_BYTES = 20;

/** What is wrong with a WOFF file, or undefined when its structure holds. */
export function woffProblem(data: Uint8Array): string | undefined {
  if (data.length < HEADER_BYTES) return data.length === 0 ? 'the file is empty' : `the file is cut short (${data.length} bytes)`;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0) !== WOFF_SIGNATURE) return 'the file is not a WOFF font';
  const length = view.getUint32(8);
  if (length !== data.length) return `the file is cut short (${data.length} of ${length} bytes)`;
  const tables = view.getUint16(12);
  if (tables === 0 || HEADER_BYTES + tables * ENTRY_BYTES > length) return 'its table directory is damaged';
  for (let i = 0; i < tables; i++) {
    const entry = HEADER_BYTES + i * ENTRY_BYTES;
    const offset = view.getUint32(entry + 4);
    const compressed = view.getUint32(entry + 8);
    const original = view.getUint32(entry + 12);
    if (offset < HEADER_BYTES || offset + compressed > length || compressed > original) return 'its table directory is damaged';
  }
  return undefined;
}
