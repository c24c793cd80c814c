import { Option, type Command } from 'commander';
import { builtinRules } from '../../rules/index.js';
import type { ExitCode, Io } from './main.js';

export function registerRules(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('rules')
    .description('List every rule with its default severity, whether it can fix, and what it checks')
    .addOption(new Option('-f, --format <name>', 'output format').choices(['text', 'json']).default('text'))
    .action((flags: { format: 'text' | 'json' }) => {
      const rows = builtinRules.map(({ meta }) => ({
        id: meta.id,
        severity: meta.severity,
        fixable: meta.fixable ?? false,
        description: meta.description,
        source: meta.source,
      }));
      if (flags.format === 'json') {
        io.stdout(JSON.stringify(rows, null, 2) + '\n');
      } else {
        const width = Math.max(...rows.map((r) => r.id.length));
        for (const r of rows) io.stdout(`${r.id.padEnd(width)}  ${r.severity.padEnd(5)}  ${r.fixable ? 'fix' : '   '}  ${r.description}\n`);
      }
      setExit(0);
    });
}
