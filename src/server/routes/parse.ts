import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { errors } from '../i18n/messages.ts';

/** A value still to look at (or, with `nulKey`, an object key found holding NUL), and where it sits. */
type Visit = { value: unknown; key?: PropertyKey; parent?: Visit; nulKey?: true };

/** The zod path of a visited value: its keys from the root, read back through the parents. */
function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}

/**
 * Where in `value` a string (or an object key) holds U+0000, as zod paths; PostgreSQL stores no NUL in text or jsonb.
 * A loop over a stack of its own, each value pointing at its parent: however deep the input, no call stack to overflow
 * and no path copied per level, so it costs the size of the value (the JSON parser bounds its depth too).
 */
function nulPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: Visit[] = [{ value }];
  while (pending.length) {
    const visit = pending.pop()!;
    const item = visit.value;
    if (visit.nulKey) found.push(pathOf(visit));
    else if (typeof item === 'string') {
      if (item.includes('\0')) found.push(pathOf(visit));
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) pending.push({ value: item[index], key: index, parent: visit });
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      // Children are pushed in reverse, so what they hold is reported in their order.
      for (const [key, child] of Object.entries(item).reverse()) {
        pending.push({ value: child, key, parent: visit, ...(key.includes('\0') ? { nulKey: true as const } : {}) });
      }
    }
  }
  return found;
}

/**
 * The one refinement every text input passes (bodies, query strings, path params, headers, array items, nested
 * objects): no NUL character. Without it the text reaches PostgreSQL, which refuses it ("invalid byte sequence")
 * and the request ends in a 500; here it is a field error on the field that holds it.
 */
export const withoutNul = z.unknown().superRefine((value, ctx) => {
  for (const path of nulPaths(value)) ctx.addIssue({ code: 'custom', path, message: errors.nulCharacter.id, input: value });
});

/** Parses user input; a failure throws the ZodError that the error handler turns into a translated 400. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = withoutNul.pipe(schema).safeParse(data, { reportInput: true });
  if (!result.success) throw result.error;
  return result.data as z.output<S>;
}

/**
 * Fastify's validator for the zod schemas routes declare (`schema: { params, querystring, body }`): the same parse
 * as parseInput, so a failure is the ZodError the error handler turns into the usual translated 400 with field
 * errors, and the handler receives the parsed (coerced, trimmed, defaulted) value.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = withoutNul.pipe(schema).safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: result.error };
  };
