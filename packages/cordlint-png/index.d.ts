export { default as satori } from 'satori';
export declare const Resvg: typeof import('@resvg/resvg-js').Resvg;
/** The folder of one of this package's asset packages (@fontsource/noto-sans, @twemoji/svg...). */
export declare function assetFolder(name: '@fontsource/noto-sans' | '@fontsource/noto-sans-mono' | '@twemoji/svg' | (string & {})): string;
