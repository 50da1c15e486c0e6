import { type Kysely, sql } from 'kysely';

// Care's archived list finds processes by the candidate's email: a trigram index lets "contains" read a
// few index entries instead of every user. Like the name index (0020_company), only where pg_trgm is installed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const trgm = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = trgm.rows[0]?.schema;
  if (schema) await sql`create index if not exists users_email_trgm_idx on users using gin (email ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_email_trgm_idx`.execute(db);
}
