import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createCandidate, saveOnboardingSteps } from './support/accounts';
import { signedInContext } from './support/sessions';
import { expectAccessible } from './support/axe';
import { serverNow, useServerClock } from './support/clock';
import { ENGLISH, ROMANIAN, pickDayYearFirst } from './support/date-picker';
import { inBucharest } from '../../machines/index.ts';

// A nurse is asked her licence to practise (aviz de liberă practică) in the onboarding's job step; OAMGMAMR's aviz
// is valid per calendar year, so its expiry starts at 31 December of this year (the server's clock, in Bucharest).
// Without one, her dashboard says what customer care needs and where to add it.

const SHOTS = 'test-results/licence-onboarding';
const TEXTS = {
  'ro-RO': {
    picker: ROMANIAN,
    jobTitle: 'Funcția',
    nurse: 'Asistent medical generalist / Asistentă medicală generalistă',
    porter: 'Brancardier / Brancardieră',
    licence: 'Aviz de liberă practică',
    body: 'Ordinul Asistenților Medicali Generaliști, Moașelor și Asistenților Medicali din România',
    number: 'Numărul avizului',
    issued: 'Data eliberării',
    expires: 'Data expirării',
    next: 'Salvați și continuați',
    nextStep: 'Unde lucrați',
    add: 'Adăugați avizul de liberă practică',
    required: 'Acest câmp este obligatoriu',
  },
  en: {
    picker: ENGLISH,
    jobTitle: 'Job title',
    nurse: 'General registered nurse',
    porter: 'Hospital porter',
    licence: 'Licence to practise',
    body: 'Romanian Order of General Nurses, Midwives and Nurses',
    number: 'Licence number',
    issued: 'Issued on',
    expires: 'Expires on',
    next: 'Save and continue',
    nextStep: 'Where you work',
    add: 'Add your licence to practise',
    required: 'This field is required',
  },
} as const;

async function phoneContext(browser: Browser, baseURL: string, locale: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: locale === 'en' ? 'en-US' : 'ro-RO', viewport: { width: 390, height: 844 } });
  await useServerClock(context);
  await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  return context;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const longDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

for (const locale of ['ro-RO', 'en'] as const) {
  const text = TEXTS[locale];

  test(`a nurse onboarding is asked her licence, its expiry 31 December, at 390 px in ${locale}`, async ({ browser, baseURL, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const registration = await createCandidate(request);
    const year = inBucharest(await serverNow(request)).date.slice(0, 4);
    const context = await phoneContext(browser, baseURL!, locale);
    await context.addInitScript(
      (value) => localStorage.setItem('onboarding-registration', value),
      JSON.stringify({ id: registration.id, access_token: registration.access_token }),
    );
    const page = await context.newPage();
    await page.goto('/app/onboarding/candidate/?step=1');

    // A title no body regulates asks for no licence.
    await choose(page, text.jobTitle, text.porter);
    await expect(page.getByRole('heading', { name: text.licence })).toHaveCount(0);

    await choose(page, text.jobTitle, text.nurse);
    const licence = page.getByRole('region', { name: text.licence });
    await expect(licence).toContainText(text.body);
    await expect(licence.getByRole('button', { name: text.expires, exact: true })).toHaveText(longDay(`${year}-12-31`, locale));
    await expectAccessible(page, `licence in onboarding (${locale})`);
    await page.screenshot({ path: `${SHOTS}/onboarding-licence-${locale}-390.png`, fullPage: true });

    // A number without its issue date is not sent.
    await licence.getByLabel(text.number).fill('AMG-2211');
    await page.getByRole('button', { name: text.next }).click();
    await expect(licence.getByText(text.required)).toHaveCount(1);
    await pickDayYearFirst(page, licence, text.issued, `${year}-01-15`, text.picker);
    await page.getByRole('button', { name: text.next }).click();
    await expect(page.getByRole('heading', { level: 2, name: text.nextStep })).toBeVisible();

    const saved = await request.get('/api/profile/licences', { headers: { Authorization: `Bearer ${registration.access_token}` } });
    expect((await saved.json()).items).toEqual([
      expect.objectContaining({ job_title: 'asistent-medical-generalist', body: 'OAMGMAMR', number: 'AMG-2211', expires_on: `${year}-12-31` }),
    ]);
    // Back on the step, her licence is there as saved.
    await page.goto('/app/onboarding/candidate/?step=1');
    await expect(page.getByRole('region', { name: text.licence }).getByLabel(text.number)).toHaveValue('AMG-2211');
    await context.close();
  });

  test(`a nurse without a licence reads on her dashboard what care needs, at 390 px in ${locale}`, async ({ browser, baseURL, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const candidate = await createCandidate(request);
    await saveOnboardingSteps(request, candidate);
    const context = await signedInContext(browser, baseURL!, candidate.email);
    await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/dashboard/candidate');
    const card = page.getByRole('region', { name: text.add });
    await expect(card).toContainText(text.nurse);
    await expectAccessible(page, `licence card (${locale})`);
    await page.screenshot({ path: `${SHOTS}/dashboard-licence-${locale}-390.png`, fullPage: true });
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/app\/profile/);

    // Once she adds it, the card is gone.
    const year = inBucharest(await serverNow(request)).date.slice(0, 4);
    const added = await request.put('/api/profile/licences/asistent-medical-generalist', {
      headers: { Authorization: `Bearer ${candidate.access_token}` },
      data: { body: 'OAMGMAMR', number: 'AMG-3', issued_on: `${year}-01-02`, expires_on: `${year}-12-31` },
    });
    expect(added.status(), await added.text()).toBe(200);
    const licences = page.waitForResponse((response) => response.url().endsWith('/api/profile/licences') && response.ok());
    await page.goto('/app/dashboard/candidate');
    await licences;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: text.add })).toHaveCount(0);
    await context.close();
  });
}
