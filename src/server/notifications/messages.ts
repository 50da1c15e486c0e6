import type { MessageDescriptor } from '@lingui/core';
import type { HiringEventType, OfferEndReason } from '../../../machines/index.ts';

// Texts of the notifications (mail, SMS, WhatsApp). ro-RO translations in src/server/locales/ro-RO/messages.po.
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const mailParts = define({
  open: /*i18n*/ { id: 'ops.mail.open', message: 'Open in {brand}' },
  subject: /*i18n*/ { id: 'ops.mail.subject', message: '{brand}: {position} at {company}' },
  calendar: /*i18n*/ { id: 'ops.mail.calendar', message: 'The invitation is attached: add it to your calendar.' },
  // What the side that fixed or cancelled an interview time reads with its own calendar file (its bell included):
  // whom the interview is with ({who}: the candidate as the company may name her, or the company) and when.
  scheduled: /*i18n*/ {
    id: 'ops.mail.calendar_scheduled',
    message: 'Interview with {who} on {when}. The invitation is attached: add it to your calendar.',
  },
  cancelled: /*i18n*/ {
    id: 'ops.mail.calendar_cancelled',
    message: 'The interview with {who} on {when} is cancelled. The attached file removes it from your calendar.',
  },
  text: /*i18n*/ { id: 'ops.text.template', message: '{brand}: {body} {link}' },
});

export const offerTexts = define({
  newOffer: /*i18n*/ {
    id: 'ops.offer.new',
    message:
      '{company} is looking for a {position} in {city} and your profile matches. Please answer by {when}: tell us if you are interested and when we may call you for a 10-minute phone screen.',
  },
  terms: /*i18n*/ { id: 'ops.offer.terms', message: 'The terms: {terms}.' },
  reminder: /*i18n*/ {
    id: 'ops.offer.reminder',
    message: 'Reminder: the offer from {company} for {position} in {city} is still waiting for your answer. Please answer by {when}.',
  },
  finalOfferReminder: /*i18n*/ {
    id: 'ops.final_offer.reminder',
    message: 'Reminder: the final offer from {company} for {position} in {city} is waiting for your answer. It expires {when}.',
  },
  interviewReminder: /*i18n*/ {
    id: 'ops.interview.reminder',
    message: 'Reminder: your interview for {position} ({company}) is tomorrow, {when}.',
  },
  interviewReminderSubject: /*i18n*/ { id: 'ops.interview.reminder_subject', message: '{brand}: interview tomorrow, {when}' },
});

export const careTexts = define({
  proposalSubject: /*i18n*/ { id: 'ops.care.proposal_subject', message: '{brand}: interview proposal unanswered for 48 hours (process {process})' },
  proposal: /*i18n*/ {
    id: 'ops.care.proposal',
    message:
      'The interview options of process {process} ({position}, {company}) have had no answer for 48 hours. Please call the side that must answer.',
  },
});

