import { PAGE_SIZE } from './page-size';

// Typed search params of each route (spec §2, §5). Every schema accepts anything the URL can hold and
// never throws: an invalid value falls back to its default (or is dropped), so a hand-edited link still
// opens the page. Plain functions rather than zod: the list and offer pages read their URL on their first paint,
// and zod (some 24 KB gzip) would have to arrive before it.

/** One param's reading: the raw value (a string, or undefined when absent) in, the typed value out; never throws. */
type Field<T> = (value: unknown) => T;

/** The keys whose reading may be undefined are optional in the output, as with zod's `.optional()`. */
type Output<F extends Record<string, Field<unknown>>> = {
  [K in keyof F as undefined extends ReturnType<F[K]> ? never : K]: ReturnType<F[K]>;
} & {
  [K in keyof F as undefined extends ReturnType<F[K]> ? K : never]?: Exclude<ReturnType<F[K]>, undefined>;
};

export interface SearchSchema<T> {
  parse(record: Record<string, unknown>): T;
}

/** What a schema reads a URL into. */
export type SearchOf<S> = S extends SearchSchema<infer T> ? T : never;

function schema<F extends Record<string, Field<unknown>>>(fields: F): SearchSchema<Output<F>> {
  return {
    parse(record) {
      const output: Record<string, unknown> = {};
      for (const [key, read] of Object.entries(fields)) {
        const value = read(record[key]);
        // An absent or dropped value leaves no key, so a query key built from the output matches a hand-written one.
        if (value !== undefined) output[key] = value;
      }
      return output as Output<F>;
    },
  };
}

/** A non-negative integer, or the fallback when missing or invalid ('abc', '-3', '2.5'). */
const count =
  (fallback: number): Field<number> =>
  (value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : fallback;
  };

const optionalNumber: Field<number | undefined> = (value) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined;
  return n !== undefined && Number.isFinite(n) ? n : undefined;
};

const optionalText: Field<string | undefined> = (value) => (typeof value === 'string' && value !== '' ? value : undefined);

/** `cancel=true`, `finalize=true`: only the literal 'true' switches the flag on. */
const flag: Field<boolean> = (value) => value === 'true';

export const offersSearchSchema = schema({
  limit: count(PAGE_SIZE),
  offset: count(0),
  need__archived: optionalNumber,
  city_in: optionalText,
  category_in: optionalText,
  subcategory_in: optionalText,
  salary_min: optionalText,
  salary_max: optionalText,
});

export const offerSearchSchema = schema({
  cancel: flag,
  reject: flag,
  redirect_source: optionalText,
});

export const offerRejectSearchSchema = schema({
  redirect_source: optionalText,
  auto_reject: (value): number => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isFinite(n) ? n : 1;
  },
});

export const candidatesSearchSchema = schema({
  limit: count(PAGE_SIZE),
  offset: count(0),
  city_in: optionalText,
  desired_salary_min: optionalText,
  desired_salary_max: optionalText,
  name_contains: optionalText,
  category_in: optionalText,
  subcategory_in: optionalText,
});

export const needCandidateSearchSchema = schema({
  cancel: flag,
  finalize: flag,
});

export const loginSearchSchema = schema({ redirect: optionalText });

export const onboardingSearchSchema = schema({
  utm_content: optionalText,
  utm_campaign: optionalText,
  utm_source: optionalText,
  utm_medium: optionalText,
  http_referrer: optionalText,
  // "number or numeric string": 1-based wizard step; anything else means "where the candidate left off".
  step: (value): number | undefined => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isInteger(n) && n >= 1 ? n : undefined;
  },
  email: optionalText,
  name: optionalText,
});

/** Reads URLSearchParams through a schema (repeated keys keep their first value). */
export function parseSearch<T>(schema: SearchSchema<T>, search: URLSearchParams | string): T {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const record: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in record)) record[key] = value;
  return schema.parse(record);
}
