// Bundles the extension and vscode-languageclient into dist/extension.js (CommonJS, as VS Code loads
// extensions), so the packaged .vsix needs no node_modules.
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: ['src/extension.js'],
  outfile: 'dist/extension.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  minify: true,
  sourcemap: true,
  logLevel: 'warning',
});
