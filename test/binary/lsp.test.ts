/** The standalone binary's language server: the same diagnostics and rule links as the npm package's. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { root } from '../integrations/support.js';
import { LspClient, open, uriOf } from '../lsp/lsp-client.js';

const built = path.join(root, 'standalone', process.platform === 'win32' ? 'cordlint.exe' : 'cordlint');

it('cordlint lsp --stdio of the standalone binary publishes diagnostics with rule ids and page links', async () => {
  expect(existsSync(built), `${built} is missing: run "npm run build:binary" first (npm run test:binary does)`).toBe(true);
  const folder = scratch();
  const file = path.join(folder, 'reply.yaml');
  const client = await LspClient.start(folder, [built]);
  await open(client, file, 'components:\n  - type: 10\n    content: Hello\n');
  const diagnostics = await client.diagnostics(uriOf(file), 1);
  expect(diagnostics.map((d) => [d.code, d.range.start.line, d.codeDescription?.href])).toEqual([
    // The binary ships no rule pages, so its diagnostics link to none.
    ['v2-requires-flag', 1, undefined],
  ]);
  expect(await client.stop()).toBe(0);
});
