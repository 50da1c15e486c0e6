/**
 * The hiring machine's named guards: who may send an event, whether its payload holds, and the clock and context
 * checks the transitions combine with them.
 */
import { and, assertEvent } from 'xstate';
import { memberMaySend } from './member-roles.ts';
import { roleOfEvent } from './events.ts';
import { payloadErrors } from './rules.ts';
import { offerAnswerDeadline } from './deadlines.ts';
import { licenceRefusals } from './licence.ts';
import { hiringTypes, type ActiveStage } from './hiring-context.ts';

export const hiringWithGuards = hiringTypes.extend({
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
});
