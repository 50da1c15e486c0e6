import { describe, expect, it } from 'vitest';
import { bearer, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { addMember, deactivateMember } from '../support/team.ts';

describeEachDatabase('team authorization', (ctx) => {
  describe('sessions of members', () => {
    it('acts for the company it is a member of, and stops at once when deactivated', async () => {
      const company = await registerCompany(ctx);
      const recruiter = await addMember(ctx, company.id, 'recruiter');
      const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(recruiter.token) });
      expect(me.statusCode, me.body).toBe(200);
      expect((me.json() as { data: { user: { company: { id: number } } } }).data.user.company.id).toBe(company.id);
      await deactivateMember(ctx, recruiter.id);
      const after = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(recruiter.token) });
      expect(after.statusCode).toBe(401);
    });
  });
});
