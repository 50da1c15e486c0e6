import type { AppDeps, Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { HttpError } from '../errors.ts';
import { applyEvent } from '../workflow/engine.ts';
import { companyErrors } from '../company/messages.ts';
import type { ArchiveInput } from './need-input.ts';
import { loadNeed } from './needs-service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const openProcesses = (deps: Deps, needId: number) =>
  deps.db.selectFrom('processes').select(['id', 'version', 'state']).where('need_id', '=', needId).where('archived', '=', false).orderBy('id').execute();

/**
 * POST /api/needs/{id}/archive. The need is archived first, so it takes no new process from then on; then every
 * open process gets `company.withdraw` (`company.withdrawAcceptedOffer` once the candidate accepted) with the company's reason through the workflow engine, so each ending is a
 * real, logged machine transition with its mails. Each ending is its own transaction: if one fails (a process
 * changed meanwhile, 409), the same request again finishes the job, and 409 comes only once nothing is left open.
 */
export async function archiveNeed(deps: Deps, auth: Auth, id: number, input: ArchiveInput, locale: Locale) {
  const need = await loadNeed(deps.db, auth, id, locale);
  const open = await openProcesses(deps, need.id);
  if (need.archived && open.length === 0) throw new HttpError(409, companyErrors.needArchived);
  if (!need.archived) {
    const now = deps.clock.now();
    await deps.db
      .updateTable('needs')
      .set({ archived: true, archived_at: now, archive_reason: input.reason, archive_text: input.text ?? null, updated_at: now })
      .where('id', '=', need.id)
      .execute();
  }
  const payload = input.text ? { reason: input.reason, text: input.text } : { reason: input.reason };
  const ended: Array<{ process_id: number; from: string }> = [];
  for (const process of open) {
    // An offer the candidate already accepted is withdrawn by its own event (care follows it up); its reasons include
    // every reason of closing a position, so the same payload serves.
    const type = process.state === 'offerAccepted' ? 'company.withdrawAcceptedOffer' : 'company.withdraw';
    await applyEvent(deps, { processId: process.id, auth, locale, body: { type, payload, expectedVersion: process.version } });
    ended.push({ process_id: process.id, from: process.state });
  }
  return { id: need.id, archived: true, ended };
}
