import { expect, test } from './support/test';
import { PASSWORD } from './support/accounts';
import { signedInContext } from './support/sessions';
import { createWorld, processOf } from './support/processes';
import { beforeEvent, replay, runDeadlineJobs } from './support/process-replay';
import { resetServerClock, useServerClock } from './support/clock';
import { writeBrowserCoverage } from './candidate-support/coverage';
import { casesFor, eventTypesOf } from './support/machine-plan';
import { actionControls } from './candidate-support/screen-driver';
import { candidateStatusOf, hiringMachine, type HiringContext, type HiringEventType } from '../../machines/index.ts';

// The system's events, which no person sends and no request can: one browser case per transition. The server's
// deadline jobs send system.expireOffer (an offer unanswered past its deadline) and system.expireFinalOffer (a final
// offer past its validity): the offer open on the candidate's screen, the job run before the deadline does nothing,
// the server's clock past the deadline, the job run again (the e2e server has no worker: a test route runs this
// process's due jobs), and the screen shows the offer closed with nothing left to answer. An account's erasure sends
// system.closeAccount to every open process of that account: from each stage it can leave, the candidate deletes the
// account on the profile and the process ends as the machine says.

const DEADLINE_JOBS: Partial<Record<HiringEventType, { job: string; open: HiringEventType }>> = {
  'system.expireOffer': { job: 'offer.expire', open: 'candidate.acceptOffer' },
  'system.expireFinalOffer': { job: 'finalOffer.expire', open: 'candidate.acceptFinalOffer' },
};
const cases = casesFor('system');
const expiries = cases.filter((c) => DEADLINE_JOBS[c.step.type]);
const closings = cases.filter((c) => c.step.type === 'system.closeAccount');
const histories: { type: string; from: string | null; to: string }[][] = [];

test.describe.configure({ mode: 'serial' });

test('every system transition has a browser case', () => {
  const planned = new Set([...expiries, ...closings].map((c) => c.transition));
  for (const c of cases) {
    expect(planned.has(c.transition), `${c.transition} has no browser case`).toBe(true);
    expect(c.target, `${c.transition} is unreachable`).not.toBe('?');
  }
});

for (const expiry of expiries) {
  const { job, open } = DEADLINE_JOBS[expiry.step.type]!;
  test(`${expiry.transition} → ${expiry.target} (the server's deadline job)`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, expiry.prefix);
    expect((await processOf(request, world.care, world.processId)).state).toBe(expiry.source);
    const context = await signedInContext(browser, baseURL!, world.candidate.email);
    const page = await context.newPage();
    await page.goto(`/app/offers/${world.processId}`);
    await expect(actionControls[open]!(page)).toBeVisible();

    // Before its deadline the job does not run, and the offer waits.
    expect(await runDeadlineJobs(request, world)).not.toContain(job);
    expect((await processOf(request, world.care, world.processId)).state).toBe(expiry.source);
    await beforeEvent(request, world, expiry.step.type);
    expect(await runDeadlineJobs(request, world)).toContain(job);
    const after = await processOf(request, world.candidate, world.processId);
    expect(after.state).toBe(expiry.target);
    expect(after.history.at(-1)?.type).toBe(expiry.step.type);

    await useServerClock(context);
    await page.reload();
    const snapshot = hiringMachine.resolveState({ value: after.snapshot.value as never, context: after.snapshot.context as HiringContext });
    await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', candidateStatusOf(snapshot));
    for (const type of eventTypesOf('candidate')) await expect(actionControls[type]!(page), `${type} after the expiry`).toHaveCount(0);

    histories.push(after.history);
    await context.close();
    await resetServerClock(request);
  });
}

for (const closing of closings) {
  test(`${closing.transition} → ${closing.target} (the candidate deletes the account)`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, closing.prefix);
    expect((await processOf(request, world.care, world.processId)).state).toBe(closing.source);
    const context = await signedInContext(browser, baseURL!, world.candidate.email);
    const page = await context.newPage();
    await page.goto('/app/profile');
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();

    const after = await processOf(request, world.care, world.processId);
    expect(after.state).toBe(closing.target);
    expect(after.history.at(-1)?.type).toBe(closing.step.type);
    histories.push(after.history);
    await context.close();
    await resetServerClock(request);
  });
}

test.afterAll(() => {
  const figures = writeBrowserCoverage('system', histories);
  console.log(`browser-system coverage: ${figures.states} states, ${figures.transitions} transitions`);
  expect(histories).toHaveLength(expiries.length + closings.length);
  // Every system transition was driven through the real app, whatever else the other suites cover.
  const covered = new Set(figures.coveredTransitions);
  expect(cases.map((c) => c.transition).filter((id) => !covered.has(id))).toEqual([]);
});
