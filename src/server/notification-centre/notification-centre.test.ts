import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { asParty, createParties, type Party } from '../../../tests/support/accounts.ts';
import { insertPost, offer, sendNow } from '../../../tests/support/processes.ts';
import { LICENCE_CHECKED } from '../../../tests/support/licences.ts';

type Listing = { unread: number; items: Array<{ id: number; kind: string; title: string; body: string; link: string; readAt: string | null }> };

describeEachDatabase('notification centre', (ctx) => {
  const list = async (party: Party) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: asParty(party) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Listing;
  };

  /** A process the company has just invited the candidate to an interview in (its three times with her). */
  const invited = async () => {
    const p = await createParties(ctx);
    const needId = await insertPost(ctx, p.company);
    const processId = await offer(ctx, p.company, needId, p.candidate.id);
    await sendNow(ctx, p.candidate, processId, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
    await sendNow(ctx, p.care, processId, 'care.validate', LICENCE_CHECKED);
    await sendNow(ctx, p.company, processId, 'company.acceptCandidate', {});
    const options = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
    await sendNow(ctx, p.company, processId, 'company.proposeInterview', { interview: { type: 'phone', phone: '+40721000000' }, options });
    return { p, needId, processId };
  };

  it('keeps what the mail said, in each side’s language, newest first with the deep link; read one, then all', async () => {
    const { p, needId, processId } = await invited();

    // The company (English) was told care validated the candidate; the candidate (Romanian) of the invitation.
    const company = await list(p.company);
    expect(company.items[0]).toMatchObject({ kind: 'process.care.validate', link: `/needs/${needId}/candidate/${processId}`, readAt: null });
    expect(company.items[0]!.body).toMatch(/^Customer care has spoken with the candidate/);
    const candidate = await list(p.candidate);
    expect(candidate.items[0]).toMatchObject({ kind: 'process.company.proposeInterview', link: `/offers/${processId}` });
    const [mail] = await ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('kind', '=', 'process.company.proposeInterview')
      .execute();
    expect(candidate.items[0]!.title).toBe(mail!.subject);
    expect(mail!.text_body).toContain(candidate.items[0]!.body);
    expect(mail!.text_body).toContain('Bună ziua');
    const ids = candidate.items.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const unread = candidate.unread;
    expect(unread).toBeGreaterThan(0);
    const first = candidate.items[0]!.id;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/notifications/${first}/read`, headers: asParty(p.company) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/notifications/${first}/read`, headers: asParty(p.candidate) })).statusCode).toBe(204);
    expect((await list(p.candidate)).unread).toBe(unread - 1);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: asParty(p.candidate) })).statusCode).toBe(204);
    expect((await list(p.candidate)).unread).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('tells the side that fixed or cancelled an interview time whom it is with and when, in its language', async () => {
    const { p, processId } = await invited();
    const theirs = ['2026-03-09T08:00:00.000Z', '2026-03-10T12:30:00.000Z', '2026-03-11T10:00:00.000Z'];
    await sendNow(ctx, p.candidate, processId, 'candidate.proposeOptions', { options: theirs });
    await sendNow(ctx, p.company, processId, 'company.pickOption', { option: theirs[1] });
    const [name] = await ctx.db.selectFrom('candidates').select('full_name').where('user_id', '=', p.candidate.id).execute();

    // The company (English) picked Tuesday 10 March, 14:30 in Bucharest; the candidate (Romanian) reads the news.
    const picked = (await list(p.company)).items[0]!;
    expect(picked.kind).toBe('process.company.pickOption');
    expect(picked.body).toBe(
      `Interview with ${name!.full_name} on Tuesday, March 10, 2026 at 2:30 PM. The invitation is attached: add it to your calendar.`,
    );
    expect((await list(p.candidate)).items[0]!.body).toMatch(/^Compania a ales una dintre orele propuse/);

    await sendNow(ctx, p.candidate, processId, 'candidate.cancelInterview', { reason: 'inconvenient-schedule' });
    const [company] = await ctx.db.selectFrom('companies').select('name').where('user_id', '=', p.company.id).execute();
    expect((await list(p.candidate)).items[0]!.body).toBe(
      `Interviul cu ${company!.name} din marți, 10 martie 2026 la 14:30 este anulat. Fișierul atașat îl scoate din calendarul dumneavoastră.`,
    );
  });
});
