import { z } from 'zod';

/** Largest value of PostgreSQL's int4, the type of every serial id and integer column we store. */
export const INT4_MAX = 2_147_483_647;

/**
 * A row id in a JSON body. Bounded by int4: a larger number can name no row, and handed to PostgreSQL it would
 * fail the cast ("out of range for type integer") and become a 500 instead of a field error.
 */
export const bodyId = z.number().int().positive().max(INT4_MAX);

/** A row id in a path or query string (text, coerced), bounded like bodyId. */
export const textId = z.coerce.number().int().positive().max(INT4_MAX);

/** `/things/:id` params. */
export const idParams = z.object({ id: textId });
