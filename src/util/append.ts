/**
 * Appends `items` to `target` one by one. `target.push(...items)` passes every item as an argument
 * and throws a RangeError past about 100,000 of them: findings and nodes of a large file get there.
 */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}
