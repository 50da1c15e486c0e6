import { type Kysely, sql } from 'kysely';

// A company is a team. The company keeps its key (`companies.user_id`, the account that registered it), and every
// person who works for it is a member with a login and a role; the registering account becomes the first owner.
// A person belongs to one company. Posts have an owner and members, which decides what an interviewer sees.
// Invitations are one-time links stored as their SHA-256 with an expiry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table company_members (
      user_id integer primary key references users (id) on delete cascade,
      company_id integer not null references companies (user_id) on delete cascade,
      role text not null check (role in ('owner', 'recruiter', 'interviewer', 'viewer')),
      full_name text not null,
      active boolean not null default true,
      deactivated_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index company_members_company on company_members (company_id, active)`.execute(db);
  await sql`
    insert into company_members (user_id, company_id, role, full_name, created_at)
    select user_id, user_id, 'owner', contact_name, created_at from companies`.execute(db);

  await sql`alter table needs add column owner_id integer references users (id) on delete set null`.execute(db);
  await sql`update needs set owner_id = company_id`.execute(db);
  await sql`
    create table need_members (
      need_id integer not null references needs (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      added_at timestamptz not null default now(),
      primary key (need_id, user_id)
    )`.execute(db);
  await sql`create index need_members_user on need_members (user_id)`.execute(db);

  await sql`
    create table company_invitations (
      id serial primary key,
      company_id integer not null references companies (user_id) on delete cascade,
      email text not null,
      role text not null check (role in ('owner', 'recruiter', 'interviewer', 'viewer')),
      token_hash text not null unique,
      invited_by integer references users (id) on delete set null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      accepted_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index company_invitations_company on company_invitations (company_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists company_invitations`.execute(db);
  await sql`drop table if exists need_members`.execute(db);
  await sql`alter table needs drop column if exists owner_id`.execute(db);
  await sql`drop table if exists company_members`.execute(db);
}
