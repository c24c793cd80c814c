import path from 'node:path';
import { Option, type Command } from 'commander';
import { editorSchemaText } from '../package-files.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import type { ExitCode, Io } from './main.js';

/** The kinds of `src/schema/editor.ts`, whose schemas the build writes to schemas/<kind>.json. */
const KINDS = ['message', 'modal', 'interaction-response', 'component'];

export function registerSchema(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('schema')
    .description('Print the JSON Schema (draft-07) of a payload kind, for editors and other validators')
    .addOption(new Option('--kind <kind>', 'payload kind').choices(KINDS).default('message'))
    .option('-o, --output-file <file>', 'write the schema to a file instead of stdout')
    .action(async (flags: { kind: string; outputFile?: string }) => {
      let text: string;
      try {
        text = editorSchemaText(flags.kind);
      } catch (error) {
        io.stderr(`cordlint: the ${flags.kind} schema is missing (${(error as Error).message}); "npm run build" writes it.\n`);
        return setExit(2);
      }
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
