/**
 * Issue 30 (held-out, kind 1 and item 8): consent said in other words, and the MCP server's roots.
 * - CORDLINT_ALLOW_PLUGINS=off (never, null, disabled...) ran a downloaded folder's plugin: any value
 *   but 0/false/no/empty consented. Now only 1, true, yes or on (any case) does
 *   (src/config/plugin-policy.ts).
 * - Running in /tmp/work loaded the plugins of /tmp/cordlint.config.json, which any user may have put
 *   there: a config in a folder anyone may write to, or a config file anyone may write to, is
 *   no one's own and loads no plugin without consent.
 * - The MCP server read a config that is a link to a file outside the client's roots and told the
 *   client its keys (in "unknown key" and "unknown rule" notes). Now it is refused unread, as a
 *   payload path out of the roots is (src/config/load.ts `within`, through the safe reader).
 */
import { chmodSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';
import { call, connect, texts } from '../mcp/mcp-client.js';
import { ALLOW_PLUGINS_ENV, mayLoadPlugins } from '../../src/config/plugin-policy.js';

const PAYLOAD = '{ "content": "hi" }\n';
/** A plugin that leaves a mark when its code runs. */
const EVIL = "import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./RAN', import.meta.url), 'x');\nexport default { name: 'evil', rules: [] };\n";

describe(`${ALLOW_PLUGINS_ENV} consents only when it says yes`, () => {
  const consent = (value: string | undefined) => mayLoadPlugins('/somewhere/else/.cordlintrc.json', { trustedFolder: '/work/project', env: { [ALLOW_PLUGINS_ENV]: value } });

  it.each(['1', 'true', 'TRUE', 'yes', 'on', ' 1 ', 'On'])('%j allows', async (value) => {
    expect(await consent(value)).toBe(true);
  });

  it.each(['', ' ', '0', 'false', 'no', 'off', 'OFF', 'never', 'null', 'undefined', 'disabled', 'n', 'nope', '2', 'allow'])('%j allows nothing', async (value) => {
    expect(await consent(value)).toBe(false);
  });

  it('unset allows nothing', async () => {
    expect(await consent(undefined)).toBe(false);
  });

  it('CORDLINT_ALLOW_PLUGINS=off: lint refuses the downloaded plugin (exit 2) and none of its code runs', () => {
    const root = scratch({ 'package.json': '{ "type": "module" }\n', 'dl/.cordlintrc.json': '{ "plugins": ["./evil.mjs"] }\n', 'dl/evil.mjs': EVIL, 'dl/a.json': PAYLOAD });
    const run = cordlint(['lint', 'dl/a.json'], { cwd: root, env: { [ALLOW_PLUGINS_ENV]: 'off' } });
    expect(existsSync(path.join(root, 'dl/RAN'))).toBe(false);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('this plugin was not loaded');
  });
});

describe('a config any user may write loads no plugin', () => {
  /** `shared` plays /tmp: a folder every user may write to, holding someone's config and plugin; the user works in shared/work. */
  function sharedFolder(configMode?: number): string {
    const root = scratch({ 'shared/package.json': '{ "type": "module" }\n', 'shared/cordlint.config.json': '{ "plugins": ["./evil.mjs"] }\n', 'shared/evil.mjs': EVIL, 'shared/work/a.json': PAYLOAD });
    chmodSync(path.join(root, 'shared'), configMode === undefined ? 0o1777 : 0o755);
    if (configMode !== undefined) chmodSync(path.join(root, 'shared/cordlint.config.json'), configMode);
    return root;
  }

  it('in a parent folder anyone may write to (like /tmp): refused, exit 2, and the refusal says why', () => {
    const root = sharedFolder();
    const run = cordlint(['lint', 'a.json'], { cwd: path.join(root, 'shared/work') });
    expect(existsSync(path.join(root, 'shared/RAN'))).toBe(false);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('this plugin was not loaded');
    expect(run.stderr).toContain('or it lies in a folder any user may write to (like /tmp)');
  });

  it('a config file anyone may write to (mode 666) in a parent folder: refused; the same file at 644 loads (the project\'s own)', () => {
    let root = sharedFolder(0o666);
    expect(cordlint(['lint', 'a.json'], { cwd: path.join(root, 'shared/work') }).status).toBe(2);
    expect(existsSync(path.join(root, 'shared/RAN'))).toBe(false);
    root = sharedFolder(0o644);
    expect(cordlint(['lint', 'a.json'], { cwd: path.join(root, 'shared/work') }).status).toBe(0);
    expect(existsSync(path.join(root, 'shared/RAN'))).toBe(true);
  });

  it('--allow-plugins still loads it (the user said so)', () => {
    const root = sharedFolder();
    expect(cordlint(['lint', '--allow-plugins', 'a.json'], { cwd: path.join(root, 'shared/work') }).status).toBe(0);
    expect(existsSync(path.join(root, 'shared/RAN'))).toBe(true);
  });
});

describe('the MCP server reads a config only inside its roots', () => {
  it('a config that links to a file outside the root is refused unread: nothing of the file reaches the client', async () => {
    const base = scratch({ 'root/sub/a.json': PAYLOAD, 'outside/secret.json': '{ "rules": { "SECRET-RULE-abc123": "error" }, "token": "hunter2" }\n' });
    const root = path.join(base, 'root');
    symlinkSync('../../outside/secret.json', path.join(root, 'sub/.cordlintrc.json'));
    const client = await connect(root, [root]);
    try {
      for (const args of [{ path: 'sub/a.json' }, { text: PAYLOAD, filename: 'sub/b.json' }]) {
        const said = texts(await call(client, 'lint', args)).join('\n');
        expect(said).not.toMatch(/SECRET-RULE|token|hunter2/);
        expect(said).toContain('sub/.cordlintrc.json is not a valid config');
        expect(said).toContain('it is a link to a file outside its folder, which cordlint does not follow');
      }
    } finally {
      await client.close();
    }
  });

  it('a config that links to another file inside the root is still read', async () => {
    const root = scratch({ 'sub/a.json': '{ "content": "" }\n', 'shared/cordlint.json': '{ "rules": { "message-not-empty": "off" } }\n' });
    symlinkSync('../shared/cordlint.json', path.join(root, 'sub/.cordlintrc.json'));
    mkdirSync(path.join(root, 'other'));
    writeFileSync(path.join(root, 'other/a.json'), '{ "content": "" }\n');
    const client = await connect(root, [root]);
    try {
      const linked = texts(await call(client, 'lint', { path: 'sub/a.json' })).join('\n');
      const plain = texts(await call(client, 'lint', { path: 'other/a.json' })).join('\n');
      expect(linked).not.toContain('not a valid config');
      expect(plain).toContain('message-not-empty');
      expect(linked).not.toContain('message-not-empty');
    } finally {
      await client.close();
    }
  });
});
