/**
 * Model-based test of the workflow API: paths generated from the machine graph are driven through the real HTTP
 * API (Fastify inject, PGlite and PostgreSQL), with the server clock set to each event's time; the system's events,
 * which no request can send, through the engine as the server's jobs send them. After every step each side reads the
 * process and must see the statuses the model expects; in every state the refused variants of its events are sent
 * too and must be answered 400/403 (409 for a server event before its deadline) with nothing written and nobody
 * told. Prints and writes the coverage.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getNextTransitions } from 'xstate';
import { openEvents, roleOfEvent, stagePath, type HiringContext, type PersonRole, type Role } from '../../machines/index.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { actorFor, createHiringModel, eventsFor, INPUT, toMachineEvent, type HiringSnapshot, type ModelEvent } from './hiring-model.ts';
import { Coverage } from './hiring-model-coverage.ts';
import { expectedFor } from './hiring-model-statuses.ts';
import { cloneProcess, footprint, sendAsSystem } from './workflow-fixtures.ts';
import { asParty, createParties, type Party } from '../support/accounts.ts';
import { insertPost, offer } from '../support/processes.ts';

const paths = createHiringModel({ validOnly: true }).getShortestPaths();

/** The context as the model knows it: the real API stores the database ids of the parties. */
const comparable = (context: HiringContext) => ({ ...context, parties: null });

