import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, createCompany, uniqueEmail } from './support/accounts';
import { signedInContext, useEnglish } from './support/sessions';
import { createWorld } from './support/processes';
import { useServerClock } from './support/clock';

// Most phone keyboards type without diacritics: every city field finds "București" for "Bucuresti" (and "Iași" for
// "iasi"), and says so when nothing matches instead of showing an empty list. At 390 px, in Romanian.

async function expectFoldedSearch(page: Page, field: Locator, nothingFound: string) {
  await field.click();
  await field.fill('Bucuresti');
  await expect(page.getByRole('option', { name: 'București', exact: true })).toBeVisible();
  await field.fill('iasi');
  await expect(page.getByRole('option', { name: 'Iași', exact: true })).toBeVisible();
  await field.fill('Xyzzy');
  await expect(page.getByText(nothingFound).filter({ visible: true })).toBeVisible();
  await field.fill('');
  await page.keyboard.press('Escape');
}

const phone = { width: 390, height: 844 };
const inRomanian = (context: BrowserContext) => context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));

test('every city field finds București typed without diacritics, for the candidate, the company and care', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const company = await createCompany(request);
  const world = await createWorld(request, { city: 'bucuresti', title: 'Asistentă de urgență, Spitalul Sfântul Ștefan' });

  // Candidates, in English: a new one's required city in onboarding, then the offers' filter.
  const candidateContext = await browser.newContext({ baseURL, viewport: phone });
  await useServerClock(candidateContext);
  await useEnglish(candidateContext);
  const candidatePage = await candidateContext.newPage();
  await candidatePage.goto(`/app/register/candidate/?email=${encodeURIComponent(uniqueEmail('city'))}&name=Ana%20Test`);
  await candidatePage.getByLabel('Phone').fill('0722 123 456');
  await candidatePage.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await candidatePage.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await candidatePage.getByLabel('I accept the terms of use and the privacy notice').check();
  await candidatePage.getByRole('button', { name: 'Create account' }).click();
  await candidatePage.getByRole('combobox', { name: 'Job title' }).click();
  await candidatePage.getByRole('option', { name: 'General registered nurse', exact: true }).click();
  await candidatePage.getByRole('button', { name: 'Save and continue' }).click();
  await expectFoldedSearch(candidatePage, candidatePage.getByRole('combobox', { name: 'City of residence' }), 'Nothing found');
  await candidateContext.close();

  const asCandidate = await signedInContext(browser, baseURL!, world.candidate.email);
  const offersPage = await asCandidate.newPage();
  await offersPage.setViewportSize(phone);
  await offersPage.goto('/app/offers/');
  await offersPage.getByRole('button', { name: /^Filters/ }).click();
  await expectFoldedSearch(offersPage, offersPage.getByRole('combobox', { name: 'Cities' }), 'Nothing found');
  await asCandidate.close();

  // A company, in Romanian: the post form, its profile and the candidates' filter.
  const asCompany = await signedInContext(browser, baseURL!, company.email);
  await inRomanian(asCompany);
  const companyPage = await asCompany.newPage();
  await companyPage.setViewportSize(phone);
  await companyPage.goto('/app/needs/add');
  await expectFoldedSearch(companyPage, companyPage.getByRole('combobox', { name: 'Oraș' }), 'Nu am găsit nimic');
  await companyPage.goto('/app/profile');
  await expectFoldedSearch(companyPage, companyPage.getByRole('combobox', { name: 'Oraș' }), 'Nu am găsit nimic');
  await companyPage.goto('/app/candidates/');
  await companyPage.getByRole('button', { name: /^Filtre/ }).click();
  await expectFoldedSearch(companyPage, companyPage.getByRole('combobox', { name: 'Orașe' }), 'Nu am găsit nimic');
  await asCompany.close();

  // Care's recommendation dialog searches the posts on the server: company, title and city, folded the same way.
  const asCare = await signedInContext(browser, baseURL!, world.care.email, { password: 'Medilink-demo-1' });
  await inRomanian(asCare);
  const carePage = await asCare.newPage();
  await carePage.goto('/app/care/search');
  await carePage.getByRole('textbox', { name: 'Căutați o persoană sau o companie' }).fill(world.candidate.email);
  await carePage.getByRole('button', { name: 'Recomandați…' }).first().click();
  const dialog = carePage.getByRole('dialog');
  for (const words of ['bucuresti', 'sfantul stefan']) {
    await dialog.getByRole('textbox', { name: 'Companie, titlu sau oraș' }).fill(words);
    await expect(dialog.getByText(/Spitalul Sfântul Ștefan/).first()).toBeVisible();
  }
  await asCare.close();
});
