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
import { and, assertEvent, assign, not, setup } from 'xstate';
import { memberMaySend } from './member-roles.ts';
import { roleOfEvent, type HiringEvent, type HiringEventType, type Interview, type Role } from './events.ts';
import type { StoredFinalOffer } from './final-offer.ts';
import { payloadErrors } from './rules.ts';
import { parseInstant } from './bucharest-time.ts';
import { defaultFinalOfferValidity, offerAnswerDeadline } from './deadlines.ts';
import { licenceRefusals } from './licence.ts';

/**
 * The shape of the persisted snapshots. 2: the server's own events are `system.*` (were `care.*`), and the context
 * holds `offeredAt` (migration 0260_system_actor brought version 1 rows there). 3: the final offer holds its
 * `revision` (migration 0320_final_offer_revision). 4: the final offer states the Labour Code's terms and keeps the
 * post's advertised terms (migration 0490_final_offer_terms; offers sent before keep their few terms).
 */
export const HIRING_MACHINE_VERSION = 4;

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

const turn = {
  candidate: 'turn:candidate',
  company: 'turn:company',
  care: 'turn:care',
} as const;

/** An ending: archive the process, remember the stage it left, and alert care where the spec wants a call. */
function toArchive(ending: Ending, stage: ActiveStage, alert?: CareAlert) {
  const archive = { type: 'archive' as const, params: { stage } };
  return {
    target: `#hiring.archived.${ending}` as const,
    actions: alert ? [archive, { type: 'alertCare' as const, params: { alert } }] : [archive],
  };
}

/** A disagreement about presence: the process waits for care, which is alerted. */
function toDispute(child: 'candidateAbsence' | 'companyAbsence') {
  return {
    target: `#hiring.presenceDisputed.${child}` as const,
    actions: [{ type: 'alertCare' as const, params: { alert: 'presenceDisputed' as const } }],
  };
}

/**
 * The company closes the position for this candidate, whatever the stage (the need is filled or no longer needed).
 * Archiving a need sends it to every open process of the need; a company may also send it for one process.
 */
function withdrawFrom(stage: ActiveStage) {
  return { 'company.withdraw': { guard: 'byPartyWithValidPayload' as const, ...toArchive('withdrawn', stage) }, ...closeAccountFrom(stage) };
}

/**
 * A side erased its account (GDPR): the erasure (the system) ends each open process for it, with the side as reason
 * so the other side is told. For good: `forgetStage` clears `resumeAt`, so `care.unarchive` finds no stage to return
 * to. Care closes an account only by erasing it (its erasure route), so there is no person's version of this event.
 */
function closeAccountFrom(stage: ActiveStage) {
  const { target, actions } = toArchive('accountClosed', stage);
  return { 'system.closeAccount': { guard: 'byPartyWithValidPayload' as const, target, actions: [...actions, 'forgetStage' as const] } };
}

/**
 * The candidate's answer to a company's refusal with a reason about her: kept in the closing (the process stays
 * archived), and care is alerted, as it may need to call either side.
 */
const replyToRefusal = {
  guard: and(['byPartyWithValidPayload', not('refusalAnswered')]),
  actions: ['recordReply', { type: 'alertCare', params: { alert: 'refusalReplied' } }],
} as const;

