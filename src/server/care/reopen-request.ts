import { z } from 'zod';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import { HttpError, notFound } from '../errors.ts';
import { canSee } from '../workflow/process-view.ts';
import { assertPost } from '../company/team-access.ts';

export const reopenRequestBody = z.strictObject({ reason: z.string().trim().min(1).max(1000) });

export const reopenErrors = {
  notArchived: /*i18n*/ { id: 'ops.reopen.not_archived', message: 'Only an archived process can be reopened' },
  alreadyAsked: /*i18n*/ { id: 'ops.reopen.already_asked', message: 'You already asked to reopen this process; customer care will call you' },
};

/**
 * A candidate or a company asks care to reopen one of its archived processes, saying why: a follow-up in the care
 * console with that reason. Only care reopens (care.unarchive); one open request per archived process.
 */
export async function requestReopen(db: Db, auth: Auth, processId: number, reason: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('processes')
    .select(['id', 'version', 'archived', 'candidate_id', 'company_id', 'need_id'])
    .where('id', '=', processId)
    .executeTakeFirst();
  if (!row || auth.role === 'care') throw notFound();
  // A company asks through a member who may decide on the post (owners and recruiters); a candidate for herself.
  if (auth.role === 'company') await assertPost(db, auth, row.need_id, 'post.write');
  else if (!canSee(auth, row)) throw notFound();
  if (!row.archived) throw new HttpError(409, reopenErrors.notArchived);
  const inserted = await db
    .insertInto('care_flags')
    .values({
      process_id: row.id,
      kind: 'reopenRequested',
      dedup_key: `reopenRequested:${row.id}:${row.version}`,
      reason,
      requested_by: auth.userId,
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedup_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new HttpError(409, reopenErrors.alreadyAsked);
}
