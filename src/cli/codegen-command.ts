import path from 'node:path';
import { Option, type Command } from 'commander';
import type { ExitCode, Io } from './main.js';
import { attachmentsFolder, errorCount, findingsText, lintAsProject, readPayloads } from './payload-input.js';

interface CodegenFlags {
  to: 'discord.js' | 'discord.py';
  typescript?: boolean;
  output?: string;
  stdinFilename?: string;
}

export function registerCodegen(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('codegen')
    .description('Write discord.js v14 or discord.py 2.6 code that builds the payload (a payload with lint errors is refused)')
    .argument('<file>', 'a message, modal or interaction response file (.json, .yaml); "-" reads stdin')
    .addOption(new Option('--to <library>', 'the library').choices(['discord.js', 'discord.py']).makeOptionMandatory())
    .option('--typescript', 'discord.js: TypeScript (typed options and action rows)')
    .option('-o, --output <file>', 'write the code to this file instead of stdout')
    .option('--stdin-filename <name>', 'name of the payload read from stdin (its extension picks JSON or YAML)')
    .action(async (file: string, flags: CodegenFlags) => setExit(await codegenCommand(file, flags, io)));
}

async function codegenCommand(file: string, flags: CodegenFlags, io: Io): Promise<ExitCode> {
  if (flags.typescript && flags.to !== 'discord.js') return usageError(io, '--typescript is for --to discord.js.');
  const read = await readPayloads(file, io, flags.stdinFilename);
  if (typeof read === 'string') return usageError(io, read);
  const linted = await lintAsProject(read.text, read.name, io);
  if (typeof linted === 'string') return usageError(io, linted);
  if (errorCount(linted) > 0) {
    io.stderr(await findingsText([linted!], io));
    io.stderr(`cordlint: ${file === '-' ? 'stdin' : file} has lint errors, so no code was written: Discord would refuse the payload. Fix them and run codegen again.\n`);
    return 1;
  }
  const { codegen, CodegenError } = await import('../codegen/index.js');
  const attachmentsDir = read.text.includes('attachment') ? await attachmentsFolder(read.name, io) : undefined;
  let code: string;
  try {
    code = codegen(read.payloads, flags.to, { typescript: flags.typescript ?? false, ...(attachmentsDir !== undefined ? { attachmentsDir } : {}) });
  } catch (error) {
    if (error instanceof CodegenError) return usageError(io, `${file === '-' ? 'stdin' : file}: ${error.message}.`);
    throw error;
  }
  if (!flags.output) {
    io.stdout(code);
    return 0;
  }
  const { writeFileAtomic } = await import('../util/atomic-write.js');
  try {
    await writeFileAtomic(path.resolve(io.cwd, flags.output), code);
  } catch (error) {
    io.stderr(`cordlint: cannot write ${flags.output}: ${(error as Error).message}\n`);
    return 2;
  }
  return 0;
}

function usageError(io: Io, message: string): ExitCode {
  io.stderr(`cordlint: ${message}\n`);
  return 2;
}
