// picomatch ships no types; cordlint uses only this much of it.
declare module 'picomatch' {
  interface PicomatchOptions {
    dot?: boolean;
    nocase?: boolean;
    windows?: boolean;
  }
  function picomatch(glob: string | string[], options?: PicomatchOptions): (input: string) => boolean;
  export default picomatch;
}
