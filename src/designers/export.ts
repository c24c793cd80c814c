/** `cordlint export`: a link that opens payloads in a designer, in the designer's own format. */
import { discohookLink, discohookProblems } from './discohook.js';
import { discordBuildersLink, discordBuildersProblems } from './discord-builders.js';
import { DesignerInputError, isRecord, type Designer } from './types.js';
import { appendAll } from '../util/append.js';
import { detectKind } from '../payload/detect.js';

/** Payloads the designer cannot hold exactly: `problems` name each field (as a JSON Pointer) and why. */
export class ExportRefusedError extends DesignerInputError {
  constructor(
    message: string,
    readonly problems: readonly string[],
  ) {
    super(message);
  }
}

/**
 * The link that opens `payloads` (webhook messages) in `designer`. Refuses, with
 * {@link ExportRefusedError}, what the designer would drop or change: importing the link gives
 * the payloads back equal.
 */
export function exportLink(payloads: readonly unknown[], designer: Designer): string {
  if (payloads.length === 0) throw new ExportRefusedError('there is no payload to export', []);
  const messages = payloads.map((payload, i) => {
    if (!isRecord(payload)) throw new ExportRefusedError(`payload ${i + 1} is not an object`, []);
    // `"$schema"` names the schema an editor checks the file with (as the docs suggest), not a field the designer would lose.
    const { $schema: _schema, ...message } = payload;
    return message;
  });
  messages.forEach((payload, i) => {
    const kind = detectKind(payload);
    const isModal = kind === 'modal' || (kind === 'interaction-response' && payload.type === 9);
    if (isModal) {
      const which = messages.length > 1 ? `payload ${i + 1} is a modal` : 'this payload is a modal';
      throw new ExportRefusedError(`${which}: ${designer === 'discohook' ? 'Discohook' : 'discord.builders'} designs messages, not modals, so there is nothing to export (preview a modal with \`cordlint preview\`, or write its code with \`cordlint codegen\`)`, []);
    }
  });
  const problems: string[] = [];
  messages.forEach((payload, i) => {
    const prefix = messages.length > 1 ? `payload ${i + 1} ` : '';
    const found = designer === 'discohook' ? discohookProblems(payload) : discordBuildersProblems(payload);
    appendAll(problems, found.map((p) => prefix + p));
  });
  if (designer === 'discord.builders' && messages.length > 1) problems.unshift(`discord.builders holds one message, not ${messages.length}`);
  if (designer === 'discohook' && messages.length > 10) problems.unshift(`Discohook holds up to 10 messages, not ${messages.length}`);
  if (problems.length > 0) throw new ExportRefusedError(`${designer} cannot hold this payload as it is`, problems);
  return designer === 'discohook' ? discohookLink(messages) : discordBuildersLink(messages[0]!);
}
