/**
 * Accounts, needs and processes for the workflow API suites: users are inserted directly (a signed-in session is
 * all these suites need), needs and processes go through the real API.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createSession } from '../../src/server/auth/sessions.ts';
import { HttpError } from '../../src/server/errors.ts';
import { systemAuth } from '../../src/server/jobs/system-actor.ts';
import { applyEvent } from '../../src/server/workflow/engine.ts';
import { recordPolicyConsent } from '../../src/server/privacy/policy-consent.ts';
import { insertNeed, type NewNeed } from '../../src/server/workflow/needs.ts';
import type { TestContext } from '../support/databases.ts';
import { giveLicenceFor } from '../support/licences.ts';

export type Party = { id: number; token: string; role: 'candidate' | 'company' | 'care' };

let counter = 0;

async function insertUser(ctx: TestContext, role: Party['role'], locale: string, tag: string): Promise<Party> {
  const email = `${role}-${tag}-${++counter}-${ctx.kind}@workflow.test`;
  const user = await ctx.db
    .insertInto('users')
    .values({ email, password_hash: 'not-a-login-account', role, locale, created_at: ctx.clock.now(), updated_at: ctx.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordPolicyConsent(ctx.db, user.id, ctx.clock.now());
  if (role === 'candidate') {
    await sql`insert into candidates (user_id, full_name, phone, terms_accepted_at) values (${user.id}, ${`Ioana Candidat ${counter}`}, '+40700000101', now())`.execute(
      ctx.db,
    );
  } else if (role === 'company') {
    await sql`insert into companies (user_id, name, contact_name, phone) values (${user.id}, ${`Clinica ${counter}`}, 'Dr. Pop', '+40700000102')`.execute(
      ctx.db,
    );
    await sql`insert into company_members (user_id, company_id, role, full_name) values (${user.id}, ${user.id}, 'owner', 'Dr. Pop')`.execute(ctx.db);
  } else {
    await sql`insert into care_agents (user_id, full_name, phone) values (${user.id}, 'Maria Care', '+40700000103')`.execute(ctx.db);
  }
  const { token } = await createSession(ctx.db, ctx.clock, user.id);
  return { id: user.id, token, role };
}

export async function createParties(ctx: TestContext, tag: string) {
  return {
    candidate: await insertUser(ctx, 'candidate', 'ro-RO', tag),
    company: await insertUser(ctx, 'company', 'en', tag),
    care: await insertUser(ctx, 'care', 'ro-RO', tag),
  };
}

export const auth = (party: Party, locale = 'en') => ({ authorization: `Bearer ${party.token}`, 'accept-language': locale });

/** A real job title, specialty and city from the seeded reference data. */
export async function referenceSlugs(ctx: TestContext) {
  const jobTitle = await ctx.db
    .selectFrom('nomenclatures')
    .select('slug')
    .where('domain', '=', 'functions')
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const specialty = await ctx.db
    .selectFrom('nomenclatures')
    .select('slug')
    .where('domain', '=', 'domain')
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const cities = await ctx.db.selectFrom('cities').select('slug').orderBy('population', 'desc').limit(2).execute();
  return { jobTitle: jobTitle.slug, specialty: specialty.slug, cities: cities.map((c) => c.slug) };
}

/** A need of `company` (inserted directly: the needs API belongs to the company area). */
export async function postNeed(ctx: TestContext, company: Party, need: Partial<NewNeed> = {}): Promise<number> {
  const refs = await referenceSlugs(ctx);
  return insertNeed(
    ctx.db,
    {
      companyId: company.id,
      jobTitle: refs.jobTitle,
      specialty: refs.specialty,
      city: refs.cities[0]!,
      workType: 'full_time',
      salaryMin: 7000,
      salaryMax: 9000,
      ...need,
    },
    ctx.clock.now(),
  );
}

/**
 * An offer of `company`'s need to the candidate, made as the product makes it: by customer care (a company may not
 * offer a candidate the product never showed it). Checks the need is the company's, as the caller means it.
 */
export async function postProcess(ctx: TestContext, company: Party, needId: number, candidateId: number): Promise<number> {
  const need = await ctx.db.selectFrom('needs').select('company_id').where('id', '=', needId).executeTakeFirstOrThrow();
  expect(need.company_id).toBe(company.id);
  const care = await insertUser(ctx, 'care', 'en', 'offer');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/processes',
    headers: auth(care),
    payload: { need_id: needId, candidate_id: candidateId },
  });
  expect(res.statusCode, res.body).toBe(201);
  await giveLicenceFor(ctx.db, res.json().id, ctx.clock.now());
  return res.json().id;
}

