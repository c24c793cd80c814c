import { Option, type Command } from 'commander';
import type { ExitCode, Io } from './main.js';
import { readPayloads } from './payload-input.js';

const LONG_LINK = 16_000;

interface ExportFlags {
  to: 'discohook' | 'discord.builders';
  stdinFilename?: string;
}

export function registerExport(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('export')
    .description('Print a link that opens the payload in Discohook or discord.builders (import of the link gives the payload back)')
    .argument('<file>', 'a message payload file (.json, .yaml; a list or YAML documents make several messages); "-" reads stdin')
    .addOption(new Option('--to <designer>', 'the web designer').choices(['discohook', 'discord.builders']).makeOptionMandatory())
    .option('--stdin-filename <name>', 'name of the payload read from stdin (its extension picks JSON or YAML)')
    .action(async (file: string, flags: ExportFlags) => setExit(await exportCommand(file, flags, io)));
}

async function exportCommand(file: string, flags: ExportFlags, io: Io): Promise<ExitCode> {
  const read = await readPayloads(file, io, flags.stdinFilename);
  if (typeof read === 'string') {
    io.stderr(`cordlint: ${read}\n`);
    return 2;
  }
  const { exportLink, ExportRefusedError } = await import('../designers/index.js');
  try {
    const link = exportLink(read.payloads, flags.to);
    io.stdout(link + '\n');
    // Discohook's editor stops putting its state in the address past this length ("URLs on Cloudflare are limited to 16KB").
    if (link.length >= LONG_LINK) io.stderr(`cordlint: warning: the link is ${link.length} characters; links of 16,000 or more may not open (Discohook's host limits URLs to 16 KB).\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ExportRefusedError)) throw error;
    const name = file === '-' ? 'stdin' : file;
    io.stderr(error.problems.length === 0 ? `cordlint: ${name}: ${error.message}.\n` : `cordlint: ${name}: ${error.message}, so no link was made:\n${error.problems.map((p) => `  ${p}\n`).join('')}`);
    return 1;
  }
}
