import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../fastify-types.ts';

const FORWARD_TIMEOUT_MS = 3000;

/** A page view as the funnel keeps it: its path and referrer already without tokens. */
export type PageView = { path: string; referrer: string | undefined; utm: Record<string, string | undefined> };

/**
 * Stores a page view, then forwards it to ANALYTICS_URL when set: after the caller's answer, failures only logged,
 * so analytics never slows a page down.
 */
export async function recordPageView(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  view: PageView,
  viewer: { userId: number | null; locale: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const { db, clock, config } = deps;
  const { path, referrer, utm } = view;
  const now = clock.now();
  const row = await db
    .insertInto('page_views')
    .values({ user_id: viewer.userId, path, referrer: referrer ?? null, locale: viewer.locale, utm: JSON.stringify(utm), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!config.analyticsUrl) return;
  const body = JSON.stringify({ path, referrer, locale: viewer.locale, at: now.toISOString(), user_id: viewer.userId, ...utm });
  void fetch(config.analyticsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(`analytics answered ${res.status}`);
      await db.updateTable('page_views').set({ forwarded_at: clock.now() }).where('id', '=', row.id).execute();
    })
    .catch((err: unknown) => log.warn({ err }, 'page view not forwarded to ANALYTICS_URL'));
}
