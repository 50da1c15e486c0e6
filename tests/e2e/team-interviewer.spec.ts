import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CARE, PASSWORD, uniqueEmail } from './support/accounts';
import { createWorld, getJson, offerAnotherPost, processOf, sendEvent, type Party } from './support/processes';
import { replay, step } from './support/process-replay';
import { signedInContext } from './support/sessions';
import { expectAccessible } from './support/axe';
import { moveServerPast, resetServerClock, serverNow, useServerClock, workingDaysAfter } from './support/clock';
import { ROMANIAN, pickSlot } from './support/date-picker';
import { waitForMail } from './support/mailbox';

// An interviewer of a clinic works the processes of the post they are on: invites the candidate to an interview and
// says she came, and the history names her for each step; the candidate reads the post owner as her contact person,
// care's console names the interviewer; another post of the clinic stays closed to her. In Romanian, on a phone.

const SHOTS = 'test-results/team-interviewer';
mkdirSync(SHOTS, { recursive: true });
const COMPANY = 'Clinica Sfânta Maria';
const INTERVIEWER = 'Dr. Ana Pop';
const NOTE = 'Punctuală, răspunsuri clare despre gărzi; de verificat referințele de la Spitalul Județean.';

test.afterEach(({ request }) => resetServerClock(request));

