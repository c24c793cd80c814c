import type { ConfigError } from '../config/errors.js';
import { displayPath } from '../format/display-path.js';
import { escapeControls } from '../util/escape-text.js';

/** The message of a config error, for stderr: the file, then each key and what is wrong with it. */
export function describeConfigError(error: ConfigError, cwd: string): string {
  const file = displayPath(error.filePath, cwd) || '.';
  // A config inside a linted folder is someone else's text too.
  const lines = error.problems.map((p) => `  ${escapeControls(p.key)}: ${escapeControls(p.message)}`);
  return `cordlint: invalid config ${file}:\n${lines.join('\n')}\n`;
}
