/** The values that occur more than once (each repeat listed), for the seed data suites' uniqueness checks. */
export function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}
