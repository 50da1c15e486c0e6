import type { Factor, FactorInputs } from './explain.ts';

// How an explanation's factors are kept in the database (jsonb, typed by `npm run gen:db`): each factor's verdict
// and points in one column, the values it compared in another, keyed by factor, so a view can leave them out.

/** A factor as stored: its verdict and points; the values it compared are kept apart, under `inputs`. */
export type StoredFactor = Omit<Factor, 'inputs'>;

/** The values each factor compared, keyed by the factor's name. */
export type StoredFactorInputs = Record<string, FactorInputs>;
