import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CARE, PASSWORD } from './support/accounts';
import { createWorld, postJson, type World } from './support/processes';
import { FINAL_OFFER, SCHEDULED, replay, step } from './support/process-replay';
import { addLicence } from './support/licences';
import { resetServerClock, useServerClock } from './support/clock';
import type { PlanStep } from './support/machine-plan';
import { CAPITALS_ALLOWED, inspect, rawValues, slugs } from './support/screen-inspection';

// Every screen of every role (candidate, company, care), in ro-RO and en at 390 px and 1280 px, on one
// candidate and one company with processes in many states (and needs in Iași and București). A screen fails when it
// shows a nomenclature slug ("iasi") or a raw enum value ("READY", "offerAccepted", "candidate.acceptOffer"), when a
// row's action (any link or button of the page's main area) or a status badge lies outside the viewport's width, when a
// badge's text is cut, when a table cell cuts a word over two lines, or when a candidate's or a company's screen links
// the statechart diagram (care and product owners only).

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } } as const;
const LOCALES = ['ro-RO', 'en'] as const;
const SHOTS = 'test-results/every-screen';
mkdirSync(SHOTS, { recursive: true });

/**
 * One process per path: offered, waiting for care's call, choosing a time, scheduled, disputed, final offer, final
 * offer accepted, refused, ended by care.
 */
const PATHS: Record<string, PlanStep[]> = {
  offered: [],
  screening: step('candidate.acceptOffer'),
  choosing: step('candidate.acceptOffer', 'care.validate', 'company.acceptCandidate', 'company.proposeInterview'),
  scheduled: SCHEDULED,
  disputed: [...SCHEDULED, { type: 'candidate.reportPresence', present: true }, { type: 'company.reportPresence', present: false }],
  finalOffer: FINAL_OFFER,
  // The company's longest status ("Offer accepted: confirm the hire once signed"), on its dashboard's narrow cards.
  hireToConfirm: [...FINAL_OFFER, ...step('candidate.acceptFinalOffer')],
  refused: step('candidate.rejectOffer'),
  // Care ended the offer before the candidate answered: both sides read its reason.
  ended: step('care.endOffer'),
};
const CITIES = ['iasi', 'bucuresti', 'cluj-napoca'];

type Role = 'candidate' | 'company' | 'care';
interface Screen {
  name: string;
  path: string;
  /** What to do on the screen before it is inspected (a search to type). */
  act?: (page: Page) => Promise<void>;
}

let worlds: Record<string, World>;
let forbidden: string[];

async function setUp(request: APIRequestContext) {
  await resetServerClock(request);
  // One candidate and one company: the first world's, every other process added to them on a need of its own.
  const first = await createWorld(request, { city: 'iasi', title: 'Medic cardiolog – ecocardiografie (normă parțială)' });
  worlds = { offered: first };
  const names = Object.keys(PATHS).filter((name) => name !== 'offered');
  // Her licence to practise as a nurse, for the posts below: care validates her only with it on file.
  await addLicence(request, first.candidate.token, 'asistent-medical');
  for (const [index, name] of names.entries()) {
    const { id: needId } = await postJson<{ id: number }>(
      request,
      first.company,
      '/needs',
      {
        job_title: 'asistent-medical',
        city: CITIES[index % CITIES.length],
        work_type: 'full_time',
        ...DAY_POST_TERMS,
        title: `Asistent medical ${index + 1}`,
      },
      201,
    );
    const { id: processId } = await postJson<{ id: number }>(
      request,
      first.care,
      '/processes',
      { need_id: needId, candidate_id: first.candidate.id },
      201,
    );
    worlds[name] = { ...first, needId, processId };
    await replay(request, worlds[name]!, PATHS[name]!);
    await resetServerClock(request);
  }
  forbidden = [...rawValues(), ...(await slugs(request, LOCALES))];
}

function screensOf(role: Role): Screen[] {
  const w = worlds;
  const first = w.offered!;
  if (role === 'candidate') {
    return [
      { name: 'dashboard', path: '/app/dashboard/candidate' },
      { name: 'offers', path: '/app/offers/' },
      ...Object.entries(w).map(([name, world]) => ({ name: `offer-${name}`, path: `/app/offers/${world.processId}` })),
      { name: 'interviews', path: '/app/interviews' },
      { name: 'profile', path: '/app/profile' },
    ];
  }
  if (role === 'company') {
    return [
      { name: 'dashboard', path: '/app/dashboard/company' },
      { name: 'needs', path: '/app/needs/' },
      { name: 'need', path: `/app/needs/${w.scheduled!.needId}/` },
      { name: 'need-add', path: '/app/needs/add' },
      ...Object.entries(w).map(([name, world]) => ({ name: `process-${name}`, path: `/app/needs/${world.needId}/candidate/${world.processId}` })),
      { name: 'candidates', path: '/app/candidates/' },
      { name: 'candidate', path: `/app/candidates/${first.candidate.id}` },
      { name: 'schedule', path: '/app/company/schedule' },
      { name: 'events', path: '/app/company/events' },
      { name: 'profile', path: '/app/profile' },
    ];
  }
  const search = async (page: Page) => {
    await page.getByRole('textbox').first().fill(first.candidate.email);
    await expect(page.locator('main').getByText(first.candidate.email).first()).toBeVisible();
  };
  return [
    ...['queue', 'follow-ups', 'archive', 'companies', 'friends', 'funnel', 'privacy'].map((section) => ({
      name: section,
      path: `/app/care/${section}`,
    })),
    { name: 'search', path: '/app/care/search', act: search },
  ];
}

async function signIn(browser: Browser, baseURL: string, role: Role, locale: string, size: keyof typeof SIZES): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: SIZES[size] });
  await useServerClock(context);
  await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  const page = await context.newPage();
  const first = worlds.offered!;
  const [email, password] =
    role === 'care' ? [CARE.email, CARE.password] : [role === 'candidate' ? first.candidate.email : first.company.email, PASSWORD];
  await page.goto('/app/login');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/app\/login/);
  return page;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await setUp(request);
});

for (const role of ['candidate', 'company', 'care'] as const) {
  for (const locale of LOCALES) {
    for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
      test(`every ${role} screen in ${locale} at ${SIZES[size].width} px: no slug, no raw value, every action on screen`, async ({
        browser,
        baseURL,
        request,
      }) => {
        test.setTimeout(240_000);
        await resetServerClock(request);
        const page = await signIn(browser, baseURL!, role, locale, size);
        const problems: string[] = [];
        for (const screen of screensOf(role)) {
          await page.goto(screen.path);
          await expect(page.locator('h1, [role=alert]').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expect(page.getByText(/^(Loading|Se încarcă)/)).toHaveCount(0);
          await screen.act?.(page);
          const found = await inspect(page, forbidden);
          const where = `${role} ${screen.name}`;
          for (const word of found.words) if (!CAPITALS_ALLOWED.has(word.replace(/^CAPS:/, ''))) problems.push(`${where}: shows "${word}"`);
          for (const action of found.offscreen) problems.push(`${where}: off-screen ${action}`);
          if (found.overflow > 0) problems.push(`${where}: scrolls sideways by ${found.overflow} px`);
          for (const word of found.brokenWords) problems.push(`${where}: cuts "${word}" over two lines in a table cell`);
          if (role !== 'care' && found.diagramLinks) problems.push(`${where}: links the statechart diagram`);
          await page.screenshot({ path: `${SHOTS}/${role}-${screen.name}-${locale}-${size}.png`, fullPage: true });
        }
        expect(problems).toEqual([]);
        await page.context().close();
      });
    }
  }
}
