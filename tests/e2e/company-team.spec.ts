import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, createCompany, uniqueEmail } from './support/accounts';
import { signedInContext } from './support/sessions';
import { expectAccessible } from './support/axe';
import { useServerClock } from './support/clock';
import { waitForMail } from './support/mailbox';

// A clinic is a team: its owner invites an interviewer by email, the interviewer accepts through the mailed link,
// and the owner can turn the interviewer off, which signs them out at once. In Romanian, on a phone.

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

test('the owner invites an interviewer, who joins through the mailed link and is turned off again', async ({ browser, baseURL }) => {
  const { email: ownerEmail } = await createCompany((await browser.newContext({ baseURL })).request, uniqueEmail('owner'), 'Clinica Armonia');
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
  await join.getByRole('button', { name: 'Alăturați-vă echipei' }).click();
  await expect(join).toHaveURL(/\/app\/dashboard\/company/);

  // The link works once.
  const again = await joining.newPage();
  await again.goto(new URL(link).pathname);
  await expect(again.getByText('Această invitație a fost deja acceptată. Autentificați-vă.')).toBeVisible();

  // The new member reads the team; only an owner changes it.
  await join.goto('/app/company/team');
  await expect(join.getByText('Doar un proprietar al companiei modifică echipa.', { exact: false })).toBeVisible();
  await expect(join.getByRole('button', { name: /Opriți accesul/ })).toHaveCount(0);

  await owner.reload();
  const members = owner.getByRole('list', { name: 'Membri' });
  const member = members.locator(`[data-member="${invitee}"]`);
  await expect(member.getByText('Dr. Ana Pop')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await member.getByRole('button', { name: 'Opriți accesul pentru Dr. Ana Pop' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Opriți accesul pentru Dr. Ana Pop?' });
  await expectAccessible(owner, 'turn-off dialog');
  await dialog.getByRole('button', { name: 'Opriți accesul' }).click();
  await expect(member.getByText('Acces oprit')).toBeVisible();

  // Their session ended: the next page they open sends them to the sign-in.
  await join.goto('/app/company/team');
  await expect(join).toHaveURL(/\/app\/login/);
});
