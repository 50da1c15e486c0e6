/**
 * What the hiring machine is made of, apart from its transitions: the stages and endings (state paths), the context
 * the process carries, the input that starts it, and the tags that tell whose turn it is. The guards, the actions and
 * the machine build on the `setup` at the end of this file.
 */
import { setup } from 'xstate';
import type { HiringEvent, HiringEventType, Interview, Role } from './events.ts';
import type { StoredFinalOffer } from './final-offer.ts';

/** The active stages an ending can leave (and care.unarchive can return to), as state paths. */
export const ACTIVE_STAGES = [
  'offered',
  'screening',
  'validated',
  'companyAccepted',
  'interview.candidateChoosing',
  'interview.companyChoosing',
  'interview.scheduled',
  'candidatePresent',
  'companyPresent',
  'presenceDisputed.candidateAbsence',
  'presenceDisputed.companyAbsence',
  'interviewPassed',
  'positiveFeedback',
  'trial',
  'finalOffer',
  'offerAccepted',
] as const;
export type ActiveStage = (typeof ACTIVE_STAGES)[number];

export const ENDINGS = [
  'offerRejected',
  'invalidated',
  'notPresented',
  'companyRejected',
  'cancelledByCompany',
  'cancelledByCandidate',
  'candidateAbsent',
  'companyAbsent',
  'candidateAbandoned',
  'offerExpired',
  'companyDeclined',
  'finalOfferRejected',
  'finalOfferExpired',
  'offerEnded',
  'withdrawn',
  'acceptedOfferWithdrawn',
  'accountClosed',
  'hired',
] as const;
export type Ending = (typeof ENDINGS)[number];

/**
 * Why care must call someone (spec §4: no-shows and rejected final offers; the two sides telling presence
 * differently; an accepted offer withdrawn before the contract; a candidate answering a refusal about her); the console
 * lists these as follow-ups.
 */
export type CareAlert = 'candidateNoShow' | 'companyNoShow' | 'finalOfferRejected' | 'presenceDisputed' | 'acceptedOfferWithdrawn' | 'refusalReplied';

export interface HiringInput {
  candidateId: string;
  companyId: string;
  /** When the offer is made: the creating request's clock. */
  offeredAt: string;
}

/**
 * A final offer as sent: its terms, the post's advertised terms, its validity, and which version of the terms it is
 * (1, then one more per correction).
 */
export type SentFinalOffer = StoredFinalOffer & { revision: number };

export interface HiringContext {
  /** Who may act for each side: the ids the server injects as `actor.id`. */
  parties: { candidate: string; company: string };
  /**
   * When the candidate's time to answer the offer began: the offer's creation, or care reopening it. Its deadline
   * (deadlines.ts) is when the server may expire the offer. One instant, set only then, so the context stays finite.
   */
  offeredAt: string;
  /** The slot the candidate gave for care's phone screen. */
  callSlot: string | null;
  interview: Interview | null;
  /** Interview start options on the table (3), proposed by the side whose turn it is not. */
  options: string[];
  scheduledAt: string | null;
  /** A follow-up interview round (the company asked for another interview after positive feedback). */
  followUp: boolean;
  /** The interview of this round has been rescheduled at least once. */
  rescheduled: boolean;
  trial: { date: string; note?: string } | null;
  finalOffer: SentFinalOffer | null;
  /**
   * What ended the process while it is archived; `reply` is the candidate's one answer to a company's refusal (her
   * words in the company's ending: privacy/redaction.ts erases it with her).
   */
  closing: { event: HiringEventType; by: Role; reason?: string; text?: string; reply?: string } | null;
  resumeAt: ActiveStage | null;
}

export const turn = {
  candidate: 'turn:candidate',
  company: 'turn:company',
  care: 'turn:care',
} as const;

export type HiringTag = (typeof turn)[keyof typeof turn] | 'archived';

/** The machine's types, before its guards (hiring-guards.ts) and actions (hiring-actions.ts) are added. */
export const hiringTypes = setup({
  types: {} as { context: HiringContext; events: HiringEvent; input: HiringInput; tags: HiringTag },
});
