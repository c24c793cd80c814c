// cordlint for VS Code: starts `cordlint lsp --stdio` for JSON and YAML files. Everything else
// (diagnostics, quick fixes, fix all, hover) is the language server's.
const { existsSync } = require('node:fs');
const path = require('node:path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

/** @type {LanguageClient | undefined} */
let client;

/**
 * The command to start: the `cordlint.path` setting, else the first workspace folder's
 * node_modules/.bin/cordlint, else `cordlint` from PATH.
 */
function serverCommand() {
  const configured = vscode.workspace.getConfiguration('cordlint').get('path');
  if (typeof configured === 'string' && configured.trim() !== '') return configured.trim();
  const bin = process.platform === 'win32' ? 'cordlint.cmd' : 'cordlint';
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const local = path.join(folder.uri.fsPath, 'node_modules', '.bin', bin);
    if (existsSync(local)) return local;
  }
  return bin;
}

function createClient() {
  const command = serverCommand();
  /** @type {import('vscode-languageclient/node').ServerOptions} */
  const serverOptions = {
    command,
    args: ['lsp', '--stdio'],
    // npm's .cmd shims run through the shell on Windows.
    options: { shell: process.platform === 'win32' },
  };
  /** @type {import('vscode-languageclient/node').LanguageClientOptions} */
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'json' },
      { scheme: 'file', language: 'jsonc' },
      { scheme: 'file', language: 'yaml' },
    ],
  };
  return new LanguageClient('cordlint', 'cordlint', serverOptions, clientOptions);
}

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  client = createClient();
  context.subscriptions.push(
    vscode.commands.registerCommand('cordlint.restart', async () => {
      await client?.stop();
      client = createClient();
      await client.start();
    }),
    // The server's "Copy as discord.js/discord.py" code actions carry the code as this command's argument.
    vscode.commands.registerCommand('cordlint.copyToClipboard', async (code) => {
      if (typeof code !== 'string') return;
      await vscode.env.clipboard.writeText(code);
      void vscode.window.setStatusBarMessage('cordlint: code copied', 3000);
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('cordlint.path')) void vscode.commands.executeCommand('cordlint.restart');
    }),
  );
  try {
    await client.start();
  } catch (error) {
    void vscode.window.showErrorMessage(
      `cordlint could not start "${serverCommand()} lsp --stdio": ${error instanceof Error ? error.message : String(error)}. Install cordlint in the project (npm install --save-dev cordlint) or set "cordlint.path".`,
    );
  }
}

async function deactivate() {
  await client?.stop();
}

module.exports = { activate, deactivate };
