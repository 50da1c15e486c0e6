import { expect, test } from './support/test';
import { PASSWORD, createCompany, uniqueEmail, login } from './support/accounts';
import { signedInContext } from './support/sessions';
import { createWorld } from './support/processes';

// A company never reaches another company's need, process, candidate or CV: not by URL in the app (the layout's
// not-found view, like a missing object) and not through the API (404, or 403 for the CV).

test('another company is kept out of a need, its process, its candidate and the CV', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);
  const intruderEmail = uniqueEmail('intruder');
  await createCompany(request, intruderEmail);
  const token = await login(request, intruderEmail, PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };

  for (const path of [`/api/needs/${world.needId}`, `/api/processes/${world.processId}`, `/api/candidates/${world.candidate.id}`]) {
    expect((await request.get(path, { headers })).status(), path).toBe(404);
  }
  expect([403, 404]).toContain((await request.get(`/api/cv/${world.candidate.id}`, { headers })).status());
  const archive = await request.post(`/api/needs/${world.needId}/archive`, { headers, data: { reason: 'position-filled' } });
  expect(archive.status()).toBe(404);
  const event = await request.post(`/api/processes/${world.processId}/events`, {
    headers,
    data: { type: 'company.acceptCandidate', payload: {}, expectedVersion: 1 },
  });
  expect(event.status()).toBe(404);

  const context = await signedInContext(browser, baseURL!, intruderEmail);
  const page = await context.newPage();
  for (const path of [
    `/app/needs/${world.needId}/`,
    `/app/needs/${world.needId}/candidate/${world.processId}`,
    `/app/candidates/${world.candidate.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByText('Oops! Page not found'), path).toBeVisible();
  }
  await page.goto('/app/candidates/');
  await expect(page.getByText('No candidates match these filters.')).toBeVisible();
  await page.goto('/app/company/events');
  await expect(page.getByText('No events yet.')).toBeVisible();
  await context.close();
});
