/**
 * The test model of the hiring machine, shared by the machine-level and the API-level model-based suites:
 * its parties and the model events of each state. The variants tried and their clock are in hiring-model-variants.ts,
 * the statuses each state must show in hiring-model-statuses.ts, the coverage bookkeeping in hiring-model-coverage.ts.
 */
import { advertisedTerms } from '../../src/server/workflow/advertised-terms.ts';
import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { EVENT_TYPES, hiringMachine, roleOfEvent, type HiringEvent, type Role } from '../../machines/index.ts';
import { AFTER_INTERVIEW, afterStart, clockOf, T0, variantsOf } from './hiring-model-variants.ts';

export type HiringSnapshot = SnapshotFrom<typeof hiringMachine>;

export const PARTIES = { candidateId: 'candidate-1', companyId: 'company-1' } as const;
const CARE_ID = 'care-1';
const SYSTEM_ID = 'system';

/** The machine's input: the model's parties, the offer made at T0. */
export const INPUT = { ...PARTIES, offeredAt: T0 } as const;

/**
 * What the engine tells the machine of the candidate's licence with care.validate: the suites' process is for a
 * regulated job title and the candidate has a licence for it (tests/support/licences.ts gives it in the API suite).
 */
export const MODEL_LICENCE = { body: 'CMR', expiresOn: '2099-12-31', hasDocument: false } as const;

/**
 * What the engine tells the machine of the post with a final offer: the terms it advertised. The suites' post is a
 * day post of the default terms with a 7 000–9 000 lei range (insertPost, tests/support/processes.ts).
 */
export const MODEL_ADVERTISED = advertisedTerms({
  ...DAY_POST_TERMS,
  hours_per_week: null,
  garda_pay: null,
  start_date: null,
  contract_months: null,
  salary_min: 7000,
  salary_max: 9000,
});

/** The model's party of a role (the ids its machine context holds). */
export function actorFor(role: Role) {
  const ids: Record<Role, string> = { candidate: PARTIES.candidateId, company: PARTIES.companyId, care: CARE_ID, system: SYSTEM_ID };
  return { role, id: ids[role] };
}

/**
 * A model event: a machine event plus whether the model expects the machine to accept it, and for a refused server
 * event sent before its deadline, `early` (the machine's clock guard refuses it: the API answers 409, not 400).
 */
export type ModelEvent = HiringEvent & { expect: 'accept' | 'reject'; early?: true };

/** Every variant of every event type; the test model keeps those the state accepts. */
export function eventsFor(snapshot: HiringSnapshot): ModelEvent[] {
  const context = snapshot.context;
  return EVENT_TYPES.flatMap((type) =>
    variantsOf(type, context).map((variant) => {
      const role = variant.role ?? roleOfEvent(type);
      const now = variant.now ?? (AFTER_INTERVIEW.has(type) ? afterStart(context) : clockOf(context));
      const onFile =
        type === 'care.validate'
          ? { licence: MODEL_LICENCE }
          : type === 'company.sendFinalOffer' || type === 'company.reviseFinalOffer'
            ? { advertised: MODEL_ADVERTISED }
            : {};
      const early = variant.early ? { early: true } : {};
      return {
        type,
        payload: variant.payload,
        actor: actorFor(role),
        now,
        ...onFile,
        ...early,
        expect: variant.valid ? 'accept' : 'reject',
      } as ModelEvent;
    }),
  );
}

/** The test model; `validOnly` leaves the refused variants out of the graph (a suite then tries them in place). */
export function createHiringModel(options: { validOnly?: boolean } = {}) {
  return createTestModel(hiringMachine, {
    input: INPUT,
    events: (snapshot) => eventsFor(snapshot as HiringSnapshot),
    // Filtered after the events are listed: createTestModel would otherwise invent a bare event for the type.
    filterEvents: (_snapshot, event) => !options.validOnly || (event as ModelEvent).expect === 'accept',
  });
}

/** The machine event behind a model event (what a client would send, with actor and clock). */
export function toMachineEvent(event: ModelEvent): HiringEvent {
  const { expect: _expect, early: _early, ...machineEvent } = event;
  return machineEvent as HiringEvent;
}
