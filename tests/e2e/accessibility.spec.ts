import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CARE, saveOnboardingSteps } from './support/accounts';
import { createWorld, type World } from './support/processes';
import { replay } from './support/process-replay';
import { signedInContext } from './support/sessions';
import { text, type Locale } from './support/catalog';
import { resetServerClock, useServerClock } from './support/clock';
import { expectAccessible } from './support/axe';
import type { PlanStep } from './support/machine-plan';

// WCAG 2.2 AA by axe-core on every screen and every dialog, in ro-RO and en: public pages, the candidate's, the
// company's and customer care's screens, and the dialogs open (refusal, three options, cancel, final offer, archive,
// the profile editors, the password change, account deletion). Buttons are found by their text in the language shown, read from the catalogs.

const LOCALES = ['ro-RO', 'en'] as const;
/** What axe looked at, to look at too. */
const SHOTS = 'test-results/accessibility';

test.beforeEach(async ({ request }) => resetServerClock(request));

const PUBLIC = [
  '/app/',
  '/app/login',
  '/app/register',
  '/app/register/candidate/',
  '/app/register/company/',
  '/app/password/',
  '/app/password/reset/',
  '/app/password/reset/abc/',
  '/app/email/confirm/abc/',
  '/app/email/revert/abc/',
  '/app/unsubscribe/abc/',
  '/app/privacy',
  '/app/register/x/y',
];

async function inLocale(context: BrowserContext, locale: Locale): Promise<Page> {
  await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  return context.newPage();
}

/** Opens each path and checks it once its heading (or its alert) is shown and the data has arrived. */
async function checkScreens(page: Page, paths: string[], locale: Locale) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h1, [role=alert]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^(Loading|Se încarcă)/)).toHaveCount(0);
    await expectAccessible(page, `${path} (${locale})`);
    await page.screenshot({ path: `${SHOTS}/${locale}${path.replace(/\W+/g, '-')}.png`, fullPage: true });
  }
}

const signedIn = (browser: Browser, baseURL: string, email: string, password?: string) =>
  signedInContext(browser, baseURL, email, { password: password });

let world: World;
let offered: World;
let positive: World;
let finalOffer: World;

const steps = (...types: PlanStep['type'][]): PlanStep[] => types.map((type) => ({ type }));
const CHOOSING = steps('candidate.acceptOffer', 'care.validate', 'company.acceptCandidate', 'company.proposeInterview');
const POSITIVE = [...CHOOSING, ...steps('candidate.pickOption', 'company.reportPresence', 'candidate.reportPresence', 'candidate.giveFeedback')];

test.beforeAll(async ({ request }) => {
  world = await createWorld(request);
  await replay(request, world, CHOOSING);
  offered = await createWorld(request);
  positive = await createWorld(request);
  await replay(request, positive, POSITIVE);
  finalOffer = await createWorld(request);
  await replay(request, finalOffer, [...POSITIVE, ...steps('company.sendFinalOffer')]);
  await saveOnboardingSteps(request, { id: offered.candidate.id, access_token: offered.candidate.token });
});

