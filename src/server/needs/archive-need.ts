import { openEvents, type HiringEventType } from '../../../machines/index.ts';
import type { AppDeps, Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { HttpError } from '../errors.ts';
import { applyEvent } from '../workflow/engine.ts';
import { actorOf, restore } from '../workflow/process-view.ts';
import { companyErrors } from '../company/messages.ts';
import type { ArchiveInput } from './need-input.ts';
import { loadNeed } from './needs-service.ts';

/**
 * The company events that end a process with a company reason, in order of preference. Archiving a need sends
 * one of them to each open process through the workflow engine, so every ending is a real, logged machine
 * transition (with its mails) and never a snapshot written by hand.
 */
const ENDING_EVENTS: HiringEventType[] = ['company.rejectCandidate', 'company.cancelInterview', 'company.decline'];

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * POST /api/needs/{id}/archive. Processes waiting on the candidate or on care (no company ending exists in
 * those stages) stay open and are listed in `left_open`; the need itself is archived either way, so it takes no
 * new processes. Each ending is its own transaction: a retry picks up where a failure stopped.
 */
export async function archiveNeed(deps: Deps, auth: Auth, id: number, input: ArchiveInput, locale: Locale) {
  const need = await loadNeed(deps.db, auth, id, locale);
  if (need.archived) throw new HttpError(409, companyErrors.needArchived);
  const open = await deps.db.selectFrom('processes').selectAll().where('need_id', '=', need.id).where('archived', '=', false).orderBy('id').execute();
  const ended: Array<{ process_id: number; event: HiringEventType }> = [];
  const leftOpen: Array<{ process_id: number; state: string }> = [];
  for (const row of open) {
    const can = openEvents(restore(row), actorOf(auth), deps.clock.now().toISOString());
    const event = ENDING_EVENTS.find((type) => can.includes(type));
    if (!event) {
      leftOpen.push({ process_id: row.id, state: row.state });
      continue;
    }
    const payload = input.text ? { reason: input.reason, text: input.text } : { reason: input.reason };
    await applyEvent(deps, { processId: row.id, auth, locale, body: { type: event, payload, expectedVersion: row.version } });
    ended.push({ process_id: row.id, event });
  }
  const now = deps.clock.now();
  await deps.db
    .updateTable('needs')
    .set({ archived: true, archived_at: now, archive_reason: input.reason, archive_text: input.text ?? null, updated_at: now })
    .where('id', '=', need.id)
    .execute();
  return { id: need.id, archived: true, ended, left_open: leftOpen };
}
