import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { createWorld, processOf, sendEvent } from './support/processes';
import { replay } from './support/process-replay';
import { text, type Locale } from './support/catalog';
import { resetServerClock } from './support/clock';
import { expectAccessible } from './support/axe';
import type { PlanStep } from './support/machine-plan';

// A final offer sent with a wrong salary is corrected, not withdrawn: the company's dialog starts from the sent
// terms, refuses a salary below 1, warns outside the post's range and shows the changes before they go; the candidate's
// open screen shows the new terms and her acceptance names their version (a stale one is refused: the API suite). A refusal about her gets her one answer,
// which the company reads. On a phone, in Romanian and in English.

const FINAL_OFFER: PlanStep[] = [
  { type: 'candidate.acceptOffer' },
  { type: 'care.validate' },
  { type: 'company.acceptCandidate' },
  { type: 'company.proposeInterview' },
  { type: 'candidate.pickOption' },
  { type: 'company.reportPresence', present: true },
  { type: 'candidate.reportPresence', present: true },
  { type: 'candidate.giveFeedback' },
  { type: 'company.sendFinalOffer' },
];

async function phonePage(browser: Browser, baseURL: string, email: string, locale: Locale): Promise<Page> {
  const context = await signedInContext(browser, baseURL, email);
  await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

for (const locale of ['ro-RO', 'en'] as const) {
  const say = (source: string) => text(locale, source);
  const tag = locale === 'ro-RO' ? 'ro' : 'en';

  test(`the company corrects a sent final offer and the candidate answers only the new terms (390 px, ${locale})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, FINAL_OFFER);

    // The candidate opens the offer as first sent, before the correction.
    const candidate = await phonePage(browser, baseURL!, world.candidate.email, locale);
    await candidate.goto(`/app/offers/${world.processId}`);
    await expect(candidate.getByRole('button', { name: say('Accept the offer') })).toBeVisible();

    const company = await phonePage(browser, baseURL!, world.company.email, locale);
    await company.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
    await company.getByRole('button', { name: say('Correct the offer') }).click();
    const dialog = company.getByRole('dialog', { name: say('Correct the final offer') });
    const salary = dialog.getByRole('textbox', { name: say('Base salary (LEI gross a month)') });
    await expect(salary).toHaveValue('11 500');

    await salary.fill('-100');
    await dialog.getByRole('button', { name: say('Review the correction') }).click();
    await expect(dialog.getByText(say('The salary must be greater than 0'))).toBeVisible();
    await salary.fill('25000');
    await expect(dialog.getByText(/9.000.*12.000 LEI/).first()).toBeVisible();
    await salary.fill('11500');
    await dialog.getByRole('button', { name: say('Review the correction') }).click();
    await expect(dialog.getByText(say('Change at least one term: to give more time only, extend the offer'))).toBeVisible();
    await salary.fill('11800');
    await dialog.getByRole('button', { name: say('Review the correction') }).click();

    const review = company.getByRole('dialog', { name: say('Check the correction') });
    await expect(review.getByRole('listitem')).toHaveCount(1);
    await expect(review.getByRole('listitem')).toContainText(/11.500 LEI.*→.*11.800 LEI/);
    await expect(review.getByText(say('What follows'))).toBeVisible();
    await company.screenshot({ path: `test-results/correct-final-offer-review-${tag}.png`, fullPage: true });
    await expectAccessible(company, 'the review of a corrected final offer');
    await review.getByRole('button', { name: say('Send the corrected offer') }).click();
    await expect(review).toBeHidden();
    await expect(company.getByText(/11.800 LEI/).first()).toBeVisible();
    await expect(company.getByText(/\(2\)|versiunea 2|version 2/).first()).toBeVisible();

    // The candidate's open screen learns of the correction and shows the new terms, said to replace the old ones.
    await expect(candidate.getByText(/11.800 LEI/).first()).toBeVisible();
    await expect(candidate.getByText(/\(2\)|versiunea 2|version 2/).first()).toBeVisible();
    await candidate.screenshot({ path: `test-results/correct-final-offer-candidate-${tag}.png`, fullPage: true });
    await candidate.getByRole('button', { name: say('Accept the offer') }).click();
    await candidate.getByRole('button', { name: say('Yes, I accept the offer') }).click();
    await expect.poll(async () => (await processOf(request, world.candidate, world.processId)).state).toBe('offerAccepted');
    // Her answer names the version she read.
    const history = (await processOf(request, world.candidate, world.processId)) as unknown as { history: { type: string; payload: unknown }[] };
    expect(history.history.at(-1)).toMatchObject({ type: 'candidate.acceptFinalOffer', payload: { revision: 2 } });
    await company.screenshot({ path: `test-results/correct-final-offer-company-${tag}.png`, fullPage: true });
  });

  test(`the candidate answers a refusal about her, and the company reads it (390 px, ${locale})`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, FINAL_OFFER.slice(0, 3));
    await sendEvent(request, world.company, world.processId, 'company.rejectCandidate', { reason: 'negative-references' });

    const candidate = await phonePage(browser, baseURL!, world.candidate.email, locale);
    await candidate.goto(`/app/offers/${world.processId}`);
    const form = candidate.getByRole('textbox', { name: say('Your answer') });
    await expect(candidate.getByText(say('Negative references'), { exact: false }).first()).toBeVisible();
    await candidate.getByRole('button', { name: say('Send the answer') }).click();
    await expect(candidate.getByText(say('This field is required'))).toBeVisible();
    const reply = 'Nu am lucrat niciodată la clinica ce a dat referințele; vă rog să verificați.';
    await form.fill(reply);
    await candidate.getByRole('button', { name: say('Send the answer') }).click();
    await expect(candidate.getByText(reply)).toBeVisible();
    await expect(candidate.getByRole('button', { name: say('Send the answer') })).toHaveCount(0);
    await expectAccessible(candidate, 'the answer to a refusal');
    await candidate.screenshot({ path: `test-results/refusal-reply-candidate-${tag}.png`, fullPage: true });

    const company = await phonePage(browser, baseURL!, world.company.email, locale);
    await company.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
    await expect(company.getByText(say("The candidate's answer"))).toBeVisible();
    await expect(company.getByText(reply)).toBeVisible();
    await company.screenshot({ path: `test-results/refusal-reply-company-${tag}.png`, fullPage: true });
  });
}
