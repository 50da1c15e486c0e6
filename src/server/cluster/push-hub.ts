import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../db/create-database.ts';
import type { Role } from '../db/types.ts';

export type PushEvent = { id: number; type: string; data: Record<string, unknown> };
export type Audience = { userId: number; role: Role };
type Send = (event: PushEvent) => void;

export interface PushHub {
  /** Live events for this audience from now on; returns the unsubscribe function. */
  subscribe(audience: Audience, send: Send): () => void;
  /** How many subscriptions (open streams) this instance holds. */
  readonly size: number;
  /** What this audience missed after `afterId` (a reconnecting stream's Last-Event-ID), oldest first. */
  replay(audience: Audience, afterId: number, limit?: number): Promise<PushEvent[]>;
  /** The newest id this audience could have seen, the starting point of a stream with no Last-Event-ID. */
  latestId(audience: Audience): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const BATCH = 500;

export type PushHubOptions = {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** PostgreSQL: LISTEN here for the commit-time notifications of every instance. Absent (PGlite): poll. */
  listen?: { url: string; schema: string | undefined };
  /** How often to look for new events without a notification (the only wake-up on PGlite, a safety net on PostgreSQL). */
  pollMs?: number;
};

/** Subscriptions by key (a user's id, or a role): a row reaches its recipients without a look at anyone else's streams. */
class Fanout<K> {
  readonly #byKey = new Map<K, Set<Send>>();
  add(key: K, send: Send): void {
    const set = this.#byKey.get(key);
    if (set) set.add(send);
    else this.#byKey.set(key, new Set([send]));
  }
  delete(key: K, send: Send): void {
    const set = this.#byKey.get(key);
    if (set?.delete(send) && !set.size) this.#byKey.delete(key);
  }
  get(key: K): Iterable<Send> {
    return this.#byKey.get(key) ?? [];
  }
}

/**
 * Fans push_events out to this instance's open streams. Ids grow in commit order (migration 0151_push), so the
 * hub reads "id > last seen" whenever it is woken up — by a NOTIFY from any instance, or by its timer — and
 * never misses nor repeats an event, even if a notification was lost while the LISTEN connection was down.
 */
export function createPushHub(options: PushHubOptions): PushHub {
  const { db, log } = options;
  // Each subscription is under its user (rows for that user) and under its role (rows for every user of the role).
  const byUser = new Fanout<number>();
  const byRole = new Fanout<Role>();
  let size = 0;
  let lastId = 0;
  let reading: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let client: pg.Client | undefined;
  let stopped = false;

  async function readNew(): Promise<void> {
    for (;;) {
      const rows = await db
        .selectFrom('push_events')
        .select(['id', 'user_id', 'role', 'type', 'data'])
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        lastId = row.id;
        const event = { id: row.id, type: row.type, data: row.data };
        for (const send of row.user_id === null ? byRole.get(row.role!) : byUser.get(row.user_id)) send(event);
      }
      if (rows.length < BATCH) return;
    }
  }

  /** One read at a time; a wake-up during a read asks for one more read after it. */
  function wake(): void {
    // Nobody to tell: the next stream replays from the table itself, and the first read then catches up.
    if (stopped || !size) return;
    if (reading) {
      again = true;
      return;
    }
    reading = readNew()
      .catch((err: unknown) => log.error({ err }, 'push events read failed'))
      .finally(() => {
        reading = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  async function connectListener(listen: NonNullable<PushHubOptions['listen']>): Promise<void> {
    const schema = listen.schema ?? 'public';
    // The pg driver is loaded here, on PostgreSQL only: the embedded database never needs it.
    const { default: driver } = await import('pg');
    const c = new driver.Client({ connectionString: listen.url });
    c.on('notification', () => wake());
    c.on('error', (err) => {
      log.warn({ err }, 'push LISTEN connection lost; reconnecting');
      client = undefined;
      c.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connectListener(listen).catch(() => undefined), 1_000).unref();
    });
    await c.connect();
    await c.query(`listen ${driver.escapeIdentifier(`medilink_push_${schema}`)}`);
    client = c;
    // Whatever committed while the connection was down.
    wake();
  }

  return {
    subscribe({ userId, role }, send) {
      // A function of its own, so one user's two tabs (the same `send` twice) are two subscriptions.
      const each: Send = (event) => send(event);
      byUser.add(userId, each);
      byRole.add(role, each);
      size += 1;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        byUser.delete(userId, each);
        byRole.delete(role, each);
        size -= 1;
      };
    },
    get size() {
      return size;
    },
    async replay(audience, afterId, limit = 1_000) {
      const rows = await db
        .selectFrom('push_events')
        .select(['id', 'type', 'data'])
        .where('id', '>', afterId)
        .where((eb) => eb.or([eb('user_id', '=', audience.userId), eb.and([eb('user_id', 'is', null), eb('role', '=', audience.role)])]))
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows;
    },
    async latestId(audience) {
      const row = await db
        .selectFrom('push_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .where((eb) => eb.or([eb('user_id', '=', audience.userId), eb.and([eb('user_id', 'is', null), eb('role', '=', audience.role)])]))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    async start() {
      stopped = false;
      const row = await db
        .selectFrom('push_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      lastId = Number(row?.id ?? 0);
      if (options.listen) await connectListener(options.listen);
      const poll = () => {
        wake();
        timer = setTimeout(poll, options.pollMs ?? (options.listen ? 5_000 : 250));
        timer.unref();
      };
      poll();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await reading;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
