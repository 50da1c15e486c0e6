import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { coverageFromHistory, type HistoryStep } from '../../machines/describe/coverage.ts';
import { describeMachine } from '../../machines/describe/graph.ts';
import type { QaPaths, QaScenario } from '../../machines/describe/qa-paths.ts';
import { hiringMachine } from '../../machines/hiring.machine.ts';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { CARE, PASSWORD, createCandidate, createCompany, login } from './support/accounts';
import { addLicence } from './support/licences';
import { resetServerClock, setServerNow, useServerClock } from './support/clock';

// In a real browser: the visualizer draws every state of the hiring machine, the coverage overlay colours
// what a report covers, the live view highlights the state of processes driven through the real API along the
// QA paths (docs/statecharts/hiring.paths.json), and the static build works from disk without a server.
const hiring = describeMachine(hiringMachine);
const qa = JSON.parse(readFileSync('docs/statecharts/hiring.paths.json', 'utf8')) as QaPaths;
const shots = 'test-results/statecharts';
// elk lays the chart out in the page's main thread: allow for a slow, busy CI machine.
const LAYOUT = { timeout: 45_000 };
mkdirSync(shots, { recursive: true });

type Role = 'candidate' | 'company' | 'care';

async function signIn(browser: Browser, baseURL: string, locale: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
  await useServerClock(context);
  await context.addInitScript((value) => localStorage.setItem('locale', value), locale);
  const page = await context.newPage();
  await page.goto('/app/login');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  // Each account type lands on its own home (candidate and company dashboards, the care console).
  await expect(page).not.toHaveURL(/\/app\/login/);
  await expect(page.locator('h1')).toBeVisible();
  return page;
}

/** Drives a new process through the real API along a QA path, moving the server clock to each step's time. */
async function driveAlong(request: APIRequestContext, tokens: Record<Role, string>, processId: number, scenario: QaScenario) {
  const as = (role: Role) => ({ Authorization: `Bearer ${tokens[role]}` });
  for (const step of scenario.steps) {
    const role = step.when.actor as Role;
    if (step.when.now) {
      await setServerNow(request, step.when.now);
    }
    const current = await request.get(`/api/processes/${processId}`, { headers: as(role) });
    expect(current.status()).toBe(200);
    const { version } = (await current.json()) as { version: number };
    const response = await request.post(`/api/processes/${processId}/events`, {
      headers: as(role),
      data: { type: step.when.type, payload: step.when.payload ?? {}, expectedVersion: version },
    });
    expect(response.status(), `${scenario.id} ${step.when.type}: ${await response.text()}`).toBeLessThan(300);
  }
}

