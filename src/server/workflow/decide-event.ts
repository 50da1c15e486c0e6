/**
 * The engine's decision, kept pure: from the process as restored and an event stamped with the server's `now`, whether
 * the machine takes the event and what follows. No database and no clock of its own, so the model tests drive it
 * directly; the engine reads what it needs before (the facts) and writes the decision after (persist-event.ts).
 */
import { transition, type ExecutableActionsFrom } from 'xstate';
import {
  hiringMachine,
  openEvents,
  payloadErrors,
  stagePath,
  storedPayload,
  type Actor,
  type AdvertisedTerms,
  type CareAlert,
  type FieldErrors,
  type HiringEvent,
  type HiringEventType,
  type LicenceOnFile,
} from '../../../machines/index.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import { openVideoRoom } from '../interviews/video-room.ts';
import { fieldErrors, workflowErrors } from './messages.ts';
import { REOPENING_EVENTS, type HiringSnapshot } from './process-view.ts';

/** What the decision needs beyond the process itself, read with it, so deciding asks nothing more of the database. */
export type EventFacts = {
  /** The process's post is archived: none of its processes is reopened. */
  needArchived: boolean;
  /** The candidate's licence for the post's job title, which care.validate is judged against. */
  licence: LicenceOnFile;
  /** The terms the post advertises now: a final offer is judged against them and keeps them. */
  advertised: AdvertisedTerms;
  /** Where a virtual interview's room is opened. */
  videoRoom: Pick<Config, 'videoRoomBaseUrl' | 'brandName'>;
};

/** An event as its sender asked for it, stamped with who sent it and the server's clock. */
export type EventRequest = { type: HiringEventType; payload: unknown; actor: Actor; now: string };

export type Decision = {
  ok: true;
  /** The event as the machine took it and the log keeps it: its stored payload, with any licence, terms or room added. */
  event: HiringEvent;
  next: HiringSnapshot;
  actions: ExecutableActionsFrom<typeof hiringMachine>[];
  /** The machine's care alerts, which become follow-ups in care's console. */
  alerts: CareAlert[];
  from: string;
  to: string;
};

export type Refusal = {
  ok: false;
  error: HttpError;
  /** care.validate refused for its data: the candidate may be asked for her licence (a write, so the engine's). */
  licencePrompt?: { licence: LicenceOnFile; invalid: FieldErrors };
};

/** Why the machine refuses an event type right now, as the clearest message we can give (409). */
function refusal(snapshot: HiringSnapshot, type: HiringEventType, now: string): Refusal {
  const state = stagePath(snapshot.value);
  const refused = (error: HttpError): Refusal => ({ ok: false, error });
  if (state.startsWith('archived.')) return refused(new HttpError(409, workflowErrors.archived));
  if (state === 'interview.scheduled' && snapshot.context.scheduledAt) {
    const started = Date.parse(now) >= Date.parse(snapshot.context.scheduledAt);
    if (type.endsWith('.reportPresence') && !started) return refused(new HttpError(409, workflowErrors.beforeStart));
    if (/\.(requestReschedule|cancelInterview)$/.test(type) && started) return refused(new HttpError(409, workflowErrors.afterStart));
  }
  return refused(new HttpError(409, workflowErrors.notAllowedNow, { values: { event: type, state } }));
}

function badPayload(errorsByField: FieldErrors): HttpError {
  const fields = Object.fromEntries(
    Object.entries(errorsByField).map(([field, codes]) => [field || '_', codes.map((code) => ({ descriptor: fieldErrors[code] }))]),
  );
  return new HttpError(400, errors.validation, { fields });
}

/**
 * Checks in the order a caller can act on: not open now (409), bad payload (400), a post that is archived (409), and
 * a transition that changes nothing (409, as not open now). The event the machine takes carries what the server
 * knows: the licence on file for care.validate, the advertised terms for a final offer, a new room for a virtual
 * interview.
 */
export function decideEvent(snapshot: HiringSnapshot, request: EventRequest, facts: EventFacts): Decision | Refusal {
  const { type, now } = request;
  const event = { ...request, payload: request.payload ?? {} } as HiringEvent;
  if (event.type === 'care.validate') event.licence = facts.licence;
  if (event.type === 'company.sendFinalOffer' || event.type === 'company.reviseFinalOffer') event.advertised = facts.advertised;
  if (!openEvents(snapshot, event.actor, now).includes(type)) return refusal(snapshot, type, now);
  const invalid = payloadErrors(snapshot.context, event);
  if (invalid) {
    const error = badPayload(invalid);
    return event.type === 'care.validate' ? { ok: false, error, licencePrompt: { licence: facts.licence, invalid } } : { ok: false, error };
  }
  event.payload = storedPayload(event);
  openVideoRoom(facts.videoRoom, snapshot.context, event);
  if (REOPENING_EVENTS.has(type) && facts.needArchived) return { ok: false, error: new HttpError(409, workflowErrors.needArchived) };

  const [next, actions] = transition(hiringMachine, snapshot, event);
  const from = stagePath(snapshot.value);
  const to = stagePath(next.value);
  // A transition that changes nothing would log an event that did not happen: refused as not open now.
  if (to === from && JSON.stringify(next.context) === JSON.stringify(snapshot.context)) return refusal(snapshot, type, now);
  const alerts = actions.filter((a) => a.type === 'alertCare').map((a) => (a.params as { alert: CareAlert }).alert);
  return { ok: true, event, next, actions, alerts, from, to };
}
