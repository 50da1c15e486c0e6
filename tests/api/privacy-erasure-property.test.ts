import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { sendFriendInvitation } from '../../src/server/notifications/friend-invitation.ts';
import { restore } from '../../src/server/workflow/process-view.ts';
import { type Account, bearer, createCare, PASSWORD, registerCandidate, registerCompany, uniqueEmail } from '../support/accounts.ts';
import { AFTER_INTERVIEW, driveTo, processStartedByCare, sendEvent, type Stage, type StepTexts, T0 } from '../support/processes.ts';
import { describeEachDatabase, type TestContext } from '../support/databases.ts';
import { giveLicenceFor, insertLicence } from '../support/licences.ts';
import { OFFER_TERMS } from '../support/final-offer-terms.ts';

// Property: whatever a person's name, email, phone or licence number (JSON keys, state names, numbers equal to salaries
// or ids, substrings of other people's names), erasing her changes no row of any table but hers and the structural
// targets docs/privacy.md names ("Erasure"), and every process still restores and takes its next event.

const JSON_WORDS = ['company', 'candidate', 'state', 'context', 'value', 'parties', 'snapshot', 'version', 'interview', 'closing', 'null', 'true'];
const STATE_WORDS = ['offered', 'screening', 'validated', 'archived', 'finalOffer', 'trial', 'scheduled', 'accountClosed', 'hired'];

type Values = {
  role: 'candidate' | 'company';
  name: string;
  emailLocal: string;
  /** Seven digits after 072: a valid Romanian mobile number. */
  phoneDigits: number;
  licence: { kind: 'salary' | 'processId' | 'userId' | 'name' } | { kind: 'digits'; digits: string };
};

const values: fc.Arbitrary<Values> = fc.record({
  role: fc.constantFrom('candidate', 'company'),
  name: fc.oneof(fc.constantFrom(...JSON_WORDS, ...STATE_WORDS), fc.stringMatching(/^[A-Z][a-zăâîșț]{1,9}( [A-Z][a-zăâîșț]{1,9})?$/)),
  emailLocal: fc.oneof(fc.constantFrom(...JSON_WORDS), fc.stringMatching(/^[a-z]{2,10}$/)),
  phoneDigits: fc.integer({ min: 0, max: 9_999_999 }),
  licence: fc.oneof(
    fc.constantFrom({ kind: 'salary' as const }, { kind: 'processId' as const }, { kind: 'userId' as const }, { kind: 'name' as const }),
    fc.stringMatching(/^[0-9]{1,6}$/).map((digits) => ({ kind: 'digits' as const, digits })),
  ),
});

type Row = Record<string, unknown>;
/** table → primary key (or the whole row, for a table without one) → the row as PostgreSQL's jsonb text. */
type Dump = Map<string, Map<string, string>>;

