import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { companyStatusOf, hiringMachine, openEvents, type HiringContext } from '../../machines/index.ts';
import { signedInContext } from './support/sessions';
import { createWorld, processOf, type World } from './support/processes';
import { beforeEvent, replay } from './support/process-replay';
import { resetServerClock, serverNow } from './support/clock';
import { writeBrowserCoverage } from './candidate-support/coverage';
import { casesFor, eventTypesOf, isEventOf } from './support/machine-plan';
import { companyActionControls, companyScreenActions, companySuccessToasts } from './company-support/screen-driver';

// Generated from the hiring machine: one browser case per transition a company event can take. The path to its
// source state is replayed through the API (candidate and care, and the company's earlier steps); the event itself is
// performed on the company's process screen, which must then show the status and exactly the actions the machine
// allows in the state reached.

// Closing the position (company.withdraw) is the same screen action from every stage: one case here, from the first
// stage; company-archive-need.spec.ts drives it from every other stage at once, by archiving the need.
const cases = casesFor('company').filter((c) => c.step.type !== 'company.withdraw' || c.source === 'offered');
const COMPANY_EVENT_TYPES = eventTypesOf('company');
const isCompanyEvent = isEventOf('company');
const histories: { type: string; from: string | null; to: string }[][] = [];

test.describe.configure({ mode: 'serial' });

test('every company event of the machine has a browser case and a screen action', () => {
  const covered = new Set(cases.map((c) => c.step.type));
  for (const type of COMPANY_EVENT_TYPES) {
    expect(covered.has(type), `${type} has no browser case`).toBe(true);
    expect(companyScreenActions[type], `${type} has no screen action`).toBeDefined();
    expect(companyActionControls[type], `${type} has no control to look for`).toBeDefined();
  }
  for (const c of cases) expect(c.target, `${c.transition} is unreachable`).not.toBe('?');
});

async function expectScreenMatchesMachine(page: Page, world: World) {
  const view = await processOf(page.request, world.company, world.processId);
  const snapshot = hiringMachine.resolveState({ value: view.snapshot.value as never, context: view.snapshot.context as HiringContext });
  await expect(page.locator('[data-company-status]')).toHaveAttribute('data-company-status', companyStatusOf(snapshot) ?? '');
  const allowed = openEvents(snapshot, { role: 'company', id: String(world.company.id) }, (await serverNow(page.request)).toISOString());
  for (const type of COMPANY_EVENT_TYPES) {
    const control = companyActionControls[type]!(page);
    if (allowed.includes(type)) await expect(control.first(), `${type} should be offered`).toBeVisible();
    else await expect(control, `${type} should not be offered`).toHaveCount(0);
  }
}

for (const c of cases) {
  test(`${c.transition} → ${c.target}`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, c.prefix);
    await beforeEvent(request, world, c.step.type);
    expect((await processOf(request, world.company, world.processId)).state).toBe(c.source);

    const context = await signedInContext(browser, baseURL!, world.company.email);
    const page = await context.newPage();
    await page.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
    await expectScreenMatchesMachine(page, world);

    await companyScreenActions[c.step.type]!(page, c.step);
    await expect(page.getByText(companySuccessToasts[c.step.type]!).first()).toBeVisible();
    const after = await processOf(request, world.company, world.processId);
    expect(after.state).toBe(c.target);
    expect(after.history.at(-1)?.type).toBe(c.step.type);
    await expectScreenMatchesMachine(page, world);
    await page.reload();
    await expectScreenMatchesMachine(page, world);

    histories.push(after.history);
    await context.close();
    await resetServerClock(request);
  });
}

test.afterAll(() => {
  const figures = writeBrowserCoverage('company', histories);
  console.log(`browser-company coverage: ${figures.states} states, ${figures.transitions} transitions`);
  expect(histories.every((h) => h.some((s) => isCompanyEvent(s.type)))).toBe(true);
});
