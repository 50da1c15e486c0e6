import { expect, type Locator, type Page } from '@playwright/test';
import type { HiringEventType } from '../../../machines/index.ts';
import { serverNow, workingDaysAfter } from '../support/clock';
import { pickSlot } from '../support/date-picker';
import type { PlanStep } from '../support/machine-plan';

// How the candidate performs each of its events on the process screen (/app/offers/{id}), in English. A candidate
// event of the machine without an entry here fails its browser case.

async function chooseReason(dialog: Locator, reason: string) {
  await dialog.getByRole('radio', { name: reason, exact: true }).check();
}

async function proposeThree(page: Page, dialog: Locator) {
  const days = workingDaysAfter(await serverNow(page.request), 3, 2);
  for (const [i, day] of days.entries()) await pickSlot(page, dialog.getByRole('group', { name: `Option ${i + 1}` }), day, '11:30');
  await dialog.getByRole('button', { name: 'Send the proposals' }).click();
}

export const screenActions: Partial<Record<HiringEventType, (page: Page, step: PlanStep) => Promise<void>>> = {
  'candidate.acceptOffer': async (page) => {
    await pickSlot(page, page.getByRole('group', { name: 'Time of the call' }), workingDaysAfter(await serverNow(page.request), 1)[0]!, '10:30');
    await page.getByRole('button', { name: "I'm interested" }).click();
  },
  'candidate.rejectOffer': async (page) => {
    await page.getByRole('button', { name: 'Not interested' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuse the offer' });
    await chooseReason(dialog, 'Already employed');
    await dialog.getByRole('button', { name: 'Refuse the offer' }).click();
  },
  'candidate.pickOption': async (page) => {
    // Spec §5: answering without choosing is refused on the spot.
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByText('Please select an option')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Choose the time of the interview' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Send the answer' }).click();
  },
  'candidate.proposeOptions': async (page) => {
    await page.getByRole('radio', { name: 'None of these times suits me: I will propose others' }).check();
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await proposeThree(page, page.getByRole('dialog', { name: 'Propose other times' }));
  },
  'candidate.requestReschedule': async (page) => {
    await page.getByRole('button', { name: 'Request another date' }).click();
    await proposeThree(page, page.getByRole('dialog', { name: 'Request another date' }));
  },
  'candidate.cancelInterview': async (page) => {
    await page.getByRole('button', { name: 'Cancel the interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the interview' });
    await expect(dialog.getByText('at least 48 hours')).toBeVisible();
    await chooseReason(dialog, 'Other');
    await dialog.getByLabel('Tell us the reason').fill('Am primit o altă ofertă.');
    await dialog.getByRole('button', { name: 'Cancel the interview' }).click();
  },
  'candidate.reportPresence': async (page, step) => {
    if (step.present !== false) return page.getByRole('button', { name: 'Yes, it took place' }).click();
    // Saying the employer did not hold it asks once, saying what follows.
    await page.getByRole('button', { name: 'No, the employer did not hold it' }).click();
    const dialog = page.getByRole('dialog', { name: 'The interview did not take place?' });
    await expect(dialog.getByText(/Medilink customer care will (call you both|contact the employer)/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Report that it did not take place' }).click();
  },
  'candidate.giveFeedback': async (page, step) => {
    await page.getByRole('button', { name: 'Send the feedback' }).click();
    await expect(page.getByText('Please select an option')).toBeVisible();
    await page.getByRole('radio', { name: step.interested === false ? 'No, I stop here' : 'Yes, I want to continue' }).check();
    await page.getByLabel('Comment (optional)').fill('Echipa mi-a plăcut.');
    await page.getByRole('button', { name: 'Send the feedback' }).click();
  },
  'candidate.acceptFinalOffer': async (page) => {
    await page.getByRole('button', { name: 'Accept the offer' }).click();
    await page.getByRole('dialog', { name: 'Accept the final offer?' }).getByRole('button', { name: 'Yes, I accept the offer' }).click();
  },
  'candidate.rejectFinalOffer': async (page) => {
    await page.getByRole('button', { name: 'Reject the offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject the final offer' });
    await chooseReason(dialog, 'Insufficient salary');
    await dialog.getByRole('button', { name: 'Reject the offer' }).click();
  },
  'candidate.replyToRefusal': async (page) => {
    // The only "Send the answer" on an archived process's page: the times' panel is gone with the interview.
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your answer' }).fill('Referințele nu sunt de la un loc unde am lucrat.');
    await page.getByRole('button', { name: 'Send the answer' }).click();
  },
};

/** The control by which the screen offers each candidate event: visible exactly when the event is allowed. */
export const actionControls: Partial<Record<HiringEventType, (page: Page) => Locator>> = {
  'candidate.acceptOffer': (page) => page.getByRole('button', { name: "I'm interested" }),
  'candidate.rejectOffer': (page) => page.getByRole('button', { name: 'Not interested' }),
  'candidate.pickOption': (page) => page.getByRole('radiogroup', { name: 'Choose the time of the interview' }),
  'candidate.proposeOptions': (page) => page.getByRole('radio', { name: 'None of these times suits me: I will propose others' }),
  'candidate.requestReschedule': (page) => page.getByRole('button', { name: 'Request another date' }),
  'candidate.cancelInterview': (page) => page.getByRole('button', { name: 'Cancel the interview' }),
  'candidate.reportPresence': (page) => page.getByRole('button', { name: 'Yes, it took place' }),
  'candidate.giveFeedback': (page) => page.getByRole('button', { name: 'Send the feedback' }),
  'candidate.acceptFinalOffer': (page) => page.getByRole('button', { name: 'Accept the offer' }),
  'candidate.rejectFinalOffer': (page) => page.getByRole('button', { name: 'Reject the offer' }),
  // Its field, not its button: the interview times' panel sends its answer with a button of the same name.
  'candidate.replyToRefusal': (page) => page.getByRole('textbox', { name: 'Your answer' }),
};

/** The success toast of each candidate event (spec §8), in English. */
export const successToasts: Partial<Record<HiringEventType, string>> = {
  'candidate.acceptOffer': 'Thank you! Medilink customer care will call you at the time you chose.',
  'candidate.rejectOffer': 'The offer was rejected',
  'candidate.pickOption': 'The proposal was accepted',
  'candidate.proposeOptions': 'The proposals were sent',
  'candidate.requestReschedule': 'The new interview dates were requested',
  'candidate.cancelInterview': 'The interview was cancelled',
  'candidate.reportPresence': 'The presence was saved',
  'candidate.giveFeedback': 'The feedback was sent',
  'candidate.acceptFinalOffer': 'You accepted the final offer. The employer will confirm the hire once the contract is signed.',
  'candidate.rejectFinalOffer': 'The offer was rejected',
  'candidate.replyToRefusal': 'Your answer was sent',
};
