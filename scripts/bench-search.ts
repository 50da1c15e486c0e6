/**
 * npm run bench:search — the company candidate list (GET /api/candidates, spec §2 filters) on 100,000 candidates
 * linked to one company: p50/p95 of typical filter combinations on PGlite and, when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set, on PostgreSQL (own schema, dropped after). Target: p95 ≤ 50 ms on PostgreSQL.
 * The service function is timed directly (query + mapping), so HTTP overhead does not blur the figures.
 * BENCH_SCHEMA=<name> keeps the seeded PostgreSQL schema for the next run (drop it yourself when done).
 * BENCH_NO_STATS=1 skips the statistics autovacuum would gather (how PGlite ran before it had its own autovacuum).
 */
import { initialTransition } from 'xstate';
import { sql } from 'kysely';
import { HIRING_MACHINE_VERSION, hiringMachine } from '../machines/index.ts';
import { listCandidates } from '../src/server/candidates/list-candidates.ts';
import { candidatesQuerySchema } from '../src/server/candidates/list-query.ts';
import { createDatabase, type Db } from '../src/server/db/create-database.ts';
import { autovacuumEmbedded } from '../src/server/db/embedded-autovacuum.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedReferenceData } from '../src/server/db/seed/reference-data.ts';
import { derivedColumns } from '../src/server/workflow/process-view.ts';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const FIRST = [
  'Ioana',
  'Maria',
  'Elena',
  'Andreea',
  'Ștefan',
  'Mihai',
  'Andrei',
  'Alexandru',
  'Ana',
  'Cristina',
  'Răzvan',
  'Bianca',
  'Tudor',
  'Iulia',
  'Vlad',
  'Oana',
];
const LAST = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Dumitrescu',
  'Stan',
  'Stoica',
  'Gheorghiu',
  'Rusu',
  'Munteanu',
  'Matei',
  'Constantinescu',
  'Țurcanu',
  'Șerban',
  'Lungu',
  'Mureșan',
  'Ciobanu',
  'Ardeleanu',
  'Bălan',
  'Nistor',
  'Florea',
];

