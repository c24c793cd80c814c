/**
 * The loop that `cordlint lint` and {@link lintProject} share, over a LintSession. Internal: its
 * signatures name the CLI's session, which the library's declarations do not ship.
 */
import path from 'node:path';
import { builtinRules } from '../../rules/index.js';
import type { LintSession } from '../cli/lint-session.js';
import { CONFIG_FILE_NAMES } from '../config/find.js';
import { defaultSeverity, isSkippedNonPayload, resolveRules } from '../lint.js';
import { expandOperands } from '../load/files.js';
import type { LintResult } from '../types.js';
import type { FileConfig, ProjectLintOutcome } from './lint-project.js';

/** How the CLI reads stdin when `-` is among the patterns. */
export interface StdinSource {
  /** The name given with --stdin-filename (absolute), or undefined. */
  name: string | undefined;
  read: () => Promise<Uint8Array>;
}

/** Config files and npm's manifests are never payloads: a folder search skips them by name. */
const NOT_PAYLOAD_NAMES = new Set<string>([...CONFIG_FILE_NAMES, 'package-lock.json', 'npm-shrinkwrap.json']);

export async function describeFileConfig(session: LintSession, filePath: string): Promise<FileConfig> {
  const config = await session.configFor(path.dirname(filePath));
  const { ignored, options } = await session.optionsFor(filePath);
  const all = [...builtinRules, ...(options.extraRules ?? [])];
  resolveRules(options); // an unknown rule id is an error here too
  const rules = Object.fromEntries(all.map((rule) => [rule.meta.id, options.rules?.[rule.meta.id] ?? defaultSeverity(rule)]));
  return {
    filePath,
    configFile: config?.filePath ?? null,
    ignored,
    kind: options.kind ?? null,
    rules,
    plugins: config?.plugins.map((p) => p.specifier) ?? [],
    baseline: session.baselineFile ?? null,
  };
}

/** The loop behind {@link lintProject} and the CLI: expand, check configs, lint each file, count what was left out. */
export async function lintWithSession(
  session: LintSession,
  patterns: readonly string[],
  { cwd, stdin, skipNamedNonPayloads = false, exclude = [], afterLint }: {
    cwd: string;
    stdin?: StdinSource;
    skipNamedNonPayloads?: boolean;
    /** Files a folder or glob search leaves out (a file named in `patterns` is still linted). */
    exclude?: readonly string[];
    /** Runs on each file's result (with the text read from stdin, for `-`): `lint --against` adds its findings here. */
    afterLint?: (result: LintResult, source: { file: string; text?: string }) => Promise<LintResult>;
  },
): Promise<ProjectLintOutcome> {
  const excluded = new Set(exclude);
  const found = (await expandOperands(patterns, cwd)).filter((f) => !excluded.has(f) || patterns.some((p) => path.resolve(cwd, p) === f));
  const named = new Set(patterns.map((p) => path.resolve(cwd, p)));
  const notPayloads: string[] = [];
  // Config files and npm's manifests found in a folder are not payloads (a file named on the command line is linted).
  const files = found.filter((f) => {
    const keep = f === '-' || (named.has(f) && !skipNamedNonPayloads) || !NOT_PAYLOAD_NAMES.has(path.basename(f));
    if (!keep) notPayloads.push(f);
    return keep;
  });
  const stdinPath = stdin?.name ?? path.join(cwd, '<stdin>');
  await session.prepare(files.map((f) => (f === '-' ? stdinPath : f)));

  const results: LintResult[] = [];
  const ignored: string[] = [];
  for (const file of files) {
    if (file === '-') {
      if (!stdin) continue;
      const bytes = await stdin.read();
      const result = await session.lintStdin(stdin.name ?? '<stdin>', bytes);
      results.push(afterLint ? await afterLint(result, { file: stdinPath, text: new TextDecoder().decode(bytes) }) : result);
      continue;
    }
    let result = session.lintPathNow(file, { skipNonPayload: skipNamedNonPayloads || !named.has(file) });
    if (result instanceof Promise) result = await result;
    if (!result) ignored.push(file);
    else if (isSkippedNonPayload(result)) notPayloads.push(file);
    else results.push(afterLint ? await afterLint(result, { file }) : result);
  }
  return { results, ignored, notPayloads, matched: found.length };
}

