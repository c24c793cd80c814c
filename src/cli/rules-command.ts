import path from 'node:path';
import { Option, type Command } from 'commander';
import { builtinRules } from '../../rules/index.js';
import { ConfigError } from '../config/errors.js';
import { findConfigFile } from '../config/find.js';
import type { Rule } from '../engine/rule.js';
import { closestMatch } from '../util/closest-match.js';
import { escapeControls, safeLineStart, terminalSafeJsonOf } from '../util/escape-text.js';
import { rulePage, rulePageUrl } from '../package-files.js';
import { describeConfigError } from '../project/describe-error.js';
import type { ExitCode, Io } from './main.js';

interface RulesFlags {
  format: 'text' | 'json';
  config?: string;
  configLookup?: boolean;
}

export function registerRules(program: Command, io: Io, setExit: (code: ExitCode) => void): void {
  program
    .command('rules')
    .description('List every rule with its default severity, whether it can fix, and what it checks (with the rules of the config\'s plugins); with an id, print that rule\'s page')
    .argument('[id]', 'a rule id: print its page (what it checks, why, examples)')
    .addOption(new Option('-f, --format <name>', 'output format').choices(['text', 'json']).default('text'))
    .option('-c, --config <file>', 'list the rules of this config\'s plugins too (default: the nearest config)')
    .option('--no-config-lookup', 'list the built-in rules only')
    .action(async (id: string | undefined, flags: RulesFlags) => setExit(await rulesCommand(id, flags, io)));
}

async function rulesCommand(id: string | undefined, flags: RulesFlags, io: Io): Promise<ExitCode> {
  let pluginRules: Rule[] = [];
  let failure: ConfigError | undefined;
  // The plugins of the config that applies here: a team checks that its rules are loaded, and finds their ids.
  const configFile = flags.config ? path.resolve(io.cwd, flags.config) : flags.configLookup === false ? undefined : findConfigFile(io.cwd);
  if (configFile) {
    try {
      const { loadConfigPlugins } = await import('../config/load.js');
      const { mayLoadPlugins } = await import('../config/plugin-policy.js');
      const allowed = await mayLoadPlugins(configFile, { trustedFolder: io.cwd, explicit: Boolean(flags.config), env: io.env });
      pluginRules = (await loadConfigPlugins(configFile, allowed)).flatMap((p) => p.rules);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      failure = error;
    }
  }
  if (id !== undefined) return printRule(id, [...builtinRules, ...pluginRules], flags, io, failure);
  // What the config sets for a payload in this folder (its top-level rules and the overrides that match), as ESLint's --print-config would.
  const configured = configFile && !failure ? await configuredSeverities(flags, io) : undefined;
  const rows = [...builtinRules, ...pluginRules].map(({ meta }) => ({
    id: meta.id,
    severity: meta.severity,
    ...(configured ? { configured: configured.rules[meta.id] ?? meta.severity } : {}),
    fixable: meta.fixable ?? false,
    ...(meta.fixable ? { fixSafety: meta.fixSafety ?? 'safe' } : {}),
    ...(meta.preview ? { preview: true } : {}),
    description: meta.description,
    source: meta.source,
  }));
  if (flags.format === 'json') {
    io.stdout(terminalSafeJsonOf(rows, 2) + '\n');
  } else {
    // A plugin's name (its rules' prefix), description and source are its author's text: escaped, each row one line.
    const shown = rows.map((r) => ({ ...r, id: safeLineStart(r.id), description: escapeControls(r.description) }));
    const width = Math.max(...shown.map((r) => r.id.length));
    if (configured) io.stdout(`Severities as ${escapeControls(path.relative(io.cwd, configured.file) || configured.file)} sets them for payloads in this folder (* where it differs from the default):\n\n`);
    for (const r of shown) {
      const severity = r.configured === undefined ? r.severity.padEnd(5) : `${r.configured}${r.configured === r.severity ? ' ' : '*'}`.padEnd(6);
      // Ruff's marks: "fix" is applied by --fix, "fix!" (an unsafe fix: it changes what users see or what the bot receives) only with --unsafe-fixes.
      const fix = r.fixable ? (r.fixSafety === 'unsafe' ? 'fix!' : 'fix ') : '    ';
      io.stdout(`${r.id.padEnd(width)}  ${severity}  ${fix}  ${r.preview ? '(preview: runs only with --preview) ' : ''}${r.description}\n`);
    }
    if (shown.some((r) => r.fixable)) io.stdout('\nfix: --fix fixes it. fix!: an unsafe fix (it changes what users see or what the bot receives), applied only with --fix --unsafe-fixes.\n');
  }
  if (failure) {
    // The built-in rules are listed anyway: "cordlint rules" is where a misspelt id gets looked up.
    io.stderr(describeConfigError(failure, io.cwd) + 'cordlint: the rules of its plugins are not listed.\n');
    return 2;
  }
  return 0;
}

