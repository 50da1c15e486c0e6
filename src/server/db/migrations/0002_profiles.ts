import { type Kysely, sql } from 'kysely';

// Onboarding completion, campaign parameters on page views and mail delivery attempts (after 0001 was shared).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table candidates add column onboarding_completed_at timestamptz`.execute(db);
  await sql`alter table page_views add column utm jsonb not null default '{}'`.execute(db);
  await sql`create index password_resets_user_idx on password_resets (user_id, created_at)`.execute(db);
  await sql`alter table mail_outbox add column attempts integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column attempts`.execute(db);
  await sql`drop index if exists password_resets_user_idx`.execute(db);
  await sql`alter table page_views drop column utm`.execute(db);
  await sql`alter table candidates drop column onboarding_completed_at`.execute(db);
}
