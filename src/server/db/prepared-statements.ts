import { createHash } from 'node:crypto';
import type { Compilable, Kysely, PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Statements PostgreSQL parses and plans once per connection (named prepared statements) instead of at every
 * execution: the few that every request runs (the session lookup, a process's read and an event's write). Planning
 * them cost PostgreSQL more than running them: about 1.2 of its 2.6 ms CPU per workflow event, on a machine
 * where PostgreSQL and the app share the cores. They find their rows by key, so the generic plan PostgreSQL settles on
 * is the plan it would choose anyway. Opt-in rather than every statement: a list query's best plan depends on its
 * filter values, and each prepared text holds memory in its connection.
 *
 * A prepared statement names its columns (no `*` in what it answers): one whose result columns change under it (a
 * migration adding a column, run by another instance during a rolling deploy) fails until its connection closes.
 * PGlite has no named statements: there it runs as any other statement.
 */
const statementNames = new Map<string, string>();

/** Runs `query` as a prepared statement on PostgreSQL (see above); its rows. `db` may be a transaction. */
export async function executePrepared<DB, O>(db: Kysely<DB>, query: Compilable<O>): Promise<O[]> {
  const compiled = query.compile();
  if (!statementNames.has(compiled.sql)) {
    statementNames.set(compiled.sql, `medilink_${createHash('sha256').update(compiled.sql).digest('hex').slice(0, 32)}`);
  }
  return (await db.executeQuery(compiled)).rows;
}

function isSubmittable<C extends object>(cursor: C): cursor is C & pg.Submittable {
  return 'submit' in cursor && typeof cursor.submit === 'function';
}

/** The pg pool as Kysely's dialect uses it, whose clients send the texts executePrepared ran as named statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pooled client: Kysely keeps its connection state per client object.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(textOrCursor: string | PostgresCursor<R>, values: readonly unknown[] = []): unknown {
      // A cursor (Kysely streams through one only when the dialect is given a cursor class) goes to pg as it is.
      if (typeof textOrCursor !== 'string') {
        if (!isSubmittable(textOrCursor)) throw new TypeError('a cursor given to the pool must be one pg can submit (pg-cursor)');
        return client.query(textOrCursor);
      }
      const name = statementNames.get(textOrCursor);
      return client.query({ ...(name ? { name } : {}), text: textOrCursor, values: [...values] });
    }
    return {
      query,
      release: (destroy?: boolean) => client.release(destroy),
      // The backend's id, which Kysely reads to cancel an aborted query.
      get processID() {
        // pg sets it on every connected client; its type declarations leave it out.
        return 'processID' in client && typeof client.processID === 'number' ? client.processID : undefined;
      },
    };
  };
  return {
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
