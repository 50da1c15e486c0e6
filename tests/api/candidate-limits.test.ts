import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCare, insertCandidate, insertCompany, registerCandidate, registerCompany } from '../support/accounts.ts';
import { insertNeed, processStartedByCare } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { runNeedMatching } from '../../src/server/matching/run-matching.ts';

// A candidate's working-time limits and the basis of her desired pay: the profile takes them (zod at the edge,
// translated field errors, nothing written on bad input), matching never offers a post that breaks one she stated
// (what she left unstated never excludes), pay is compared gross with gross, and care sees who was left out, why.

const LIMITS = {
  salary_basis: 'gross',
  max_garzi_per_month: 3,
  accepts_nights: false,
  accepts_weekends: null,
  accepted_shift_patterns: ['day', '12h'],
};

describeEachDatabase('candidate limits', (ctx) => {
  describe('the profile', () => {
    const patch = (token: string, id: number, body: Record<string, unknown>, lang = 'en') =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/register/candidate/${id}`,
        payload: body,
        headers: { ...bearer(token), 'accept-language': lang },
      });

    it('saves the limits and the pay basis, and reads them back', async () => {
      const account = await registerCandidate(ctx);
      const fresh = await ctx.app.inject({ method: 'GET', url: `/api/register/candidate/${account.id}`, headers: bearer(account.token) });
      // Nothing stated yet: the profile has always asked a net figure.
      expect(fresh.json()).toMatchObject({ salary_basis: 'net', max_garzi_per_month: null, accepts_nights: null, accepted_shift_patterns: [] });
      const res = await patch(account.token, account.id, { min_salary: 7000, ...LIMITS });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ min_salary: 7000, ...LIMITS });
    });

    it.each([
      ['max_garzi_per_month', 32, 'The value must be at most 31'],
      ['max_garzi_per_month', -1, 'The value must be at least 0'],
      ['max_garzi_per_month', 2.5, null],
      ['accepts_nights', 'maybe', null],
      ['accepts_weekends', 1, null],
      ['accepted_shift_patterns', ['36h'], 'Please choose one of the available options'],
      ['accepted_shift_patterns', ['day', 'day'], 'The value is not valid'],
      ['salary_basis', 'brutto', 'Please choose one of the available options'],
    ])('refuses %s = %j with its field error and writes nothing', async (field, value, text) => {
      const account = await registerCandidate(ctx);
      await patch(account.token, account.id, LIMITS);
      const res = await patch(account.token, account.id, { ...LIMITS, accepts_nights: true, [field]: value });
      expect(res.statusCode, res.body).toBe(400);
      const errors = (res.json() as { errors: Record<string, string[]> }).errors;
      const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
      expect(key, res.body).toBeDefined();
      if (text) expect(errors[key!]).toEqual([text]);
      const stored = await ctx.db.selectFrom('candidates').selectAll().where('user_id', '=', account.id).executeTakeFirstOrThrow();
      expect(stored.accepts_nights).toBe(false);
      expect(stored.salary_basis).toBe('gross');
    });

    it('answers the field error in Romanian', async () => {
      const account = await registerCandidate(ctx);
      const res = await patch(account.token, account.id, { salary_basis: 'brutto' }, 'ro-RO');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.salary_basis[0]).toMatch(/opțiuni/);
    });
  });

  describe('matching', () => {
    const ids: Record<string, number> = {};
    let care: string;
    let company: number;
    const terms24h = { shift_pattern: '24h', garzi_per_month: 4, night_work: true, weekend_work: true };

    beforeAll(async () => {
      const now = ctx.clock.now();
      care = (await createCare(ctx)).token;
      company = await insertCompany(ctx.db, now, { name: 'Spitalul Limitelor' });
      // Turda, 40 km from Cluj, asks 6 000-8 000 LEI gross (the fixture), cardiology nurse.
      const profiles: Record<string, Record<string, unknown>> = {
        unsaid: { full_name: 'Ana Nespus' },
        no24h: { full_name: 'Bianca Fara24', accepted_shift_patterns: ['day', '12h'] },
        fewGarzi: { full_name: 'Corina Garzi', max_garzi_per_month: 2 },
        noNights: { full_name: 'Dana Zi', accepts_nights: false },
        noWeekends: { full_name: 'Elena Saptamana', accepts_weekends: false },
        agreesAll: {
          full_name: 'Flavia Toate',
          accepted_shift_patterns: ['24h'],
          max_garzi_per_month: 4,
          accepts_nights: true,
          accepts_weekends: true,
        },
        // 4 000 net is 6 838 gross: within a 5 000-7 000 gross range. 4 500 net is 7 692 gross: above it.
        netFits: { full_name: 'Gina Net', salary_basis: 'net', min_salary: 4000, max_salary: null },
        netAbove: { full_name: 'Ioana Net', salary_basis: 'net', min_salary: 4500, max_salary: null },
      };
      for (const [name, over] of Object.entries(profiles)) ids[name] = (await insertCandidate(ctx.db, now, over)).id;
    });

    const run = async (needId: number) => {
      const deps = { ...opsDepsOf(ctx.app), settings: { ...opsDepsOf(ctx.app).settings, matchTopN: 100 } };
      await runNeedMatching(deps, needId);
      const rows = await ctx.db.selectFrom('processes').select('candidate_id').where('need_id', '=', needId).execute();
      const offered = new Set(rows.map((r) => r.candidate_id));
      return Object.keys(ids)
        .filter((name) => offered.has(ids[name]!))
        .sort();
    };

    it('never offers a 24 h post with gărzi, nights and weekends to one who refused any of them', async () => {
      const need = await insertNeed(ctx.db, ctx.clock.now(), company, { title: 'Gărzi de 24 h', ...terms24h });
      expect(await run(need)).toEqual(['agreesAll', 'netFits', 'unsaid']);
    });

    it('offers a 12 h post without gărzi, nights or weekends to all but the one who takes only 24 h shifts', async () => {
      const need = await insertNeed(ctx.db, ctx.clock.now(), company, {
        title: 'Ture de 12 h',
        shift_pattern: '12h',
        garzi_per_month: 0,
        night_work: false,
        weekend_work: false,
      });
      expect(await run(need)).toEqual(['fewGarzi', 'netFits', 'no24h', 'noNights', 'noWeekends', 'unsaid']);
    });

    it('offers a day post without gărzi, nights or weekends to all but the one who takes only 24 h shifts', async () => {
      // Every post states its working time now (a post without terms offers nobody): the default is a day post.
      const need = await insertNeed(ctx.db, ctx.clock.now(), company, { title: 'Ture de zi' });
      expect(await run(need)).toEqual(['fewGarzi', 'netFits', 'no24h', 'noNights', 'noWeekends', 'unsaid']);
      const left = await ctx.app.inject({ method: 'GET', url: `/api/care/needs/${need}/left-out`, headers: bearer(care) });
      const rows = (left.json() as { data: Array<{ name: string; reasons: string[] }> }).data;
      // Whom it did not offer, and why: her limit, or (not only limits) pay above the range.
      expect(rows.map((r) => [r.name, r.reasons])).toEqual([
        ['Flavia Toate', ['shifts']],
        ['Ioana Net', ['salary']],
      ]);
    });

    it('shows care who was left out by their limits, with the limits broken, and only to care', async () => {
      const need = await insertNeed(ctx.db, ctx.clock.now(), company, { title: 'Left-out list', ...terms24h });
      await run(need);
      const res = await ctx.app.inject({ method: 'GET', url: `/api/care/needs/${need}/left-out`, headers: bearer(care) });
      expect(res.statusCode, res.body).toBe(200);
      const rows = (res.json() as { data: Array<{ candidate_id: number; name: string; reasons: string[] }> }).data;
      const mine = Object.fromEntries(rows.filter((r) => Object.values(ids).includes(r.candidate_id)).map((r) => [r.name, r.reasons]));
      // The net candidate above the range is left out by pay, not by a limit: listed with that reason.
      expect(mine).toEqual({
        'Bianca Fara24': ['shifts'],
        'Corina Garzi': ['garzi'],
        'Dana Zi': ['nights'],
        'Elena Saptamana': ['weekends'],
        'Ioana Net': ['salary'],
      });
      const companyAccount = await registerCompany(ctx);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/care/needs/${need}/left-out`, headers: bearer(companyAccount.token) })).statusCode,
      ).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/care/needs/999999/left-out', headers: bearer(care) })).statusCode).toBe(404);
    });

    it('shows care, per post, who was recommended and who was left out with every factor of the one explanation', async () => {
      const need = await insertNeed(ctx.db, ctx.clock.now(), company, { title: 'Factors list', ...terms24h });
      await run(need);
      const get = (what: string, token = care) => ctx.app.inject({ method: 'GET', url: `/api/care/needs/${need}/${what}`, headers: bearer(token) });
      type Row = {
        candidate_id: number;
        process_id: number;
        rank: number;
        factors: Array<{ factor: string; verdict: string; overridden?: boolean }>;
      };
      const recommended = (await get('recommended')).json().data as Row[];
      const mine = recommended.filter((r) => Object.values(ids).includes(r.candidate_id));
      expect(mine.map((r) => r.candidate_id).sort()).toEqual([ids.agreesAll, ids.netFits, ids.unsaid].sort());
      // The very factors the recommendation stored (explain.ts), best rank first.
      const stored = await ctx.db.selectFrom('match_explanations').select(['candidate_id', 'factors', 'rank']).where('need_id', '=', need).execute();
      for (const r of recommended) {
        const record = stored.find((s) => s.candidate_id === r.candidate_id)!;
        expect(r.factors.map(({ overridden: _o, ...f }) => f)).toEqual(record.factors);
        expect(r.rank).toBe(record.rank);
      }
      expect(recommended.map((r) => r.rank)).toEqual([...recommended.map((r) => r.rank)].sort((a, b) => b - a));
      const verdict = (row: Row, factor: string) => row.factors.find((f) => f.factor === factor)!.verdict;
      // Her unstated limits are never agreement: only her normă fits; the one who agreed to all fits.
      expect(
        verdict(
          mine.find((r) => r.candidate_id === ids.unsaid)!,
          'workingTime',
        ),
      ).toBe('partial');
      expect(
        verdict(
          mine.find((r) => r.candidate_id === ids.agreesAll)!,
          'workingTime',
        ),
      ).toBe('fits');

      // Care's override shows in the list as care set it.
      const agrees = mine.find((r) => r.candidate_id === ids.agreesAll)!;
      const overridden = await ctx.app.inject({
        method: 'POST',
        url: `/api/care/processes/${agrees.process_id}/explanation/overrides`,
        headers: bearer(care),
        payload: { factor: 'experience', verdict: 'fits', reason: 'Ten years in a private clinic, told on the phone' },
      });
      expect(overridden.statusCode, overridden.body).toBe(200);
      const after = ((await get('recommended')).json().data as Row[]).find((r) => r.candidate_id === ids.agreesAll)!;
      expect(after.factors.find((f) => f.factor === 'experience')).toMatchObject({ verdict: 'fits', overridden: true });

      // Left out: every factor too, and the working time breaks exactly where a limit was broken.
      const left = (await get('left-out')).json().data as Array<Row & { reasons: string[] }>;
      const leftMine = left.filter((r) => Object.values(ids).includes(r.candidate_id) && r.reasons[0] !== 'salary');
      expect(leftMine).toHaveLength(4);
      for (const r of leftMine) {
        expect(r.factors.map((f) => f.factor)).toEqual(after.factors.map((f) => f.factor));
        expect(verdict(r, 'workingTime')).toBe('breaks');
        expect(verdict(r, 'jobTitle')).toBe('fits');
      }
      expect((await get('recommended', (await registerCompany(ctx)).token)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/care/needs/999999/recommended', headers: bearer(care) })).statusCode).toBe(404);
    });

    it('lets care recommend such a post by hand, naming the broken limit first', async () => {
      const need = await insertNeed(ctx.db, ctx.clock.now(), company, { title: 'Recomandare cu avertisment', ...terms24h });
      const posts = await ctx.app.inject({ method: 'GET', url: `/api/care/candidates/${ids.no24h}/posts?q=avertisment`, headers: bearer(care) });
      expect(posts.statusCode, posts.body).toBe(200);
      expect(posts.json().posts.find((p: { id: number }) => p.id === need).misfits).toEqual(['shifts']);
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/care/recommendations',
        headers: bearer(care),
        payload: { need_id: need, candidate_id: ids.no24h },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    });
  });

  describe('the company', () => {
    it('reads and searches a desired pay stated net as gross, like the posts’ ranges', async () => {
      const care = await createCare(ctx);
      const company = await registerCompany(ctx);
      // 4 000 net is 6 838 gross; 5 000 net is 8 547 gross.
      const net = await insertCandidate(ctx.db, ctx.clock.now(), { full_name: 'Ana Neta', salary_basis: 'net', min_salary: 4000, max_salary: 5000 });
      const gross = await insertCandidate(ctx.db, ctx.clock.now(), { full_name: 'Bia Bruta', min_salary: 6000, max_salary: 6500 });
      for (const candidate of [net, gross]) await processStartedByCare(ctx, care, company.id, candidate.id);
      const profile = await ctx.app.inject({ method: 'GET', url: `/api/candidates/${net.id}`, headers: bearer(company.token) });
      expect(profile.json()).toMatchObject({ desired_salary_min: 6838, desired_salary_max: 8547 });
      const search = async (query: string) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/candidates?${query}`, headers: bearer(company.token) });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data as Array<{ id: number; desired_salary_min: number }>).map((c) => [c.id, c.desired_salary_min]);
      };
      // Her net 5 000 would miss a search from 7 000; her gross 8 547 meets it. Her net 4 000 under 6 500 would match;
      // her gross 6 838 does not.
      expect(await search('desired_salary_min=7000')).toEqual([[net.id, 6838]]);
      expect(await search('desired_salary_max=6500')).toEqual([[gross.id, 6000]]);
    });
  });
});
