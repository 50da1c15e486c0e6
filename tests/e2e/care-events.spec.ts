import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { CARE } from './support/accounts';
import { createWorld, processOf } from './support/processes';
import { beforeEvent, replay } from './support/process-replay';
import { resetServerClock } from './support/clock';
import { writeBrowserCoverage } from './candidate-support/coverage';
import { casesFor, eventTypesOf } from './support/machine-plan';
import { careScreenActions, openRow, performCareEvent } from './care-support/screen-driver';

// Generated from the hiring machine: one browser case per transition a care event can take (validate, invalidate,
// not presented from screening; a disputed presence settled either way; an offer ended early with a reason; every way
// back out of the archive). The path to its source state is replayed through the API; care takes the decision in its
// console, and the process must then be in the machine's target state and gone from the list that offered the
// decision. The server's own events (expiries, an erased account) are the system's: system-events.spec.ts.

const cases = casesFor('care');
const histories: { type: string; from: string | null; to: string }[][] = [];

test.describe.configure({ mode: 'serial' });

test('every care transition has a browser case, and every care event a console action', () => {
  for (const c of cases) expect(c.target, `${c.transition} is unreachable`).not.toBe('?');
  for (const type of eventTypesOf('care')) expect(careScreenActions[type], `${type} has no console action`).toBeDefined();
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
      care = await signedInContext(browser, baseURL!, CARE.email, { password: CARE.password });
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

test.afterAll(async () => {
  await care?.close();
  const figures = writeBrowserCoverage('care', histories);
  console.log(`browser-care coverage: ${figures.states} states, ${figures.transitions} transitions`);
  expect(histories).toHaveLength(cases.length);
  // Every care transition was driven through the real app, whatever else the other suites cover.
  const covered = new Set(figures.coveredTransitions);
  expect(cases.map((c) => c.transition).filter((id) => !covered.has(id))).toEqual([]);
});
