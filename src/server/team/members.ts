import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { HttpError } from '../errors.ts';
import type { AppDeps } from '../fastify-types.ts';
import { bodyId } from '../routes/ids.ts';
import { MEMBER_ROLES, type Membership } from './access.ts';
import { teamErrors } from './messages.ts';

export const memberChangeSchema = z
  .object({ role: z.enum(MEMBER_ROLES, { error: 'error.invalid_option' }).optional(), active: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.active !== undefined, { error: 'error.required' });
export const handOverSchema = z.object({ to_user_id: bodyId });

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The company's members with the number of posts each owns or is on; every member may read it. */
export async function listMembers(deps: Deps, member: Membership) {
  const rows = await deps.db
    .selectFrom('company_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'm.full_name as name',
      'u.email',
      'm.role',
      'm.active',
      (eb) =>
        eb
          .selectFrom('needs as n')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('n.company_id', '=', member.companyId)
          .where((w) =>
            w.or([
              w('n.owner_id', '=', w.ref('m.user_id')),
              w.exists(
                w.selectFrom('need_members as nm').select('nm.need_id').whereRef('nm.need_id', '=', 'n.id').whereRef('nm.user_id', '=', 'm.user_id'),
              ),
            ]),
          )
          .as('posts'),
    ])
    .where('m.company_id', '=', member.companyId)
    .orderBy('m.active', 'desc')
    .orderBy('m.created_at')
    .orderBy('m.user_id')
    .execute();
  return {
    me: { user_id: member.userId, role: member.role },
    members: rows.map((r) => ({ ...r, posts: Number(r.posts ?? 0) })),
  };
}

/** The members of the company, locked for the change (so two owners cannot demote each other at once). */
async function lockedMembers(trx: Kysely<Database>, companyId: number) {
  return trx
    .selectFrom('company_members')
    .select(['user_id', 'role', 'active'])
    .where('company_id', '=', companyId)
    .orderBy('user_id')
    .forUpdate()
    .execute();
}

/**
 * Changes a member's role and/or turns the member off or on again. Turning off ends every session of the member at
 * once (their tokens are refused and their open event streams close, through the session-ended push). Whatever
 * leaves the company without an active owner is refused with 409.
 */
export async function changeMember(deps: Deps, owner: Membership, userId: number, change: z.output<typeof memberChangeSchema>) {
  const { db, clock } = deps;
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const members = await lockedMembers(trx, owner.companyId);
    const target = members.find((m) => m.user_id === userId);
    if (!target) throw new HttpError(404, teamErrors.notMember);
    const after = { role: change.role ?? target.role, active: change.active ?? target.active };
    const owners = members.filter((m) => (m.user_id === userId ? after : m).role === 'owner' && (m.user_id === userId ? after : m).active);
    if (!owners.length) throw new HttpError(409, teamErrors.lastOwner);
    await trx
      .updateTable('company_members')
      .set({ role: after.role, active: after.active, deactivated_at: after.active ? null : target.active ? now : undefined })
      .where('user_id', '=', userId)
      .execute();
    if (target.active && !after.active) await revokeUserSessions(trx, clock, userId);
  });
}

/** Moves a member's posts (those they own, and their place on others) to another active member of the company. */
export async function handOver(deps: Deps, owner: Membership, fromId: number, toId: number): Promise<{ posts: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const members = await lockedMembers(trx, owner.companyId);
    if (!members.some((m) => m.user_id === fromId)) throw new HttpError(404, teamErrors.notMember);
    if (fromId === toId || !members.some((m) => m.user_id === toId && m.active)) {
      throw new HttpError(400, teamErrors.handOverTarget, { fields: { to_user_id: [{ descriptor: teamErrors.handOverTarget }] } });
    }
    const owned = await trx
      .updateTable('needs')
      .set({ owner_id: toId })
      .where('company_id', '=', owner.companyId)
      .where('owner_id', '=', fromId)
      .returning('id')
      .execute();
    const seats = await trx
      .deleteFrom('need_members')
      .where('user_id', '=', fromId)
      .where('need_id', 'in', (eb) => eb.selectFrom('needs').select('id').where('company_id', '=', owner.companyId))
      .returning('need_id')
      .execute();
    const needIds = [...new Set([...owned.map((n) => n.id), ...seats.map((s) => s.need_id)])];
    if (seats.length) {
      await trx
        .insertInto('need_members')
        .values(seats.map((s) => ({ need_id: s.need_id, user_id: toId })))
        .onConflict((oc) => oc.columns(['need_id', 'user_id']).doNothing())
        .execute();
    }
    return { posts: needIds.length };
  });
}
