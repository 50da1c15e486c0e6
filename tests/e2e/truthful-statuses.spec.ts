import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { CARE } from './support/accounts';
import { createWorld, processOf, type World } from './support/processes';
import { replay } from './support/process-replay';
import { resetServerClock } from './support/clock';
import type { PlanStep } from './support/machine-plan';

// A status tells each side the truth, by the machine's state and who is looking, on a phone in both languages: an
// offer the server expired is not the candidate's stopping it; "interested" is not "accepted"; the interview times
// ask the side whose turn it is; care reads a disputed presence as disputed, in words; and the side that fixed the
// interview time reads in its bell whom it is with and when.

const LOCALES = ['ro-RO', 'en'] as const;
type Locale = (typeof LOCALES)[number];

const WORDS = {
  'ro-RO': {
    expiredBadge: 'Ofertă expirată',
    expiredHint: 'Oferta a expirat: nu ați răspuns la timp.',
    stopped: 'Ați oprit acest proces',
    expiredCompany: 'Oferta a expirat fără răspuns',
    withdrew: 'Candidatul a renunțat',
    interested: 'Interes confirmat, apel programat',
    accepted: 'Ofertă acceptată',
    employerChooses: 'Ați propus alte ore de interviu. Angajatorul alege una dintre ele',
    chooseOne: 'Alegeți una dintre orele propuse',
    companyTurn: 'Candidatul a propus ore: alegeți dumneavoastră',
    disputedState: 'Acum: Absența candidatului, contestată',
    disputedBadge: 'Prezență în verificare la serviciul clienți',
    saidAbsent: 'declarat absent',
    bell: /^Notificări/,
  },
  en: {
    expiredBadge: 'Offer expired',
    expiredHint: 'The offer expired: you did not answer in time.',
    stopped: 'You stopped this process',
    expiredCompany: 'Offer expired unanswered',
    withdrew: 'Candidate withdrew',
    interested: 'Interested, call scheduled',
    accepted: 'Offer accepted',
    employerChooses: 'You proposed other interview times. The employer chooses one of them',
    chooseOne: 'Choose one of the proposed times',
    companyTurn: 'Candidate proposed times: your choice',
    disputedState: "Now: Candidate's absence disputed",
    disputedBadge: 'Presence being checked by customer care',
    saidAbsent: 'said absent',
    bell: /^Notifications/,
  },
} as const;

const TO_PROPOSED: PlanStep[] = [
  { type: 'candidate.acceptOffer' },
  { type: 'care.validate' },
  { type: 'company.acceptCandidate' },
  { type: 'company.proposeInterview' },
];

/** A signed-in page at 390 px in `locale`. */
async function phonePage(browser: Browser, baseURL: string, email: string, locale: Locale, password?: string): Promise<Page> {
  const context = await signedInContext(browser, baseURL, email, { password: password });
  await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/truthful-statuses/${name}.png`, fullPage: true });

/** The page says `truth` and nowhere `untruth`; its screenshot is kept as `name`. */
async function tells(page: Page, truth: string, untruth: string, name: string) {
  await expect(page.getByText(truth).first()).toBeVisible();
  await expect(page.getByText(untruth)).toHaveCount(0);
  await shot(page, name);
}

const candidatePage = async (browser: Browser, baseURL: string, world: World, locale: Locale) => {
  const page = await phonePage(browser, baseURL, world.candidate.email, locale);
  await page.goto(`/app/offers/${world.processId}`);
  return page;
};

const needPage = async (browser: Browser, baseURL: string, world: World, locale: Locale) => {
  const page = await phonePage(browser, baseURL, world.company.email, locale);
  await page.goto(`/app/needs/${world.needId}`);
  return page;
};

for (const locale of LOCALES) {
  const words = WORDS[locale];

  test(`an offer the server expired says so on both sides, not that the candidate stopped (390 px, ${locale})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, [{ type: 'system.expireOffer' }]);
    expect((await processOf(request, world.care, world.processId)).state).toBe('archived.offerExpired');

    const candidate = await candidatePage(browser, baseURL!, world, locale);
    await expect(candidate.locator('[data-status]').first()).toHaveText(words.expiredBadge);
    await tells(candidate, words.expiredHint, words.stopped, `expired-candidate-${locale}`);
    await candidate.context().close();

    const company = await needPage(browser, baseURL!, world, locale);
    await tells(company, words.expiredCompany, words.withdrew, `expired-company-${locale}`);
    await company.context().close();
    await resetServerClock(request);
  });

  test(`"interested" is not an accepted offer (390 px, ${locale})`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, [{ type: 'candidate.acceptOffer' }]);
    const page = await candidatePage(browser, baseURL!, world, locale);
    await expect(page.locator('[data-status]').first()).toHaveText(words.interested);
    await expect(page.locator('[data-status]').first()).not.toContainText(words.accepted);
    await shot(page, `interested-${locale}`);
    await page.context().close();
  });

  test(`the interview times ask the side whose turn it is, and the bell names whom and when (390 px, ${locale})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, [...TO_PROPOSED, { type: 'candidate.proposeOptions' }]);

    // The candidate's times are with the employer: she is told to wait, not to choose.
    const candidate = await candidatePage(browser, baseURL!, world, locale);
    await tells(candidate, words.employerChooses, words.chooseOne, `turn-candidate-${locale}`);
    await candidate.context().close();

    const company = await needPage(browser, baseURL!, world, locale);
    await expect(company.getByText(words.companyTurn).first()).toBeVisible();
    await shot(company, `turn-company-${locale}`);

    // The company picks one of her times: its bell says whom the interview is with and when, in the language the
    // company's account was written to (its registration's: Romanian here).
    await replay(request, world, [{ type: 'company.pickOption' }]);
    const scheduledAt = (await processOf(request, world.company, world.processId)).snapshot.context.scheduledAt!;
    const when = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Bucharest' }).format(
      new Date(scheduledAt),
    );
    await company.goto('/app/dashboard/');
    await company.getByRole('button', { name: words.bell }).click();
    const dropdown = company.getByRole('dialog', { name: locale === 'en' ? 'Notifications' : 'Notificări' });
    await expect(dropdown.getByText(`Interviu cu Ana Ionescu, ${when}.`)).toBeVisible();
    await shot(company, `bell-company-${locale}`);
    await company.context().close();
  });

  test(`care reads a disputed presence as disputed, in words (390 px, ${locale})`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, [
      ...TO_PROPOSED,
      { type: 'candidate.pickOption' },
      { type: 'candidate.reportPresence', present: true },
      { type: 'company.reportPresence', present: false },
    ]);
    expect((await processOf(request, world.care, world.processId)).state).toBe('presenceDisputed.candidateAbsence');

    const care = await phonePage(browser, baseURL!, CARE.email, locale, CARE.password);
    await care.goto(`/app/statecharts/process/${world.processId}`);
    const now = care.getByTestId('process-now');
    await expect(now.getByRole('heading', { name: words.disputedState })).toBeVisible();
    await expect(now.locator('[data-status]')).toHaveText(words.disputedBadge);
    await expect(now).not.toContainText('PresenceDisputed');
    await expect(now).not.toContainText('presence disputed');
    await expect(care.getByTestId('process-history')).not.toContainText(words.saidAbsent);
    await shot(care, `disputed-care-${locale}`);
    await care.context().close();
    await resetServerClock(request);
  });
}
