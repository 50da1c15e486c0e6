import type { z } from 'zod';

/** Parses user input; a failure throws the ZodError that the error handler turns into a translated 400. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw result.error;
  return result.data;
}
