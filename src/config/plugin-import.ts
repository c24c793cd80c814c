/**
 * How a plugin's module file is loaded, whatever the project's module type says:
 * - import() first, as Node would load it (ESM or CommonJS by extension and "type");
 * - a `.js` plugin written with `import`/`export` in a CommonJS project ("type": "commonjs", or no
 *   "type", npm's default) is loaded as an ES module all the same, through a module hook;
 * - in the standalone binary, whose script has no dynamic import callback (Node's single executable
 *   applications), import() runs in a vm.Script given Node's default loader
 *   (vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER, Node 20.12+), so plugins load as they do
 *   under Node. Failing that, require() loads CommonJS plugins and, through require(esm), ES modules
 *   without top-level await.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import vm from 'node:vm';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

declare const CORDLINT_STANDALONE: boolean | undefined;
const isStandalone = () => typeof CORDLINT_STANDALONE !== 'undefined' && CORDLINT_STANDALONE;
/** The code-cached lint script (src/cli/code-cache.ts) has no dynamic import callback: the ES module running it passes its import(). */
declare const __cordlintImport: ((url: string) => Promise<unknown>) | undefined;

/** The marker on the URLs of modules loaded as ES modules against their package's "type". */
const AS_MODULE = 'cordlint-as-module';

export async function importPlugin(file: string): Promise<Record<string, unknown>> {
  // Straight to the hook when it is plainly needed: Node's failed first try would print a warning.
  if (looksLikeEsmInCommonJs(file)) return importAsModule(file);
  try {
    return await dynamicImport(pathToFileURL(file).href);
  } catch (error) {
    if (isMissingDynamicImport(error)) return requirePlugin(file);
    if (isEsmSyntaxInCommonJs(error) && /\.js$/i.test(file)) return importAsModule(file);
    throw error;
  }
}

function requirePlugin(file: string): Record<string, unknown> {
  try {
    const loaded = createRequire(file)(file) as unknown;
    return (typeof loaded === 'object' && loaded !== null ? loaded : { default: loaded }) as Record<string, unknown>;
  } catch (error) {
    if (isEsmSyntaxInCommonJs(error) || (error as NodeJS.ErrnoException).code === 'ERR_REQUIRE_ASYNC_MODULE') {
      const reason = (error as NodeJS.ErrnoException).code === 'ERR_REQUIRE_ASYNC_MODULE' ? 'uses top-level await' : 'is an ES module in a CommonJS package';
      throw new Error(`the plugin ${reason}, which the standalone binary cannot load: rename it to .mjs${reason.includes('await') ? ' and drop the top-level await' : ''}, or run cordlint with Node (npx cordlint)`);
    }
    throw error;
  }
}

let hookRegistered = false;

/** Imports `file` (and the relative `.js` modules it imports) as ES modules, through a load hook. */
async function importAsModule(file: string): Promise<Record<string, unknown>> {
  if (!hookRegistered) {
    if (typeof register !== 'function') throw new Error('this Node.js has no module.register(): rename the plugin to .mjs');
    register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);
    hookRegistered = true;
  }
  const url = pathToFileURL(file);
  url.searchParams.set(AS_MODULE, '1');
  return dynamicImport(url.href);
}

let importInScript: ((url: string) => Promise<Record<string, unknown>>) | undefined;

/** import(), also where the calling script has no dynamic import callback (the standalone binary). */
async function dynamicImport(url: string): Promise<Record<string, unknown>> {
  if (typeof __cordlintImport === 'function') return (await __cordlintImport(url)) as Record<string, unknown>;
  if (!isStandalone()) return (await import(url)) as Record<string, unknown>;
  if (!importInScript) {
    const loader = (vm.constants as unknown as { USE_MAIN_CONTEXT_DEFAULT_LOADER?: unknown } | undefined)?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
    if (!loader) return (await import(url)) as Record<string, unknown>; // fails, and importPlugin falls back to require()
    quietLoaderWarning();
    importInScript = new vm.Script('(url) => import(url)', { importModuleDynamically: loader as never }).runInThisContext() as typeof importInScript;
  }
  return importInScript!(url);
}

/** Runs in Node's hooks thread: the marked URL, and the relative .js files it imports, load as modules. */
const HOOKS = `
const MARK = ${JSON.stringify(AS_MODULE)};
const marked = (url) => typeof url === 'string' && url.startsWith('file:') && new URL(url).searchParams.has(MARK);
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (marked(context.parentURL) && resolved.url.startsWith('file:') && /\\.js$/i.test(new URL(resolved.url).pathname) && (specifier.startsWith('.') || specifier.startsWith('/'))) {
    const url = new URL(resolved.url);
    url.searchParams.set(MARK, '1');
    return { ...resolved, url: url.href, format: 'module' };
  }
  return resolved;
}
export async function load(url, context, next) {
  if (!marked(url)) return next(url, context);
  const loaded = await next(url, { ...context, format: 'module' });
  return { ...loaded, format: 'module' };
}
`;

function isMissingDynamicImport(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING' || code === 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG' || /dynamic import callback was not specified/i.test(String((error as Error)?.message));
}

/** The errors Node gives for `import`/`export` in a file it reads as CommonJS. */
function isEsmSyntaxInCommonJs(error: unknown): boolean {
  if (!(error instanceof SyntaxError)) return false;
  return /Cannot use import statement outside a module|Unexpected token 'export'|import\.meta.*outside a module/.test(error.message);
}

/** A `.js` file with top-level import/export statements whose package is not "type": "module". */
function looksLikeEsmInCommonJs(file: string): boolean {
  if (!/\.js$/i.test(file) || packageTypeOf(file) === 'module') return false;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  return /^\s*(?:import\s*[\w{*'"]|export\s+(?:default|const|let|var|function|class|async|\{|\*))/m.test(text) && !/\brequire\s*\(|module\.exports/.test(text);
}

/** The "type" of the nearest package.json above `file`, as Node reads it. */
function packageTypeOf(file: string): string | undefined {
  for (let directory = path.dirname(file); ; directory = path.dirname(directory)) {
    const manifest = path.join(directory, 'package.json');
    if (existsSync(manifest)) {
      try {
        const type = (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type;
        return typeof type === 'string' ? type : undefined;
      } catch {
        return undefined;
      }
    }
    if (path.dirname(directory) === directory) return undefined;
  }
}

/** Node calls the loader option experimental on every use; it is how the binary imports plugins, not the user's concern. */
function quietLoaderWarning(): void {
  const emit = process.emitWarning.bind(process);
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (String(warning instanceof Error ? warning.message : warning).includes('USE_MAIN_CONTEXT_DEFAULT_LOADER')) return;
    (emit as (...args: unknown[]) => void)(warning, ...rest);
  }) as typeof process.emitWarning;
}