/** What the recipient learns from each event (addressed to the other side, or to both for care's events). */
export const eventTexts: Partial<Record<HiringEventType, MessageDescriptor>> = define({
  'candidate.acceptOffer': /*i18n*/ {
    id: 'ops.event.candidate_accept_offer',
    message: 'The candidate is interested; customer care is calling them for a short phone screen.',
  },
  'candidate.rejectOffer': /*i18n*/ { id: 'ops.event.candidate_reject_offer', message: 'The candidate declined the offer.' },
  'care.validate': /*i18n*/ {
    id: 'ops.event.care_validate',
    message: 'Customer care has spoken with the candidate and recommends them. Please accept or refuse the candidate.',
  },
  'care.invalidate': /*i18n*/ {
    id: 'ops.event.care_invalidate',
    message: 'After the phone screen this offer will not go further. Thank you for your time; we will keep looking for the right job for you.',
  },
  'care.markNotPresented': /*i18n*/ {
    id: 'ops.event.care_not_presented',
    message: 'We could not reach you at the time you chose for the phone screen, so the offer was closed. Write to us if you want it reopened.',
  },
  'company.acceptCandidate': /*i18n*/ {
    id: 'ops.event.company_accept_candidate',
    message: 'The company accepted you for this post and will invite you to an interview.',
  },
  'company.rejectCandidate': /*i18n*/ {
    id: 'ops.event.company_reject_candidate',
    message: 'The company decided not to continue with your application for this post.',
  },
  'company.proposeInterview': /*i18n*/ {
    id: 'ops.event.company_propose_interview',
    message: 'The company invites you to an interview. Please choose one of the three proposed times, or propose three others.',
  },
  'candidate.pickOption': /*i18n*/ {
    id: 'ops.event.candidate_pick_option',
    message: 'The candidate chose one of your proposed times: the interview is scheduled.',
  },
  'candidate.proposeOptions': /*i18n*/ {
    id: 'ops.event.candidate_propose_options',
    message: 'The candidate proposed three other times for the interview. Please choose one or propose others.',
  },
  'company.pickOption': /*i18n*/ {
    id: 'ops.event.company_pick_option',
    message: 'The company chose one of your proposed times: the interview is scheduled.',
  },
  'company.proposeOptions': /*i18n*/ {
    id: 'ops.event.company_propose_options',
    message: 'The company proposed three other times for the interview. Please choose one or propose others.',
  },
  'company.requestReschedule': /*i18n*/ {
    id: 'ops.event.company_request_reschedule',
    message: 'The company asks to reschedule the interview. Please choose one of the three new times.',
  },
  'candidate.requestReschedule': /*i18n*/ {
    id: 'ops.event.candidate_request_reschedule',
    message: 'The candidate asks to reschedule the interview. Please choose one of the three new times.',
  },
  'company.cancelInterview': /*i18n*/ { id: 'ops.event.company_cancel_interview', message: 'The company cancelled the interview.' },
  'candidate.cancelInterview': /*i18n*/ { id: 'ops.event.candidate_cancel_interview', message: 'The candidate cancelled the interview.' },
  'company.reportPresence': /*i18n*/ {
    id: 'ops.event.company_report_presence',
    message: 'How did the interview go? Please tell us whether you want to continue with this company.',
  },
  'candidate.reportPresence': /*i18n*/ { id: 'ops.event.candidate_report_presence', message: 'The candidate reported on the interview.' },
  'candidate.giveFeedback': /*i18n*/ {
    id: 'ops.event.candidate_give_feedback',
    message: 'The candidate gave their feedback after the interview. Please decide: final offer, another interview, a trial day or decline.',
  },
  'company.sendFinalOffer': /*i18n*/ { id: 'ops.event.company_send_final_offer', message: 'You have a final offer. Please accept or reject it.' },
  'company.requestFollowUp': /*i18n*/ {
    id: 'ops.event.company_request_follow_up',
    message: 'The company invites you to another interview. Please choose one of the three proposed times, or propose three others.',
  },
  'company.proposeTrial': /*i18n*/ { id: 'ops.event.company_propose_trial', message: 'The company invites you to a trial day.' },
  'company.decline': /*i18n*/ { id: 'ops.event.company_decline', message: 'The company decided not to make an offer for this post.' },
  'candidate.acceptFinalOffer': /*i18n*/ {
    id: 'ops.event.candidate_accept_final_offer',
    message: 'The candidate accepted your final offer. Please confirm the hire.',
  },
  'candidate.rejectFinalOffer': /*i18n*/ {
    id: 'ops.event.candidate_reject_final_offer',
    message: 'The candidate rejected your final offer. Customer care will contact you.',
  },
  'company.confirmHire': /*i18n*/ { id: 'ops.event.company_confirm_hire', message: 'Congratulations, you are hired!' },
  'company.withdraw': /*i18n*/ {
    id: 'ops.event.company_withdraw',
    message: 'The company has closed this post, so this process ends here. Thank you for your time; we will keep looking for the right job for you.',
  },
  'company.withdrawAcceptedOffer': /*i18n*/ {
    id: 'ops.event.company_withdraw_accepted_offer',
    message:
      'The company withdrew the offer you had accepted, before the contract was signed. Customer care has been told and will call you; we will keep looking for the right job for you.',
  },
  'care.unarchive': /*i18n*/ { id: 'ops.event.care_unarchive', message: 'Customer care reopened this process: it continues where it stopped.' },
  'system.closeAccount': /*i18n*/ {
    id: 'ops.event.account_closed',
    message: 'The other side closed its Medilink account, so this process ends here.',
  },
  'system.expireOffer': /*i18n*/ {
    id: 'ops.event.offer_expired',
    message: 'The offer expired after 48 hours without an answer, so it was archived.',
  },
  'company.extendFinalOffer': /*i18n*/ {
    id: 'ops.event.company_extend_final_offer',
    message: 'The company gave you more time to answer its final offer: open it to see the new deadline.',
  },
  'candidate.replyToRefusal': /*i18n*/ {
    id: 'ops.event.candidate_reply_to_refusal',
    message: 'The candidate answered the reason you gave for not continuing. You can read the answer in the process history.',
  },
  'system.expireFinalOffer': /*i18n*/ {
    id: 'ops.event.final_offer_expired',
    message: 'The final offer expired without an answer, so the process was archived. Customer care may call you.',
  },
});

