import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  CANDIDATE_REASONS,
  CANDIDATE_STATUSES,
  COMPANY_REASONS,
  EVENT_TYPES,
  OFFER_END_REASONS,
  WITHDRAWAL_REASONS,
  hiringMachine,
} from '../../../machines/index.ts';

// What the every-screen suite looks for on a screen: raw machine names and nomenclature slugs shown as text, and
// actions, badges and table cells cut or pushed out of the viewport.

/** Words no screen may show: raw machine names (states, statuses, events, reasons) and upper-case codes. */
export function rawValues(): Set<string> {
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
export async function slugs(request: APIRequestContext, locales: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const labelWords = new Set<string>();
  for (const name of ['cities', 'functions', 'domain', 'schedules', 'educations', 'company-refusal-reasons', 'candidate-refusal-reasons']) {
    for (const locale of locales) {
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
export const CAPITALS_ALLOWED = new Set([
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
  ...(JSON.parse(readFileSync(new URL('../../../src/server/db/seed-data/licence-bodies.json', import.meta.url), 'utf8')) as { code: string }[]).map(
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

export async function inspect(page: Page, forbidden: string[]): Promise<Finding> {
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
