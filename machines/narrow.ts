/**
 * Whether `key` names one of `record`'s own entries: narrows a string from the API, the URL or a schema message to the
 * record's keys (an inherited name such as 'constructor' is not one).
 */
export function isKeyOf<R extends object>(record: R, key: PropertyKey): key is keyof R {
  return Object.hasOwn(record, key);
}

/** Whether `value` is a plain object (not null, not an array), whose properties may then be read and checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is one of `list`'s members: narrows a loose value to the list's union. */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value);
}
