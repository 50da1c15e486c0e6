import { type RawBuilder, sql } from 'kysely';

// One distance for matching and the candidate profile: earthdistance's great circle on its sphere (0170_earth_distance).

/** A city row's point on the earth (cities.point, ll_to_earth of its coordinates; GiST-indexed). */
export const cityPoint = (table: string): RawBuilder<unknown> => sql`${sql.ref(`${table}.point`)}::earth`;

/** Great-circle distance in km between two points. */
export const distanceKm = (a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<number> => sql<number>`earth_distance(${a}, ${b}) / 1000`;
