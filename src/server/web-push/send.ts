import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-database.ts';
import type { WebPushWork } from '../jobs/job-payloads.ts';
import { vapidKeys } from './vapid-keys.ts';

/** How long a push service keeps a push for a device that is off: a notice older than a day has its mail and the bell. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one queued push (a `webPush.send` job) to its device: the payload encrypted for the device (RFC 8291) and
 * signed with the server's VAPID key (RFC 8292) by web-push, posted here. A device removed since gets nothing; one
 * its push service no longer knows (404, 410: unsubscribed, expired) is removed. Any other failure throws, and the
 * job queue retries with backoff: the job is claimed by one worker at a time across instances, and its Topic makes
 * the push service replace rather than repeat a copy it still holds should a retry follow a lost answer.
 */
export async function sendWebPush(
  deps: { db: Db; config: Config; clock: Clock },
  jobId: number,
  work: WebPushWork,
): Promise<'sent' | 'gone' | 'none'> {
  const { db, config, clock } = deps;
  const device = await db.selectFrom('push_devices').selectAll().where('id', '=', work.deviceId).executeTakeFirst();
  if (!device) return 'none';
  const keys = await vapidKeys(db, config, clock.now());
  // Loaded at the first push only: the server starts without it.
  const { default: webpush } = await import('web-push');
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify({ title: work.title, body: work.body, link: work.link }),
    {
      vapidDetails: { subject: config.vapid.subject, ...keys },
      contentEncoding: 'aes128gcm',
      TTL: TTL_SECONDS,
      urgency: 'high',
      topic: `notice${jobId}`,
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(request.body),
    signal: AbortSignal.timeout(15_000),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    await db.deleteFrom('push_devices').where('id', '=', device.id).where('endpoint', '=', device.endpoint).execute();
    return 'gone';
  }
  if (!response.ok) throw new Error(`push service answered ${response.status}`);
  return 'sent';
}
