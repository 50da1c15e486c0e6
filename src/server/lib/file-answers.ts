import { z } from 'zod';

// Answers that are not JSON built by a serializer: a file sent as bytes, a text document, an event stream. Fastify
// sends a Buffer (or a string with its own Content-Type) as it is, so these schemas only describe the answer.

/** A file sent as bytes, in one of `types`, e.g. `200: fileAnswer('The document', ['application/pdf'])`. */
export const fileAnswer = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }) }])),
});

/** A text document of one type (an iCalendar file, an event stream). */
export const textAnswer = (description: string, type: string) => ({ description, content: { [type]: { schema: z.string() } } });
