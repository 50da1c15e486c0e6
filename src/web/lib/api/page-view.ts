import { api } from './client';

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;

/**
 * Records a page view (spec §1): path, referrer and the campaign parameters of the URL. Analytics must
 * never get in a visitor's way, so a failure here is deliberately ignored.
 */
export function sendPageView(path: string, search: string, referrer: string): void {
  const params = new URLSearchParams(search);
  const utm = Object.fromEntries(UTM.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  void api.POST('/page-views', { body: { path: path + search, referrer: referrer || undefined, ...utm } }).catch(() => undefined);
}
