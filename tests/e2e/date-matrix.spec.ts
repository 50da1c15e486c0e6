import type { Browser, Page } from '@playwright/test';
import { isNonWorkingDay, type HiringEventType } from '../../machines/index.ts';
import { DATE_MATRIX } from '../support/date-matrix';
import { createWorld, processOf, type World } from './support/processes';
import { beforeEvent, replay } from './support/process-replay';
import { signedInContext } from './support/sessions';
import { screenActions } from './candidate-support/screen-driver';
import { companyScreenActions } from './company-support/screen-driver';
import { bucharestDay, resetServerClock, setServerNow } from './support/clock';
import { expectDayDisabled } from './support/date-picker';
import { casesFor, type MachineCase } from './support/machine-plan';
import { expect, test } from './support/test';

// The date pickers of the interview and final-offer screens at each of the calendar's hardest instants
// (tests/support/date-matrix.ts), one case per side. The server's clock is set to the instant and the browser reads
// the same clock, so "today", the months the pickers open on and the days they refuse are those of that instant.

const DAY = 86_400_000;
const plan = { candidate: casesFor('candidate'), company: casesFor('company') };

/** A world whose process stands where `type` can be sent (its path replayed through the API from the instant on). */
async function worldBefore(
  request: Parameters<typeof createWorld>[0],
  role: 'candidate' | 'company',
  type: HiringEventType,
): Promise<{ world: World; c: MachineCase }> {
  const c = plan[role].find((candidate) => candidate.step.type === type)!;
  const world = await createWorld(request);
  await replay(request, world, c.prefix);
  await beforeEvent(request, world, type);
  expect((await processOf(request, world.candidate, world.processId)).state).toBe(c.source);
  return { world, c };
}

async function screenOf(browser: Browser, baseURL: string, email: string, path: string): Promise<Page> {
  const page = await (await signedInContext(browser, baseURL, email)).newPage();
  await page.goto(path);
  return page;
}

const expectState = async (request: Parameters<typeof createWorld>[0], world: World, state: string) =>
  expect.poll(async () => (await processOf(request, world.company, world.processId)).state).toBe(state);

for (const instant of DATE_MATRIX) {
  test.describe(instant.name, () => {
    test.beforeEach(async ({ request }) => setServerNow(request, instant.at));
    test.afterEach(async ({ request }) => resetServerClock(request));

    test('the candidate picks the call time and proposes three interview times', async ({ browser, baseURL, request }) => {
      const offer = await worldBefore(request, 'candidate', 'candidate.acceptOffer');
      const page = await screenOf(browser, baseURL!, offer.world.candidate.email, `/app/offers/${offer.world.processId}`);
      const slot = page.getByRole('group', { name: 'Time of the call' });
      await expectDayDisabled(page, slot, 'Day', bucharestDay(new Date(Date.parse(instant.at) - DAY)));
      const closed = Array.from({ length: 14 }, (_, i) => bucharestDay(new Date(Date.parse(instant.at) + (i + 1) * DAY))).find(isNonWorkingDay);
      if (closed) await expectDayDisabled(page, slot, 'Day', closed);
      await screenActions['candidate.acceptOffer']!(page, offer.c.step);
      await expectState(request, offer.world, 'screening');
      await page.context().close();

      const choosing = await worldBefore(request, 'candidate', 'candidate.proposeOptions');
      const other = await screenOf(browser, baseURL!, choosing.world.candidate.email, `/app/offers/${choosing.world.processId}`);
      await screenActions['candidate.proposeOptions']!(other, choosing.c.step);
      await expectState(request, choosing.world, 'interview.companyChoosing');
      await other.context().close();
    });

    test('the company invites with three times and sends the final offer', async ({ browser, baseURL, request }) => {
      const invite = await worldBefore(request, 'company', 'company.proposeInterview');
      const page = await screenOf(
        browser,
        baseURL!,
        invite.world.company.email,
        `/app/needs/${invite.world.needId}/candidate/${invite.world.processId}`,
      );
      await companyScreenActions['company.proposeInterview']!(page, invite.c.step);
      await expectState(request, invite.world, 'interview.candidateChoosing');
      await page.context().close();

      // The final offer comes after the interview: the replay moves the clock past it, and the browser follows.
      const offer = await worldBefore(request, 'company', 'company.sendFinalOffer');
      const final = await screenOf(
        browser,
        baseURL!,
        offer.world.company.email,
        `/app/needs/${offer.world.needId}/candidate/${offer.world.processId}`,
      );
      await companyScreenActions['company.sendFinalOffer']!(final, offer.c.step);
      await expectState(request, offer.world, 'finalOffer');
      await final.context().close();
    });
  });
}
