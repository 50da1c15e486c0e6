import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../../tests/support/databases.ts';
import { insertCandidate } from '../../../../tests/support/accounts.ts';
import { down, up } from './0700_web_push.ts';

const T0 = new Date('2026-03-02T08:00:00.000Z');

describeEachDatabase('migration 0700: web push', (ctx: TestContext) => {
  it('gives settings saved before push existed the push channel in every group, and takes it back', async () => {
    const db = ctx.db;
    await down(db as unknown as Kysely<unknown>);
    const nurse = await insertCandidate(db, T0);
    const before = {
      channels: { offers: ['text'], interviews: ['email', 'text'], finalOffers: [], other: ['email'] },
      quiet: { start: 480, end: 960 },
      urgentInQuiet: true,
    };
    await db
      .insertInto('notification_settings')
      .values({ user_id: nurse.id, settings: JSON.stringify(before), updated_at: T0 })
      .execute();
    const settings = async () =>
      (await db.selectFrom('notification_settings').select('settings').where('user_id', '=', nurse.id).executeTakeFirstOrThrow()).settings;

    await up(db as unknown as Kysely<unknown>);
    expect(await settings()).toEqual({
      ...before,
      channels: { offers: ['text', 'push'], interviews: ['email', 'text', 'push'], finalOffers: ['push'], other: ['email', 'push'] },
    });
    await down(db as unknown as Kysely<unknown>);
    expect(await settings()).toEqual(before);
    await up(db as unknown as Kysely<unknown>);
  });
});