test.describe('statecharts', () => {
  test('the visualizer draws every state, shows a state’s details and the coverage overlay (ro-RO and en)', async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    for (const locale of ['ro-RO', 'en']) {
      const page = await signIn(browser, baseURL!, locale, CARE.email, CARE.password);
      await page.goto('/app/statecharts');
      const chart = page.locator('svg.statechart[data-machine="hiring"]');
      await expect(chart).toBeVisible(LAYOUT);
      await expect(chart.locator('[data-state]')).toHaveCount(hiring.states.length);
      await expect(chart.locator('[data-kind="compound"]')).toHaveCount(hiring.states.filter((s) => s.kind === 'compound').length);
      await page.screenshot({ path: `${shots}/visualizer-${locale}.png` });

      // Keyboard: focus a state and open its details (statuses of both sides, events that leave it).
      await chart.locator('[data-state="interview.scheduled"]').focus();
      await page.keyboard.press('Enter');
      const details = page.getByTestId('state-details');
      await expect(details).toContainText('interview.scheduled');
      await expect(details.getByTestId('state-statuses')).toContainText('InterviewScheduled');
      await expect(details.getByTestId('state-statuses')).toContainText('interview rescheduled');
      await expect(details.getByTestId('leaving-events').locator('li')).toHaveCount(
        hiring.transitions.filter((t) => t.source === 'interview.scheduled' || t.source === 'interview').length,
      );

      // Coverage overlay from a known report: both kinds, API only, browser only, none.
      await page.getByRole('switch', { name: /Test coverage overlay|Suprapuneți acoperirea cu teste/ }).check();
      const report = [
        { suite: 'api', machine: 'hiring', coveredStates: ['offered', 'screening'], coveredTransitions: ['offered:candidate.acceptOffer:0'] },
        { suite: 'browser-demo', machine: 'hiring', coveredStates: ['offered', 'validated'], coveredTransitions: ['screening:care.validate:0'] },
      ];
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'coverage.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(report)) });
      await expect(chart.locator('[data-state="offered"]')).toHaveAttribute('data-mark', 'both');
      await expect(chart.locator('[data-state="screening"]')).toHaveAttribute('data-mark', 'api');
      await expect(chart.locator('[data-state="validated"]')).toHaveAttribute('data-mark', 'browser');
      await expect(chart.locator('[data-state="archived.hired"]')).toHaveAttribute('data-mark', 'none');
      await expect(chart.locator('[data-transition="offered:candidate.acceptOffer:0"]')).toHaveAttribute('data-mark', 'api');
      await expect(chart.locator('[data-transition="screening:care.validate:0"]')).toHaveAttribute('data-mark', 'browser');
      const uncovered = page.getByTestId('uncovered-list');
      await expect(uncovered.locator('[data-uncovered-state]')).toHaveCount(hiring.states.filter((s) => s.kind === 'atomic').length - 3);
      await expect(uncovered.locator('[data-uncovered-state="offered"]')).toHaveCount(0);
      await page.getByTestId('coverage-panel').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/coverage-${locale}.png`, fullPage: true });

      // Every machine of machines/ is drawn.
      await page.getByText(/Candidate onboarding|Înrolarea candidatului/).click();
      await expect(page.locator('svg.statechart[data-machine="onboarding"] [data-state]')).toHaveCount(
        describeMachine(onboardingMachine).states.length,
        LAYOUT,
      );
      await page.context().close();
    }
  });

  test('the live view highlights the state of processes driven along the QA paths, with their history', async ({ browser, baseURL, request }) => {
    test.setTimeout(300_000);
    const care = await login(request, CARE.email, CARE.password);
    const company = await createCompany(request);
    const companyToken = await login(request, company.email, PASSWORD);
    const need = await request.post('/api/needs', {
      headers: { Authorization: `Bearer ${companyToken}` },
      data: { job_title: 'asistent-medical', city: 'bucuresti', work_type: 'full_time', ...DAY_POST_TERMS },
    });
    expect(need.status(), await need.text()).toBe(201);
    const needId = ((await need.json()) as { id: number }).id;

    const targets = ['screening', 'interview.scheduled', 'finalOffer', 'archived.hired'];
    const processes: { target: string; id: number; candidate: { email: string } }[] = [];
    const histories: HistoryStep[][] = [];
    try {
      for (const target of targets) {
        const scenario = qa.shortest.find((s) => s.target === target)!;
        const candidate = await createCandidate(request);
        // A nurse's post is regulated: the QA paths' care.validate says the licence was checked, so one is on file.
        await addLicence(request, candidate.access_token, 'asistent-medical');
        // Offered by care: a company cannot offer a candidate the product never showed it.
        const created = await request.post('/api/processes', {
          headers: { Authorization: `Bearer ${care}` },
          data: { need_id: needId, candidate_id: candidate.id },
        });
        expect(created.status(), await created.text()).toBe(201);
        const id = ((await created.json()) as { id: number }).id;
        await driveAlong(request, { care, company: companyToken, candidate: candidate.access_token }, id, scenario);
        processes.push({ target, id, candidate });
        const view = (await (await request.get(`/api/processes/${id}`, { headers: { Authorization: `Bearer ${care}` } })).json()) as {
          history: { type: string; from: string | null; to: string }[];
        };
        histories.push(view.history.flatMap((h) => (h.from ? [{ type: h.type, from: h.from, to: h.to }] : [])));
      }
    } finally {
      await resetServerClock(request);
    }

    for (const locale of ['ro-RO', 'en']) {
      const page = await signIn(browser, baseURL!, locale, CARE.email, CARE.password);
      for (const process of processes) {
        await page.goto(`/app/statecharts/process/${process.id}`);
        await expect(page.getByTestId('process-now')).toHaveAttribute('data-current-state', process.target);
        const chart = page.locator('svg.statechart');
        await expect(chart.locator('[data-current="true"]')).toHaveAttribute('data-state', process.target, LAYOUT);
        const steps = qa.shortest.find((s) => s.target === process.target)!.steps;
        // One row per event, plus the process's creation.
        await expect(page.getByTestId('process-history').locator('tbody tr')).toHaveCount(steps.length + 1);
        await expect(chart.locator('[data-mark="taken"]')).toHaveCount(new Set(steps.map((s) => s.when.type)).size);
      }
      await page.screenshot({ path: `${shots}/live-${locale}.png`, fullPage: true });
      await page.context().close();
    }

    // A candidate opens their own process (the API lists what they may send now); another candidate's is refused.
    const [first, second] = processes;
    const page = await signIn(browser, baseURL!, 'en', first!.candidate.email, PASSWORD);
    await page.goto(`/app/statecharts/process/${first!.id}`);
    await expect(page.getByTestId('process-now')).toHaveAttribute('data-current-state', 'screening');
    await expect(page.getByText('You cannot send any event now: the process waits for someone else.')).toBeVisible();
    await page.goto(`/app/statecharts/process/${second!.id}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await page.context().close();

    // What this suite drove, for the coverage overlay (same report shape as the API model-based suite).
    mkdirSync('coverage/statecharts', { recursive: true });
    writeFileSync(
      'coverage/statecharts/browser-statecharts.json',
      JSON.stringify(coverageFromHistory(hiring, 'browser-statecharts', histories), null, 2),
    );
  });

  test('the live view highlights the state of the seeded demo processes', async ({ browser, baseURL, request }) => {
    test.setTimeout(240_000);
    const care = await login(request, CARE.email, CARE.password);
    // The demo seed drives its processes through the engine on the first start: the first ids are theirs.
    const seeded: { id: number; state: string }[] = [];
    for (let id = 1; id <= 40 && seeded.length < 5; id++) {
      const response = await request.get(`/api/processes/${id}`, { headers: { Authorization: `Bearer ${care}` } });
      if (response.status() !== 200) continue;
      const { state } = (await response.json()) as { state: string };
      if (!seeded.some((p) => p.state === state)) seeded.push({ id, state });
    }
    expect(seeded.length, 'seeded processes in distinct states').toBeGreaterThanOrEqual(3);
    const page = await signIn(browser, baseURL!, 'ro-RO', CARE.email, CARE.password);
    for (const process of seeded) {
      await page.goto(`/app/statecharts/process/${process.id}`);
      await expect(page.getByTestId('process-now')).toHaveAttribute('data-current-state', process.state);
      await expect(page.locator('svg.statechart [data-current="true"]')).toHaveAttribute('data-state', process.state, LAYOUT);
    }
    await page.screenshot({ path: `${shots}/live-seeded-ro-RO.png` });
    await page.context().close();
  });

  test('the static build opens from disk, without a server', async ({ browser }) => {
    test.setTimeout(180_000);
    execFileSync('npx', ['vite', 'build', '--config', 'scripts/statecharts-vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await page.goto(pathToFileURL(resolve('dist/statecharts/index.html')).href);
    await expect(page.locator('svg.statechart[data-machine="hiring"] [data-state]')).toHaveCount(hiring.states.length, LAYOUT);
    await page.screenshot({ path: `${shots}/static.png` });
    await context.close();
  });
});
