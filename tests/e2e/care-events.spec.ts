import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInContext } from './support/accounts';
import { CARE, createWorld, processOf } from './candidate-support/api';
import { moveServerPast, resetServerClock, serverNow, useServerClock } from './support/clock';
import { beforeEvent, replay } from './candidate-support/api-driver';
import { writeBrowserCoverage } from './candidate-support/coverage';
import { casesFor, eventTypesOf } from './support/machine-plan';
import { careScreenActions, openRow, performCareEvent } from './care-support/screen-driver';
import { actionControls } from './candidate-support/screen-driver';
import { candidateStatusOf, hiringMachine, offerAnswerDeadline, type HiringContext } from '../../machines/index.ts';

// Generated from the hiring machine: one browser case per transition a care event can take (validate, invalidate,
// not presented from screening; a disputed presence settled either way; every way back out of the archive). The
// path to its source state is replayed through the API; care takes the decision in its console, and the process
// must then be in the machine's target state and gone from the list that offered the decision.
//
// Three care events no person sends from the console: the server's deadline jobs send care.expireOffer (an offer
// 48 hours unanswered) and care.expireFinalOffer (a final offer past its validity, final-offer-validity.spec.ts), and
// an account's erasure sends care.closeAccount to every open process of that account (gdpr.spec.ts). The offer
// expiry's case is here and is the candidate's: the offer open on their screen, the server's clock past the
// deadline, the job run (the e2e server has no worker: a test route runs this process's due jobs), and the screen
// shows the offer closed with nothing left to answer.

const SERVER_SENT = new Set(['care.expireOffer', 'care.expireFinalOffer', 'care.closeAccount']);
const expiry = casesFor('care').find((c) => c.step.type === 'care.expireOffer');
const cases = casesFor('care').filter((c) => !SERVER_SENT.has(c.step.type));
const histories: { type: string; from: string | null; to: string }[][] = [];

test.describe.configure({ mode: 'serial' });

test('every care event a person sends has a browser case and a console action', () => {
  const covered = new Set(cases.map((c) => c.step.type));
  for (const type of eventTypesOf('care').filter((t) => !SERVER_SENT.has(t))) {
    expect(covered.has(type), `${type} has no browser case`).toBe(true);
    expect(careScreenActions[type], `${type} has no console action`).toBeDefined();
  }
  for (const c of cases) expect(c.target, `${c.transition} is unreachable`).not.toBe('?');
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

test(`${expiry!.transition} → ${expiry!.target} (the server's deadline job)`, async ({ browser, baseURL, request }) => {
  await resetServerClock(request);
  const world = await createWorld(request);
  // The offer was made by now: its deadline is at the latest the one of an offer made now.
  const deadline = offerAnswerDeadline(await serverNow(request));
  expect((await processOf(request, world.care, world.processId)).state).toBe(expiry!.source);
  const context = await signedInContext(browser, baseURL!, world.candidate.email);
  const page = await context.newPage();
  await page.goto(`/app/offers/${world.processId}`);
  await expect(actionControls['candidate.acceptOffer']!(page)).toBeVisible();

  await moveServerPast(request, deadline.toISOString());
  const answer = await request.post(`/api/test/processes/${world.processId}/deadlines`);
  expect(answer.status(), await answer.text()).toBe(200);
  expect(((await answer.json()) as { ran: string[] }).ran).toContain('offer.expire');
  const after = await processOf(request, world.candidate, world.processId);
  expect(after.state).toBe(expiry!.target);
  expect(after.history.at(-1)?.type).toBe(expiry!.step.type);

  await useServerClock(context);
  await page.reload();
  const snapshot = hiringMachine.resolveState({ value: after.snapshot.value as never, context: after.snapshot.context as HiringContext });
  await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', candidateStatusOf(snapshot));
  for (const type of eventTypesOf('candidate')) await expect(actionControls[type]!(page), `${type} after the expiry`).toHaveCount(0);

  histories.push(after.history);
  await context.close();
  await resetServerClock(request);
});

test.afterAll(async () => {
  await care?.close();
  const figures = writeBrowserCoverage('care', histories);
  console.log(`browser-care coverage: ${figures.states} states, ${figures.transitions} transitions`);
  expect(histories).toHaveLength(cases.length + 1);
});
