import path from 'node:path';
import { Option, type Command } from 'commander';
import type { RuleMeta } from '../engine/rule.js';
import { PAYLOAD_KINDS, type PayloadKind } from '../payload/detect.js';
import type { ExitCode, Io } from './main.js';
import { escapeControls } from '../util/escape-text.js';
import { FORMAT_OPTION_HELP, parseFormatOption, planReports, ReportPlanError, writeReports, type ReportTarget } from './report-output.js';

/** A log excerpt, not a whole log: the same bound as payload files. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

interface ExplainFlags {
  format?: ReportTarget[];
  outputFile?: string;
  output?: string;
  color?: boolean;
  kind?: PayloadKind;
  config?: string;
  configLookup?: boolean;
}

export function registerExplain(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('explain')
    .description('Explain Discord\'s 400 "Invalid Form Body" answer, placed on the lines of the payload that was sent')
    .argument('<answer>', 'Discord\'s JSON answer, the text a library printed (discord.js, discord.py, JDA, Discord.Net, discordgo) or a log holding it; "-" for stdin')
    .argument('[payload]', 'the JSON or YAML payload that was sent (a message, modal or interaction response); "-" for stdin')
    .option('-f, --format <name[:file]>', FORMAT_OPTION_HELP, parseFormatOption)
    .option('-o, --output-file <file>', 'write the report (of the last --format without a file) to a file instead of stdout')
    .addOption(new Option('--output <file>', 'the same as --output-file').hideHelp())
    .addOption(new Option('--kind <kind>', 'payload kind instead of detecting it').choices([...PAYLOAD_KINDS]))
    .option('--color', 'force colours')
    .option('--no-color', 'no colours (NO_COLOR in the environment does the same)')
    .option('-c, --config <file>', 'the config whose rules lint the payload (default: the nearest one)')
    .option('--no-config-lookup', 'lint the payload with no config file')
    .action(async (answer: string, payload: string | undefined, flags: ExplainFlags) => setExit(await explainCommand(answer, payload, flags, io)));
}

async function explainCommand(answerArg: string, payloadArg: string | undefined, flags: ExplainFlags, io: Io): Promise<ExitCode> {
  let reports: ReportTarget[];
  try {
    reports = planReports(flags.format, flags.outputFile ?? flags.output, io.cwd);
  } catch (error) {
    if (error instanceof ReportPlanError) return usageError(io, error.message);
    throw error;
  }
  if (answerArg === '-' && payloadArg === '-') return usageError(io, 'only one of ANSWER and PAYLOAD can be read from stdin ("-").');

  const answerBytes = await readOperand(answerArg, io, MAX_ANSWER_BYTES);
  if (typeof answerBytes === 'string') return usageError(io, answerBytes);
  if (answerBytes.length > MAX_ANSWER_BYTES) return usageError(io, await tooLargeAnswer(answerArg, MAX_ANSWER_BYTES, answerBytes.length));
  const payloadBytes = payloadArg === undefined ? undefined : await readOperand(payloadArg, io);
  if (typeof payloadBytes === 'string') return usageError(io, payloadBytes);

  // The explain module (and the lint it runs) loads only for this command.
  const [{ explain, codeEntry, NUMERIC_CODES }, { decodeSource }, { Cordlint, CordlintError }, { describeConfigError }, { ConfigError }] = await Promise.all([
    import('../explain/index.js'),
    import('../load/decode.js'),
    import('../project/cordlint.js'),
    import('../project/describe-error.js'),
    import('../config/errors.js'),
  ]);

  const answerName = answerArg === '-' ? '<stdin>' : path.resolve(io.cwd, answerArg);
  const payloadName = payloadArg === undefined ? undefined : payloadArg === '-' ? path.join(io.cwd, '<stdin>') : path.resolve(io.cwd, payloadArg);
  let payloadText: string | undefined;
  if (payloadBytes !== undefined) {
    const decoded = decodeSource(payloadBytes);
    if (!decoded.ok) return usageError(io, `${escapeControls(payloadArg!)}: ${decoded.message}`);
    payloadText = decoded.text;
  }

  let options: import('../explain/index.js').ExplainOptions = {};
  if (payloadName !== undefined) {
    try {
      const project = await Cordlint.create({
        ...(flags.config ? { config: flags.config } : {}),
        configLookup: flags.configLookup !== false,
        ...(flags.kind ? { kind: flags.kind } : {}),
        ...(io.env.CORDLINT_FAST_PATH === '0' ? { fastPath: false } : {}),
        cwd: io.cwd,
        env: io.env,
      });
      // The payload's findings are those `cordlint lint` reports for it: its config, baseline, locales and attachments folder.
      options = { ...(await project.linterConfigFor(payloadName, payloadText)), linter: project.linter };
    } catch (error) {
      if (error instanceof ConfigError) {
        io.stderr(describeConfigError(error, io.cwd));
        return 2;
      }
      if (error instanceof CordlintError) return usageError(io, error.message);
      throw error;
    }
  }

  const answerText = Buffer.from(answerBytes).toString('utf8');
  const { explanations, result } = await explain(answerText, payloadText, {
    ...options,
    answerPath: answerName,
    ...(payloadName !== undefined ? { filePath: payloadName } : {}),
  });
  if (explanations.length === 0) {
    io.stderr(
      `cordlint: ${answerArg === '-' ? 'stdin' : escapeControls(answerArg)} holds no Discord error: expected Discord's JSON answer ({"code": 50035, "errors": {...}}) or the text discord.js, discord.py, JDA, Discord.Net or discordgo printed for it.\n`,
    );
    return 2;
  }

  // Report formats describe each rule id: here, each Discord code met.
  const rules: RuleMeta[] = [];
  for (const id of new Set(result.messages.map((m) => m.ruleId))) {
    const description = codeEntry(id)?.meaning ?? NUMERIC_CODES[id]?.meaning ?? `Discord's error ${id}`;
    rules.push({ id, description, severity: 'error', source: "Discord's 400 answer (cordlint explain)" });
  }
  const color = flags.color ?? (io.isTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb');
  if (!(await writeReports(reports, [result], { color, cwd: io.cwd, rules }, io))) return 2;
  return result.errorCount > 0 ? 1 : 0;
}

async function tooLargeAnswer(operand: string, limit: number, size: number): Promise<string> {
  const { formatSize } = await import('../util/safe-read.js');
  return `${operand === '-' ? 'stdin' : escapeControls(operand)} is larger than ${limit / 1024 / 1024} MiB (${formatSize(size)}); give the part of the log that holds Discord's answer.`;
}

/** A file's bytes or stdin's; a string says why it cannot be read (the one safe reader: no FIFO, device or huge log is read). */
async function readOperand(operand: string, io: Io, answerLimit?: number): Promise<Uint8Array | string> {
  if (operand === '-') return io.readStdin();
  const { readFileSafely } = await import('../util/safe-read.js');
  const { MAX_FILE_BYTES } = await import('../load/decode.js');
  const read = readFileSafely(path.resolve(io.cwd, operand), { maxBytes: MAX_FILE_BYTES });
  if (read.ok) return read.bytes;
  if (read.problem === 'missing') return `No such file or directory: ${escapeControls(operand)}`;
  if (read.problem === 'too-large' && answerLimit !== undefined && read.size !== undefined && read.size > answerLimit) return await tooLargeAnswer(operand, answerLimit, read.size);
  if (read.reason.startsWith('it is a folder')) return `${escapeControls(operand)} is a folder; explain takes one answer file and one payload file.`;
  return `cannot read ${escapeControls(operand)}: ${escapeControls(read.reason)}.`;
}

function usageError(io: Io, message: string): ExitCode {
  io.stderr(`cordlint: ${message}\n`);
  return 2;
}
