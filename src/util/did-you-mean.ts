/**
 * The closest known name to a mistyped one, or undefined when nothing is close.
 * `custom_Id`, `customId` and `custom-id` all find `custom_id`; otherwise an edit distance of at most
 * 2 (1 for short names) counts as close, and last a name that is one word of exactly one known name
 * (`icon` finds `icon_url`).
 */
export function didYouMean(name: string, known: readonly string[]): string | undefined {
  const normal = normalise(name);
  const normals = normalisedNames(known);
  const exact = normals.indexOf(normal);
  if (exact !== -1) return known[exact];
  const allowed = normal.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  known.forEach((candidate, i) => {
    const other = normals[i]!;
    // Lengths further apart than the distance allowed cannot be close: a 4 MB key costs nothing.
    if (Math.abs(other.length - normal.length) > allowed) return;
    const distance = editDistance(normal, other);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  });
  if (best !== undefined) return best;
  const containing = known.filter((_, i) => normals[i]!.split('_').includes(normal));
  return containing.length === 1 ? containing[0] : undefined;
}

/**
 * The known names normalised, once per list: a body of 200,000 unknown keys asks for a suggestion
 * 200,000 times against the same list (7 s of regular expressions in the guard).
 */
const normalisedLists = new WeakMap<readonly string[], string[]>();

function normalisedNames(known: readonly string[]): string[] {
  let normals = normalisedLists.get(known);
  if (!normals) normalisedLists.set(known, (normals = known.map(normalise)));
  return normals;
}

/** camelCase, kebab-case and capitals become snake_case lower case. */
function normalise(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[-\s]+/g, '_');
}

/**
 * Levenshtein distance with adjacent transpositions (optimal string alignment), in three rolling
 * rows: a directive naming 300,000 unknown rules asks for a million distances (a grid of arrays each
 * took 15 s).
 */
export function editDistance(a: string, b: string): number {
  const cols = b.length + 1;
  let before = new Int32Array(cols); // row i - 2
  let previous = new Int32Array(cols); // row i - 1
  let current = new Int32Array(cols);
  for (let j = 0; j < cols; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}
