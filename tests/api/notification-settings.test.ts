import { expect, it } from 'vitest';
import { asParty, candidate, parties, type Party } from '../support/accounts.ts';
import { offer, OPTIONS, postNeed, send, T0, toValidated } from '../support/processes.ts';
import { deliverChannelMessages, type TextMessage } from '../../src/server/notifications/channels.ts';
import { describeEachDatabase } from '../support/databases.ts';

// Each person chooses, per kind of news, the channels that reach them away from the app, and quiet hours in Romania's
// time: the notification centre keeps everything, mail follows the choice, a text written in the quiet hours waits.
describeEachDatabase('notification settings', (ctx) => {
  const NIGHT_SHIFT = { start: 8 * 60, end: 16 * 60 };
  let company: Party, care: Party, nurse: Party;
  const settings = (party: Party, method: 'GET' | 'PUT', payload?: object) =>
    ctx.app.inject({ method, url: '/api/notification-settings', headers: asParty(party), ...(payload ? { payload } : {}) });

  it('answers the defaults the profile implies, saves a choice, and refuses a bad one with the field’s error', async () => {
    ctx.clock.set(T0);
    ({ company, care } = await parties(ctx));
    nurse = await candidate(ctx, { name: 'Irina Tură' });
    await ctx.db
      .updateTable('candidates')
      .set({ notification_preferences: JSON.stringify(['sms']) })
      .where('user_id', '=', nurse.id)
      .execute();

    const first = await settings(nurse, 'GET');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      channels: { offers: ['text', 'push'], interviews: ['text', 'push'], finalOffers: ['text', 'push'], other: ['text', 'push'] },
      quiet: null,
      urgentInQuiet: false,
    });
    expect((await settings(company, 'GET')).json().channels.offers).toEqual(['email', 'push']);

    const choice = {
      channels: { offers: ['email', 'text'], interviews: ['text'], finalOffers: ['email', 'text'], other: [] },
      quiet: NIGHT_SHIFT,
      urgentInQuiet: true,
    };
    expect((await settings(nurse, 'PUT', choice)).statusCode).toBe(200);
    expect((await settings(nurse, 'GET')).json()).toEqual(choice);

    const bad = await settings(nurse, 'PUT', { ...choice, quiet: { start: 600, end: 600 } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Quiet hours must end at another time than they start');
    expect((await settings(nurse, 'PUT', { ...choice, channels: { ...choice.channels, offers: ['fax'] } })).statusCode).toBe(400);
    expect((await settings(nurse, 'GET')).json()).toEqual(choice);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/notification-settings' })).statusCode).toBe(401);
    expect((await settings(care, 'GET')).statusCode).toBe(403);
  });

  it('sends interview news only as a text, held until her quiet hours end, and keeps it in the notification centre', async () => {
    // 10:00 in Bucharest (T0 is 08:00Z in winter): inside her 08:00–16:00 sleep after a night shift.
    ctx.clock.set(T0);
    const processId = await offer(ctx, company, await postNeed(ctx, company), nurse.id);
    await toValidated(ctx, { candidate: nurse, care }, processId);
    await send(ctx, company, processId, 'company.acceptCandidate');
    const before = await ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', nurse.email).execute();
    await send(ctx, company, processId, 'company.proposeInterview', { interview: { type: 'phone', phone: '+40721000000' }, options: OPTIONS });

    const kind = 'process.company.proposeInterview';
    const mails = await ctx.db.selectFrom('mail_outbox').select(['id', 'kind']).where('to_address', '=', nurse.email).execute();
    expect(mails.length).toBe(before.length);
    expect(await ctx.db.selectFrom('notifications').select('kind').where('user_id', '=', nurse.id).where('kind', '=', kind).execute()).toHaveLength(
      1,
    );
    const texts = await ctx.db.selectFrom('channel_messages').selectAll().where('user_id', '=', nurse.id).where('kind', '=', kind).execute();
    expect(texts).toHaveLength(1);
    expect(new Date(texts[0]!.not_before!).toISOString()).toBe('2026-03-02T14:00:00.000Z');

    const sent: TextMessage[] = [];
    const transport = { name: 'recording', send: async (m: TextMessage) => void sent.push(m) };
    await deliverChannelMessages(ctx.db, ctx.clock, transport);
    expect(sent.filter((m) => m.kind === kind)).toEqual([]);
    ctx.clock.set('2026-03-02T14:00:00.000Z');
    await deliverChannelMessages(ctx.db, ctx.clock, transport);
    expect(sent.filter((m) => m.kind === kind)).toHaveLength(1);
  });
});
