/**
 * The engine's decision step without a database: the model's paths through the machine, each step restored from its
 * persisted JSON and decided as the server decides it, and the refusals with the status and message the API answers.
 */
import { describe, expect, it, vi } from 'vitest';
import * as xstate from 'xstate';
import { hiringMachine, stagePath, type Actor, type HiringEventType, type Role } from '../../machines/index.ts';
import { decideEvent, type Decision, type EventFacts, type Refusal } from '../../src/server/workflow/decide-event.ts';
import { workflowErrors } from '../../src/server/workflow/messages.ts';
import { INPUT, MODEL_ADVERTISED, MODEL_LICENCE, actorFor, createHiringModel, type HiringSnapshot, type ModelEvent } from './hiring-model.ts';
import { coveringPaths } from './hiring-model-coverage.ts';
import { T0 } from './hiring-model-variants.ts';

// The real machine throughout; one case below makes it answer with the snapshot it was given.
vi.mock('xstate', async (original) => {
  const actual = await original<typeof xstate>();
  return { ...actual, transition: vi.fn(actual.transition) };
});

const FACTS: EventFacts = {
  needArchived: false,
  licence: MODEL_LICENCE,
  advertised: MODEL_ADVERTISED,
  videoRoom: { videoRoomBaseUrl: 'https://meet.example/', brandName: 'Medi Link' },
};

/** The snapshot as the processes table holds it and the engine restores it. */
const persisted = (snapshot: HiringSnapshot): HiringSnapshot =>
  hiringMachine.resolveState(JSON.parse(JSON.stringify(hiringMachine.getPersistedSnapshot(snapshot))));

const offered = () => persisted(xstate.initialTransition(hiringMachine, INPUT)[0]);

function decide(
  snapshot: HiringSnapshot,
  type: HiringEventType,
  payload: unknown,
  options: { now?: string; actor?: Actor; facts?: Partial<EventFacts> } = {},
) {
  const actor = options.actor ?? actorFor(type.split('.')[0] as Role);
  return decideEvent(snapshot, { type, payload, actor, now: options.now ?? T0 }, { ...FACTS, ...options.facts });
}

function accepted(result: Decision | Refusal): Decision {
  if (!result.ok) throw new Error(`refused: ${result.error.statusCode} ${result.error.message} ${Object.keys(result.error.fields ?? {}).join()}`);
  return result;
}

function refused(result: Decision | Refusal): Refusal {
  if (result.ok) throw new Error(`accepted: ${result.from} -> ${result.to}`);
  return result;
}

const CALL_SLOT = '2026-03-03T09:00:00.000Z';
/** Care looked the licence up in the body's public register. */
const CHECKED = { method: 'register', reference: 'CMR 2026/118' } as const;
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];

/** offered → screening → validated → companyAccepted, as the decisions say. */
function toCompanyAccepted(): HiringSnapshot {
  let snapshot = offered();
  snapshot = persisted(accepted(decide(snapshot, 'candidate.acceptOffer', { callSlot: CALL_SLOT })).next);
  snapshot = persisted(accepted(decide(snapshot, 'care.validate', { note: 'Called her', licence: CHECKED })).next);
  return persisted(accepted(decide(snapshot, 'company.acceptCandidate', {})).next);
}

describe('decideEvent, along the machine', () => {
  it('takes an offer to the interview: states, stored payloads and what the machine knew', () => {
    const start = offered();
    const accept = accepted(decide(start, 'candidate.acceptOffer', { callSlot: CALL_SLOT }));
    expect([accept.from, accept.to, accept.alerts]).toEqual(['offered', 'screening', []]);
    expect(accept.next.context.callSlot).toBe(CALL_SLOT);
    // Deciding changes nothing of what it was given: the restored snapshot is still the offer.
    expect(stagePath(start.value)).toBe('offered');

    const validate = accepted(decide(persisted(accept.next), 'care.validate', { note: '  Called her  ', licence: CHECKED }));
    expect([validate.from, validate.to]).toEqual(['screening', 'validated']);
    // The log keeps the schema's output (trimmed), and the machine judged the licence the engine read.
    expect(validate.event.payload).toEqual({ note: 'Called her', licence: CHECKED });
    expect(validate.event).toMatchObject({ licence: MODEL_LICENCE });

    const invite = accepted(
      decide(toCompanyAccepted(), 'company.proposeInterview', {
        interview: { type: 'virtual', link: 'https://elsewhere.example/x' },
        options: OPTIONS,
      }),
    );
    expect([invite.from, invite.to]).toEqual(['companyAccepted', 'interview.candidateChoosing']);
    // A virtual interview meets in a room the server opens, whatever link a client sent.
    const interview = invite.next.context.interview;
    expect(interview?.type === 'virtual' && interview.link).toMatch(/^https:\/\/meet\.example\/MediLink-[0-9a-f]{32}$/);
    expect(invite.event.payload).toEqual({ interview, options: OPTIONS });
  });

  it('returns the care alerts of an ending that needs a call', () => {
    const rejected = accepted(decide(toCompanyAccepted(), 'company.rejectCandidate', { reason: 'insufficient-experience' }));
    expect([rejected.from, rejected.to, rejected.alerts]).toEqual(['companyAccepted', 'archived.companyRejected', []]);
    const reply = accepted(decide(persisted(rejected.next), 'candidate.replyToRefusal', { text: 'I have five years in a ward' }));
    expect([reply.from, reply.to, reply.alerts]).toEqual(['archived.companyRejected', 'archived.companyRejected', ['refusalReplied']]);
    expect(reply.actions.map((action) => action.type)).toContain('alertCare');
  });

  const paths = coveringPaths(createHiringModel().getShortestPaths());
  it.each(paths.map((path, i) => [`${i} to ${stagePath(path.state.value)}`, path] as const))('follows the model, path %s', (_name, path) => {
    let snapshot = offered();
    for (const step of path.steps) {
      // The graph's first step starts the machine, which offered() already did.
      if ((step.event as { type: string }).type === 'xstate.init') continue;
      const { expect: expected, early, ...event } = step.event as ModelEvent;
      const result = decideEvent(snapshot, event, FACTS);
      if (expected === 'accept') {
        snapshot = persisted(accepted(result).next);
        expect(stagePath(snapshot.value)).toBe(stagePath(step.state.value));
      } else {
        const wrongRole = event.actor.role !== event.type.split('.')[0];
        expect(refused(result).error.statusCode).toBe(wrongRole || early ? 409 : 400);
      }
    }
  });
});

