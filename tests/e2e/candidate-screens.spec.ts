import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createWorld, processOf, type World } from './support/processes';
import { replay } from './support/process-replay';
import { VIEWPORTS, signedInContext } from './support/sessions';
import { type Locale } from './support/catalog';
import { resetServerClock } from './support/clock';
import type { PlanStep } from './support/machine-plan';

// Every state of the process screen, looked at in ro-RO and en at desktop and phone widths (PNG files in
// .tmp/candidate-screens/), plus the screen's URL switches, the one-click refusal, the calendar file, the
// recommend-a-friend form and the answers to server errors.

const SHOTS = fileURLToPath(new URL('../../.tmp/candidate-screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ request }) => resetServerClock(request));

async function shoot(browserPage: (locale: Locale) => Promise<Page>, name: string, path: string, ready: (page: Page) => Promise<void>) {
  for (const locale of ['ro-RO', 'en'] as const) {
    const page = await browserPage(locale);
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await ready(page);
      await page.screenshot({ path: join(SHOTS, `${name}-${locale}-${width}.png`), fullPage: true });
    }
  }
}

const steps = (...types: (PlanStep['type'] | PlanStep)[]): PlanStep[] => types.map((t) => (typeof t === 'string' ? { type: t } : t));

// Looking at every state takes minutes: run with CANDIDATE_SCREENSHOTS=1 (CI keeps to the behaviour tests).
test('each process state, in both languages and at both widths', async ({ browser, baseURL, request }) => {
  test.skip(!process.env.CANDIDATE_SCREENSHOTS, 'set CANDIDATE_SCREENSHOTS=1 to write the screenshots');
  test.setTimeout(240_000);
  const world = await createWorld(request);
  const contexts = {
    'ro-RO': await signedInContext(browser, baseURL!, world.candidate.email, { locale: 'ro-RO' }),
    en: await signedInContext(browser, baseURL!, world.candidate.email, { locale: 'en' }),
  };
  const pages: Partial<Record<Locale, Page>> = {};
  const pageFor = async (locale: Locale) => (pages[locale] ??= await contexts[locale].newPage());
  const path = `/app/offers/${world.processId}`;
  const statusShown = async (page: Page) => {
    await expect(page.locator('[data-status]').first()).toBeVisible();
    await expect(page.getByText(/Loading|Se încarcă/)).toHaveCount(0);
  };

  const walk: [string, PlanStep[]][] = [
    ['01-offered', []],
    ['02-screening', steps('candidate.acceptOffer')],
    ['03-validated', steps('care.validate')],
    ['04-company-accepted', steps('company.acceptCandidate')],
    ['05-candidate-choosing', steps('company.proposeInterview')],
    ['06-company-choosing', steps('candidate.proposeOptions')],
    ['07-scheduled', steps('company.pickOption')],
    ['08-candidate-present', steps({ type: 'company.reportPresence', present: true })],
    ['09-interview-passed', steps({ type: 'candidate.reportPresence', present: true })],
    ['10-positive-feedback', steps({ type: 'candidate.giveFeedback', interested: true })],
    ['11-final-offer', steps('company.sendFinalOffer')],
    ['12-offer-accepted', steps('candidate.acceptFinalOffer')],
    ['13-hired', steps('company.confirmHire')],
  ];
  for (const [name, prefix] of walk) {
    await replay(request, world, prefix);
    await shoot(pageFor, name, path, statusShown);
  }

  // An archived process: read-only, with the customer-care notice.
  const refused = await createWorld(request);
  await replay(request, refused, steps('candidate.rejectOffer'));
  const ro = await signedInContext(browser, baseURL!, refused.candidate.email, { locale: 'ro-RO' });
  const en = await signedInContext(browser, baseURL!, refused.candidate.email, { locale: 'en' });
  await shoot(
    async (l) => (l === 'en' ? en : ro).newPage(),
    '14-archived',
    `/app/offers/${refused.processId}`,
    async (page) => {
      await expect(page.getByText(/This process is archived|Acest proces este arhivat/)).toBeVisible();
    },
  );
  const archivedPage = await en.newPage();
  await archivedPage.goto(`/app/offers/${refused.processId}`);
  await expect(archivedPage.getByText('only they can unarchive it')).toBeVisible();
  await expect(archivedPage.getByRole('button', { name: /interested|Send the answer|Cancel the interview/ })).toHaveCount(0);

  // A server error while loading the process, and while acting.
  const fresh = await createWorld(request);
  const roF = await signedInContext(browser, baseURL!, fresh.candidate.email, { locale: 'ro-RO' });
  const enF = await signedInContext(browser, baseURL!, fresh.candidate.email, { locale: 'en' });
  for (const context of [roF, enF]) {
    await context.route(`**/api/processes/${fresh.processId}`, (route) =>
      route.fulfill({ status: 503, json: { message: 'Serviciu indisponibil / Service unavailable' } }),
    );
  }
  await shoot(
    async (l) => (l === 'en' ? enF : roF).newPage(),
    '15-load-error',
    `/app/offers/${fresh.processId}`,
    async (page) => {
      await expect(page.getByRole('alert')).toContainText('Service unavailable');
    },
  );
  for (const context of [roF, enF]) {
    await context.unroute(`**/api/processes/${fresh.processId}`);
    await context.route(`**/api/processes/${fresh.processId}/events`, (route) =>
      route.fulfill({ status: 409, json: { message: 'The process changed meanwhile: reload it.' } }),
    );
  }
  await shoot(
    async (l) => (l === 'en' ? enF : roF).newPage(),
    '16-action-error',
    `/app/offers/${fresh.processId}`,
    async (page) => {
      await page.getByRole('button', { name: /Not interested|Nu mă interesează/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio').first().check();
      await dialog.getByRole('button', { name: /Refuse the offer|Refuzați oferta/ }).click();
      await expect(page.getByText(/Error rejecting the offer|Eroare la respingerea ofertei/)).toBeVisible();
      await expect(page.getByText('The process changed meanwhile: reload it.')).toBeVisible();
    },
  );
  for (const c of [contexts['ro-RO'], contexts.en, ro, en, roF, enF]) await c.close();
});

test('cancel=true and reject=true open their dialogs; redirect_source stays for analytics', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);
  await replay(
    request,
    world,
    steps('candidate.acceptOffer', 'care.validate', 'company.acceptCandidate', 'company.proposeInterview', 'candidate.pickOption'),
  );
  const context = await signedInContext(browser, baseURL!, world.candidate.email);
  const page = await context.newPage();
  const views = page.waitForRequest((r) => r.url().endsWith('/api/page-views') && (r.postData() ?? '').includes('redirect_source=mail'));
  await page.goto(`/app/offers/${world.processId}?cancel=true&redirect_source=mail`);
  await views;
  const dialog = page.getByRole('dialog', { name: 'Cancel the interview' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('at least 48 hours')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel the interview' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/redirect_source=mail/);
  await expect(page).not.toHaveURL(/cancel=true/);

  const offer = await createWorld(request);
  const other = await signedInContext(browser, baseURL!, offer.candidate.email);
  const page2 = await other.newPage();
  await page2.goto(`/app/offers/${offer.processId}?reject=true&redirect_source=sms`);
  await expect(page2.getByRole('dialog', { name: 'Refuse the offer' })).toBeVisible();
  await context.close();
  await other.close();
});

test('/offers/reject/{id}: auto_reject asks once and refuses with one tap, auto_reject=0 opens the dialog', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);
  const context = await signedInContext(browser, baseURL!, world.candidate.email);
  const page = await context.newPage();
  await page.goto(`/app/offers/reject/${world.processId}?auto_reject=0&redirect_source=mail`);
  await expect(page).toHaveURL(new RegExp(`/app/offers/${world.processId}\\?reject=true&redirect_source=mail`));
  await expect(page.getByRole('dialog', { name: 'Refuse the offer' })).toBeVisible();

  await page.goto(`/app/offers/reject/${world.processId}?redirect_source=mail`);
  // Opening the link refuses nothing (a mail program may open it to check it): one tap does.
  await expect(page.getByText('Refuse this offer? The process ends here.')).toBeVisible();
  expect((await processOf(request, world.candidate, world.processId)).state).toBe('offered');
  await page.getByRole('button', { name: 'Refuse the offer' }).click();
  await expect(page.getByText('You refused this offer.')).toBeVisible();
  await expect(page.getByText('The offer was rejected')).toBeVisible();
  const view = await processOf(request, world.candidate, world.processId);
  expect(view.state).toBe('archived.offerRejected');
  expect(view.history.filter((h) => h.type === 'candidate.rejectOffer')).toHaveLength(1);
  await page.goto(`/app/offers/reject/${world.processId}`);
  await expect(page.getByText('You refused this offer.')).toBeVisible();
  expect((await processOf(request, world.candidate, world.processId)).version).toBe(view.version);
  await page.screenshot({ path: join(SHOTS, '17-reject-link-en-desktop.png') });
  await context.close();
});

test('the scheduled interview downloads as one .ics event at the agreed Bucharest time', async ({ browser, baseURL, request }) => {
  const world: World = await createWorld(request);
  await replay(
    request,
    world,
    steps('candidate.acceptOffer', 'care.validate', 'company.acceptCandidate', 'company.proposeInterview', 'candidate.pickOption'),
  );
  const { scheduledAt } = (await processOf(request, world.candidate, world.processId)).snapshot.context;
  const context = await signedInContext(browser, baseURL!, world.candidate.email);
  const page = await context.newPage();
  await page.goto(`/app/offers/${world.processId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await (await download).path();
  const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]!);
  expect(event.startDate.zone.tzid).toBe('Europe/Bucharest');
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(scheduledAt!).toISOString());
  expect(event.startDate.toString().slice(11, 16)).toBe('10:00');
  expect(event.sequence).toBe(0);
  await context.close();
});

test('recommend a friend: stored, and a second time refused with the reason', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);
  const context = await signedInContext(browser, baseURL!, world.candidate.email);
  const page = await context.newPage();
  await page.goto(`/app/offers/${world.processId}`);
  const form = page.getByRole('form', { name: 'Recommend a friend' });
  await form.getByRole('button', { name: 'Send the recommendation' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await form.getByLabel('Full name').fill('Radu Ene');
  await form.getByLabel('Email').fill('radu.ene@example.ro');
  await form.getByLabel('Phone number').fill('0733 444 555');
  await form.getByRole('button', { name: 'Send the recommendation' }).click();
  await expect(page.getByText('Thank you for the recommendation')).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await form.getByLabel('Full name').fill('Radu Ene');
  await form.getByLabel('Email').fill('radu.ene@example.ro');
  await form.getByLabel('Phone number').fill('0733 444 555');
  await form.getByRole('button', { name: 'Send the recommendation' }).click();
  await expect(page.getByText('Error sending the recommendation')).toBeVisible();
  await expect(page.getByText('You have already recommended this person').first()).toBeVisible();
  await context.close();
});
