import type { Clock } from '../clock.ts';
import { DAY } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import { executePrepared } from '../db/prepared-statements.ts';
import type { Role } from '../db/types.ts';
import type { MemberRole } from '../../../machines/member-roles.ts';
import type { Auth, Membership } from '../fastify-types.ts';
import { hashToken, newToken } from './tokens.ts';

// Absolute lifetime, matching the client's meditoken_exp marker (one year).
export const SESSION_LIFETIME_MS = 365 * DAY;

export async function createSession(
  db: Db,
  clock: Clock,
  userId: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: expiresAt,
      // Metadata, not a field the caller can fix: a NUL (which PostgreSQL refuses) is dropped rather than refused.
      user_agent: meta.userAgent?.replaceAll('\0', '').slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    })
    .execute();
  // Every sign-in and registration: the account is in use (the retention job erases accounts unused too long).
  await db.updateTable('users').set({ last_active_at: now }).where('id', '=', userId).execute();
  return { token, expiresAt };
}

export async function resolveSession(db: Db, clock: Clock, token: string): Promise<Auth | null> {
  // Every signed-in request runs it: prepared on PostgreSQL (db/prepared-statements.ts).
  const [row] = await executePrepared(
    db,
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('company_members as m', 'm.user_id', 'users.id')
      .select([
        'sessions.id as sessionId',
        'sessions.expires_at',
        'sessions.revoked_at',
        'users.id as userId',
        'users.role',
        'users.last_active_at',
        'm.company_id',
        'm.role as member_role',
        'm.active',
      ])
      .where('sessions.token_hash', '=', hashToken(token)),
  );
  const now = clock.now();
  if (!row || row.revoked_at || row.expires_at.getTime() <= now.getTime()) return null;
  const member = membershipOf(row);
  if (member === false) return null;
  // A session in use (they last a year) is activity too; written at most once a day, not on every request.
  if (!row.last_active_at || now.getTime() - row.last_active_at.getTime() >= DAY) {
    await db.updateTable('users').set({ last_active_at: now }).where('id', '=', row.userId).execute();
  }
  return { userId: row.userId, role: row.role, sessionId: row.sessionId, ...(member ? { member } : {}) };
}

type MemberColumns = { role: Role; company_id: number | null; member_role: MemberRole | null; active: boolean | null };

/**
 * A company user's team membership, read on every request so that a deactivation holds at once on every instance;
 * false when a company user has no active membership (their session no longer counts), undefined for other roles.
 */
export function membershipOf(row: MemberColumns): Membership | false | undefined {
  if (row.role !== 'company') return undefined;
  if (row.company_id === null || !row.active || !row.member_role) return false;
  return { companyId: row.company_id, memberRole: row.member_role };
}

export async function revokeSession(db: Db, clock: Clock, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: clock.now() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of a user (all of them, or all but one). */
export async function revokeUserSessions(db: Db, clock: Clock, userId: number, exceptSessionId?: number): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: clock.now() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}
