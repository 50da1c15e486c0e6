import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, createCompany, uniqueEmail } from './support/accounts';
import { getJson, postJson } from './support/processes';
import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { signedInContext } from './support/sessions';
import { expectAccessible } from './support/axe';
import { useServerClock } from './support/clock';
import { waitForMail } from './support/mailbox';

// A clinic is a team: its owner invites an interviewer by email, the interviewer accepts through the mailed link,
// the owner changes her role and hands her post over to himself, and turns her off, which signs her out at once. In
// Romanian, on a phone.

const SHOTS = 'test-results/company-team';
mkdirSync(SHOTS, { recursive: true });

/** A signed-in phone page (390 px) in Romanian. */
async function romanianPhone(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await signedInContext(browser, baseURL, email);
  await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

test('the owner invites an interviewer, who joins through the mailed link, changes her role, hands her post over and turns her off', async ({
  browser,
  baseURL,
  request,
}) => {
  const { email: ownerEmail, token: ownerToken } = await createCompany(request, uniqueEmail('owner'), 'Clinica Armonia');
  const invitee = uniqueEmail('interviewer');
  const owner = await romanianPhone(browser, baseURL!, ownerEmail);

  await owner.goto('/app/company/team');
  await expect(owner.getByRole('heading', { name: 'Echipă', level: 1 })).toBeVisible();
  await owner.getByRole('textbox', { name: 'Email' }).fill(invitee);
  await owner.getByRole('combobox', { name: 'Rol', exact: true }).click();
  await owner.getByRole('option', { name: /^Intervievator/ }).click();
  await owner.getByRole('button', { name: 'Trimiteți invitația' }).click();
  await expect(owner.getByText(`Invitație trimisă la ${invitee}`)).toBeVisible();
  const pending = owner.getByRole('list', { name: 'Invitații în așteptare' });
  await expect(pending.getByText(invitee)).toBeVisible();
  await expectAccessible(owner, 'team screen');
  await owner.screenshot({ path: `${SHOTS}/team-390.png`, fullPage: true });

  const mail = await waitForMail(baseURL!, invitee, /team\/join\//);
  expect(mail).toContain('Clinica Armonia pe Medilink ca intervievator');
  const link = /https?:\/\/\S+\/app\/team\/join\/[A-Za-z0-9_-]+\//.exec(mail)![0];

  const joining = await browser.newContext({ baseURL, locale: 'ro-RO' });
  await useServerClock(joining);
  const join = await joining.newPage();
  await join.setViewportSize({ width: 390, height: 844 });
  await join.goto(new URL(link).pathname);
  await expect(join.getByRole('heading', { name: 'Alăturați-vă echipei Clinica Armonia' })).toBeVisible();
  await expect(join.getByText(`Contul dumneavoastră va folosi adresa ${invitee}`)).toBeVisible();
  await expectAccessible(join, 'invitation page');
  await join.screenshot({ path: `${SHOTS}/join-390.png`, fullPage: true });
  await join.getByRole('textbox', { name: 'Numele dumneavoastră complet' }).fill('Dr. Ana Pop');
  await join.getByLabel(/^Parola/).fill(PASSWORD);
  await join.getByLabel(/^Confirmați parola/).fill(PASSWORD);
  await join.getByRole('checkbox').check();
  const accepted = join.waitForResponse((r) => r.url().includes('/accept') && r.request().method() === 'POST');
  await join.getByRole('button', { name: 'Alăturați-vă echipei' }).click();
  const joined = (await (await accepted).json()) as { id: number };
  await expect(join).toHaveURL(/\/app\/dashboard\/company/);

  // The link works once.
  const again = await joining.newPage();
  await again.goto(new URL(link).pathname);
  await expect(again.getByText('Această invitație a fost deja acceptată. Autentificați-vă.')).toBeVisible();

  // The new member reads the team; only an owner changes it.
  await join.goto('/app/company/team');
  await expect(join.getByText('Doar un proprietar al companiei modifică echipa.', { exact: false })).toBeVisible();
  await expect(join.getByRole('button', { name: /Opriți accesul/ })).toHaveCount(0);

  // She is put on a post; the owner makes her a recruiter, then hands her post back to himself.
  const { id: needId } = await postJson<{ id: number }>(
    request,
    { token: ownerToken },
    '/needs',
    { ...DAY_POST_TERMS, job_title: 'asistent-medical', city: 'cluj-napoca', work_type: 'full_time' },
    201,
  );
  const staffed = await request.put(`/api/needs/${needId}/members`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { user_ids: [joined.id] },
  });
  expect(staffed.status(), await staffed.text()).toBe(200);

  await owner.reload();
  const members = owner.getByRole('list', { name: 'Membri' });
  const member = members.locator(`[data-member="${invitee}"]`);
  await expect(member.getByText('Dr. Ana Pop')).toBeVisible();
  await expect(pending).toHaveCount(0);
  // An owner does not turn himself off: another owner would.
  await expect(members.getByRole('button', { name: /^Opriți accesul pentru Ion Popescu/ })).toHaveCount(0);

  await member.getByRole('combobox', { name: 'Rolul lui Dr. Ana Pop' }).click();
  await owner.getByRole('option', { name: 'Recrutor' }).click();
  await expect(owner.getByText('Dr. Ana Pop are acum rolul Recrutor')).toBeVisible();
  expect((await getJson<{ members: { email: string; role: string }[] }>(request, { token: ownerToken }, '/company/team')).members).toContainEqual(
    expect.objectContaining({ email: invitee, role: 'recruiter' }),
  );

  await member.getByRole('button', { name: 'Predați anunțurile lui Dr. Ana Pop' }).click();
  const handOver = owner.getByRole('dialog', { name: 'Predați anunțurile lui Dr. Ana Pop' });
  await handOver.getByRole('combobox', { name: 'Colegul care le preia' }).click();
  await owner.getByRole('option', { name: 'Ion Popescu' }).click();
  await expectAccessible(owner, 'hand-over dialog');
  await owner.screenshot({ path: `${SHOTS}/hand-over-390.png`, fullPage: true });
  await handOver.getByRole('button', { name: 'Predați', exact: true }).click();
  await expect(owner.getByText('Anunțuri predate: 1')).toBeVisible();
  const people = await getJson<{ people: { owner: { id: number }; members: { id: number }[] } }>(request, { token: ownerToken }, `/needs/${needId}`);
  expect(people.people.members.map((m) => m.id)).not.toContain(joined.id);
  await member.getByRole('button', { name: 'Opriți accesul pentru Dr. Ana Pop' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Opriți accesul pentru Dr. Ana Pop?' });
  await expectAccessible(owner, 'turn-off dialog');
  await dialog.getByRole('button', { name: 'Opriți accesul' }).click();
  await expect(member.getByText('Acces oprit')).toBeVisible();

  // Their session ended: the next page they open sends them to the sign-in.
  await join.goto('/app/company/team');
  await expect(join).toHaveURL(/\/app\/login/);
});
