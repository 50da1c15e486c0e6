import { type Kysely, sql } from 'kysely';

// An interviewer's lists keep the posts they own or are a member of: the owner half needs its own index, as the
// member half has need_members_user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists needs_owner on needs (owner_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists needs_owner`.execute(db);
}
