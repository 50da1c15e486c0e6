import { sql, type Kysely } from 'kysely';

// A candidate's licence to practise ("aviz de liberă practică") for each regulated job title of the
// profile, issued by the professional body of that title (src/server/licences/bodies.ts). Care checks it in the
// phone screen (care.validate) and the verification columns record how; changing the licence clears them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table candidate_licences (
      candidate_id integer not null references candidates (user_id) on delete cascade,
      job_title text not null,
      body text not null,
      number text not null,
      issued_on date not null,
      expires_on date not null,
      document_key text,
      document_name text,
      document_mime text,
      document_size integer,
      document_uploaded_at timestamptz,
      verified_at timestamptz,
      verified_by integer references users (id) on delete set null,
      verification_method text check (verification_method in ('document', 'register')),
      register_reference text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (candidate_id, job_title),
      check (expires_on > issued_on),
      check ((verified_at is null) = (verification_method is null))
    )`.execute(db);
  // The expiry job and matching look licences up by date.
  await sql`create index candidate_licences_expiry_idx on candidate_licences (expires_on)`.execute(db);
  // Care reading a licence document is logged like reading the CV.
  await sql`alter table candidate_access_log drop constraint candidate_access_log_what_check`.execute(db);
  await sql`alter table candidate_access_log add constraint candidate_access_log_what_check check (what in ('profile', 'cv', 'licence'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from candidate_access_log where what = 'licence'`.execute(db);
  await sql`alter table candidate_access_log drop constraint candidate_access_log_what_check`.execute(db);
  await sql`alter table candidate_access_log add constraint candidate_access_log_what_check check (what in ('profile', 'cv'))`.execute(db);
  await sql`drop table if exists candidate_licences`.execute(db);
}
