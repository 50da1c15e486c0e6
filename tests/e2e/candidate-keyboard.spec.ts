import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createWorld, processOf } from './support/processes';
import { replay } from './support/process-replay';
import { PASSWORD } from './support/accounts';
import { resetServerClock } from './support/clock';

// The whole candidate journey by keyboard alone (WCAG 2.1.1, 2.4.7): sign in, answer the offer with a time for the
// call, pick one of the interview times, accept the final offer. The other sides act through the API. Every element
// the keyboard reaches must show where the focus is.

test.beforeEach(async ({ request }) => resetServerClock(request));

/**
 * The focus is visible: the focused element (or, for a visually hidden radio or checkbox, its label or an ancestor) looks
 * different from the same element without the focus: an outline, a shadow, a border or background colour.
 * Transitions are off (see below), so the two looks are read at once.
 */
async function expectFocusVisible(page: Page): Promise<'heading' | 'control'> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: false, heading: false, what: 'nothing focused' };
    // A new page's heading takes the focus once the page has rendered (app/use-focus-on-navigation.ts), drawn without
    // a ring on purpose. Read here, in the same turn as the look, since it may land at any moment between two presses.
    if (element.matches('h1[tabindex="-1"]')) return { ok: true, heading: true, what: 'the page heading' };
    const input = element as HTMLInputElement;
    // Composite inputs (a multi-select's field inside its pills box) draw the focus on a close ancestor.
    const ancestors = [element.parentElement, element.parentElement?.parentElement, element.parentElement?.parentElement?.parentElement];
    const shown = [element, ...Array.from(input.labels ?? []), ...ancestors].filter((e): e is HTMLElement => Boolean(e));
    const look = () =>
      shown.map((e) => {
        const s = getComputedStyle(e);
        return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderTopColor, s.borderBottomColor, s.backgroundColor].join(' ');
      });
    const focused = look();
    element.blur();
    const blurred = look();
    element.focus();
    const ok = focused.some((value, i) => value !== blurred[i]);
    return {
      ok,
      heading: false,
      what: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`,
    };
  });
  expect(focus.ok, `focus not visible on ${focus.what}`).toBe(true);
  return focus.heading ? 'heading' : 'control';
}

/**
 * Presses Tab (or Shift+Tab, `back`) until `target` has the focus (at most `max` times), checking the focus is visible
 * at every stop.
 */
async function tabTo(page: Page, target: Locator, max = 60, back = false) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // When the heading took the focus between two presses, Tab goes on from it: it is no Tab stop.
    if ((await expectFocusVisible(page)) === 'heading') continue;
    // One query for both: a field whose stand-in hands the focus to the real control (lib/ui/day-field.tsx) may
    // swap between resolving the target and reading the focus.
    if ((await target.and(page.locator(':focus')).count()) > 0) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Opens the day picker of `slot` from the keyboard and takes the first day it offers, then the first time. */
async function pickSlotByKeyboard(page: Page, slot: Locator) {
  await tabTo(page, slot.getByLabel('Day'));
  await page.keyboard.press('Enter');
  // The calendar traps the focus; one day is in the tab order: the first that may be chosen.
  const firstDay = page.locator('.mantine-DatePickerInput-day[tabindex="0"]');
  await expect(firstDay).toBeVisible();
  await tabTo(page, firstDay, 10);
  await page.keyboard.press('Enter');
  await expect(slot.getByLabel('Day')).not.toHaveText('');
  // The focus comes back to the field (WCAG 2.4.3). Mantine gives it back a moment after the calendar closes and
  // not at all if Tab is pressed before, so a person (or this test) tabs on from there.
  await expect(slot.getByLabel('Day')).toBeFocused();
  await tabTo(page, slot.getByLabel('Time (Romania)'), 5);
  await page.keyboard.press('ArrowDown');
}

test('the candidate journey by keyboard alone, with the focus always visible', async ({ page, request }) => {
  test.setTimeout(180_000);
  const world = await createWorld(request);
  await page.addInitScript(() => {
    localStorage.setItem('locale', 'en');
    // No transitions: the focused and unfocused looks are compared at once.
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });

  await page.goto('/app/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(world.candidate.email);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }), 3);
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard\/candidate/);
  // The sign-in form is gone: the new page's heading holds the focus, the side menu is before it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // To the offer through the side menu and the list.
  await tabTo(page, page.getByRole('link', { name: 'Offers', exact: true }), 20, true);
  await page.keyboard.press('Enter');
  await expect(page.locator(`a[href$="/offers/${world.processId}"]`).first()).toBeVisible();
  await tabTo(page, page.locator(`a[href$="/offers/${world.processId}"]`).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/offers/${world.processId}$`));
  await expect(page.getByRole('button', { name: "I'm interested" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Answer the offer: a time for the phone call, then "I'm interested".
  await pickSlotByKeyboard(page, page.getByRole('group', { name: 'Time of the call' }));
  await tabTo(page, page.getByRole('button', { name: "I'm interested" }), 10);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await processOf(request, world.candidate, world.processId)).state).toBe('screening');

  // The company invites to an interview with three times; the candidate picks the first.
  await replay(request, world, [{ type: 'care.validate' }, { type: 'company.acceptCandidate' }, { type: 'company.proposeInterview' }]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send the answer' })).toBeVisible();
  const times = page.getByRole('radiogroup', { name: 'Choose the time of the interview' });
  await tabTo(page, times.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(times.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Send the answer' }), 10);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await processOf(request, world.candidate, world.processId)).state).toMatch(/scheduled/);

  // The interview happens, the company sends a final offer; the candidate accepts it.
  await replay(request, world, [
    { type: 'company.reportPresence' },
    { type: 'candidate.reportPresence' },
    { type: 'candidate.giveFeedback' },
    { type: 'company.sendFinalOffer' },
  ]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Accept the offer' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Accept the offer' }));
  await page.keyboard.press('Enter');
  // Accepting is asked once: the dialog takes the focus, and its confirmation is reached by Tab too.
  const confirm = page.getByRole('dialog', { name: 'Accept the final offer?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Yes, I accept the offer' }), 10);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await processOf(request, world.candidate, world.processId)).state).toBe('offerAccepted');
});
