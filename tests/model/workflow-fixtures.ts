// What the workflow and model suites read of a process beyond the drivers (tests/support/accounts.ts and
// processes.ts): its footprint, a copy to branch a path from, an event only the system sends, and the
// workflow API suites' events posted as a party.
import { sql } from 'kysely';
import { HttpError } from '../../src/server/errors.ts';
import { systemAuth } from '../../src/server/jobs/system-actor.ts';
import { applyEvent } from '../../src/server/workflow/engine.ts';
import { expect } from 'vitest';
import type { TestContext } from '../support/databases.ts';
import { asParty, type createParties, type Party } from '../support/accounts.ts';
import { insertPost, offer } from '../support/processes.ts';
import { LICENCE_CHECKED } from '../support/licences.ts';

/** Everything written about a process: to check that a refused request wrote nothing. */
export async function footprint(ctx: TestContext, processId: number) {
  const process = await ctx.db
    .selectFrom('processes')
    .select(['version', 'snapshot', 'updated_at'])
    .where('id', '=', processId)
    .executeTakeFirstOrThrow();
  const events = await ctx.db
    .selectFrom('process_events')
    .select(sql<number>`count(*)`.as('n'))
    .where('process_id', '=', processId)
    .executeTakeFirstOrThrow();
  // Nobody told: no mail, no bell notice, no text message.
  const count = async (table: 'mail_outbox' | 'notifications' | 'channel_messages') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    version: process.version,
    snapshot: JSON.stringify(process.snapshot),
    events: Number(events.n),
    mails: await count('mail_outbox'),
    notices: await count('notifications'),
    texts: await count('channel_messages'),
  };
}

/**
 * Sends a `system.*` event the way the server's jobs and the erasure do (the engine, as the system actor: no request
 * can), answered like an HTTP call: 200 and the process view, or the refusal's status and message.
 */
export async function sendAsSystem(ctx: TestContext, processId: number, type: string, payload: unknown, expectedVersion: number) {
  // The process's version after the call: a refusal leaves it where it was.
  type Answer = { version: number; message?: string; errors?: unknown };
  try {
    const answer = await applyEvent(ctx.app.deps, {
      processId,
      auth: await systemAuth(ctx.db),
      locale: 'en',
      body: { type, payload, expectedVersion },
    });
    return { statusCode: answer.status, body: JSON.stringify(answer.body), json: (): Answer => answer.body as Answer };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = { message: error.message, errors: error.fields };
    return { statusCode: error.statusCode, body: JSON.stringify(body), json: (): Answer => ({ version: expectedVersion, ...body }) };
  }
}

/**
 * A copy of a process (snapshot, version and event log, under a copy of its need) so a model path can continue
 * from a state the API already reached on another path, instead of replaying the shared prefix.
 */
export async function cloneProcess(ctx: TestContext, processId: number): Promise<number> {
  // The post with its terms and its people, as the process's own post holds them.
  const columns = sql.raw(
    [
      'company_id, job_title, specialty, city, work_type, salary_min, salary_max, description, archived, created_at, updated_at, owner_id',
      'norma, hours_per_week, shift_pattern, garzi_per_month, garda_pay, garda_kind, night_work, weekend_work, start_date',
      'contract_kind, contract_months, probation_days',
    ].join(', '),
  );
  const source = sql<{ id: number }>`select need_id as id from processes where id = ${processId}`;
  const need = await sql<{ id: number }>`
    insert into needs (${columns}) select ${columns} from needs where id = (${source}) returning id`.execute(ctx.db);
  await sql`
    insert into need_members (need_id, user_id, added_at)
    select ${need.rows[0]!.id}, user_id, added_at from need_members where need_id = (${source})`.execute(ctx.db);
  const copy = await sql<{ id: number }>`
    insert into processes (need_id, candidate_id, company_id, machine_version, snapshot, state, candidate_status, company_status, archived, version, created_at, updated_at)
    select ${need.rows[0]!.id}, candidate_id, company_id, machine_version, snapshot, state, candidate_status, company_status, archived, version, created_at, updated_at
    from processes where id = ${processId}
    returning id`.execute(ctx.db);
  const id = copy.rows[0]!.id;
  await sql`
    insert into process_events (process_id, version, type, payload, actor_id, actor_role, from_state, to_state, created_at)
    select ${id}, version, type, payload, actor_id, actor_role, from_state, to_state, created_at
    from process_events where process_id = ${processId}`.execute(ctx.db);
  return id;
}

export const NOW = '2026-03-02T08:00:00.000Z';
export const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
export const office = { type: 'office', address: 'Str. Eroilor 1, Iași', contactPerson: 'Dr. Ionescu' };

/** Events posted through the route as a party, and a process the company offered the parties' candidate, new or at the interview options. */
export function workflowSteps(ctx: TestContext, parties: () => Awaited<ReturnType<typeof createParties>>) {
  const post = (processId: number, who: Party, body: object, headers: Record<string, string> = {}, locale = 'en') =>
    ctx.app.inject({ method: 'POST', url: `/api/processes/${processId}/events`, headers: { ...asParty(who, locale), ...headers }, payload: body });

  async function newProcess(): Promise<number> {
    ctx.clock.set(NOW);
    return offer(ctx, parties().company, await insertPost(ctx, parties().company), parties().candidate.id);
  }

  /** Drives a new process to `interview.candidateChoosing` (version 5). */
  async function toChoosing(): Promise<number> {
    const id = await newProcess();
    const steps: Array<[Party, string, object]> = [
      [parties().candidate, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }],
      [parties().care, 'care.validate', LICENCE_CHECKED],
      [parties().company, 'company.acceptCandidate', {}],
      [parties().company, 'company.proposeInterview', { interview: office, options: OPTIONS }],
    ];
    for (const [i, [who, type, payload]] of steps.entries()) {
      const res = await post(id, who, { type, payload, expectedVersion: i + 1 });
      expect(res.statusCode, res.body).toBe(200);
    }
    return id;
  }
  return { post, newProcess, toChoosing };
}
