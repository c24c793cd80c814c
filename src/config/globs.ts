import picomatch from 'picomatch';

const compiled = new Map<string, (path: string) => boolean>();

/**
 * Whether a path (relative to the config's folder, with `/`) matches a list of globs, as
 * .gitignore reads them: a pattern without `/` matches at any depth (`*.yaml`, `legacy`), one with
 * `/` is relative to the config's folder (`src/legacy/**`, a leading `/` anchors it), and a pattern
 * that matches a folder matches everything in it. `!pattern` takes back what earlier patterns matched.
 */
export function matchesGlobs(patterns: readonly string[], relativePath: string): boolean {
  let matched = false;
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    const pattern = negated ? raw.slice(1) : raw;
    if (negated ? matched && matches(pattern, relativePath) : !matched && matches(pattern, relativePath)) matched = !negated;
  }
  return matched;
}

function matches(pattern: string, relativePath: string): boolean {
  const test = matcherOf(pattern);
  // The file itself, or one of the folders it is in.
  const parts = relativePath.split('/');
  for (let end = parts.length; end > 0; end--) {
    if (test(parts.slice(0, end).join('/'))) return true;
  }
  return false;
}

function matcherOf(pattern: string): (path: string) => boolean {
  let test = compiled.get(pattern);
  if (!test) {
    let glob = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
    if (glob.startsWith('/')) glob = glob.slice(1);
    else if (!glob.includes('/')) glob = `**/${glob}`;
    test = picomatch(glob, { dot: true });
    compiled.set(pattern, test);
  }
  return test;
}
