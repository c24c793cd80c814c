/**
 * What a PNG render gives back, and the packages it may lack: the library's public types, kept
 * apart from png.ts and png-assets.ts, whose declarations need Node's and resvg's types.
 */

/** The packages the PNG draws with; each can be missing (the standalone binary, a trimmed install). */
export type PngAsset = 'font' | 'mono-font' | 'emoji';

export interface PngPicture {
  png: Uint8Array;
  width: number;
  height: number;
  /** What the picture leaves out or draws otherwise (a cut, a missing font): also drawn at its top. */
  notes: string[];
}
