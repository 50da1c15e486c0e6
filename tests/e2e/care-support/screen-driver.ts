import { expect, type Locator, type Page } from '@playwright/test';
import type { HiringEventType } from '../../../machines/index.ts';
import { type World } from '../support/processes';
import type { PlanStep } from '../support/machine-plan';

// How customer care performs each of its events in its console (/app/care/...), in English: find the process's row
// in the section that lists it, press the decision, write the note every care decision keeps, confirm. A care event
// of the machine without an entry here fails the suite's first test.

export interface CareScreenAction {
  /** The console section whose list holds the process while the event can be sent. */
  section: string;
  /**
   * A section that lists by search: the search box, filled with the candidate's email, and the API path whose answer
   * fills the list (the others list what waits for care, /api/care/queue).
   */
  search?: { label: string; api: string };
  /** The process's row in that list (one). */
  row: (page: Page, world: World) => Locator;
  /** The decision's button on the row, and what the dialog's confirm button says. */
  decision: (step: PlanStep) => { button: string; confirm: string };
  /** What care fills in the dialog besides the note (a validation's licence check). */
  fill?: (dialog: Locator) => Promise<void>;
  /** The toast once the server took it. */
  toast: string;
  /** Shown once the list has rendered what the server sent (its table, or the words of an empty list). */
  loaded: (page: Page, world: World) => Locator;
}

const screeningLoaded = (page: Page) =>
  page.getByRole('table', { name: 'Phone screens to do' }).or(page.getByText('No candidate is waiting for a phone screen.'));
const screeningRow = (page: Page, world: World) => page.getByTestId(`screening-${world.processId}`);
const followUpRow = (page: Page, world: World) => page.locator(`tr[data-process="${world.processId}"]`);
// The search lists the candidate's processes; the row is the process's while the machine lets care end its offer.
const searchedRow = (page: Page, world: World) =>
  page
    .getByRole('table', { name: 'Processes found' })
    .locator(`tr[data-process="${world.processId}"]`)
    .filter({ has: page.getByRole('button', { name: 'End the offer', exact: true }) });
// The archive is paged: the search box narrows it to this candidate's processes (each has its own email) first.
const archivedRow = (page: Page, world: World) =>
  page
    .getByRole('table', { name: 'Archived processes' })
    .getByRole('row')
    .filter({ has: page.locator(`a[href$="/statecharts/process/${world.processId}"]`) });

export const careScreenActions: Partial<Record<HiringEventType, CareScreenAction>> = {
  'care.validate': {
    section: '/app/care',
    row: screeningRow,
    decision: () => ({ button: 'Validate', confirm: 'Validate' }),
    // The worlds' posts are regulated job titles and their candidates uploaded no licence document: care confirms it
    // checked the licence in the body's public register, with the register's reference.
    fill: async (dialog) => {
      await dialog.getByRole('checkbox', { name: 'Licence checked' }).check();
      await dialog.getByRole('textbox', { name: /^Register reference/ }).fill('OAMGMAMR 2026/118');
    },
    toast: 'was validated and recommended to the company.',
    loaded: screeningLoaded,
  },
  'care.invalidate': {
    section: '/app/care',
    row: screeningRow,
    decision: () => ({ button: 'Invalidate', confirm: 'Invalidate' }),
    toast: 'was invalidated.',
    loaded: screeningLoaded,
  },
  'care.markNotPresented': {
    section: '/app/care',
    row: screeningRow,
    decision: () => ({ button: 'Not presented', confirm: 'Mark as not presented' }),
    toast: 'was marked as not presented.',
    loaded: screeningLoaded,
  },
  'care.settlePresence': {
    section: '/app/care/follow-ups',
    row: followUpRow,
    decision: (step) =>
      step.held === false
        ? { button: 'It did not take place', confirm: 'It did not take place' }
        : { button: 'It took place', confirm: 'It took place' },
    toast: 'The presence was settled',
    loaded: (page) => page.getByRole('table', { name: 'Follow-ups' }).or(page.getByText('Nothing to follow up.')),
  },
  'care.endOffer': {
    section: '/app/care/search',
    search: { label: 'Search a person or a company', api: '/api/care/search?q=' },
    row: searchedRow,
    decision: () => ({ button: 'End the offer', confirm: 'End the offer' }),
    // The reason both sides read.
    fill: async (dialog) => {
      await dialog.getByRole('radio', { name: 'The employer asked customer care to close it' }).check();
    },
    toast: 'was ended.',
    loaded: (page) => page.getByRole('table', { name: 'Processes found' }),
  },
  'care.unarchive': {
    section: '/app/care/archive',
    search: { label: 'Candidate or company', api: '/api/care/archived?q=' },
    row: archivedRow,
    decision: () => ({ button: 'Unarchive', confirm: 'Reopen' }),
    toast: 'The process was reopened.',
    // Narrowed to one candidate's email (the unfiltered rows stay while it loads): their process, or none.
    loaded: (page, world) => archivedRow(page, world).or(page.getByText('No archived process.')),
  },
};

/**
 * The process's row as the console shows it once its list has loaded from the server: the section opened, and for
 * a section that lists by search (the archive, the search) its search filled with the candidate's email.
 */
export async function openRow(page: Page, world: World, type: HiringEventType): Promise<Locator> {
  const action = careScreenActions[type]!;
  const { search } = action;
  const loaded = page.waitForResponse((r) => r.ok() && (search ? r.url().includes(search.api) : r.url().endsWith('/api/care/queue')));
  await page.goto(action.section);
  if (search) await page.getByLabel(search.label).fill(world.candidate.email);
  await loaded;
  await expect(action.loaded(page, world)).toBeVisible();
  return action.row(page, world);
}

/** Takes the decision on the process's row with a note and waits for the server's answer. */
export async function performCareEvent(page: Page, world: World, type: HiringEventType, step: PlanStep): Promise<void> {
  const row = await openRow(page, world, type);
  await expect(row).toHaveCount(1);
  const { button, confirm } = careScreenActions[type]!.decision(step);
  await row.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  // Every care decision keeps a note of why: confirming without one is refused on the spot.
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog.getByText('Write a short note')).toBeVisible();
  await dialog.getByLabel('Note (what you learned, why)').fill('Discutat telefonic cu ambele părți.');
  await careScreenActions[type]!.fill?.(dialog);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(page.getByText(careScreenActions[type]!.toast, { exact: false }).first()).toBeVisible();
}
