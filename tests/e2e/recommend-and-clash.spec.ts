import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { offerAnswerDeadline } from '../../machines/index.ts';
import { expect, test } from './support/test';
import { createCandidate, createCompany, saveOnboardingSteps, uniqueEmail, CARE, login } from './support/accounts';
import { signedInContext } from './support/sessions';
import { createWorld, getJson, postJson, processOf, sendEvent, type Party, type World } from './support/processes';
import { replay } from './support/process-replay';
import { bucharestDay, resetServerClock, serverNow, threeOptions, workingDaysAfter } from './support/clock';
import { ENGLISH, ROMANIAN, pickSlot } from './support/date-picker';
import { addLicence } from './support/licences';
import type { PlanStep } from './support/machine-plan';

// Care recommends a candidate from the posts with their fit, and confirms once knowing what follows; a time on the
// table at the same hour as another interview of the viewer's own is warned of, on the candidate's and the company's side.

type Locale = 'ro-RO' | 'en';
const WORDS = {
  en: {
    search: 'Search a person or a company',
    recommend: 'Recommend…',
    fits: 'Fits the profile',
    otherTitle: 'Another job title',
    pay: "Pay outside the candidate's range",
    next: 'Continue',
    send: 'Send the offer',
    sameTime: 'At the same time as your interview for',
    proposeOther: 'Propose other dates',
    option: 'Option',
    clashTitle: 'Another interview at the same time',
  },
  'ro-RO': {
    search: 'Căutați o persoană sau o companie',
    recommend: 'Recomandați…',
    fits: 'Se potrivește profilului',
    otherTitle: 'Altă funcție',
    pay: 'Salariul nu se încadrează în pretențiile candidatului',
    next: 'Continuați',
    send: 'Trimiteți oferta',
    sameTime: 'În același timp cu interviul dumneavoastră pentru',
    proposeOther: 'Propuneți alte date',
    option: 'Opțiunea',
    clashTitle: 'Alt interviu la aceeași oră',
  },
} as const;

async function inLocale(context: BrowserContext, locale: Locale): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/app/');
  await page.evaluate((l) => localStorage.setItem('locale', l), locale);
  return page;
}

async function registerCompany(request: APIRequestContext, name: string): Promise<Party> {
  const { email } = await createCompany(request, uniqueEmail('company'), name);
  const token = await login(request, email);
  const id = (await getJson<{ data: { user: { id: number } } }>(request, { token }, '/user')).data.user.id;
  return { id, token, email };
}

const CONFIGS: { width: number; locale: Locale }[] = [
  { width: 390, locale: 'ro-RO' },
  { width: 390, locale: 'en' },
  { width: 1280, locale: 'en' },
];

