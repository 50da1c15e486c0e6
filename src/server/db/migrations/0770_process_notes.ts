import { type Kysely, sql } from 'kysely';

// A company's internal notes on a process (an interviewer's impressions, a recruiter's reminder): the company's and
// care's to read, never the candidate's in the product (her data export holds them). The author stays a user id: a
// member erased or turned off keeps their notes, named as the process history names them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table process_notes (
      id serial primary key,
      process_id integer not null references processes (id) on delete cascade,
      company_id integer not null references companies (user_id) on delete cascade,
      author_id integer not null references users (id),
      text text not null check (char_length(text) between 1 and 2000),
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index process_notes_process on process_notes (process_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists process_notes`.execute(db);
}
