import { type Kysely, sql } from 'kysely';

// Recommend-a-friend stops being an open mailer: the friend's address is invited at most once in a while and never
// again once it asked to stop. Per address (a SHA-256 of the normalised address, so neither table holds one in
// clear, and an erasure of the recommender leaves them: they protect the friend): when it was last invited, and
// whether it unsubscribed (the suppression list). Unsubscribe links' tokens are stored hashed, without expiry.
// A recommendation keeps the sender's short note, when its invitation left, or why it was held back. Mails may
// carry headers (List-Unsubscribe).

/** The same normalisation as src/server/recommendations/invitation-address.ts (trimmed, lower case, no +tag). */
const addressHash = (column: string) =>
  sql`encode(sha256(convert_to(regexp_replace(lower(btrim(${sql.ref(column)})), '\\+[^@]*@', '@'), 'UTF8')), 'hex')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invitation_addresses (
      address_hash text primary key,
      last_invited_at timestamptz,
      unsubscribed_at timestamptz
    )`.execute(db);
  await sql`
    create table invitation_unsubscribe_tokens (
      token_hash text primary key,
      address_hash text not null references invitation_addresses (address_hash) on delete cascade,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    alter table recommendations
      add column note text,
      add column invited_at timestamptz,
      add column invitation_withheld text check (invitation_withheld in ('unsubscribed', 'recently-invited', 'links'))`.execute(db);
  // Invitations that already left: their job is done (the job mailed them).
  await sql`
    update recommendations r set invited_at = j.done_at
    from jobs j
    where j.dedup_key = 'friend.invite:' || r.id and j.status = 'done'`.execute(db);
  await sql`
    insert into invitation_addresses (address_hash, last_invited_at)
    select ${addressHash('email')}, max(invited_at) from recommendations where invited_at is not null group by 1`.execute(db);
  // The per-sender limits count a sender's recent recommendations.
  await sql`create index recommendations_recommender_created_idx on recommendations (recommender_id, created_at)`.execute(db);
  await sql`alter table mail_outbox add column headers jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column if exists headers`.execute(db);
  await sql`drop index if exists recommendations_recommender_created_idx`.execute(db);
  await sql`
    alter table recommendations
      drop column if exists note,
      drop column if exists invited_at,
      drop column if exists invitation_withheld`.execute(db);
  await sql`drop table if exists invitation_unsubscribe_tokens`.execute(db);
  await sql`drop table if exists invitation_addresses`.execute(db);
}
