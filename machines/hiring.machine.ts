/**
 * The hiring process, from the offer sent to a candidate to the hire: the one statechart the browser renders and
 * the API enforces. Pure: no timers, no invoke, no clock (events carry `now` and `actor`).
 *
 * State ids and event types are persisted in the processes table (the snapshot, its `closing.event`) and in the event
 * log: renaming one, or changing the context's shape, needs a new HIRING_MACHINE_VERSION and a migration that
 * brings the stored rows to it.
 *
 * Every ending moves to a child of `archived` (read-only) and remembers in `resumeAt` the active stage it left,
 * so `care.unarchive` returns there. A context field rather than a history state keeps the choice visible in the
 * graph (one guarded edge per stage) and lets unarchiving clear it, so traversal sees finitely many states.
 */
import { and, not } from 'xstate';
import { ACTIVE_STAGES, turn } from './hiring-context.ts';
import { hiringSetup } from './hiring-actions.ts';
import { closeAccountFrom, interviewStates, replyToRefusal, toArchive, toDispute, withdrawFrom } from './hiring-transitions.ts';

/**
 * The shape of the persisted snapshots. 2: the server's own events are `system.*` (were `care.*`), and the context
 * holds `offeredAt` (migration 0260_system_actor brought version 1 rows there). 3: the final offer holds its
 * `revision` (migration 0320_final_offer_revision). 4: the final offer states the Labour Code's terms and keeps the
 * post's advertised terms (migration 0490_final_offer_terms; offers sent before keep their few terms).
 */
export const HIRING_MACHINE_VERSION = 4;

