import { expect } from 'vitest';
import { bearer } from './accounts.ts';
import type { TestContext } from './databases.ts';
import { LICENCE_CHECKED } from './licences.ts';
import { OFFER_TERMS } from './final-offer-terms.ts';

/** Monday 2026-03-02, 10:00 in Bucharest: the clock every step before the interview is sent at. */
export const T0 = '2026-03-02T08:00:00.000Z';
/** The company's interview options (working days, 24 h ahead of T0, inside working hours). */
export const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
/** An hour after the first option began: presence may be told, and what comes after. */
export const AFTER_INTERVIEW = '2026-03-04T09:00:00.000Z';

type Who = { token: string };

let keys = 0;

/**
 * Sends one event at the process's current version, at `at` on the suite's clock; it must be accepted. With
 * `idempotent`, under an Idempotency-Key of its own (its answer is then kept for replay).
 */
export async function sendEvent(ctx: TestContext, who: Who, processId: number, type: string, payload: object = {}, at = T0, idempotent = false) {
  ctx.clock.set(at);
  const { version } = await ctx.db.selectFrom('processes').select('version').where('id', '=', processId).executeTakeFirstOrThrow();
  const key = idempotent ? { 'idempotency-key': `step-${process.pid}-${(keys += 1)}` } : {};
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/processes/${processId}/events`,
    headers: { ...bearer(who.token), ...key },
    payload: { type, payload, expectedVersion: version },
  });
  expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
  return res;
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