/** A corrected final offer, term by term (offer-changes.ts). */
export const offerChangeTexts = define({
  revised: /*i18n*/ {
    id: 'ops.final_offer.revised',
    message:
      'The employer corrected its final offer: {changes}. Only the new terms can be accepted: please read them again. You may answer until {when}.',
  },
  change: /*i18n*/ { id: 'ops.final_offer.change', message: '{term}: {from} → {to}' },
  salary: /*i18n*/ { id: 'ops.final_offer.term.salary', message: 'salary' },
  startDate: /*i18n*/ { id: 'ops.final_offer.term.start_date', message: 'start date' },
  contract: /*i18n*/ { id: 'ops.final_offer.term.contract', message: 'contract' },
  endDate: /*i18n*/ { id: 'ops.final_offer.term.end_date', message: 'end date' },
  benefitsChanged: /*i18n*/ { id: 'ops.final_offer.benefits_changed', message: 'the benefits changed' },
  net: /*i18n*/ { id: 'ops.final_offer.net', message: 'net' },
  gross: /*i18n*/ { id: 'ops.final_offer.gross', message: 'gross' },
  determined: /*i18n*/ { id: 'ops.final_offer.determined', message: 'fixed term' },
  undetermined: /*i18n*/ { id: 'ops.final_offer.undetermined', message: 'permanent' },
});

/**
 * Customer care ended the offer before the candidate answered (care.endOffer): what the candidate learns, by care's
 * reason; 'other' says it in care's own words ({text}).
 */
export const offerEndTexts: Record<OfferEndReason, MessageDescriptor> = define({
  'sent-in-error': /*i18n*/ {
    id: 'ops.offer_end.sent_in_error',
    message: 'Customer care closed this offer: it was sent to you by mistake. We are sorry; we will keep looking for the right job for you.',
  },
  'candidate-request': /*i18n*/ {
    id: 'ops.offer_end.candidate_request',
    message: 'As you asked us, customer care closed this offer. We will keep looking for the right job for you.',
  },
  'company-request': /*i18n*/ {
    id: 'ops.offer_end.company_request',
    message:
      'The employer asked customer care to close this offer before you answered it, so it ends here. We will keep looking for the right job for you.',
  },
  other: /*i18n*/ {
    id: 'ops.offer_end.other',
    message: 'Customer care closed this offer before you answered it: {text}. We will keep looking for the right job for you.',
  },
});

/** Presence told differently by the two sides: what each side learns while care settles it, and care's finding. */
export const presenceTexts = define({
  disputed: /*i18n*/ {
    id: 'ops.presence.disputed',
    message:
      'You and the other side told us different things about the interview. Customer care will call both of you to settle it; nobody is marked absent until then.',
  },
  held: /*i18n*/ { id: 'ops.presence.settled_held', message: 'Customer care confirmed that the interview took place: the process continues.' },
  missed: /*i18n*/ {
    id: 'ops.presence.settled_missed',
    message: 'After calling both sides, customer care found that the interview did not take place, so the process ends here.',
  },
});

/** Any event without a text of its own (a newer machine version may add some). */
export const fallbackEventText = /*i18n*/ { id: 'ops.event.changed', message: 'There is news in this process.' };

export const friendTexts = define({
  subject: /*i18n*/ { id: 'ops.friend.subject', message: '{recommender} recommends {brand} to you' },
  body: /*i18n*/ {
    id: 'ops.friend.body',
    message:
      '{recommender} thinks you would find a good medical job through {brand}: we match medical staff with clinics and hospitals in Romania and walk with you from the offer to the hire, free for candidates. Create your profile in a few minutes:',
  },
  note: /*i18n*/ { id: 'ops.friend.note', message: '{recommender} writes to you: “{note}”' },
  why: /*i18n*/ {
    id: 'ops.friend.why',
    message:
      'You received this mail because {recommender} gave us your address; we will not write to you again about it. To never receive an invitation from {brand} again:',
  },
  unsubscribe: /*i18n*/ { id: 'ops.friend.unsubscribe', message: 'unsubscribe' },
});