/** Opens a dialog with `opener`, checks it, and closes it with Escape. */
async function checkDialog(page: Page, opener: Locator, what: string) {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, what);
  await page.screenshot({ path: `${SHOTS}/dialog-${what.replace(/\W+/g, '-')}.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const button = (page: Page, locale: Locale, source: string) => page.getByRole('button', { name: text(locale, source), exact: true });

for (const locale of LOCALES) {
  test(`public screens (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL });
    await useServerClock(context);
    await checkScreens(await inLocale(context, locale), PUBLIC, locale);
    await context.close();
  });

  test(`candidate screens (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await signedIn(browser, baseURL!, world.candidate.email);
    const page = await inLocale(context, locale);
    await checkScreens(
      page,
      ['/app/dashboard/candidate', '/app/offers/', `/app/offers/${world.processId}`, '/app/interviews', '/app/profile', '/app/nowhere'],
      locale,
    );
    await context.close();
  });

  test(`company screens (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await signedIn(browser, baseURL!, world.company.email);
    const page = await inLocale(context, locale);
    await checkScreens(
      page,
      [
        '/app/dashboard/company',
        '/app/needs/',
        '/app/needs/add',
        `/app/needs/${world.needId}`,
        `/app/needs/${world.needId}/candidate/${world.processId}`,
        '/app/candidates/',
        `/app/candidates/${world.candidate.id}`,
        '/app/company/schedule',
        '/app/company/events',
        '/app/profile',
      ],
      locale,
    );
    await context.close();
  });

  test(`the candidate's dialogs (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const refusing = await inLocale(await signedIn(browser, baseURL!, offered.candidate.email), locale);
    await refusing.goto(`/app/offers/${offered.processId}`);
    await checkDialog(refusing, button(refusing, locale, 'Not interested'), `refusal dialog (${locale})`);
    // The profile editors: a wizard step's form, 'About you' and a work experience entry.
    await refusing.goto('/app/profile');
    await checkDialog(refusing, refusing.locator('[aria-labelledby="section-location-title"] button').first(), `profile step editor (${locale})`);
    await checkDialog(refusing, refusing.locator('[aria-labelledby="section-about-title"] button').first(), `profile 'about' editor (${locale})`);
    await checkDialog(refusing, button(refusing, locale, 'Add work experience'), `work experience editor (${locale})`);
    await checkDialog(refusing, button(refusing, locale, 'Change the password'), `password dialog (${locale})`);
    await checkDialog(refusing, button(refusing, locale, 'Delete my account'), `delete account dialog (${locale})`);

    const choosing = await inLocale(await signedIn(browser, baseURL!, world.candidate.email), locale);
    await choosing.goto(`/app/offers/${world.processId}`);
    await choosing.getByRole('radio', { name: text(locale, 'None of these times suits me: I will propose others') }).check();
    await checkDialog(choosing, button(choosing, locale, 'Send the answer'), `three options dialog (${locale})`);
    await checkDialog(choosing, button(choosing, locale, 'Cancel the interview'), `cancel dialog (${locale})`);

    const deciding = await inLocale(await signedIn(browser, baseURL!, finalOffer.candidate.email), locale);
    await deciding.goto(`/app/offers/${finalOffer.processId}`);
    await checkDialog(deciding, button(deciding, locale, 'Reject the offer'), `final offer refusal dialog (${locale})`);
  });

  test(`the company's dialogs (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const page = await inLocale(await signedIn(browser, baseURL!, positive.company.email), locale);
    await page.goto(`/app/needs/${positive.needId}/candidate/${positive.processId}`);
    await checkDialog(page, button(page, locale, 'Send a final offer'), `final offer dialog (${locale})`);
    await page.goto(`/app/needs/${positive.needId}/`);
    await checkDialog(page, button(page, locale, 'Archive the post'), `archive dialog (${locale})`);
    await page.goto('/app/profile');
    await checkDialog(page, button(page, locale, 'Change the password'), `company password dialog (${locale})`);
    const scheduling = await inLocale(await signedIn(browser, baseURL!, world.company.email), locale);
    await scheduling.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
    await checkDialog(
      scheduling,
      scheduling.getByRole('button', { name: text(locale, 'Cancel the interview'), exact: true }),
      `company cancel dialog (${locale})`,
    );
    const extending = await inLocale(await signedIn(browser, baseURL!, finalOffer.company.email), locale);
    await extending.goto(`/app/needs/${finalOffer.needId}/candidate/${finalOffer.processId}`);
    await checkDialog(extending, button(extending, locale, 'Extend the offer'), `extend final offer dialog (${locale})`);
  });

  test(`customer care screens (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await signedIn(browser, baseURL!, CARE.email, CARE.password);
    const page = await inLocale(context, locale);
    const sections = ['queue', 'follow-ups', 'archive', 'companies', 'search', 'friends', 'funnel', 'privacy'].map((s) => `/app/care/${s}`);
    await checkScreens(page, [...sections, '/app/statecharts', `/app/statecharts/process/${world.processId}`], locale);
    await context.close();
  });
}
