import { beforeAll, expect, it } from 'vitest';
import { bearer, createCare, insertCandidate, insertCompany, registerCandidate, registerCompany } from '../../../tests/support/accounts.ts';
import { insertNeed } from '../../../tests/support/processes.ts';
import { describeEachDatabase } from '../../../tests/support/databases.ts';

// GET /api/care/candidates/{id}/posts: the posts care may recommend a candidate for, with matching's fit.

describeEachDatabase('care: posts for a candidate, with their fit', (ctx) => {
  let care: string;
  let candidateId: number;
  const needs: Record<string, number> = {};

  beforeAll(async () => {
    // Sunday before two legal holidays (30 Nov, 1 Dec): an offer sent now may be answered until Wednesday.
    ctx.clock.set('2026-11-29T08:00:00Z');
    care = (await createCare(ctx)).token;
    const now = ctx.clock.now();
    // Turda, 40 km reach, asks 6 000-8 000 LEI, cardiology nurse (the fixture's profile).
    candidateId = (await insertCandidate(ctx.db, now, { full_name: 'Maria Fitcheck' })).id;
    const company = await insertCompany(ctx.db, now, { name: 'Clinica Fitcheck' });
    needs.cluj = await insertNeed(ctx.db, now, company, { title: 'Cluj, fits' });
    needs.turda = await insertNeed(ctx.db, now, company, { title: 'Turda, fits better', city: 'turda' });
    needs.pay = await insertNeed(ctx.db, now, company, { title: 'Pays more than the range', salary_min: 10000, salary_max: 12000 });
    needs.far = await insertNeed(ctx.db, now, company, { title: 'Far and another specialty', city: 'iasi', specialty: 'pediatrie' });
    needs.offered = await insertNeed(ctx.db, now, company, { title: 'Already offered', city: 'turda' });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/care/recommendations',
      headers: bearer(care),
      payload: { need_id: needs.offered, candidate_id: candidateId },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  const posts = (token: string | null, id = candidateId, q = 'fitcheck') =>
    ctx.app.inject({ method: 'GET', url: `/api/care/candidates/${id}/posts?q=${q}`, headers: token ? bearer(token) : {} });

  it('orders the posts by matching’s fit and says why each other one does not fit', async () => {
    const res = await posts(care);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.candidate).toMatchObject({
      id: candidateId,
      name: 'Maria Fitcheck',
      city: 'Turda',
      salary_min: 6000,
      salary_max: 8000,
      max_distance_km: 40,
    });
    expect(body.offer_deadline).toBe('2026-12-02T08:00:00.000Z');
    const byTitle = body.posts.map((p: { title: string; misfits: string[]; score: number | null }) => [p.title, p.misfits, p.score === null]);
    expect(byTitle).toEqual([
      ['Turda, fits better', [], false],
      ['Cluj, fits', [], false],
      // One criterion missed each (the newer first), then two.
      ['Already offered', ['inProcess'], true],
      ['Pays more than the range', ['salary'], true],
      ['Far and another specialty', ['specialty', 'location'], true],
    ]);
    const cluj = body.posts.find((p: { id: number }) => p.id === needs.cluj);
    expect(cluj).toMatchObject({ company: 'Clinica Fitcheck', city: 'Cluj-Napoca', salary_min: 5000, salary_max: 7000 });
    expect(cluj.distance_km).toBeGreaterThan(15);
    expect(cluj.distance_km).toBeLessThanOrEqual(40);
    expect(body.posts[0].score).toBeGreaterThan(cluj.score);
  });

  it('still refuses what the server refuses: a second offer of the same post', async () => {
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/care/recommendations',
      headers: bearer(care),
      payload: { need_id: needs.offered, candidate_id: candidateId },
    });
    expect(again.statusCode).toBe(409);
  });

  it('is care’s alone, and 404 for someone who is not a candidate', async () => {
    const company = await registerCompany(ctx);
    const candidate = await registerCandidate(ctx);
    expect((await posts(company.token)).statusCode).toBe(403);
    expect((await posts(candidate.token)).statusCode).toBe(403);
    expect((await posts(null)).statusCode).toBe(401);
    expect((await posts(care, company.id)).statusCode).toBe(404);
  });
});
