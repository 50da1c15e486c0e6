import type { Kysely } from 'kysely';
import type { Db } from '../db/create-database.ts';
import type { Database } from '../db/types.ts';
import { fieldError } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import type { MemberRole } from '../../../machines/member-roles.ts';
import { companyErrors } from '../company/messages.ts';
import { companyIdOf } from '../auth/plugin.ts';

export type PostPerson = { id: number; name: string; role: MemberRole; active: boolean };
export type PostPeopleView = { owner: PostPerson | null; members: PostPerson[] };

/** Who works on each post: its owner and its members, with their names and team roles (one statement). */
export async function peopleOfPosts(db: Kysely<Database>, needIds: readonly number[]): Promise<Map<number, PostPeopleView>> {
  const byNeed = new Map<number, PostPeopleView>(needIds.map((id) => [id, { owner: null, members: [] }]));
  if (!needIds.length) return byNeed;
  const rows = await db
    .selectFrom('needs as n')
    .innerJoin('company_members as m', (j) => j.onRef('m.company_id', '=', 'n.company_id'))
    .leftJoin('need_members as nm', (j) => j.onRef('nm.need_id', '=', 'n.id').onRef('nm.user_id', '=', 'm.user_id'))
    .select(['n.id as need_id', 'n.owner_id', 'm.user_id', 'm.full_name', 'm.role', 'm.active', 'nm.user_id as member_id'])
    .where('n.id', 'in', needIds)
    .where((eb) => eb.or([eb('nm.user_id', 'is not', null), eb('m.user_id', '=', eb.ref('n.owner_id'))]))
    .orderBy('m.full_name')
    .execute();
  for (const r of rows) {
    const people = byNeed.get(r.need_id)!;
    const person = { id: r.user_id, name: r.full_name, role: r.role, active: r.active };
    if (r.user_id === r.owner_id) people.owner = person;
    if (r.member_id !== null) people.members.push(person);
  }
  return byNeed;
}

export async function peopleOfPost(db: Kysely<Database>, needId: number): Promise<PostPeopleView> {
  return (await peopleOfPosts(db, [needId])).get(needId)!;
}

/** A post's first person: whoever creates it owns it and is on it (call in the creating transaction). */
export async function staffNewPost(db: Kysely<Database>, needId: number, userId: number, now: Date): Promise<void> {
  await db.updateTable('needs').set({ owner_id: userId }).where('id', '=', needId).execute();
  await db.insertInto('need_members').values({ need_id: needId, user_id: userId, added_at: now }).execute();
}

/**
 * PUT /api/needs/{id}/members: the post's members become exactly `userIds`, each an active member of the post's
 * company (else 400 naming the field). The owner stays on the post whatever the list says: they answer for it.
 */
export async function setPostMembers(db: Db, auth: Auth, needId: number, userIds: readonly number[], now: Date): Promise<PostPeopleView> {
  const wanted = [...new Set(userIds)];
  await db.transaction().execute(async (trx) => {
    const need = await trx.selectFrom('needs').select(['owner_id']).where('id', '=', needId).forUpdate().executeTakeFirstOrThrow();
    const valid = wanted.length
      ? await trx
          .selectFrom('company_members')
          .select('user_id')
          .where('company_id', '=', companyIdOf(auth))
          .where('active', '=', true)
          .where('user_id', 'in', wanted)
          .execute()
      : [];
    if (valid.length !== wanted.length) throw fieldError('user_ids', companyErrors.notTeamMember);
    const keep = need.owner_id !== null && !wanted.includes(need.owner_id) ? [...wanted, need.owner_id] : wanted;
    let removal = trx.deleteFrom('need_members').where('need_id', '=', needId);
    if (keep.length) removal = removal.where('user_id', 'not in', keep);
    await removal.execute();
    if (keep.length) {
      await trx
        .insertInto('need_members')
        .values(keep.map((user_id) => ({ need_id: needId, user_id, added_at: now })))
        .onConflict((oc) => oc.columns(['need_id', 'user_id']).doNothing())
        .execute();
    }
  });
  return peopleOfPost(db, needId);
}