export const hiringMachine = setup({
  types: {
    context: {} as HiringContext,
    events: {} as HiringEvent,
    input: {} as HiringInput,
    tags: {} as (typeof turn)[keyof typeof turn] | 'archived',
  },
  guards: {
    /**
     * The event comes from its role (the prefix of its name) and, for a side, from that side's own party. A
     * `system.*` event only from the system actor, which the server gives its jobs and the erasure, never a request.
     */
    byParty: ({ context, event }) => {
      const role = roleOfEvent(event.type);
      if (event.actor.role !== role) return false;
      if (role === 'company' && !memberMaySend(event.actor.memberRole, event.type)) return false;
      return role === 'care' || role === 'system' || event.actor.id === context.parties[role];
    },
    validPayload: ({ context, event }) => payloadErrors(context, event) === null,
    /**
     * What every event of the machine must pass, named once. Kept as a combination of the two above, not one
     * function, so `openEvents` can switch the payload half off with `provide` and still check the party.
     */
    byPartyWithValidPayload: and(['byParty', 'validPayload']),
    /** Presence can be told only once the interview has begun; rescheduling and cancelling only before. */
    interviewStarted: ({ context, event }) => context.scheduledAt !== null && Date.parse(event.now) >= Date.parse(context.scheduledAt),
    reportsPresent: ({ event }) => {
      assertEvent(event, ['company.reportPresence', 'candidate.reportPresence']);
      return event.payload.present;
    },
    /** Care's finding on a disputed presence: the interview took place. */
    presenceHeld: ({ event }) => {
      assertEvent(event, 'care.settlePresence');
      return event.payload.held;
    },
    interested: ({ event }) => {
      assertEvent(event, 'candidate.giveFeedback');
      return event.payload.interested;
    },
    /** The candidate's time to answer the offer has run out (48 hours, ending on a working day: deadlines.ts). */
    offerAnswerPassed: ({ context, event }) => Date.parse(event.now) >= offerAnswerDeadline(new Date(context.offeredAt)).getTime(),
    /** The final offer may still be answered: its validity has not passed (offers from before validity never lapse). */
    finalOfferOpen: ({ context, event }) => {
      const until = context.finalOffer?.validUntil;
      return !until || Date.parse(event.now) < Date.parse(until);
    },
    resumesAt: ({ context }, params: { stage: ActiveStage }) => context.resumeAt === params.stage,
    /** The candidate has already answered the company's refusal: one reply, not a conversation. */
    refusalAnswered: ({ context }) => context.closing?.reply !== undefined,
    /**
     * For a regulated job title, care confirmed it checked the licence and the candidate's licence for the title is
     * on file and unexpired (machines/licence.ts; the same refusals are the API's 400 field errors).
     */
    licenceChecked: ({ event }) => {
      assertEvent(event, 'care.validate');
      return licenceRefusals(event.licence, event.payload.licence, event.now).length === 0;
    },
  },
  actions: {
    recordCallSlot: assign(({ event }) => {
      assertEvent(event, 'candidate.acceptOffer');
      return { callSlot: event.payload.callSlot };
    }),
    recordInvitation: assign(({ event }) => {
      assertEvent(event, ['company.proposeInterview', 'company.requestFollowUp']);
      return { interview: event.payload.interview, options: [...event.payload.options], scheduledAt: null };
    }),
    recordOptions: assign(({ event }) => {
      assertEvent(event, ['company.proposeOptions', 'candidate.proposeOptions', 'company.requestReschedule', 'candidate.requestReschedule']);
      return { options: [...event.payload.options] };
    }),
    schedulePick: assign(({ event }) => {
      assertEvent(event, ['candidate.pickOption', 'company.pickOption']);
      return { scheduledAt: event.payload.option, options: [] };
    }),
    // A virtual interview moves to the new room the server opened for the new time: the old link goes stale with it.
    markRescheduled: assign(({ context, event }) => {
      assertEvent(event, ['company.requestReschedule', 'candidate.requestReschedule']);
      const interview = context.interview?.type === 'virtual' && event.room ? { ...context.interview, link: event.room } : context.interview;
      return { rescheduled: true, scheduledAt: null, interview };
    }),
    startFollowUp: assign({ followUp: true, rescheduled: false }),
    recordTrial: assign(({ event }) => {
      assertEvent(event, 'company.proposeTrial');
      return { trial: event.payload.note ? { date: event.payload.date, note: event.payload.note } : { date: event.payload.date } };
    }),
    /**
     * The offer sent, or corrected: the new terms replace the old (the event log keeps every version), and the
     * candidate's time to answer starts again from now, as for a new offer.
     */
    recordFinalOffer: assign(({ context, event }) => {
      assertEvent(event, ['company.sendFinalOffer', 'company.reviseFinalOffer']);
      const { validUntil, ...terms } = event.payload;
      const until = validUntil ? parseInstant(validUntil)! : defaultFinalOfferValidity(new Date(event.now), terms.startDate);
      const revision = event.type === 'company.reviseFinalOffer' ? context.finalOffer!.revision + 1 : 1;
      const advertised = event.advertised ?? null;
      return { finalOffer: { ...terms, advertised, validUntil: until.toISOString(), revision } };
    }),
    extendFinalOffer: assign(({ context, event }) => {
      assertEvent(event, 'company.extendFinalOffer');
      return { finalOffer: { ...context.finalOffer!, validUntil: parseInstant(event.payload.validUntil)!.toISOString() } };
    }),
    archive: assign(({ event }, params: { stage: ActiveStage }) => {
      const payload = event.payload as { reason?: string; text?: string };
      const closing: NonNullable<HiringContext['closing']> = { event: event.type, by: event.actor.role };
      if (payload.reason) closing.reason = payload.reason;
      if (payload.text) closing.text = payload.text;
      return { resumeAt: params.stage, closing };
    }),
    recordReply: assign(({ context, event }) => {
      assertEvent(event, 'candidate.replyToRefusal');
      return { closing: { ...context.closing!, reply: event.payload.text } };
    }),
    unarchive: assign({ resumeAt: null, closing: null }),
    /** An offer care reopens gives the candidate its whole time to answer again, from now. */
    restartOfferTime: assign(({ event }) => ({ offeredAt: event.now })),
    forgetStage: assign({ resumeAt: null }),
    /**
     * Marker for the engine: the server reads it from the actions `transition()` returns and queues a mail to
     * customer care. The machine itself has nothing to do.
     */
    alertCare: (_, _params: { alert: CareAlert }) => {},
  },
}).createMachine({
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
    interview: {
      initial: 'candidateChoosing',
      states: {
        /** The company's options are on the table: the candidate picks one or proposes three others. */
        candidateChoosing: {
          tags: [turn.candidate],
          on: {
            ...withdrawFrom('interview.candidateChoosing'),
            'candidate.pickOption': { guard: 'byPartyWithValidPayload', target: 'scheduled', actions: 'schedulePick' },
            'candidate.proposeOptions': { guard: 'byPartyWithValidPayload', target: 'companyChoosing', actions: 'recordOptions' },
            'candidate.cancelInterview': { guard: 'byPartyWithValidPayload', ...toArchive('cancelledByCandidate', 'interview.candidateChoosing') },
            'company.cancelInterview': { guard: 'byPartyWithValidPayload', ...toArchive('cancelledByCompany', 'interview.candidateChoosing') },
          },
        },
        /** The candidate's options are on the table: the company schedules one, proposes again, or gives up. */
        companyChoosing: {
          tags: [turn.company],
          on: {
            ...withdrawFrom('interview.companyChoosing'),
            'company.pickOption': { guard: 'byPartyWithValidPayload', target: 'scheduled', actions: 'schedulePick' },
            'company.proposeOptions': { guard: 'byPartyWithValidPayload', target: 'candidateChoosing', actions: 'recordOptions' },
            'company.cancelInterview': { guard: 'byPartyWithValidPayload', ...toArchive('cancelledByCompany', 'interview.companyChoosing') },
            'candidate.cancelInterview': { guard: 'byPartyWithValidPayload', ...toArchive('cancelledByCandidate', 'interview.companyChoosing') },
          },
        },
        scheduled: {
          tags: [turn.candidate, turn.company],
          on: {
            ...withdrawFrom('interview.scheduled'),
            'company.requestReschedule': {
              guard: and(['byPartyWithValidPayload', not('interviewStarted')]),
              target: 'candidateChoosing',
              actions: ['markRescheduled', 'recordOptions'],
            },
            'candidate.requestReschedule': {
              guard: and(['byPartyWithValidPayload', not('interviewStarted')]),
              target: 'companyChoosing',
              actions: ['markRescheduled', 'recordOptions'],
            },
            'company.cancelInterview': {
              guard: and(['byPartyWithValidPayload', not('interviewStarted')]),
              ...toArchive('cancelledByCompany', 'interview.scheduled'),
            },
            'candidate.cancelInterview': {
              guard: and(['byPartyWithValidPayload', not('interviewStarted')]),
              ...toArchive('cancelledByCandidate', 'interview.scheduled'),
            },
            'company.reportPresence': [
              { guard: and(['byPartyWithValidPayload', 'interviewStarted', 'reportsPresent']), target: '#hiring.candidatePresent' },
              {
                guard: and(['byPartyWithValidPayload', 'interviewStarted']),
                ...toArchive('candidateAbsent', 'interview.scheduled', 'candidateNoShow'),
              },
            ],
            'candidate.reportPresence': [
              { guard: and(['byPartyWithValidPayload', 'interviewStarted', 'reportsPresent']), target: '#hiring.companyPresent' },
              { guard: and(['byPartyWithValidPayload', 'interviewStarted']), ...toArchive('companyAbsent', 'interview.scheduled', 'companyNoShow') },
            ],
          },
        },
      },
    },
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
