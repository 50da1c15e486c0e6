import { expect, type Locator, type Page } from '@playwright/test';
import type { HiringEventType } from '../../../machines/index.ts';
import { serverNow, workingDaysAfter } from '../support/clock';
import { pickDay, pickSlot } from '../support/date-picker';
import type { PlanStep } from '../support/machine-plan';

// How the company performs each of its events on the process screen (/app/needs/{id}/candidate/{process}), in
// English. A company event of the machine without an entry here fails the suite's first test.

/** Three options on different working days, far enough from the SERVER clock (which a suite may have moved). */
async function fillThreeOptions(page: Page, scope: Locator, time: string) {
  const days = workingDaysAfter(await serverNow(page.request), 3, 2);
  for (const [i, day] of days.entries()) await pickSlot(page, scope.getByRole('group', { name: `Option ${i + 1}` }), day, time);
}

async function refuse(page: Page, opener: Locator, title: string, reason: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  // Spec §5: a reason is required.
  await dialog.getByRole('button', { name: title }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: reason, exact: true }).check();
  if (reason === 'Other') await dialog.getByLabel('Tell us the reason').fill('Postul a fost ocupat intern.');
  await dialog.getByRole('button', { name: title }).click();
}

async function invite(page: Page, scope: Locator) {
  // Spec §5: office needs an address and a contact person (asterisk), refused on the spot when empty.
  await scope.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(scope.getByText('This field is required').first()).toBeVisible();
  await scope.getByLabel('Address').fill('Str. Republicii 12, Cluj-Napoca');
  await scope.getByLabel('Contact person').fill('Dr. Elena Rusu');
  await fillThreeOptions(page, scope, '10:00');
  await scope.getByRole('button', { name: 'Send the invitation' }).click();
}

