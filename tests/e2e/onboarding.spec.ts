import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { useEnglish } from './support/sessions';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('a candidate registers, completes onboarding across a reload and reaches the dashboard', async ({ page }) => {
  const email = uniqueEmail('onboarding');
  await page.goto(`/app/register/candidate/?utm_source=newsletter&utm_campaign=spring&email=${encodeURIComponent(email)}&name=Ana%20Test`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByLabel('Full name')).toHaveValue('Ana Test');

  // Validation of spec §5 before anything is sent.
  await page.getByLabel('Phone').fill('0722');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The phone number must have at least 10 characters')).toBeVisible();
  await expect(page.getByText('The password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(page.getByText('You must accept the terms to continue')).toBeVisible();

  await page.getByLabel('Phone').fill('0722 123 456');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await page.getByLabel('I accept the terms of use and the privacy notice').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/app\/onboarding\/candidate\/\?step=1$/);
  await expect(heading(page, 'Job and specialty')).toBeVisible();
  // Told before any use: offers are ranked automatically, a person decides, and where to read how.
  await expect(page.getByText('Offers are ranked automatically from what you tell us here, and a person from customer care decides')).toBeVisible();
  await expect(page.getByRole('link', { name: 'How offers are ranked' })).toHaveAttribute('href', '/app/privacy');
  await saveAndContinue(page);
  await expect(page.getByText('This field is required')).toBeVisible();
  await choose(page, 'Job title', 'General registered nurse');

  // The server refuses a save once (its field errors): the step stays open with the errors on the fields, and
  // no retry is offered for answers the server would refuse again; corrected or not, the next submit saves.
  await page.route('**/api/register/candidate/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 400, json: { message: 'Check the job title', errors: { category: ['This job title is not offered'] } } })
      : route.fallback(),
  );
  await saveAndContinue(page);
  await expect(page.getByRole('alert').filter({ hasText: 'The step could not be saved.' })).toContainText('Correct the fields marked below');
  await expect(page.locator('form').getByText('This job title is not offered')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.unroute('**/api/register/candidate/*');
  await saveAndContinue(page);

  await expect(heading(page, 'Where you work')).toBeVisible();
  await expect(page).toHaveURL(/step=2/);
  await page.getByRole('radio', { name: 'Part time' }).check();
  await choose(page, 'City of residence', 'Cluj-Napoca');
  await page.getByLabel('Maximum distance (km)').fill('40');
  await saveAndContinue(page);
  await expect(heading(page, 'Education and experience')).toBeVisible();
  await expect(page).toHaveURL(/step=3/);

  // A reload in the middle of the wizard loses nothing: same step, earlier answers still there. A failed load is
  // offered again.
  let failLoad = true;
  await page.route('**/api/register/candidate/*', (route) => {
    if (route.request().method() !== 'GET' || !failLoad) return route.fallback();
    failLoad = false;
    return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
  });
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load your profile.' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(heading(page, 'Education and experience')).toBeVisible();
  await page.unroute('**/api/register/candidate/*');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Where you work')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'City of residence' })).toHaveValue('Cluj-Napoca');
  await expect(page.getByLabel('Maximum distance (km)')).toHaveValue('40');
  await expect(page.getByRole('radio', { name: 'Part time' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('combobox', { name: 'Job title' })).toHaveValue('General registered nurse');
  await saveAndContinue(page);
  await saveAndContinue(page);

  await expect(heading(page, 'Education and experience')).toBeVisible();
  await page.getByRole('combobox', { name: 'Education' }).click();
  await page.getByRole('option').first().click();
  await choose(page, 'Years of experience', '3-5 years');
  await saveAndContinue(page);

  await expect(heading(page, 'Salary')).toBeVisible();
  await page.getByLabel('Minimum net salary per month').fill('0');
  await saveAndContinue(page);
  await expect(page.getByText('The minimum salary must be greater than 0')).toBeVisible();
  await page.getByLabel('Minimum net salary per month').fill('6500');
  await saveAndContinue(page);

  await expect(heading(page, 'Preferences')).toBeVisible();
  await page.getByLabel('Ready to start a new job').check();
  await saveAndContinue(page);

  await expect(heading(page, 'CV')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'cv-ana.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Finish' }).click();

  // The wizard's token became the session: signed in as the candidate, the registration forgotten.
  await expect(page).toHaveURL(/\/app\/dashboard\/candidate$/);
  const stored = await page.evaluate(() => ({
    registration: localStorage.getItem('onboarding-registration'),
    token: localStorage.getItem('meditoken'),
    session: JSON.parse(localStorage.getItem('user-session') ?? 'null'),
  }));
  expect(stored.registration).toBeNull();
  expect(stored.token).toBeTruthy();
  expect(stored.session).toMatchObject({ name: 'Ana Test', profileType: 2 });
});

test('without a registration in progress the wizard starts with the account, keeping the parameters', async ({ page }) => {
  await page.goto('/app/onboarding/candidate/?step=2&name=Ion&utm_medium=cpc');
  await expect(page).toHaveURL(/\/app\/register\/candidate\/\?step=2&name=Ion&utm_medium=cpc$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Ion');
});
