import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { candidateStatusOf, hiringMachine, openEvents, type HiringContext } from '../../machines/index.ts';
import { signedInContext } from './support/sessions';
import { createWorld, processOf, type World } from './support/processes';
import { beforeEvent, replay } from './support/process-replay';
import { resetServerClock, serverNow } from './support/clock';
import { writeBrowserCoverage } from './candidate-support/coverage';
import { casesFor, eventTypesOf, isEventOf } from './support/machine-plan';
import { actionControls, screenActions, successToasts } from './candidate-support/screen-driver';

// Generated from the hiring machine: one browser case per transition a candidate event can take. The path to its
// source state is replayed through the API (company and care, and the candidate's earlier answers); the event
// itself is performed on the process screen, then the screen must show the status and exactly the actions the
// machine allows in the state reached.

const cases = casesFor('candidate');
const CANDIDATE_EVENT_TYPES = eventTypesOf('candidate');
const isCandidateEvent = isEventOf('candidate');
const histories: { type: string; from: string | null; to: string }[][] = [];

test.describe.configure({ mode: 'serial' });

test('every candidate event of the machine has a browser case and a screen action', () => {
  const covered = new Set(cases.map((c) => c.step.type));
  for (const type of CANDIDATE_EVENT_TYPES) {
    expect(covered.has(type), `${type} has no browser case`).toBe(true);
    expect(screenActions[type], `${type} has no screen action`).toBeDefined();
    expect(actionControls[type], `${type} has no control to look for`).toBeDefined();
  }
  for (const c of cases) expect(c.target, `${c.transition} is unreachable`).not.toBe('?');
});

/** The status and the actions the machine says the candidate has in the process as the server now holds it. */
async function expectScreenMatchesMachine(page: Page, world: World) {
  const view = await processOf(page.request, world.candidate, world.processId);
  const snapshot = hiringMachine.resolveState({ value: view.snapshot.value as never, context: view.snapshot.context as HiringContext });
  const expected = candidateStatusOf(snapshot);
  await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', expected);
  const allowed = openEvents(snapshot, { role: 'candidate', id: String(world.candidate.id) }, (await serverNow(page.request)).toISOString());
  for (const type of CANDIDATE_EVENT_TYPES) {
    const control = actionControls[type]!(page);
    if (allowed.includes(type)) await expect(control, `${type} should be offered`).toBeVisible();
    else await expect(control, `${type} should not be offered`).toHaveCount(0);
  }
}

for (const c of cases) {
  test(`${c.transition} → ${c.target}`, async ({ browser, baseURL, request }) => {
    const action = screenActions[c.step.type];
    expect(action, `no screen action for ${c.step.type}`).toBeDefined();
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, c.prefix);
    await beforeEvent(request, world, c.step.type);
    expect((await processOf(request, world.candidate, world.processId)).state).toBe(c.source);

    const context = await signedInContext(browser, baseURL!, world.candidate.email);
    const page = await context.newPage();
    await page.goto(`/app/offers/${world.processId}`);
    await expectScreenMatchesMachine(page, world);

    await action!(page, c.step);
    await expect(page.getByText(successToasts[c.step.type]!)).toBeVisible();
    const after = await processOf(request, world.candidate, world.processId);
    expect(after.state).toBe(c.target);
    expect(after.history.at(-1)?.type).toBe(c.step.type);
    await expectScreenMatchesMachine(page, world);
    // What the screen shows is what a fresh load shows: nothing was decided by the browser alone.
    await page.reload();
    await expectScreenMatchesMachine(page, world);

    histories.push(after.history);
    await context.close();
    await resetServerClock(request);
  });
}

test.afterAll(() => {
  const figures = writeBrowserCoverage('candidate', histories);
  console.log(`browser-candidate coverage: ${figures.states} states, ${figures.transitions} transitions`);
  expect(histories.every((h) => h.some((s) => isCandidateEvent(s.type)))).toBe(true);
});
