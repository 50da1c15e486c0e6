import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedExtensions, testConfig, testDatabases, type DatabaseKind, type TestContext } from '../../../../tests/support/databases.ts';
import { insertCareAgent, insertCompany, type Party } from '../../../../tests/support/accounts.ts';
import { send } from '../../../../tests/support/processes.ts';
import { olderSnapshotJson } from '../../../../tests/support/snapshots.ts';
import { DAY_POST_TERMS } from '../../workflow/needs.ts';
import { buildApp } from '../../app.ts';
import { createSession } from '../../auth/sessions.ts';
import { ManualClock } from '../../clock.ts';
import { backfillPostPoints } from '../../insight/rebuild.ts';
import { recordPolicyConsent } from '../../privacy/policy-consent.ts';
import { createDatabase, type Db } from '../create-database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import { migrations } from './index.ts';

// A database as it stood before posts stated their terms (every migration up to the one before 0450 ran), holding a
// post with a pay range of no stated basis, a candidate with a net desired pay and an offer open on that post. The
// server of today opens it: a PGlite data dir closed and opened again from its folder, a PostgreSQL schema migrated
// in place. The open offer goes on; the post offers nobody new and counts in no salary figure until the company
// completes its terms (then its range is gross, as the form says); the candidate's pay stays net, her limits unstated.

const BEFORE = '0401_post_owner_index';
const T0 = new Date('2026-03-02T08:00:00.000Z');

type Opened = { db: Db; close: () => Promise<void> };

/** A fresh database of `kind`, and a way to open it again as a restarted server would. */
async function freshDatabase(kind: DatabaseKind): Promise<{ open: () => Promise<Opened>; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'medilink-0450-'));
    return {
      open: async () => {
        const { db, dataDirLock } = await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir });
        return { db, close: async () => (await db.destroy(), dataDirLock?.release()) };
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_0450_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const open = async () => {
    const { db } = await createDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: '', poolSize: 2 });
    return { db, close: () => db.destroy() };
  };
  return {
    open,
    drop: async () => {
      const { db, close } = await open();
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await close();
    },
  };
}

/** Every migration up to `last`, as a server of that time left the database. */
async function migrateTo(db: Db, last: string): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: rows[0]!.schema });
  for (let attempt = 1; ; attempt++) {
    const { error } = await migrator.migrateTo(last);
    if (!error) return;
    // Another suite dropping its schema while the migrator lists every schema's tables (see migrateBesideOtherSuites).
    if ((error as { code?: string }).code !== '3F000' || attempt === 5) throw error;
  }
}

