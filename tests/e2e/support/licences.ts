import { expect, type APIRequestContext } from '@playwright/test';
import { inBucharest } from '../../../machines/index.ts';
import { serverNow } from './clock';

// Care validates a candidate for a regulated job title (a physician, a nurse...) only with the licence to
// practise on file and unexpired, and with care's word that it checked it. The suites' candidates get that licence
// through the candidate's own API, and care's API validations carry the check.

/** care.validate's payload as care sends it after checking the body's public register (addLicence uploads no document). */
export const LICENCE_CHECKED = { licence: { method: 'register', reference: 'Registrul public 2026/118' } } as const;

/** The body licensing `jobTitle` (null: not regulated), from the job titles' nomenclature. */
async function bodyOf(request: APIRequestContext, jobTitle: string): Promise<string | null> {
  const response = await request.get('/api/publicnomenclatures/functions');
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { slug: string; licence_body?: string | null }[] };
  return data.find((item) => item.slug === jobTitle)?.licence_body ?? null;
}

/**
 * The candidate's licence for `jobTitle`, issued last year and valid to the end of the third year after the server's
 * today; nothing for a title no body regulates. Returns its expiry day.
 */
export async function addLicence(request: APIRequestContext, candidateToken: string, jobTitle: string): Promise<string | null> {
  const body = await bodyOf(request, jobTitle);
  if (!body) return null;
  const year = Number(inBucharest(await serverNow(request)).date.slice(0, 4));
  const expires = `${year + 3}-12-31`;
  const saved = await request.put(`/api/profile/licences/${jobTitle}`, {
    headers: { Authorization: `Bearer ${candidateToken}` },
    data: { body, number: `${body}-${year - 1}/4521`, issued_on: `${year - 1}-01-15`, expires_on: expires },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return expires;
}
