/**
 * A final offer compared with the post it answers. Plain functions without the offer's schema: a screen that only
 * shows an offer (the candidate's offer page) runs them without loading and building the schema library.
 */
import type { AdvertisedTerms, StoredFinalOffer } from './final-offer.ts';

/** The offered salary is below the range the post advertised (a post without a range has nothing to fall below). */
export function belowAdvertisedRange(offer: Pick<StoredFinalOffer, 'salary' | 'salaryBasis'>, advertised: AdvertisedTerms | null | undefined) {
  return offer.salaryBasis === 'gross' && advertised?.salaryMin != null && offer.salary < advertised.salaryMin;
}

/** The terms that differ from what the post advertised, by payload field; a term the post did not state is not one. */
export function changedFromPost(offer: StoredFinalOffer): Set<keyof StoredFinalOffer> {
  const changed = new Set<keyof StoredFinalOffer>();
  const ad = offer.advertised;
  if (!ad) return changed;
  const differs = <T>(field: keyof StoredFinalOffer, offered: T | undefined, advertised: T | null) => {
    if (advertised !== null && offered !== undefined && offered !== advertised) changed.add(field);
  };
  const { salaryMin, salaryMax } = ad;
  if (offer.salaryBasis === 'gross' && ((salaryMin !== null && offer.salary < salaryMin) || (salaryMax !== null && offer.salary > salaryMax)))
    changed.add('salary');
  differs('norma', offer.norma, ad.norma);
  differs('hoursPerWeek', offer.hoursPerWeek, ad.hoursPerWeek);
  differs('shiftPattern', offer.shiftPattern, ad.shiftPattern);
  differs('garziPerMonth', offer.garziPerMonth, ad.garziPerMonth);
  differs('gardaPay', offer.gardaPay, ad.gardaPay);
  differs('contract', offer.contract, ad.contract);
  differs('contractMonths', offer.contractMonths, ad.contractMonths);
  differs('probationDays', offer.probationDays, ad.probationDays);
  differs('startDate', offer.startDate, ad.startDate);
  return changed;
}
