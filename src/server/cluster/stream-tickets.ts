import { hashToken, newToken } from '../auth/tokens.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import { membershipOf } from '../auth/sessions.ts';

export const STREAM_TICKET_TTL_MS = 60_000;

/** A one-minute, single-use ticket for the caller's session, for EventSource (which cannot send headers). */
export async function issueStreamTicket(db: Db, clock: Clock, auth: Auth): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = newToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_MS);
  // Expired tickets of this session go on the way, so the table stays small without a sweeper.
  await db.deleteFrom('stream_tickets').where('session_id', '=', auth.sessionId).where('expires_at', '<=', now).execute();
  await db
    .insertInto('stream_tickets')
    .values({ ticket_hash: hashToken(ticket), session_id: auth.sessionId, expires_at: expiresAt })
    .execute();
  return { ticket, expiresAt };
}

/** The caller a ticket stands for, consuming it; null when unknown, used, expired, or its session ended. */
export async function redeemStreamTicket(db: Db, clock: Clock, ticket: string): Promise<Auth | null> {
  const now = clock.now();
  const used = await db
    .deleteFrom('stream_tickets')
    .where('ticket_hash', '=', hashToken(ticket))
    .returning(['session_id', 'expires_at'])
    .executeTakeFirst();
  if (!used || new Date(used.expires_at).getTime() <= now.getTime()) return null;
  const session = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('company_members as m', 'm.user_id', 'users.id')
    .select([
      'sessions.id as sessionId',
      'users.id as userId',
      'users.role',
      'sessions.revoked_at',
      'sessions.expires_at',
      'm.company_id',
      'm.role as member_role',
      'm.active',
    ])
    .where('sessions.id', '=', used.session_id)
    .executeTakeFirst();
  if (!session || session.revoked_at || session.expires_at.getTime() <= now.getTime()) return null;
  const member = membershipOf(session);
  if (member === false) return null;
  return { userId: session.userId, role: session.role, sessionId: session.sessionId, ...(member ? { member } : {}) };
}
