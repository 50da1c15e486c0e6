import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, signedInContext } from './support/accounts';
import { CARE, createWorld, processOf } from './candidate-support/api';
import { moveServerPast, resetServerClock, serverNow, useServerClock } from './support/clock';
import { beforeEvent, replay } from './candidate-support/api-driver';
import { writeBrowserCoverage } from './candidate-support/coverage';
import { casesFor, eventTypesOf } from './support/machine-plan';
import { careScreenActions, openRow, performCareEvent } from './care-support/screen-driver';
import { actionControls } from './candidate-support/screen-driver';
import { candidateStatusOf, hiringMachine, offerAnswerDeadline, type HiringContext, type HiringEventType } from '../../machines/index.ts';

// Generated from the hiring machine: one browser case per transition a care event can take (validate, invalidate,
// not presented from screening; a disputed presence settled either way; every way back out of the archive). The
// path to its source state is replayed through the API; care takes the decision in its console, and the process
// must then be in the machine's target state and gone from the list that offered the decision.
//
// Three care events no person sends from the console, each with browser cases of its own here. The server's deadline
// jobs send care.expireOffer (an offer 48 hours unanswered) and care.expireFinalOffer (a final offer past its
// validity): the offer open on the candidate's screen, the server's clock past the deadline, the job run (the e2e
// server has no worker: a test route runs this process's due jobs), and the screen shows the offer closed with nothing
// left to answer. An account's erasure sends care.closeAccount to every open process of that account: from each stage
// it can leave, the candidate deletes the account on the profile and the process ends as the machine says.

const DEADLINE_JOBS: Partial<Record<HiringEventType, { job: string; open: HiringEventType }>> = {
  'care.expireOffer': { job: 'offer.expire', open: 'candidate.acceptOffer' },
  'care.expireFinalOffer': { job: 'finalOffer.expire', open: 'candidate.acceptFinalOffer' },
};
const allCases = casesFor('care');
const expiries = allCases.filter((c) => DEADLINE_JOBS[c.step.type]);
const closings = allCases.filter((c) => c.step.type === 'care.closeAccount');
const SERVER_SENT = new Set(['care.closeAccount', ...Object.keys(DEADLINE_JOBS)]);
const cases = allCases.filter((c) => !SERVER_SENT.has(c.step.type));
const histories: { type: string; from: string | null; to: string }[][] = [];

test.describe.configure({ mode: 'serial' });

test('every care transition has a browser case, and every care event a person sends a console action', () => {
  const planned = new Set([...cases, ...expiries, ...closings].map((c) => c.transition));
  for (const c of allCases) {
    expect(planned.has(c.transition), `${c.transition} has no browser case`).toBe(true);
    expect(c.target, `${c.transition} is unreachable`).not.toBe('?');
  }
  for (const type of eventTypesOf('care').filter((t) => !SERVER_SENT.has(t))) {
    expect(careScreenActions[type], `${type} has no console action`).toBeDefined();
  }
});

// One care session for every case: signing in once keeps the suite short (each case is a fresh process).
let care: BrowserContext | undefined;
let page: Page;

for (const c of cases) {
  test(`${c.transition} → ${c.target}`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, c.prefix);
    await beforeEvent(request, world, c.step.type);
    expect((await processOf(request, world.care, world.processId)).state).toBe(c.source);

    if (!care) {
      care = await signedInContext(browser, baseURL!, CARE.email, undefined, CARE.password);
      page = await care.newPage();
    }
    await performCareEvent(page, world, c.step.type, c.step);
    const after = await processOf(request, world.care, world.processId);
    expect(after.state).toBe(c.target);
    expect(after.history.at(-1)?.type).toBe(c.step.type);
    // Decided for good: a fresh load of the list no longer offers the decision on this process.
    await expect(await openRow(page, world, c.step.type)).toHaveCount(0);

    histories.push(after.history);
    await resetServerClock(request);
  });
}

for (const expiry of expiries) {
  const { job, open } = DEADLINE_JOBS[expiry.step.type]!;
  test(`${expiry.transition} → ${expiry.target} (the server's deadline job)`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, expiry.prefix);
    // An offer was made by now: its deadline is at the latest the one of an offer made now.
    const offerDeadline = offerAnswerDeadline(await serverNow(request)).toISOString();
    expect((await processOf(request, world.care, world.processId)).state).toBe(expiry.source);
    const context = await signedInContext(browser, baseURL!, world.candidate.email);
    const page = await context.newPage();
    await page.goto(`/app/offers/${world.processId}`);
    await expect(actionControls[open]!(page)).toBeVisible();

    if (expiry.step.type === 'care.expireOffer') await moveServerPast(request, offerDeadline);
    else await beforeEvent(request, world, expiry.step.type);
    const answer = await request.post(`/api/test/processes/${world.processId}/deadlines`);
    expect(answer.status(), await answer.text()).toBe(200);
    expect(((await answer.json()) as { ran: string[] }).ran).toContain(job);
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

test.afterAll(async () => {
  await care?.close();
  const figures = writeBrowserCoverage('care', histories);
  console.log(`browser-care coverage: ${figures.states} states, ${figures.transitions} transitions`);
  expect(histories).toHaveLength(cases.length + expiries.length + closings.length);
  // Every care transition was driven through the real app, whatever else the other suites cover.
  const covered = new Set(figures.coveredTransitions);
  expect(allCases.map((c) => c.transition).filter((id) => !covered.has(id))).toEqual([]);
});
