import { type Kysely, sql } from 'kysely';

// Matching respects the limits a candidate stated and compares pay on one basis, still from the index alone at a
// million candidates: candidates_matching_idx (0170_earth_distance) gains the limit columns and the pay's basis in
// its include list. The accepted shift patterns are a jsonb list, kept out of 0170's key for its width; a list of at
// most the four patterns (checked here) is a few dozen bytes.
// matching_left_out keeps, per post, the candidates its last matching run left out only because the post breaks a
// limit they stated (the nearest few, see run-matching.ts), so care sees why they were not offered it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table candidates add constraint candidates_shift_patterns_check
      check (jsonb_typeof(accepted_shift_patterns) = 'array' and jsonb_array_length(accepted_shift_patterns) <= 4)`.execute(db);
  await sql`drop index candidates_matching_idx`.execute(db);
  await sql`
    create index candidates_matching_idx on candidates (category, max_distance_in_km)
      include (user_id, sub_category, work_type, city, open_to_relocation, min_salary, max_salary, job_search_status,
        salary_basis, max_garzi_per_month, accepts_nights, accepts_weekends, accepted_shift_patterns)
      where job_search_status in ('ready', 'interviewing')`.execute(db);
  await sql`
    create table matching_left_out (
      need_id integer not null references needs(id) on delete cascade,
      candidate_id integer not null references candidates(user_id) on delete cascade,
      reasons jsonb not null,
      distance_km integer,
      run_at timestamptz not null,
      primary key (need_id, candidate_id)
    )`.execute(db);
  await sql`create index matching_left_out_candidate_idx on matching_left_out (candidate_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists matching_left_out`.execute(db);
  await sql`drop index candidates_matching_idx`.execute(db);
  await sql`
    create index candidates_matching_idx on candidates (category, max_distance_in_km)
      include (user_id, sub_category, work_type, city, open_to_relocation, min_salary, max_salary, job_search_status)
      where job_search_status in ('ready', 'interviewing')`.execute(db);
  await sql`alter table candidates drop constraint if exists candidates_shift_patterns_check`.execute(db);
}