/** `cordlint rules <id>`: the rule's page (the shipped rules/<id>.md), or its metadata where there is no page. */
/** The severities the config sets for a payload file in the working folder; undefined when it cannot say. */
async function configuredSeverities(flags: RulesFlags, io: Io): Promise<{ file: string; rules: Record<string, string> } | undefined> {
  try {
    const { Cordlint } = await import('../project/cordlint.js');
    const project = await Cordlint.create({ cwd: io.cwd, env: io.env, ...(flags.config ? { config: flags.config } : {}), ...(flags.configLookup === false ? { configLookup: false } : {}) });
    const described = await project.calculateConfigForFile(path.join(io.cwd, 'payload.json'));
    if (!described.configFile) return undefined;
    const names: Record<string, string> = { '0': 'off', '1': 'warn', '2': 'error' };
    const rules = Object.fromEntries(Object.entries(described.rules).map(([id, setting]) => {
      const severity = String(Array.isArray(setting) ? setting[0] : setting);
      return [id, names[severity] ?? severity];
    }));
    return { file: described.configFile, rules };
  } catch {
    return undefined;
  }
}

function printRule(id: string, rules: readonly Rule[], flags: RulesFlags, io: Io, failure: ConfigError | undefined): ExitCode {
  const rule = rules.find((r) => r.meta.id === id);
  if (!rule) {
    const close = closestMatch(id, rules.map((r) => r.meta.id));
    if (failure) io.stderr(describeConfigError(failure, io.cwd));
    io.stderr(`cordlint: unknown rule "${id}".${close ? ` Did you mean "${close}"?` : ''} Run "cordlint rules" to list them.\n`);
    return 2;
  }
  const { meta } = rule;
  const page = rulePage(meta.id);
  // The page's address (src/site-address.ts) for built-in rules: a plugin's rule has no page on cordlint's site.
  const url = builtinRules.includes(rule) ? rulePageUrl(meta.id) : undefined;
  if (flags.format === 'json') {
    io.stdout(terminalSafeJsonOf({ id: meta.id, severity: meta.severity, fixable: meta.fixable ?? false, ...(meta.fixable ? { fixSafety: meta.fixSafety ?? 'safe' } : {}), description: meta.description, source: meta.source, ...(url ? { url } : {}), ...(page ? { page } : {}) }, 2) + '\n');
  } else if (page && builtinRules.includes(rule)) {
    io.stdout((page.endsWith('\n') ? page : `${page}\n`) + (url ? `\nOn the web: ${url}\n` : ''));
  } else {
    io.stdout(`# ${escapeControls(meta.id)}\n\n${safeLineStart(meta.description)}\n\n- Default severity: ${meta.severity}\n- Fixable: ${meta.fixable ? `yes (${meta.fixSafety ?? 'safe'} fix)` : 'no'}\n- Source: ${escapeControls(meta.source)}\n`);
  }
  return 0;
}
