import type { Db } from '../db/create-database.ts';

/** The path inside the SPA of a mail's deep link (https://medilink.ro/app/offers/12 → /offers/12). */
export const appPathOf = (link: string): string => new URL(link).pathname.replace(/^\/app(?=\/)/, '');

export async function listNotifications(db: Db, userId: number, limit: number) {
  const [items, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    unread: Number(unread.n),
    items: items.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      createdAt: n.created_at.toISOString(),
      readAt: n.read_at ? n.read_at.toISOString() : null,
    })),
  };
}

/** Marks one notification of this user read; false when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const mine = await db.selectFrom('notifications').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!mine) return false;
  await db.updateTable('notifications').set({ read_at: now }).where('id', '=', id).where('read_at', 'is', null).execute();
  return true;
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<void> {
  await db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}
