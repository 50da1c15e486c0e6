/**
 * The hiring machine's named actions: what a transition writes into the context, and the care alert the server
 * reads from the actions `transition()` returns.
 */
import { assertEvent, assign } from 'xstate';
import { parseInstant } from './bucharest-time.ts';
import { defaultFinalOfferValidity } from './deadlines.ts';
import type { ActiveStage, CareAlert, HiringContext } from './hiring-context.ts';
import { hiringWithGuards } from './hiring-guards.ts';

export const hiringSetup = hiringWithGuards.extend({
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
      const { payload } = event;
      const closing: NonNullable<HiringContext['closing']> = { event: event.type, by: event.actor.role };
      if ('reason' in payload && payload.reason) closing.reason = payload.reason;
      if ('text' in payload && payload.text) closing.text = payload.text;
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
});
