import { expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/server/db/seed/demo.ts';
import { seedWorkflowDemo } from '../../src/server/workflow/seed.ts';
import { bearer, login } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';

describeEachDatabase('demo data', (ctx) => {
  it('creates the fixed demo logins, and running it again changes nothing', async () => {
    const logins = await seedDemoData(ctx.db, ctx.clock);
    expect(logins).toEqual([
      { role: 'candidate', email: 'candidate@demo.medilink.ro' },
      { role: 'company', email: 'company@demo.medilink.ro' },
      { role: 'company', email: 'recruiter@demo.medilink.ro', member: 'recruiter' },
      { role: 'company', email: 'interviewer@demo.medilink.ro', member: 'interviewer' },
      { role: 'care', email: 'care@demo.medilink.ro' },
    ]);
    const count = async () => (await ctx.db.selectFrom('users').select('id').execute()).length;
    const before = await count();
    await seedDemoData(ctx.db, ctx.clock);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['candidate@demo.medilink.ro', 'candidate'],
    ['company@demo.medilink.ro', 'company'],
    ['recruiter@demo.medilink.ro', 'company'],
    ['interviewer@demo.medilink.ro', 'company'],
    ['care@demo.medilink.ro', 'care'],
  ])('%s signs in with the demo password and GET /user accepts the token', async (email, role) => {
    const token = await login(ctx, email, DEMO_PASSWORD, '10.8.0.1');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe(role);
  });

  it('gives the demo candidate a complete, believable profile', async () => {
    const token = await login(ctx, 'candidate@demo.medilink.ro', DEMO_PASSWORD, '10.8.0.2');
    const user = (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
    expect(user.data.completeness).toBeGreaterThanOrEqual(80);
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/register/candidate/${user.data.user.id}`, headers: bearer(token) });
    expect(profile.json()).toMatchObject({ category: 'medic-specialist', city: 'bucuresti', completed: true });
  });

  it('makes the demo company a team: an owner, a recruiter, and an interviewer on one post only', async () => {
    await seedDemoData(ctx.db, ctx.clock);
    await seedWorkflowDemo(ctx.db, ctx.config, { now: new Date('2026-05-20T09:00:00.000Z') });
    const token = await login(ctx, 'company@demo.medilink.ro', DEMO_PASSWORD, '10.8.0.3');
    const team = (await ctx.app.inject({ method: 'GET', url: '/api/company/team', headers: bearer(token) })).json();
    expect(team.members.map((m: { email: string; role: string; posts: number }) => [m.email, m.role])).toEqual([
      ['company@demo.medilink.ro', 'owner'],
      ['recruiter@demo.medilink.ro', 'recruiter'],
      ['interviewer@demo.medilink.ro', 'interviewer'],
    ]);
    const seats = await ctx.db
      .selectFrom('need_members')
      .innerJoin('users', 'users.id', 'need_members.user_id')
      .innerJoin('needs', 'needs.id', 'need_members.need_id')
      .select(['needs.id as need_id', 'needs.owner_id', 'need_members.user_id', 'needs.title', 'users.email'])
      .execute();
    // Whoever creates a post owns it and is on it (POST /needs, which the demo seed goes through); besides the owners,
    // the demo interviewer is the only one seated, on one post.
    const owned = await ctx.db.selectFrom('needs').select('id').where('owner_id', 'is not', null).execute();
    const ownerSeats = seats.filter((s) => s.user_id === s.owner_id);
    expect(ownerSeats.map((s) => s.need_id).sort((a, b) => a - b)).toEqual(owned.map((n) => n.id).sort((a, b) => a - b));
    expect(seats.filter((s) => s.user_id !== s.owner_id).map((s) => ({ title: s.title, email: s.email }))).toEqual([
      { title: expect.any(String), email: 'interviewer@demo.medilink.ro' },
    ]);
  });

  it('explains every demo offer: the candidate reads her factors on each', async () => {
    await seedDemoData(ctx.db, ctx.clock);
    await seedWorkflowDemo(ctx.db, ctx.config, { now: new Date('2026-05-20T09:00:00.000Z') });
    const token = await login(ctx, 'candidate@demo.medilink.ro', DEMO_PASSWORD, '10.8.0.4');
    const offers = (await ctx.app.inject({ method: 'GET', url: '/api/offers', headers: bearer(token) })).json().data;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const why = await ctx.app.inject({ method: 'GET', url: `/api/processes/${offer.process_id}/explanation`, headers: bearer(token) });
      expect(why.statusCode, why.body).toBe(200);
      expect(why.json()).toMatchObject({ audience: 'candidate', factors: expect.arrayContaining([expect.objectContaining({ factor: 'pay' })]) });
    }
  });
});
