import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { createWorld } from './support/processes';
import { signedInContext } from './support/sessions';
import { resetServerClock } from './support/clock';
import { holdBack } from './support/held-back';

// The call time under a new offer paints before the date picker's code arrives (lib/ui/day-field.tsx): a button of
// the picker's size stands in. Held back here until the visitor has reached it, the code must then take over in the
// same place, with the focus and the press the stand-in received.

test.beforeEach(async ({ request }) => resetServerClock(request));

const PICKER_CODE = /\/assets\/day-input-[^/]*\.js$/;

/**
 * A candidate's new offer in a signed-in page whose date picker code is held back until `release()`: the page, its
 * Day field (the stand-in until then) and the release.
 */
async function offerWithPickerHeld(browser: Browser, baseURL: string, request: APIRequestContext, viewport?: { width: number; height: number }) {
  const world = await createWorld(request);
  const context = await signedInContext(browser, baseURL, world.candidate.email);
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const release = await holdBack(page, PICKER_CODE);
  await page.goto(`/app/offers/${world.processId}`);
  const day = page.getByRole('group', { name: 'Time of the call' }).getByRole('button', { name: 'Day', exact: true });
  await expect(day).not.toHaveAttribute('aria-haspopup');
  return { context, page, day, release };
}

/** Where an element sits on the page (not in the viewport: focusing scrolls). */
const placeOf = (element: Locator) =>
  element.evaluate((e) => {
    const box = e.getBoundingClientRect();
    return [box.left, box.top + window.scrollY, box.width, box.height].map(Math.round);
  });

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`the stand-in of the day picker hands over the focus and the press, in place (${size})`, async ({ browser, baseURL, request }) => {
    const { context, page, day, release } = await offerWithPickerHeld(browser, baseURL!, request, viewport);
    const interested = page.getByRole('button', { name: "I'm interested", exact: true });
    await expect(day).toHaveText('Choose a day');
    const before = { day: await placeOf(day), button: await placeOf(interested) };

    await day.focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page.locator('.mantine-DatePickerInput-day[tabindex="0"]')).toBeVisible();
    await expect(day).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(day).toBeFocused();
    expect({ day: await placeOf(day), button: await placeOf(interested) }).toEqual(before);
    await context.close();
  });
}

test('a mouse press on the stand-in opens the picker when the code arrives between the press and the release', async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page, day, release } = await offerWithPickerHeld(browser, baseURL!, request);
  await day.scrollIntoViewIfNeeded();
  const box = (await day.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const arrived = page.waitForResponse(PICKER_CODE);
  release();
  await arrived;
  await page.waitForTimeout(200); // the code has run: the old stand-in gave way here, under the pressed button
  await page.mouse.up();
  await expect(day).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.mantine-DatePickerInput-day[tabindex="0"]')).toBeVisible();
  await context.close();
});
