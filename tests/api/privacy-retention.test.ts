import { expect, it } from 'vitest';
import { funnelReport } from '../../src/server/funnel/funnel.ts';
import { createOpsWorker } from '../../src/server/jobs/ops-worker.ts';
import { MAX_ATTEMPTS } from '../../src/server/mail/mailer.ts';
import { ERASED } from '../../src/server/privacy/redaction.ts';
import { forgetOldMailContent } from '../../src/server/privacy/retention.ts';
import { bearer, createCare, login, registerCandidate, registerCompany } from '../support/accounts.ts';
import { processStartedByCare } from '../support/processes.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../support/licences.ts';
import { describeEachDatabase } from '../support/databases.ts';

// Retention (RETENTION_MONTHS = 24 by default): the daily job warns unused accounts 30 days before, then
// erases them through eraseAccount; archived processes lose their personal data while the funnel stays true.

describeEachDatabase('GDPR retention job', (ctx) => {
  const stepsOf = (userId: number) =>
    ctx.db.selectFrom('privacy_log').select(['action', 'detail']).where('user_id', '=', userId).orderBy('id').execute();
  const warningsTo = (email: string) =>
    ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).where('kind', '=', 'retention.warning').execute();
  const erasedAt = async (userId: number) =>
    (await ctx.db.selectFrom('users').select('erased_at').where('id', '=', userId).executeTakeFirstOrThrow()).erased_at;

  it('warns an unused account once, 30 days before, erases it after; an account signed in since is kept', async () => {
    const worker = createOpsWorker(ctx.app);
    ctx.clock.set('2026-01-05T10:00:00Z');
    const left = await registerCandidate(ctx, { name: 'Sânziana Uitată' });
    const back = await registerCompany(ctx, { contact_name: 'Virgil Revine' });

    ctx.clock.set('2027-12-05T10:00:00Z'); // 31 days before the 24 months are over
    await worker.runDue();
    expect(await warningsTo(left.email)).toEqual([]);

    ctx.clock.set('2027-12-06T10:00:00Z'); // 30 days before
    await worker.runDue();
    const [warning, ...more] = await warningsTo(left.email);
    expect(more).toEqual([]);
    expect(warning!.subject).toBe('Medilink: contul dumneavoastră va fi șters la 5 ianuarie 2028');
    expect(warning!.text_body).toContain('Bună ziua, Sânziana Uitată');
    expect(warning!.text_body).toContain('să vă autentificați înainte de această dată');
    expect(warning!.text_body).toContain('http://medilink.test/app/login');
    expect(await warningsTo(back.email)).toHaveLength(1);

    // The company signs in after its warning; the candidate does not.
    ctx.clock.set('2027-12-20T08:00:00Z');
    await login(ctx, back.email);
    for (const day of ['2027-12-21', '2028-01-04']) {
      ctx.clock.set(`${day}T10:00:00Z`);
      await worker.runDue();
    }
    expect(await warningsTo(left.email)).toHaveLength(1);
    expect(await erasedAt(left.id)).toBeNull();

    ctx.clock.set('2028-01-05T10:00:00Z'); // 24 months without use, warned 30 days ago
    await worker.runDue();
    expect(await erasedAt(left.id)).toEqual(new Date('2028-01-05T10:00:00Z'));
    expect(await erasedAt(back.id)).toBeNull();
    expect(await warningsTo(back.email)).toHaveLength(1);
    expect((await stepsOf(left.id)).map((s) => [s.action, (s.detail as { ground?: string }).ground])).toEqual([
      ['consent.policy', undefined],
      ['retention.warned', undefined],
      ['erasure.requested', 'retention'],
      ['erasure.completed', undefined],
    ]);
    expect((await stepsOf(left.id))[1]!.detail).toEqual({ inactiveSince: '2026-01-05T10:00:00.000Z', eraseOn: '2028-01-05T10:00:00.000Z' });
    expect((await stepsOf(back.id)).map((s) => s.action)).toEqual(['consent.policy', 'retention.warned']);

    // Idempotent: the next day's run finds nothing more to do.
    ctx.clock.set('2028-01-06T10:00:00Z');
    await worker.runDue();
    expect(await stepsOf(left.id)).toHaveLength(4);
  });

  it('removes the personal data of processes archived 24 months ago; rows, events and funnel figures stay', async () => {
    const worker = createOpsWorker(ctx.app);
    ctx.clock.set('2026-02-10T09:00:00Z');
    const name = 'Iordana Arhivată';
    const candidate = await registerCandidate(ctx, { name, phone: '0745 222 333' });
    const company = await registerCompany(ctx, { contact_name: 'Horia Arhivescu' });
    const care = await createCare(ctx);
    const { processId } = await processStartedByCare(ctx, care, company.id, candidate.id);
    await giveLicenceFor(ctx.db, processId, ctx.clock.now());
    const send = async (token: string, type: string, payload: object, expectedVersion: number) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/processes/${processId}/events`,
        // Kept for replay: the answer shows the process as its sender saw it.
        headers: { ...bearer(token), 'idempotency-key': `retention-${type}` },
        payload: { type, payload, expectedVersion },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await send(candidate.token, 'candidate.acceptOffer', { callSlot: '2026-02-11T09:00:00.000Z' }, 1);
    await send(care.token, 'care.validate', { note: `${name} sounds tired`, toCompany: 'Recommended warmly', ...LICENCE_CHECKED }, 2);
    await send(company.token, 'company.rejectCandidate', { reason: 'other', text: `We met ${name} before` }, 3);
    const eventsOf = () =>
      ctx.db
        .selectFrom('process_events')
        .select(['version', 'type', 'actor_id', 'payload'])
        .where('process_id', '=', processId)
        .orderBy('version')
        .execute();
    const processRow = () => ctx.db.selectFrom('processes').selectAll().where('id', '=', processId).executeTakeFirstOrThrow();
    const replays = () => ctx.db.selectFrom('idempotency_keys').select('key').where('process_id', '=', processId).execute();
    expect(await replays()).toHaveLength(3);
    const before = { process: await processRow(), events: await eventsOf() };
    const funnel = async () => (await funnelReport(ctx.db, new Date('2026-01-01T00:00:00Z'), new Date('2026-12-31T00:00:00Z'))).stages;
    const funnelBefore = await funnel();

    expect(before.process.archived).toBe(true);
    ctx.clock.set('2028-02-09T09:00:00Z'); // a day short of 24 months since it was archived
    await worker.runDue();
    expect((await processRow()).personal_data_removed_at).toBeNull();

    ctx.clock.set('2028-02-10T09:00:00Z');
    await worker.runDue();
    const after = { process: await processRow(), events: await eventsOf() };
    expect(after.process.personal_data_removed_at).toEqual(new Date('2028-02-10T09:00:00Z'));
    expect([after.process.state, after.process.updated_at, after.process.candidate_id]).toEqual([
      before.process.state,
      before.process.updated_at,
      candidate.id,
    ]);
    expect(after.events.map((e) => [e.version, e.type, e.actor_id])).toEqual(before.events.map((e) => [e.version, e.type, e.actor_id]));
    // A new version: an event computed from the old snapshot meanwhile is refused instead of writing it back.
    expect(after.process.version).toBe(before.process.version + 1);
    // The register's reference care wrote goes too; how care checked stays (no personal data).
    expect(after.events.find((e) => e.type === 'care.validate')!.payload).toEqual({
      note: ERASED,
      toCompany: ERASED,
      licence: { method: 'register', reference: ERASED },
    });
    expect(after.events.find((e) => e.type === 'company.rejectCandidate')!.payload).toEqual({ reason: 'other', text: ERASED });
    expect(JSON.stringify([after.process.snapshot, after.events])).not.toMatch(/Iordana|Horia|sounds tired|\+40745222333/);
    expect(await replays()).toEqual([]);
    expect(await funnel()).toEqual(funnelBefore);
    for (const userId of [candidate.id, company.id]) {
      const steps = await stepsOf(userId);
      expect(steps.filter((s) => s.action === 'retention.processRedacted').map((s) => s.detail)).toEqual([{ processId }]);
    }

    ctx.clock.set('2028-02-11T09:00:00Z');
    await worker.runDue();
    expect((await stepsOf(candidate.id)).filter((s) => s.action === 'retention.processRedacted')).toHaveLength(1);
  });
  it("keeps a sent mail's content 30 days, then only its delivery record; a mail still to be sent keeps it", async () => {
    ctx.clock.set('2026-06-01T09:00:00Z');
    const now = ctx.clock.now();
    const day = 86_400_000;
    const mail = (id: string, at: number, sent: 'sent' | 'waiting' | 'given up') => ({
      to_address: `${id}@example.ro`,
      subject: `Subject ${id}`,
      text_body: `Text ${id}`,
      html_body: `<p>${id}</p>`,
      kind: 'test.mail',
      attachments: JSON.stringify([{ filename: 'a.ics', contentType: 'text/calendar', contentBase64: 'QQ==' }]),
      created_at: new Date(now.getTime() - at * day),
      sent_at: sent === 'sent' ? new Date(now.getTime() - at * day) : null,
      attempts: sent === 'given up' ? MAX_ATTEMPTS : 0,
    });
    const rows = [
      mail('old-sent', 31, 'sent'),
      mail('recent-sent', 29, 'sent'),
      mail('old-waiting', 31, 'waiting'),
      mail('old-given-up', 31, 'given up'),
    ];
    await ctx.db.insertInto('mail_outbox').values(rows).execute();
    expect(await forgetOldMailContent(ctx.app.deps)).toBe(2);
    expect(await forgetOldMailContent(ctx.app.deps)).toBe(0);
    const kept = await ctx.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body', 'attachments', 'sent_at'])
      .where('kind', '=', 'test.mail')
      .orderBy('id')
      .execute();
    const erased = { subject: ERASED, text_body: ERASED, html_body: ERASED, attachments: [] };
    expect(kept.map(({ sent_at: _, ...m }) => m)).toEqual([
      { to_address: 'old-sent@example.ro', ...erased },
      {
        to_address: 'recent-sent@example.ro',
        subject: 'Subject recent-sent',
        text_body: 'Text recent-sent',
        html_body: '<p>recent-sent</p>',
        attachments: [expect.any(Object)],
      },
      {
        to_address: 'old-waiting@example.ro',
        subject: 'Subject old-waiting',
        text_body: 'Text old-waiting',
        html_body: '<p>old-waiting</p>',
        attachments: [expect.any(Object)],
      },
      { to_address: 'old-given-up@example.ro', ...erased },
    ]);
  });
});
