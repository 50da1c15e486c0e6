import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/support/databases.ts';
import { insertCandidate, insertCompany } from '../../../../tests/support/accounts.ts';
import { up } from './0065_phones_e164.ts';

describeEachDatabase('migration 0065: stored phones to E.164', (ctx) => {
  it('rewrites every parseable phone as E.164 and leaves the others as typed', async () => {
    const now = ctx.clock.now();
    const typed = ['0722.123.456', '(021) 312-4567', '+44 20 7946 0958', '1234567890', '+40744123456'];
    const ids = [];
    for (const phone of typed) {
      const { id } = await insertCandidate(ctx.db, now);
      await ctx.db.updateTable('candidates').set({ phone }).where('user_id', '=', id).execute();
      ids.push(id);
    }
    const companyId = await insertCompany(ctx.db, now);
    await ctx.db.updateTable('companies').set({ phone: '0040 21 312 4567' }).where('user_id', '=', companyId).execute();

    await up(ctx.db as unknown as Kysely<unknown>);

    const phones = await ctx.db.selectFrom('candidates').select(['user_id', 'phone']).where('user_id', 'in', ids).execute();
    expect(ids.map((id) => phones.find((p) => p.user_id === id)?.phone)).toEqual([
      '+40722123456',
      '+40213124567',
      '+442079460958',
      '1234567890',
      '+40744123456',
    ]);
    const company = await ctx.db.selectFrom('companies').select('phone').where('user_id', '=', companyId).executeTakeFirstOrThrow();
    expect(company.phone).toBe('+40213124567');
  });
});