describeEachDatabase(
  'hiring workflow API, model-based',
  (ctx) => {
    const coverage = new Coverage();
    const triedRefusals = new Set<string>();
    /** The roles the API offered at least one event to: equality with an always-empty machine would prove nothing. */
    const rolesOffered = new Set<Role>();
    let parties: { candidate: Party; company: Party; care: Party };

    beforeAll(async () => {
      parties = await createParties(ctx);
    });

    const partyFor = (role: PersonRole) => parties[role];

    async function read(processId: number, role: PersonRole) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: asParty(partyFor(role)) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    }

    async function send(processId: number, event: ModelEvent, version: number) {
      ctx.clock.set(event.now);
      const role = event.actor.role;
      if (role === 'system') return sendAsSystem(ctx, processId, event.type, event.payload, version);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/processes/${processId}/events`,
        headers: asParty(partyFor(role)),
        payload: { type: event.type, payload: event.payload, expectedVersion: version },
      });
    }

    /**
     * Every refused variant of the events this state accepts: 400, 403 (another role's event, a person sending a
     * system event) or 409 (a server event before its deadline), and not one row written, nobody told.
     */
    async function tryRefusals(processId: number, state: HiringSnapshot, version: number) {
      const key = JSON.stringify([state.value, state.context]);
      if (triedRefusals.has(key)) return;
      triedRefusals.add(key);
      const accepted = eventTypesOf(state);
      for (const event of eventsFor(state).filter((e) => e.expect === 'reject' && accepted.has(e.type))) {
        const before = await footprint(ctx, processId);
        const res = await send(processId, event, version);
        const wrongRole = event.actor.role !== roleOfEvent(event.type);
        expect(res.statusCode, `${event.type} ${JSON.stringify(event.payload)}: ${res.body}`).toBe(wrongRole ? 403 : event.early ? 409 : 400);
        if (!wrongRole && !event.early) expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
        expect(await footprint(ctx, processId)).toEqual(before);
        coverage.visitTransition(state, toMachineEvent(event));
      }
    }

    /** Prefixes (event lists) shared by several paths: the API state reached there is cloned for the others. */
    const prefixKey = (steps: ReadonlyArray<{ event: { type: string } }>, length: number) =>
      JSON.stringify(steps.slice(1, length + 1).map((s) => s.event));
    const sharedPrefixes = new Map<string, number>();
    for (const path of paths) {
      for (let k = 1; k < path.steps.length; k++) {
        const key = prefixKey(path.steps, k);
        sharedPrefixes.set(key, (sharedPrefixes.get(key) ?? 0) + 1);
      }
    }
    /** prefix → a frozen process the API drove through exactly that prefix (only ever cloned, never moved). */
    const reached = new Map<string, { processId: number; version: number }>();
    const assertedStates = new Set<string>();

    for (const path of paths) {
      it(path.description, async () => {
        // Resume from the longest prefix another path already drove through the API.
        let from = 0;
        for (let k = path.steps.length - 1; k >= 1 && !from; k--) if (reached.has(prefixKey(path.steps, k))) from = k;
        let processId: number;
        let version: number;
        if (from) {
          const frozen = reached.get(prefixKey(path.steps, from))!;
          processId = await cloneProcess(ctx, frozen.processId);
          version = frozen.version;
        } else {
          // The offer is made at the model's clock: the machine's offeredAt is the creating request's.
          ctx.clock.set(INPUT.offeredAt);
          const needId = await insertPost(ctx, parties.company);
          processId = await offer(ctx, parties.company, needId, parties.candidate.id);
          version = 1;
        }
        for (let i = from ? from + 1 : 0; i < path.steps.length; i++) {
          const step = path.steps[i]!;
          if (i > 0) {
            const event = step.event as ModelEvent;
            const before = path.steps[i - 1]!.state;
            const key = prefixKey(path.steps, i - 1);
            if (i - 1 >= 1 && (sharedPrefixes.get(key) ?? 0) > 1 && !reached.has(key)) {
              reached.set(key, { processId: await cloneProcess(ctx, processId), version });
            }
            const res = await send(processId, event, version);
            expect(res.statusCode, `${event.type}: ${res.body}`).toBe(200);
            coverage.visitTransition(before, toMachineEvent(event));
            version = res.json().version;
          }
          const stateKey = JSON.stringify([step.state.value, step.state.context]);
          if (i === path.steps.length - 1 || !assertedStates.has(stateKey)) {
            assertedStates.add(stateKey);
            await assertState(processId, step.state, version);
          }
        }
      });
    }

    /** What each side sees now is what the model expects, and the refused variants change nothing. */
    async function assertState(processId: number, state: HiringSnapshot, version: number) {
      const asCandidate = await read(processId, 'candidate');
      const asCompany = await read(processId, 'company');
      const asCare = await read(processId, 'care');
      const expected = expectedFor(state);
      expect(asCandidate.state).toBe(stagePath(state.value));
      expect(comparable(asCandidate.snapshot.context)).toEqual(comparable(state.context));
      expect([asCandidate.candidate_status, asCandidate.candidate_must_respond]).toEqual([expected.candidate, expected.mustRespond]);
      expect(asCompany.company_status).toBe(expected.company);
      expect(asCandidate.version).toBe(version);
      // What each side may do is exactly what the machine opens to its role in this state at the server's clock:
      // an API that offered less (or `can: []`) would hide an action, one that offered more would promise a 409.
      const now = ctx.clock.now().toISOString();
      for (const [role, view] of [
        ['candidate', asCandidate],
        ['company', asCompany],
        ['care', asCare],
      ] as const) {
        const open = openEvents(state, actorFor(role), now);
        expect([...view.can].sort(), `${role} in ${stagePath(state.value)}`).toEqual([...open].sort());
        if (open.length > 0) rolesOffered.add(role);
      }
      coverage.visitState(state);
      await tryRefusals(processId, state, version);
    }

    // The visualizer reads coverage/statecharts/*.json; suites named api… are the API layer of its overlay.
    const suite = () => (ctx.kind === 'pglite' ? 'api' : `api-${ctx.kind}`);
    afterAll(() => {
      const report = coverage.report(suite());
      console.log(
        `hiring API coverage [${ctx.kind}]: states ${report.states.covered}/${report.states.total}, transitions ${report.transitions.covered}/${report.transitions.total}`,
      );
      mkdirSync('coverage/statecharts', { recursive: true });
      writeFileSync(`coverage/statecharts/${suite()}.json`, JSON.stringify(report, null, 2));
    });

    it('covered every state and every transition of the machine through the API', () => {
      const report = coverage.report(suite());
      expect(report.uncoveredStates).toEqual([]);
      expect(report.uncoveredTransitions).toEqual([]);
      expect([...rolesOffered].sort()).toEqual(['candidate', 'care', 'company']);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: '0' } },
);

/** The event types a state handles (any guard), from the machine definition. */
function eventTypesOf(state: HiringSnapshot): Set<string> {
  return new Set(getNextTransitions(state).map((t) => t.eventType));
}
