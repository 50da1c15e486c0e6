import { expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/server/db/seed/demo.ts';
import { bearer, login } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';

describeEachDatabase('demo data', (ctx) => {
  it('creates the three fixed demo logins, and running it again changes nothing', async () => {
    const logins = await seedDemoData(ctx.db, ctx.clock);
    expect(logins).toEqual([
      { role: 'candidate', email: 'candidate@demo.medilink.ro' },
      { role: 'company', email: 'company@demo.medilink.ro' },
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
});
