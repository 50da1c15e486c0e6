import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/databases.ts';
import type { Db } from './create-database.ts';
import { autovacuumEmbedded } from './embedded-autovacuum.ts';

// Only the embedded database runs this (a PostgreSQL server's own autovacuum would race the checks below).
describe('autovacuum of the embedded database', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await openTestDatabase('pglite')));
  afterAll(async () => close());

  const run = async () => {
    // Statistics reach pg_stat_user_tables at most once a second unless a flush is asked for.
    await sql`select pg_stat_force_next_flush()`.execute(db);
    return (await autovacuumEmbedded(db)).find((done) => done.table === 'login_failures');
  };
  const insertFailures = (from: number, count: number) =>
    sql`insert into login_failures (email, ip)
        select 'user' || g || '@example.ro', '192.0.2.1' from generate_series(${from}::int, ${from + count - 1}::int) g`.execute(db);
  const table = async () =>
    (
      await sql<{ reltuples: number; vacuumed: boolean }>`
        select c.reltuples, s.last_vacuum is not null as vacuumed
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'login_failures'`.execute(db)
    ).rows[0]!;

  it('analyzes a table once enough of it changed, vacuums it once enough rows died, then leaves it alone', async () => {
    await run();
    await insertFailures(1, 40);
    expect(await run()).toBeUndefined();
    await insertFailures(41, 200);
    expect(await run()).toEqual({ table: 'login_failures', vacuumed: false, analyzed: true });
    expect(await table()).toEqual({ reltuples: 240, vacuumed: false });
    expect(await run()).toBeUndefined();

    await sql`delete from login_failures where email like 'user1%'`.execute(db);
    expect(await run()).toEqual({ table: 'login_failures', vacuumed: true, analyzed: true });
    expect(await table()).toEqual({ reltuples: 129, vacuumed: true });
    expect(await run()).toBeUndefined();
  });
});
