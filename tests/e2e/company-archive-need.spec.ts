import { expect, test } from './support/test';
import { createCandidate, CARE } from './support/accounts';
import { signedInContext } from './support/sessions';
import { createWorld, postJson, processOf, type World } from './support/processes';
import { replay } from './support/process-replay';
import { casesFor } from './support/machine-plan';
import { openRow } from './care-support/screen-driver';
import { resetServerClock } from './support/clock';
import { addLicence } from './support/licences';
import { writeBrowserCoverage } from './candidate-support/coverage';

// Archiving a need closes the position: one process of the need waits in each active stage of the hiring machine
// (the source of every company.withdraw transition, reached by its shortest path through the API), the company
// archives the need on its screen, and every one of them must end withdrawn, with the reason, for good.

test('archiving a need withdraws its processes from every stage and keeps them closed', async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000);
  await resetServerClock(request);
  const withdrawals = casesFor('company').filter((c) => c.step.type === 'company.withdraw');
  expect(withdrawals.length).toBeGreaterThanOrEqual(14);

  const first = await createWorld(request);
  const worlds: World[] = [first];
  for (let i = 1; i < withdrawals.length; i++) {
    const account = await createCandidate(request);
    const candidate = { id: Number(account.id), token: account.access_token, email: account.email };
    // The world's post is a specialist physician's (createWorld): care validates her only with her licence on file.
    await addLicence(request, candidate.token, 'medic-specialist');
    const { id: processId } = await postJson<{ id: number }>(
      request,
      first.care,
      '/processes',
      { need_id: first.needId, candidate_id: candidate.id },
      201,
    );
    worlds.push({ ...first, candidate, processId });
  }
  for (const [i, c] of withdrawals.entries()) {
    await replay(request, worlds[i]!, c.prefix);
    expect((await processOf(request, first.company, worlds[i]!.processId)).state).toBe(c.source);
  }

  const context = await signedInContext(browser, baseURL!, first.company.email);
  const page = await context.newPage();
  await page.goto(`/app/needs/${first.needId}/`);
  await page.getByRole('button', { name: 'Archive the post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive the post' });
  await dialog.getByRole('button', { name: 'Archive the post' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'The post was filled from another source' }).check();
  await dialog.getByRole('button', { name: 'Archive the post' }).click();
  await expect(page.getByText(`The post was archived. Open processes closed: ${withdrawals.length}`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Archived post' })).toContainText('The post was filled from another source');
  await expect(page.getByRole('button', { name: 'Archive the post' })).toHaveCount(0);

  await page.goto(`/app/needs/${first.needId}/candidate/${worlds.at(-1)!.processId}`);
  await expect(page.getByText('You withdrew this offer. Reason: The post was filled from another source.')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/company-withdrawn.png' });

  const histories = [];
  for (const world of worlds) {
    const view = await processOf(request, first.company, world.processId);
    expect(view.state).toBe('archived.withdrawn');
    expect(view.history.at(-1)).toMatchObject({ type: 'company.withdraw' });
    histories.push(view.history);
  }

  // The candidate sees the offer closed by the company, with no action left.
  const candidateContext = await signedInContext(browser, baseURL!, worlds[0]!.candidate.email);
  const candidatePage = await candidateContext.newPage();
  await candidatePage.goto(`/app/offers/${worlds[0]!.processId}`);
  await expect(candidatePage.locator('[data-status]').first()).toHaveAttribute('data-status', 'InterviewRejectedByCompany');
  await expect(candidatePage.getByText('The employer closed this post. Reason: The post was filled from another source.')).toBeVisible();
  await candidatePage.screenshot({ path: '.tmp/screens/candidate-withdrawn.png' });

  // Care cannot reopen a process of an archived need.
  const reopen = await request.post(`/api/processes/${worlds[0]!.processId}/events`, {
    headers: { Authorization: `Bearer ${first.care.token}`, 'Accept-Language': 'en' },
    data: { type: 'care.unarchive', payload: {}, expectedVersion: (await processOf(request, first.company, worlds[0]!.processId)).version },
  });
  expect(reopen.status()).toBe(409);
  // Nor does its console offer to: the archive lists the process with no action, as the machine decides.
  const careContext = await signedInContext(browser, baseURL!, CARE.email, { password: CARE.password });
  const carePage = await careContext.newPage();
  const row = await openRow(carePage, worlds[0]!, 'care.unarchive');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Unarchive' })).toHaveCount(0);
  await careContext.close();

  const figures = writeBrowserCoverage('company-archive', histories);
  console.log(`browser-company-archive coverage: ${figures.states} states, ${figures.transitions} transitions`);
  await candidateContext.close();
  await context.close();
  await resetServerClock(request);
});
