import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { saveOnboardingSteps } from './support/accounts';
import { signedInContext, VIEWPORTS } from './support/sessions';
import { createWorld, postJson, type World } from './support/processes';
import { replay } from './support/process-replay';
import { text } from './support/catalog';
import { resetServerClock } from './support/clock';
import type { PlanStep } from './support/machine-plan';

// In Romanian at 390 px and 1280 px: what waits for the candidate is listed and gets the strong button (a new
// offer, the feedback after an interview), the chosen call time stays on screen, a removed profile entry comes back with
// "Restabiliți", the company cancels an interview with its own reasons, and the company's lists keep their actions on
// screen with the filters folded behind a button on a phone.

const step = (...types: PlanStep['type'][]): PlanStep[] => types.map((type) => ({ type }));
const PASSED: PlanStep[] = [
  ...step('candidate.acceptOffer', 'care.validate', 'company.acceptCandidate', 'company.proposeInterview', 'candidate.pickOption'),
  { type: 'company.reportPresence', present: true },
  { type: 'candidate.reportPresence', present: true },
];

async function romanianPage(browser: Browser, baseURL: string, email: string, size: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await signedInContext(browser, baseURL, email);
  await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[size]);
  return page;
}

/** The Romanian text of an English source message, its placeholders filled in order. */
const ro = (source: string, ...values: string[]) => values.reduce((shown, value, index) => shown.replace(`{${index}}`, value), text('ro-RO', source));

