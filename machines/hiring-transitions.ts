/**
 * Transitions the hiring machine's stages share (an ending, a presence dispute, the company's withdrawal, an
 * account closed, the reply to a refusal) and the interview's own states, built on the machine's setup so that
 * every guard and action they name is checked against it.
 */
import { and, not } from 'xstate';
import { turn, type ActiveStage, type CareAlert, type Ending } from './hiring-context.ts';
import { hiringSetup } from './hiring-actions.ts';

/** An ending: archive the process, remember the stage it left, and alert care where the spec wants a call. */
export function toArchive(ending: Ending, stage: ActiveStage, alert?: CareAlert) {
  const archive = { type: 'archive' as const, params: { stage } };
  return {
    target: `#hiring.archived.${ending}` as const,
    actions: alert ? [archive, { type: 'alertCare' as const, params: { alert } }] : [archive],
  };
}

/** A disagreement about presence: the process waits for care, which is alerted. */
export function toDispute(child: 'candidateAbsence' | 'companyAbsence') {
  return {
    target: `#hiring.presenceDisputed.${child}` as const,
    actions: [{ type: 'alertCare' as const, params: { alert: 'presenceDisputed' as const } }],
  };
}

/**
 * The company closes the position for this candidate, whatever the stage (the need is filled or no longer needed).
 * Archiving a need sends it to every open process of the need; a company may also send it for one process.
 */
export function withdrawFrom(stage: ActiveStage) {
  return { 'company.withdraw': { guard: 'byPartyWithValidPayload' as const, ...toArchive('withdrawn', stage) }, ...closeAccountFrom(stage) };
}

/**
 * A side erased its account (GDPR): the erasure (the system) ends each open process for it, with the side as reason
 * so the other side is told. For good: `forgetStage` clears `resumeAt`, so `care.unarchive` finds no stage to return
 * to. Care closes an account only by erasing it (its erasure route), so there is no person's version of this event.
 */
export function closeAccountFrom(stage: ActiveStage) {
  const { target, actions } = toArchive('accountClosed', stage);
  return { 'system.closeAccount': { guard: 'byPartyWithValidPayload' as const, target, actions: [...actions, 'forgetStage' as const] } };
}

/**
 * The candidate's answer to a company's refusal with a reason about her: kept in the closing (the process stays
 * archived), and care is alerted, as it may need to call either side.
 */
export const replyToRefusal = {
  guard: and(['byPartyWithValidPayload', not('refusalAnswered')]),
  actions: ['recordReply', { type: 'alertCare', params: { alert: 'refusalReplied' } }],
} as const;

/** Choosing a time, then the interview itself: which side proposes, who may reschedule, and who says who came. */
export const interviewStates = hiringSetup.createStateConfig({
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
});
