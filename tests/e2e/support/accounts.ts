import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

// The accounts driver of the browser suites, through the API the registration and login screens use: candidates and
// companies, their tokens, and the demo care agent (no registration exists for care).

export const PASSWORD = 'Sigur-parola-1';

/** The demo care agent the e2e server seeds. */
export const CARE = { email: 'care@demo.medilink.ro', password: 'Medilink-demo-1' };

export function uniqueEmail(kind: string): string {
  return `${kind}-${randomUUID().slice(0, 13)}@example.test`;
}

/** The registration form of a candidate, as the screen sends it. */
export const candidateRegistration = (email: string, name = 'Ana Ionescu') => ({
  name,
  email,
  phone: '0722123456',
  password: PASSWORD,
  confirm_password: PASSWORD,
  terms_accepted: true,
  receive_notifications: true,
});

/** The registration form of a company, as the screen sends it. */
export const companyRegistration = (email: string, name = 'Clinica Sfânta Maria') => ({
  company_name: name,
  contact_name: 'Ion Popescu',
  email,
  phone: '0744123456',
  password: PASSWORD,
  confirm_password: PASSWORD,
  terms_accepted: true,
});

/** A candidate account created through the API the registration screen uses. */
export async function createCandidate(request: APIRequestContext, email = uniqueEmail('candidate'), name?: string) {
  const response = await request.post('/api/register/candidate', { data: candidateRegistration(email, name) });
  expect(response.status(), await response.text()).toBe(201);
  return { email, ...((await response.json()) as { id: number; access_token: string }) };
}

/** A company account created through the API the registration screen uses; its token acts for it. */
export async function createCompany(request: APIRequestContext, email = uniqueEmail('company'), name?: string) {
  const response = await request.post('/api/register/company', { data: companyRegistration(email, name) });
  expect(response.status(), await response.text()).toBe(201);
  return { email, ...((await response.json()) as { id: number; token: string }) };
}

/** Signs in through the API; answers the session's token. */
export async function login(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Answers to the onboarding wizard's five form steps, as the wizard sends them (nomenclature slugs). */
export const ONBOARDING_ANSWERS = [
  { category: 'asistent-medical-generalist', sub_category: null, tags: ['ecografie-generala'] },
  {
    work_type: 'part_time',
    city: 'cluj-napoca',
    work_locations: ['cluj-napoca'],
    max_distance_in_km: 30,
    open_to_relocation: true,
    preferred_cities: ['cluj-napoca'],
  },
  { certification: 'licenta', experience: '3-5', language_level: 7, secondary_categories: [] },
  { min_salary: 5500, max_salary: 8000, agree_to_work_abroad: false, preferred_countries: [] },
  { notification_preferences: ['email', 'whatsapp'], job_search_status: 'interviewing', black_listed_companies: [] },
];

/** Saves the wizard's form steps through the API, one by one (the server keeps the wizard's order). */
export async function saveOnboardingSteps(request: APIRequestContext, registration: { id: number; access_token: string }) {
  for (const [index, data] of ONBOARDING_ANSWERS.entries()) {
    const saved = await request.patch(`/api/register/candidate/${registration.id}`, {
      headers: { Authorization: `Bearer ${registration.access_token}` },
      data: { step: index + 1, ...data },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}
