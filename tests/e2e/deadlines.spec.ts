import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { createWorld, offerAnotherPost } from './support/processes';
import { replay } from './support/process-replay';
import { resetServerClock, setServerNow, useServerClock } from './support/clock';
import type { PlanStep } from './support/machine-plan';

// A nurse reads her deadlines as a date and a time, on a phone, in her language. The server's clock is on Sunday
// 29 November 2026 at 10:15, before Saint Andrew's Day and the National Day: an offer made now and interview times
// proposed now are due on Wednesday 2 December at 10:15, not "in 48 hours". Once the call slot she chose is past,
// the page no longer promises the call.

const SUNDAY = '2026-11-29T08:15:00.000Z';
const AFTER_CALL = '2026-12-02T08:30:00.000Z'; // Wednesday 10:30, half an hour after the chosen call slot
const NEED = { job_title: 'medic-specialist', specialty: 'cardiologie', city: 'cluj-napoca', work_type: 'full_time', salary_min: 9000 };
const ACCEPTED: PlanStep[] = [{ type: 'candidate.acceptOffer' }];
const INVITED: PlanStep[] = [...ACCEPTED, { type: 'care.validate' }, { type: 'company.acceptCandidate' }, { type: 'company.proposeInterview' }];

// Three posts of one clinic that begin alike: on a phone each must still read whole.
const TITLES = [
  'Medic specialist cardiologie – ambulatoriu, program de dimineață',
  'Medic specialist cardiologie – ambulatoriu, program de după-amiază',
  'Medic specialist cardiologie – ambulatoriu, gărzi de weekend',
] as const;

const TEXTS = {
  'ro-RO': {
    answerBy: 'Răspundeți până miercuri, 2 decembrie, la 10:15.',
    callDue: /Apelul era programat la această oră/,
    callPromise: /vă va suna atunci/,
  },
  en: {
    answerBy: /^Answer by Wednesday, December 2 at 10:15\sAM\.$/,
    callDue: /The call was due at this time/,
    callPromise: /will call you then/,
  },
} as const;

async function shoot(page: Page, name: string, locale: string) {
  await page.screenshot({ path: `test-results/deadlines-${name}-${locale}.png`, fullPage: true });
}

/** Not cut: the whole text fits its box (no ellipsis, no overflow hidden). */
async function expectWhole(line: Locator) {
  await expect(line).toBeVisible();
  expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

for (const locale of ['ro-RO', 'en'] as const) {
  test(`deadlines read as a date and a time at 390 px, ${locale}`, async ({ browser, baseURL, request }) => {
    const text = TEXTS[locale];
    await setServerNow(request, SUNDAY);
    const offered = await createWorld(request, { title: TITLES[0] });
    // The same candidate offered the clinic's two other posts: her lists hold three rows that begin alike.
    const another = (title: string) => offerAnotherPost(request, offered, { ...NEED, title });
    const invited = await another(TITLES[1]);
    const called = await another(TITLES[2]);
    await replay(request, invited, INVITED);
    await replay(request, called, ACCEPTED);
    const context = await signedInContext(browser, baseURL!, offered.candidate.email);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });

    try {
      // The offer card in the list, and the offer page (signed in, the app then speaks the locale under test).
      await page.goto('/app/offers/');
      await page.evaluate((value) => localStorage.setItem('locale', value), locale);
      await page.reload();
      await expect(page.getByRole('listitem').filter({ hasText: TITLES[0] }).getByTestId('answer-deadline')).toHaveText(text.answerBy);
      await shoot(page, 'offers-list', locale);
      await page.goto(`/app/offers/${offered.processId}`);
      await expect(page.getByTestId('answer-deadline')).toHaveText(text.answerBy);
      await expect(page.getByText(/48 de ore|48 hours/)).toHaveCount(0);
      await shoot(page, 'offer-page', locale);
      // The dashboard's waiting list: each post whole, the company on its own line, the deadline under it.
      await page.goto('/app/dashboard/candidate');
      for (const title of TITLES.slice(0, 2)) {
        // The waiting list's row (the recent activity lists the same posts, with no deadline).
        const row = page
          .getByRole('link')
          .filter({ hasText: title })
          .filter({ has: page.getByTestId('answer-deadline') });
        await expect(row.getByTestId('answer-deadline')).toHaveText(text.answerBy);
        await expectWhole(row.getByText(title, { exact: true }));
      }
      await shoot(page, 'dashboard', locale);

      // Proposed interview times: on the offer page and the interviews page.
      await page.goto(`/app/offers/${invited.processId}`);
      await expect(page.getByRole('radiogroup', { name: /interviu|interview/ })).toBeVisible();
      await expect(page.getByTestId('answer-deadline')).toHaveText(text.answerBy);
      await shoot(page, 'proposed-times', locale);
      await page.goto('/app/interviews');
      await expect(page.getByRole('article').getByTestId('answer-deadline')).toHaveText(text.answerBy);
      await shoot(page, 'interviews', locale);

      // The call slot she chose (Wednesday 10:00): promised before, and after it no promise of a call.
      await page.goto(`/app/offers/${called.processId}`);
      await expect(page.getByTestId('call-slot')).toContainText(text.callPromise);
      await setServerNow(request, AFTER_CALL);
      await useServerClock(context);
      await page.reload();
      await expect(page.getByTestId('call-slot')).toContainText(text.callDue);
      await expect(page.getByTestId('call-slot')).not.toContainText(text.callPromise);
      await expect(page.getByText(/vă va suna la ora aleasă|will call you at the time you chose/)).toHaveCount(0);
      await shoot(page, 'call-slot-past', locale);
    } finally {
      await context.close();
      await resetServerClock(request);
    }
  });
}
