import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { CARE } from './support/accounts';
import { createWorld, postJson, sendEvent, type World } from './support/processes';
import { bucharestInstant, resetServerClock, serverNow, shiftServerClock, threeOptions, workingDaysAfter } from './support/clock';
import { LICENCE_CHECKED, addLicence } from './support/licences';

// /app/interviews (built-in mode): the candidate's interviews across processes, from GET /api/interviews. The world
// (needs, processes, the company's and care's answers) is built through the API; the browser only reads and clicks.

const OFFICE = { type: 'office', address: 'Str. Memorandumului 28, Cluj-Napoca', contactPerson: 'Dr. Maria Pop' };
const PHONE = { type: 'phone', phone: '+40 744 123 456' };
const VIRTUAL = { type: 'virtual', link: 'https://meet.example.com/medilink-42' };
const SCREENS = '.tmp/screens/candidate-interviews';

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ request }) => resetServerClock(request));
test.afterEach(async ({ request }) => resetServerClock(request));

/** Another process of the world's candidate, for a need of its own (a different position and city), with its licence. */
async function anotherProcess(request: APIRequestContext, world: World, need: Record<string, unknown>): Promise<number> {
  const fields = { job_title: 'asistent-medical', city: 'bucuresti', work_type: 'full_time', ...DAY_POST_TERMS, ...need };
  const { id: needId } = await postJson<{ id: number }>(request, world.company, '/needs', fields, 201);
  await addLicence(request, world.candidate.token, fields.job_title as string);
  return (await postJson<{ id: number }>(request, world.company, '/processes', { need_id: needId, candidate_id: world.candidate.id }, 201)).id;
}

/** Offer accepted, phone screen passed, candidate accepted, and the company's invitation with three times. */
async function invite(request: APIRequestContext, world: World, id: number, interview: unknown, options: string[]) {
  const now = await serverNow(request);
  await sendEvent(request, world.candidate, id, 'candidate.acceptOffer', { callSlot: bucharestInstant(workingDaysAfter(now, 1)[0]!, '10:00') });
  await sendEvent(request, world.care, id, 'care.validate', LICENCE_CHECKED);
  await sendEvent(request, world.company, id, 'company.acceptCandidate', {});
  await sendEvent(request, world.company, id, 'company.proposeInterview', { interview, options });
}

const card = (page: Page, id: number) => page.locator(`article[data-process="${id}"]`);

