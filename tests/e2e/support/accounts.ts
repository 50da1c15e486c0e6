import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { useServerClock } from './clock';

export const PASSWORD = 'Sigur-parola-1';

export function uniqueEmail(kind: string): string {
  return `${kind}-${randomUUID().slice(0, 13)}@example.test`;
}

/** A candidate account created through the API the registration screen uses. */
export async function createCandidate(request: APIRequestContext, email = uniqueEmail('candidate')) {
  const response = await request.post('/api/register/candidate', {
    data: {
      name: 'Ana Ionescu',
      email,
      phone: '0722123456',
      password: PASSWORD,
      confirm_password: PASSWORD,
      terms_accepted: true,
      receive_notifications: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, ...((await response.json()) as { id: number; access_token: string }) };
}

export async function createCompany(request: APIRequestContext, email = uniqueEmail('company'), name = 'Clinica Sfânta Maria') {
  const response = await request.post('/api/register/company', {
    data: {
      company_name: name,
      contact_name: 'Ion Popescu',
      email,
      phone: '0744123456',
      password: PASSWORD,
      confirm_password: PASSWORD,
      terms_accepted: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email };
}

/**
 * Signs in through the login screen and returns a context holding that real session. `prepare` runs on
 * the context first (e.g. to answer navigations to the external recruiter app).
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  email: string,
  prepare: (context: BrowserContext) => Promise<void> = async () => undefined,
  password: string = PASSWORD,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  await useServerClock(context);
  await useEnglish(context);
  await prepare(context);
  const page = await context.newPage();
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const user = page.waitForResponse((response) => response.url().endsWith('/api/user') && response.ok());
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await user;
  // Signed in once the app leaves the login page (to a dashboard, or to the recruiter app).
  await expect(page).not.toHaveURL(/\/app\/login/);
  await page.close();
  return context;
}

/** Tests read English texts: the app remembers the language in localStorage (ro-RO by default). */
export async function useEnglish(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'en');
  });
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
