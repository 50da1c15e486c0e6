import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdvertisedTerms, StoredFinalOffer } from '../../../../machines/final-offer';
import { changedFromPost } from '../../../../machines/offer-changes';
import type { Schemas } from '../../lib/api/schemas';
import { formatDay, formatLei, formatSalary } from '../../lib/i18n/format';

/** A final offer as the server answers it, or as the company's dialog holds it before sending. */
export type OfferTerms = Schemas['FinalOffer'] | StoredFinalOffer;

/** One term in words: what the offer says, what the post advertised (when it said), and whether they differ. */
export interface TermFact {
  key: string;
  label: string;
  value: string;
  advertised: string | null;
  changed: boolean;
}

type Shift = NonNullable<AdvertisedTerms['shiftPattern']>;

/**
 * The Labour Code art. 17(3) terms of a final offer as both sides read them (the card, the correction's review), each
 * with what the post advertised. Offers sent before these terms were asked state fewer: only those are listed.
 */
export function useOfferTerms() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // Mid-sentence ("normă întreagă · ture de 12 h"): their own messages, apart from the capitalised option labels.
  const shifts: Record<Shift, string> = {
    day: t({ message: 'day shifts', context: 'mid-sentence' }),
    '12h': t({ message: '12 h shifts', context: 'mid-sentence' }),
    '24h': t({ message: '24 h shifts', context: 'mid-sentence' }),
    rotating: t({ message: 'rotating shifts', context: 'mid-sentence' }),
  };
  const norma = (n: 'full' | 'part') => (n === 'full' ? t`full-time normă` : t`part-time normă`);
  // Lower-case: a value read after its label, and inside "(advertised: …)".
  const contract = (kind: 'determined' | 'undetermined', months: number | null | undefined, endDate?: string) => {
    if (kind === 'undetermined') return t({ message: 'permanent', context: 'contract' });
    if (months) return t({ message: plural(months, { one: 'fixed term, # month', other: 'fixed term, # months' }), context: 'contract' });
    return endDate ? t`fixed term, until ${formatDay(endDate, locale)}` : t({ message: 'fixed term', context: 'contract' });
  };
  const days = (count: number) => t({ message: plural(count, { one: '# day', other: '# days' }), context: 'duration' });
  const workingDays = (count: number) => t({ message: plural(count, { one: '# working day', other: '# working days' }) });
  const workingTime = (n: 'full' | 'part', hours: number, shift: Shift, garzi: number) =>
    [
      norma(n),
      t({ message: plural(hours, { one: '# hour a week', other: '# hours a week' }) }),
      shifts[shift],
      t({ message: plural(garzi, { 0: 'no gărzi', one: '# gardă a month', other: '# gărzi a month' }) }),
    ].join(' · ');
  const gross = (amount: string) => t`${amount} gross`;

  return (offer: OfferTerms): TermFact[] => {
    const ad = offer.advertised ?? null;
    const changed = changedFromPost(offer as StoredFinalOffer);
    const facts: TermFact[] = [];
    const add = (key: string, label: string, value: string, advertised: string | null = null, isChanged = false) =>
      facts.push({ key, label, value, advertised, changed: isChanged });
    if (offer.placeOfWork) add('placeOfWork', t`Place of work`, offer.placeOfWork);
    if (offer.jobTitle) {
      const kind = offer.position === 'management' ? t`management role` : t`execution role`;
      add('jobTitle', t`Post`, offer.position ? `${offer.jobTitle} (${kind})` : offer.jobTitle);
    }
    const amount = formatLei(offer.salary, locale);
    const basis = offer.salaryBasis === 'gross' ? t`${amount} gross a month` : offer.salaryBasis === 'net' ? t`${amount} net a month` : amount;
    const adRange = ad ? formatSalary(ad.salaryMin, ad.salaryMax, locale) : null;
    add('salary', t`Base salary`, basis, adRange ? gross(adRange) : null, changed.has('salary'));
    if (offer.gardaPay !== undefined)
      add(
        'gardaPay',
        t`Pay per gardă`,
        gross(formatLei(offer.gardaPay, locale)),
        ad?.gardaPay ? gross(formatLei(ad.gardaPay, locale)) : null,
        changed.has('gardaPay'),
      );
    if (offer.otherPay?.length)
      add('otherPay', t`Other pay`, offer.otherPay.map((p) => `${p.label}: ${gross(formatLei(p.amount, locale))}`).join('; '));
    add('benefits', t`Other benefits`, offer.benefits || t`None stated`);
    if (offer.norma && offer.hoursPerWeek !== undefined && offer.shiftPattern && offer.garziPerMonth !== undefined) {
      const adText =
        ad?.norma && ad.hoursPerWeek !== null && ad.shiftPattern && ad.garziPerMonth !== null
          ? workingTime(ad.norma, ad.hoursPerWeek, ad.shiftPattern, ad.garziPerMonth)
          : null;
      const timeChanged = (['norma', 'hoursPerWeek', 'shiftPattern', 'garziPerMonth'] as const).some((k) => changed.has(k));
      add('workingTime', t`Working time`, workingTime(offer.norma, offer.hoursPerWeek, offer.shiftPattern, offer.garziPerMonth), adText, timeChanged);
    }
    add(
      'startDate',
      t`Start date`,
      formatDay(offer.startDate, locale),
      ad?.startDate ? formatDay(ad.startDate, locale) : null,
      changed.has('startDate'),
    );
    const adContract = ad?.contract ? contract(ad.contract, ad.contractMonths) : null;
    const contractChanged = changed.has('contract') || changed.has('contractMonths');
    add('contract', t`Contract`, contract(offer.contract, offer.contractMonths, offer.endDate), adContract, contractChanged);
    if (offer.probationDays !== undefined) {
      const adProbation = ad?.probationDays != null ? days(ad.probationDays) : null;
      add('probation', t`Probation`, days(offer.probationDays), adProbation, changed.has('probationDays'));
    }
    if (offer.leaveDays !== undefined) add('leave', t`Annual leave`, workingDays(offer.leaveDays));
    if (offer.dismissalNoticeDays !== undefined && offer.resignationNoticeDays !== undefined) {
      const { dismissalNoticeDays: d, resignationNoticeDays: r } = offer;
      const fromEmployer = workingDays(d);
      const toResign = workingDays(r);
      add('notice', t`Notice period`, t`${fromEmployer} from the employer; ${toResign} to resign`);
    }
    return facts;
  };
}
