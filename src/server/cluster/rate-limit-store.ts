import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/create-database.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** One fixed window per key, counted in one statement so concurrent instances never lose a hit. */
export async function countHit(db: Db, key: string, now: Date, windowMs: number): Promise<{ current: number; ttl: number }> {
  const expired = sql<boolean>`rate_limit_counters.window_start <= ${new Date(now.getTime() - windowMs)}`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when ${expired} then 1 else rate_limit_counters.hits + 1 end`,
        window_start: sql`case when ${expired} then ${now} else rate_limit_counters.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, new Date(row.window_start).getTime() + windowMs - now.getTime()) };
}

/** Windows that ended long ago count for nothing; the housekeeping timer forgets them. */
export async function pruneRateLimitCounters(db: Db, now: Date, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', new Date(now.getTime() - olderThanMs))
    .execute();
}

/**
 * A @fastify/rate-limit store on the database, for clusters without Redis: the limit holds across instances.
 * The plugin constructs stores itself, so the database and the clock are bound in a class made here.
 */
export function databaseRateLimitStore(db: Db, clock: Clock, prefix = 'api:'): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly scope = prefix,
    ) {}
    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, this.scope + key, clock.now(), timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }
    child(routeOptions: { path: string; prefix: string }): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(undefined, `${this.scope}${routeOptions.prefix}${routeOptions.path}:`);
    }
  };
}
