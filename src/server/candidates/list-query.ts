import { z } from 'zod';
import { keysetCursor } from '../lib/keyset.ts';

// Spec §2 search params of /candidates/. Paging falls back to the defaults on bad input (the client's own
// rule); lists are comma-separated slugs.
const list = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? [
          ...new Set(
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ].slice(0, 50)
      : [],
  );
const lei = z.coerce.number().int().nonnegative().max(1_000_000).optional();

export const candidatesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  // Invalid → 0; past the end → an empty page (not the first one).
  offset: z.coerce.number().int().min(0).catch(0).default(0),
  // Deep pages: the previous page's next_before; offset then counts from there.
  before: keysetCursor.optional(),
  name_contains: z.string().trim().max(100).optional(),
  city_in: list,
  category_in: list,
  subcategory_in: list,
  desired_salary_min: lei,
  desired_salary_max: lei,
});
export type CandidatesQuery = z.output<typeof candidatesQuerySchema>;

/** Counting stops here: beyond it the list says "more than 1,000" (an exact count over large data costs a scan). */
export const COUNT_CAP = 1000;
