import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  CANDIDATE_REASONS,
  CANDIDATE_STATUSES,
  COMPANY_REASONS,
  EVENT_TYPES,
  OFFER_END_REASONS,
  WITHDRAWAL_REASONS,
  hiringMachine,
} from '../../machines/index.ts';
import { CARE, PASSWORD } from './support/accounts';
import { createWorld, postJson, type World } from './support/processes';
import { FINAL_OFFER, SCHEDULED, replay, step } from './support/process-replay';
import { addLicence } from './support/licences';
import { resetServerClock, useServerClock } from './support/clock';
import type { PlanStep } from './support/machine-plan';

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

/** Words no screen may show: raw machine names (states, statuses, events, reasons) and upper-case codes. */
function rawValues(): Set<string> {
  // Single words ("New", "Trial", "hired", "other") are ordinary words too; the composed ones are only ever code.
  const reasons = [...CANDIDATE_REASONS, ...COMPANY_REASONS, ...WITHDRAWAL_REASONS, ...OFFER_END_REASONS].filter((reason) => reason.includes('-'));
  const values = new Set<string>([...EVENT_TYPES, ...reasons]);
  for (const status of CANDIDATE_STATUSES) if (/[a-z][A-Z]/.test(status)) values.add(status);
  const walk = (node: { states?: Record<string, unknown> }) => {
    for (const [id, child] of Object.entries(node.states ?? {})) {
      if (/[a-z][A-Z]/.test(id)) values.add(id);
      walk(child as { states?: Record<string, unknown> });
    }
  };
  walk(hiringMachine.root as unknown as { states?: Record<string, unknown> });
  return values;
}

/** Slugs of the nomenclatures the screens label (cities, job titles, specialties, schedules …) that differ from their label. */
async function slugs(request: APIRequestContext): Promise<Set<string>> {
  const found = new Set<string>();
  const labelWords = new Set<string>();
  for (const name of ['cities', 'functions', 'domain', 'schedules', 'educations', 'company-refusal-reasons', 'candidate-refusal-reasons']) {
    for (const locale of LOCALES) {
      const response = await request.get(`/api/publicnomenclatures/${name}`, { headers: { 'Accept-Language': locale } });
      const { data } = (await response.json()) as { data: { slug: string; name: string }[] };
      for (const item of data) {
        found.add(item.slug);
        const words = item.name.toLowerCase().split(/\s+/);
        // "Part time" is also written "part-time" in ordinary text.
        for (const [index, word] of words.entries()) labelWords.add(word).add(`${word}-${words[index + 1] ?? ''}`);
      }
    }
  }
  // A slug that is also a word of some label ("specialist" of "Medic specialist") is ordinary text; "iasi" is not.
  return new Set([...found].filter((slug) => slug.length > 3 && !labelWords.has(slug)));
}

/** Upper-case words that are real text (currency, document kinds, company forms …), not enum values. */
const CAPITALS_ALLOWED = new Set([
  'LEI',
  'RON',
  'SRL',
  'PDF',
  'ZIP',
  'ICS',
  'CUI',
  'ATI',
  'UPU',
  'SMURD',
  'SMS',
  'HR',
  'SA',
  'CNP',
  'UTC',
  'IBAN',
  'UE',
  'EU',
  'CV',
  'RO',
  'EN',
  'OK',
  // The professional bodies' acronyms on licence badges (CMR, OAMGMAMR …): the names people use for them.
  ...(JSON.parse(readFileSync(new URL('../../src/server/db/seed-data/licence-bodies.json', import.meta.url), 'utf8')) as { code: string }[]).map(
    (body) => body.code,
  ),
]);

interface Finding {
  words: string[];
  offscreen: string[];
  diagramLinks: number;
  overflow: number;
  /** Words a table cell shows cut over two lines ("Bucureș-ti"). */
  brokenWords: string[];
}

async function inspect(page: Page, forbidden: string[]): Promise<Finding> {
  return page.evaluate((forbiddenWords) => {
    // The text as written (a badge's CSS capitals are not an enum value), of what is shown.
    const shown: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.checkVisibility() && !['SCRIPT', 'STYLE'].includes(node.parentElement.tagName)) shown.push(node.nodeValue ?? '');
    }
    const words = new Set<string>();
    for (const token of shown.join(' ').split(/[\s,;:()„”"'!?·/]+/)) {
      const word = token.replace(/^[.…-]+|[.…-]+$/g, '');
      if (forbiddenWords.includes(word)) words.add(word);
      if (/^[A-Z][A-Z_]{2,}$/.test(word)) words.add(`CAPS:${word}`);
    }
    const main = document.querySelector('main') ?? document.body;
    const offscreen: string[] = [];
    // Every action, and every status badge (a status is read whole: not cut at the screen's edge, not ellipsized).
    for (const element of main.querySelectorAll<HTMLElement>('a, button, input, [role=button], .mantine-Badge-root')) {
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(element).visibility === 'hidden') continue;
      const label = element.querySelector<HTMLElement>('.mantine-Badge-label');
      if (label && label.scrollWidth > label.clientWidth + 1) offscreen.push(`cut badge "${label.innerText}"`);
      // A button's label is one line that Mantine clips: "Modific…" says nothing of what the button does.
      const buttonLabel = element.querySelector<HTMLElement>('.mantine-Button-label');
      if (buttonLabel && buttonLabel.scrollWidth > buttonLabel.clientWidth + 1) offscreen.push(`cut button "${buttonLabel.innerText}"`);
      if (box.left < -1 || box.right > window.innerWidth + 1)
        offscreen.push(
          `${element.tagName} "${(element.innerText || element.getAttribute('aria-label') || '').trim()}" ${Math.round(box.left)}-${Math.round(box.right)}`,
        );
    }
    // A word of a table cell spread over two lines was cut: a cell must be at least as wide as its longest word.
    const brokenWords: string[] = [];
    for (const cell of main.querySelectorAll('td')) {
      const cellWalker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = cellWalker.nextNode(); node; node = cellWalker.nextNode()) {
        for (const match of (node.nodeValue ?? '').matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) brokenWords.push(match[0]);
        }
      }
    }
    return {
      brokenWords,
      words: [...words],
      offscreen,
      diagramLinks: document.querySelectorAll('a[href*="/statecharts"]').length,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  }, forbidden);
}

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
  forbidden = [...rawValues(), ...(await slugs(request))];
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
