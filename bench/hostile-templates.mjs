// node bench/hostile-templates.mjs: wall time and peak memory of `cordlint lint` (the built CLI) on
// issue 41's hostile template projects: i18next nesting that fans out, Fluent message references
// that fan out, a placeholder declared 2,000,000,000 characters long, and .ftl files of 3.8 to
// 3.9 MB. Figures, not verdicts: the tests assert counts of work and bounded sizes instead.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin/cordlint.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'cordlint-hostile-'));

function project(name, config, files) {
  const folder = path.join(scratch, name);
  for (const [file, text] of Object.entries({ 'cordlint.config.json': JSON.stringify(config), ...files })) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

const i18next = (fanOut, depth) => {
  const keys = {};
  for (let i = 0; i < depth; i++) keys[`k${i}`] = i === depth - 1 ? 'leaf' : Array(fanOut).fill(`$t(k${i + 1})`).join('');
  return project(`i18next-${fanOut}x${depth}`, { locales: { files: 'locales/{locale}.json', default: 'en' } }, { 'locales/en.json': JSON.stringify(keys), 'payloads/p.json': '{"content":"$t(k0)"}' });
};
const fluent = (fanOut, depth) => {
  let ftl = '';
  for (let i = 0; i < depth; i++) ftl += i === depth - 1 ? `m${i} = leaf\n` : `m${i} = ${Array(fanOut).fill(`{ m${i + 1} }`).join('')}\n`;
  return project(`fluent-${fanOut}x${depth}`, { locales: { files: 'locales/{locale}.ftl', default: 'en' } }, { 'locales/en.ftl': ftl, 'payloads/p.json': '{"content":"$t(m0)"}' });
};
const bigFluent = (name, message) => {
  let ftl = '';
  for (let i = 0; ftl.length < 3_900_000; i++) ftl += message(i);
  return project(name, { locales: { files: 'locales/{locale}.ftl', default: 'en' } }, { 'locales/en.ftl': ftl, 'payloads/p.json': '{"content":"$t(msg-5)"}' });
};

const cases = [
  ['i18next 30 x 7', i18next(30, 7)],
  ['i18next 200 x 6', i18next(200, 6)],
  ['fluent 10 x 8', fluent(10, 8)],
  ['fluent 40 x 6', fluent(40, 6)],
  ['placeholder 2e9 x 300', project('placeholder', { placeholders: { values: { user: 2_000_000_000 } } }, { 'payloads/p.json': JSON.stringify({ content: '{user}'.repeat(300) }) })],
  ['ftl 3.9 MB plain', bigFluent('ftl-plain', (i) => `msg-${i} = Hello { $user }, this is message number ${i}\n    .title = A title for ${i} { $x }\n`)],
  ['ftl 3.9 MB selects', bigFluent('ftl-selects', (i) => `msg-${i} = { $count ->\n    [one] One item for { $user }\n   *[other] { $count } items for { $user }\n}\n    .title = Title ${i}\n`)],
  ['ftl 3.9 MB multiline', bigFluent('ftl-multiline', (i) => `msg-${i} =\n    A long text that starts on the next line, for { $user },\n    and goes on here.\n    .title = Title ${i}\n\n`)],
];

const rssFile = path.join(scratch, 'rss');
for (const [name, folder] of cases) {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['-r', path.join(here, 'rss.cjs'), bin, 'lint', 'payloads/'], { cwd: folder, encoding: 'utf8', env: { ...process.env, BENCH_RSS_FILE: rssFile } });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const mb = Number(readFileSync(rssFile, 'utf8')) / 1024;
  console.log(`${name.padEnd(24)} ${ms.toFixed(0).padStart(6)} ms ${mb.toFixed(0).padStart(5)} MB  exit ${run.status}`);
}
