/**
 * The project's config for the guard's bodies, resolved by the project class as `cordlint lint`
 * resolves it in `cwd` for `filePath`. Node only: the guard (dist/guard.js, which bundles no Node
 * built-in) imports this module (dist/guard-project.js) when it is installed in Node.
 */
import path from 'node:path';
import type { Linter, LinterConfig } from '../linter/linter.js';
import type { RuleSetting } from '../linter/rule-settings.js';
import { Cordlint } from '../project/cordlint.js';

/** What the project gives every body: the Linter, the config resolved for the payload's place, and the config's upload limit. */
export interface ProjectConfig {
  linter: Linter;
  config: LinterConfig;
  /** The config's `attachments.maxSize`, when it has `attachments`. */
  maxFileSize: number | undefined;
}

export interface ProjectConfigOptions {
  cwd?: string | undefined;
  config?: string | false | undefined;
  filePath?: string | undefined;
  rules?: Record<string, RuleSetting> | undefined;
}

/**
 * The config and its overrides for `filePath`, `rules` over them, the baseline's entries,
 * placeholders and locales. The config's `ignores` do not apply: what the bot sends is linted. Its
 * plugins load as for `cordlint lint` run in `cwd`. Throws the project class's errors.
 */
export async function projectConfig(options: ProjectConfigOptions): Promise<ProjectConfig> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const project = await Cordlint.create({
    cwd,
    env: process.env,
    ignore: false,
    ...(options.config === false ? { configLookup: false } : typeof options.config === 'string' ? { config: options.config } : {}),
    ...(options.rules ? { rules: options.rules } : {}),
    ...(process.env.CORDLINT_FAST_PATH === '0' ? { fastPath: false } : {}),
  });
  const file = path.resolve(cwd, options.filePath ?? '<payload>');
  const { options: config, attachments } = await project.optionsFor(file);
  // The rules are checked against the config's plugins too, once, not at each request.
  project.linter.rulesFor(config);
  return { linter: project.linter, config, maxFileSize: attachments?.configured ? attachments.maxSize : undefined };
}
