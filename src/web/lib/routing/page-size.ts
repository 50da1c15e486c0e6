/** A list's page size when the URL names none (spec §2 `limit`). Apart from search-params.ts so the route loaders that
 * prefetch a plain list's first page need not load the URL parser (zod). */
export const PAGE_SIZE = 10;
