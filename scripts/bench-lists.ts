/**
 * npm run bench:lists — every list at scale: offers as a candidate, a company and care; the company candidate list;
 * the company events feed; care's archived processes. Seeds 1,000,000 processes and 1,000,000 candidates on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; own schema, dropped after) and 100,000 on PGlite, set-based
 * (generate_series, no row-by-row inserts), then prints p50/p95 per query and page depth. Goal: p95 ≤ 50 ms on
 * PostgreSQL at 1M for the pages people reach. Service functions are timed directly (query + mapping).
 * BENCH_ROWS overrides the size of both databases; BENCH_ONLY=pglite|postgres runs one; BENCH_SCHEMA=<name> keeps the
 * seeded PostgreSQL schema for the next run (drop it yourself when done); BENCH_CASES=<prefix> times only the cases
 * whose label starts with it (e.g. "offers").
 */
import { initialTransition } from 'xstate';
import { sql } from 'kysely';
import { HIRING_MACHINE_VERSION, hiringMachine } from '../machines/index.ts';
import { listCandidates } from '../src/server/candidates/list-candidates.ts';
import { candidatesQuerySchema } from '../src/server/candidates/list-query.ts';
import { archivedProcesses } from '../src/server/care/care-queries.ts';
import { eventsQuerySchema, listCompanyEvents } from '../src/server/company/events-feed.ts';
import { createDatabase, type Db } from '../src/server/db/create-database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedReferenceData } from '../src/server/db/seed/reference-data.ts';
import type { Auth } from '../src/server/fastify-types.ts';
import { keysetOf } from '../src/server/lib/keyset.ts';
import { listOffers, offersQuerySchema } from '../src/server/workflow/offers.ts';
import { actorOf, derivedColumns } from '../src/server/workflow/process-view.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const COMPANIES = 200;
const NEEDS_PER_COMPANY = 10;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

type Seeded = { bigCompany: number; bigCity: string; candidate: number; care: number };

/**
 * `rows` candidates, each in one process. Company 1 of 200 (the "big" one) holds a quarter of all processes, the
 * others share the rest over 10 needs each; one process in ten is archived; every process has its creation event.
 */
