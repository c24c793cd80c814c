import path from 'node:path';
import { Option, type Command } from 'commander';
import { writeFileAtomic } from '../util/atomic-write.js';
import type { ExitCode, Io } from './main.js';

/** The kinds `cordlint schema` knows; kept here so that listing them loads no schema. */
const KINDS = ['message', 'modal', 'interaction-response', 'component'];

export function registerSchema(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('schema')
    .description('Print the JSON Schema (draft-07) of a payload kind, for editors and other validators')
    .addOption(new Option('--kind <kind>', 'payload kind').choices(KINDS).default('message'))
    .option('-o, --output-file <file>', 'write the schema to a file instead of stdout')
    .action(async (flags: { kind: string; outputFile?: string }) => {
      // Loaded on demand: linting never pays for the schema's construction.
      const { editorSchema } = await import('../schema/editor.js');
      const text = JSON.stringify(editorSchema(flags.kind as Parameters<typeof editorSchema>[0]), null, 2) + '\n';
      if (!flags.outputFile) {
        io.stdout(text);
        return setExit(0);
      }
      try {
        await writeFileAtomic(path.resolve(io.cwd, flags.outputFile), text);
        setExit(0);
      } catch (error) {
        io.stderr(`cordlint: cannot write the schema to ${flags.outputFile}: ${(error as Error).message}\n`);
        setExit(2);
      }
    });
}
