import { type Kysely, sql } from 'kysely';

// Why each recommendation was made, kept as it was decided: the matching logic's version, the values it compared,
// every factor with its verdict and points, the rank, and what care then decided (validated, rejected, or a factor's
// verdict overridden, with the person and the reason). An automated ranking that places job offers must be
// explainable later and overseen by a person: the log answers both. No foreign key cascades from the candidate: the
// record outlives the process (retention never deletes it) and erasure leaves it, as it holds no identity but her id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table match_explanations (
      id serial primary key,
      need_id integer not null references needs(id),
      candidate_id integer not null references candidates(user_id),
      process_id integer references processes(id),
      source text not null check (source in ('matching', 'care')),
      logic_version integer not null,
      inputs jsonb not null,
      factors jsonb not null,
      rank double precision not null,
      created_at timestamptz not null,
      outcome text check (outcome in ('validated', 'rejected')),
      outcome_reason text,
      validated_by integer references users(id),
      decided_at timestamptz,
      unique (need_id, candidate_id)
    )`.execute(db);
  await sql`create index match_explanations_candidate_idx on match_explanations (candidate_id, created_at)`.execute(db);
  await sql`create index match_explanations_process_idx on match_explanations (process_id)`.execute(db);
  // Every decision a person took on a recommendation, in order: care's validation or rejection, and overrides of a
  // factor's verdict (the reason is required there).
  await sql`
    create table match_explanation_log (
      id serial primary key,
      explanation_id integer not null references match_explanations(id),
      actor_id integer not null references users(id),
      action text not null check (action in ('validated', 'rejected', 'overridden')),
      factor text,
      verdict text check (verdict in ('fits', 'partial', 'breaks', 'unknown')),
      reason text,
      at timestamptz not null
    )`.execute(db);
  await sql`create index match_explanation_log_explanation_idx on match_explanation_log (explanation_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists match_explanation_log`.execute(db);
  await sql`drop table if exists match_explanations`.execute(db);
}