async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const [width, height, size] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The app shell slides its menu away on a phone: let it settle, then nothing may stick out sideways.
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${size}`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('upcoming first, then what waits for an answer, then the past; each links to its offer', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);
  const now = await serverNow(request);
  const [soon, later, latest] = threeOptions(now, 1, '10:00') as [string, string, string];

  const upcoming = world.processId;
  await invite(request, world, upcoming, OFFICE, [soon, later, latest]);
  await sendEvent(request, world.candidate, upcoming, 'candidate.pickOption', { option: latest });
  const choose = await anotherProcess(request, world, {});
  await invite(request, world, choose, PHONE, [soon, later, latest]);
  const employer = await anotherProcess(request, world, { city: 'iasi' });
  await invite(request, world, employer, VIRTUAL, [soon, later, latest]);
  await sendEvent(request, world.candidate, employer, 'candidate.proposeOptions', { options: threeOptions(now, 1, '12:00') });
  const past = await anotherProcess(request, world, { city: 'timisoara' });
  await invite(request, world, past, OFFICE, [soon, later, latest]);
  await sendEvent(request, world.candidate, past, 'candidate.pickOption', { option: soon });
  // The server's clock moves past the first interview only: the other one stays ahead.
  await shiftServerClock(request, Date.parse(soon) + 3_600_000 - now.getTime());

  const context = await signedInContext(browser, baseURL!, world.candidate.email);
  const page = await context.newPage();
  await page.goto('/app/dashboard/candidate');
  // The dashboard reads the same list: only the interview still ahead on the server's clock.
  const ahead = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Upcoming interviews' }) })
    .getByRole('link');
  await expect(ahead).toHaveCount(1);
  await expect(ahead).toHaveAttribute('href', `/app/offers/${upcoming}`);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Interviews' }).click();
  await expect(page).toHaveURL(/\/app\/interviews$/);
  await expect(page).toHaveTitle(/^Interviews/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your interviews' })).toBeVisible();

  // The sections in order, each with its own cards.
  const sections = page.locator('section');
  await expect(sections.locator('h2')).toHaveText(['Upcoming', 'Waiting for your answer', 'Waiting for the employer', 'Past interviews']);
  await expect(page.getByRole('region', { name: 'Upcoming' }).locator('article')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Upcoming' }).locator(`article[data-process="${upcoming}"]`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for your answer' }).locator(`article[data-process="${choose}"]`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for the employer' }).locator(`article[data-process="${employer}"]`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past interviews' }).locator(`article[data-process="${past}"]`)).toBeVisible();

  // When (in the locale, on the Bucharest clock), where and with whom, and the status.
  const when = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Bucharest', dateStyle: 'full', timeStyle: 'short' }).format(new Date(latest));
  const next = card(page, upcoming);
  await expect(next).toContainText(when);
  await expect(next).toContainText('Clinica Sfânta Maria');
  await expect(next).toContainText(OFFICE.address);
  await expect(next).toContainText(OFFICE.contactPerson);
  await expect(next.locator('[data-status]')).toHaveAttribute('data-status', 'InterviewScheduled');
  await expect(card(page, choose)).toContainText('0744 123 456'); // stored E.164, shown in the national format
  await expect(card(page, choose).getByRole('listitem')).toHaveCount(3);
  await expect(card(page, choose)).toContainText('The employer proposed these times');
  // The server replaced the pasted link with the room it opened.
  const room = card(page, employer).getByRole('link', { name: /^https:\/\/meet\.jit\.si\/Medilink-[0-9a-f]{32}$/ });
  await expect(room).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/Medilink-[0-9a-f]{32}$/);
  await expect(card(page, past).getByRole('button', { name: 'Add to calendar (.ics)' })).toHaveCount(0);
  await expect(card(page, past)).toContainText('Did the interview take place?');

  // The calendar file of the scheduled interview, made by the server.
  const download = page.waitForEvent('download');
  await next.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  expect((await download).suggestedFilename()).toBe(`interview-${upcoming}.ics`);

  await screenshots(page, 'en');
  await page.evaluate(() => localStorage.setItem('locale', 'ro-RO'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Interviurile dumneavoastră' })).toBeVisible();
  const cand = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', dateStyle: 'full', timeStyle: 'short' }).format(new Date(latest));
  await expect(card(page, upcoming)).toContainText(cand);
  await screenshots(page, 'ro-RO');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();

  // Keyboard: the action of the waiting interview is reachable and opens its offer page.
  const pick = card(page, choose).getByRole('link', { name: /^Choose a time/ });
  await pick.focus();
  await expect(pick).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/offers/${choose}$`));
  await page.goBack();
  await card(page, past)
    .getByRole('link', { name: /^View offer/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/offers/${past}$`));
  await context.close();
});

test('a candidate without interviews sees why the page is empty, and a failed load can be tried again', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);
  const context = await signedInContext(browser, baseURL!, world.candidate.email);
  const page = await context.newPage();
  let fail = true;
  await page.route('**/api/interviews', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'Server unavailable' } }) : route.fallback(),
  );
  await page.goto('/app/interviews');
  const alert = page.getByRole('alert').filter({ hasText: 'The interviews could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Server unavailable');
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You have no interviews yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your offers' })).toHaveAttribute('href', '/app/offers/');
  await screenshots(page, 'empty-en');
  await context.close();
});

test('customer care has its own side menu, and candidate pages send it to its console', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!, CARE.email, { password: CARE.password });
  const page = await context.newPage();
  await page.goto('/app/interviews');
  await expect(page).toHaveURL(/\/app\/care$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(['Customer care', 'Statecharts']);
  await expect(menu.getByRole('link', { name: 'Customer care' })).toHaveAttribute('data-active', 'true');
  await expect(menu.getByRole('link', { name: 'Statecharts' })).toHaveAttribute('href', '/app/statecharts');
  await screenshots(page, 'care-menu-en');
  // (The visualizer itself has its own suite: statecharts.spec.ts.)
  await page.goto('/app/offers/');
  await expect(page).toHaveURL(/\/app\/care$/);
  await context.close();
});
