import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { createWorld } from './support/processes';
import { replay } from './support/process-replay';
import { text } from './support/catalog';
import { resetServerClock, serverNow, workingDaysAfter } from './support/clock';
import { expectAccessible } from './support/axe';
import { ROMANIAN, pickDay } from './support/date-picker';
import type { PlanStep } from './support/machine-plan';

// The final offer carries the Labour Code art. 17(3) terms: the company's dialog starts from the post (its place,
// its name, the advertised range), asks the reason of a salary below that range, and the candidate's card lists
// every term beside what the post advertised, with a badge on what changed. On a phone, in Romanian.

const TO_FEEDBACK: PlanStep[] = [
  { type: 'candidate.acceptOffer' },
  { type: 'care.validate' },
  { type: 'company.acceptCandidate' },
  { type: 'company.proposeInterview' },
  { type: 'candidate.pickOption' },
  { type: 'company.reportPresence', present: true },
  { type: 'candidate.reportPresence', present: true },
  { type: 'candidate.giveFeedback' },
];

const say = (source: string) => text('ro-RO', source);

test('the final offer dialog starts from the post and the candidate reads every term and what changed (390 px, ro-RO)', async ({
  browser,
  baseURL,
  request,
}) => {
  await resetServerClock(request);
  const world = await createWorld(request);
  await replay(request, world, TO_FEEDBACK);

  const phone = async (email: string) => {
    const context = await signedInContext(browser, baseURL!, email);
    await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    return page;
  };
  const company = await phone(world.company.email);
  await company.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
  await company.getByRole('button', { name: say('Send a final offer') }).click();
  const dialog = company.getByRole('dialog', { name: say('Send the final offer') });

  // Prefilled from the post: its city as the place, its job title as the post, a full-time normă, the legal minimums.
  await expect(dialog.getByRole('textbox', { name: say('Place of work') })).toHaveValue(/Cluj/);
  await expect(dialog.getByRole('textbox', { name: say('Post (job title)') })).toHaveValue(/Medic/);
  await expect(dialog.getByRole('textbox', { name: say('Hours a week') })).toHaveValue('40');
  await expect(dialog.getByRole('textbox', { name: say('Annual leave (working days)') })).toHaveValue('20');
  await expect(dialog.getByText(/9\.000–12\.000 LEI/)).toBeVisible();

  // Every missing term is named in Romanian before anything is sent.
  await dialog.getByRole('button', { name: say('Send the final offer') }).click();
  await expect(dialog.getByText(say('This field is required')).first()).toBeVisible();

  // Below the advertised range: the reason the candidate will read is asked for.
  const salary = dialog.getByRole('textbox', { name: say('Base salary (LEI gross a month)') });
  await salary.fill('8000');
  const reason = dialog.getByRole('textbox', { name: say('Why is the salary below the advertised range?') });
  await expect(reason).toBeVisible();
  await dialog.getByRole('combobox', { name: say('Shifts') }).click();
  await company.getByRole('option', { name: say('24 h shifts') }).click();
  await dialog.getByRole('textbox', { name: say('Gărzi a month') }).fill('2');
  await dialog.getByRole('textbox', { name: say('Pay per gardă (LEI gross)') }).fill('450');
  await dialog.getByRole('textbox', { name: say('Probation (days)') }).fill('91');
  await pickDay(company, dialog, say('Start date'), workingDaysAfter(await serverNow(request), 1, 10)[0]!, ROMANIAN);
  await dialog.getByRole('button', { name: say('Send the final offer') }).click();
  await expect(dialog.getByText(say('Probation is at most 90 days (120 in a management role)'))).toBeVisible();
  await dialog.getByRole('textbox', { name: say('Probation (days)') }).fill('90');
  await dialog.getByRole('button', { name: say('Send the final offer') }).click();
  await expect(dialog.getByText(say("The salary is below the post's advertised range: tell the candidate why"))).toBeVisible();
  await company.screenshot({ path: 'test-results/final-offer-terms-dialog-ro.png', fullPage: true });
  await expectAccessible(company, 'the final offer dialog with the Labour Code terms');
  await reason.fill('Primele trei luni fără gărzi de noapte, până la atestat');
  await dialog.getByRole('button', { name: say('Send the final offer') }).click();
  await expect(dialog).toBeHidden();

  const candidate = await phone(world.candidate.email);
  await candidate.goto(`/app/offers/${world.processId}`);
  const card = candidate.getByRole('region', { name: say('Final offer') });
  await expect(card.getByText(say('Base salary'))).toBeVisible();
  await expect(card.getByText(/8\.000 LEI brut pe lună/)).toBeVisible();
  // The salary is under the range, and the working time (24 h shifts with gărzi) is not the day post advertised.
  await expect(card.getByText(say('changed from the post'))).toHaveCount(2);
  await expect(card.getByText('Primele trei luni fără gărzi de noapte, până la atestat')).toBeVisible();
  for (const label of [
    'Place of work',
    'Post',
    'Working time',
    'Pay per gardă',
    'Start date',
    'Contract',
    'Probation',
    'Annual leave',
    'Notice period',
  ])
    await expect(card.getByText(say(label), { exact: true })).toBeVisible();
  // Romanian counts from 20 take "de"; a value after its label and in "(în anunț: …)" starts lower-case.
  await expect(card.getByText(/normă întreagă · 40 de ore pe săptămână · ture de 24 h · 2 gărzi pe lună/)).toBeVisible();
  await expect(card.getByText(/în anunț: 9\.000–12\.000 LEI brut/)).toBeVisible();
  await expect(card.getByText('pe perioadă nedeterminată (în anunț: pe perioadă nedeterminată)')).toBeVisible();
  await expect(card.getByText('90 de zile (în anunț: 90 de zile)')).toBeVisible();
  await expect(card.getByText('20 de zile lucrătoare', { exact: true })).toBeVisible();
  await expect(card.getByText('20 de zile lucrătoare din partea angajatorului; 20 de zile lucrătoare la demisie')).toBeVisible();
  await candidate.screenshot({ path: 'test-results/final-offer-terms-card-ro.png', fullPage: true });
  await expectAccessible(candidate, "the candidate's final offer card with the Labour Code terms");
});
