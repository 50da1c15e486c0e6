import { msg } from '@lingui/core/macro';
import type { StateText } from './state-text-shape';

/** Names and descriptions of the hiring machine's states, keyed by state path (machines/hiring.machine.ts). */
export const HIRING_STATE_TEXT: Record<string, StateText> = {
  offered: {
    label: msg`Offer sent`,
    description: msg`The offer waits for the candidate: interested (with a slot for the phone screen) or not.`,
  },
  screening: {
    label: msg`Phone screen`,
    description: msg`The candidate is interested. Medilink customer care calls at the chosen slot, about 10 minutes, then validates the candidate, invalidates them or marks them not presented.`,
  },
  validated: {
    label: msg`Validated by customer care`,
    description: msg`Customer care recommends the candidate. The company accepts or refuses them, with a reason.`,
  },
  companyAccepted: {
    label: msg`Accepted by the company`,
    description: msg`The company wants to meet the candidate and sends an interview invitation with 3 time options.`,
  },
  interview: {
    label: msg`Interview`,
    description: msg`Agreeing on an interview time and holding the interview. Either side may cancel with a reason while it is being arranged.`,
  },
  'interview.candidateChoosing': {
    label: msg`Candidate chooses a time`,
    description: msg`The company's 3 options are on the table: the candidate picks one or proposes 3 others.`,
  },
  'interview.companyChoosing': {
    label: msg`Company chooses a time`,
    description: msg`The candidate's 3 options are on the table: the company schedules one, proposes 3 others, or cancels.`,
  },
  'interview.scheduled': {
    label: msg`Interview scheduled`,
    description: msg`Before the start either side may ask to reschedule or cancel; after the start each side says whether the other came.`,
  },
  candidatePresent: {
    label: msg`Candidate came`,
    description: msg`The company says the candidate came; the candidate still has to say whether the company held the interview.`,
  },
  companyPresent: {
    label: msg`Company held it`,
    description: msg`The candidate says the company held the interview; the company still has to say whether the candidate came.`,
  },
  presenceDisputed: {
    label: msg`Presence disputed`,
    description: msg`The two sides told presence differently. Medilink customer care calls both and settles it; nobody is marked absent before that.`,
  },
  'presenceDisputed.candidateAbsence': {
    label: msg`Candidate's absence disputed`,
    description: msg`The candidate says the interview took place; the company says the candidate did not come.`,
  },
  'presenceDisputed.companyAbsence': {
    label: msg`Company's absence disputed`,
    description: msg`The company says the candidate came; the candidate says the company did not hold the interview.`,
  },
  interviewPassed: {
    label: msg`Interview held`,
    description: msg`Both sides were there. The candidate says whether they want to continue.`,
  },
  positiveFeedback: {
    label: msg`Candidate wants to continue`,
    description: msg`The company decides: a final offer, another interview, a trial day, or no.`,
  },
  trial: {
    label: msg`Trial day`,
    description: msg`A trial day is agreed; afterwards the company sends a final offer, asks for another interview, or declines.`,
  },
  finalOffer: {
    label: msg`Final offer`,
    description: msg`Salary in LEI, start date, contract period and benefits wait for the candidate's answer.`,
  },
  offerAccepted: {
    label: msg`Final offer accepted`,
    description: msg`The candidate accepted; the contract is still to be signed. The company confirms the hire once it is, or withdraws the offer with a reason (Medilink customer care is alerted).`,
  },
  archived: {
    label: msg`Archived`,
    description: msg`The process has ended and is read-only. Only Medilink customer care can bring it back, to the stage it left.`,
  },
  'archived.offerRejected': {
    label: msg`Offer refused`,
    description: msg`The candidate refused the offer, with a reason.`,
  },
  'archived.invalidated': {
    label: msg`Invalidated`,
    description: msg`After the phone screen Medilink customer care did not recommend the candidate.`,
  },
  'archived.notPresented': {
    label: msg`Not presented`,
    description: msg`Medilink customer care did not present the candidate to the company (for example, unreachable at the slot).`,
  },
  'archived.companyRejected': {
    label: msg`Refused by the company`,
    description: msg`The company refused the candidate, with a reason.`,
  },
  'archived.cancelledByCompany': {
    label: msg`Cancelled by the company`,
    description: msg`The company cancelled the interview, with a reason; the candidate is told.`,
  },
  'archived.cancelledByCandidate': {
    label: msg`Cancelled by the candidate`,
    description: msg`The candidate cancelled the interview, with a reason; the company is told.`,
  },
  'archived.candidateAbsent': {
    label: msg`Candidate did not come`,
    description: msg`The company says the candidate missed the interview (or customer care settled a dispute so); Medilink customer care is alerted.`,
  },
  'archived.companyAbsent': {
    label: msg`Company did not hold it`,
    description: msg`The candidate says the company did not hold the interview (or customer care settled a dispute so); Medilink customer care is alerted.`,
  },
  'archived.candidateAbandoned': {
    label: msg`Candidate stopped`,
    description: msg`After the interview the candidate did not want to continue.`,
  },
  'archived.offerExpired': {
    label: msg`Offer expired`,
    description: msg`The offer went unanswered past its deadline (48 hours, ending on a working day); the expiry job archived it.`,
  },
  'archived.companyDeclined': {
    label: msg`Company declined`,
    description: msg`After the interview (or the trial day) the company decided not to hire, with a reason.`,
  },
  'archived.finalOfferRejected': {
    label: msg`Final offer refused`,
    description: msg`The candidate refused the final offer, with a reason; Medilink customer care is alerted.`,
  },
  'archived.finalOfferExpired': {
    label: msg`Final offer expired`,
    description: msg`The final offer's validity passed without an answer; the expiry job archived it and both sides were told.`,
  },
  'archived.offerEnded': {
    label: msg`Offer ended by customer care`,
    description: msg`Medilink customer care ended the offer before the candidate answered, with a reason both sides read; the candidate is told.`,
  },
  'archived.withdrawn': {
    label: msg`Offer withdrawn`,
    description: msg`The company closed the post (it was filled, or is no longer needed), with a reason; the candidate is told.`,
  },
  'archived.acceptedOfferWithdrawn': {
    label: msg`Accepted offer withdrawn`,
    description: msg`After the candidate accepted, the company withdrew the offer before the contract, with a reason; the candidate and Medilink customer care are told.`,
  },
  'archived.accountClosed': {
    label: msg`Account closed`,
    description: msg`One side deleted its account: the process ends for good, with that side as the reason, and the other side is told. It cannot be reopened.`,
  },
  'archived.hired': {
    label: msg`Hired`,
    description: msg`The company confirmed the hire. The process is complete.`,
  },
};
