import type { Db } from '../db/create-database.ts';

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** How many devices a person keeps: the oldest goes when one more is turned on (each notice sends to every one). */
export const MAX_DEVICES = 10;

const LISTED = ['id', 'label', 'endpoint', 'created_at'] as const;

/** The caller's devices, newest first. */
export const devicesOf = (db: Db, userId: number) =>
  db.selectFrom('push_devices').select(LISTED).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

/**
 * Turns push on for a device. A browser has one subscription whoever is signed in, so a device turned on again (or
 * by another account on the same browser) is taken over: it reaches whoever turned it on last, never both.
 */
export async function addDevice(db: Db, userId: number, subscription: Subscription, label: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const values = {
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      label,
      created_at: now,
    };
    const device = await trx
      .insertInto('push_devices')
      .values(values)
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: values.p256dh, auth: values.auth, label, created_at: now }))
      .returning(LISTED)
      .executeTakeFirstOrThrow();
    const kept = trx
      .selectFrom('push_devices')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_DEVICES);
    await trx.deleteFrom('push_devices').where('user_id', '=', userId).where('id', 'not in', kept).execute();
    return device;
  });
}

/** Removes one of the caller's devices; false when the caller has none with this id (someone else's included). */
export async function removeDevice(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db.deleteFrom('push_devices').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return gone.numDeletedRows > 0n;
}
