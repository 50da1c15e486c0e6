import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { errors } from '../i18n/messages.ts';

/** Where in `value` a string (or an object key) holds U+0000, as zod paths; PostgreSQL stores no NUL in text or jsonb. */
function nulPaths(value: unknown, path: PropertyKey[] = [], found: PropertyKey[][] = []): PropertyKey[][] {
  if (typeof value === 'string') {
    if (value.includes('\0')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, index], found));
  } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) found.push([...path, key]);
      else nulPaths(item, [...path, key], found);
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
