import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInContext, VIEWPORTS } from './support/sessions';
import { CARE } from './support/accounts';
import { createWorld, getJson, processOf, type World } from './support/processes';
import { replay } from './support/process-replay';
import { resetServerClock } from './support/clock';
import type { PlanStep } from './support/machine-plan';

// In Romanian at both widths: reporting an absence the candidate contradicts asks once and sends the
// process to care (nobody is marked absent), the company's feed says "absent", and care settles it with a note;
// an accepted final offer shows its agreed terms on both sides and the hire is confirmed only after a question.

const TO_SCHEDULED: PlanStep[] = [
  { type: 'candidate.acceptOffer' },
  { type: 'care.validate' },
  { type: 'company.acceptCandidate' },
  { type: 'company.proposeInterview' },
  { type: 'candidate.pickOption' },
];
const TO_ACCEPTED: PlanStep[] = [
  ...TO_SCHEDULED,
  { type: 'company.reportPresence', present: true },
  { type: 'candidate.reportPresence', present: true },
  { type: 'candidate.giveFeedback', interested: true },
  { type: 'company.sendFinalOffer' },
  { type: 'candidate.acceptFinalOffer' },
];

/** A signed-in page in Romanian at the given width. */
async function romanianPage(browser: Browser, baseURL: string, email: string, size: keyof typeof VIEWPORTS, password?: string): Promise<Page> {
  const context = await signedInContext(browser, baseURL, email, { password: password });
  await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[size]);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const size of ['phone', 'desktop'] as const) {
  test(`a disputed presence waits for care, which settles it with a note (${size}, ro-RO)`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world: World = await createWorld(request);
    await replay(request, world, [...TO_SCHEDULED, { type: 'candidate.reportPresence', present: true }]);

    const company = await romanianPage(browser, baseURL!, world.company.email, size);
    await company.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
    await company.getByRole('button', { name: 'Nu, candidatul nu a venit' }).click();
    const dialog = company.getByRole('dialog', { name: 'Candidatul nu a venit?' });
    await expect(dialog).toContainText('Candidatul ne-a spus că interviul a avut loc');
    await shot(company, `dispute-confirm-${size}-ro`);
    await dialog.getByRole('button', { name: 'Raportați absența candidatului' }).click();
    await expect(company.locator('[data-company-status]')).toHaveAttribute('data-company-status', 'presence disputed');
    await expect(company.getByText('Prezență în verificare la serviciul clienți').first()).toBeVisible();
    // The company is told how to reach care (CARE_PHONE, CARE_EMAIL of the test server).
    await expect(company.getByTestId('care-contact').getByRole('link', { name: '+40 21 300 1234' })).toHaveAttribute('href', 'tel:+40213001234');
    await expect(company.getByTestId('care-contact').getByRole('link', { name: 'suport@medilink.ro' })).toBeVisible();
    await noSidewaysScroll(company);
    await shot(company, `dispute-company-${size}-ro`);
    await company.goto(`/app/company/events?need_id=${world.needId}`);
    // A table row at 1280 px, a card at 390 px: the events named the same way in both.
    const feed = company.getByTestId('events-table');
    await expect(feed.getByText('Compania a raportat absența candidatului', { exact: true })).toBeVisible();
    await expect(feed.getByText('Candidatul a confirmat că interviul a avut loc', { exact: true })).toBeVisible();
    await company.context().close();

    const care = await romanianPage(browser, baseURL!, CARE.email, size, CARE.password);
    await care.goto('/app/care/follow-ups');
    const row = care.locator(`[data-process="${world.processId}"]`);
    await expect(row.getByText('Prezență contestată: sunați ambele părți')).toBeVisible();
    await row.getByRole('button', { name: 'A avut loc', exact: true }).click();
    const settle = care.getByRole('dialog', { name: 'Interviul a avut loc?' });
    await settle.getByLabel(/Notă/).fill('Recepția clinicii a confirmat prezența candidatei.');
    await shot(care, `dispute-care-${size}-ro`);
    await settle.getByRole('button', { name: 'A avut loc', exact: true }).click();
    await expect(care.getByText('Prezența a fost lămurită: interviul a avut loc.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await care.context().close();

    // Care's record keeps the decision and its note; the candidate sees the outcome, not care's note.
    const atCare = await processOf(request, world.care, world.processId);
    expect(atCare.state).toBe('interviewPassed');
    expect(atCare.history.at(-1)).toMatchObject({
      type: 'care.settlePresence',
      payload: { held: true, note: 'Recepția clinicii a confirmat prezența candidatei.' },
    });
    const atCandidate = await processOf(request, world.candidate, world.processId);
    expect(atCandidate.state).toBe('interviewPassed');
    expect(JSON.stringify(atCandidate.history)).not.toContain('Recepția clinicii');
  });

  test(`the agreed terms stay on both sides and the hire is confirmed after one question (${size}, ro-RO)`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request, { title: 'Medic cardiolog – ecocardiografie (normă parțială)' });
    await replay(request, world, TO_ACCEPTED);

    const candidate = await romanianPage(browser, baseURL!, world.candidate.email, size);
    await candidate.goto(`/app/offers/${world.processId}`);
    await expect(candidate.getByRole('heading', { level: 1, name: 'Medic cardiolog – ecocardiografie (normă parțială)' })).toBeVisible();
    await expect(candidate).toHaveTitle(/Medic cardiolog – ecocardiografie/);
    await expect(candidate.locator('[data-status]').first()).toHaveAttribute('data-status', 'FinalOfferAccepted');
    const terms = candidate.getByRole('region', { name: 'Condiții convenite' });
    await expect(terms.getByText('11.500 LEI brut pe lună')).toBeVisible();
    await expect(terms.getByText('Tichete de masă, abonament medical')).toBeVisible();
    await expect(candidate.getByText('Felicitări', { exact: false })).toHaveCount(0);
    await noSidewaysScroll(candidate);
    await shot(candidate, `terms-candidate-${size}-ro`);
    await candidate.context().close();

    const company = await romanianPage(browser, baseURL!, world.company.email, size);
    await company.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
    await expect(company.getByRole('region', { name: 'Condiții convenite' }).getByText('11.500 LEI brut pe lună')).toBeVisible();
    await company.getByRole('button', { name: 'Confirmați angajarea' }).click();
    const dialog = company.getByRole('dialog', { name: 'Confirmați angajarea?' });
    await expect(dialog).toContainText('după semnarea contractului');
    await shot(company, `terms-confirm-hire-${size}-ro`);
    await dialog.getByRole('button', { name: 'Da, contractul este semnat' }).click();
    await expect(company.locator('[data-company-status]')).toHaveAttribute('data-company-status', 'hired');
    // The terms stay after the hire too.
    await expect(company.getByRole('region', { name: 'Condiții convenite' })).toBeVisible();
    await noSidewaysScroll(company);
    await shot(company, `terms-company-hired-${size}-ro`);
    await company.context().close();

    const offers = await getJson<{ data: { process_id: number; title: string | null }[] }>(
      request,
      world.candidate,
      `/offers?process=${world.processId}`,
    );
    expect(offers.data[0]?.title).toBe('Medic cardiolog – ecocardiografie (normă parțială)');
  });

  test(`an archived process can be asked back, with a reason care reads (${size}, ro-RO)`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request);
    await replay(request, world, [...TO_SCHEDULED, { type: 'company.reportPresence', present: false }]);

    const candidate = await romanianPage(browser, baseURL!, world.candidate.email, size);
    await candidate.goto(`/app/offers/${world.processId}`);
    await expect(candidate.getByTestId('care-contact').getByRole('link', { name: '+40 21 300 1234' })).toBeVisible();
    await candidate.getByRole('button', { name: 'Cereți redeschiderea' }).click();
    const dialog = candidate.getByRole('dialog', { name: 'Cereți redeschiderea acestui proces' });
    await dialog.getByLabel(/De ce ar trebui redeschis/).fill('Am fost la interviu la ora 10:00, recepția m-a văzut.');
    await shot(candidate, `reopen-request-${size}-ro`);
    await dialog.getByRole('button', { name: 'Trimiteți cererea' }).click();
    await expect(candidate.getByText('Serviciul clienți a primit cererea dumneavoastră și vă va suna.')).toBeVisible();
    await noSidewaysScroll(candidate);
    await candidate.context().close();

    const care = await romanianPage(browser, baseURL!, CARE.email, size, CARE.password);
    await care.goto('/app/care/follow-ups');
    const row = care.locator(`[data-process="${world.processId}"]`).filter({ hasText: 'Cerere de redeschidere' });
    await expect(row.getByText('Am fost la interviu la ora 10:00, recepția m-a văzut.')).toBeVisible();
    await shot(care, `reopen-care-${size}-ro`);
    await care.context().close();
  });
}
