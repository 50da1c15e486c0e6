import { expect, type Locator, type Page } from '@playwright/test';

// The one way the browser suites choose a day in a date picker (Mantine's DatePickerInput, lib/ui/day-input).
// Everything is looked up inside the dropdown the trigger opened: in the last week of a month the next month's
// first days are also in the grid (as "outside" days), and a dropdown still closing would hold the same names.

/** The label the picker gives a day ('YYYY-MM-DD'), as the app's formatDay writes it. */
const dayLabel = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${day}T12:00:00Z`));

/** The picker's words in the language the page is in. */
export interface PickerTexts {
  locale: string;
  nextMonth: string;
  previousYear: string;
  nextDecade: string;
  previousDecade: string;
  day: string;
  time: string;
}

export const ENGLISH: PickerTexts = {
  locale: 'en',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
  day: 'Day',
  time: 'Time (Romania)',
};
export const ROMANIAN: PickerTexts = {
  locale: 'ro-RO',
  nextMonth: 'Luna următoare',
  previousYear: 'Anul anterior',
  nextDecade: 'Deceniul următor',
  previousDecade: 'Deceniul anterior',
  day: 'Zi',
  time: 'Ora (România)',
};

/** Opens the picker labelled `label` inside `scope`: its trigger and the dropdown it controls. */
async function open(page: Page, scope: Locator, label: string) {
  const trigger = scope.getByRole('button', { name: label, exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const dropdown = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(dropdown).toBeVisible();
  return dropdown;
}

/** Opens the picker labelled `label` inside `scope` and moves forward to the month of `day`: its dropdown and the day's button. */
async function openAtDay(page: Page, scope: Locator, label: string, day: string, texts: PickerTexts) {
  const dropdown = await open(page, scope, label);
  const inMonth = dropdown.locator('table button:not([data-outside])');
  const target = dropdown.getByRole('button', { name: dayLabel(day, texts.locale), exact: true }).and(inMonth);
  for (let months = 0; (await target.count()) === 0; months++) {
    expect(months, `${day} is not within a year after the picker's month`).toBeLessThan(12);
    const firstDay = await inMonth.first().getAttribute('aria-label');
    await dropdown.getByRole('button', { name: texts.nextMonth }).click();
    // The grid has moved on once its first day has changed; only then is the day looked for again.
    await expect(inMonth.first()).not.toHaveAttribute('aria-label', firstDay!);
  }
  return { dropdown, target };
}

/** Picks `day` in the picker labelled `label` inside `scope`, and waits for the picker to close. */
export async function pickDay(page: Page, scope: Locator, label: string, day: string, texts: PickerTexts = ENGLISH): Promise<void> {
  const { dropdown, target } = await openAtDay(page, scope, label, day, texts);
  await expect(target).toBeEnabled();
  await target.click();
  await expect(dropdown).toBeHidden();
}

/** The picker labelled `label` inside `scope` does not let anyone choose `day`; it is closed again afterwards. */
export async function expectDayDisabled(page: Page, scope: Locator, label: string, day: string, texts: PickerTexts = ENGLISH): Promise<void> {
  const { dropdown, target } = await openAtDay(page, scope, label, day, texts);
  await expect(target).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
}

/** A day and a start time in one slot picker (features/process/slot-picker): its 'Day' picker and its time select. */
export async function pickSlot(page: Page, slot: Locator, day: string, time: string, texts: PickerTexts = ENGLISH): Promise<void> {
  await pickDay(page, slot, texts.day, day, texts);
  await slot.getByLabel(texts.time).selectOption(time);
}

/**
 * Picks `month` (as the picker names it, e.g. 'May') of `year` in the month picker labelled `label` inside `scope`.
 * The picker opens on the current year, the server's (the browser reads the server's clock).
 */
export async function pickMonth(page: Page, scope: Locator, label: string, year: number, month: string, texts: PickerTexts = ENGLISH): Promise<void> {
  const dropdown = await open(page, scope, label);
  const shown = async () => Number(await dropdown.getByRole('button', { name: /^\d{4}$/ }).textContent());
  for (let current = await shown(); current > year; current--) {
    await dropdown.getByRole('button', { name: texts.previousYear }).click();
    await expect(dropdown.getByRole('button', { name: String(current - 1), exact: true })).toBeVisible();
  }
  await dropdown.getByRole('button', { name: month, exact: true }).click();
  await expect(dropdown).toBeHidden();
}

/**
 * Picks `day` in a picker that opens on the decade when empty (lib/ui/day-input's `yearFirst`: a licence's
 * dates): the year (moving to the next or previous decade if needed), its month (the nth of the twelve), the day.
 */
export async function pickDayYearFirst(page: Page, scope: Locator, label: string, day: string, texts: PickerTexts = ENGLISH): Promise<void> {
  const dropdown = await open(page, scope, label);
  const year = dropdown.getByRole('button', { name: day.slice(0, 4), exact: true });
  const shownYears = async () => (await dropdown.locator('table button').allTextContents()).map(Number);
  for (let moves = 0; (await year.count()) === 0; moves++) {
    expect(moves, `${day} is not within two decades of the picker's`).toBeLessThan(2);
    const later = (await shownYears())[0]! < Number(day.slice(0, 4));
    await dropdown.getByRole('button', { name: later ? texts.nextDecade : texts.previousDecade }).click();
  }
  await year.click();
  await dropdown
    .locator('table button')
    .nth(Number(day.slice(5, 7)) - 1)
    .click();
  const target = dropdown
    .getByRole('button', { name: dayLabel(day, texts.locale), exact: true })
    .and(dropdown.locator('table button:not([data-outside])'));
  await target.click();
  await expect(dropdown).toBeHidden();
}
