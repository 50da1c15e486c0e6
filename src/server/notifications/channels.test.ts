import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { MINUTE } from '../clock.ts';
import { deliverChannelMessages, type ChannelTransport, type TextMessage } from './channels.ts';

describeEachDatabase('text channels (SMS, WhatsApp)', (ctx) => {
  const sent: TextMessage[] = [];
  let failNext = true;
  // A provider plugged in through the channel interface: it fails once, then delivers.
  const provider: ChannelTransport = {
    name: 'test-gateway',
    async send(message) {
      if (failNext) {
        failNext = false;
        throw new Error('gateway busy');
      }
      sent.push(message);
    },
  };
  let id: number;

  beforeAll(async () => {
    const row = await ctx.db
      .insertInto('channel_messages')
      .values({
        user_id: null,
        channel: 'whatsapp',
        to_address: '+40722123456',
        body: 'Medilink: test',
        kind: 'offer.new',
        created_at: ctx.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  });

  it('keeps a failed message for the next run, then records who delivered it', async () => {
    expect(await deliverChannelMessages(ctx.db, ctx.clock, provider)).toBe(0);
    let row = await ctx.db.selectFrom('channel_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: null, attempts: 1, error: expect.stringContaining('gateway busy') });
    ctx.clock.advance(MINUTE);
    expect(await deliverChannelMessages(ctx.db, ctx.clock, provider)).toBe(1);
    row = await ctx.db.selectFrom('channel_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ transport: 'test-gateway', error: null });
    expect(row.sent_at).not.toBeNull();
    expect(sent).toEqual([{ channel: 'whatsapp', to: '+40722123456', body: 'Medilink: test', kind: 'offer.new' }]);
    expect(await deliverChannelMessages(ctx.db, ctx.clock, provider)).toBe(0);
  });
});