export const hiringMachine = hiringSetup.createMachine({
  id: 'hiring',
  initial: 'offered',
  context: ({ input }) => ({
    parties: { candidate: input.candidateId, company: input.companyId },
    offeredAt: input.offeredAt,
    callSlot: null,
    interview: null,
    options: [],
    scheduledAt: null,
    followUp: false,
    rescheduled: false,
    trial: null,
    finalOffer: null,
    closing: null,
    resumeAt: null,
  }),
  states: {
    offered: {
      tags: [turn.candidate],
      on: {
        ...withdrawFrom('offered'),
        'candidate.acceptOffer': { guard: 'byPartyWithValidPayload', target: 'screening', actions: 'recordCallSlot' },
        'candidate.rejectOffer': { guard: 'byPartyWithValidPayload', ...toArchive('offerRejected', 'offered') },
        // Sent by the deadline job once the time to answer has run out. An ending of its own, not the candidate's
        // abandoning: she said nothing, and neither side may be told she stopped the process.
        'system.expireOffer': { guard: and(['byPartyWithValidPayload', 'offerAnswerPassed']), ...toArchive('offerExpired', 'offered') },
        // Care ends the offer before the candidate answered, with a reason both sides read.
        'care.endOffer': { guard: 'byPartyWithValidPayload', ...toArchive('offerEnded', 'offered') },
      },
    },
    screening: {
      tags: [turn.care],
      on: {
        ...withdrawFrom('screening'),
        'care.validate': { guard: and(['byPartyWithValidPayload', 'licenceChecked']), target: 'validated' },
        'care.invalidate': { guard: 'byPartyWithValidPayload', ...toArchive('invalidated', 'screening') },
        'care.markNotPresented': { guard: 'byPartyWithValidPayload', ...toArchive('notPresented', 'screening') },
      },
    },
    validated: {
      tags: [turn.company],
      on: {
        ...withdrawFrom('validated'),
        'company.acceptCandidate': { guard: 'byPartyWithValidPayload', target: 'companyAccepted' },
        'company.rejectCandidate': { guard: 'byPartyWithValidPayload', ...toArchive('companyRejected', 'validated') },
      },
    },
    companyAccepted: {
      tags: [turn.company],
      on: {
        ...withdrawFrom('companyAccepted'),
        'company.proposeInterview': {
          guard: 'byPartyWithValidPayload',
          target: 'interview.candidateChoosing',
          actions: 'recordInvitation',
        },
        'company.rejectCandidate': { guard: 'byPartyWithValidPayload', ...toArchive('companyRejected', 'companyAccepted') },
      },
    },
    interview: interviewStates,
    /** The company says the candidate came; the candidate has yet to say the company held the interview. */
    candidatePresent: {
      tags: [turn.candidate],
      on: {
        ...withdrawFrom('candidatePresent'),
        'candidate.reportPresence': [
          { guard: and(['byPartyWithValidPayload', 'reportsPresent']), target: 'interviewPassed' },
          // The company said it took place: the two sides disagree, so care settles it before anyone is blamed.
          { guard: 'byPartyWithValidPayload', ...toDispute('companyAbsence') },
        ],
      },
    },
    /** The candidate says the company held the interview; the company has yet to say the candidate came. */
    companyPresent: {
      tags: [turn.company],
      on: {
        ...withdrawFrom('companyPresent'),
        'company.reportPresence': [
          { guard: and(['byPartyWithValidPayload', 'reportsPresent']), target: 'interviewPassed' },
          // The candidate said it took place: the two sides disagree, so care settles it before anyone is blamed.
          { guard: 'byPartyWithValidPayload', ...toDispute('candidateAbsence') },
        ],
      },
    },
    /**
     * The two sides told presence differently. Care calls both and settles it: held, the process goes on; not held,
     * it ends as the no-show of the side said absent (only then does a candidate's no-show count against them).
     */
    presenceDisputed: {
      tags: [turn.care],
      // Never entered by itself: each disagreement targets its own child.
      initial: 'candidateAbsence',
      states: {
        /** The candidate says the interview took place; the company says the candidate did not come. */
        candidateAbsence: {
          on: {
            ...withdrawFrom('presenceDisputed.candidateAbsence'),
            'care.settlePresence': [
              { guard: and(['byPartyWithValidPayload', 'presenceHeld']), target: '#hiring.interviewPassed' },
              { guard: 'byPartyWithValidPayload', ...toArchive('candidateAbsent', 'presenceDisputed.candidateAbsence') },
            ],
          },
        },
        /** The company says the candidate came; the candidate says the company did not hold the interview. */
        companyAbsence: {
          on: {
            ...withdrawFrom('presenceDisputed.companyAbsence'),
            'care.settlePresence': [
              { guard: and(['byPartyWithValidPayload', 'presenceHeld']), target: '#hiring.interviewPassed' },
              { guard: 'byPartyWithValidPayload', ...toArchive('companyAbsent', 'presenceDisputed.companyAbsence') },
            ],
          },
        },
      },
    },
    interviewPassed: {
      tags: [turn.candidate],
      on: {
        ...withdrawFrom('interviewPassed'),
        'candidate.giveFeedback': [
          { guard: and(['byPartyWithValidPayload', 'interested']), target: 'positiveFeedback' },
          { guard: 'byPartyWithValidPayload', ...toArchive('candidateAbandoned', 'interviewPassed') },
        ],
      },
    },
    /** The company decides: final offer, another interview, a trial day, or no. */
    positiveFeedback: {
      tags: [turn.company],
      on: {
        ...withdrawFrom('positiveFeedback'),
        'company.sendFinalOffer': { guard: 'byPartyWithValidPayload', target: 'finalOffer', actions: 'recordFinalOffer' },
        'company.requestFollowUp': {
          guard: 'byPartyWithValidPayload',
          target: 'interview.candidateChoosing',
          actions: ['startFollowUp', 'recordInvitation'],
        },
        'company.proposeTrial': { guard: 'byPartyWithValidPayload', target: 'trial', actions: 'recordTrial' },
        'company.decline': { guard: 'byPartyWithValidPayload', ...toArchive('companyDeclined', 'positiveFeedback') },
      },
    },
    /** A trial day agreed; afterwards the company decides again. */
    trial: {
      tags: [turn.company],
      on: {
        ...withdrawFrom('trial'),
        'company.sendFinalOffer': { guard: 'byPartyWithValidPayload', target: 'finalOffer', actions: 'recordFinalOffer' },
        'company.requestFollowUp': {
          guard: 'byPartyWithValidPayload',
          target: 'interview.candidateChoosing',
          actions: ['startFollowUp', 'recordInvitation'],
        },
        'company.decline': { guard: 'byPartyWithValidPayload', ...toArchive('companyDeclined', 'trial') },
      },
    },
    finalOffer: {
      tags: [turn.candidate],
      on: {
        ...withdrawFrom('finalOffer'),
        'candidate.acceptFinalOffer': { guard: and(['byPartyWithValidPayload', 'finalOfferOpen']), target: 'offerAccepted' },
        'candidate.rejectFinalOffer': {
          guard: and(['byPartyWithValidPayload', 'finalOfferOpen']),
          ...toArchive('finalOfferRejected', 'finalOffer', 'finalOfferRejected'),
        },
        // Also after care reopened an expired offer: a later validity is what lets the candidate answer again.
        'company.extendFinalOffer': { guard: 'byPartyWithValidPayload', actions: 'extendFinalOffer' },
        // A mistake in the terms is corrected, not withdrawn: the candidate is asked again, about the new terms only.
        'company.reviseFinalOffer': { guard: 'byPartyWithValidPayload', actions: 'recordFinalOffer' },
        // Sent by the expiry job once the validity has passed unanswered; both sides are told.
        'system.expireFinalOffer': {
          guard: and(['byPartyWithValidPayload', not('finalOfferOpen')]),
          ...toArchive('finalOfferExpired', 'finalOffer'),
        },
      },
    },
    /**
     * The candidate accepted; the contract is still to be signed. The company confirms the hire once it is, which
     * closes the process. Withdrawing now breaks a promise the candidate relied on: an event of its own, with a
     * reason, that care follows up.
     */
    offerAccepted: {
      tags: [turn.company],
      on: {
        ...closeAccountFrom('offerAccepted'),
        'company.confirmHire': { guard: 'byPartyWithValidPayload', ...toArchive('hired', 'offerAccepted') },
        'company.withdrawAcceptedOffer': {
          guard: 'byPartyWithValidPayload',
          ...toArchive('acceptedOfferWithdrawn', 'offerAccepted', 'acceptedOfferWithdrawn'),
        },
      },
    },
    /** Read-only. Only customer care can bring the process back, to the stage it left. */
    archived: {
      tags: ['archived', turn.care],
      // Never entered by itself: every ending targets its own child.
      initial: 'offerRejected',
      on: {
        'care.unarchive': ACTIVE_STAGES.map((stage) => ({
          guard: and(['byPartyWithValidPayload', { type: 'resumesAt', params: { stage } }]),
          target: `#hiring.${stage}`,
          actions: stage === 'offered' ? (['unarchive', 'restartOfferTime'] as const) : (['unarchive'] as const),
        })),
      },
      states: {
        offerRejected: {},
        invalidated: {},
        notPresented: {},
        companyRejected: { on: { 'candidate.replyToRefusal': replyToRefusal } },
        cancelledByCompany: {},
        cancelledByCandidate: {},
        candidateAbsent: {},
        companyAbsent: {},
        candidateAbandoned: {},
        offerExpired: {},
        companyDeclined: { on: { 'candidate.replyToRefusal': replyToRefusal } },
        finalOfferRejected: {},
        finalOfferExpired: {},
        offerEnded: {},
        withdrawn: {},
        acceptedOfferWithdrawn: {},
        accountClosed: {},
        hired: {},
      },
    },
  },
});

export type HiringMachine = typeof hiringMachine;
