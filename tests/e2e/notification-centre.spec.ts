import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { createWorld, sendEvent } from './support/processes';
import { resetServerClock, serverNow, threeOptions } from './support/clock';
import { holdBack } from './support/held-back';
import { LICENCE_CHECKED } from './support/licences';

// The bell on every signed-in page counts what the mails said, live (the event stream), links to the
// process and marks notices read.

const BELL_CODE = /\/assets\/bell-popover-[^/]*\.js$/;

test('the bell shows a new notice at once, links to the offer and marks it read', async ({ browser, baseURL, request }) => {
  await resetServerClock(request);
  const world = await createWorld(request);
  const now = await serverNow(request);
  await sendEvent(request, world.candidate, world.processId, 'candidate.acceptOffer', { callSlot: threeOptions(now)[0] });
  await sendEvent(request, world.care, world.processId, 'care.validate', LICENCE_CHECKED);
  await sendEvent(request, world.company, world.processId, 'company.acceptCandidate', {});

  const context = await signedInContext(browser, baseURL!, world.candidate.email);
  const page = await context.newPage();
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/stream?') && r.status() === 200);
  await page.goto('/app/dashboard/');
  await streamOpen;
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The company invites the candidate: the mail goes out, and the bell counts it without a reload.
  await sendEvent(request, world.company, world.processId, 'company.proposeInterview', {
    interview: { type: 'phone', phone: '+40721000000' },
    options: threeOptions(now),
  });
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 2_000 });
  await bell.click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByText('1 unread notification')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('notification-bell.png') });
  await dropdown.getByRole('button').filter({ hasText: 'unread' }).last().click();
  await expect(page).toHaveURL(new RegExp(`/app/offers/${world.processId}$`));
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await context.close();
});

/** A candidate's dashboard with the bell focused; `beforeLoad` may route requests before the page loads. */
async function focusedBell(browser: Browser, baseURL: string, request: APIRequestContext, beforeLoad?: (page: Page) => Promise<void>) {
  await resetServerClock(request);
  const world = await createWorld(request);
  const context = await signedInContext(browser, baseURL, world.candidate.email);
  const page = await context.newPage();
  await beforeLoad?.(page);
  await page.goto('/app/dashboard/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.focus();
  return { context, page, bell, panel: page.getByRole('dialog', { name: 'Notifications' }) };
}

test('the bell opens from the keyboard and closing its panel gives the focus back to the bell', async ({ browser, baseURL, request }) => {
  const { context, page, bell, panel } = await focusedBell(browser, baseURL!, request);
  // Twice: the first press mounts the panel's code around a new bell button, the second finds it there.
  for (const time of ['first', 'second']) {
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(panel, `${time} press`).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell, `${time} press`).toBeFocused();
  }
  // An Escape that comes before the panel has taken the focus (a fast keyboard, a busy phone) reaches the bell: it
  // closes the panel too.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await bell.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await context.close();
});

test("an Escape while the panel's code is on its way cancels the opening, and the bell keeps the focus", async ({ browser, baseURL, request }) => {
  // A slow network: the panel's code arrives only when the test lets it.
  let release!: () => void;
  const { context, page, bell, panel } = await focusedBell(browser, baseURL!, request, async (page) => {
    release = await holdBack(page, BELL_CODE);
  });
  await page.keyboard.press('Enter');
  await expect(bell, 'the bell keeps the focus while the code loads').toBeFocused();
  await page.keyboard.press('Escape');
  release();
  // The popover's bell (its target carries Mantine's id) replaced the first one, with the focus and no panel.
  await expect(bell).toHaveAttribute('id', /^mantine-/);
  await expect(bell).toBeFocused();
  await expect(panel).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await context.close();
});

test('Enter then Escape at once on the bell leaves its panel closed and the focus on the bell', async ({ browser, baseURL, request }) => {
  const { context, page, bell, panel } = await focusedBell(browser, baseURL!, request);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('id', /^mantine-/);
  await expect(bell).toBeFocused();
  await expect(panel).toBeHidden();
  await context.close();
});

test('a bell whose notices could not be loaded says so in its panel, in words, and tries again', async ({ browser, baseURL, request }) => {
  const { context, page, panel } = await focusedBell(browser, baseURL!, request, async (page) => {
    await page.route(/\/api\/notifications$/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  });
  await page.keyboard.press('Enter');
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('The notifications could not be loaded');
  // The catalog's words, not the message's id that a production build keeps.
  await expect(alert).toContainText('An unknown error occurred');
  await expect(panel.getByText('No unread notifications')).toHaveCount(0);
  await page.unroute(/\/api\/notifications$/);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByText('No notifications yet.')).toBeVisible();
  await context.close();
});
