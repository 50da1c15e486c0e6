import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import type { AppDeps } from '../fastify-types.ts';
import { HttpError, notFound } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import { systemAuth } from '../jobs/system-actor.ts';
import { applyEvent } from '../workflow/engine.ts';
import { logPrivacyStep } from './privacy-log.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'storage' | 'mailer'>;

/** What replaces a personal value found inside free text written by someone else (a mail, a note, an event). */
export const ERASED = '[erased]';

/**
 * Free text that may quote a person (mails and notices to others, care's notes, event payloads, job payloads):
 * each occurrence of the erased user's name, email or phone is replaced. jsonb columns are rewritten as text.
 */
const FREE_TEXT: ReadonlyArray<{ table: string; columns: string[]; json?: boolean }> = [
  { table: 'mail_outbox', columns: ['subject', 'text_body', 'html_body'] },
  { table: 'mail_outbox', columns: ['attachments'], json: true },
  { table: 'notifications', columns: ['title', 'body'] },
  { table: 'channel_messages', columns: ['body'] },
  { table: 'care_flags', columns: ['note', 'reason'] },
  { table: 'needs', columns: ['description', 'address', 'archive_text'] },
  { table: 'processes', columns: ['snapshot'], json: true },
  { table: 'process_events', columns: ['payload'], json: true },
  { table: 'jobs', columns: ['payload'], json: true },
  { table: 'jobs', columns: ['last_error'] },
  { table: 'idempotency_keys', columns: ['response'], json: true },
];

/** Values shorter than this are not searched for in others' text (they would match ordinary words). */
const MIN_SCRUB_LENGTH = 4;

type Subject = { id: number; role: 'candidate' | 'company'; email: string; values: string[]; cvKey: string | null };

async function subjectOf(deps: Deps, userId: number): Promise<Subject> {
  const user = await deps.db.selectFrom('users').select(['id', 'role', 'email', 'erased_at']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.erased_at) throw notFound();
  if (user.role === 'care') throw new HttpError(403, errors.forbidden);
  if (user.role === 'candidate') {
    const c = await deps.db.selectFrom('candidates').select(['full_name', 'phone', 'cv_key']).where('user_id', '=', userId).executeTakeFirst();
    return { id: userId, role: 'candidate', email: user.email, values: [user.email, c?.full_name ?? '', c?.phone ?? ''], cvKey: c?.cv_key ?? null };
  }
  const c = await deps.db.selectFrom('companies').select(['contact_name', 'phone']).where('user_id', '=', userId).executeTakeFirst();
  return { id: userId, role: 'company', email: user.email, values: [user.email, c?.contact_name ?? '', c?.phone ?? ''], cvKey: null };
}

/**
 * Ends every open process of the user through the hiring machine (care.closeAccount, sent as the system care
 * user), so the other side is told and the audit trail shows why. Each is its own transaction, like any event;
 * an erasure that stops half-way closes the rest when it is asked again.
 */
async function closeOpenProcesses(deps: Deps, subject: Subject, actorId: number): Promise<void> {
  const column = subject.role === 'candidate' ? 'candidate_id' : 'company_id';
  const reason = subject.role === 'candidate' ? 'candidate-account-closed' : 'company-account-closed';
  const open = await deps.db.selectFrom('processes').select(['id', 'version']).where(column, '=', subject.id).where('archived', '=', false).execute();
  const auth = await systemAuth(deps.db);
  for (const process of open) {
    await applyEvent(deps, {
      processId: process.id,
      auth,
      locale: 'ro-RO',
      body: { type: 'care.closeAccount', payload: { reason }, expectedVersion: process.version },
    });
    await logPrivacyStep(deps.db, subject.id, 'erasure.processClosed', actorId, { processId: process.id }, deps.clock.now());
  }
  await deps.mailer.flush();
}