async function seed(db: Db, rows: number): Promise<Seeded> {
  const cities = (await db.selectFrom('cities').select('slug').orderBy('population', 'desc').limit(40).execute()).map((r) => r.slug);
  const jobTitles = (await db.selectFrom('nomenclatures').select('slug').where('domain', '=', 'functions').execute()).map((r) => r.slug);
  const arr = (items: string[]) => sql`array[${sql.join(items.map((i) => sql.lit(i)))}]::text[]`;

  await sql`insert into users (email, password_hash, role) values ('bench-care@bench.test', 'x', 'care')`.execute(db);
  await sql`
    insert into users (email, password_hash, role)
    select 'bench-co-' || g || '@bench.test', 'x', 'company' from generate_series(1, ${COMPANIES}) g`.execute(db);
  await sql`
    insert into companies (user_id, name, contact_name, phone, city)
    select id, 'Clinica ' || id, 'Bench', '+40700000002', 'bucuresti' from users where email like 'bench-co-%'`.execute(db);
  await sql`
    insert into needs (company_id, job_title, city, work_type, salary_min, salary_max)
    select c.user_id, (${arr(jobTitles)})[1 + (c.user_id + k) % ${jobTitles.length}], (${arr(cities)})[1 + (c.user_id * 7 + k) % ${cities.length}],
      'full_time', 4000 + k * 250, 6000 + k * 250
    from companies c cross join generate_series(0, ${NEEDS_PER_COMPANY - 1}) k`.execute(db);

  await sql`
    insert into users (email, password_hash, role)
    select 'bench-' || g || '@bench.test', 'x', 'candidate' from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into candidates (user_id, full_name, phone, terms_accepted_at, city, category, min_salary, max_salary, preferred_cities, onboarding_completed_at)
    select u.id, 'Candidat ' || u.id, '+40700000001', now(), (${arr(cities)})[1 + (u.id * 3) % ${cities.length}],
      (${arr(jobTitles)})[1 + (u.id * 5) % ${jobTitles.length}], 3000 + (u.id % 40) * 250, 5000 + (u.id % 40) * 250,
      jsonb_build_array((${arr(cities)})[1 + (u.id * 17) % ${cities.length}]), now()
    from users u where u.role = 'candidate' and u.email like 'bench-%'`.execute(db);

  const bigCompany = (await db.selectFrom('companies').select('user_id').orderBy('user_id').limit(1).executeTakeFirstOrThrow()).user_id;
  const [snapshot] = initialTransition(hiringMachine, { candidateId: '0', companyId: '0', offeredAt: new Date().toISOString() });
  const columns = derivedColumns(snapshot);
  // The candidate link list is refreshed by a per-row trigger; for a bulk load it is filled once afterwards.
  await sql`alter table processes disable trigger company_candidates_refresh`.execute(db);
  await sql`
    with need_list as (
      select array_agg(id order by id) as ids, array_agg(id order by id) filter (where company_id = ${bigCompany}) as big from needs)
    insert into processes (need_id, candidate_id, company_id, machine_version, snapshot, state, candidate_status, company_status, archived, version, created_at, updated_at)
    select n.id, c.user_id, n.company_id, ${HIRING_MACHINE_VERSION}, ${columns.snapshot}::jsonb, ${columns.state}, ${columns.candidate_status},
      ${columns.company_status}, c.user_id % 10 = 0, 1, now() - (c.user_id || ' seconds')::interval, now() - (c.user_id || ' seconds')::interval
    from candidates c cross join need_list l
    join needs n on n.id = case when c.user_id % 4 = 0 then l.big[1 + c.user_id % ${NEEDS_PER_COMPANY}] else l.ids[1 + c.user_id % array_length(l.ids, 1)] end`.execute(
    db,
  );
  await sql`alter table processes enable trigger company_candidates_refresh`.execute(db);
  await sql`
    insert into company_candidates (company_id, candidate_id, first_process_at, last_process_id, last_changed_at, process_count)
    select company_id, candidate_id, min(created_at), (array_agg(id order by updated_at desc, id desc))[1], max(updated_at), count(*)
    from processes group by company_id, candidate_id`.execute(db);
  // Each event pushes to three browsers' streams at commit (0151_push); a bulk load has nobody listening.
  await sql`alter table process_events disable trigger process_events_push`.execute(db);
  await sql`
    insert into process_events (process_id, version, type, payload, actor_role, to_state, created_at)
    select id, 1, 'company.offer', '{}'::jsonb, 'company', state, created_at from processes`.execute(db);
  await sql`alter table process_events enable trigger process_events_push`.execute(db);
  // As autovacuum leaves a live database: statistics, and visibility maps that let index-only scans skip the heap.
  await sql`vacuum analyze users, companies, needs, candidates, processes, company_candidates, process_events`.execute(db);
  return seededIn(db);
}

/** The bench's parties in a seeded database (also one kept from an earlier run with BENCH_SCHEMA). */
async function seededIn(db: Db): Promise<Seeded> {
  const bigCompany = (await db.selectFrom('companies').select('user_id').orderBy('user_id').limit(1).executeTakeFirstOrThrow()).user_id;
  const candidate = (await db.selectFrom('processes').select('candidate_id').orderBy('id').limit(1).executeTakeFirstOrThrow()).candidate_id;
  const care = (await db.selectFrom('users').select('id').where('email', '=', 'bench-care@bench.test').executeTakeFirstOrThrow()).id;
  const bigCity = (await db.selectFrom('needs').select('city').where('company_id', '=', bigCompany).orderBy('id').limit(1).executeTakeFirstOrThrow())
    .city;
  return { bigCompany, bigCity, candidate, care };
}

type Case = [label: string, run: () => Promise<unknown>];

/** The cursor a client holds after paging down to `offset` (taken once, untimed). */
async function cursorsAt(db: Db, seeded: Seeded, offset: number) {
  // The offers list's order: the processes still going first, then newest first (src/server/workflow/offers.ts).
  const live = sql<boolean>`not archived`;
  const company = await db
    .selectFrom('processes')
    .select(['created_at', 'id', live.as('live')])
    .where('company_id', '=', seeded.bigCompany)
    .orderBy(live, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  const all = await db
    .selectFrom('processes')
    .select(['created_at', 'id', live.as('live')])
    .orderBy(live, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset * 4)
    .limit(1)
    .executeTakeFirstOrThrow();
  const linked = await db
    .selectFrom('company_candidates')
    .select(['first_process_at', 'candidate_id'])
    .where('company_id', '=', seeded.bigCompany)
    .orderBy('first_process_at', 'desc')
    .orderBy('candidate_id', 'desc')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    company: keysetOf({ group: company.live ? 1 : 0, at: company.created_at, id: company.id }),
    care: keysetOf({ group: all.live ? 1 : 0, at: all.created_at, id: all.id }),
    candidates: keysetOf({ at: linked.first_process_at, id: linked.candidate_id }),
  };
}

