import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-database.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * The per-IP request limit on /api. Counted where every instance sees it: Redis when REDIS_URL is set, else the
 * database when it is a PostgreSQL server; the embedded PGlite is one process, so memory is enough there.
 */
export async function registerRateLimit(app: FastifyInstance, options: { config: Config; db: Db; clock: Clock; shared: boolean }): Promise<void> {
  const { config, db, clock } = options;
  if (config.rateLimitPerMinute <= 0) return;
  let backend: { redis: Redis } | { store: ReturnType<typeof databaseRateLimitStore> } | object = {};
  if (config.redisUrl) {
    // Loaded only when configured: a single instance's start does not pay for the client.
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
    redis.on('error', (err: unknown) => app.log.warn({ err }, 'redis (rate limit) unavailable'));
    app.addHook('onClose', async () => void redis.disconnect());
    backend = { redis };
  } else if (options.shared) {
    backend = { store: databaseRateLimitStore(db, clock) };
  }
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api') || request.url.startsWith('/api/health/ready'),
    // A limit store that is down must not take the whole API down with it.
    skipOnError: true,
    ...backend,
  });
}
