import fc from 'fast-check';

type Schema = Record<string, unknown>;
export type Resolve = (schema: Schema) => Schema;

/** A list holding a list … `depth` times: what used to overflow the stack of the server's NUL check. */
export const nestedList = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
};

/** Values no field should accept, and the ones that used to reach PostgreSQL and fail there (NUL, > int4, deep nesting). */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e300, -1, 0, 0.5, Number.MAX_SAFE_INTEGER),
  fc.constantFrom('\u0000', 'a\u0000b', '2147483648', '', ' ', 'x'.repeat(5000), '1e400', 'null', '../../etc/passwd', '<script>'),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  // 2000 levels stay under the path parameter bound (16 KB) once percent-encoded.
  fc.constantFrom(nestedList(40), nestedList(2000), { a: nestedList(2000) }),
);

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  date: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
  uri: fc.webUrl(),
};

/** A value the schema allows (best effort: enough to get past validation into the service most of the time). */
export function validValue(schema: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (depth > 4) return fc.constant(null);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if ('const' in s) return fc.constant(s.const);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key])) return fc.oneof(...(s[key] as Schema[]).map((x) => validValue(x, resolve, depth + 1)));
  }
  if (Array.isArray(s.allOf)) {
    const merged = (s.allOf as Schema[]).map(resolve).reduce<Schema>(
      (acc, part) => ({
        ...acc,
        ...part,
        properties: { ...(acc.properties as object), ...(part.properties as object) },
        required: [...((acc.required as string[]) ?? []), ...((part.required as string[]) ?? [])],
      }),
      {},
    );
    return validValue(merged, resolve, depth + 1);
  }
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string | undefined);
  switch (type) {
    case 'string': {
      if (typeof s.format === 'string' && FORMATS[s.format]) return FORMATS[s.format]!;
      const maxLength = Math.min(Number(s.maxLength ?? 40), 60);
      const minLength = Math.min(Number(s.minLength ?? 0), maxLength);
      return fc.string({ minLength, maxLength });
    }
    case 'integer':
    case 'number': {
      const min = Number(s.minimum ?? 0);
      const max = Number(s.maximum ?? Math.max(min + 1000, 10_000));
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31 - 1)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue((s.items as Schema) ?? {}, resolve, depth + 1), { maxLength: Math.min(Number(s.maxItems ?? 3), 3) });
    case 'object':
    case undefined: {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      if (!Object.keys(properties).length) return type === 'object' ? fc.constant({}) : fc.constant(null);
      const required = (s.required ?? []) as string[];
      const record = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, validValue(v, resolve, depth + 1)]));
      return fc.record(record, { requiredKeys: required.filter((k) => k in properties) });
    }
    default:
      return fc.constant(null);
  }
}

/** The valid value, or one broken the ways clients break them: a field replaced by junk, dropped, or added. */
export function fuzzedValue(schema: Schema, resolve: Resolve): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema, resolve) },
    {
      weight: 4,
      arbitrary: fc.tuple(validValue(schema, resolve), fc.string({ maxLength: 12 }), junk, fc.nat(5)).map(([value, key, bad, pick]) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad;
        const copy = { ...(value as Record<string, unknown>) };
        const keys = Object.keys(copy);
        const target = keys.length ? keys[pick % keys.length]! : key;
        if (pick === 0 && keys.length) delete copy[target];
        else if (pick === 1) copy[key || 'extra'] = bad;
        else copy[target] = bad;
        return copy;
      }),
    },
    { weight: 1, arbitrary: junk },
  );
}