export const companyScreenActions: Partial<Record<HiringEventType, (page: Page, step: PlanStep) => Promise<void>>> = {
  'company.acceptCandidate': async (page) => {
    await page.getByRole('button', { name: 'Accept the candidate' }).click();
  },
  'company.rejectCandidate': async (page) => {
    await refuse(page, page.getByRole('button', { name: 'Refuse the candidate' }), 'Refuse the candidate', 'Insufficient experience');
  },
  'company.proposeInterview': async (page) => {
    await invite(page, page.locator('main'));
  },
  'company.pickOption': async (page) => {
    await page.getByRole('button', { name: 'Schedule the interview' }).click();
    await expect(page.getByText('Please select an option')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Proposed times' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Schedule the interview' }).click();
  },
  'company.proposeOptions': async (page) => {
    await page.getByRole('button', { name: 'Propose other dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose other dates' });
    await fillThreeOptions(page, dialog, '14:00');
    await dialog.getByRole('button', { name: 'Send the proposals' }).click();
  },
  'company.cancelInterview': async (page) => {
    await refuse(page, page.getByRole('button', { name: /^Cancel the interview$/ }), 'Cancel the interview', 'Other');
  },
  'company.requestReschedule': async (page) => {
    await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule the interview' });
    await fillThreeOptions(page, dialog, '15:30');
    await dialog.getByRole('button', { name: 'Send the proposals' }).click();
  },
  'company.reportPresence': async (page, step) => {
    if (step.present !== false) return page.getByRole('button', { name: 'Yes, the candidate came' }).click();
    // Reporting an absence asks once, saying what follows (a dispute goes to care when the candidate said it was held).
    await page.getByRole('button', { name: 'No, the candidate did not come' }).click();
    const dialog = page.getByRole('dialog', { name: 'The candidate did not come?' });
    await expect(dialog.getByText(/Medilink customer care will call/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Report the candidate absent' }).click();
  },
  'company.sendFinalOffer': async (page) => {
    await page.getByRole('button', { name: 'Send a final offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the final offer' });
    await dialog.getByRole('button', { name: 'Send the final offer' }).click();
    await expect(dialog.getByText(/salary|required/i).first()).toBeVisible();
    // A minus typed by mistake is refused as typed, never turned into an offer of 1 LEI.
    const salary = dialog.getByRole('textbox', { name: 'Base salary (LEI gross a month)' });
    await salary.fill('-100');
    await dialog.getByRole('button', { name: 'Send the final offer' }).click();
    await expect(dialog.getByText('The salary must be greater than 0')).toBeVisible();
    await expect(salary).toHaveValue('-100');
    // Far above what the post advertised: pointed out before it is sent.
    await salary.fill('99999');
    await expect(dialog.getByText(/above the range the post advertised/)).toBeVisible();
    await salary.fill('11500');
    await expect(dialog.getByText(/above the range the post advertised/)).toHaveCount(0);
    // The suites' posts predate the terms: the working time and probation the post did not state are filled here.
    await dialog.getByRole('combobox', { name: 'Shifts' }).click();
    await page.getByRole('option', { name: '12 h shifts' }).click();
    await dialog.getByRole('textbox', { name: 'Gărzi a month' }).fill('4');
    await dialog.getByRole('textbox', { name: 'Pay per gardă (LEI gross)' }).fill('450');
    await dialog.getByRole('textbox', { name: 'Probation (days)' }).fill('90');
    await pickDay(page, dialog, 'Start date', workingDaysAfter(await serverNow(page.request), 1, 10)[0]!);
    await dialog.getByLabel('Other benefits').fill('Tichete de masă, abonament medical');
    await dialog.getByRole('button', { name: 'Send the final offer' }).click();
  },
  'company.reviseFinalOffer': async (page) => {
    await page.getByRole('button', { name: 'Correct the offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct the final offer' });
    await dialog.getByRole('textbox', { name: 'Base salary (LEI gross a month)' }).fill('11800');
    await dialog.getByRole('button', { name: 'Review the correction' }).click();
    await page.getByRole('dialog', { name: 'Check the correction' }).getByRole('button', { name: 'Send the corrected offer' }).click();
  },
  'company.extendFinalOffer': async (page) => {
    await page.getByRole('button', { name: 'Extend the offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extend the final offer' });
    // The machine asks for a later validity: refused on the spot without one.
    await dialog.getByRole('button', { name: 'Extend the offer' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    // The offer sent by the suites is valid a week and starts on the 10th working day: the 8th is later and before it.
    await pickDay(page, dialog, 'New validity (end of day)', workingDaysAfter(await serverNow(page.request), 1, 7)[0]!);
    await dialog.getByRole('button', { name: 'Extend the offer' }).click();
  },
  'company.requestFollowUp': async (page) => {
    await page.getByRole('button', { name: 'Invite to a new interview' }).click();
    await invite(page, page.getByRole('dialog', { name: 'Invite to a new interview' }));
  },
  'company.proposeTrial': async (page) => {
    await page.getByRole('button', { name: 'Propose a trial day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose a trial day' });
    await pickDay(page, dialog, 'Trial day', workingDaysAfter(await serverNow(page.request), 1, 2)[0]!);
    await dialog.getByRole('button', { name: 'Propose the trial day' }).click();
  },
  'company.decline': async (page) => {
    await refuse(page, page.getByRole('button', { name: 'Decline to hire' }), 'Decline to hire', 'High salary requirements');
  },
  'company.confirmHire': async (page) => {
    // The agreed terms stand beside the button; confirming asks once.
    await expect(page.getByRole('region', { name: 'Agreed terms' }).getByText('11,500 LEI gross a month')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm the hire' }).click();
    await page.getByRole('dialog', { name: 'Confirm the hire?' }).getByRole('button', { name: 'Yes, the contract is signed' }).click();
  },
  'company.withdrawAcceptedOffer': async (page) => {
    await refuse(
      page,
      page.getByRole('button', { name: 'Withdraw the accepted offer' }),
      'Withdraw the accepted offer',
      'The candidate did not sign the contract',
    );
  },
  'company.withdraw': async (page) => {
    await refuse(
      page,
      page.getByRole('button', { name: 'Withdraw the offer', exact: true }),
      'Withdraw the offer',
      'The post was filled from another source',
    );
  },
};

/** The control by which the screen offers each company event: visible exactly when the machine allows it. */
export const companyActionControls: Partial<Record<HiringEventType, (page: Page) => Locator>> = {
  'company.acceptCandidate': (page) => page.getByRole('button', { name: 'Accept the candidate' }),
  'company.rejectCandidate': (page) => page.getByRole('button', { name: 'Refuse the candidate' }),
  'company.proposeInterview': (page) => page.getByRole('button', { name: 'Send the invitation' }),
  'company.pickOption': (page) => page.getByRole('button', { name: 'Schedule the interview' }),
  'company.proposeOptions': (page) => page.getByRole('button', { name: 'Propose other dates' }),
  'company.cancelInterview': (page) => page.getByRole('button', { name: /^Cancel the interview$/ }),
  'company.requestReschedule': (page) => page.getByRole('button', { name: 'Reschedule', exact: true }),
  'company.reportPresence': (page) => page.getByRole('button', { name: 'Yes, the candidate came' }),
  'company.sendFinalOffer': (page) => page.getByRole('button', { name: 'Send a final offer' }),
  'company.extendFinalOffer': (page) => page.getByRole('button', { name: 'Extend the offer' }),
  'company.reviseFinalOffer': (page) => page.getByRole('button', { name: 'Correct the offer' }),
  'company.requestFollowUp': (page) => page.getByRole('button', { name: 'Invite to a new interview' }),
  'company.proposeTrial': (page) => page.getByRole('button', { name: 'Propose a trial day' }),
  'company.decline': (page) => page.getByRole('button', { name: 'Decline to hire' }),
  'company.confirmHire': (page) => page.getByRole('button', { name: 'Confirm the hire' }),
  'company.withdraw': (page) => page.getByRole('button', { name: 'Withdraw the offer', exact: true }),
  'company.withdrawAcceptedOffer': (page) => page.getByRole('button', { name: 'Withdraw the accepted offer' }),
};

/** The success toast of each company event (spec §8), in English. */
export const companySuccessToasts: Partial<Record<HiringEventType, string>> = {
  'company.acceptCandidate': 'The candidate was accepted',
  'company.rejectCandidate': 'The candidate was rejected',
  'company.proposeInterview': 'The interview was requested',
  'company.pickOption': 'The proposal was accepted',
  'company.proposeOptions': 'The proposals were sent',
  'company.requestReschedule': 'The proposals were sent',
  'company.cancelInterview': 'The interview was cancelled',
  'company.reportPresence': 'The presence was saved',
  'company.sendFinalOffer': 'The final offer was sent',
  'company.extendFinalOffer': 'The final offer was extended',
  'company.reviseFinalOffer': 'The corrected offer was sent to the candidate',
  'company.requestFollowUp': 'The interview was requested',
  'company.proposeTrial': 'The trial day was proposed',
  'company.decline': 'The candidate was rejected',
  'company.confirmHire': 'The hire was confirmed',
  'company.withdraw': 'The offer was withdrawn',
  'company.withdrawAcceptedOffer': 'The accepted offer was withdrawn',
};
