import { sql } from 'kysely';
import type { Db } from './create-database.ts';

// PGlite runs no autovacuum daemon: without this, the embedded database never gathers statistics and plans every
// query on default guesses (a candidate name search over 2,400 rows took seconds), and never marks pages all-visible
// for index-only scans. The rules are PostgreSQL's own autovacuum rules with their defaults. A PostgreSQL server's
// autovacuum already does this, so only the embedded database runs it.
const ANALYZE = sql`s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`;
const VACUUM = sql`(s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0))`;

export type Maintained = { table: string; vacuumed: boolean; analyzed: boolean };

/** Vacuums and analyzes the tables that changed enough since their last run; returns what it did. */
export async function autovacuumEmbedded(db: Db): Promise<Maintained[]> {
  const { rows } = await sql<{ schema: string; table: string; vacuum: boolean; analyze: boolean }>`
    select s.schemaname as schema, s.relname as table, ${VACUUM} as vacuum, ${ANALYZE} as analyze
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where ${VACUUM} or ${ANALYZE}
    order by s.relname`.execute(db);
  for (const { schema, table, vacuum, analyze } of rows) {
    const name = sql.table(`${schema}.${table}`);
    await (vacuum ? sql`vacuum ${analyze ? sql`(analyze) ` : sql``}${name}` : sql`analyze ${name}`).execute(db);
  }
  return rows.map(({ table, vacuum, analyze }) => ({ table, vacuumed: vacuum, analyzed: analyze }));
}
