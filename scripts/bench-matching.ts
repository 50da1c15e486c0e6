/**
 * npm run bench:matching — one need's matching run at scale. Seeds 1,000,000 candidates on PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL; own schema, dropped after), or 100,000 on PGlite without a URL, set-based
 * (generate_series), then times runNeedMatching for needs of a few job titles and cities and prints p50/p95 with
 * how many candidates were ranked, then the run's parts apart. The run offers nobody (top N = 0), so every run ranks
 * the same candidates. BENCH_ROWS overrides the size, BENCH_RUNS the runs per need. `npm run bench:matching:compare`
 * runs it beside the matching of before explanations.
 */
import { sql } from 'kysely';
import { createDatabase, type Db } from '../src/server/db/create-database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedReferenceData } from '../src/server/db/seed/reference-data.ts';
import type { OpsDeps } from '../src/server/jobs/deps.ts';
import { runNeedMatching } from '../src/server/matching/run-matching.ts';
import { loadMatchNeed } from '../src/server/matching/need-repository.ts';
import { loadMatchCandidates } from '../src/server/matching/repository.ts';
import { rankCandidates } from '../src/server/matching/rank.ts';
import { recordLeftOut } from '../src/server/matching/left-out.ts';
import { todayOf } from '../src/server/licences/licences.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * `rows` candidates over every job title and city: reaches of 10 to 100 km, one in ten open to relocation, one named
 * city each, a third not looking for a job, salary ranges from 3,000 to 13,000 lei. One company with a need per
 * (job title, city) case.
 */
async function seed(db: Db, rows: number) {
  const arr = (items: string[]) => sql`array[${sql.join(items.map((i) => sql.lit(i)))}]::text[]`;
  const cities = (await db.selectFrom('cities').select('slug').orderBy('slug').execute()).map((r) => r.slug);
  const titles = (await db.selectFrom('nomenclatures').select('slug').where('domain', '=', 'functions').orderBy('slug').execute()).map((r) => r.slug);
  await sql`
    insert into users (email, password_hash, role)
    select 'bench-' || g || '@bench.test', 'x', 'candidate' from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into candidates (user_id, full_name, phone, terms_accepted_at, city, category, work_type, max_distance_in_km,
      open_to_relocation, preferred_cities, min_salary, max_salary, job_search_status, onboarding_completed_at)
    select u.id, 'Candidat ' || u.id, '+40700000001', now(), (${arr(cities)})[1 + (u.id * 7) % ${cities.length}],
      (${arr(titles)})[1 + (u.id * 5) % ${titles.length}], (array['full_time', 'part_time', 'both'])[1 + u.id % 3],
      10 + (u.id % 10) * 10, u.id % 10 = 0, jsonb_build_array((${arr(cities)})[1 + (u.id * 13) % ${cities.length}]),
      3000 + (u.id % 40) * 250, 5000 + (u.id % 40) * 200, (array['ready', 'interviewing', 'not_ready'])[1 + u.id % 3], now()
    from users u where u.email like 'bench-%'`.execute(db);
  // Stated limits and pay bases drawn per candidate from a seeded distribution (the same on every run and database):
  // u(salt) is a uniform number in [0, 1) from a hash of her id, so the draws are independent of the id's residues
  // (the job title, city and reach above are taken by id modulo) and of each other. The shares are assumptions for a
  // Romanian medical job board: most people think of pay in net, about a third state no working-time limits, and
  // one who refuses nights accepts at most day shifts.
  const u = (salt: string) => sql<number>`((('x' || substr(md5(user_id::text || ${salt}), 1, 8))::bit(32)::bigint) / 4294967296.0)`;
  await sql`
    update candidates set salary_basis = case when ${u('basis')} < 0.7 then 'net' else 'gross' end,
      max_garzi_per_month = case when ${u('garzi')} < 0.4 then null else (array[0, 0, 0, 2, 2, 4, 4, 4, 6, 6, 8, 10])[1 + floor(${u('garzi-n')} * 12)::int] end,
      accepts_nights = case when ${u('nights')} < 0.4 then null else ${u('nights')} >= 0.65 end,
      accepts_weekends = case when ${u('weekends')} < 0.45 then null else ${u('weekends')} >= 0.6 end`.execute(db);
  await sql`
    update candidates set accepted_shift_patterns = case
      when ${u('shifts')} < 0.35 then '[]'::jsonb
      when accepts_nights is false then '["day"]'::jsonb
      when ${u('shifts')} < 0.55 then '["day"]'::jsonb
      when ${u('shifts')} < 0.75 then '["day", "12h"]'::jsonb
      when ${u('shifts')} < 0.85 then '["12h", "24h", "rotating"]'::jsonb
      else '["day", "12h", "24h", "rotating"]'::jsonb end`.execute(db);
  const company = await sql<{ id: number }>`
    insert into users (email, password_hash, role) values ('bench-company@bench.test', 'x', 'company') returning id`.execute(db);
  const companyId = company.rows[0]!.id;
  await sql`insert into companies (user_id, name, contact_name, phone, city) values (${companyId}, 'Clinica', 'Bench', '+40700000002', 'bucuresti')`.execute(
    db,
  );
  // As autovacuum leaves a table that is mostly read: statistics and the visibility map index-only scans need.
  await sql`vacuum analyze candidates`.execute(db);
  await sql`analyze`.execute(db);
  const needs: { label: string; id: number }[] = [];
  // Every need states complete terms (matching offers nothing from a post without them): day shifts with no gărzi,
  // nights or weekends, which few limits refuse, and a last one with 24 h shifts, 4 gărzi, nights and weekends, where
  // matching also lists who its limits left out.
  for (const [title, city, hard] of [
    ['asistent-medical', 'bucuresti', false],
    ['medic', 'cluj-napoca', false],
    [titles[7]!, 'iasi', false],
    ['asistent-medical', 'bucuresti', true],
  ] as const) {
    const need = await sql<{ id: number }>`
      insert into needs (company_id, job_title, city, work_type, salary_min, salary_max, norma, shift_pattern, garzi_per_month,
        night_work, weekend_work, contract_kind, probation_days)
      values (${companyId}, ${title}, ${city}, 'full_time', 5000, 8000, 'full', ${hard ? '24h' : 'day'}, ${hard ? 4 : 0}, ${hard}, ${hard},
        'undetermined', 90) returning id`.execute(db);
    needs.push({ label: `${title} in ${city}${hard ? ', 24 h terms' : ''}`, id: need.rows[0]!.id });
  }
  return needs;
}

