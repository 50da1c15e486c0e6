import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { createWorld, processOf } from './support/processes';
import { replay, runDeadlineJobs } from './support/process-replay';
import { moveServerPast, resetServerClock } from './support/clock';
import { companyScreenActions } from './company-support/screen-driver';
import type { PlanStep } from './support/machine-plan';

// The final offer's validity on both screens: the candidate's countdown, the company's "valid until" and its
// extension, and the offer archived at expiry (the expiry job's system event) as both sides then read it.

const TO_FINAL_OFFER: PlanStep[] = [
  { type: 'candidate.acceptOffer' },
  { type: 'care.validate' },
  { type: 'company.acceptCandidate' },
  { type: 'company.proposeInterview' },
  { type: 'candidate.pickOption' },
  { type: 'company.reportPresence', present: true },
  { type: 'candidate.reportPresence', present: true },
  { type: 'candidate.giveFeedback', interested: true },
  { type: 'company.sendFinalOffer' },
];

async function inRomanian(page: Page) {
  await page.evaluate(() => localStorage.setItem('locale', 'ro-RO'));
  await page.reload();
}

test('the candidate sees the countdown, the company extends the offer, and an expired offer is archived for both', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await resetServerClock(request);
  const world = await createWorld(request);
  await replay(request, world, TO_FINAL_OFFER);

  const candidateContext = await signedInContext(browser, baseURL!, world.candidate.email);
  const candidate = await candidateContext.newPage();
  await candidate.goto(`/app/offers/${world.processId}`);
  const terms = candidate.getByRole('region', { name: 'Final offer' });
  await expect(terms.getByText('Valid until', { exact: true })).toBeVisible();
  await expect(terms.getByText(/Time left to answer: [67] d \d+ h \d+ min/)).toBeVisible();
  await expect(terms.getByRole('button', { name: 'Accept the offer' })).toBeVisible();
  await candidate.screenshot({ path: '/tmp/issue-18-countdown-en.png', fullPage: true });

  const companyContext = await signedInContext(browser, baseURL!, world.company.email);
  const company = await companyContext.newPage();
  await company.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
  await expect(company.getByText('Valid until', { exact: true })).toBeVisible();
  await companyScreenActions['company.extendFinalOffer']!(company, { type: 'company.extendFinalOffer' });
  await expect(company.getByText('The final offer was extended').first()).toBeVisible();
  const extended = await processOf(request, world.company, world.processId);
  expect([extended.state, extended.history.at(-1)?.type]).toEqual(['finalOffer', 'company.extendFinalOffer']);
  await company.screenshot({ path: '/tmp/issue-18-company-offer-en.png', fullPage: true });
  await inRomanian(company);
  await expect(company.getByText('Valabilă până la')).toBeVisible();
  await company.getByRole('button', { name: 'Prelungiți oferta' }).click();
  await expect(company.getByRole('dialog', { name: 'Prelungiți oferta finală' })).toBeVisible();
  await company.screenshot({ path: '/tmp/issue-18-extend-ro.png', fullPage: true });

  await candidate.reload();
  await inRomanian(candidate);
  await expect(candidate.getByText(/Timp rămas pentru răspuns: \d+ z \d+ h \d+ min/)).toBeVisible();
  await candidate.screenshot({ path: '/tmp/issue-18-countdown-ro.png', fullPage: true });

  // At the end of the validity the expiry job sends the system's event; both sides then read the archived offer.
  const validUntil = extended.snapshot.context.finalOffer!.validUntil!;
  await moveServerPast(request, validUntil);
  expect(await runDeadlineJobs(request, world)).toContain('finalOffer.expire');
  expect((await processOf(request, world.care, world.processId)).history.at(-1)?.type).toBe('system.expireFinalOffer');
  await candidate.reload();
  await expect(candidate.getByText('Ofertă finală expirată').first()).toBeVisible();
  await expect(candidate.getByRole('button', { name: 'Acceptă oferta' })).toHaveCount(0);
  await candidate.screenshot({ path: '/tmp/issue-18-expired-ro.png', fullPage: true });
  await company.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
  await expect(company.getByText('Ofertă finală expirată').first()).toBeVisible();
  await candidateContext.close();
  await companyContext.close();
  await resetServerClock(request);
});
