/** An object whose keys can be read one by one: what a JSON body, a driver error or a route's schema part is checked for. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
