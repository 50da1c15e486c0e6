import { expect } from 'vitest';
import type { StatePath } from '../../machines/index.ts';
import { MINUTE } from '../../src/server/clock.ts';
import type { Db } from '../../src/server/db/create-database.ts';
import { systemAuth } from '../../src/server/jobs/system-actor.ts';
import { createProcess } from '../../src/server/workflow/engine.ts';
import { DAY_POST_TERMS, insertNeed as insertNewNeed } from '../../src/server/workflow/needs.ts';
import { asParty, bearer } from './accounts.ts';
import type { TestContext } from './databases.ts';
import { OFFER_TERMS } from './final-offer-terms.ts';
import { LICENCE_CHECKED, giveLicenceFor } from './licences.ts';

// The processes driver of the API and database suites: a post, the process offering it, and the events that take
// it to a given stage, through the real routes and engine (or, for the migration suites, rows as an older machine
// left them).

/** Monday 2026-03-02, 10:00 in Bucharest: the clock every step before the interview is sent at. */
export const T0 = '2026-03-02T08:00:00.000Z';
/** The company's interview options (working days, 24 h ahead of T0, inside working hours). */
export const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
/** An hour after the first option began: presence may be told, and what comes after. */
export const AFTER_INTERVIEW = '2026-03-04T09:00:00.000Z';

type Who = { token: string };

