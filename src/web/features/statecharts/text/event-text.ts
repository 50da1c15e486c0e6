import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Human names of every machine event, keyed by event type (one vocabulary: types are unique across machines). */
export const EVENT_TEXT: Record<string, MessageDescriptor> = {
  'candidate.acceptOffer': msg`Is interested, gives a call slot`,
  'candidate.rejectOffer': msg`Refuses the offer`,
  'care.validate': msg`Validates the candidate`,
  'care.invalidate': msg`Invalidates the candidate`,
  'care.markNotPresented': msg`Marks as not presented`,
  'care.expireOffer': msg`Closes the unanswered offer (48 h)`,
  'company.acceptCandidate': msg`Accepts the candidate`,
  'company.rejectCandidate': msg`Refuses the candidate`,
  'company.proposeInterview': msg`Invites to an interview (3 options)`,
  'candidate.pickOption': msg`Picks a time`,
  'candidate.proposeOptions': msg`Proposes 3 other times`,
  'company.pickOption': msg`Schedules a time`,
  'company.proposeOptions': msg`Proposes 3 other times`,
  'company.requestReschedule': msg`Asks to reschedule`,
  'candidate.requestReschedule': msg`Asks to reschedule`,
  'company.cancelInterview': msg`Cancels the interview`,
  'candidate.cancelInterview': msg`Cancels the interview`,
  'company.reportPresence': msg`Says whether the candidate came`,
  'candidate.reportPresence': msg`Says whether the company held it`,
  'candidate.giveFeedback': msg`Gives feedback`,
  'company.sendFinalOffer': msg`Sends the final offer`,
  'company.requestFollowUp': msg`Asks for another interview`,
  'company.proposeTrial': msg`Proposes a trial day`,
  'company.decline': msg`Declines to hire`,
  'candidate.acceptFinalOffer': msg`Accepts the final offer`,
  'candidate.rejectFinalOffer': msg`Refuses the final offer`,
  'company.confirmHire': msg`Confirms the hire`,
  'company.withdraw': msg`Withdraws the offer (position closed)`,
  'care.unarchive': msg`Unarchives`,
  'system.resume': msg`Profile loaded`,
  'candidate.submit': msg`Submits the step`,
  'system.saved': msg`Save confirmed`,
  'system.saveFailed': msg`Save failed`,
  'candidate.back': msg`Goes back`,
  'candidate.goTo': msg`Jumps to a reached step`,
};

export const ACTOR_TEXT: Record<string, MessageDescriptor> = {
  candidate: msg`candidate`,
  company: msg`company`,
  care: msg`Medilink care`,
  system: msg`the app`,
};
