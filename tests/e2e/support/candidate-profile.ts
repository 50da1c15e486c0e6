import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { createCandidate, saveOnboardingSteps } from './accounts';

// The candidate profile suites' candidate, who finished the wizard with a CV, and the profile's sections.

export const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/** A candidate who went through the whole wizard (through the API the wizard uses), with a CV. */
export async function onboardedCandidate(request: APIRequestContext, account?: { id: number; access_token: string; email: string }) {
  const candidate = account ?? (await createCandidate(request));
  const headers = { Authorization: `Bearer ${candidate.access_token}` };
  await saveOnboardingSteps(request, candidate);
  const cv = await request.post('/api/cv', { headers, multipart: { cv: { name: 'cv-ana.pdf', mimeType: 'application/pdf', buffer: pdf('first') } } });
  expect(cv.status(), await cv.text()).toBe(200);
  const done = await request.patch(`/api/register/candidate/${candidate.id}`, { headers, data: { completed: true } });
  expect(done.status(), await done.text()).toBe(200);
  return candidate;
}

export const section = (page: Page, name: string) => page.getByRole('region', { name });
