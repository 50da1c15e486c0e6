import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { MINUTE } from '../../src/server/clock.ts';
import { asParty, candidate, parties, type Party } from '../support/accounts.ts';
import { offer, postNeed } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';

// Lists at scale: the offers and candidates lists count up to 1,000, page deep through a cursor that
// walks the same order as limit/offset (ties on the instant broken by id), and answer an empty page past the end.
describeEachDatabase('list paging', (ctx) => {
  let company: Party, care: Party;
  const get = async (party: Party, url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: asParty(party) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Array<{ id: number }>; total: number; total_is_capped: boolean; next_before: string | null };
  };
  /** Every id of a list, page after page through next_before. */
  const walk = async (party: Party, path: string, limit: number) => {
    const ids: number[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const page = await get(party, `${path}?limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      ids.push(...page.data.map((row) => row.id));
      before = page.next_before;
      if (!before) return { ids, pages: pages + 1 };
    }
    throw new Error('the cursor never reached the end');
  };

  it('walks offers and candidates by cursor in the order of one big page, ties included', async () => {
    ({ company, care } = await parties(ctx));
    const needId = await postNeed(ctx, company);
    for (let i = 0; i < 5; i++) {
      const person = await candidate(ctx, { name: `Candidat Paginat ${i}` });
      await offer(ctx, company, needId, person.id);
      // Two offers share each instant, so the cursor's tie-break on id is exercised.
      if (i % 2 === 1) ctx.clock.advance(MINUTE);
    }
    for (const [party, path] of [
      [company, '/api/offers'],
      [care, '/api/offers'],
      [company, '/api/candidates'],
    ] as const) {
      const all = (await get(party, `${path}?limit=100`)).data.map((row) => row.id);
      expect(all, path).toHaveLength(5);
      const walked = await walk(party, path, 2);
      expect(walked.ids, path).toEqual(all);
      expect(walked.pages, path).toBe(3);
    }
  });

  it('answers an empty page past the end, never the first page again', async () => {
    for (const path of ['/api/offers', '/api/candidates']) {
      for (const offset of [5, 200_000]) {
        const page = await get(company, `${path}?offset=${offset}`);
        expect(page.data, `${path} offset ${offset}`).toEqual([]);
        expect(page.total).toBe(5);
        expect(page.next_before).toBeNull();
      }
    }
  });

  it('refuses a malformed cursor with a field error', async () => {
    for (const path of ['/api/offers', '/api/candidates']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${path}?before=yesterday`, headers: asParty(company) });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['before']);
    }
  });

  it('stops counting at 1,000 and says so', async () => {
    const needId = await postNeed(ctx, company, { city: 'iasi' });
    const template = await ctx.db.selectFrom('processes').selectAll().where('company_id', '=', company.id).limit(1).executeTakeFirstOrThrow();
    await sql`
      insert into users (email, password_hash, role)
      select 'paging-' || g || '@example.test', 'x', 'candidate' from generate_series(1, 1001) g`.execute(ctx.db);
    await sql`
      insert into candidates (user_id, full_name, phone, terms_accepted_at)
      select id, 'Candidat ' || id, '+40700000001', now() from users where email like 'paging-%@example.test'`.execute(ctx.db);
    await sql`
      insert into processes (need_id, candidate_id, company_id, machine_version, snapshot, state, candidate_status, company_status, archived, version, created_at, updated_at)
      select ${needId}, c.user_id, ${company.id}, ${template.machine_version}, ${JSON.stringify(template.snapshot)}::jsonb, ${template.state},
        ${template.candidate_status}, ${template.company_status}, false, 1, now(), now()
      from candidates c join users u on u.id = c.user_id where u.email like 'paging-%@example.test'`.execute(ctx.db);
    for (const [party, path] of [
      [company, '/api/offers'],
      [care, '/api/offers'],
      [company, '/api/candidates'],
    ] as const) {
      const page = await get(party, path);
      expect([page.total, page.total_is_capped], path).toEqual([1000, true]);
      expect(page.next_before, path).not.toBeNull();
    }
    const narrowed = await get(company, '/api/offers?city_in=bucuresti');
    expect([narrowed.total, narrowed.total_is_capped]).toEqual([5, false]);
    const none = await get(care, '/api/offers?city_in=suceava');
    expect([none.data, none.total, none.next_before]).toEqual([[], 0, null]);
  });
});
