import type { BrowserContext } from '@playwright/test';
import { isWorkingDay } from '../../machines/index.ts';
import { createWorld, processOf } from './support/processes';
import { beforeEvent, replay } from './support/process-replay';
import { signedInContext } from './support/sessions';
import { bucharestDay, serverNow, workingDaysAfter } from './support/clock';
import { ROMANIAN, expectDayDisabled, pickDay } from './support/date-picker';
import { casesFor } from './support/machine-plan';
import { expect, test } from './support/test';

// One working-day rule (docs/workflow.md). Whatever day the suite runs on, the call-time picker of
// the candidate and the interview-option pickers of the company refuse the next Saturday and Sunday, and accept the
// next working day, in ro-RO (the default language).

const DAY = 86_400_000;

/** The next Saturday and Sunday after the server's today, on the Bucharest calendar. */
async function nextWeekend(request: Parameters<typeof serverNow>[0]): Promise<string[]> {
  const now = (await serverNow(request)).getTime();
  const days = Array.from({ length: 9 }, (_, i) => bucharestDay(new Date(now + (i + 2) * DAY)));
  const saturday = days.findIndex((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 6);
  return [days[saturday]!, days[saturday + 1]!];
}

/** After signing in (in English, as every suite does), the pages of the context open in Romanian. */
async function inRomanian(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
  return context.newPage();
}

test('the candidate cannot choose a Saturday or a Sunday for the call with care', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);
  const weekend = await nextWeekend(request);
  expect(weekend.some(isWorkingDay)).toBe(false);
  const page = await inRomanian(await signedInContext(browser, baseURL!, world.candidate.email));
  await page.goto(`/app/offers/${world.processId}`);
  const slot = page.getByRole('group', { name: 'Ora apelului' });
  for (const day of weekend) await expectDayDisabled(page, slot, ROMANIAN.day, day, ROMANIAN);
  await pickDay(page, slot, ROMANIAN.day, workingDaysAfter(await serverNow(request), 1, 1)[0]!, ROMANIAN);
  await page.context().close();
});

test('the company cannot propose an interview on a Saturday or a Sunday', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);
  const c = casesFor('company').find((candidate) => candidate.step.type === 'company.proposeInterview')!;
  await replay(request, world, c.prefix);
  await beforeEvent(request, world, 'company.proposeInterview');
  expect((await processOf(request, world.company, world.processId)).state).toBe('companyAccepted');
  const weekend = await nextWeekend(request);
  const page = await inRomanian(await signedInContext(browser, baseURL!, world.company.email));
  await page.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
  // The invitation starts from the company's contact person (its profile), not empty.
  await expect(page.getByRole('textbox', { name: 'Persoană de contact' })).toHaveValue('Ion Popescu');
  const option = page.getByRole('group', { name: 'Opțiunea 1' });
  for (const day of weekend) await expectDayDisabled(page, option, ROMANIAN.day, day, ROMANIAN);
  await pickDay(page, option, ROMANIAN.day, workingDaysAfter(await serverNow(request), 1, 1)[0]!, ROMANIAN);
  await page.context().close();
});