/** The element lies within the viewport's width (no sideways scrolling needed to reach it). */
async function onScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const size of ['phone', 'desktop'] as const) {
  test(`the candidate sees what waits for her, her call time, and can undo a removal (${size}, ro-RO)`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const offered = await createWorld(request, { title: 'Medic cardiolog – ecocardiografie (normă parțială)' });
    // A second offer to the same candidate, past its interview: the feedback is hers to give.
    const { id: needId } = await postJson<{ id: number }>(
      request,
      offered.company,
      '/needs',
      {
        job_title: 'medic-specialist',
        specialty: 'cardiologie',
        city: 'iasi',
        work_type: 'full_time',
        title: 'Medic cardiolog – ambulatoriu',
        ...DAY_POST_TERMS,
      },
      201,
    );
    const { id: processId } = await postJson<{ id: number }>(
      request,
      offered.care,
      '/processes',
      { need_id: needId, candidate_id: offered.candidate.id },
      201,
    );
    const passed: World = { ...offered, needId, processId };
    await replay(request, passed, PASSED);
    await resetServerClock(request);
    const { id: screeningNeed } = await postJson<{ id: number }>(
      request,
      offered.company,
      '/needs',
      {
        job_title: 'medic-specialist',
        specialty: 'cardiologie',
        city: 'bucuresti',
        work_type: 'full_time',
        title: 'Medic cardiolog – gărzi',
        ...DAY_POST_TERMS,
      },
      201,
    );
    const { id: screeningId } = await postJson<{ id: number }>(
      request,
      offered.care,
      '/processes',
      { need_id: screeningNeed, candidate_id: offered.candidate.id },
      201,
    );
    const screening: World = { ...offered, needId: screeningNeed, processId: screeningId };
    await replay(request, screening, step('candidate.acceptOffer'));
    await saveOnboardingSteps(request, { id: offered.candidate.id, access_token: offered.candidate.token });
    const experience = { role: 'Asistentă medicală', employer: 'Spitalul Clinic Județean', city: 'Cluj-Napoca', from: '2019-05', to: '2022-01' };
    const saved = await request.patch(`/api/register/candidate/${offered.candidate.id}`, {
      headers: { Authorization: `Bearer ${offered.candidate.token}` },
      data: { experience_entries: [experience] },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const page = await romanianPage(browser, baseURL!, offered.candidate.email, size);
    await page.goto('/app/dashboard/candidate');
    const waiting = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: ro('Waiting for your answer') }) });
    await expect(waiting.getByText('Medic cardiolog – ecocardiografie (normă parțială)')).toBeVisible();
    await expect(waiting.getByText('Medic cardiolog – ambulatoriu')).toBeVisible();
    await expect(waiting.getByText('Medic cardiolog – gărzi')).toHaveCount(0);
    await page.screenshot({ path: `test-results/screens/waiting-${size}-ro.png`, fullPage: true });

    // The new offer (48 hours to answer) gets the strong button in the offers list; the one waiting for care's call does not.
    await page.goto('/app/offers/');
    const view = (title: string) => page.getByRole('link', { name: new RegExp(`^${ro('View offer: {0}, {1}', title).split(',')[0]}`) });
    await expect(view('Medic cardiolog – ecocardiografie')).toHaveAttribute('data-variant', 'filled');
    await expect(view('Medic cardiolog – ambulatoriu')).toHaveAttribute('data-variant', 'filled');
    await expect(view('Medic cardiolog – gărzi')).toHaveAttribute('data-variant', 'light');

    // After "Sunt interesat": the time chosen for care's call, and that the job is not accepted yet.
    await page.goto(`/app/offers/${screeningId}`);
    const call = page.getByTestId('call-slot');
    await expect(call.getByRole('heading', { name: ro('Your call with customer care') })).toBeVisible();
    await expect(call).toContainText('10:00');
    await expect(call).toContainText('Nu ați acceptat încă postul');
    await page.screenshot({ path: `test-results/screens/call-slot-${size}-ro.png`, fullPage: true });

    // Removing a work entry is undone from its toast.
    await page.goto('/app/profile');
    const section = page.locator('[aria-labelledby="section-experience-title"]');
    await section.getByRole('button', { name: ro('Edit: {0}, {1}', experience.role, experience.employer) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ro('Remove: {0}, {1}', experience.role, experience.employer) })
      .click();
    await expect(section.getByText('Spitalul Clinic Județean', { exact: false })).toHaveCount(0);
    await page.getByRole('button', { name: ro('Undo') }).click();
    await expect(page.getByText(ro('The entry was restored'))).toBeVisible();
    await expect(section.getByText('Spitalul Clinic Județean', { exact: false })).toBeVisible();
    await page.reload();
    await expect(section.getByText('Spitalul Clinic Județean', { exact: false })).toBeVisible();
    await page.context().close();
  });

  test(`the company cancels with its own reasons and reaches every row's action (${size}, ro-RO)`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request, { city: 'iasi' });
    await replay(request, world, step('candidate.acceptOffer', 'care.validate', 'company.acceptCandidate', 'company.proposeInterview'));

    const page = await romanianPage(browser, baseURL!, world.company.email, size);
    await page.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
    await page.getByRole('button', { name: ro('Cancel the interview'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ro('Cancel the interview') });
    await expect(dialog.getByRole('radio', { name: ro('Hiring for this position is on hold') })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: ro('The position has been filled') })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: ro('Negative references') })).toHaveCount(0);
    await page.screenshot({ path: `test-results/screens/company-cancel-reasons-${size}-ro.png`, fullPage: true });
    await page.keyboard.press('Escape');

    await page.goto('/app/candidates/');
    await onScreen(page, page.getByRole('link', { name: new RegExp(`^${ro('View process: {0}', '')}`) }).first());
    const filters = page.getByLabel(ro('Search by name'));
    if (size === 'phone') {
      await expect(filters).toBeHidden();
      await page.getByRole('button', { name: ro('Filters') }).click();
    }
    await expect(filters).toBeVisible();
    await page.screenshot({ path: `test-results/screens/company-candidates-${size}-ro.png`, fullPage: true });

    await page.goto('/app/needs/');
    await onScreen(page, page.locator(`a[href="/app/needs/${world.needId}/"]`));
    await page.screenshot({ path: `test-results/screens/company-needs-${size}-ro.png`, fullPage: true });
    await page.context().close();
  });
}
