import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createWorld, offerAnotherPost, processOf, sendEvent } from './support/processes';
import { FINAL_OFFER, SCHEDULED, replay } from './support/process-replay';
import { signedInContext } from './support/sessions';
import { expectAccessible } from './support/axe';
import { moveServerPast, resetServerClock, setServerNow, useServerClock } from './support/clock';

// Once an interview's hour has passed the machine asks each side whether it took place: the candidate's dashboard
// and offer page and the company's dashboard and process page ask it (a page left open asks the server again at the
// hour), none still says the interview lies ahead; and the candidate's offers list shows the live final offer
// above the refused ones. On a phone, in Romanian and in English.

const SHOTS = 'test-results/after-interview';
mkdirSync(SHOTS, { recursive: true });

const TEXT = {
  'ro-RO': {
    presenceQuestion: 'A avut loc interviul?',
    timePassed: 'Ora interviului a trecut. Vă rugăm să ne spuneți mai jos dacă a avut loc.',
    scheduledHint: 'Interviul dumneavoastră este programat',
    scheduledPanel: 'Interviul dumneavoastră',
    dashboardAsks: /^Interviul din .+: a avut loc\? Spuneți-ne\.$/,
    waiting: 'Așteaptă răspunsul dumneavoastră',
    companyAsks: 'Ora interviului a trecut: a venit candidatul?',
    companyQuestion: 'A fost candidatul prezent la interviu?',
    companyScheduled: 'Interviu programat',
    interviewOf: /^Interviul din /,
    offers: 'Oferte',
  },
  en: {
    presenceQuestion: 'Did the interview take place?',
    timePassed: 'The interview time has passed. Please tell us below whether it took place.',
    scheduledHint: 'Your interview is scheduled',
    scheduledPanel: 'Your interview',
    dashboardAsks: /^Interview of .+: did it take place\? Tell us\.$/,
    waiting: 'Waiting for your answer',
    companyAsks: 'The interview time has passed: did the candidate come?',
    companyQuestion: 'Was the candidate present at the interview?',
    companyScheduled: 'Interview scheduled',
    interviewOf: /^Interview of /,
    offers: 'Offers',
  },
} as const;

/** A signed-in phone page (390 px) in `locale`, reading the server's clock. */
async function phonePage(browser: Browser, baseURL: string, email: string, locale: keyof typeof TEXT): Promise<Page> {
  const context = await signedInContext(browser, baseURL, email);
  await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const MINUTE = 60_000;

for (const locale of ['ro-RO', 'en'] as const) {
  const text = TEXT[locale];
  test(`after the interview hour both sides are asked whether it took place; live offers come first (${locale}, 390 px)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    await resetServerClock(request);
    const held = await createWorld(request, { title: 'Cardiolog – interviu' });
    await replay(request, held, SCHEDULED);
    const scheduledAt = (await processOf(request, held.candidate, held.processId)).snapshot.context.scheduledAt!;

    // The candidate opens her offer ten minutes before the interview and leaves the page open past its start.
    await setServerNow(request, new Date(Date.parse(scheduledAt) - 10 * MINUTE).toISOString());
    const candidate = await phonePage(browser, baseURL!, held.candidate.email, locale);
    await candidate.goto(`/app/offers/${held.processId}`);
    await expect(candidate.getByRole('heading', { name: text.scheduledPanel, exact: true })).toBeVisible();
    await expect(candidate.getByRole('heading', { name: text.presenceQuestion })).toHaveCount(0);
    await setServerNow(request, new Date(Date.parse(scheduledAt) + MINUTE).toISOString());
    await candidate.clock.fastForward(11 * MINUTE);
    await expect(candidate.getByRole('heading', { name: text.presenceQuestion })).toBeVisible();
    await expect(candidate.getByRole('heading', { name: text.scheduledPanel, exact: true })).toHaveCount(0);

    // Meanwhile another post of the clinic reached its final offer, and two later offers were refused.
    await moveServerPast(request, scheduledAt);
    const finalOffer = await offerAnotherPost(request, held, { title: 'Cardiolog – ofertă finală' });
    await replay(request, finalOffer, FINAL_OFFER);
    for (const title of ['Cardiolog – refuzat 1', 'Cardiolog – refuzat 2']) {
      const refused = await offerAnotherPost(request, held, { title });
      await sendEvent(request, refused.candidate, refused.processId, 'candidate.rejectOffer', { reason: 'inconvenient-schedule' });
    }
    await useServerClock(candidate.context());

    await candidate.goto('/app/dashboard/candidate');
    const waiting = candidate.locator('.mantine-Card-root').filter({ has: candidate.getByRole('heading', { name: text.waiting }) });
    const heldLine = waiting.getByRole('link').filter({ hasText: 'Cardiolog – interviu' });
    await expect(heldLine.getByText(text.dashboardAsks)).toBeVisible();
    await expect(waiting.getByRole('link').filter({ hasText: 'Cardiolog – ofertă finală' })).toBeVisible();
    await expectAccessible(candidate, `candidate dashboard after the interview (${locale})`);
    await shot(candidate, `candidate-dashboard-${locale}`);

    await candidate.goto(`/app/offers/${held.processId}`);
    await expect(candidate.getByRole('heading', { name: text.presenceQuestion })).toBeVisible();
    await expect(candidate.getByText(text.timePassed)).toBeVisible();
    await expect(candidate.getByText(text.interviewOf)).toBeVisible();
    await expect(candidate.getByText(text.scheduledHint)).toHaveCount(0);
    await expect(candidate.getByRole('heading', { name: text.scheduledPanel, exact: true })).toHaveCount(0);
    await expectAccessible(candidate, `candidate offer after the interview (${locale})`);
    await shot(candidate, `candidate-process-${locale}`);

    await candidate.goto('/app/offers/');
    await expect(candidate.getByRole('list', { name: text.offers }).getByRole('heading', { level: 2 })).toHaveText([
      'Cardiolog – ofertă finală',
      'Cardiolog – interviu',
      'Cardiolog – refuzat 2',
      'Cardiolog – refuzat 1',
    ]);
    await shot(candidate, `candidate-offers-${locale}`);
    await candidate.context().close();

    const company = await phonePage(browser, baseURL!, held.company.email, locale);
    await company.goto('/app/dashboard/company');
    const companyLine = company.getByTestId('waiting').locator('div').filter({ hasText: 'Cardiolog – interviu' }).first();
    await expect(companyLine.getByText(text.companyAsks)).toBeVisible();
    await shot(company, `company-dashboard-${locale}`);
    await company.goto(`/app/needs/${held.needId}/candidate/${held.processId}`);
    await expect(company.getByRole('heading', { name: text.companyQuestion })).toBeVisible();
    await expect(company.getByText(text.interviewOf)).toBeVisible();
    await expect(company.getByRole('heading', { name: text.companyScheduled })).toHaveCount(0);
    await expectAccessible(company, `company process after the interview (${locale})`);
    await shot(company, `company-process-${locale}`);
    await company.context().close();
  });
}
