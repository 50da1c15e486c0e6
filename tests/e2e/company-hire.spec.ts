import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, createCandidate, createCompany, uniqueEmail, CARE, login } from './support/accounts';
import { signedInContext } from './support/sessions';
import { postJson, processOf, sendEvent, type Party } from './support/processes';
import { moveServerPast, resetServerClock, useServerClock } from './support/clock';
import { screenActions } from './candidate-support/screen-driver';
import { companyScreenActions } from './company-support/screen-driver';
import { LICENCE_CHECKED, addLicence } from './support/licences';

// One hire from both sides, in two browsers: the company posts a need on its screens, the offer reaches the
// candidate (a process care creates through the API, as matching would), care validates the phone screen (API), and
// both click through to the hire. Then both dashboards and the company's event feed must tell the same story.

test.describe.configure({ mode: 'serial' });

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a company and a candidate go from a posted need to a hire, and every view agrees', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  await resetServerClock(request);
  const candidateAccount = await createCandidate(request);
  // A specialist physician practises with the CMR's licence: care validates her only with it on file.
  await addLicence(request, candidateAccount.access_token, 'medic-specialist');
  const companyEmail = uniqueEmail('company');
  await createCompany(request, companyEmail);
  const companyToken = await login(request, companyEmail, PASSWORD);
  const company: Party = { id: 0, token: companyToken, email: companyEmail };
  const care: Party = { id: 0, token: await login(request, CARE.email, CARE.password), email: CARE.email };

  // The company posts the need through /needs/add.
  const companyContext: BrowserContext = await signedInContext(browser, baseURL!, companyEmail);
  const companyPage = await companyContext.newPage();
  await companyPage.goto('/app/needs/add');
  await companyPage.getByRole('button', { name: 'Publish the post' }).click();
  await expect(companyPage.getByText('This field is required').first()).toBeVisible();
  await companyPage.getByLabel('Post title').fill('Medic cardiolog – ambulatoriu');
  await chooseOption(companyPage, 'Job title', 'Specialist physician');
  await chooseOption(companyPage, 'City', 'Cluj-Napoca');
  await companyPage.getByLabel('Salary from (LEI)').fill('9000');
  await companyPage.getByLabel('Salary to (LEI)').fill('12000');
  // The terms every post states before anyone is offered it: a permanent day post without gărzi, nights or weekends.
  await companyPage.getByRole('radio', { name: 'Full time (normă întreagă)' }).check();
  await chooseOption(companyPage, 'Shift pattern', 'Day shifts');
  await companyPage.getByLabel('Gărzi per month').fill('0');
  await companyPage.getByRole('radiogroup', { name: 'Night work' }).getByRole('radio', { name: 'No' }).check();
  await companyPage.getByRole('radiogroup', { name: 'Weekend work' }).getByRole('radio', { name: 'No' }).check();
  await companyPage.getByRole('radio', { name: 'Permanent (nedeterminată)' }).check();
  await companyPage.getByLabel('Probation (days)').fill('90');
  await companyPage.getByLabel('Description').fill('Consultații de cardiologie în ambulatoriu.');
  await companyPage.getByRole('button', { name: 'Publish the post' }).click();
  await expect(companyPage).toHaveURL(/\/app\/needs\/\d+\/$/);
  const needId = Number(/needs\/(\d+)\//.exec(companyPage.url())![1]);
  await expect(companyPage.getByRole('heading', { name: 'Medic cardiolog – ambulatoriu' })).toBeVisible();

  // The offer reaches the candidate.
  const { id: processId } = await postJson<{ id: number }>(
    request,
    care,
    '/processes',
    { need_id: needId, candidate_id: Number(candidateAccount.id) },
    201,
  );
  const candidateContext = await signedInContext(browser, baseURL!, candidateAccount.email);
  const candidatePage = await candidateContext.newPage();
  const candidateStep = async (type: keyof typeof screenActions, extra: Record<string, boolean> = {}) => {
    await candidatePage.goto(`/app/offers/${processId}`);
    await screenActions[type]!(candidatePage, { type, ...extra });
    await expect.poll(async () => (await processOf(request, company, processId)).history.at(-1)?.type).toBe(type);
  };
  const companyStep = async (type: keyof typeof companyScreenActions, extra: Record<string, boolean> = {}) => {
    await companyPage.goto(`/app/needs/${needId}/candidate/${processId}`);
    await companyScreenActions[type]!(companyPage, { type, ...extra });
    await expect.poll(async () => (await processOf(request, company, processId)).history.at(-1)?.type).toBe(type);
  };

  await candidateStep('candidate.acceptOffer');
  await sendEvent(request, care, processId, 'care.validate', LICENCE_CHECKED);
  await companyStep('company.acceptCandidate');
  await companyStep('company.proposeInterview');
  await candidateStep('candidate.pickOption');
  await moveServerPast(request, (await processOf(request, company, processId)).snapshot.context.scheduledAt!);
  for (const context of [companyContext, candidateContext]) await useServerClock(context);
  await companyStep('company.reportPresence', { present: true });
  await candidateStep('candidate.reportPresence', { present: true });
  await candidateStep('candidate.giveFeedback', { interested: true });
  await companyStep('company.sendFinalOffer');
  await candidateStep('candidate.acceptFinalOffer');
  await companyStep('company.confirmHire');

  const final = await processOf(request, company, processId);
  expect(final.state).toBe('archived.hired');
  await expect(companyPage.getByText('joins your team')).toBeVisible();
  // The mark is drawn, not an emoji that fonts may lack (an empty box on many phones).
  await expect(companyPage.getByRole('status').locator('svg')).toBeVisible();

  // The candidate's side: the hire on the process screen and on the dashboard.
  await candidatePage.goto(`/app/offers/${processId}`);
  await expect(candidatePage.getByText('Congratulations, you are hired!')).toBeVisible();
  // Hired: the terms are those of the job, no longer a contract to check before signing.
  await expect(candidatePage.getByText('These are the terms you were hired on.')).toBeVisible();
  await expect(candidatePage.getByText(/before you sign it/)).toHaveCount(0);
  await candidatePage.goto('/app/dashboard/candidate');
  await expect(candidatePage.locator('[data-status="Hire"]').first()).toBeVisible();

  // The company's side: the dashboard counts the hire on the need, nothing waits, and the feed ends with it.
  await companyPage.goto('/app/dashboard/company');
  await expect(companyPage.getByText('Hired: 1')).toBeVisible();
  await expect(companyPage.getByTestId('waiting').getByText('Ana Ionescu')).toHaveCount(0);
  await companyPage.goto('/app/company/events');
  const rows = companyPage.getByTestId('events-table').locator('tbody tr');
  await expect(rows.first()).toContainText('Hire confirmed');
  await expect(rows.first()).toContainText('Ana Ionescu');
  await expect(rows).toHaveCount(final.history.length);
  await expect(rows.nth(1)).toContainText('Candidate accepted the final offer');

  await candidateContext.close();
  await companyContext.close();
  await resetServerClock(request);
});
