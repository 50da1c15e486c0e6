import { beforeAll, expect, it } from 'vitest';
import type { Auth } from '../../src/server/fastify-types.ts';
import { insertCandidate, insertCareAgent, insertCompany } from '../support/accounts.ts';
import { insertNeed } from '../support/processes.ts';
import { createOpsWorker, opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { systemAuth } from '../../src/server/jobs/system-actor.ts';
import { sweepDeadlines } from '../../src/server/jobs/sweep.ts';
import type { Worker } from '../../src/server/jobs/worker.ts';
import { recommendCandidate } from '../../src/server/matching/run-matching.ts';
import { applyEvent } from '../../src/server/workflow/engine.ts';
import { atBucharest, dayBefore } from '../support/bucharest-offsets.ts';
import { DATE_MATRIX, type MatrixInstant } from '../support/date-matrix.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../support/licences.ts';

// The deadline jobs at each of the calendar's hardest instants, on both databases. An offer's reminder
// and expiry fire at the times docs/workflow.md gives (48 real hours, moved to the next working day), whichever
// way their jobs were queued; the interview reminder fires the day before at the interview's Bucharest time.

const MINUTE = 60_000;

describeEachDatabase('deadlines at the calendar’s hardest instants', (ctx) => {
  let worker: Worker;
  let needId: number;
  let companyId: number;

  beforeAll(async () => {
    worker = createOpsWorker(ctx.app);
    ctx.clock.set(DATE_MATRIX[0]!.at);
    companyId = await insertCompany(ctx.db, ctx.clock.now());
    needId = await insertNeed(ctx.db, ctx.clock.now(), companyId);
  });

  const offerAt = async (instant: MatrixInstant) => {
    ctx.clock.set(instant.at);
    const candidate = await insertCandidate(ctx.db, ctx.clock.now());
    const processId = await recommendCandidate(opsDepsOf(ctx.app), await systemAuth(ctx.db), { needId, candidateId: candidate.id, source: 'care' });
    await giveLicenceFor(ctx.db, processId!);
    return { candidate, processId: processId! };
  };
  const mailKinds = async (to: string) =>
    (await ctx.db.selectFrom('mail_outbox').select('kind').where('to_address', '=', to).orderBy('id').execute()).map((m) => m.kind);
  const stateOf = async (id: number) => (await ctx.db.selectFrom('processes').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
  const runAt = async (instant: string) => {
    ctx.clock.set(instant);
    await worker.runDue();
  };
  const justBefore = (instant: string) => new Date(Date.parse(instant) - MINUTE).toISOString();

  /** Reminder, then expiry, each at its minute and not one minute earlier. */
  async function expectOfferDeadlines(instant: MatrixInstant, candidate: { email: string }, processId: number) {
    await runAt(justBefore(instant.offerReminder));
    expect(await mailKinds(candidate.email)).toEqual(['offer.new']);
    await runAt(instant.offerReminder);
    expect(await mailKinds(candidate.email)).toEqual(['offer.new', 'offer.reminder']);
    await runAt(justBefore(instant.offerDeadline));
    expect(await stateOf(processId)).toBe('offered');
    await runAt(instant.offerDeadline);
    expect(await stateOf(processId)).toBe('archived.offerExpired');
  }

  for (const instant of DATE_MATRIX) {
    it(`an offer made ${instant.name} is reminded and expires on time`, async () => {
      const { candidate, processId } = await offerAt(instant);
      await worker.runDue();
      await expectOfferDeadlines(instant, candidate, processId);
    });

    it(`an offer made ${instant.name} whose jobs only the sweep queued keeps the same deadlines`, async () => {
      const { candidate, processId } = await offerAt(instant);
      await ctx.db
        .deleteFrom('jobs')
        .where('dedup_key', 'in', [`offer.remind:${processId}:1`, `offer.expire:${processId}:1`])
        .execute();
      await runAt(new Date(ctx.clock.now().getTime() + 5 * MINUTE).toISOString()); // the next sweep period
      await expectOfferDeadlines(instant, candidate, processId);
    });

    it(`an interview agreed ${instant.name} is reminded the day before at its Bucharest time`, async () => {
      const { candidate, processId } = await offerAt(instant);
      const [first, second, third] = instant.nextWorkingDays;
      const scheduledAt = atBucharest(second, '09:00');
      const steps: [Auth, string, unknown][] = [
        [{ userId: candidate.id, role: 'candidate', sessionId: 0 }, 'candidate.acceptOffer', { callSlot: atBucharest(first, '16:00') }],
        [{ userId: await insertCareAgent(ctx.db, ctx.clock.now()), role: 'care', sessionId: 0 }, 'care.validate', LICENCE_CHECKED],
        [{ userId: companyId, role: 'company', sessionId: 0, member: { companyId, memberRole: 'owner' } }, 'company.acceptCandidate', {}],
        [
          { userId: companyId, role: 'company', sessionId: 0, member: { companyId, memberRole: 'owner' } },
          'company.proposeInterview',
          { interview: { type: 'phone', phone: '+40722123456' }, options: [scheduledAt, atBucharest(third, '09:00'), atBucharest(third, '11:00')] },
        ],
        [{ userId: candidate.id, role: 'candidate', sessionId: 0 }, 'candidate.pickOption', { option: scheduledAt }],
      ];
      for (const [auth, type, payload] of steps) {
        const { version } = await ctx.db.selectFrom('processes').select('version').where('id', '=', processId).executeTakeFirstOrThrow();
        const answer = await applyEvent(opsDepsOf(ctx.app), { processId, auth, locale: 'ro-RO', body: { type, payload, expectedVersion: version } });
        expect(answer.status, `${type}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      // Interview reminders are queued by the deadline sweep (every 5 minutes).
      await sweepDeadlines(ctx.db, ctx.clock.now());
      const reminders = await ctx.db
        .selectFrom('jobs')
        .select(['run_at', 'dedup_key'])
        .where('kind', '=', 'interview.remind')
        .where('dedup_key', 'like', `interview.remind:${processId}:%`)
        .execute();
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.run_at.toISOString()).toBe(atBucharest(dayBefore(second), '09:00'));
    });
  }
});