for (const { width, locale } of CONFIGS) {
  test(`care recommends from the posts with their fit, then confirms what follows (${locale}, ${width} px)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    await resetServerClock(request);
    const words = WORDS[locale];
    const suffix = randomUUID().slice(0, 8);
    // A general nurse in Cluj, part time, asking 5 500-8 000 LEI (the onboarding answers).
    const registration = await createCandidate(request);
    await saveOnboardingSteps(request, registration);
    const company = await registerCompany(request, `Clinica Potrivire ${suffix}`);
    const post = (fields: Record<string, unknown>) =>
      postJson<{ id: number }>(
        request,
        company,
        '/needs',
        { city: 'cluj-napoca', description: 'Post pentru test.', ...DAY_POST_TERMS, ...fields },
        201,
      );
    const fits = await post({
      title: 'Asistent generalist, ambulatoriu',
      job_title: 'asistent-medical-generalist',
      work_type: 'part_time',
      // Gross, as every post's pay: her 5 500 net is about 9 400 gross.
      salary_min: 9500,
      salary_max: 12000,
    });
    await post({
      title: 'Cardiolog, secția clinică',
      job_title: 'medic-specialist',
      specialty: 'cardiologie',
      work_type: 'full_time',
      salary_min: 9000,
      salary_max: 12000,
    });
    await post({
      title: 'Asistent generalist, tura de noapte',
      job_title: 'asistent-medical-generalist',
      work_type: 'part_time',
      salary_min: 3000,
      salary_max: 4000,
    });

    const context = await signedInContext(browser, baseURL!, CARE.email, { password: CARE.password });
    const page = await inLocale(context, locale);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/care/search');
    await page.getByRole('textbox', { name: words.search }).fill(registration.email);
    await page.getByRole('button', { name: words.recommend }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(suffix);

    // Best fit first; the others say why they do not fit.
    const radios = dialog.getByRole('radio');
    await expect(radios).toHaveCount(3);
    const options = dialog.locator('.mantine-Radio-root');
    await expect(options.nth(0)).toContainText('Asistent generalist, ambulatoriu');
    await expect(options.nth(0)).toContainText(words.fits);
    await expect(options.nth(1)).toContainText('tura de noapte');
    await expect(options.nth(1)).toContainText(words.pay);
    await expect(options.nth(2)).toContainText('Cardiolog');
    await expect(options.nth(2)).toContainText(words.otherTitle);
    await page.screenshot({ path: `test-results/recommend-fit-${locale}-${width}.png`, fullPage: true });

    // Nothing leaves before the confirmation, which says until when she may answer.
    await radios.nth(0).check();
    await dialog.getByRole('button', { name: words.next }).click();
    const deadline = offerAnswerDeadline(await serverNow(request));
    const day = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Bucharest', dateStyle: 'full' }).format(deadline);
    await expect(dialog).toContainText(day);
    await expect(dialog).toContainText('Asistent generalist, ambulatoriu');
    const care = { id: 0, token: await login(request, CARE.email, CARE.password), email: CARE.email };
    const before = await getJson<{ posts: { id: number; misfits: string[] }[] }>(
      request,
      care,
      `/care/candidates/${registration.id}/posts?q=${suffix}`,
    );
    expect(before.posts.find((p) => p.id === fits.id)!.misfits).toEqual([]);
    await page.screenshot({ path: `test-results/recommend-confirm-${locale}-${width}.png`, fullPage: true });

    await dialog.getByRole('button', { name: words.send }).click();
    await expect(dialog).toBeHidden();
    const after = await getJson<{ posts: { id: number; misfits: string[] }[] }>(
      request,
      care,
      `/care/candidates/${registration.id}/posts?q=${suffix}`,
    );
    expect(after.posts.find((p) => p.id === fits.id)!.misfits).toEqual(['inProcess']);
    await context.close();
  });
}

const ACCEPTED: PlanStep[] = [{ type: 'candidate.acceptOffer' }, { type: 'care.validate' }, { type: 'company.acceptCandidate' }];

/** Another process for `candidate`: a post of `company` offered by care. */
async function offer(request: APIRequestContext, world: World, company: Party, candidate: Party): Promise<World> {
  const { id: needId } = await postJson<{ id: number }>(
    request,
    company,
    '/needs',
    {
      title: 'Cardiolog, a doua clinică',
      job_title: 'medic-specialist',
      specialty: 'cardiologie',
      city: 'cluj-napoca',
      work_type: 'full_time',
      ...DAY_POST_TERMS,
      salary_min: 9000,
      salary_max: 12000,
      description: 'Post pentru test.',
    },
    201,
  );
  const { id: processId } = await postJson<{ id: number }>(request, world.care, '/processes', { need_id: needId, candidate_id: candidate.id }, 201);
  return { ...world, company, candidate, needId, processId };
}

for (const locale of ['ro-RO', 'en'] as const) {
  test(`both sides are warned of an interview at the same hour as their own other one (${locale}, 390 px)`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const words = WORDS[locale];
    // The candidate's interview with the first clinic, at the first of the usual three times.
    const world = await createWorld(request, { title: 'Cardiolog ambulatoriu Cluj' });
    await replay(request, world, [...ACCEPTED, { type: 'company.proposeInterview' }, { type: 'candidate.pickOption' }]);
    const booked = (await processOf(request, world.company, world.processId)).snapshot.context.scheduledAt!;

    // A second clinic proposes the same three times to her.
    const second = await offer(request, world, await registerCompany(request, `Clinica Două ${randomUUID().slice(0, 6)}`), world.candidate);
    await replay(request, second, [...ACCEPTED, { type: 'company.proposeInterview' }]);

    const candidateContext = await signedInContext(browser, baseURL!, world.candidate.email);
    const candidatePage = await inLocale(candidateContext, locale);
    await candidatePage.setViewportSize({ width: 390, height: 900 });
    await candidatePage.goto(`/app/offers/${second.processId}`);
    const hint = candidatePage.locator('[data-clash]');
    await expect(hint).toHaveCount(1);
    await expect(hint).toContainText(words.sameTime);
    await expect(hint).toContainText('Cardiolog ambulatoriu Cluj');
    await candidatePage.screenshot({ path: `test-results/clash-candidate-${locale}-390.png`, fullPage: true });
    await candidateContext.close();

    // The first clinic's other candidate proposes, among others, the hour of the clinic's own interview.
    const other = await createCandidate(request);
    await addLicence(request, other.access_token, 'medic-specialist');
    const third = await offer(request, world, world.company, { id: other.id, token: other.access_token, email: other.email });
    await replay(request, third, [...ACCEPTED, { type: 'company.proposeInterview' }]);
    const later = threeOptions(await serverNow(request), 1, '12:00');
    await sendEvent(request, third.candidate, third.processId, 'candidate.proposeOptions', { options: [booked, later[1], later[2]] });

    const companyContext = await signedInContext(browser, baseURL!, world.company.email);
    const companyPage = await inLocale(companyContext, locale);
    await companyPage.setViewportSize({ width: 390, height: 900 });
    await companyPage.goto(`/app/needs/${third.needId}/candidate/${third.processId}`);
    const companyHint = companyPage.locator('[data-clash]');
    await expect(companyHint).toHaveCount(1);
    await expect(companyHint).toContainText(words.sameTime);
    // Its own post, never the candidate's other employers.
    await expect(companyHint).toContainText('Cardiolog ambulatoriu Cluj');
    await companyPage.screenshot({ path: `test-results/clash-company-${locale}-390.png`, fullPage: true });

    // Proposing times of its own: the one at the hour of its other interview is warned of, and can still be sent.
    await companyPage.getByRole('button', { name: words.proposeOther }).click();
    const dialog = companyPage.getByRole('dialog');
    const texts = locale === 'en' ? ENGLISH : ROMANIAN;
    const bookedDay = bucharestDay(new Date(booked));
    const [day2, day3] = workingDaysAfter(new Date(booked), 2);
    await pickSlot(companyPage, dialog.getByRole('group', { name: `${words.option} 1` }), bookedDay, '10:30', texts);
    await pickSlot(companyPage, dialog.getByRole('group', { name: `${words.option} 2` }), day2!, '10:00', texts);
    await expect(dialog.getByRole('status').filter({ hasText: words.clashTitle })).toHaveCount(0);
    await pickSlot(companyPage, dialog.getByRole('group', { name: `${words.option} 3` }), day3!, '10:00', texts);
    const notice = dialog.getByRole('status').filter({ hasText: words.clashTitle });
    await expect(notice).toContainText('Cardiolog ambulatoriu Cluj');
    await companyPage.screenshot({ path: `test-results/clash-company-propose-${locale}-390.png`, fullPage: true });
    await companyContext.close();
  });
}
