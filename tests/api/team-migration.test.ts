import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { ManualClock } from '../../src/server/clock.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createDatabase, type Db } from '../../src/server/db/create-database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { seedReferenceData } from '../../src/server/db/seed/reference-data.ts';
import { recordPolicyConsent } from '../../src/server/privacy/policy-consent.ts';
import { bearer, PASSWORD } from '../support/accounts.ts';
import { testDatabases, type DatabaseKind } from '../support/databases.ts';

// A company registered before companies were teams: one account, its posts, no members. The upgrade (the server's
// start: migrate, then reference data) makes that account the company's owner, under the contact name it gave, and
// the owner of its posts; it signs in with its old password and manages its team. On an embedded data dir written
// by the older version and reopened, and on a PostgreSQL schema.

/** The last migration before companies had members. */
const BEFORE_TEAMS = '0350_calendar_feeds';
const NOW = new Date('2026-03-02T08:00:00.000Z');

/** A database of `kind` that outlives a close: a folder for PGlite, a schema for PostgreSQL. */
function place(kind: DatabaseKind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'medilink-team-upgrade-'));
  const schema = `test_upgrade_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const open = async () => {
    const opened =
      kind === 'pglite'
        ? await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir })
        : await createDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, databaseSchema: schema, dataDir: '', poolSize: 2 });
    return { db: opened.db, close: async () => (await opened.db.destroy(), opened.dataDirLock?.release()) };
  };
  const remove = async () => {
    if (kind === 'postgres') {
      const { db, close } = await open();
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { dataDir, open, remove };
}

/** Runs the migrations up to `last` only, as the older version did. */
async function migrateUpTo(db: Db, last: string): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    // Shared by every suite's schema (openTestDatabase does the same): a drop of this schema must not take it along.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db).catch(() => undefined);
  }
  const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const result = await new Migrator({ db, provider: { getMigrations: async () => older }, migrationTableSchema: rows[0]!.schema }).migrateToLatest();
  if (result.error) throw result.error;
}

/** What the older version stored for a company that registered and posted twice (its columns, not today's). */
async function olderCompany(db: Db) {
  const { rows: users } = await sql<{ id: number }>`
    insert into users (email, password_hash, role, locale, created_at, updated_at)
    values ('clinica.veche@example.ro', ${await hashPassword(PASSWORD)}, 'company', 'ro-RO', ${NOW}, ${NOW})
    returning id`.execute(db);
  const id = users[0]!.id;
  await sql`
    insert into companies (user_id, name, contact_name, phone, city, created_at, updated_at)
    values (${id}, 'Clinica Veche', 'Maria Vechiu', '+40213124567', 'cluj-napoca', ${NOW}, ${NOW})`.execute(db);
  await recordPolicyConsent(db, id, NOW);
  const needs: number[] = [];
  for (const title of ['Asistent de zi', 'Asistent de noapte']) {
    const { rows } = await sql<{ id: number }>`
      insert into needs (company_id, title, job_title, city, work_type, created_at, updated_at)
      values (${id}, ${title}, 'asistent-medical', 'cluj-napoca', 'full_time', ${NOW}, ${NOW})
      returning id`.execute(db);
    needs.push(rows[0]!.id);
  }
  return { id, needs };
}

describe('companies registered before teams', () => {
  for (const kind of testDatabases()) {
    it(`become teams whose owner is their account on upgrade [${kind}]`, async () => {
      const { dataDir, open, remove } = place(kind);
      try {
        const older = await open();
        await migrateUpTo(older.db, BEFORE_TEAMS);
        const company = await olderCompany(older.db);
        await older.close();

        // The new version starts on the same data.
        const { db, close } = await open();
        await migrateToLatest(db);
        await seedReferenceData(db);
        expect(await db.selectFrom('company_members').selectAll().execute()).toEqual([
          {
            user_id: company.id,
            company_id: company.id,
            role: 'owner',
            full_name: 'Maria Vechiu',
            active: true,
            deactivated_at: null,
            created_at: NOW,
          },
        ]);
        const needs = await db.selectFrom('needs').select(['id', 'owner_id']).where('company_id', '=', company.id).orderBy('id').execute();
        expect(needs).toEqual(company.needs.map((id) => ({ id, owner_id: company.id })));

        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: join(dataDir, 'app'),
          PUBLIC_URL: 'http://medilink.test',
          WEB_DIST_DIR: join(dataDir, 'no-web-build'),
          RATE_LIMIT_PER_MINUTE: '0',
        });
        const clock = new ManualClock();
        clock.set(NOW.toISOString());
        const app = await buildApp({ config, db, clock, databaseKind: kind });
        try {
          await app.ready();
          const signedIn = await app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: 'clinica.veche@example.ro', password: PASSWORD },
          });
          expect(signedIn.statusCode, signedIn.body).toBe(200);
          const headers = { ...bearer((signedIn.json() as { token: string }).token), 'accept-language': 'en' };
          const team = await app.inject({ method: 'GET', url: '/api/company/team', headers });
          expect(team.json()).toMatchObject({
            me: { user_id: company.id, role: 'owner' },
            members: [{ user_id: company.id, name: 'Maria Vechiu', role: 'owner', active: true, posts: 2 }],
          });
          const posts = (await app.inject({ method: 'GET', url: '/api/needs', headers })).json() as { data: { id: number }[] };
          expect(posts.data.map((n) => n.id).sort()).toEqual([...company.needs].sort());
          const detail = (await app.inject({ method: 'GET', url: `/api/needs/${company.needs[0]}`, headers })).json() as {
            people: { owner: { id: number; name: string } };
          };
          expect(detail.people.owner).toMatchObject({ id: company.id, name: 'Maria Vechiu' });
          const invited = await app.inject({
            method: 'POST',
            url: '/api/company/team/invitations',
            headers,
            payload: { email: 'recrutor.nou@example.ro', role: 'recruiter' },
          });
          expect(invited.statusCode, invited.body).toBe(201);
        } finally {
          await app.close();
          await close();
        }
      } finally {
        await remove();
      }
    }, 180_000);
  }
});
