/**
 * The folders the client grants (MCP's roots): the only places the server reads files from. A path
 * is checked twice: as written (resolved against the first root), before anything on disk is
 * touched, so that nothing is learnt of a file outside the roots; then with its links resolved, so
 * that a link inside a root cannot lead out of it. A client that does not offer roots has the
 * server's working folder (where it started the server) as its one root.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeControls } from '../util/escape-text.js';

/** Asks the client for its roots (`roots/list`); undefined when the client offers none. */
export type RootLister = () => Promise<readonly { uri: string }[]> | undefined;

/** A path the client may not read, or one that does not resolve: the message says which and why. */
export class PathRefused extends Error {}

export class Roots {
  private cached: Promise<string[]> | undefined;
  /** Whether the roots are the client's (roots/list) or, for a client that offers none, the server's working folder. */
  private fromClient = true;

  constructor(
    private readonly listRoots: RootLister,
    private readonly fallback: string,
  ) {}

  /** The client said its roots changed (`notifications/roots/list_changed`). */
  invalidate(): void {
    this.cached = undefined;
  }

  /** The root folders, absolute and with links resolved. */
  list(): Promise<string[]> {
    return (this.cached ??= this.fetch().catch((error: unknown) => {
      this.cached = undefined; // asked again next time
      throw new PathRefused(`The client's roots could not be read (${error instanceof Error ? error.message : String(error)}), so no file can be read.`);
    }));
  }

  private async fetch(): Promise<string[]> {
    const asked = this.listRoots();
    this.fromClient = asked !== undefined;
    if (!asked) return [real(this.fallback)];
    const folders: string[] = [];
    for (const root of await asked) {
      if (typeof root.uri !== 'string' || !root.uri.startsWith('file:')) continue;
      try {
        folders.push(real(fileURLToPath(root.uri)));
      } catch {
        // A root that is no local path (file://host/...) grants nothing.
      }
    }
    return folders;
  }

  /**
   * The file `input` names (absolute, relative to the first root, or a file: URL), with links
   * resolved, and the root it lies in. Throws PathRefused outside the roots.
   */
  async resolve(input: string): Promise<{ file: string; root: string }> {
    const roots = await this.list();
    if (roots.length === 0) throw new PathRefused(`${JSON.stringify(input)} cannot be read: the client granted no roots (folders the server may read). Pass the payload as "text" instead.`);
    let written: string;
    try {
      written = input.startsWith('file:') ? fileURLToPath(input) : path.resolve(roots[0]!, input);
    } catch {
      throw new PathRefused(`${JSON.stringify(input)} is not a file path or file: URL.`);
    }
    const refused = () =>
      new PathRefused(
        this.fromClient
          ? `${JSON.stringify(input)} is outside the roots the client granted (${roots.join(', ')}); the server reads files only inside them. Pass the payload as "text" instead.`
          : `${JSON.stringify(input)} is outside the folder the server was started in (${roots.join(', ')}): the client offers no roots, so the server reads files only there. Pass the payload as "text", or start the server in the project's folder.`,
      );
    if (!roots.some((root) => isWithin(written, root))) throw refused();
    let file: string;
    try {
      file = real(written);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new PathRefused(code === 'ENOENT' || code === 'ENOTDIR' ? `No such file: ${escapeControls(input)}` : `${escapeControls(input)} cannot be read: ${escapeControls((error as Error).message)}`);
    }
    const root = roots.find((r) => isWithin(file, r));
    if (!root) throw refused();
    return { file, root };
  }

  /** Whether `file` (absolute) lies inside a root, as written: a name given with a text, whose folder's config may then be read. */
  async contains(file: string): Promise<string | undefined> {
    const roots = await this.list().catch(() => []);
    const root = roots.find((r) => isWithin(file, r));
    if (!root) return undefined;
    try {
      const folder = real(path.dirname(file));
      return isWithin(folder, root) ? root : undefined;
    } catch {
      return undefined;
    }
  }
}

function real(file: string): string {
  return realpathSync.native(file);
}

/** `file` is `root` or lies below it. */
export function isWithin(file: string, root: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}
