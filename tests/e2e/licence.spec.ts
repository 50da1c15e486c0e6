import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createCandidate, saveOnboardingSteps, CARE } from './support/accounts';
import { signedInContext } from './support/sessions';
import { createWorld, processOf, sendEvent, type World } from './support/processes';
import { replay } from './support/process-replay';
import { expectAccessible } from './support/axe';
import { serverNow } from './support/clock';
import { pickDayYearFirst } from './support/date-picker';
import { inBucharest } from '../../machines/index.ts';

// The licence to practise. The candidate enters it with its document in the profile ("Licence to
// practise"), care checks it in the phone screen's validation (refused by the machine without the check), and the
// company then sees "Licence verified: CMR, valid until …" on the candidate's profile and the process screen.

const SCREENS = 'test-results/screens/licence';
const pdf = Buffer.from('%PDF-1.4\n% aviz\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const section = (page: Page) => page.getByRole('region', { name: 'Licence to practise' });

/** This year on the server's (Bucharest) calendar: the licence's dates are a year before and two after it. */
async function licenceDates(request: APIRequestContext) {
  const year = Number(inBucharest(await serverNow(request)).date.slice(0, 4));
  return { issued: `${year - 1}-03-10`, expires: `${year + 2}-12-31` };
}

/** The candidate of a world, with the licence of the post's job title (CMR) and its document, through the API. */
async function withLicence(request: APIRequestContext, world: World) {
  const headers = { Authorization: `Bearer ${world.candidate.token}` };
  const { issued, expires } = await licenceDates(request);
  const saved = await request.put('/api/profile/licences/medic-specialist', {
    headers,
    data: { body: 'CMR', number: 'B-4521/2019', issued_on: issued, expires_on: expires },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const document = await request.post('/api/profile/licences/medic-specialist/document', {
    headers,
    multipart: { document: { name: 'aviz-cmr.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(document.status(), await document.text()).toBe(200);
  return expires;
}

async function shoot(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string | undefined,
  path: string,
  name: string,
  /** What to do once the page is shown; returns the part to photograph (the whole page without it). */
  act?: (page: Page) => Promise<Locator>,
) {
  mkdirSync(SCREENS, { recursive: true });
  for (const locale of ['ro-RO', 'en']) {
    for (const width of [390, 1280]) {
      // Signed in in English (the sign-in reads its English labels), then every page opens in `locale`.
      const context = await signedInContext(browser, baseURL, email, { password: password });
      await context.addInitScript((value) => localStorage.setItem('locale', value), locale);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const part = await act?.(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} ${locale} ${width} overflows sideways`).toBeLessThanOrEqual(0);
      const file = `${SCREENS}/${name}-${locale}-${width}.png`;
      await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
      await context.close();
    }
  }
}

test('a nurse adds the licence with its document in the profile, and removing it asks first', async ({ browser, baseURL, request }) => {
  const candidate = await createCandidate(request);
  await saveOnboardingSteps(request, candidate);
  const { issued, expires } = await licenceDates(request);
  const context = await signedInContext(browser, baseURL!, candidate.email);
  const page = await context.newPage();
  await page.goto('/app/profile');

  // The profile's job title is regulated (OAMGMAMR): the completeness and the section say the licence is missing.
  const completeness = page.getByRole('region', { name: 'Profile completion' });
  await expect(completeness.getByRole('button', { name: 'Licence to practise: General registered nurse' })).toBeVisible();
  await expect(section(page).getByText('Not added yet.')).toBeVisible();
  await expectAccessible(page, 'profile with a licence to add');

  await completeness.getByRole('button', { name: 'Licence to practise: General registered nurse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Licence to practise: General registered nurse' });
  await expect(dialog.getByLabel('Issuing body')).toHaveValue(/Romanian Order of General Nurses/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(3);
  await dialog.getByLabel('Licence number').fill('B-4521/2019');
  await pickDayYearFirst(page, dialog, 'Issued on', issued);
  await pickDayYearFirst(page, dialog, 'Expires on', expires);
  // A file of another type is refused before anything is sent.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'aviz.txt', mimeType: 'text/plain', buffer: Buffer.from('aviz') });
  await expect(dialog.getByText('Invalid file type: upload a PDF, a JPEG or a PNG')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'aviz-oamgmamr.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expectAccessible(page, 'licence dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The licence was saved')).toBeVisible();

  const saved = section(page);
  await expect(saved.getByText('B-4521/2019')).toBeVisible();
  await expect(
    saved.getByText(new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${expires}T12:00:00Z`))),
  ).toBeVisible();
  await expect(saved.locator('[data-licence-status="valid"]')).toHaveText('Valid');
  await expect(saved.getByText('Document: aviz-oamgmamr.pdf')).toBeVisible();
  await expect(completeness.getByRole('button', { name: /^Licence to practise/ })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await saved.getByRole('button', { name: 'Download the document' }).click();
  expect((await download).suggestedFilename()).toBe('aviz-oamgmamr.pdf');
  await expectAccessible(page, 'profile with a licence');

  // Removing asks once; going back keeps the licence.
  await saved.getByRole('button', { name: 'Remove the licence: General registered nurse' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the licence for General registered nurse?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'licence removal');
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(confirm).toBeHidden();
  await expect(saved.getByText('B-4521/2019')).toBeVisible();
  await saved.getByRole('button', { name: 'Remove the licence: General registered nurse' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the licence for General registered nurse?' })
    .getByRole('button', { name: 'Remove the licence' })
    .click();
  await expect(page.getByText('The licence was removed')).toBeVisible();
  await expect(section(page).getByText('Not added yet.')).toBeVisible();
  await context.close();
});

test('care validates a regulated job title only with the licence checked, then the company sees it verified', async ({
  browser,
  baseURL,
  request,
}) => {
  const world = await createWorld(request);
  const expires = await withLicence(request, world);
  await replay(request, world, [{ type: 'candidate.acceptOffer' }]);

  const care = await signedInContext(browser, baseURL!, CARE.email, { password: CARE.password });
  const page = await care.newPage();
  await page.goto('/app/care');
  await page.getByTestId(`screening-${world.processId}`).getByRole('button', { name: 'Validate', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const card = dialog.getByRole('region', { name: 'Licence to practise' });
  await expect(card.getByText('Romanian College of Physicians')).toBeVisible();
  await expect(card.getByText('B-4521/2019')).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Open the document (aviz-cmr.pdf)' }).click();
  expect((await download).suggestedFilename()).toBe('aviz-cmr.pdf');

  // Without the check the machine refuses, and says why where care acts.
  await dialog.getByLabel('Note (what you learned, why)').fill('Discutat telefonic, disponibil din luna viitoare.');
  await dialog.getByRole('button', { name: 'Validate', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect((await processOf(request, world.care, world.processId)).state).toBe('screening');
  await expectAccessible(page, 'care validation refused without the licence check');

  await card.getByRole('checkbox', { name: 'Licence checked' }).check();
  await card.getByRole('radio', { name: 'In the public register of Romanian College of Physicians' }).check();
  await card.getByLabel('Register reference').fill('RUM CMR 4521');
  await expectAccessible(page, 'care validation with the licence check');
  await dialog.getByRole('button', { name: 'Validate', exact: true }).click();
  await expect(page.getByText('was validated and recommended to the company.')).toBeVisible();
  const after = await processOf(request, world.care, world.processId);
  expect(after.state).toBe('validated');
  await care.close();

  // The candidate sees care's check on the licence.
  const licences = await request.get('/api/profile/licences', { headers: { Authorization: `Bearer ${world.candidate.token}` } });
  const [licence] = ((await licences.json()) as { items: { verified: { method: string; reference: string } | null }[] }).items;
  expect(licence?.verified).toMatchObject({ method: 'register', reference: 'RUM CMR 4521' });

  // The company, once it sees the profile, reads the body and the expiry in its language's digits.
  const until = new Intl.DateTimeFormat('en', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${expires}T12:00:00Z`),
  );
  const company = await signedInContext(browser, baseURL!, world.company.email);
  const companyPage = await company.newPage();
  await companyPage.goto(`/app/candidates/${world.candidate.id}`);
  await expect(companyPage.getByTestId('licence-verified')).toHaveText(`Licence verified: CMR, valid until ${until}`);
  await expectAccessible(companyPage, 'candidate profile with the licence badge');
  await companyPage.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
  await expect(companyPage.getByTestId('licence-verified')).toHaveText(`Licence verified: CMR, valid until ${until}`);
  await expectAccessible(companyPage, 'process screen with the licence badge');
  await company.close();
});

test('the licence screens in Romanian and English at phone and desktop width', async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  const world = await createWorld(request);
  await withLicence(request, world);
  await replay(request, world, [{ type: 'candidate.acceptOffer' }]);
  const nurse = await createCandidate(request);
  await saveOnboardingSteps(request, nurse);

  const licences = (page: Page) => page.locator('[aria-labelledby="section-licences-title"]');
  await shoot(browser, baseURL!, world.candidate.email, undefined, '/app/profile', 'profile-licence', async (page) => licences(page));
  await shoot(browser, baseURL!, nurse.email, undefined, '/app/profile', 'profile-licence-dialog', async (page) => {
    await licences(page)
      .getByRole('button', { name: /^(Add the licence|Adăugați avizul)/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    return page.getByRole('dialog');
  });
  await shoot(browser, baseURL!, CARE.email, CARE.password, '/app/care', 'care-validate-licence', async (page) => {
    await page
      .getByTestId(`screening-${world.processId}`)
      .getByRole('button', { name: /^(Validate|Validați)$/ })
      .click();
    await page.getByRole('dialog').getByRole('checkbox').check();
    await page.getByRole('dialog').getByRole('radio').nth(1).check();
    return page.getByRole('dialog');
  });
  await sendEvent(request, world.care, world.processId, 'care.validate', { note: 'Aviz verificat.', licence: { method: 'document' } });
  await shoot(browser, baseURL!, world.company.email, undefined, `/app/candidates/${world.candidate.id}`, 'company-candidate-licence-badge');
  await shoot(
    browser,
    baseURL!,
    world.company.email,
    undefined,
    `/app/needs/${world.needId}/candidate/${world.processId}`,
    'company-process-licence-badge',
  );
});