/** A post of `company`, written through the needs route. */
export async function postNeed(ctx: TestContext, company: Who, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/needs',
    headers: asParty(company),
    payload: { job_title: 'asistent-medical', city: 'bucuresti', work_type: 'full_time', ...DAY_POST_TERMS, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** The product offers `company`'s need to the candidate (as matching does: a company cannot offer a raw id). */
export async function offer(ctx: TestContext, company: { id: number }, needId: number, candidateId: number): Promise<number> {
  const need = await ctx.db.selectFrom('needs').select('company_id').where('id', '=', needId).executeTakeFirstOrThrow();
  expect(need.company_id).toBe(company.id);
  const id = (await createProcess(ctx.app.deps, await systemAuth(ctx.db), { needId, candidateId })).id;
  await giveLicenceFor(ctx.db, id, ctx.clock.now());
  return id;
}

/** The seeded reference data's first job title and specialty, and its two largest cities. */
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

/**
 * A post of `company` as a row (the needs route is not under test): the reference data's first job title and
 * specialty, in its largest city, paying 7 000–9 000 lei; `columns` override.
 */
export async function insertPost(ctx: TestContext, company: { id: number }, columns: Record<string, unknown> = {}): Promise<number> {
  const refs = await referenceSlugs(ctx);
  const post = { job_title: refs.jobTitle, specialty: refs.specialty, city: refs.cities[0], salary_min: 7000, salary_max: 9000 };
  return insertNeed(ctx.db, ctx.clock.now(), company.id, { ...post, ...columns });
}

/** A need of the company (a specialist doctor in Brașov, full time) and the process care starts on it for the candidate. */
export async function processStartedByCare(
  ctx: TestContext,
  care: Who,
  companyId: number,
  candidateId: number,
): Promise<{ needId: number; processId: number }> {
  const needId = await insertNewNeed(ctx.db, { companyId, jobTitle: 'medic-specialist', city: 'brasov', workType: 'full_time' }, ctx.clock.now());
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/processes',
    headers: bearer(care.token),
    payload: { need_id: needId, candidate_id: candidateId },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { needId, processId: created.json().id as number };
}

let keys = 0;

/** Sends one event at the process's current version, as `who`, at the clock's time; it must be accepted. */
export async function sendNow(
  ctx: TestContext,
  who: Who,
  processId: number,
  type: string,
  payload: unknown = {},
  headers: Record<string, string> = {},
) {
  const { version } = await ctx.db.selectFrom('processes').select('version').where('id', '=', processId).executeTakeFirstOrThrow();
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/processes/${processId}/events`,
    headers: { ...bearer(who.token), ...headers },
    payload: { type, payload, expectedVersion: version },
  });
  expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
  return res;
}

/**
 * Sends one event at `at` on the suite's clock; it must be accepted. With `idempotent`, under an Idempotency-Key of
 * its own (its answer is then kept for replay).
 */
export async function sendEvent(ctx: TestContext, who: Who, processId: number, type: string, payload: object = {}, at = T0, idempotent = false) {
  ctx.clock.set(at);
  return sendNow(ctx, who, processId, type, payload, idempotent ? { 'idempotency-key': `step-${process.pid}-${(keys += 1)}` } : {});
}

/** Sends one event a minute after the clock's time, answered in English; returns the process view. */
export async function send(ctx: TestContext, party: Who, processId: number, type: string, payload: unknown = {}) {
  ctx.clock.advance(MINUTE); // events a minute apart, so "newest first" has one answer
  const res = await sendNow(ctx, party, processId, type, payload, { 'accept-language': 'en' });
  return res.json() as { version: number; state: string; company_status: string; can: string[] };
}

/** offered → screening → validated: the candidate is interested and care validates the phone screen. */
export async function toValidated(ctx: TestContext, who: { candidate: Who; care: Who }, processId: number) {
  await send(ctx, who.candidate, processId, 'candidate.acceptOffer', { callSlot: '2026-03-04T10:00:00.000Z' });
  return send(ctx, who.care, processId, 'care.validate', LICENCE_CHECKED);
}

/** The words each side and care write on the way (unique per call, so a test can find them). */
export type StepTexts = {
  careNote?: string;
  interview?: { type: 'office'; address: string; contactPerson: string } | { type: 'phone'; phone: string } | { type: 'virtual'; link: string };
  feedback?: string;
  trialNote?: string;
  salary?: number;
  benefits?: string;
  /** Why the final offer's salary is below the post's range (required then). */
  belowRangeReason?: string;
  /** Every step under an Idempotency-Key of its own. */
  idempotent?: boolean;
};

/** Stages a process started by care (processStartedByCare) can be taken to, in the order of the happy path. */
export const STAGES = ['offered', 'screening', 'validated', 'companyAccepted', 'scheduled', 'positiveFeedback', 'trial', 'finalOffer'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * Takes a process from `offered` to `stage` through the API, as its candidate, care and company would: care's note,
 * the company's interview, the candidate's feedback, the trial note and the final offer's benefits are `texts`.
 * The candidate needs a licence for a regulated job title (giveLicenceFor) before `validated`.
 */
export async function driveTo(
  ctx: TestContext,
  parties: { candidate: Who; company: Who; care: Who },
  processId: number,
  stage: Stage,
  texts: StepTexts = {},
): Promise<void> {
  const { candidate, company, care } = parties;
  const steps: Array<[Who, string, object, string?]> = [
    [candidate, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }],
    [care, 'care.validate', { note: texts.careNote ?? 'Called her', toCompany: 'Recommended', toCandidate: 'Good luck', ...LICENCE_CHECKED }],
    [company, 'company.acceptCandidate', {}],
    [company, 'company.proposeInterview', { interview: texts.interview ?? { type: 'virtual', link: 'https://meet.example/x' }, options: OPTIONS }],
    [candidate, 'candidate.pickOption', { option: OPTIONS[0] }],
    [company, 'company.reportPresence', { present: true }, AFTER_INTERVIEW],
    [candidate, 'candidate.reportPresence', { present: true }, AFTER_INTERVIEW],
    [candidate, 'candidate.giveFeedback', { interested: true, ...(texts.feedback ? { comment: texts.feedback } : {}) }, AFTER_INTERVIEW],
    [company, 'company.proposeTrial', { date: '2026-03-09', ...(texts.trialNote ? { note: texts.trialNote } : {}) }, AFTER_INTERVIEW],
    [
      company,
      'company.sendFinalOffer',
      {
        ...OFFER_TERMS,
        salary: texts.salary ?? 9000,
        startDate: '2026-04-01',
        ...(texts.benefits ? { benefits: texts.benefits } : {}),
        ...(texts.belowRangeReason ? { belowRangeReason: texts.belowRangeReason } : {}),
      },
      AFTER_INTERVIEW,
    ],
  ];
  // How many steps each stage needs: the three presence and feedback steps lead to positiveFeedback together.
  const stepsTo: Record<Stage, number> = {
    offered: 0,
    screening: 1,
    validated: 2,
    companyAccepted: 3,
    scheduled: 5,
    positiveFeedback: 8,
    trial: 9,
    finalOffer: 10,
  };
  for (const [who, type, payload, at] of steps.slice(0, stepsTo[stage])) {
    await sendEvent(ctx, who, processId, type, payload, at, texts.idempotent);
  }
}

/** A need row of `companyId` (a cardiology nurse in Cluj, full time, day shifts), for the operations suites. */
export async function insertNeed(db: Db, now: Date, companyId: number, over: Record<string, unknown> = {}): Promise<number> {
  const need = await db
    .insertInto('needs')
    .values({
      company_id: companyId,
      job_title: 'asistent-medical',
      specialty: 'cardiologie',
      city: 'cluj-napoca',
      work_type: 'full_time',
      ...DAY_POST_TERMS,
      created_at: now,
      updated_at: now,
      ...over,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return need.id;
}

/** The columns an older machine left in a stored process, for the migration suites that bring it forward. */
export type StoredProcess = {
  need_id: number;
  candidate_id: number;
  company_id: number;
  machine_version: number;
  snapshot: string;
  state: StatePath;
  candidate_status: string;
  company_status: string;
  version: number;
};

/** A process row exactly as given (no machine involved), created and last changed at `at`. */
export async function insertStoredProcess(db: Db, at: Date, row: StoredProcess): Promise<number> {
  const { id } = await db
    .insertInto('processes')
    .values({ ...row, archived: row.state.startsWith('archived.'), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
