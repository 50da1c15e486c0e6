import { sql, type QueryCreator } from 'kysely';
import type { Database } from '../db/types.ts';
import type { JobKind } from '../jobs/job-payloads.ts';

export const WEB_PUSH_JOB = 'webPush.send' satisfies JobKind;

/** One notice to push to one person's devices, and when it may leave (after their quiet hours). */
export type WebPushNotice = { user_id: number; title: string; body: string; link: string; run_at: Date; created_at: Date };

/**
 * Queues a durable `webPush.send` job per notice and device the person has now, as a common table expression of the
 * caller's statement (withNotices): written with the change that caused it, or not at all (`gate`). A person without
 * devices gets no job. One job per device: a retry after one device's failure sends to that device only.
 */
export function insertWebPushJobs<DB extends Database>(qc: QueryCreator<DB>, pushes: readonly WebPushNotice[], gate?: string) {
  const rows = sql`json_to_recordset(${JSON.stringify(pushes)}) as r(user_id integer, title text, body text, link text, run_at timestamptz, created_at timestamptz)`;
  const payload = sql`jsonb_build_object('deviceId', d.id, 'title', r.title, 'body', r.body, 'link', r.link)`;
  return qc
    .insertInto('jobs')
    .columns(['kind', 'payload', 'run_at', 'created_at'] as never)
    .expression(
      sql`select ${WEB_PUSH_JOB}::text, ${payload}, r.run_at, r.created_at from ${gate ? sql`${sql.table(gate)}, ` : sql``}${rows} join push_devices d on d.user_id = r.user_id`,
    );
}
