import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HiringEventType } from '../../../../machines/index';
import { isKeyOf } from '../../../../machines/narrow';

/** Each logged process event as a short past-tense line (history and the company's event feed). */
// Partial: an event the machine gains later shows its type until it gets a label here.
export const eventTypeLabels: Partial<Record<HiringEventType | 'process.create', MessageDescriptor>> = {
  'process.create': msg`Offer sent to the candidate`,
  'candidate.acceptOffer': msg`Candidate interested in the offer`,
  'candidate.rejectOffer': msg`Candidate refused the offer`,
  'system.expireOffer': msg`Offer expired without an answer`,
  'care.endOffer': msg`Customer care ended the offer`,
  'care.validate': msg`Customer care validated the candidate`,
  'care.invalidate': msg`Customer care invalidated the candidate`,
  'care.markNotPresented': msg`Candidate missed the customer care call`,
  'company.acceptCandidate': msg`Company accepted the candidate`,
  'company.rejectCandidate': msg`Company refused the candidate`,
  'company.proposeInterview': msg`Interview invitation sent`,
  'candidate.pickOption': msg`Candidate chose an interview time`,
  'candidate.proposeOptions': msg`Candidate proposed other times`,
  'company.pickOption': msg`Company chose an interview time`,
  'company.proposeOptions': msg`Company proposed other times`,
  'company.cancelInterview': msg`Company cancelled the interview`,
  'candidate.cancelInterview': msg`Candidate cancelled the interview`,
  'company.requestReschedule': msg`Company asked to reschedule`,
  'candidate.requestReschedule': msg`Candidate asked to reschedule`,
  'company.reportPresence': msg`Company reported the candidate present`,
  'candidate.reportPresence': msg`Candidate reported the interview was held`,
  'care.settlePresence': msg`Customer care settled the disputed presence`,
  'candidate.giveFeedback': msg`Candidate gave feedback`,
  'company.sendFinalOffer': msg`Final offer sent`,
  'company.extendFinalOffer': msg`Final offer extended`,
  'company.reviseFinalOffer': msg`Final offer corrected`,
  'candidate.replyToRefusal': msg`Candidate answered the refusal`,
  'system.expireFinalOffer': msg`Final offer expired without an answer`,
  'company.requestFollowUp': msg`New interview requested`,
  'company.proposeTrial': msg`Trial day proposed`,
  'company.decline': msg`Company declined to hire`,
  'candidate.acceptFinalOffer': msg`Candidate accepted the final offer`,
  'candidate.rejectFinalOffer': msg`Candidate rejected the final offer`,
  'company.confirmHire': msg`Hire confirmed`,
  'company.withdraw': msg`The company withdrew the offer`,
  'company.withdrawAcceptedOffer': msg`The company withdrew the accepted offer`,
  'care.unarchive': msg`Customer care unarchived the process`,
  'system.closeAccount': msg`The process ended: an account was closed`,
};

/** The negative answers of the presence events: the state an event led to tells which answer it carried. */
const absenceLabels: Partial<Record<HiringEventType, MessageDescriptor>> = {
  'company.reportPresence': msg`Company reported the candidate absent`,
  'candidate.reportPresence': msg`Candidate reported the interview was not held`,
  'care.settlePresence': msg`Customer care found the interview was not held`,
};

/** A logged event's line, telling a presence answer "absent" from "present" by the state it led to. */
export function eventLabel(item: { type: string; to: string }, i18n: I18n): string {
  const absence = isKeyOf(absenceLabels, item.type) ? absenceLabels[item.type] : undefined;
  // 'archived.candidateAbsent', 'presenceDisputed.companyAbsence', …: the answer was "no".
  const absent = /Absen(t|ce)$/.test(item.to);
  return absence && absent ? i18n._(absence) : eventTypeLabel(item.type, i18n);
}

export function eventTypeLabel(type: string, i18n: I18n): string {
  const label = isKeyOf(eventTypeLabels, type) ? eventTypeLabels[type] : undefined;
  return label ? i18n._(label) : type;
}
