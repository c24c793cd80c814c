/** One thing wrong in a config file. */
export interface ConfigProblem {
  /** Where in the config, as users read it: `rules["custom-id-unique"]`, `overrides[0].files`, `(file)`. */
  key: string;
  message: string;
}

/** A config file that cannot be used; the CLI prints its problems and exits 2. */
export class ConfigError extends Error {
  constructor(
    readonly filePath: string,
    readonly problems: readonly ConfigProblem[],
  ) {
    super(`Invalid config ${filePath}:\n${problems.map((p) => `  ${p.key}: ${p.message}`).join('\n')}`);
  }
}