async function dumpAll(ctx: TestContext): Promise<Dump> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(ctx.db);
  const keys = await sql<{ table_name: string; column_name: string }>`
    select tc.table_name, kcu.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema and kcu.table_name = tc.table_name
    where tc.table_schema = current_schema() and tc.constraint_type = 'PRIMARY KEY'
    order by kcu.ordinal_position`.execute(ctx.db);
  const dump: Dump = new Map();
  for (const { table_name: table } of tables.rows) {
    const pk = keys.rows.filter((k) => k.table_name === table).map((k) => k.column_name);
    const rows = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(table)} t`.execute(ctx.db);
    dump.set(
      table,
      new Map(
        rows.rows.map(({ row }) => {
          const parsed = JSON.parse(row) as Row;
          return [pk.length ? JSON.stringify(pk.map((c) => parsed[c])) : row, row];
        }),
      ),
    );
  }
  return dump;
}

/** What the erased subject is known by, for the targets. */
type Subject = { id: number; email: string; processIds: number[] };

/**
 * The rows an erasure may change or remove (docs/privacy.md, "Erasure"): hers, found by her id, address or phone, and
 * the structural targets — her processes with their events, follow-ups and replay answers, mails about her, jobs
 * naming her. Every other row must stay byte for byte.
 */
const TARGETS: Record<string, (row: Row, s: Subject) => boolean> = {
  users: (r, s) => r.id === s.id,
  candidates: (r, s) => r.user_id === s.id,
  companies: (r, s) => r.user_id === s.id,
  candidate_licences: (r, s) => r.candidate_id === s.id,
  candidate_access_log: (r, s) => r.candidate_id === s.id,
  company_availability: (r, s) => r.company_id === s.id,
  // Her own team membership (turned off, name gone) and the posts she was put on.
  company_members: (r, s) => r.user_id === s.id,
  need_members: (r, s) => r.user_id === s.id,
  needs: (r, s) => r.company_id === s.id,
  sessions: (r, s) => r.user_id === s.id,
  password_resets: (r, s) => r.user_id === s.id,
  email_changes: (r, s) => r.user_id === s.id,
  notifications: (r, s) => r.user_id === s.id,
  push_events: (r, s) => r.user_id === s.id,
  marketing_consents: (r, s) => r.user_id === s.id,
  page_views: (r, s) => r.user_id === s.id,
  login_failures: (r, s) => r.email === s.email,
  channel_messages: (r, s) => r.user_id === s.id,
  recommendations: (r, s) => r.recommender_id === s.id || r.email === s.email,
  mail_outbox: (r, s) => r.to_address === s.email || r.about_user_id === s.id,
  idempotency_keys: (r, s) => r.user_id === s.id || s.processIds.includes(r.process_id as number),
  processes: (r, s) => s.processIds.includes(r.id as number),
  process_events: (r, s) => s.processIds.includes(r.process_id as number),
  care_flags: (r, s) => s.processIds.includes(r.process_id as number),
  company_candidates: (r, s) => r.candidate_id === s.id || r.company_id === s.id,
  jobs: (r, s) => {
    const p = r.payload as Row;
    return [p.userId, p.candidateId, p.companyId].includes(s.id) || p.email === s.email;
  },
};

/** Rows present before that are gone or different after, outside the subject's targets, as 'table key'. */
function changedOutsideTargets(before: Dump, after: Dump, s: Subject): string[] {
  const changed: string[] = [];
  for (const [table, rows] of before) {
    const target = TARGETS[table];
    for (const [key, row] of rows) {
      if (after.get(table)?.get(key) === row) continue;
      if (target?.(JSON.parse(row) as Row, s)) continue;
      changed.push(`${table} ${key}`);
    }
  }
  return changed;
}

describeEachDatabase('GDPR erasure changes nothing but its subject (property)', (ctx) => {
  it('erases one subject of a varied world: no other row changes, every process restores and takes its next event', async () => {
    ctx.clock.set(T0);
    const care = await createCare(ctx);

    async function startProcess(company: Account, candidate: Account) {
      ctx.clock.set(T0);
      const { needId, processId } = await processStartedByCare(ctx, care, company.id, candidate.id);
      await giveLicenceFor(ctx.db, processId, ctx.clock.now());
      return { needId, processId };
    }
    async function drive(company: Account, candidate: Account, stage: Stage, texts: StepTexts = {}) {
      const started = await startProcess(company, candidate);
      await driveTo(ctx, { candidate, company, care }, started.processId, stage, { idempotent: true, ...texts });
      return started;
    }
    const request = (who: Account, method: 'POST', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: bearer(who.token), payload });

    // The salary may be any number her licence holds, so it may fall below the post's range: the offer then says why.
    const BELOW_RANGE = 'The ward budget for this year';
    await fc.assert(
      fc.asyncProperty(values, async (v) => {
        ctx.clock.set(T0);
        const email = uniqueEmail(v.emailLocal);
        const phone = `072${String(v.phoneDigits).padStart(7, '0')}`;
        const phoneE164 = `+4072${String(v.phoneDigits).padStart(7, '0')}`;
        const salary = v.licence.kind === 'digits' && Number(v.licence.digits) > 0 ? Number(v.licence.digits) : 26000;
        // Others whose names hold hers, and whose texts name her, her address and phone.
        const north = await registerCompany(ctx, { contact_name: `${v.name} Popa` });
        const south = await registerCompany(ctx);
        const ana = await registerCandidate(ctx, { name: `${v.name} Ionescu`, phone });
        const ilinca = await registerCandidate(ctx, { name: 'Ilinca Martin' });
        const subject =
          v.role === 'candidate'
            ? await registerCandidate(ctx, { name: v.name, phone, email })
            : await registerCompany(ctx, { contact_name: v.name, phone, email });
        const mentions = `${v.name}, ${email}, ${phoneE164}`;
        // Ana shares her phone and is told by text too: texts to that number are not all hers.
        const texted = v.role === 'candidate' ? [ana.id, subject.id] : [ana.id];
        await ctx.db.updateTable('candidates').set({ notification_preferences: '["sms"]' }).where('user_id', 'in', texted).execute();

        const others = [
          await drive(north, ana, 'trial', {
            careNote: `Spoke with ${mentions}`,
            interview: { type: 'office', address: `Str. ${v.name} 3`, contactPerson: v.name },
            trialNote: `Ask for ${v.name}`,
          }),
          await drive(south, ilinca, 'finalOffer', { interview: { type: 'phone', phone }, salary, benefits: v.name, belowRangeReason: BELOW_RANGE }),
          await drive(north, ilinca, 'validated', { careNote: mentions }),
          await drive(south, ana, 'offered'),
        ];
        await sendEvent(ctx, north, others[2]!.processId, 'company.rejectCandidate', { reason: 'other', text: `Not ${v.name}` });
        await sendEvent(ctx, ana, others[3]!.processId, 'candidate.rejectOffer', { reason: 'other', text: `I prefer ${v.name}` });
        expect((await request(ilinca, 'POST', `/api/processes/${others[2]!.processId}/reopen-request`, { reason: v.name })).statusCode).toBe(201);
        expect((await request(south, 'POST', `/api/needs/${others[3]!.needId}/archive`, { reason: 'other', text: v.name })).statusCode).toBe(200);
        expect((await request(ana, 'POST', '/api/recommendations', { full_name: v.name, email: uniqueEmail('friend'), phone })).statusCode).toBe(201);
        expect((await ctx.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email: ana.email } })).statusCode).toBe(202);

        // Her own processes: what she wrote, what the other side and care wrote, replay answers and calendar mails.
        let hers: Array<{ needId: number; processId: number }>;
        if (v.role === 'candidate') {
          await insertLicence(
            ctx.db,
            { candidateId: subject.id, jobTitle: 'medic-specialist', body: 'CMR', number: '0', expiresOn: '2099-12-31' },
            ctx.clock.now(),
          );
          hers = [
            await drive(north, subject, 'scheduled', { careNote: mentions }),
            await drive(south, subject, 'finalOffer', { feedback: `I am ${v.name}`, benefits: 'Tichete' }),
            await drive(north, subject, 'offered'),
          ];
          await sendEvent(ctx, subject, hers[2]!.processId, 'candidate.rejectOffer', { reason: 'other', text: v.name });
          expect((await request(north, 'POST', `/api/processes/${hers[2]!.processId}/reopen-request`, { reason: v.name })).statusCode).toBe(201);
          expect(
            (await request(subject, 'POST', '/api/recommendations', { full_name: 'Radu Prieten', email: uniqueEmail('friend'), phone })).statusCode,
          ).toBe(201);
          expect((await ctx.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email } })).statusCode).toBe(202);
        } else {
          hers = [
            await drive(subject, ana, 'finalOffer', {
              interview: { type: 'office', address: 'Str. Lungă 1', contactPerson: v.name },
              trialNote: v.name,
              benefits: v.name,
            }),
            await drive(subject, ilinca, 'scheduled', { interview: { type: 'phone', phone } }),
            await drive(subject, ilinca, 'validated', { careNote: mentions }),
          ];
          await sendEvent(ctx, subject, hers[2]!.processId, 'company.rejectCandidate', { reason: 'other', text: v.name });
          expect((await request(ilinca, 'POST', `/api/processes/${hers[2]!.processId}/reopen-request`, { reason: v.name })).statusCode).toBe(201);
          expect((await request(subject, 'POST', `/api/needs/${hers[2]!.needId}/archive`, { reason: 'other', text: v.name })).statusCode).toBe(200);
        }
        for (const { id } of await ctx.db.selectFrom('recommendations').select('id').where('recommender_id', 'in', [ana.id, subject.id]).execute()) {
          await sendFriendInvitation({ db: ctx.db, config: ctx.config, mailer: ctx.app.deps.mailer, now: ctx.clock.now() }, id);
        }
        // Half of the mails went out (the others wait): an erasure treats both.
        await sql`update mail_outbox set sent_at = ${ctx.clock.now()} where id % 2 = 0 and sent_at is null`.execute(ctx.db);

        if (v.role === 'candidate') {
          const pick = { salary: String(salary), processId: String(others[1]!.processId), userId: String(ana.id), name: v.name };
          const number = v.licence.kind === 'digits' ? v.licence.digits : pick[v.licence.kind];
          await ctx.db.updateTable('candidate_licences').set({ number }).where('candidate_id', '=', subject.id).execute();
        }

        ctx.clock.set(AFTER_INTERVIEW);
        const before = await dumpAll(ctx);
        const erased = await request(subject, 'POST', '/api/privacy/erasure', { password: PASSWORD });
        expect(erased.statusCode, erased.body).toBe(204);
        const after = await dumpAll(ctx);
        const facts = { id: subject.id, email, processIds: hers.map((p) => p.processId) };
        expect(changedOutsideTargets(before, after, facts)).toEqual([]);
        expect(after.get('users')!.get(JSON.stringify([subject.id]))).toContain('"erased_at": "');

        // Every process restores; the others take their next event, hers read as ended.
        for (const { processId } of [...others, ...hers]) {
          const row = await ctx.db.selectFrom('processes').select(['snapshot', 'archived']).where('id', '=', processId).executeTakeFirstOrThrow();
          expect(() => restore(row)).not.toThrow();
          const read = await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: bearer(care.token) });
          expect(read.statusCode, read.body).toBe(200);
        }
        for (const { processId } of hers) {
          expect((await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: bearer(care.token) })).json().state).toMatch(
            /^archived\./,
          );
        }
        await sendEvent(
          ctx,
          north,
          others[0]!.processId,
          'company.sendFinalOffer',
          {
            ...OFFER_TERMS,
            salary,
            startDate: '2026-04-01',
            belowRangeReason: BELOW_RANGE,
          },
          AFTER_INTERVIEW,
        );
        await sendEvent(ctx, ilinca, others[1]!.processId, 'candidate.acceptFinalOffer', { revision: 1 }, AFTER_INTERVIEW);
        await sendEvent(ctx, care, others[2]!.processId, 'care.unarchive', {}, AFTER_INTERVIEW);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 240_000);
});