/** Everything written about a process: to check that a refused request wrote nothing. */
export async function footprint(ctx: TestContext, processId: number) {
  const process = await ctx.db
    .selectFrom('processes')
    .select(['version', 'snapshot', 'updated_at'])
    .where('id', '=', processId)
    .executeTakeFirstOrThrow();
  const events = await ctx.db
    .selectFrom('process_events')
    .select(sql<number>`count(*)`.as('n'))
    .where('process_id', '=', processId)
    .executeTakeFirstOrThrow();
  // Nobody told: no mail, no bell notice, no text message.
  const count = async (table: 'mail_outbox' | 'notifications' | 'channel_messages') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    version: process.version,
    snapshot: JSON.stringify(process.snapshot),
    events: Number(events.n),
    mails: await count('mail_outbox'),
    notices: await count('notifications'),
    texts: await count('channel_messages'),
  };
}

/**
 * Sends a `system.*` event the way the server's jobs and the erasure do (the engine, as the system actor: no request
 * can), answered like an HTTP call: 200 and the process view, or the refusal's status and message.
 */
export async function sendAsSystem(ctx: TestContext, processId: number, type: string, payload: unknown, expectedVersion: number) {
  // The process's version after the call: a refusal leaves it where it was.
  type Answer = { version: number; message?: string; errors?: unknown };
  try {
    const answer = await applyEvent(ctx.app.deps, {
      processId,
      auth: await systemAuth(ctx.db),
      locale: 'en',
      body: { type, payload, expectedVersion },
    });
    return { statusCode: answer.status, body: JSON.stringify(answer.body), json: (): Answer => answer.body as Answer };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = { message: error.message, errors: error.fields };
    return { statusCode: error.statusCode, body: JSON.stringify(body), json: (): Answer => ({ version: expectedVersion, ...body }) };
  }
}

/**
 * A copy of a process (snapshot, version and event log, under a copy of its need) so a model path can continue
 * from a state the API already reached on another path, instead of replaying the shared prefix.
 */
export async function cloneProcess(ctx: TestContext, processId: number): Promise<number> {
  // The post with its terms and its people, as the process's own post holds them.
  const columns = sql.raw(
    [
      'company_id, job_title, specialty, city, work_type, salary_min, salary_max, description, archived, created_at, updated_at, owner_id',
      'norma, hours_per_week, shift_pattern, garzi_per_month, garda_pay, garda_kind, night_work, weekend_work, start_date',
      'contract_kind, contract_months, probation_days',
    ].join(', '),
  );
  const source = sql<{ id: number }>`select need_id as id from processes where id = ${processId}`;
  const need = await sql<{ id: number }>`
    insert into needs (${columns}) select ${columns} from needs where id = (${source}) returning id`.execute(ctx.db);
  await sql`
    insert into need_members (need_id, user_id, added_at)
    select ${need.rows[0]!.id}, user_id, added_at from need_members where need_id = (${source})`.execute(ctx.db);
  const copy = await sql<{ id: number }>`
    insert into processes (need_id, candidate_id, company_id, machine_version, snapshot, state, candidate_status, company_status, archived, version, created_at, updated_at)
    select ${need.rows[0]!.id}, candidate_id, company_id, machine_version, snapshot, state, candidate_status, company_status, archived, version, created_at, updated_at
    from processes where id = ${processId}
    returning id`.execute(ctx.db);
  const id = copy.rows[0]!.id;
  await sql`
    insert into process_events (process_id, version, type, payload, actor_id, actor_role, from_state, to_state, created_at)
    select ${id}, version, type, payload, actor_id, actor_role, from_state, to_state, created_at
    from process_events where process_id = ${processId}`.execute(ctx.db);
  return id;
}

/** Sends a machine event as `party` at the process's current version; fails the test unless it is accepted. */
export async function sendEvent(ctx: TestContext, party: Party, id: number, type: string, payload: unknown = {}) {
  const view = await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}`, headers: auth(party) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/processes/${id}/events`,
    headers: auth(party),
    payload: { type, payload, expectedVersion: view.json().version },
  });
  expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
}
