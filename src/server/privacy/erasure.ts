import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import type { AppDeps } from '../fastify-types.ts';
import { eraseExplanationReasons } from '../matching/explanations.ts';
import { HttpError, notFound } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import { systemAuth } from '../jobs/system-actor.ts';
import { applyEvent } from '../workflow/engine.ts';
import { eraseCopiesOf } from './copies.ts';
import { erasePartyWords } from './party-words.ts';
import { logPrivacyStep } from './privacy-log.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'storage' | 'mailer'>;

/** Why an account is erased: its owner asked, care did on the owner's request (with care's reason), or retention. */
export type ErasureGround = { ground: 'own-request' } | { ground: 'care'; reason: string } | { ground: 'retention' };

/** Whom an erasure is of: her account and her address (mails to her, her sign-in failures, friends' invitations). */
type Subject = { id: number; role: 'candidate' | 'company'; email: string };

async function subjectOf(deps: Deps, userId: number): Promise<Subject> {
  const user = await deps.db.selectFrom('users').select(['id', 'role', 'email', 'erased_at']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.erased_at) throw notFound();
  if (user.role === 'care') throw new HttpError(403, errors.forbidden);
  return { id: userId, role: user.role, email: user.email };
}

/**
 * Ends every open process of the user through the hiring machine (system.closeAccount, sent as the system
 * actor), so the other side is told and the audit trail shows why. Each is its own transaction, like any event;
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
      body: { type: 'system.closeAccount', payload: { reason }, expectedVersion: process.version },
    });
    await logPrivacyStep(deps.db, subject.id, 'erasure.processClosed', actorId, { processId: process.id }, deps.clock.now());
  }
  await deps.mailer.flush();
}

/**
 * Removes or anonymises, in one transaction, everything personal the product holds about the user. Returns the
 * storage keys of her files (CV, licence documents), read under the transaction's row locks: a file uploaded while
 * the erasure ran is either among them or refused by its upload (which then finds the account erased or the
 * licence gone), never left behind.
 */
async function anonymise(trx: Transaction<Database>, subject: Subject, now: Date): Promise<string[]> {
  const { id, email } = subject;
  const fileKeys: string[] = [];
  if (subject.role === 'candidate') {
    const cv = await trx.selectFrom('candidates').select('cv_key').where('user_id', '=', id).forUpdate().executeTakeFirst();
    if (cv?.cv_key) fileKeys.push(cv.cv_key);
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
    // Why matching left her out of a post names her limits: care's list forgets her with her profile.
    await trx.deleteFrom('matching_left_out').where('candidate_id', '=', id).execute();
    // Licences to practise name the candidate through their numbers: the rows go, their files after the commit.
    const licences = await trx.deleteFrom('candidate_licences').where('candidate_id', '=', id).returning('document_key').execute();
    fileKeys.push(...licences.flatMap((l) => (l.document_key ? [l.document_key] : [])));
    // Why her offers were made stays (the values compared, under her id only: the log of an automated ranking is
    // kept); what care wrote about her goes.
    await eraseExplanationReasons(trx, sql`candidate_id = ${id}`);
  } else {
    await trx
      .updateTable('companies')
      .set({ name: '', contact_name: '', phone: '', address: null, about: null, public: false, updated_at: now })
      .where('user_id', '=', id)
      .execute();
    await trx.deleteFrom('company_availability').where('company_id', '=', id).execute();
    // Her posts' own words; their titles and terms stay (other people's offers and mails show them).
    await trx.updateTable('needs').set({ description: null, address: null, archive_text: null }).where('company_id', '=', id).execute();
  }
  await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
  await trx.deleteFrom('calendar_feeds').where('user_id', '=', id).execute();
  await trx.deleteFrom('notification_settings').where('user_id', '=', id).execute();
  // Its queued pushes then find no device and send nothing.
  await trx.deleteFrom('push_devices').where('user_id', '=', id).execute();
  // A team member's name goes; the membership row stays, turned off, so the history still says a member acted.
  await trx.updateTable('company_members').set({ full_name: '', active: false, deactivated_at: now }).where('user_id', '=', id).execute();
  await trx.deleteFrom('need_members').where('user_id', '=', id).execute();
  // An address the user asked to move to is theirs too: its confirmation mails go with the request.
  const newEmails = trx.selectFrom('email_changes').select('new_email').where('user_id', '=', id);
  await trx.deleteFrom('mail_outbox').where('to_address', 'in', newEmails).execute();
  await trx.deleteFrom('email_changes').where('user_id', '=', id).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', id).execute();
  await trx.deleteFrom('push_events').where('user_id', '=', id).execute();
  // An erased account is nobody's audience: its marketing consents go (the privacy log keeps that they existed).
  await trx.deleteFrom('marketing_consents').where('user_id', '=', id).execute();
  await trx.deleteFrom('idempotency_keys').where('user_id', '=', id).execute();
  await trx.deleteFrom('login_failures').where('email', '=', email).execute();
  await trx.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
  // Texts to her, by her account: a phone number may be shared (a clinic's, a family's), the account is hers alone.
  await trx.deleteFrom('channel_messages').where('user_id', '=', id).execute();
  await trx
    .deleteFrom('recommendations')
    .where((eb) => eb.or([eb('recommender_id', '=', id), eb('email', '=', email)]))
    .execute();
  // Page views keep counting; they no longer say whose they were.
  await trx.updateTable('page_views').set({ user_id: null }).where('user_id', '=', id).execute();
  await erasePartyWords(trx, subject);
  await eraseCopiesOf(trx, subject);
  await trx
    .updateTable('users')
    .set({ email: `erased-${id}@erased.invalid`, password_hash: '!', erased_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  return fileKeys;
}

/**
 * GDPR erasure of a candidate's or a company's account, asked by the user or by care on the user's request
 * (`actorId`): open processes end through the machine, then personal data goes in one transaction, then her
 * files. Process rows and events stay, under the same (now pseudonymous) ids. Every step is in the privacy log.
 */
export async function eraseAccount(deps: Deps, userId: number, actorId: number, why: ErasureGround): Promise<void> {
  const subject = await subjectOf(deps, userId);
  await logPrivacyStep(deps.db, userId, 'erasure.requested', actorId, { role: subject.role, ...why }, deps.clock.now());
  await closeOpenProcesses(deps, subject, actorId);
  const fileKeys = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const keys = await anonymise(trx, subject, now);
    await logPrivacyStep(trx, userId, 'erasure.completed', actorId, { filesDeleted: keys.length }, now);
    return keys;
  });
  // After the commit: a failed delete leaves an orphan file nobody can reach, never a row pointing at nothing.
  for (const key of fileKeys) await deps.storage.delete(key);
}
