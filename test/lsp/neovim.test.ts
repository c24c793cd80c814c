/**
 * A real editor: Neovim 0.7 (Debian's package), headless, configured with the README's own
 * set-up for Neovim 0.7, opens a payload; a few lines of Lua write the diagnostics it received
 * to a file, which this test compares. CI installs Neovim (`.ci/run`); elsewhere, without
 * Neovim, the test fails and says how to install it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { repoRoot } from './lsp-client.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const nvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
const nvimMissing = nvim.error !== undefined || nvim.status !== 0;

/** The README's Lua block for Neovim 0.7, as a user would copy it. */
function readmeSetup(): string {
  // The editor set-ups live in docs/integrations.md since the README was cut to what a user needs first (issue 29).
  const readme = readFileSync(path.join(repoRoot, 'docs/integrations.md'), 'utf8');
  const block = [...readme.matchAll(/```lua\n([\s\S]*?)```/g)].map((m) => m[1]!).find((code) => code.includes('vim.lsp.start_client'));
  if (!block) throw new Error('README.md has no ```lua block with vim.lsp.start_client');
  return block;
}

/**
 * Waits for the buffer's diagnostics (up to the hang guard) and writes them as JSON to $CORDLINT_NVIM_OUT;
 * then asks for the source.fixAll.cordlint action, applies its edit as Neovim does, and writes the
 * buffer's text to $CORDLINT_NVIM_FIXED.
 */
const RECORD_DIAGNOSTICS = `
vim.api.nvim_create_autocmd('VimEnter', { callback = function()
  vim.wait(${HANG_GUARD_MS}, function() return #vim.diagnostic.get(0) > 0 end, 50)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(out, { lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col, severity = d.severity, code = d.code, source = d.source })
  end
  vim.fn.writefile({ vim.fn.json_encode(out) }, os.getenv('CORDLINT_NVIM_OUT'))
  local params = vim.lsp.util.make_range_params()
  params.context = { diagnostics = {}, only = { 'source.fixAll' } }
  for _, response in pairs(vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, 10000) or {}) do
    for _, action in ipairs(response.result or {}) do
      if action.kind == 'source.fixAll.cordlint' then vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16') end
    end
  end
  vim.fn.writefile(vim.api.nvim_buf_get_lines(0, 0, -1, false), os.getenv('CORDLINT_NVIM_FIXED'))
  vim.cmd('qa!')
end })
`;

it('Neovim 0.7 with the README set-up receives the diagnostics of an open payload and applies fix all', () => {
  expect(nvimMissing, 'Neovim is not installed: run "apt-get install -y neovim" (Debian), as .ci/run does').toBe(false);
  expect(nvim.stdout).toMatch(/^NVIM v0\.\d+/);

  // The project has cordlint in node_modules/.bin, as after "npm install --save-dev cordlint".
  const root = scratch({
    'package.json': '{ "name": "bot", "private": true }\n',
    'node_modules/.bin/cordlint': `#!/bin/sh\nexec "${process.execPath}" "${path.join(repoRoot, 'bin/cordlint.js')}" "$@"\n`,
    'payloads/reply.yaml': 'components:\n  - type: 10\n    content: Hello\n  - type: 1\n    components:\n      - type: 2\n        style: 1\n        label: Go\n        custom_id: go\n      - type: 2\n        style: 2\n        label: Stop\n        custom_id: go\n',
    'init.lua': readmeSetup() + RECORD_DIAGNOSTICS,
  });
  chmodSync(path.join(root, 'node_modules/.bin/cordlint'), 0o755);
  const out = path.join(root, 'diagnostics.json');
  const fixed = path.join(root, 'fixed.yaml');

  const run = spawnSync('nvim', ['--headless', '-n', '-i', 'NONE', '-u', path.join(root, 'init.lua'), path.join(root, 'payloads/reply.yaml')], {
    cwd: path.join(root, 'payloads'),
    encoding: 'utf8',
    env: { ...process.env, CORDLINT_NVIM_OUT: out, CORDLINT_NVIM_FIXED: fixed, XDG_CONFIG_HOME: path.join(root, 'xdg-config'), XDG_DATA_HOME: path.join(root, 'xdg-data'), XDG_STATE_HOME: path.join(root, 'xdg-state'), XDG_CACHE_HOME: path.join(root, 'xdg-cache') },
    timeout: HANG_GUARD_MS,
  });
  expect(run.error, run.stderr).toBeUndefined();
  const received = JSON.parse(readFileSync(out, 'utf8')) as unknown;
  // vim.diagnostic severities: 1 = error, 2 = warning; lines and columns are 0-based.
  expect(received).toEqual([
    // An error: a file that names no destination is read as creating a message.
    { lnum: 1, col: 4, end_lnum: 3, end_col: 0, severity: 1, code: 'v2-requires-flag', source: 'cordlint' },
    { lnum: 12, col: 19, end_lnum: 12, end_col: 21, severity: 1, code: 'custom-id-unique', source: 'cordlint' },
  ]);
  // Fix all added the Components V2 flag (the duplicated custom_id has no automatic fix).
  expect(readFileSync(fixed, 'utf8')).toBe(
    'flags: 32768\ncomponents:\n  - type: 10\n    content: Hello\n  - type: 1\n    components:\n      - type: 2\n        style: 1\n        label: Go\n        custom_id: go\n      - type: 2\n        style: 2\n        label: Stop\n        custom_id: go\n',
  );
});
