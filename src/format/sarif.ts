import { terminalSafeJson } from '../util/escape-text.js';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type * as Sarif from 'sarif';
import { builtinRules } from '../../rules/index.js';
import type { RuleMeta } from '../engine/rule.js';
import { rulePage, rulePageUrl } from '../package-files.js';
import type { LintMessage, LintResult } from '../types.js';
import { VERSION } from '../version.js';
import { siteAddress } from '../site-address.js';
import type { FormatContext } from './index.js';
import { isPseudoPath, locateFile, repositoryRoot } from './repository.js';

const SOURCE_ROOT = '%SRCROOT%';
const BUILTIN_IDS: ReadonlySet<string> = new Set(builtinRules.map((r) => r.meta.id));

/**
 * SARIF 2.1.0, as GitHub code scanning uploads it: one run, every rule described in
 * `tool.driver.rules`, each finding located by a repository-relative URI and a region whose
 * columns count UTF-16 code units.
 */
export function sarif(results: readonly LintResult[], context: FormatContext): string {
  const root = repositoryRoot(context.cwd);
  const rules = ruleDescriptors(context.rules ?? builtinRules.map((r) => r.meta), results);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const seenFingerprints = new Map<string, number>();
  let usesSourceRoot = false;

  const sarifResults: Sarif.Result[] = [];
  for (const result of results) {
    const artifactLocation = artifactLocationOf(result.filePath, root, context.cwd);
    if (artifactLocation.uriBaseId) usesSourceRoot = true;
    for (const message of result.messages) {
      const fingerprint = fingerprintOf(artifactLocation.uri!, message);
      const occurrence = (seenFingerprints.get(fingerprint) ?? 0) + 1;
      seenFingerprints.set(fingerprint, occurrence);
      sarifResults.push({
        ruleId: message.ruleId,
        ruleIndex: ruleIndex.get(message.ruleId)!,
        level: message.severity === 2 ? 'error' : 'warning',
        message: { text: (message.document ? `[document ${message.document}] ` : '') + message.message },
        locations: [{ physicalLocation: { artifactLocation, region: regionOf(message) } }],
        ...(message.related
          ? {
              relatedLocations: [
                {
                  id: 1,
                  physicalLocation: {
                    // The related place may be in another file (lint --against: the payload a fixture answers).
                    artifactLocation: message.related.filePath ? artifactLocationOf(path.resolve(context.cwd, message.related.filePath), root, context.cwd) : artifactLocation,
                    region: { startLine: message.related.line, startColumn: message.related.column },
                  },
                  message: { text: `Related: ${message.related.path}` },
                },
              ],
            }
          : {}),
        partialFingerprints: { 'cordlintFinding/v1': `${fingerprint}:${occurrence}` },
        properties: {
          jsonPointer: message.path,
          ...(message.document ? { document: message.document } : {}),
          ...(message.fatal ? { fatal: true } : {}),
        },
      });
    }
  }

  const log: Sarif.Log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'cordlint',
            version: VERSION,
            semanticVersion: VERSION,
            // cordlint's site (package.json's homepage, or CORDLINT_SITE_URL), not a registry page: none exists before a release.
            ...(informationUri() ? { informationUri: informationUri()! } : {}),
            rules,
          },
        },
        ...(usesSourceRoot ? { originalUriBaseIds: { [SOURCE_ROOT]: { uri: directoryUri(root) } } } : {}),
        columnKind: 'utf16CodeUnits',
        results: sarifResults,
      },
    ],
  };
  return terminalSafeJson(JSON.stringify(log, null, 2)) + '\n';
}

function ruleDescriptors(metas: readonly RuleMeta[], results: readonly LintResult[]): Sarif.ReportingDescriptor[] {
  const descriptors = new Map<string, Sarif.ReportingDescriptor>();
  for (const meta of metas) {
    if (descriptors.has(meta.id)) continue;
    const builtin = BUILTIN_IDS.has(meta.id);
    const url = builtin ? rulePageUrl(meta.id) : undefined;
    const page = builtin ? rulePage(meta.id) : undefined;
    descriptors.set(meta.id, {
      id: meta.id,
      shortDescription: { text: meta.description },
      fullDescription: { text: `${meta.description} (source: ${meta.source})` },
      ...(url ? { helpUri: url } : {}),
      help: {
        text: `${meta.description}\nSource: ${meta.source}${url ? `\nDocumentation: ${url}` : ''}`,
        ...(page ? { markdown: page } : {}),
      },
      defaultConfiguration: { level: meta.severity === 'error' ? 'error' : meta.severity === 'warn' ? 'warning' : 'none' },
      properties: { tags: ['discord', 'components'], ...(meta.fixable ? { fixable: true, fixSafety: meta.fixSafety ?? 'safe' } : {}) },
    });
  }
  // Findings of rules the list does not describe (a plugin's) still need a descriptor to point at.
  for (const result of results) {
    for (const message of result.messages) {
      if (!descriptors.has(message.ruleId)) descriptors.set(message.ruleId, { id: message.ruleId, shortDescription: { text: message.ruleId } });
    }
  }
  return [...descriptors.values()];
}

/** SARIF regions are 1-based with an exclusive end column, as cordlint's ranges are. */
function regionOf(m: LintMessage): Sarif.Region {
  return { startLine: m.line, startColumn: m.column, endLine: m.endLine, endColumn: m.endColumn };
}

/** Stable across edits that move lines: the rule, the file and the JSON pointer, not the position. */
function fingerprintOf(uri: string, m: LintMessage): string {
  return createHash('sha256').update(`${m.ruleId}\0${uri}\0${m.document ?? 1}\0${m.path}`).digest('hex').slice(0, 32);
}

/** Repository-relative under `%SRCROOT%`; an absolute `file:` URI outside the repository. */
function artifactLocationOf(filePath: string, root: string, cwd: string): Sarif.ArtifactLocation {
  if (isPseudoPath(filePath)) return { uri: encodePath(filePath) };
  const { absolute, relative } = locateFile(filePath, root, cwd);
  return relative !== undefined ? { uri: encodePath(relative), uriBaseId: SOURCE_ROOT } : { uri: pathToFileURL(absolute).href };
}

function encodePath(relative: string): string {
  return relative.split('/').map(encodeURIComponent).join('/');
}

function directoryUri(directory: string): string {
  const href = pathToFileURL(directory).href;
  return href.endsWith('/') ? href : `${href}/`;
}

/** The site's address for SARIF's `informationUri`; undefined when none is known (or file links were asked for). */
function informationUri(): string | undefined {
  const site = siteAddress();
  return site === 'local' ? undefined : site;
}
