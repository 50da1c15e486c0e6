import type { AppDeps, Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { HttpError } from '../errors.ts';
import { companyErrors } from '../company/messages.ts';
import type { ArchiveInput } from './need-input.ts';
import { loadNeed } from './needs-service.ts';
import { completeUnclaimedJob } from '../jobs/queue.ts';
import type { WithdrawOpen } from '../jobs/job-payloads.ts';
import { enqueueWithdrawals, openProcesses, withdrawOpenProcesses } from './withdraw-open-processes.ts';
import { companyIdOf } from '../auth/plugin.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * POST /api/needs/{id}/archive. One transaction archives the need (it takes no new process from then on) and
 * queues a durable job that withdraws its open processes. The request then does that work itself — every open
 * process gets `company.withdraw` through the workflow engine, a real, logged transition with its mails — and
 * marks the job done. If the request dies half-way, the job finishes it; if one process changed meanwhile (409),
 * the job or the same request again finishes it. 409 only once the need is archived and nothing is left open.
 */
export async function archiveNeed(deps: Deps, auth: Auth, id: number, input: ArchiveInput, locale: Locale) {
  const need = await loadNeed(deps.db, auth, id, locale, 'post.write');
  if (need.archived && (await openProcesses(deps.db, need.id)).length === 0) throw new HttpError(409, companyErrors.needArchived);
  const work: WithdrawOpen = {
    needId: need.id,
    companyId: companyIdOf(auth),
    actorId: auth.userId,
    reason: input.reason,
    ...(input.text ? { text: input.text } : {}),
    locale,
  };
  const jobId = await archiveAndQueue(deps, work, !need.archived, input);
  const ended = await withdrawOpenProcesses(deps, work);
  await completeUnclaimedJob(deps.db, jobId, deps.clock.now());
  return { id: need.id, archived: true, ended };
}

/** The first step alone: the flag and the job, in one transaction. */
export async function archiveAndQueue(deps: Deps, work: WithdrawOpen, setFlag: boolean, input: ArchiveInput): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    if (setFlag) {
      await trx
        .updateTable('needs')
        .set({ archived: true, archived_at: now, archive_reason: input.reason, archive_text: input.text ?? null, updated_at: now })
        .where('id', '=', work.needId)
        .execute();
    }
    return enqueueWithdrawals(trx, work, now);
  });
}