/** Replaces every occurrence of the user's values in the free text of others (see FREE_TEXT). */
async function scrubFreeText(trx: Transaction<Database>, values: string[]): Promise<void> {
  // The event log is append-only; this setting (local to the transaction) lets the trigger admit a payload redaction.
  await sql`select set_config('medilink.redaction', 'on', true)`.execute(trx);
  for (const value of values.filter((v) => v.length >= MIN_SCRUB_LENGTH)) {
    for (const { table, columns, json } of FREE_TEXT) {
      for (const column of columns) {
        const ref = sql.ref(column);
        const asText = json ? sql`${ref}::text` : ref;
        const replaced = sql`replace(${asText}, ${value}, ${ERASED})`;
        await sql`update ${sql.table(table)} set ${ref} = ${json ? sql`${replaced}::jsonb` : replaced}
                  where strpos(${asText}, ${value}) > 0`.execute(trx);
      }
    }
  }
  await sql`select set_config('medilink.redaction', 'off', true)`.execute(trx);
}

/** Removes or anonymises, in one transaction, everything personal the product holds about the user. */
async function anonymise(trx: Transaction<Database>, subject: Subject, now: Date): Promise<void> {
  const { id, email } = subject;
  if (subject.role === 'candidate') {
    await trx
      .updateTable('candidates')
      .set({
        full_name: '',
        phone: '',
        birth_date: null,
        about: null,
        city: null,
        certification: null,
        experience: null,
        tags: '[]',
        secondary_job_titles: '[]',
        work_locations: '[]',
        preferred_cities: '[]',
        preferred_countries: '[]',
        blacklisted_companies: '[]',
        experience_entries: '[]',
        education_entries: '[]',
        availability: '[]',
        schedules: '[]',
        utm: '{}',
        cv_key: null,
        cv_name: null,
        cv_mime: null,
        cv_size: null,
        cv_uploaded_at: null,
        receive_notifications: false,
        updated_at: now,
      })
      .where('user_id', '=', id)
      .execute();
    await trx.deleteFrom('candidate_access_log').where('candidate_id', '=', id).execute();
  } else {
    await trx
      .updateTable('companies')
      .set({ name: '', contact_name: '', phone: '', address: null, about: null, public: false, updated_at: now })
      .where('user_id', '=', id)
      .execute();
    await trx.deleteFrom('company_availability').where('company_id', '=', id).execute();
  }
  const phones = subject.values.slice(2).filter(Boolean);
  await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', id).execute();
  await trx.deleteFrom('push_events').where('user_id', '=', id).execute();
  await trx.deleteFrom('idempotency_keys').where('user_id', '=', id).execute();
  await trx.deleteFrom('login_failures').where('email', '=', email).execute();
  await trx.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
  await trx
    .deleteFrom('channel_messages')
    .where((eb) => eb.or([eb('user_id', '=', id), ...(phones.length ? [eb('to_address', 'in', phones)] : [])]))
    .execute();
  await trx
    .deleteFrom('recommendations')
    .where((eb) => eb.or([eb('recommender_id', '=', id), eb('email', '=', email)]))
    .execute();
  // Page views keep counting; they no longer say whose they were.
  await trx.updateTable('page_views').set({ user_id: null }).where('user_id', '=', id).execute();
  await scrubFreeText(trx, subject.values);
  await trx
    .updateTable('users')
    .set({ email: `erased-${id}@erased.invalid`, password_hash: '!', erased_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * GDPR erasure of a candidate's or a company's account, asked by the user or by care on the user's request
 * (`actorId`): open processes end through the machine, then personal data goes in one transaction, then the CV
 * file. Process rows and events stay, under the same (now pseudonymous) ids. Every step is in the privacy log.
 */
export async function eraseAccount(deps: Deps, userId: number, actorId: number): Promise<void> {
  const subject = await subjectOf(deps, userId);
  await logPrivacyStep(deps.db, userId, 'erasure.requested', actorId, { role: subject.role }, deps.clock.now());
  await closeOpenProcesses(deps, subject, actorId);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await anonymise(trx, subject, now);
    await logPrivacyStep(trx, userId, 'erasure.completed', actorId, { cvDeleted: subject.cvKey !== null }, now);
  });
  // After the commit: a failed delete leaves an orphan file nobody can reach, never a row pointing at nothing.
  if (subject.cvKey) await deps.storage.delete(subject.cvKey);
}