/** Filter combinations a recruiter uses; specialty values are the commonest pair in the seeded data. */
const combinations = (pair: { category: string; sub_category: string; city: string }): Array<[string, Record<string, string>]> => [
  ['first page, no filter', {}],
  ['name contains "ion" (common)', { name_contains: 'ion' }],
  ['name contains "turcanu 7" (rare)', { name_contains: 'turcanu 7' }],
  ['one city', { city_in: 'cluj-napoca' }],
  ['three cities', { city_in: 'bucuresti,iasi,timisoara' }],
  ['specialty + subspecialty', { category_in: pair.category, subcategory_in: pair.sub_category }],
  ['desired salary 6000-9000', { desired_salary_min: '6000', desired_salary_max: '9000' }],
  ['city + specialty + salary', { city_in: pair.city, category_in: pair.category, desired_salary_max: '8000' }],
  ['name + city', { name_contains: 'pop', city_in: 'bucuresti' }],
  ['page 50 (offset 490)', { offset: '490' }],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** 100,000 candidates with varied names, cities, job titles, specialties and salaries, each offered one need (one in three validated). */
async function seed(db: Db, kind: 'pglite' | 'postgres'): Promise<number> {
  const jobTitles = (await db.selectFrom('nomenclatures').select('slug').where('domain', '=', 'functions').execute()).map((r) => r.slug);
  const specialties = (await db.selectFrom('nomenclatures').select('slug').where('domain', '=', 'domain').execute()).map((r) => r.slug);
  const cities = (await db.selectFrom('cities').select('slug').orderBy('population', 'desc').limit(40).execute()).map((r) => r.slug);
  const company = await sql<{
    id: number;
  }>`insert into users (email, password_hash, role) values ('bench-company@bench.test', 'x', 'company') returning id`.execute(db);
  const companyId = company.rows[0]!.id;
  await sql`insert into companies (user_id, name, contact_name, phone) values (${companyId}, 'Spitalul Bench', 'Bench', '+40700000002')`.execute(db);
  const need = await sql<{
    id: number;
  }>`insert into needs (company_id, job_title, city, work_type) values (${companyId}, 'asistent-medical', 'bucuresti', 'full_time') returning id`.execute(
    db,
  );

  const arr = (items: string[]) => sql`array[${sql.join(items.map((i) => sql.lit(i)))}]::text[]`;
  // Set-based inserts: one statement each, ids in order, so candidate n has user id first + n.
  await sql`
    insert into users (email, password_hash, role)
    select 'bench-' || g || '@bench.test', 'x', 'candidate' from generate_series(1, ${CANDIDATES}) g`.execute(db);
  await sql`
    insert into candidates (user_id, full_name, phone, terms_accepted_at, city, category, sub_category, min_salary, max_salary, preferred_cities, onboarding_completed_at)
    select u.id,
      (${arr(FIRST)})[1 + (g * 7) % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (g * 13) % ${LAST.length}] || ' ' || g,
      '+40700000001', now(),
      (${arr(cities)})[1 + (g * 3) % ${cities.length}],
      (${arr(jobTitles)})[1 + (g * 5) % ${jobTitles.length}],
      (${arr(specialties)})[1 + (g * 11) % ${specialties.length}],
      3000 + (g % 40) * 250, 3000 + (g % 40) * 250 + 2000,
      jsonb_build_array((${arr(cities)})[1 + (g * 17) % ${cities.length}]),
      now() - (g || ' minutes')::interval
    from generate_series(1, ${CANDIDATES}) g
    join users u on u.email = 'bench-' || g || '@bench.test'`.execute(db);

  const [snapshot] = initialTransition(hiringMachine, { candidateId: '0', companyId: String(companyId), offeredAt: new Date().toISOString() });
  const offered = derivedColumns(snapshot);
  // One candidate in three was validated (spec: the company then reads her name), so name searches find some.
  const validated = derivedColumns(hiringMachine.resolveState({ value: 'validated', context: snapshot.context }));
  const pick = (column: 'snapshot' | 'state' | 'candidate_status' | 'company_status') =>
    sql`case when c.user_id % 3 = 0 then ${validated[column]} else ${offered[column]} end`;
  // The link list is refreshed by a per-row trigger; for a bulk load it is filled once, the same way, afterwards.
  await sql`alter table processes disable trigger company_candidates_refresh`.execute(db);
  await sql`
    insert into processes (need_id, candidate_id, company_id, machine_version, snapshot, state, candidate_status, company_status, archived, version, created_at, updated_at)
    select ${need.rows[0]!.id}, c.user_id, ${companyId}, ${HIRING_MACHINE_VERSION}, (${pick('snapshot')})::jsonb, ${pick('state')}, ${pick('candidate_status')},
      ${pick('company_status')}, false, 1, now() - (c.user_id || ' seconds')::interval, now()
    from candidates c where c.user_id <> ${companyId}`.execute(db);
  await sql`alter table processes enable trigger company_candidates_refresh`.execute(db);
  await sql`
    insert into company_candidates (company_id, candidate_id, first_process_at, last_process_id, last_changed_at, process_count)
    select company_id, candidate_id, min(created_at), (array_agg(id order by updated_at desc, id desc))[1], max(updated_at), count(*)
    from processes group by company_id, candidate_id`.execute(db);
  // As autovacuum leaves a live database: statistics, and visibility maps that let index-only scans skip the heap.
  // PGlite has no daemon: the server runs the same rules itself (db/embedded-autovacuum.ts), as here.
  if (process.env.BENCH_NO_STATS) return companyId;
  if (kind === 'pglite') {
    await sql`select pg_stat_force_next_flush()`.execute(db);
    await autovacuumEmbedded(db);
  } else await sql`vacuum analyze users, candidates, processes, company_candidates`.execute(db);
  return companyId;
}

async function bench(kind: 'pglite' | 'postgres', url?: string) {
  // BENCH_SCHEMA (PostgreSQL): seed that schema once and keep it, so later runs (before and after a change) skip seeding.
  const kept = url ? process.env.BENCH_SCHEMA : undefined;
  const schema = kept ?? `bench_search_${Date.now().toString(36)}`;
  const { db } = await createDatabase({ databaseUrl: url, databaseSchema: url ? schema : undefined, dataDir: '', inMemory: true });
  try {
    await migrateToLatest(db);
    const reused = kept !== undefined && (await db.selectFrom('companies').select('user_id').limit(1).execute()).length > 0;
    let companyId: number;
    if (reused) {
      companyId = (await db.selectFrom('companies').select('user_id').executeTakeFirstOrThrow()).user_id;
      console.log(`\n${kind}: reusing the seeded schema ${schema}`);
    } else {
      await seedReferenceData(db);
      const started = Date.now();
      companyId = await seed(db, kind);
      console.log(`\n${kind}: ${CANDIDATES.toLocaleString('en')} candidates seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const trgm =
      (await sql<{ n: number }>`select count(*)::int as n from pg_indexes where indexname = 'candidates_name_trgm_idx'`.execute(db)).rows[0]!.n > 0;
    console.log(`  trigram index: ${trgm ? 'yes' : 'no (pg_trgm unavailable)'}`);
    const auth = { userId: companyId, role: 'company' as const, sessionId: 0 };
    const pair = (
      await sql<{ category: string; sub_category: string; city: string }>`
      select category, sub_category, city from candidates group by 1, 2, 3 order by count(*) desc limit 1`.execute(db)
    ).rows[0]!;
    for (const [label, params] of combinations(pair)) {
      const query = candidatesQuerySchema.parse(params);
      await listCandidates(db, auth, query, 'ro-RO'); // warm-up
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const result = await listCandidates(db, auth, query, 'ro-RO');
        times.push(performance.now() - t0);
        total = result.total;
      }
      times.sort((a, b) => a - b);
      const count = total > 1000 ? '1000+' : String(total);
      console.log(
        `  ${label.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   (${count} matches)`,
      );
    }
  } finally {
    if (url && !kept) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  }
}

// BENCH_ONLY=pglite|postgres runs one database.
const only = process.env.BENCH_ONLY;
if (only !== 'postgres') await bench('pglite');
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (only === 'pglite') process.exit(0);
if (url) await bench('postgres', url);
else console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
