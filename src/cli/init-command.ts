import { DESTINATIONS } from '../payload/destination.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { builtinRules } from '../../rules/index.js';
import { CONFIG_FILE_NAMES, findConfigFile } from '../config/find.js';
import { defaultSeverity } from '../linter/rule-settings.js';
import { PAYLOAD_KINDS } from '../payload/detect.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import type { ExitCode, Io } from './main.js';

export function registerInit(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('init')
    .description('Write a commented starter config (cordlint.config.yaml) in the current folder')
    .option('--json', 'write cordlint.config.json instead (JSON with comments, which cordlint reads)')
    .option('--force', 'overwrite an existing config file')
    .action(async (flags: { json?: boolean; force?: boolean }) => setExit(await initCommand(flags, io)));
}

async function initCommand(flags: { json?: boolean; force?: boolean }, io: Io): Promise<ExitCode> {
  const name = flags.json ? 'cordlint.config.json' : 'cordlint.config.yaml';
  const target = path.join(io.cwd, name);
  if (!flags.force) {
    const existing = CONFIG_FILE_NAMES.filter((n) => n !== 'package.json').find((n) => existsSync(path.join(io.cwd, n)));
    const inPackage = existing ?? (findConfigFile(io.cwd) === path.join(io.cwd, 'package.json') ? 'package.json' : undefined);
    if (inPackage) {
      io.stderr(`cordlint: ${inPackage === 'package.json' ? 'package.json has a "cordlint" config' : `${inPackage} exists`} in this folder; nothing was written (use --force to write ${name} anyway).\n`);
      return 2;
    }
  }
  try {
    await writeFileAtomic(target, flags.json ? starterJson() : starterYaml());
  } catch (error) {
    io.stderr(`cordlint: cannot write ${name}: ${(error as Error).message}\n`);
    return 2;
  }
  io.stdout(`Wrote ${name}. Run "cordlint lint ." to lint the payloads under this folder with it.\n`);
  // Configs are not merged: the new one hides the one further up for every file under this folder.
  const above = findConfigFile(path.dirname(io.cwd));
  if (above) io.stdout(`Note: ${path.relative(io.cwd, above)} no longer applies under this folder (the nearest config applies alone); copy the settings you need from it.\n`);
  return 0;
}

function ruleList(comment: string): string {
  const width = Math.max(...builtinRules.map((r) => r.meta.id.length));
  return builtinRules
    .map((r) => `${comment}   ${`${r.meta.id}:`.padEnd(width + 1)} ${defaultSeverity(r).padEnd(5)}  ${r.meta.fixable ? '(fixable) ' : ''}${r.meta.description}`)
    .join('\n');
}

/** The starter config: every setting, explained; every rule listed with its default. */
export function starterYaml(): string {
  return `# cordlint configuration. The nearest cordlint config above a payload file applies to it
# (or pass one with --config). Details: node_modules/cordlint/docs/configuration.md.

# Presets: cordlint:recommended (the default) or cordlint:strict, which also turns on the
# design-guidance and style warnings.
extends: cordlint:recommended

# Rule settings: off, warn or error, or [severity, options] for rules that take options.
# The rules and their defaults ("cordlint rules" lists them too):
${ruleList('#')}
# (Uncomment the examples to use them; a key with nothing under it is as good as absent.)
rules:
  # custom-id-unique: warn

# Settings for some files only: globs relative to this file; later entries win.
overrides:
  # - files: ["legacy/**"]
  #   rules:
  #     v2-requires-flag: off

# Files cordlint does not lint (globs relative to this file; a name without "/" matches at any depth).
# Build output and reports are copies or not payloads. (Files with no field a payload could have,
# such as package.json, tsconfig.json or a JSON Schema, are skipped anyway; --debug lists them.)
ignores:
  - dist/**
  - build/**
  - coverage/**
  - reports/**
  # - fixtures/broken/**

# Your own rules: local modules ("./cordlint-rules.js") or npm packages ("cordlint-plugin-team").
# A plugin's rules are named <plugin>/<rule>. See node_modules/cordlint/docs/custom-rules.md.
plugins:
  # - ./cordlint-rules.js

# The kind of every payload this config applies to, instead of detecting it (best in an override):
# ${PAYLOAD_KINDS.join(', ')}.
# kind: message

# Where the payloads are sent: rules whose verdict depends on it raise errors only when it is known
# (${DESTINATIONS.join(', ')}; see node_modules/cordlint/docs/destinations.md).
# A webhook's request: withComponents: true (?with_components=true), channel: forum or media.
# destination: channel-message

# Where attachment://NAME files are (default: beside the payload), and the largest upload in bytes.
# attachments:
#   dir: assets
#   maxSize: 10485760

# Report "# cordlint-disable" comments that silence nothing: false, true, "warn" or "error".
reportUnusedDisableDirectives: false
`;
}

export function starterJson(): string {
  return `// cordlint configuration (JSON with comments). The nearest cordlint config above a payload file
// applies to it (or pass one with --config). Details: node_modules/cordlint/docs/configuration.md.
{
  // Presets: cordlint:recommended (the default) or cordlint:strict, which also turns on the
  // design-guidance and style warnings.
  "extends": "cordlint:recommended",

  // Rule settings: "off", "warn" or "error", or [severity, options] for rules that take options.
  // The rules and their defaults ("cordlint rules" lists them too):
${ruleList('  //')}
  "rules": {
    // "custom-id-unique": "warn"
  },

  // Settings for some files only: globs relative to this file; later entries win.
  "overrides": [
    // { "files": ["legacy/**"], "rules": { "v2-requires-flag": "off" } }
  ],

  // Files cordlint does not lint (globs relative to this file; a name without "/" matches at any depth).
  // Build output and reports are copies or not payloads. (Files with no field a payload could have,
  // such as package.json, tsconfig.json or a JSON Schema, are skipped anyway; --debug lists them.)
  "ignores": ["dist/**", "build/**", "coverage/**", "reports/**"],

  // Your own rules: local modules ("./cordlint-rules.js") or npm packages ("cordlint-plugin-team").
  // A plugin's rules are named <plugin>/<rule>. See node_modules/cordlint/docs/custom-rules.md.
  "plugins": [],

  // Where the payloads are sent: rules whose verdict depends on it raise errors only when it is known
  // (${DESTINATIONS.join(', ')}; see node_modules/cordlint/docs/destinations.md).
  // "destination": "channel-message",

  // Report "# cordlint-disable" comments that silence nothing: false, true, "warn" or "error".
  "reportUnusedDisableDirectives": false
}
`;
}
