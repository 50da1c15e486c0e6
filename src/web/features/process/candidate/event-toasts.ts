import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HiringEventType } from '../../../../../machines/index';

type CandidateEvent = Extract<HiringEventType, `candidate.${string}`>;

/** Spec §8 toasts of each candidate action: the success text, and the title of the error toast. */
export const eventToasts: Record<CandidateEvent, { success: MessageDescriptor; error: MessageDescriptor }> = {
  // "Interested" is not accepting a job: the toast says what happens next.
  'candidate.acceptOffer': {
    success: msg`Thank you! Medilink customer care will call you at the time you chose.`,
    error: msg`Error sending your answer`,
  },
  'candidate.rejectOffer': { success: msg`The offer was rejected`, error: msg`Error rejecting the offer` },
  'candidate.pickOption': { success: msg`The proposal was accepted`, error: msg`Error accepting the proposal` },
  'candidate.proposeOptions': { success: msg`The proposals were sent`, error: msg`Error rejecting the proposal` },
  'candidate.requestReschedule': { success: msg`The new interview dates were requested`, error: msg`Error requesting the new dates` },
  'candidate.cancelInterview': { success: msg`The interview was cancelled`, error: msg`Error cancelling the interview` },
  'candidate.reportPresence': { success: msg`The presence was saved`, error: msg`Error saving the presence` },
  'candidate.giveFeedback': { success: msg`The feedback was sent`, error: msg`Error sending the feedback` },
  'candidate.acceptFinalOffer': {
    success: msg`You accepted the final offer. The employer will confirm the hire once the contract is signed.`,
    error: msg`Error accepting the offer`,
  },
  'candidate.rejectFinalOffer': { success: msg`The offer was rejected`, error: msg`Error rejecting the offer` },
  'candidate.replyToRefusal': { success: msg`Your answer was sent`, error: msg`Error sending your answer` },
};

export function isCandidateEvent(type: HiringEventType): type is CandidateEvent {
  return type.startsWith('candidate.');
}
