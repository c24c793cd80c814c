/**
 * `cordlint lint --fix` on a JavaScript or TypeScript file: the fixes that map onto literals of the
 * code (fix-map.ts) applied in passes, as a payload file's are (src/fix/fix-text.ts): each pass
 * applies the fixes that do not meet, lints the new code again, and a pass that would leave the code
 * unparsable is dropped. Nothing is written here; the project layer writes the file whole.
 */
import { fixText } from '../fix/fix-text.js';
import type { Linter, LinterConfig } from '../linter/linter.js';
import { summarise } from '../linter/result.js';
import type { LintResult } from '../types.js';
import { lintSourceText, type SourceLintOptions } from './lint-file.js';

/** The result of a source file with its fixes applied: `output` (and `source`, the text before) when something changed. */
export function fixSourceText(linter: Linter, text: string, config: LinterConfig, filePath: string, options: SourceLintOptions = {}): LintResult {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const outcome = fixText(clean, (current) => lintSourceText(linter, current, config, filePath, { ...options, fixEdits: true }).messages);
  const result = summarise(filePath, outcome.messages);
  if (outcome.output !== clean) {
    result.output = outcome.output;
    result.source = clean;
  }
  return result;
}
