import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { asParty, createParties } from '../../../tests/support/accounts.ts';
import { insertPost, offer } from '../../../tests/support/processes.ts';

describeEachDatabase('recommendations', (ctx) => {
  const friend = { full_name: 'Radu Ene', email: 'Radu.Ene@Example.ro', phone: '0733 444 555' };

  it('stores a friend once per candidate, from the candidate’s own process', async () => {
    const { candidate, company } = await createParties(ctx);
    const processId = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
    const post = (payload: Record<string, unknown>, party = candidate, locale = 'en') =>
      ctx.app.inject({ method: 'POST', url: '/api/recommendations', headers: asParty(party, locale), payload });

    const created = await post({ ...friend, process_id: processId });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ full_name: 'Radu Ene', email: 'radu.ene@example.ro', phone: '+40733444555', process_id: processId });

    const again = await post(friend, candidate, 'ro-RO');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.email).toEqual(['Ați recomandat deja această persoană']);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/recommendations', headers: asParty(candidate) });
    expect(list.json().data).toHaveLength(1);
    const count = await ctx.db.selectFrom('recommendations').select(ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad input with field errors, strangers’ processes and other roles', async () => {
    const { candidate, company } = await createParties(ctx);
    const other = (await createParties(ctx)).candidate;
    const processId = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/recommendations',
      headers: asParty(candidate),
      payload: { full_name: '', email: 'not-an-email', phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'full_name', 'phone']);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/recommendations',
      headers: asParty(other),
      payload: { ...friend, process_id: processId },
    });
    expect(foreign.statusCode).toBe(404);
    const asCompany = await ctx.app.inject({ method: 'POST', url: '/api/recommendations', headers: asParty(company), payload: friend });
    expect(asCompany.statusCode).toBe(403);
    const before = await ctx.db.selectFrom('recommendations').selectAll().where('recommender_id', '=', other.id).execute();
    expect(before).toHaveLength(0);
  });
});
