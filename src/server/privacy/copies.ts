import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { ERASED, ERASED_MAIL_CONTENT } from './redaction.ts';

type Subject = { id: number; email: string };

/**
 * Rows made for someone else that copy the subject's data, found by the link written with them (never by searching
 * their text): mails about her (`mail_outbox.about_user_id`: the other side's calendar file, care's licence mail, a
 * friend's invitation) and jobs whose payload names her. Replay answers of her processes go with them
 * (party-words.ts); notices and texts to others copy nobody's data.
 */
export async function eraseCopiesOf(trx: Transaction<Database>, subject: Subject): Promise<void> {
  // A mail about her not sent yet never goes; a sent one keeps only its delivery record.
  await trx.deleteFrom('mail_outbox').where('about_user_id', '=', subject.id).where('sent_at', 'is', null).execute();
  await trx.updateTable('mail_outbox').set(ERASED_MAIL_CONTENT).where('about_user_id', '=', subject.id).execute();
  await eraseJobsOf(trx, subject);
}

/** The fields of job payloads that hold what a person typed: a reset request's address, a withdrawal's reason text. */
const PERSONAL_JOB_FIELDS = new Set(['email', 'text']);

/**
 * Jobs whose payload names her: by her id (`userId` of retention's erasure, `candidateId` of her licence's reminders,
 * `companyId` of her posts' withdrawals) or her address (`email` of a password reset she asked). Their personal
 * fields and their last error go; the job, its kind and its ids stay, and a job still due finds nobody to act for.
 */
async function eraseJobsOf(trx: Transaction<Database>, subject: Subject): Promise<void> {
  const id = String(subject.id);
  const jobs = await trx
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where((eb) =>
      eb.or([
        ...['userId', 'candidateId', 'companyId'].map((key) => eb(sql<string>`payload->>${key}`, '=', id)),
        eb(sql<string>`payload->>'email'`, '=', subject.email),
      ]),
    )
    .execute();
  for (const job of jobs) {
    const payload = Object.fromEntries(
      Object.entries(job.payload).map(([key, value]) => [key, PERSONAL_JOB_FIELDS.has(key) && typeof value === 'string' ? ERASED : value]),
    );
    await trx
      .updateTable('jobs')
      .set({ payload: JSON.stringify(payload), last_error: null })
      .where('id', '=', job.id)
      .execute();
  }
}
