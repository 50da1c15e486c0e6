import type { Kysely } from 'kysely';
import { MINUTE } from '../clock.ts';
import type { Database } from '../db/types.ts';
import type { AppDeps } from '../fastify-types.ts';
import type { WithdrawOpen } from '../jobs/job-payloads.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { applyEvent } from '../workflow/engine.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** The durable job that ends every open process of an archived need (job kind and payload). */
export const WITHDRAW_JOB = 'need.withdrawOpen';
/** `actorId`: the member who archived the post, named in each process's history (absent in jobs queued before teams). */

/**
 * The request that archives does the work itself and then marks the job done; the job is the safety net for a
 * request that dies half-way (crash, deploy, client gone). It becomes due only after this delay, so in the normal
 * case the worker never races the request for the same processes.
 */
export const WITHDRAW_JOB_DELAY = MINUTE;

/** Queues the withdrawals; call inside the transaction that archives the need, so both commit or neither does. */
export async function enqueueWithdrawals(trx: Kysely<Database>, work: WithdrawOpen, now: Date): Promise<number> {
  const id = await enqueueJob(trx, { kind: WITHDRAW_JOB, payload: work, runAt: new Date(now.getTime() + WITHDRAW_JOB_DELAY) }, now);
  return id!;
}

export const openProcesses = (db: Kysely<Database>, needId: number) =>
  db.selectFrom('processes').select(['id', 'version', 'state']).where('need_id', '=', needId).where('archived', '=', false).orderBy('id').execute();

/**
 * Sends `company.withdraw` with the company's reason to every process of the need still open, each through the
 * workflow engine (its own transaction, logged, with its mails). Idempotent: what is already ended is not open
 * any more. A process that changes meanwhile makes it throw (409); running it again finishes the rest.
 */
export async function withdrawOpenProcesses(deps: Deps, work: WithdrawOpen): Promise<Array<{ process_id: number; from: string }>> {
  // Archiving was authorized when it was asked (post.write: owners and recruiters); the withdrawals follow from it.
  const member = { companyId: work.companyId, memberRole: 'recruiter' as const };
  const auth = { userId: work.actorId ?? work.companyId, role: 'company' as const, sessionId: 0, member };
  const payload = work.text ? { reason: work.reason, text: work.text } : { reason: work.reason };
  const ended: Array<{ process_id: number; from: string }> = [];
  for (const process of await openProcesses(deps.db, work.needId)) {
    // An offer the candidate already accepted is withdrawn by its own event (care follows it up); its reasons include
    // every reason of closing a position, so the same payload serves.
    const type = process.state === 'offerAccepted' ? 'company.withdrawAcceptedOffer' : 'company.withdraw';
    await applyEvent(deps, { processId: process.id, auth, locale: work.locale, body: { type, payload, expectedVersion: process.version } });
    ended.push({ process_id: process.id, from: process.state });
  }
  return ended;
}