/** An interviewer the owner invited by mail, who accepted through the link: their account and session. */
async function invitedInterviewer(request: APIRequestContext, baseURL: string, owner: Party): Promise<Party> {
  const email = uniqueEmail('interviewer');
  const invited = await request.post('/api/company/team/invitations', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { email, role: 'interviewer' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(baseURL, email, /team\/join\//);
  const token = /\/app\/team\/join\/([A-Za-z0-9_-]+)\//.exec(mail)![1];
  const accepted = await request.post(`/api/team/invitations/${token}/accept`, {
    data: { name: INTERVIEWER, password: PASSWORD, confirm_password: PASSWORD, terms_accepted: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const joined = (await accepted.json()) as { id: number; token: string };
  return { id: joined.id, token: joined.token, email };
}

/** A signed-in phone page (390 px) in Romanian. */
async function romanianPhone(browser: Browser, baseURL: string, email: string, password = PASSWORD): Promise<Page> {
  const context = await signedInContext(browser, baseURL, email, { password: password });
  await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

test('an interviewer invites to an interview and marks presence on her post, named in the history; another post stays closed', async ({
  browser,
  baseURL,
  request,
}) => {
  // Five screens in three roles, one of them the statechart diagram (slow to lay out on a busy machine).
  test.setTimeout(150_000);
  const world = await createWorld(request, { title: 'Cardiolog ambulatoriu' });
  const interviewer = await invitedInterviewer(request, baseURL!, world.company);
  const staffed = await request.put(`/api/needs/${world.needId}/members`, {
    headers: { Authorization: `Bearer ${world.company.token}` },
    data: { user_ids: [interviewer.id] },
  });
  expect(staffed.status(), await staffed.text()).toBe(200);
  const other = await offerAnotherPost(request, world, { title: 'Cardiolog de gardă' });
  await replay(request, world, step('candidate.acceptOffer', 'care.validate', 'company.acceptCandidate'));

  const page = await romanianPhone(browser, baseURL!, interviewer.email);
  await page.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
  await expect(page.getByRole('heading', { name: 'Istoric' })).toBeVisible();
  // The app names her, not the clinic's contact person.
  await expect(page.getByText(`${INTERVIEWER} · ${COMPANY}`)).toBeVisible();
  // Deciding on the candidate and final offers stay with the owner and the recruiters.
  await expect(page.getByRole('button', { name: 'Trimiteți o ofertă finală' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refuzați candidatul' })).toHaveCount(0);

  const main = page.locator('main');
  await main.getByLabel('Adresă').fill('Str. Republicii 12, Cluj-Napoca');
  await main.getByLabel('Persoană de contact').fill(INTERVIEWER);
  const days = workingDaysAfter(await serverNow(request), 3, 2);
  for (const [i, day] of days.entries()) await pickSlot(page, main.getByRole('group', { name: `Opțiunea ${i + 1}` }), day, '10:00', ROMANIAN);
  await main.getByRole('button', { name: 'Trimiteți invitația' }).click();
  await expect(page.getByText('Interviul a fost solicitat')).toBeVisible();

  const { snapshot } = await processOf(request, world.company, world.processId);
  await sendEvent(request, world.candidate, world.processId, 'candidate.pickOption', { option: snapshot.context.options[0] });
  await moveServerPast(request, snapshot.context.options[0]!);
  await useServerClock(page.context());
  await page.reload();
  await page.getByRole('button', { name: 'Da, candidatul a venit' }).click();
  await expect(page.getByText('Prezența a fost salvată')).toBeVisible();

  // Each of her steps names her beside the clinic: the invitation and the presence.
  const byHer = page.getByText(`De către ${INTERVIEWER}, ${COMPANY}`, { exact: true });
  await expect(byHer).toHaveCount(2);

  // She notes what she saw, for the clinic only: the keyboard reaches the field and the button.
  const notes = page.getByRole('region', { name: 'Note interne' });
  await notes.getByRole('textbox', { name: 'Notă nouă' }).fill(NOTE);
  await notes.getByRole('textbox', { name: 'Notă nouă' }).press('Tab');
  await expect(notes.getByRole('button', { name: 'Adăugați nota' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notes.getByText(NOTE)).toBeVisible();
  await expect(notes.getByRole('textbox', { name: 'Notă nouă' })).toHaveValue('');

  // The candidate came and wants to continue: the final offer is now open to the clinic's owner, not to her. She may
  // still invite to another interview, so the decision panel shows, without the final offer.
  await sendEvent(request, world.candidate, world.processId, 'candidate.reportPresence', { present: true });
  await sendEvent(request, world.candidate, world.processId, 'candidate.giveFeedback', { interested: true });
  expect((await processOf(request, world.company, world.processId)).can).toContain('company.sendFinalOffer');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Candidatul vrea să continue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invitați la un nou interviu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trimiteți o ofertă finală' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Renunțați la angajare' })).toHaveCount(0);
  await expectAccessible(page, 'interviewer process screen');
  await page.screenshot({ path: `${SHOTS}/interviewer-process-390.png`, fullPage: true });

  // The clinic's other post is not hers: neither the screen nor the API shows its process.
  await page.goto(`/app/needs/${other.needId}/candidate/${other.processId}`);
  await expect(page.getByRole('heading', { name: 'Nu am găsit această pagină', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Istoric' })).toHaveCount(0);
  const refused = await request.get(`/api/processes/${other.processId}`, { headers: { Authorization: `Bearer ${interviewer.token}` } });
  expect(refused.status()).toBe(404);
  const theirs = await getJson<{ data: { id: number }[] }>(request, interviewer, '/needs');
  expect(theirs.data.map((n) => n.id)).toEqual([world.needId]);
  await page.context().close();

  // The clinic's owner reads her note, named as the history names her; the owner may add one too.
  const owner = await romanianPhone(browser, baseURL!, world.company.email);
  await owner.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);
  const ownerNotes = owner.getByRole('region', { name: 'Note interne' });
  await expect(ownerNotes.getByText(NOTE)).toBeVisible();
  await expect(ownerNotes.getByText(`${INTERVIEWER}, ${COMPANY} ·`)).toBeVisible();
  await expect(ownerNotes.getByRole('textbox', { name: 'Notă nouă' })).toBeVisible();
  await expectAccessible(owner, 'owner process screen with internal notes');
  await ownerNotes.scrollIntoViewIfNeeded();
  await owner.screenshot({ path: `${SHOTS}/owner-notes-390.png`, fullPage: true });
  await owner.context().close();

  // The candidate reads whom she deals with: the post's owner, by the name the clinic registered; never the notes.
  const candidate = await romanianPhone(browser, baseURL!, world.candidate.email);
  await candidate.goto(`/app/offers/${world.processId}`);
  await expect(candidate.getByText('Persoană de contact')).toBeVisible();
  await expect(candidate.getByText('Ion Popescu', { exact: true })).toBeVisible();
  await expect(candidate.getByText(NOTE)).toHaveCount(0);
  await expectAccessible(candidate, 'candidate offer screen with its contact person');
  await candidate.context().close();

  // Care's console names the member who acted.
  const care = await romanianPhone(browser, baseURL!, CARE.email, CARE.password);
  await care.goto(`/app/statecharts/process/${world.processId}`);
  await expect(care.getByTestId('process-history').getByText(`${INTERVIEWER}, ${COMPANY}`, { exact: true })).toHaveCount(2, {
    timeout: 45_000,
  });
  await care.context().close();
});
