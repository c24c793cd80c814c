/** What codegen writes code for: a message (sent, or an interaction's reply or update) or a modal. */
export interface CodegenTarget {
  kind: 'message' | 'modal';
  value: Record<string, unknown>;
  /** The interaction callback type when the payload was an interaction response (4 reply, 7 update, 9 modal). */
  replyType?: number;
}

export type CodegenLanguage = 'discord.js' | 'discord.py';
export const CODEGEN_LANGUAGES: readonly CodegenLanguage[] = ['discord.js', 'discord.py'];

export interface CodegenOptions {
  /** discord.js: TypeScript (type arguments and the options' type). */
  typescript?: boolean;
  /**
   * The folder the code reads attachments' files from (`attachment://chart.png` -> `assets/chart.png`),
   * as the config's `attachments.dir` names it relative to where the bot runs; undefined: `./`.
   */
  attachmentsDir?: string;
}
