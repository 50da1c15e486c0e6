import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import type { TextChannel } from '../db/types.ts';

export type TextMessage = { channel: TextChannel; to: string; body: string; kind: string };

/**
 * Where SMS and WhatsApp messages go. A real provider (an SMS gateway, the WhatsApp Business API) implements
 * this and is passed to createChannelDelivery; the default only logs, the message itself is already stored.
 */
export interface ChannelTransport {
  readonly name: string;
  send(message: TextMessage): Promise<void>;
}

export function loggingTransport(log: Pick<FastifyBaseLogger, 'info'>): ChannelTransport {
  return {
    name: 'log',
    async send(message) {
      log.info({ channel: message.channel, kind: message.kind, to: maskPhone(message.to) }, 'text message stored (no provider configured)');
    },
  };
}

/** Logs never carry whole phone numbers. */
const maskPhone = (phone: string) => phone.replace(/\d(?=\d{3})/g, '•');

const MAX_ATTEMPTS = 5;

/** Sends the stored messages not delivered yet through the transport; a failure is kept for the next run. */
export async function deliverChannelMessages(db: Db, clock: Clock, transport: ChannelTransport): Promise<number> {
  const pending = await db
    .selectFrom('channel_messages')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    // A text written in its addressee's quiet hours waits for their end.
    .where((eb) => eb.or([eb('not_before', 'is', null), eb('not_before', '<=', clock.now())]))
    .orderBy('id')
    .limit(100)
    .execute();
  let sent = 0;
  for (const m of pending) {
    try {
      await transport.send({ channel: m.channel, to: m.to_address, body: m.body, kind: m.kind });
      await db.updateTable('channel_messages').set({ sent_at: clock.now(), transport: transport.name, error: null }).where('id', '=', m.id).execute();
      sent += 1;
    } catch (err) {
      await db
        .updateTable('channel_messages')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), error: String(err).slice(0, 500) }))
        .where('id', '=', m.id)
        .execute();
    }
  }
  return sent;
}
