import path from 'node:path';
import { Option, type Command } from 'commander';
import type { ExitCode, Io } from './main.js';
import { escapeControls } from '../util/escape-text.js';

interface MockFlags {
  customId?: string;
  values?: string;
  output?: string;
  /** -o's name in lint and explain too; --output stays as a hidden alias. */
  outputFile?: string;
}

export function registerMock(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('mock')
    .description('Print the received interaction (a test fixture) that answers SENT: a modal submission for a modal, a component interaction for a message')
    .argument('<sent>', 'the message, modal or interaction response (.json, .yaml, .yml) the interaction answers')
    .option('--custom-id <id>', 'the component to answer (needed when a message has several); in a modal, the component whose answer --values sets')
    .option('--values <v,...>', 'the answer, comma-separated: option values, ids, text (a Text Input), true/false (a Checkbox)')
    .option('-o, --output-file <file>', 'write the fixture to a file (whole or not at all) instead of stdout')
    .addOption(new Option('--output <file>', 'the same as --output-file').hideHelp())
    .action(async (sent: string, flags: MockFlags) => setExit(await mockCommand(sent, { ...flags, output: flags.outputFile ?? flags.output }, io)));
}

async function mockCommand(sentArg: string, flags: MockFlags, io: Io): Promise<ExitCode> {
  const [{ loadSent }, { SentError }] = await Promise.all([import('../project/lint-against.js'), import('../received/sent.js')]);
  const { mockText, MockError } = await import('../against/mock.js');
  const fail = (message: string): ExitCode => {
    io.stderr(`cordlint: mock ${escapeControls(sentArg)}: ${message}.\n`);
    return 2;
  };
  if (flags.values !== undefined && flags.customId === undefined) return fail('--values needs --custom-id, to say which component it answers');
  let text: string;
  try {
    const sent = await loadSent(path.resolve(io.cwd, sentArg));
    sent.filePath = sentArg;
    text = await mockText(sent, {
      ...(flags.customId !== undefined ? { customId: flags.customId } : {}),
      ...(flags.values !== undefined ? { values: flags.values.split(',') } : {}),
      ...(io.env.CORDLINT_FAST_PATH === '0' ? { fastPath: false } : {}),
    });
  } catch (error) {
    if (error instanceof SentError || error instanceof MockError) return fail(error.message);
    throw error;
  }
  if (flags.output === undefined) {
    io.stdout(text);
    return 0;
  }
  const { writeFileAtomic } = await import('../util/atomic-write.js');
  try {
    await writeFileAtomic(path.resolve(io.cwd, flags.output), text);
  } catch (error) {
    io.stderr(`cordlint: cannot write ${escapeControls(flags.output)}: ${escapeControls((error as Error).message)}\n`);
    return 2;
  }
  return 0;
}
