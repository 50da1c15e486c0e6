import { type Kysely, sql } from 'kysely';

// Several instances on one PostgreSQL: what used to live in one process moves to the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Uploaded files (CVs) when DATABASE_URL is set: every instance reads what any instance wrote.
  await sql`
    create table stored_files (
      key text primary key,
      data bytea not null,
      updated_at timestamptz not null
    )`.execute(db);

  // Request rate limits without Redis: one fixed window per key (client IP), shared by every instance.
  await sql`
    create table rate_limit_counters (
      key text primary key,
      window_start timestamptz not null,
      hits integer not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limit_counters', 'stored_files']) await sql`drop table if exists ${sql.id(table)}`.execute(db);
}
