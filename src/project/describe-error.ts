import { ConfigError } from '../config/errors.js';
import { displayPath } from '../format/display-path.js';
import { escapeControls } from '../util/escape-text.js';

/** The message of a config error, for stderr: the file, then each key and what is wrong with it. */
export function describeConfigError(error: ConfigError, cwd: string): string {
  const file = displayPath(error.filePath, cwd) || '.';
  // A config inside a linted folder is someone else's text too.
  const lines = error.problems.map((p) => `  ${escapeControls(p.key)}: ${escapeControls(p.message)}`);
  return `cordlint: invalid config ${file}:\n${lines.join('\n')}\n`;
}

/**
 * Why a project could not be made or a config read, as one message without the `cordlint: `
 * prefix (the caller adds it): a config error as {@link describeConfigError} says it, with its
 * path shown from `cwd`; anything else by its message.
 */
export function configErrorText(error: unknown, cwd: string): string {
  if (error instanceof ConfigError) {
    return describeConfigError(error, cwd).replace(/^cordlint: /, '').trimEnd();
  }
  return error instanceof Error ? error.message : String(error);
}