function cases(db: Db, seeded: Seeded, rows: number, cursors: Awaited<ReturnType<typeof cursorsAt>>): Case[] {
  const as = (role: Auth['role'], userId: number): Auth => ({ role, userId, sessionId: 0 });
  const company = as('company', seeded.bigCompany);
  const care = as('care', seeded.care);
  const careViewer = { actor: actorOf(care), now: new Date() };
  const offers = (auth: Auth, params: Record<string, string>) => () => listOffers(db, auth, offersQuerySchema.parse(params), 'ro-RO', new Date());
  const candidates = (params: Record<string, string>) => () => listCandidates(db, company, candidatesQuerySchema.parse(params), 'ro-RO');
  const deep = String(Math.floor(rows / 8)); // deep inside the big company's quarter of the rows
  return [
    ['offers, candidate, first page', offers(as('candidate', seeded.candidate), {})],
    ['offers, company, first page', offers(company, {})],
    ['offers, company, active only', offers(company, { need__archived: '0' })],
    ['offers, company, one of its cities', offers(company, { city_in: seeded.bigCity })],
    ['offers, company, page 100 (offset 990)', offers(company, { offset: '990' })],
    [`offers, company, offset ${deep}`, offers(company, { offset: deep })],
    [`offers, company, cursor at ${deep}`, offers(company, { before: cursors.company })],
    ['offers, care, first page', offers(care, {})],
    ['offers, care, job title + city', offers(care, { category_in: 'asistent-medical', city_in: 'bucuresti,cluj-napoca' })],
    ['offers, care, page 100 (offset 990)', offers(care, { offset: '990' })],
    [`offers, care, offset ${Math.floor(rows / 2)}`, offers(care, { offset: String(Math.floor(rows / 2)) })],
    [`offers, care, cursor at ${Math.floor(rows / 2)}`, offers(care, { before: cursors.care })],
    ['candidates, company, first page', candidates({})],
    ['candidates, company, name + city', candidates({ name_contains: 'candidat 1234', city_in: 'bucuresti' })],
    ['candidates, company, page 100 (offset 990)', candidates({ offset: '990' })],
    [`candidates, company, offset ${deep}`, candidates({ offset: deep })],
    [`candidates, company, cursor at ${deep}`, candidates({ before: cursors.candidates })],
    ['events, company, first page', () => listCompanyEvents(db, company, eventsQuerySchema.parse({}), 'ro-RO')],
    ['care, archived, first page', () => archivedProcesses(db, 'ro-RO', careViewer, undefined, 20, 0)],
    ['care, archived, name search', () => archivedProcesses(db, 'ro-RO', careViewer, 'candidat 7777', 20, 0)],
  ];
}

async function bench(kind: 'pglite' | 'postgres', rows: number, url?: string) {
  // BENCH_SCHEMA (PostgreSQL): seed that schema once and keep it, so later runs (before and after a change) skip seeding.
  const kept = url ? process.env.BENCH_SCHEMA : undefined;
  const schema = kept ?? `bench_lists_${Date.now().toString(36)}`;
  const { db } = await createDatabase({ databaseUrl: url, databaseSchema: url ? schema : undefined, dataDir: '', inMemory: true });
  try {
    await migrateToLatest(db);
    const reused = kept !== undefined && (await db.selectFrom('processes').select('id').limit(1).execute()).length > 0;
    let seeded: Seeded;
    if (reused) {
      seeded = await seededIn(db);
      console.log(`\n${kind}: reusing the seeded schema ${schema}`);
    } else {
      await seedReferenceData(db);
      const started = Date.now();
      seeded = await seed(db, rows);
      console.log(`\n${kind}: ${rows.toLocaleString('en')} candidates and processes seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const cursors = await cursorsAt(db, seeded, Math.floor(rows / 8));
    const only = process.env.BENCH_CASES;
    for (const [label, run] of cases(db, seeded, rows, cursors)) {
      if (only && !label.startsWith(only)) continue;
      await run(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(8)} ms`,
      );
    }
  } finally {
    if (url && !kept) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  }
}

const only = process.env.BENCH_ONLY;
const override = process.env.BENCH_ROWS ? Number(process.env.BENCH_ROWS) : undefined;
if (only !== 'postgres') await bench('pglite', override ?? 100_000);
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (only !== 'pglite') {
  if (url) await bench('postgres', override ?? 1_000_000, url);
  else console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
