import type { Db } from '../db/create-database.ts';

/**
 * Recommend-a-friend for care: who recommended whom, whether the invitation left (or why it was held back: the
 * address asked to stop, was invited lately, or the names hold a link) and whether the friend joined.
 */
export async function friendRecommendations(db: Db, limit: number, offset: number) {
  const rows = await db
    .selectFrom('recommendations as r')
    .innerJoin('candidates as c', 'c.user_id', 'r.recommender_id')
    .leftJoin('users as joined', 'joined.email', 'r.email')
    .select([
      'r.id',
      'r.full_name',
      'r.email',
      'r.phone',
      'r.created_at',
      'r.recommender_id',
      'c.full_name as recommender_name',
      'r.invited_at',
      'r.invitation_withheld',
      'joined.created_at as registered_at',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    friend: { name: r.full_name, email: r.email, phone: r.phone },
    recommender: { id: r.recommender_id, name: r.recommender_name },
    created_at: r.created_at.toISOString(),
    invited_at: r.invited_at ? r.invited_at.toISOString() : null,
    withheld: r.invitation_withheld,
    registered_at: r.registered_at ? r.registered_at.toISOString() : null,
  }));
}
