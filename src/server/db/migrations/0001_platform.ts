import { type Kysely, sql } from 'kysely';

// Accounts, sessions, profiles, nomenclatures, page views and the mail outbox.
// Plain SQL: identical on PGlite and PostgreSQL, and readable by anyone who knows PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id integer generated always as identity primary key,
      email text not null unique check (email = lower(btrim(email))),
      password_hash text not null,
      role text not null check (role in ('candidate', 'company', 'care')),
      locale text not null default 'ro-RO',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table sessions (
      id integer generated always as identity primary key,
      user_id integer not null references users(id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      user_agent text,
      ip text
    )`.execute(db);
  await sql`create index sessions_user_idx on sessions (user_id)`.execute(db);

  await sql`
    create table password_resets (
      id integer generated always as identity primary key,
      user_id integer not null references users(id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);

  await sql`
    create table login_failures (
      id integer generated always as identity primary key,
      email text not null,
      ip text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_failures_email_idx on login_failures (email, created_at)`.execute(db);
  await sql`create index login_failures_ip_idx on login_failures (ip, created_at)`.execute(db);

  await sql`
    create table candidates (
      user_id integer primary key references users(id) on delete cascade,
      full_name text not null,
      phone text not null,
      birth_date date,
      category text,
      sub_category text,
      tags jsonb not null default '[]',
      secondary_job_titles jsonb not null default '[]',
      terms_accepted_at timestamptz not null,
      receive_notifications boolean not null default false,
      work_type text check (work_type in ('full_time', 'part_time', 'both')),
      city text,
      work_locations jsonb not null default '[]',
      max_distance_in_km integer check (max_distance_in_km between 0 and 1000),
      open_to_relocation boolean,
      preferred_cities jsonb not null default '[]',
      certification text,
      min_salary integer check (min_salary > 0),
      max_salary integer check (max_salary > 0),
      agree_to_work_abroad boolean,
      preferred_countries jsonb not null default '[]',
      language_level integer check (language_level between 1 and 10),
      experience text,
      schedules jsonb not null default '[]',
      notification_preferences jsonb not null default '[]',
      job_search_status text check (job_search_status in ('ready', 'interviewing', 'not_ready')),
      blacklisted_companies jsonb not null default '[]',
      about text,
      experience_entries jsonb not null default '[]',
      education_entries jsonb not null default '[]',
      availability jsonb not null default '[]',
      onboarding_step integer not null default 0,
      utm jsonb not null default '{}',
      cv_key text,
      cv_name text,
      cv_mime text,
      cv_size integer,
      cv_uploaded_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (min_salary is null or max_salary is null or min_salary <= max_salary)
    )`.execute(db);

  await sql`
    create table companies (
      user_id integer primary key references users(id) on delete cascade,
      name text not null,
      contact_name text not null,
      phone text not null,
      city text,
      kind text,
      address text,
      about text,
      credits integer not null default 0 check (credits >= 0),
      public boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table care_agents (
      user_id integer primary key references users(id) on delete cascade,
      full_name text not null,
      phone text not null
    )`.execute(db);

  await sql`
    create table nomenclatures (
      domain text not null,
      slug text not null,
      label_ro text not null,
      label_en text not null,
      position integer not null,
      data jsonb not null default '{}',
      primary key (domain, slug)
    )`.execute(db);

  await sql`
    create table counties (
      code text primary key,
      slug text not null unique,
      name text not null,
      seat text not null
    )`.execute(db);

  await sql`
    create table cities (
      slug text primary key,
      name text not null,
      search_name text not null,
      county_code text not null references counties(code),
      lat double precision not null,
      lng double precision not null,
      population integer not null
    )`.execute(db);
  await sql`create index cities_search_idx on cities (search_name text_pattern_ops)`.execute(db);

  await sql`
    create table page_views (
      id integer generated always as identity primary key,
      user_id integer references users(id) on delete set null,
      path text not null,
      referrer text,
      locale text,
      created_at timestamptz not null default now(),
      forwarded_at timestamptz
    )`.execute(db);

  await sql`
    create table mail_outbox (
      id integer generated always as identity primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      kind text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      error text
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'page_views',
    'cities',
    'counties',
    'nomenclatures',
    'care_agents',
    'companies',
    'candidates',
    'login_failures',
    'password_resets',
    'sessions',
    'users',
  ]) {
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
  }
}
