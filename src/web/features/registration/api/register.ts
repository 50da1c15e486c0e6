import { api, unwrap } from '../../../lib/api/client';
import type { RequestBody } from '../../../lib/api/schemas';
import { activeLocale } from '../../../lib/i18n/i18n';

/** Creates the account; the answer's token lets the onboarding wizard save each step. */
export async function registerCandidate(account: Omit<RequestBody<'/register/candidate', 'post'>, 'locale'>) {
  return unwrap(api.POST('/register/candidate', { body: { ...account, locale: activeLocale() } }));
}

/** Creates the company account and returns its session token. */
export async function registerCompany(account: Omit<RequestBody<'/register/company', 'post'>, 'locale'>): Promise<string> {
  const { token } = await unwrap(api.POST('/register/company', { body: { ...account, locale: activeLocale() } }));
  return token;
}