describe('decideEvent, refusals', () => {
  it('refuses an event the state does not take (409, naming event and state)', () => {
    const { error } = refused(decide(offered(), 'company.acceptCandidate', {}));
    expect([error.statusCode, error.descriptor, error.values]).toEqual([
      409,
      workflowErrors.notAllowedNow,
      { event: 'company.acceptCandidate', state: 'offered' },
    ]);
  });

  it('refuses the other party of the same role (409): the offer is hers alone', () => {
    const { error } = refused(
      decide(offered(), 'candidate.acceptOffer', { callSlot: CALL_SLOT }, { actor: { role: 'candidate', id: 'candidate-2' } }),
    );
    expect([error.statusCode, error.descriptor]).toEqual([409, workflowErrors.notAllowedNow]);
  });

  it('refuses a bad payload with its field errors (400), and asks for the licence only on care.validate', () => {
    const bad = refused(decide(offered(), 'candidate.acceptOffer', { callSlot: 'tomorrow' }));
    expect(bad.error.statusCode).toBe(400);
    expect(Object.keys(bad.error.fields ?? {})).toEqual(['callSlot']);
    expect(bad.licencePrompt).toBeUndefined();

    const screening = persisted(accepted(decide(offered(), 'candidate.acceptOffer', { callSlot: CALL_SLOT })).next);
    const unchecked = refused(decide(screening, 'care.validate', { note: 'Called her' }));
    expect(unchecked.error.statusCode).toBe(400);
    expect(unchecked.licencePrompt?.licence).toEqual(MODEL_LICENCE);
    expect(Object.keys(unchecked.licencePrompt?.invalid ?? {})).toEqual(Object.keys(unchecked.error.fields ?? {}));
  });

  it('refuses to reopen a process of an archived post (409), which the machine alone would allow', () => {
    const ended = persisted(accepted(decide(toCompanyAccepted(), 'company.rejectCandidate', { reason: 'insufficient-experience' })).next);
    expect(accepted(decide(ended, 'care.unarchive', {})).to).toBe('companyAccepted');
    const { error } = refused(decide(ended, 'care.unarchive', {}, { facts: { needArchived: true } }));
    expect([error.statusCode, error.descriptor]).toEqual([409, workflowErrors.needArchived]);
    const archivedRefusal = refused(decide(ended, 'company.acceptCandidate', {}));
    expect([archivedRefusal.error.statusCode, archivedRefusal.error.descriptor]).toEqual([409, workflowErrors.archived]);
  });

  it('refuses presence before the interview began, with the reason (409)', () => {
    const choosing = persisted(
      accepted(decide(toCompanyAccepted(), 'company.proposeInterview', { interview: { type: 'phone', phone: '0722 123 456' }, options: OPTIONS }))
        .next,
    );
    const scheduled = persisted(accepted(decide(choosing, 'candidate.pickOption', { option: OPTIONS[0] })).next);
    const { error } = refused(decide(scheduled, 'candidate.reportPresence', { present: true }));
    expect([error.statusCode, error.descriptor]).toEqual([409, workflowErrors.beforeStart]);
  });

  it('refuses a transition that would change nothing (409), so no event that did not happen is logged', () => {
    vi.mocked(xstate.transition).mockImplementationOnce((_machine, snapshot) => [snapshot, []] as never);
    const { error } = refused(decide(offered(), 'candidate.acceptOffer', { callSlot: CALL_SLOT }));
    expect([error.statusCode, error.descriptor, error.values]).toEqual([
      409,
      workflowErrors.notAllowedNow,
      { event: 'candidate.acceptOffer', state: 'offered' },
    ]);
  });
});
