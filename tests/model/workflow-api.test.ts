/**
 * The workflow API's guarantees beyond single paths: conflicting writes, refusals that write nothing, retries,
 * and the mails queued with each event (who may read what: workflow-authorization.test.ts).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases.ts';
import { footprint, office, OPTIONS, workflowSteps } from './workflow-fixtures.ts';
import { createParties } from '../support/accounts.ts';
import { LICENCE_CHECKED } from '../support/licences.ts';

describeEachDatabase(
  'workflow API',
  (ctx) => {
    let p: Awaited<ReturnType<typeof createParties>>;

    beforeAll(async () => {
      p = await createParties(ctx);
    });

    const { post, newProcess, toChoosing } = workflowSteps(ctx, () => p);

    describe('conflicting events', () => {
      /** Every mail, text and notification-centre entry queued so far, whoever it is for. */
      const notices = async () => {
        const count = async (table: 'mail_outbox' | 'channel_messages' | 'notifications') =>
          Number(
            (
              await ctx.db
                .selectFrom(table)
                .select(sql<number>`count(*)`.as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        return { mails: await count('mail_outbox'), texts: await count('channel_messages'), notifications: await count('notifications') };
      };
      const added = (after: Awaited<ReturnType<typeof notices>>, before: typeof after) => ({
        mails: after.mails - before.mails,
        texts: after.texts - before.texts,
        notifications: after.notifications - before.notifications,
      });

      it('applies exactly one of 50 concurrent events; the others get 409 and queue no notice; the log has no gap and no duplicate', async () => {
        // What one uncontested pick queues, to compare the race with: the losers' notices must not be written.
        const alone = await toChoosing();
        const beforeAlone = await notices();
        const single = await post(alone, p.candidate, { type: 'candidate.pickOption', payload: { option: OPTIONS[0] }, expectedVersion: 5 });
        expect(single.statusCode, single.body).toBe(200);
        const one = added(await notices(), beforeAlone);
        expect(one.notifications).toBeGreaterThan(0);
        const id = await toChoosing();
        const before = await notices();
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            post(id, p.candidate, { type: 'candidate.pickOption', payload: { option: OPTIONS[i % 3] }, expectedVersion: 5 }),
          ),
        );
        const codes = answers.map((a) => a.statusCode);
        expect(codes.filter((c) => c === 200)).toHaveLength(1);
        expect(codes.filter((c) => c === 409)).toHaveLength(49);
        const versions = await ctx.db.selectFrom('process_events').select('version').where('process_id', '=', id).orderBy('version').execute();
        expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6]);
        const row = await ctx.db.selectFrom('processes').select(['version', 'state']).where('id', '=', id).executeTakeFirstOrThrow();
        expect(row).toEqual({ version: 6, state: 'interview.scheduled' });
        expect(added(await notices(), before)).toEqual(one);
      });

      it('refuses a stale expectedVersion with 409 and writes nothing', async () => {
        const id = await toChoosing();
        const before = await footprint(ctx, id);
        const res = await post(id, p.candidate, { type: 'candidate.pickOption', payload: { option: OPTIONS[0] }, expectedVersion: 4 });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(/changed in the meantime/);
        expect(await footprint(ctx, id)).toEqual(before);
      });
    });

    describe('refusals write nothing', () => {
      it('answers 403 to every event of another role', async () => {
        const id = await toChoosing();
        const before = await footprint(ctx, id);
        for (const [who, type] of [
          [p.company, 'candidate.pickOption'],
          [p.candidate, 'company.pickOption'],
          [p.candidate, 'care.unarchive'],
          [p.care, 'candidate.proposeOptions'],
          [p.company, 'care.validate'],
        ] as const) {
          const res = await post(id, who, { type, payload: {}, expectedVersion: 5 });
          expect(res.statusCode, type).toBe(403);
          expect(res.json().message).toMatch(/^Only the (candidate|company|customer care) can/);
        }
        expect(await footprint(ctx, id)).toEqual(before);
      });

      it('answers 409 with a clear message to an event the state does not allow', async () => {
        const id = await toChoosing();
        const before = await footprint(ctx, id);
        const res = await post(id, p.candidate, { type: 'candidate.acceptFinalOffer', payload: {}, expectedVersion: 5 });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(
          'This action (candidate.acceptFinalOffer) is not possible at the current stage of the process (interview.candidateChoosing)',
        );
        const ro = await post(id, p.candidate, { type: 'candidate.acceptFinalOffer', payload: {}, expectedVersion: 5 }, {}, 'ro-RO');
        expect(ro.statusCode).toBe(409);
        expect(ro.json().message).not.toBe(res.json().message);
        expect(await footprint(ctx, id)).toEqual(before);
      });

      it('tells presence before the interview start apart (409)', async () => {
        const id = await toChoosing();
        expect((await post(id, p.candidate, { type: 'candidate.pickOption', payload: { option: OPTIONS[1] }, expectedVersion: 5 })).statusCode).toBe(
          200,
        );
        const before = await footprint(ctx, id);
        const res = await post(id, p.company, { type: 'company.reportPresence', payload: { present: true }, expectedVersion: 6 });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('Presence can be reported only after the interview has started');
        expect(await footprint(ctx, id)).toEqual(before);
        ctx.clock.set('2026-03-05T09:30:00.000Z');
        const late = await post(id, p.candidate, { type: 'candidate.cancelInterview', payload: { reason: 'already-employed' }, expectedVersion: 6 });
        expect(late.statusCode).toBe(409);
        expect(late.json().message).toMatch(/already started/);
      });

      it('answers 400 with translated field errors to a bad payload', async () => {
        const id = await toChoosing();
        const before = await footprint(ctx, id);
        const res = await post(id, p.candidate, {
          type: 'candidate.proposeOptions',
          payload: { options: ['2026-03-02T12:00:00.000Z', '2026-04-10T08:00:00.000Z', '2026-03-04T20:00:00.000Z'] },
          expectedVersion: 5,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({
          'options.0': ['Choose a time at least 24 hours from now'],
          'options.1': ['Choose a working day: Monday to Friday, not a public holiday'],
          'options.2': ['Choose a time between 07:00 and 21:00 (Romania time)'],
        });
        // Saturday 7 and Sunday 8 March 2026: not working days, whoever proposes (docs/workflow.md).
        const weekend = await post(
          id,
          p.candidate,
          {
            type: 'candidate.proposeOptions',
            payload: { options: ['2026-03-07T08:00:00.000Z', '2026-03-08T08:00:00.000Z', '2026-03-05T08:00:00.000Z'] },
            expectedVersion: 5,
          },
          {},
          'ro-RO',
        );
        expect(weekend.statusCode).toBe(400);
        const notWorking = 'Vă rugăm să alegeți o zi lucrătoare: de luni până vineri, în afara sărbătorilor legale';
        expect(weekend.json().errors).toEqual({ 'options.0': [notWorking], 'options.1': [notWorking] });
        const ro = await post(id, p.candidate, { type: 'candidate.cancelInterview', payload: { reason: 'other' }, expectedVersion: 5 }, {}, 'ro-RO');
        expect(ro.statusCode).toBe(400);
        expect(Object.keys(ro.json().errors)).toEqual(['text']);
        const unknown = await post(id, p.candidate, { type: 'candidate.dance', payload: {}, expectedVersion: 5 });
        expect(unknown.statusCode).toBe(400);
        expect(Object.keys(unknown.json().errors)).toEqual(['type']);
        expect(await footprint(ctx, id)).toEqual(before);
      });

      it('keeps an archived process read-only until care unarchives it', async () => {
        const id = await newProcess();
        expect(
          (await post(id, p.candidate, { type: 'candidate.rejectOffer', payload: { reason: 'already-employed' }, expectedVersion: 1 })).statusCode,
        ).toBe(200);
        const res = await post(id, p.candidate, {
          type: 'candidate.acceptOffer',
          payload: { callSlot: '2026-03-03T09:00:00.000Z' },
          expectedVersion: 2,
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(/archived and read-only/);
        const back = await post(id, p.care, { type: 'care.unarchive', payload: {}, expectedVersion: 2 });
        expect(back.statusCode).toBe(200);
        expect([back.json().state, back.json().candidate_status]).toEqual(['offered', 'New']);
      });
    });

    describe('Idempotency-Key', () => {
      it('returns the first answer to a retry and applies the event once', async () => {
        const id = await newProcess();
        const body = { type: 'candidate.acceptOffer', payload: { callSlot: '2026-03-03T09:00:00.000Z' }, expectedVersion: 1 };
        const first = await post(id, p.candidate, body, { 'idempotency-key': `accept-${id}` });
        const again = await post(id, p.candidate, body, { 'idempotency-key': `accept-${id}` });
        expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
        expect(again.json()).toEqual(first.json());
        const events = await ctx.db.selectFrom('process_events').select('type').where('process_id', '=', id).execute();
        expect(events.map((e) => e.type)).toEqual(['process.create', 'candidate.acceptOffer']);
        const other = await post(id, p.candidate, { ...body, expectedVersion: 2 }, { 'idempotency-key': `accept-${id}` });
        expect(other.statusCode).toBe(422);
      });

      it('replays concurrent retries once', async () => {
        const id = await newProcess();
        const body = { type: 'candidate.acceptOffer', payload: { callSlot: '2026-03-03T09:00:00.000Z' }, expectedVersion: 1 };
        const answers = await Promise.all(Array.from({ length: 5 }, () => post(id, p.candidate, body, { 'idempotency-key': `race-${id}` })));
        const ok = answers.filter((a) => a.statusCode === 200);
        // A retry that arrives before the first commit waits for it and replays it; none applies twice.
        expect(ok.length).toBeGreaterThanOrEqual(1);
        expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
        expect(new Set(ok.map((a) => a.json().version))).toEqual(new Set([2]));
        const n = await ctx.db
          .selectFrom('process_events')
          .select(sql<number>`count(*)`.as('n'))
          .where('process_id', '=', id)
          .executeTakeFirstOrThrow();
        expect(Number(n.n)).toBe(2);
      });
    });

    describe('notifications', () => {
      it('queues the notice to the side asked to act, in the same transaction as the event', async () => {
        const id = await newProcess();
        const newMails = async (after: number) =>
          ctx.db.selectFrom('mail_outbox').select(['id', 'to_address', 'kind']).where('id', '>', after).orderBy('id').execute();
        const last = async () => (await ctx.db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0;
        const companyEmail = (await ctx.db.selectFrom('users').select('email').where('id', '=', p.company.id).executeTakeFirstOrThrow()).email;
        const candidateEmail = (await ctx.db.selectFrom('users').select('email').where('id', '=', p.candidate.id).executeTakeFirstOrThrow()).email;

        let mark = await last();
        expect(
          (await post(id, p.candidate, { type: 'candidate.acceptOffer', payload: { callSlot: '2026-03-03T09:00:00.000Z' }, expectedVersion: 1 }))
            .statusCode,
        ).toBe(200);
        expect(await newMails(mark)).toEqual([]); // care's turn: the phone screen
        mark = await last();
        expect((await post(id, p.care, { type: 'care.validate', payload: LICENCE_CHECKED, expectedVersion: 2 })).statusCode).toBe(200);
        expect((await newMails(mark)).map((m) => [m.to_address, m.kind])).toEqual([[companyEmail, 'process.care.validate']]);
        expect((await post(id, p.company, { type: 'company.acceptCandidate', payload: {}, expectedVersion: 3 })).statusCode).toBe(200);
        mark = await last();
        expect(
          (await post(id, p.company, { type: 'company.proposeInterview', payload: { interview: office, options: OPTIONS }, expectedVersion: 4 }))
            .statusCode,
        ).toBe(200);
        expect((await newMails(mark)).map((m) => [m.to_address, m.kind])).toEqual([[candidateEmail, 'process.company.proposeInterview']]);
      });
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: '0' } },
);