/**
 * The run's three parts timed apart, p50 over RUNS: loading the candidates who fit (SQL), ranking them with every
 * factor explained (explain.ts: the rank is the sum of the factors' points, so ranking is explaining), and recording
 * who was left out with their reasons and factors.
 */
async function phases(db: Db, needId: number) {
  const need = (await loadMatchNeed(db, needId))!;
  const now = new Date();
  const today = todayOf(now);
  const load: number[] = [];
  const rank: number[] = [];
  const leftOut: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const candidates = await loadMatchCandidates(db, need, today);
    const t1 = performance.now();
    rankCandidates(need, candidates, now.toISOString());
    const t2 = performance.now();
    await recordLeftOut(db, need, today, now);
    const t3 = performance.now();
    load.push(t1 - t0);
    rank.push(t2 - t1);
    leftOut.push(t3 - t2);
  }
  const p50 = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    ).toFixed(1);
  return `load ${p50(load)} ms · rank and explain ${p50(rank)} ms · left out, with reasons and factors ${p50(leftOut)} ms`;
}

async function bench(kind: 'pglite' | 'postgres', rows: number, url?: string) {
  const schema = `bench_matching_${Date.now().toString(36)}`;
  const { db } = await createDatabase({ databaseUrl: url, databaseSchema: url ? schema : undefined, dataDir: '', inMemory: true });
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    const started = Date.now();
    const needs = await seed(db, rows);
    console.log(`\n${kind}: ${rows.toLocaleString('en')} candidates seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const deps = { db, clock: { now: () => new Date() }, settings: { matchTopN: 0 } } as unknown as OpsDeps;
    for (const need of needs) {
      const { ranked } = await runNeedMatching(deps, need.id); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await runNeedMatching(deps, need.id);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${need.label.padEnd(36)} ranked ${String(ranked).padStart(6)}   p50 ${percentile(times, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(8)} ms`,
      );
      console.log(`    phases (p50): ${await phases(db, need.id)}`);
    }
  } finally {
    if (url) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  }
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const override = process.env.BENCH_ROWS ? Number(process.env.BENCH_ROWS) : undefined;
if (url) await bench('postgres', override ?? 1_000_000, url);
else await bench('pglite', override ?? 100_000);
