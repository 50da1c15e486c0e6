import { sql } from 'kysely';
import type { TestContext } from './databases.ts';

// Scans of the whole schema for a person's data, so a privacy suite finds what a new table or column
// would hold without naming it.

/** Columns that name a user: a foreign key to an account table, or a column named as one (the logs keep no keys). */
export async function tablesWithUserIds(ctx: TestContext): Promise<string[]> {
  const byKey = await sql<{ table_name: string }>`
    select distinct tc.table_name
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
      and ccu.table_name in ('users', 'candidates', 'companies', 'care_agents')`.execute(ctx.db);
  const byName = await sql<{ table_name: string }>`
    select distinct table_name from information_schema.columns
    where table_schema = current_schema() and column_name ~ '^(user|candidate|company|viewer|recommender|actor)_id$'`.execute(ctx.db);
  return [...new Set([...byKey.rows, ...byName.rows].map((r) => r.table_name))].sort();
}

/** Every text-like column of every table (jsonb as its text) holding `value`, as 'table.column'. */
export async function columnsHolding(ctx: TestContext, value: string): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema and t.table_type = 'BASE TABLE'
    where c.table_schema = current_schema() and c.data_type in ('text', 'character varying', 'jsonb', 'json')`.execute(ctx.db);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const hit = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} where strpos(lower(${sql.ref(column)}::text), lower(${value})) > 0`.execute(ctx.db);
    if (hit.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Mails whose attachments (base64 in the outbox; a calendar file's lines unfolded) hold `value`, as 'mail <id>'. */
export async function attachmentsHolding(ctx: TestContext, value: string): Promise<string[]> {
  const mails = await ctx.db.selectFrom('mail_outbox').select(['id', 'attachments']).execute();
  const text = (a: { contentBase64: string }) =>
    Buffer.from(a.contentBase64, 'base64')
      .toString('utf8')
      .replace(/\r\n[ \t]/g, '');
  return mails.filter((m) => m.attachments.some((a) => text(a).toLowerCase().includes(value.toLowerCase()))).map((m) => `mail ${m.id}`);
}
