/**
 * The discord.py snippets of docs/serve.md, run for real with Debian's python3 and discord.py
 * (python3-discord, installed by .ci/run) against the built CLI: the bot's handler refuses the poll
 * whose options repeat a value, sends a valid message through its channel, and the client ends the
 * process cleanly. Only the last line (client.run, which would log in to Discord) is replaced.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const HARNESS = `
import sys

cordlint.command = ("${process.execPath}", sys.argv[1], "serve", "--stdio")


class FakeChannel:
    def __init__(self):
        self.sent = []

    async def send(self, content, **kwargs):
        self.sent.append((content, kwargs))
        return "sent"


class FakeAuthor:
    bot = False


class FakeMessage:
    def __init__(self, channel):
        self.author = FakeAuthor()
        self.content = "!poll"
        self.channel = channel


async def main():
    channel = FakeChannel()
    await on_message(FakeMessage(channel))
    print("SENT", len(channel.sent))
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="Docs", url="https://example.com/docs"))
    result = await send_checked(channel, "Read the docs", embed=discord.Embed(title="Docs", description="All of them"), view=view)
    print("SENT", len(channel.sent), result)
    try:
        await cordlint.check({"content": "x"}, "chanel-message")
    except ValueError as error:
        print("REFUSED", error)
    await cordlint.close()
    print("EXIT", cordlint.process.returncode)


asyncio.run(main())
`;
import { HANG_GUARD_MS } from '../hang-guard.js';

describe('the discord.py snippets of docs/serve.md', () => {
  it('run with discord.py: a broken poll is refused with its finding, a valid message is sent, the process ends with 0', () => {
    const doc = readFileSync(path.join(root, 'docs/serve.md'), 'utf8');
    const blocks = [...doc.matchAll(/```python\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(2);
    const bot = blocks[1]!.replace('client.run(os.environ["DISCORD_TOKEN"])\n', '');
    expect(bot).not.toContain('client.run');
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'cordlint-serve-py-')), 'bot.py');
    writeFileSync(script, `${blocks[0]}\n${bot}\n${HARNESS}`);
    const run = spawnSync('/usr/bin/python3', [script, path.join(root, 'bin/cordlint.js')], { encoding: 'utf8', timeout: HANG_GUARD_MS });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^cordlint: error select-option-value-unique at \/components\/0\/components\/0\/options\/2\/value: /);
    expect(lines).toContain('SENT 0');
    expect(lines).toContain('SENT 1 sent');
    expect(lines.find((l) => l.startsWith('REFUSED'))).toContain('invalid-request');
    expect(lines.at(-1)).toBe('EXIT 0');
  });
});
