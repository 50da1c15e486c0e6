import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { MINUTE } from '../../src/server/clock.ts';
import { asParty, candidate, parties, type Party } from '../support/accounts.ts';
import { AFTER_INTERVIEW, driveTo, offer, OPTIONS, postNeed, send, T0 } from '../support/processes.ts';
import { groupedKeysetCursor } from '../../src/server/lib/keyset.ts';
import { pageIdsOf, processesOf } from '../../src/server/workflow/offers.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { LICENCE_CHECKED } from '../support/licences.ts';

// The offers list shows the processes still going before the ended ones (a live final offer is never under refused
// cards), each group newest first; the cursor walks that order across the boundary; each row says what its reader
// may send now, by the server's clock; and the order is read from an index, not sorted. A post's pipeline puts its
// live columns first too.
describeEachDatabase('live processes first', (ctx) => {
  let company: Party, care: Party, nurse: Party;
  type Row = { id: number; post_status: string; can: string[] };
  const get = async (party: Party, url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: asParty(party) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Row[]; next_before: string | null };
  };
  const walk = async (party: Party, limit: number) => {
    const ids: number[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const page = await get(party, `/api/offers?limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      ids.push(...page.data.map((row) => row.id));
      before = page.next_before;
      if (!before) return ids;
    }
    throw new Error('the cursor never reached the end');
  };
  const ids: number[] = [];

  it('lists the processes still going first, then the ended ones, each newest first, page after page', async () => {
    ctx.clock.set(T0);
    ({ company, care } = await parties(ctx));
    nurse = await candidate(ctx, { name: 'Ioana Ordonată' });
    // Six offers of six posts, oldest first; two share an instant each time, so the id breaks the tie.
    for (let i = 0; i < 6; i++) {
      ids.push(await offer(ctx, company, await postNeed(ctx, company, { title: `Post ${i}` }), nurse.id));
      if (i % 2 === 1) ctx.clock.advance(MINUTE);
    }
    // The two newest are refused (ended), as is one in the middle; the three others go on.
    for (const id of [ids[5]!, ids[4]!, ids[2]!]) await send(ctx, nurse, id, 'candidate.rejectOffer', { reason: 'inconvenient-schedule' });
    const expected = [ids[3]!, ids[1]!, ids[0]!, ids[5]!, ids[4]!, ids[2]!];
    for (const party of [nurse, company, care]) {
      const all = await get(party, '/api/offers?limit=100');
      expect(all.data.map((row) => row.id)).toEqual(expected);
      expect(all.data.map((row) => row.post_status)).toEqual(['active', 'active', 'active', 'archived', 'archived', 'archived']);
      // Pages of two and of four: the second cursor of each lies on either side of the boundary.
      expect(await walk(party, 2)).toEqual(expected);
      expect(await walk(party, 4)).toEqual(expected);
    }
  });

  it('says on each row what its reader may send now: presence only once the interview began', async () => {
    const id = ids[3]!;
    await send(ctx, nurse, id, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
    await send(ctx, care, id, 'care.validate', LICENCE_CHECKED);
    await send(ctx, company, id, 'company.acceptCandidate');
    await send(ctx, company, id, 'company.proposeInterview', { interview: { type: 'virtual', link: 'https://meet.example/x' }, options: OPTIONS });
    await send(ctx, nurse, id, 'candidate.pickOption', { option: OPTIONS[0] });
    const rowOf = async (party: Party) => (await get(party, `/api/offers?process=${id}`)).data[0]!;
    expect((await rowOf(nurse)).can).not.toContain('candidate.reportPresence');
    expect((await rowOf(nurse)).can).toContain('candidate.requestReschedule');
    ctx.clock.set(AFTER_INTERVIEW);
    expect((await rowOf(nurse)).can).toContain('candidate.reportPresence');
    expect((await rowOf(nurse)).can).not.toContain('candidate.requestReschedule');
    expect((await rowOf(company)).can).toContain('company.reportPresence');
    // An ended process offers its candidate nothing.
    expect((await get(nurse, `/api/offers?process=${ids[5]}`)).data[0]!.can).toEqual([]);
  });

  it('reads each party’s page and its cursor from an index, without sorting', async () => {
    const cursor = groupedKeysetCursor.parse(`1_${new Date(T0).toISOString()}_${ids[1]}`);
    for (const auth of [
      { role: 'candidate' as const, userId: nurse.id, sessionId: 0 },
      { role: 'company' as const, userId: company.id, sessionId: 0, member: { companyId: company.id, memberRole: 'owner' as const } },
      { role: 'care' as const, userId: care.id, sessionId: 0 },
    ]) {
      for (const before of [undefined, cursor]) {
        const plan = await ctx.db.transaction().execute(async (trx) => {
          // A table this small would be read whole; forbidding that and sorting asks whether an index gives the order.
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_sort = off`.execute(trx);
          const query = pageIdsOf(processesOf(trx, auth), { limit: 10, offset: 0, before }).compile();
          const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        });
        const index = { candidate: 'processes_candidate_live_idx', company: 'processes_company_live_idx', care: 'processes_live_idx' }[auth.role];
        expect(plan, `${auth.role} ${before ? 'cursor' : 'first page'}`).toMatch(new RegExp(`Index (Only )?Scan using ${index}`));
        expect(plan, `${auth.role} ${before ? 'cursor' : 'first page'}`).not.toContain('Sort');
      }
    }
  });

  it("puts a post's live columns before its ended ones", async () => {
    const needId = await postNeed(ctx, company, { job_title: 'medic-specialist', specialty: 'cardiologie', title: 'Cardiolog' });
    const going = await candidate(ctx, { name: 'Maria Continuă' });
    const cancelled = await candidate(ctx, { name: 'Elena Anulată' });
    const who = { company, care, candidate: going };
    const goingId = await offer(ctx, company, needId, going.id);
    await driveTo(ctx, who, goingId, 'positiveFeedback');
    const cancelledId = await offer(ctx, company, needId, cancelled.id);
    await driveTo(ctx, { ...who, candidate: cancelled }, cancelledId, 'scheduled');
    await send(ctx, company, cancelledId, 'company.cancelInterview', { reason: 'hiring-paused' });
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/needs/${needId}`, headers: asParty(company) })).json();
    // 'cancelled' comes before 'positive feedback' in the vocabulary; the live column leads all the same.
    expect(detail.pipeline.map((c: { status: string }) => c.status)).toEqual(['positive feedback', 'cancelled']);
  });
});
