import { sql } from 'kysely';
import { initialTransition } from 'xstate';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { HIRING_MACHINE_VERSION, hiringMachine } from '../../../machines/index.ts';
import { derivedColumns } from '../workflow/process-view.ts';
import { listCandidates } from './list-candidates.ts';
import { candidatesQuerySchema } from './list-query.ts';

// A name search reads its matches first (list-candidates.ts), as a list of ids up to the count cap and as a
// subquery beyond it: both ways must keep the disclosure rule, the other filters and the newest-first order.
// 2,400 candidates named "Ana Pop <n>", every one offered by two companies: company A validated the even ones
// (1,200: beyond the count cap), company B those whose n is 1 mod 4 (600). Those whose n is 7 mod 8 live in Iași, the others
// in Cluj.
const PEOPLE = 2400;
const names = { a: (n: number) => n % 2 === 0, b: (n: number) => n % 4 === 1 };

describeEachDatabase('candidate list name search', (ctx) => {
  const company = { a: 0, b: 0 };
  let idOf: (n: number) => number = () => 0;

  beforeAll(async () => {
    const db = ctx.db;
    for (const name of ['a', 'b'] as const) {
      const user = await sql<{ id: number }>`
        insert into users (email, password_hash, role) values (${`search-${name}@example.test`}, 'x', 'company') returning id`.execute(db);
      const id = user.rows[0]!.id;
      await sql`insert into companies (user_id, name, contact_name, phone) values (${id}, ${`Clinica ${name}`}, 'X', '+40700000002')`.execute(db);
      company[name] = id;
    }
    await sql`
      insert into users (email, password_hash, role)
      select 'search-' || g || '@example.test', 'x', 'candidate' from generate_series(1, ${PEOPLE}) g`.execute(db);
    await sql`
      insert into candidates (user_id, full_name, phone, terms_accepted_at, city)
      select u.id, 'Ana Pop ' || g, '+40700000001', now(), case when g % 8 = 7 then 'iasi' else 'cluj-napoca' end
      from generate_series(1, ${PEOPLE}) g join users u on u.email = 'search-' || g || '@example.test'`.execute(db);
    const ids = await sql<{ n: number; id: number }>`
      select substring(email from 'search-(\\d+)@')::int as n, id from users where email ~ '^search-\\d+@'`.execute(db);
    const byN = new Map(ids.rows.map((r) => [r.n, r.id]));
    idOf = (n) => byN.get(n)!;

    const [snapshot] = initialTransition(hiringMachine, { candidateId: '0', companyId: '0', offeredAt: ctx.clock.now().toISOString() });
    const offered = derivedColumns(snapshot);
    const validated = derivedColumns(hiringMachine.resolveState({ value: 'validated', context: snapshot.context }));
    for (const [name, companyId] of Object.entries(company)) {
      const need = await sql<{ id: number }>`
        insert into needs (company_id, job_title, city, work_type) values (${companyId}, 'asistent-medical', 'bucuresti', 'full_time') returning id`.execute(
        db,
      );
      const pick = (column: 'snapshot' | 'state' | 'candidate_status' | 'company_status') =>
        sql`case when ${name === 'a' ? sql`g % 2 = 0` : sql`g % 4 = 1`} then ${validated[column]} else ${offered[column]} end`;
      // The newest process is the smallest n's: the list shows candidate 2 (or 1) first.
      await sql`
        insert into processes (need_id, candidate_id, company_id, machine_version, snapshot, state, candidate_status, company_status, archived, version, created_at, updated_at)
        select ${need.rows[0]!.id}, u.id, ${companyId}, ${HIRING_MACHINE_VERSION}, (${pick('snapshot')})::jsonb, ${pick('state')}, ${pick('candidate_status')},
          ${pick('company_status')}, false, 1, now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
        from generate_series(1, ${PEOPLE}) g join users u on u.email = 'search-' || g || '@example.test'`.execute(db);
    }
  });

  const search = (who: 'a' | 'b', params: Record<string, string>) =>
    listCandidates(
      ctx.db,
      { userId: company[who], role: 'company', sessionId: 0, member: { companyId: company[who], memberRole: 'owner' } },
      candidatesQuerySchema.parse(params),
      'ro-RO',
    );
  /** What the rule lets `who` find: the n of every match, newest (smallest n) first. */
  const expected = (who: 'a' | 'b', needle: string, city?: 'iasi' | 'cluj-napoca') =>
    Array.from({ length: PEOPLE }, (_, i) => i + 1).filter(
      (n) => names[who](n) && `ana pop ${n}`.includes(needle) && (!city || (n % 8 === 7) === (city === 'iasi')),
    );

  for (const who of ['a', 'b'] as const) {
    it(`company ${who}: the newest readable names first, never a hidden one, capped beyond the count cap`, async () => {
      const result = await search(who, { name_contains: 'pop' });
      const all = expected(who, 'pop');
      expect(result).toMatchObject({ total: Math.min(all.length, 1000), total_is_capped: all.length > 1000 });
      expect(result.data.map((r) => r.id)).toEqual(all.slice(0, 10).map(idOf));
      expect(result.data.map((r) => r.name)).toEqual(all.slice(0, 10).map((n) => `Ana Pop ${n}`));
      const next = await search(who, { name_contains: 'pop', before: result.next_before! });
      expect(next.data.map((r) => r.id)).toEqual(all.slice(10, 20).map(idOf));
    });

    it(`company ${who}: under the cap, the exact count, paged by offset`, async () => {
      const all = expected(who, 'pop 1');
      const result = await search(who, { name_contains: 'pop 1', offset: String(all.length - 5) });
      expect(result).toMatchObject({ total: all.length, total_is_capped: false });
      expect(result.data.map((r) => r.name)).toEqual(all.slice(-5).map((n) => `Ana Pop ${n}`));
    });

    it(`company ${who}: with other filters`, async () => {
      for (const [needle, city] of [
        ['pop', 'cluj-napoca'],
        ['pop', 'iasi'],
        ['pop 3', 'cluj-napoca'],
        ['pop 3', 'iasi'],
      ] as const) {
        const result = await search(who, { name_contains: needle, city_in: city, limit: '100' });
        const all = expected(who, needle, city);
        expect(result).toMatchObject({ total: Math.min(all.length, 1000), total_is_capped: all.length > 1000 });
        expect(result.data.map((r) => r.id)).toEqual(all.slice(0, 100).map(idOf));
      }
    });
  }

  it('finds nobody behind initials, even by their full name', async () => {
    expect(await search('a', { name_contains: 'Ana Pop 2399' })).toMatchObject({ total: 0, data: [] });
    expect((await search('a', { name_contains: 'Ana Pop 2398' })).data.map((r) => r.id)).toEqual([idOf(2398)]);
    expect(await search('b', { name_contains: 'Ana Pop 2398' })).toMatchObject({ total: 0, data: [] });
    expect((await search('b', { name_contains: 'Ana Pop 2397' })).data.map((r) => r.id)).toEqual([idOf(2397)]);
  });
});
