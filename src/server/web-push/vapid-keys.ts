import { generateKeyPairSync } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-database.ts';

/** A VAPID key pair (RFC 8292) as browsers and web-push read it: the public key's 65 uncompressed bytes and the private key's 32, base64url. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** A new P-256 key pair, made with node:crypto (web-push, which can make one too, is loaded only to send). */
export function newVapidKeys(): VapidKeys {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

// One read per database and process: the pair never changes while the server runs.
const known = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The server's VAPID keys: the environment's, or the pair the database keeps, made at the first need and kept for
 * good. Every instance of a cluster reads the same row (the first to insert it wins), and a restart keeps it: a new
 * pair would silently invalidate every device's subscription, which the browser made for the old public key.
 */
export function vapidKeys(db: Db, config: Config, now: Date): Promise<VapidKeys> {
  if (config.vapid.keys) return Promise.resolve(config.vapid.keys);
  let keys = known.get(db);
  if (!keys) {
    keys = storedKeys(db, now);
    known.set(db, keys);
    keys.catch(() => known.delete(db));
  }
  return keys;
}

async function storedKeys(db: Db, now: Date): Promise<VapidKeys> {
  const read = () => db.selectFrom('web_push_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
  let row = await read();
  if (!row) {
    const fresh = newVapidKeys();
    await db
      .insertInto('web_push_keys')
      .values({ id: 1, public_key: fresh.publicKey, private_key: fresh.privateKey, created_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('the VAPID keys could not be stored');
  return { publicKey: row.public_key, privateKey: row.private_key };
}
