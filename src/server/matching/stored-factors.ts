import type { Explanation, Factor, FactorInputs } from './explain.ts';
import type { Exclusion } from './rank.ts';

// How an explanation's factors are kept in the database (jsonb, typed by `npm run gen:db`): each factor's verdict
// and points in one column, the values it compared in another, keyed by factor, so a view can leave them out.

/** A factor as stored: its verdict and points; the values it compared are kept apart, under `inputs`. */
export type StoredFactor = Omit<Factor, 'inputs'>;

/** An explanation's factors as the factors column keeps them: without the values compared (kept apart, or not at all). */
export const storedFactorsOf = (explanation: Explanation): StoredFactor[] => explanation.factors.map(({ inputs: _inputs, ...f }) => f);

/** The values each factor compared, keyed by the factor's name. */
export type StoredFactorInputs = Record<string, FactorInputs>;

/**
 * Why a matching run did not offer a post to a candidate, as matching_left_out keeps it: every criterion she misses
 * (rank.ts), a licence for the job title that expired, or, when she misses none, that she ranked below those offered.
 */
export type LeftOutReason = Exclusion | 'licenceExpired' | 'rankedBelow';