/** What the old server wrote: a post with a range and no terms, a candidate, and an offer open on the post. */
async function writeOldRows(db: Db) {
  const companyId = await insertCompany(db, T0, { name: 'Spitalul Vechi' });
  const careId = await insertCareAgent(db, T0);
  const candidate = async (name: string) => {
    const { id } = await db
      .insertInto('users')
      .values({
        email: `${name.toLowerCase().replace(' ', '.')}.${Date.now()}@example.test`,
        password_hash: '!',
        role: 'candidate',
        locale: 'ro-RO',
        created_at: T0,
        updated_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordPolicyConsent(db, id, T0);
    await sql`insert into candidates (user_id, full_name, phone, terms_accepted_at, category, work_type, city, max_distance_in_km,
        open_to_relocation, min_salary, max_salary, job_search_status, created_at, updated_at)
      values (${id}, ${name}, '+40722123456', ${T0}, 'asistent-medical', 'full_time', 'cluj-napoca', 30, false, 4000, 5000, 'ready', ${T0}, ${T0})`.execute(
      db,
    );
    return id;
  };
  const offeredId = await candidate('Ana Veche');
  const laterId = await candidate('Bianca Noua');
  const { rows } = await sql<{ id: number }>`
    insert into needs (company_id, job_title, city, work_type, salary_min, salary_max, description, created_at, updated_at)
    values (${companyId}, 'asistent-medical', 'cluj-napoca', 'full_time', 5000, 7000, 'Ture de 12 ore', ${T0}, ${T0}) returning id`.execute(db);
  const needId = rows[0]!.id;
  // Machine version 3 was the hiring machine's then; the offer has had no final offer yet.
  const snapshot = olderSnapshotJson('offered', { parties: { candidate: String(offeredId), company: String(companyId) }, finalOffer: null });
  const process = await sql<{ id: number }>`
    insert into processes (need_id, candidate_id, company_id, machine_version, snapshot, state, candidate_status, company_status, archived,
      version, created_at, updated_at)
    values (${needId}, ${offeredId}, ${companyId}, 3, ${snapshot}, 'offered', 'New', 'new', false, 1, ${T0}, ${T0}) returning id`.execute(db);
  return { companyId, careId, offeredId, laterId, needId, processId: process.rows[0]!.id };
}

for (const kind of testDatabases()) {
  describe(`migration 0450: posts and candidates written before terms [${kind}]`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('opens the old data: the offer goes on, the post offers nobody and counts nowhere until its terms are complete', async () => {
      const database = await freshDatabase(kind);
      cleanups.push(database.drop);
      const old = await database.open();
      if (kind === 'postgres') await sharedExtensions(old.db);
      await migrateTo(old.db, BEFORE);
      await seedReferenceData(old.db);
      const ids = await writeOldRows(old.db);
      await old.close();

      // Today's server starts on it: migrations, reference data, the app.
      const opened = await database.open();
      cleanups.push(opened.close);
      const { db } = opened;
      await migrateToLatest(db);
      await seedReferenceData(db);
      const dataDir = mkdtempSync(join(tmpdir(), 'medilink-0450-app-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const config = testConfig(dataDir);
      const clock = new ManualClock();
      clock.set(T0);
      const app = await buildApp({ config, db, clock, databaseKind: kind });
      cleanups.push(() => app.close());
      await app.ready();
      const ctx = { kind, app, db, clock, config } as TestContext;
      const party = async (id: number): Promise<Party> => ({ id, email: '', token: (await createSession(db, clock, id)).token });
      const company = await party(ids.companyId);
      const care = await party(ids.careId);
      const offered = await party(ids.offeredId);
      const as = (who: Party, locale = 'en') => ({ authorization: `Bearer ${who.token}`, 'accept-language': locale });

      // The post keeps its range, states no term, and says so.
      const post = await app.inject({ method: 'GET', url: `/api/needs/${ids.needId}`, headers: as(company) });
      expect(post.statusCode, post.body).toBe(200);
      expect(post.json()).toMatchObject({ salary_min: 5000, salary_max: 7000, norma: null, shift_pattern: null, terms_complete: false });
      // The candidate's desired pay was asked net; she stated no limit.
      const profile = await app.inject({ method: 'GET', url: `/api/register/candidate/${ids.offeredId}`, headers: as(offered) });
      expect(profile.json()).toMatchObject({
        min_salary: 4000,
        salary_basis: 'net',
        max_garzi_per_month: null,
        accepts_nights: null,
        accepts_weekends: null,
        accepted_shift_patterns: [],
      });

      // The offer open on it goes on: the candidate accepts it with a call slot.
      expect((await send(ctx, offered, ids.processId, 'candidate.acceptOffer', { callSlot: '2026-03-04T10:00:00.000Z' })).state).toBe('screening');

      // No new offer leaves it, and a range of no stated basis is no gross figure for the insight.
      const refused = await app.inject({
        method: 'POST',
        url: '/api/care/recommendations',
        headers: as(care),
        payload: { need_id: ids.needId, candidate_id: ids.laterId },
      });
      expect(refused.statusCode).toBe(409);
      await backfillPostPoints(db, clock.now());
      const points = () => db.selectFrom('salary_points').select(['source', 'source_id', 'salary']).execute();
      expect(await points()).toEqual([]);

      // The company completes the terms through the form's PATCH: the post offers again, its range counts as gross.
      const terms = {
        job_title: 'asistent-medical',
        city: 'cluj-napoca',
        work_type: 'full_time',
        ...DAY_POST_TERMS,
        salary_min: 5000,
        salary_max: 7000,
      };
      const patched = await app.inject({ method: 'PATCH', url: `/api/needs/${ids.needId}`, headers: as(company), payload: terms });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({ terms_complete: true, norma: 'full' });
      expect(await points()).toEqual([{ source: 'post', source_id: ids.needId, salary: 6000 }]);
      const offeredNow = await app.inject({
        method: 'POST',
        url: '/api/care/recommendations',
        headers: as(care),
        payload: { need_id: ids.needId, candidate_id: ids.laterId },
      });
      expect(offeredNow.statusCode, offeredNow.body).toBe(201);
    }, 180_000);
  });
}
