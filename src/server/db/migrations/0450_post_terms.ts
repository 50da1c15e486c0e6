import { type Kysely, sql } from 'kysely';

// A post states its terms before anyone is asked to an interview: the pay range is gross monthly LEI for its normă,
// and the working time is structured so matching can respect a candidate's limits. Posts written before keep null
// terms (every process goes on); the company completes them before the post's next offer goes out.
// A candidate states the limits matching must respect, and the basis (net or gross) of her desired pay; the
// profile has always asked a net figure, so existing rows say net.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table needs
      add column norma text check (norma in ('full', 'part')),
      add column hours_per_week integer check (hours_per_week between 1 and 40),
      add column shift_pattern text check (shift_pattern in ('day', '12h', '24h', 'rotating')),
      add column garzi_per_month integer check (garzi_per_month between 0 and 31),
      add column garda_pay integer check (garda_pay > 0),
      add column garda_kind text,
      add column night_work boolean,
      add column weekend_work boolean,
      add column start_date date,
      add column contract_kind text check (contract_kind in ('undetermined', 'determined')),
      add column contract_months integer check (contract_months between 1 and 60),
      add column probation_days integer check (probation_days between 0 and 120)`.execute(db);
  await sql`
    alter table candidates
      add column max_garzi_per_month integer check (max_garzi_per_month between 0 and 31),
      add column accepts_nights boolean,
      add column accepts_weekends boolean,
      add column accepted_shift_patterns jsonb not null default '[]'::jsonb,
      add column salary_basis text not null default 'net' check (salary_basis in ('net', 'gross'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table candidates
      drop column if exists max_garzi_per_month, drop column if exists accepts_nights,
      drop column if exists accepts_weekends, drop column if exists accepted_shift_patterns,
      drop column if exists salary_basis`.execute(db);
  await sql`
    alter table needs
      drop column if exists norma, drop column if exists hours_per_week, drop column if exists shift_pattern,
      drop column if exists garzi_per_month, drop column if exists garda_pay, drop column if exists garda_kind,
      drop column if exists night_work, drop column if exists weekend_work, drop column if exists start_date,
      drop column if exists contract_kind, drop column if exists contract_months, drop column if exists probation_days`.execute(db);
}
