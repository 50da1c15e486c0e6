import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HiringEventType } from '../../../../../machines/index';

export type CompanyEvent = Extract<HiringEventType, `company.${string}`>;

/** Spec §8 toasts of each company action: the success text, and the title of the error toast. */
export const companyEventToasts: Record<CompanyEvent, { success: MessageDescriptor; error: MessageDescriptor }> = {
  'company.acceptCandidate': { success: msg`The candidate was accepted`, error: msg`Error accepting the candidate` },
  'company.rejectCandidate': { success: msg`The candidate was rejected`, error: msg`Error rejecting the candidate` },
  'company.proposeInterview': { success: msg`The interview was requested`, error: msg`Error requesting the interview` },
  'company.pickOption': { success: msg`The proposal was accepted`, error: msg`Error accepting the proposal` },
  'company.proposeOptions': { success: msg`The proposals were sent`, error: msg`Error rejecting the proposal` },
  'company.requestReschedule': { success: msg`The proposals were sent`, error: msg`Error requesting the new dates` },
  'company.cancelInterview': { success: msg`The interview was cancelled`, error: msg`Error cancelling the interview` },
  'company.reportPresence': { success: msg`The presence was saved`, error: msg`Error saving the presence` },
  'company.sendFinalOffer': { success: msg`The final offer was sent`, error: msg`Error sending the final offer` },
  'company.extendFinalOffer': { success: msg`The final offer was extended`, error: msg`Error extending the final offer` },
  'company.reviseFinalOffer': { success: msg`The corrected offer was sent to the candidate`, error: msg`Error correcting the final offer` },
  'company.requestFollowUp': { success: msg`The interview was requested`, error: msg`Error requesting the interview` },
  'company.proposeTrial': { success: msg`The trial day was proposed`, error: msg`Error proposing the trial day` },
  'company.decline': { success: msg`The candidate was rejected`, error: msg`Error rejecting the candidate` },
  'company.confirmHire': { success: msg`The hire was confirmed`, error: msg`Error confirming the hire` },
  'company.withdraw': { success: msg`The offer was withdrawn`, error: msg`Error withdrawing the offer` },
  'company.withdrawAcceptedOffer': { success: msg`The accepted offer was withdrawn`, error: msg`Error withdrawing the offer` },
};

export function isCompanyEvent(type: HiringEventType): type is CompanyEvent {
  return type.startsWith('company.');
}
