import type { StoredFinalOffer } from '../../../machines/index.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { offerChangeTexts } from './messages.ts';
import { offerTermTexts as texts } from './offer-terms-messages.ts';

/** One term of a final offer in words: `key` pairs the lines of two versions of the offer. */
export interface TermLine {
  key: string;
  text: string;
}

const lei = (locale: Locale, amount: number) => new Intl.NumberFormat(locale).format(amount);
export const longDay = (locale: Locale, date: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

function durationText(locale: Locale, offer: StoredFinalOffer): string {
  if (offer.contract === 'undetermined') return translate(locale, texts.permanent);
  if (offer.contractMonths !== undefined) return translate(locale, texts.months, { months: offer.contractMonths });
  return translate(locale, texts.until, { date: offer.endDate ? longDay(locale, offer.endDate) : '-' });
}

/**
 * The Labour Code art. 17(3) terms an offer states, one line each, in the reader's language. Offers sent before these
 * terms were required state fewer, and list only those.
 */
export function termLines(locale: Locale, offer: StoredFinalOffer): TermLine[] {
  const t = (key: string, descriptor: (typeof texts)[keyof typeof texts], values?: Record<string, unknown>) => ({
    key,
    text: translate(locale, descriptor, values),
  });
  const lines: TermLine[] = [];
  if (offer.placeOfWork) lines.push(t('placeOfWork', texts.placeOfWork, { value: offer.placeOfWork }));
  if (offer.jobTitle && offer.position) lines.push(t('post', texts.post, { value: offer.jobTitle, kind: translate(locale, texts[offer.position]) }));
  lines.push(t('startDate', texts.startDate, { value: longDay(locale, offer.startDate) }));
  lines.push({ key: 'duration', text: durationText(locale, offer) });
  if (offer.norma && offer.hoursPerWeek !== undefined && offer.shiftPattern && offer.garziPerMonth !== undefined) {
    const [norma, shifts] = [translate(locale, texts[offer.norma]), translate(locale, texts[offer.shiftPattern])];
    lines.push(t('workingTime', texts.workingTime, { norma, hours: offer.hoursPerWeek, shifts, garzi: offer.garziPerMonth }));
  }
  const basis = offer.salaryBasis ? translate(locale, offerChangeTexts[offer.salaryBasis]) : '';
  lines.push(t('salary', texts.salary, { amount: lei(locale, offer.salary), basis }));
  if (offer.gardaPay !== undefined) lines.push(t('gardaPay', texts.gardaPay, { amount: lei(locale, offer.gardaPay) }));
  for (const [i, pay] of (offer.otherPay ?? []).entries())
    lines.push(t(`otherPay.${i}`, texts.otherPay, { label: pay.label, amount: lei(locale, pay.amount) }));
  if (offer.benefits) lines.push(t('benefits', texts.benefits, { value: offer.benefits }));
  if (offer.leaveDays !== undefined) lines.push(t('leave', texts.leave, { days: offer.leaveDays }));
  if (offer.dismissalNoticeDays !== undefined && offer.resignationNoticeDays !== undefined)
    lines.push(t('notice', texts.notice, { dismissal: offer.dismissalNoticeDays, resignation: offer.resignationNoticeDays }));
  if (offer.probationDays !== undefined) lines.push(t('probation', texts.probation, { days: offer.probationDays }));
  const ad = offer.advertised;
  if (offer.belowRangeReason && ad?.salaryMin != null) {
    const max = ad.salaryMax ?? ad.salaryMin;
    lines.push(t('belowRange', texts.belowRange, { min: lei(locale, ad.salaryMin), max: lei(locale, max), reason: offer.belowRangeReason }));
  }
  return lines;
}

/** The offer's terms as a mail lists them: a heading, then one "- term" line each. */
export function termsList(locale: Locale, offer: StoredFinalOffer): string {
  return [translate(locale, texts.heading), ...termLines(locale, offer).map((line) => `- ${line.text}`)].join('\n');
}
