/**
 * npm run bench:insight — the salary insight at 1,000,000 posts and offers on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; own schema, dropped after). Seeds 2,000 employers, 800,000 posts with their terms over every job
 * title and city (set-based), and 200,000 accepted offers as points; builds every cell set-based, then times:
 * - an insight read (GET /api/insight/salary's query: the city, its labels, three cells) for many cells: p50/p95;
 * - keeping it current per new post: the point and its job in the post's transaction, then the job's recompute of
 *   its cells (city, county, country; with and without specialty).
 * BENCH_ROWS overrides the size, BENCH_RUNS the reads.
 */
import { sql } from 'kysely';
import { createDatabase, type Db } from '../src/server/db/create-database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedReferenceData } from '../src/server/db/seed/reference-data.ts';
import { cellsOf, recomputeCells } from '../src/server/insight/cells.ts';
import { notePostChange } from '../src/server/insight/points.ts';
import { readInsight } from '../src/server/insight/read.ts';
import { backfillPostPoints, rebuildAllCells } from '../src/server/insight/rebuild.ts';
import { DAY_POST_TERMS } from '../src/server/workflow/needs.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 2_000);
const EMPLOYERS = 2_000;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`;
};

async function seed(db: Db, now: Date) {
  const arr = (items: string[]) => sql`array[${sql.join(items.map((i) => sql.lit(i)))}]::text[]`;
  const cities = (await db.selectFrom('cities').select('slug').orderBy('slug').execute()).map((r) => r.slug);
  const titles = (await db.selectFrom('nomenclatures').select('slug').where('domain', '=', 'functions').orderBy('slug').execute()).map((r) => r.slug);
  const specialties = (await db.selectFrom('nomenclatures').select('slug').where('domain', '=', 'domain').orderBy('slug').limit(20).execute()).map(
    (r) => r.slug,
  );
  await sql`insert into users (email, password_hash, role) select 'bench-co-' || g || '@bench.test', 'x', 'company' from generate_series(1, ${EMPLOYERS}) g`.execute(
    db,
  );
  await sql`
    insert into companies (user_id, name, contact_name, phone, city)
    select id, 'Clinica ' || id, 'Bench', '+40700000002', 'bucuresti' from users where email like 'bench-co-%'`.execute(db);
  const first = (await sql<{ id: number }>`select min(user_id) as id from companies`.execute(db)).rows[0]!.id;
  const posts = Math.round(ROWS * 0.8);
  // Big cities get more posts: the city index is g squared over the list, so the first cities are the busiest.
  await sql`
    insert into needs (company_id, job_title, specialty, city, work_type, salary_min, salary_max, norma, shift_pattern, garzi_per_month,
      night_work, weekend_work, contract_kind, probation_days, archived, created_at, updated_at)
    select ${first} + (g::bigint * 7919) % ${EMPLOYERS}, (${arr(titles)})[1 + g % ${titles.length}],
           case when g % 3 = 0 then (${arr(specialties)})[1 + (g / 3) % ${specialties.length}] end,
           (${arr(cities)})[1 + floor(${cities.length} * power(((g::bigint * 104729) % 1000003) / 1000003.0, 2))::int],
           'full_time', 3000 + (g % 60) * 150, 4000 + (g % 60) * 150 + (g % 7) * 200,
           'full', (array['day', '12h', '24h', 'rotating'])[1 + g % 4], g % 6, g % 2 = 0, g % 3 = 0, 'undetermined', 90, g % 4 = 0,
           ${now}::timestamptz - ((g % 360) || ' days')::interval, ${now}::timestamptz - ((g % 360) || ' days')::interval
    from generate_series(1, ${posts}) g`.execute(db);
  await backfillPostPoints(db, now);
  await sql`
    insert into salary_points (source, source_id, company_id, job_title, specialty, city, county_code, salary, observed_at)
    select 'offer', g, ${first} + (g::bigint * 104723) % ${EMPLOYERS}, (${arr(titles)})[1 + g % ${titles.length}],
           case when g % 3 = 0 then (${arr(specialties)})[1 + (g / 3) % ${specialties.length}] end,
           c.slug, c.county_code, 3500 + (g % 50) * 170, ${now}::timestamptz - ((g % 360) || ' days')::interval
    from generate_series(1, ${ROWS - posts}) g
    join cities c on c.slug = (${arr(cities)})[1 + floor(${cities.length} * power(((g::bigint * 7927) % 1000003) / 1000003.0, 2))::int]`.execute(db);
  await sql`vacuum analyze`.execute(db);
  return { cities, titles, specialties, first };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_insight_${Date.now().toString(36)}`;
  const { db } = await createDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: '', inMemory: true });
  const now = new Date();
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    let t0 = performance.now();
    const { cities, titles, specialties, first } = await seed(db, now);
    const points = (await sql<{ n: number }>`select count(*)::int as n from salary_points`.execute(db)).rows[0]!.n;
    console.log(`\npostgres: ${points.toLocaleString('en')} points (posts and offers) seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    t0 = performance.now();
    await rebuildAllCells(db, now);
    const cells = (
      await sql<{ n: number; passing: number }>`
      select count(*)::int as n, count(*) filter (where employers >= 5 and points >= 5 and max_share <= 0.25)::int as passing from salary_cells`.execute(
        db,
      )
    ).rows[0]!;
    console.log(
      `full rebuild of ${cells.n.toLocaleString('en')} cells (${cells.passing.toLocaleString('en')} pass): ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    // Reads: warm, then many (job title, specialty?, city) over the busy and the quiet cities.
    const query = (i: number) => ({
      job_title: titles[(i * 7) % titles.length]!,
      city: cities[(i * i) % cities.length]!,
      ...(i % 4 === 0 ? { specialty: specialties[i % specialties.length]! } : {}),
    });
    for (let i = 0; i < 200; i++) await readInsight(db, query(i), 'ro-RO');
    const reads: number[] = [];
    let shown = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const answer = await readInsight(db, query(i), 'ro-RO');
      reads.push(performance.now() - start);
      if (answer.level) shown++;
    }
    console.log(`insight read (${RUNS} reads, ${shown} with a figure): ${summary(reads)}   goal: p95 <= 20 ms`);

    // A new post, the way the API writes it: the need and its point and job in one transaction; then the job.
    const writes: number[] = [];
    const jobs: number[] = [];
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      const needId = await db.transaction().execute(async (trx) => {
        const need = await trx
          .insertInto('needs')
          .values({
            company_id: first + i,
            job_title: titles[i % 3]!,
            specialty: i % 2 ? specialties[i % specialties.length]! : null,
            city: cities[i % 5]!,
            work_type: 'full_time',
            ...DAY_POST_TERMS,
            salary_min: 5000 + i * 10,
            salary_max: 7000,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await notePostChange(trx, need.id, now);
        return need.id;
      });
      writes.push(performance.now() - start);
      const point = await db
        .selectFrom('salary_points')
        .select(['job_title', 'specialty', 'city', 'county_code'])
        .where('source_id', '=', needId)
        .executeTakeFirstOrThrow();
      const jobStart = performance.now();
      await recomputeCells(db, cellsOf(point), now);
      jobs.push(performance.now() - jobStart);
    }
    console.log(`new post, write (need + point + job, one transaction): ${summary(writes)}`);
    console.log(`new post, its cells' recompute job (3 or 6 cells, busiest cities): ${summary(jobs)}`);
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  }
}

await main();
