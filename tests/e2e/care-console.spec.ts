import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { randomUUID } from 'node:crypto';
import { CARE, createCandidate, createCompany, login, uniqueEmail } from './support/accounts';
import { signedInContext, useEnglish } from './support/sessions';
import { bucharestInstant, serverNow, useServerClock, workingDaysAfter } from './support/clock';
import { addLicence } from './support/licences';

// Customer care validates an interested candidate in the console, and the company then sees the candidate.
// Accounts, the need, care's hand recommendation and the candidate's "interested" answer go through the API; the
// browser does what care and the company do.

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token: string | null,
  data?: unknown,
  status = 200,
): Promise<T> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const response = await request[method](`/api${path}`, { ...(headers ? { headers } : {}), ...(data !== undefined ? { data } : {}) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** A call slot the machine accepts: 11:00 in Bucharest on the second working day after the server's today. */
async function callSlot(request: APIRequestContext): Promise<string> {
  return bucharestInstant(workingDaysAfter(await serverNow(request), 1, 1)[0]!, '11:00');
}

async function interestedCandidate(request: APIRequestContext) {
  const suffix = randomUUID().slice(0, 8);
  const name = `Ioana Validată ${suffix}`;
  const { email: companyEmail, token: company } = await createCompany(request, uniqueEmail('company'), `Clinica Arcadia ${suffix}`);
  const need = await call<{ id: number }>(
    request,
    'post',
    '/needs',
    company,
    {
      job_title: 'asistent-medical',
      city: 'cluj-napoca',
      work_type: 'full_time',
      ...DAY_POST_TERMS,
    },
    201,
  );
  const candidate = await createCandidate(request, uniqueEmail('candidate'), name);
  // A nurse practises with the OAMGMAMR's licence: care validates her only with it on file.
  await addLicence(request, candidate.access_token, 'asistent-medical');
  const care = await login(request, CARE.email, CARE.password);
  const { process_id: processId } = await call<{ process_id: number }>(
    request,
    'post',
    '/care/recommendations',
    care,
    { need_id: need.id, candidate_id: candidate.id },
    201,
  );
  await call(request, 'post', `/processes/${processId}/events`, candidate.access_token, {
    type: 'candidate.acceptOffer',
    payload: { callSlot: await callSlot(request) },
    expectedVersion: 1,
  });
  return { name, companyEmail, company, needId: need.id, processId };
}

/** Signs in on the login screen; care lands on its console. */
async function signIn(page: Page, email: string, password: string, passwordLabel: string | RegExp, submit: string | RegExp) {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: passwordLabel, exact: typeof passwordLabel === 'string' }).fill(password);
  await page.getByRole('button', { name: submit }).click();
  await expect(page).toHaveURL(/\/app\/care$/);
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test('care validates an interested candidate in the console, then the company sees the candidate', async ({ browser, baseURL, request }) => {
  const world = await interestedCandidate(request);

  const careContext = await browser.newContext({ baseURL, locale: 'en-US' });
  await useServerClock(careContext);
  await useEnglish(careContext);
  const page = await careContext.newPage();
  await signIn(page, CARE.email, CARE.password, 'Password', 'Authenticate');
  const row = page.getByRole('row').filter({ hasText: world.name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Clinica Arcadia')).toBeVisible();
  await screenshot(page, 'care-queue-en');
  await row.getByRole('button', { name: 'Validate', exact: true }).click();
  // Care's decisions ask once, say what follows and keep a note of why.
  const dialog = page.getByRole('dialog', { name: `Validate ${world.name}?` });
  await expect(dialog.getByText('The candidate is recommended to the company')).toBeVisible();
  await dialog.getByRole('button', { name: 'Validate', exact: true }).click();
  await expect(dialog.getByText('Write a short note')).toBeVisible();
  await dialog.getByLabel(/Note/).fill('Experiență bună în cardiologie, disponibilă de luna viitoare.');
  // The candidate entered her licence without its document: care checked it in the body's public register.
  await dialog.getByRole('checkbox', { name: 'Licence checked' }).check();
  await expect(dialog.getByRole('radio', { name: 'On the document the candidate uploaded' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /^In the public register/ })).toBeChecked();
  await dialog.getByRole('textbox', { name: /^Register reference/ }).fill('OAMGMAMR 2026/118');
  await screenshot(page, 'care-decision-en');
  await dialog.getByRole('button', { name: 'Validate', exact: true }).click();
  await expect(page.getByText(`${world.name} was validated and recommended to the company.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: world.name })).toHaveCount(0);
  await careContext.close();

  const process = await call<{ company_status: string; state: string; history: { type: string; actor: { role: string } }[] }>(
    request,
    'get',
    `/processes/${world.processId}`,
    world.company,
  );
  expect(process.state).toBe('validated');
  // Care's note stays with care: the company reads the validation without it.
  expect(process.history.at(-1)).toMatchObject({ type: 'care.validate', actor: { role: 'care' } });
  expect(JSON.stringify(process.history)).not.toContain('cardiologie');

  const companyContext = await signedInContext(browser, baseURL!, world.companyEmail);
  const companyPage = await companyContext.newPage();
  await companyPage.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
  await expect(companyPage.getByText(world.name).first()).toBeVisible();
  await screenshot(companyPage, 'care-company-sees-candidate-en');
  await companyContext.close();
});

test('the care console in Romanian and its other sections', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ro-RO' });
  await useServerClock(context);
  const page = await context.newPage();
  await signIn(page, CARE.email, CARE.password, /Parol/, /Autentific/);
  await expect(page.getByRole('heading', { name: 'Serviciul clienți' })).toBeVisible();
  await screenshot(page, 'care-queue-ro');
  for (const [tab, name] of [
    ['Arhivă', 'archive'],
    ['Credite companii', 'companies'],
    ['Pâlnie', 'funnel'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/app/care/${name}$`));
    if (name === 'funnel') await expect(page.getByRole('img', { name: 'Pâlnia de angajare' })).toBeVisible();
    await screenshot(page, `care-${name}-ro`);
  }
  await context.close();
});
