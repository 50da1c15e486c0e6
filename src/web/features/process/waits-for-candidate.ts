import type { Schemas } from '../../lib/api/schemas';

type OfferRow = Pick<Schemas['Offer'], 'must_respond' | 'can'>;

/** Once an interview has begun the machine asks the candidate whether it took place (its clock, through `can`). */
export const presenceAsked = (offer: OfferRow): boolean => offer.can.includes('candidate.reportPresence');

/**
 * An offer that waits for the candidate's answer: what the machine's state calls for (a new offer, a time to choose,
 * feedback, a final offer), or the presence it asks for now.
 */
export const waitsForCandidate = (offer: OfferRow): boolean => offer.must_respond || presenceAsked(offer);
