import type { StoredFinalOffer } from '../../../machines/index.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { offerChangeTexts } from './messages.ts';
import { longDay as day, termLines } from './offer-terms.ts';

type Offer = Partial<StoredFinalOffer>;
type Event = { type: string; payload: unknown };

const OFFER_EVENTS = new Set(['company.sendFinalOffer', 'company.reviseFinalOffer']);

const when = (locale: Locale, instant: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Bucharest' }).format(new Date(instant));

function salaryText(locale: Locale, offer: Offer): string {
  const amount = new Intl.NumberFormat(locale).format(offer.salary ?? 0);
  const basis = offer.salaryBasis ? translate(locale, offerChangeTexts[offer.salaryBasis]) : '';
  return `${amount} LEI ${basis}`.trim();
}

const contractText = (locale: Locale, offer: Offer) => translate(locale, offerChangeTexts[offer.contract ?? 'undetermined']);

// The terms changesOf words as "from → to"; every other term that changed is told as it now reads.
const WORDED = new Set(['salary', 'startDate', 'benefits']);

/** The lines of the other terms (working time, pay elements, leave, notice, probation...) that read differently now. */
function otherChanges(locale: Locale, before: Offer, after: Offer): string[] {
  if (!before.salary || !before.startDate || !before.contract || !after.salary || !after.startDate || !after.contract) return [];
  const lines = (offer: Offer) =>
    new Map(termLines(locale, { ...(offer as StoredFinalOffer), advertised: after.advertised ?? null }).map((l) => [l.key, l.text]));
  const [old, now] = [lines(before), lines(after)];
  return [...now].filter(([key, text]) => !WORDED.has(key) && old.get(key) !== text).map(([, text]) => text);
}

/**
 * What a correction changed, term by term, in the candidate's language ("salary: 1 LEI net → 9 000 LEI net"): the
 * terms of the version before (the event log's previous offer) against those now held. Benefits are the company's
 * words: the notice says they changed, the process page shows them.
 */
function changesOf(locale: Locale, before: Offer, after: Offer): string[] {
  const change = (label: keyof typeof offerChangeTexts, from: string, to: string) =>
    from === to ? [] : [translate(locale, offerChangeTexts.change, { term: translate(locale, offerChangeTexts[label]), from, to })];
  const endDate = (offer: Offer) => (offer.endDate ? day(locale, offer.endDate) : '-');
  return [
    ...change('salary', salaryText(locale, before), salaryText(locale, after)),
    ...change('startDate', before.startDate ? day(locale, before.startDate) : '-', after.startDate ? day(locale, after.startDate) : '-'),
    ...change('contract', contractText(locale, before), contractText(locale, after)),
    ...change('endDate', endDate(before), endDate(after)),
    ...((before.benefits ?? '') === (after.benefits ?? '') ? [] : [translate(locale, offerChangeTexts.benefitsChanged)]),
    ...otherChanges(locale, before, after),
  ];
}

/**
 * The candidate's news of a corrected final offer: what changed and until when she may answer the new terms. `events`
 * is the log up to and including the correction; `offer` is the offer the process now holds.
 */
export function revisionNews(locale: Locale, events: readonly Event[], offer: Offer): string {
  const offers = events.filter((e) => OFFER_EVENTS.has(e.type));
  const before = (offers.at(-2)?.payload ?? {}) as Offer;
  return translate(locale, offerChangeTexts.revised, {
    changes: changesOf(locale, before, offer).join('; '),
    when: offer.validUntil ? when(locale, offer.validUntil) : '-',
  });
}
