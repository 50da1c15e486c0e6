import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { createCandidate, createCompany } from './accounts';
import { signedInContext, useEnglish } from './sessions';
import { useServerClock } from './clock';

export const VISITORS = ['anonymous', 'candidate', 'company'] as const;
export type VisitorName = (typeof VISITORS)[number];

/** One browser context per visitor of spec §2: nobody, a signed-in candidate, a signed-in company. */
export async function visitorContexts(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  prepare: (context: BrowserContext) => Promise<void> = async () => undefined,
): Promise<Record<VisitorName, BrowserContext>> {
  const [candidate, company] = [await createCandidate(request), await createCompany(request)];
  const anonymous = await browser.newContext({ baseURL });
  await useServerClock(anonymous);
  await useEnglish(anonymous);
  await prepare(anonymous);
  return {
    anonymous,
    candidate: await signedInContext(browser, baseURL, candidate.email, { prepare }),
    company: await signedInContext(browser, baseURL, company.email, { prepare }),
  };
}
