import { sql, type Transaction } from 'kysely';
import { DAY } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import type { Database } from '../db/types.ts';
import type { AppDeps } from '../fastify-types.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { MAX_ATTEMPTS } from '../mail/mailer.ts';
import { queueMail } from '../mail/outbox.ts';
import { renderMail } from '../notifications/render-mail.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { systemAuth } from '../jobs/system-actor.ts';
import { eraseAccount } from './erasure.ts';
import { eraseExplanationReasons } from '../matching/explanations.ts';
import { retentionTexts } from './messages.ts';
import { logPrivacyStep } from './privacy-log.ts';
import { ERASED, ERASED_MAIL_CONTENT, eraseFollowUpWords, withRedaction, withoutWrittenText } from './redaction.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'storage' | 'mailer'>;

/** An unused account is told this long before it is erased (and never erased sooner after being told). */
export const RETENTION_WARNING_MS = 30 * DAY;
export const RETENTION_ERASE_JOB = 'retention.erase';
/** How many rows one transaction of the job handles: a first run on an old database does not hold long locks. */
const BATCH = 50;

/** `now` minus whole calendar months (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

const lastActive = sql<Date>`coalesce(users.last_active_at, users.created_at)`;
const accountsInScope = (db: DbOrTrx) =>
  db.selectFrom('users').where('users.role', 'in', ['candidate', 'company']).where('users.erased_at', 'is', null);
type DbOrTrx = Db | Transaction<Database>;

const formatDay = (locale: Locale, at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Bucharest' }).format(at);

/**
 * Accounts that reach RETENTION_MONTHS without use within 30 days get one mail saying how to keep them (sign in).
 * Marked in the same transaction as the mail is queued; a warning older than the last use no longer counts, so an
 * account used again and then left again is told again.
 */
export async function warnUnusedAccounts(deps: Deps): Promise<number> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const cutoff = monthsBefore(new Date(now.getTime() + RETENTION_WARNING_MS), config.retentionMonths);
  let warned = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const due = await accountsInScope(trx)
        .leftJoin('candidates', 'candidates.user_id', 'users.id')
        .leftJoin('companies', 'companies.user_id', 'users.id')
        .select(['users.id', 'users.email', 'users.locale', 'candidates.full_name', 'companies.contact_name', lastActive.as('last_active')])
        .where(lastActive, '<=', cutoff)
        .where((eb) => eb.or([eb('users.retention_warned_at', 'is', null), eb('users.retention_warned_at', '<', lastActive)]))
        .orderBy('users.id')
        .limit(BATCH)
        .forUpdate('users')
        .skipLocked()
        .execute();
      for (const user of due) {
        const eraseOn = new Date(Math.max(now.getTime() + RETENTION_WARNING_MS, addMonths(user.last_active, config.retentionMonths).getTime()));
        await trx.updateTable('users').set({ retention_warned_at: now }).where('id', '=', user.id).execute();
        const locale: Locale = user.locale === 'en' ? 'en' : 'ro-RO';
        const values = { brand: config.brandName, since: formatDay(locale, user.last_active), date: formatDay(locale, eraseOn) };
        const mail = renderMail({
          to: user.email,
          locale,
          name: user.full_name || user.contact_name || '',
          subject: translate(locale, retentionTexts.warningSubject, values),
          body: translate(locale, retentionTexts.warning, values),
          extra: translate(locale, retentionTexts.howToKeep, values),
          link: `${config.publicUrl}/app/login`,
          kind: 'retention.warning',
          brand: config.brandName,
        });
        await queueMail(trx, mail, now);
        const detail = { inactiveSince: user.last_active.toISOString(), eraseOn: eraseOn.toISOString() };
        await logPrivacyStep(trx, user.id, 'retention.warned', null, detail, now);
      }
      return due.length;
    });
    warned += batch;
    if (batch < BATCH) break;
  }
  if (warned) deps.mailer.deliverSoon();
  return warned;
}

function addMonths(at: Date, months: number): Date {
  return monthsBefore(at, -months);
}

/** The accounts unused RETENTION_MONTHS whose warning (sent after their last use) is at least 30 days old. */
function dueForErasure(db: DbOrTrx, now: Date, months: number) {
  return accountsInScope(db)
    .where(lastActive, '<=', monthsBefore(now, months))
    .where('users.retention_warned_at', '>=', lastActive)
    .where('users.retention_warned_at', '<=', new Date(now.getTime() - RETENTION_WARNING_MS));
}

/** Queues one erasure job per due account (keyed by account and warning: several instances queue it once). */
export async function queueDueErasures(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await dueForErasure(deps.db, now, deps.config.retentionMonths).select(['users.id', 'users.retention_warned_at']).execute();
  for (const user of due) {
    const key = `${RETENTION_ERASE_JOB}:${user.id}:${user.retention_warned_at!.toISOString()}`;
    await enqueueJob(deps.db, { kind: RETENTION_ERASE_JOB, payload: { userId: user.id }, runAt: now, dedupKey: key }, now);
  }
  return due.length;
}

/** The erasure job: erases the account through eraseAccount unless it was used since (or erased meanwhile). */
export async function eraseIfStillUnused(deps: Deps, userId: number): Promise<boolean> {
  const still = await dueForErasure(deps.db, deps.clock.now(), deps.config.retentionMonths)
    .select('users.id')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!still) return false;
  await eraseAccount(deps, userId, (await systemAuth(deps.db)).userId, { ground: 'retention' });
  return true;
}

/**
 * Removes the personal data of one archived process: every written field of its snapshot and events (both sides' and
 * care's), care's follow-ups' words on it, the company's internal notes and the replay answers of its events. The row and its events stay (ids,
 * states, times). The snapshot and payloads hold no name, address or phone of a party but in those fields.
 */
async function redactProcess(trx: Transaction<Database>, processId: number, now: Date): Promise<void> {
  const p = await trx
    .selectFrom('processes')
    .select(['candidate_id', 'company_id'])
    .where('id', '=', processId)
    .where('personal_data_removed_at', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!p) return;
  await withRedaction(trx, async () => {
    const events = await trx.selectFrom('process_events').select(['version', 'payload']).where('process_id', '=', processId).execute();
    for (const e of events) {
      await trx
        .updateTable('process_events')
        .set({ payload: JSON.stringify(withoutWrittenText(e.payload)) })
        .where('process_id', '=', processId)
        .where('version', '=', e.version)
        .execute();
    }
  });
  const row = await trx.selectFrom('processes').select('snapshot').where('id', '=', processId).executeTakeFirstOrThrow();
  // A new version: an event computed meanwhile from the unredacted snapshot fails its compare-and-set (409) instead of
  // writing the removed texts back.
  await trx
    .updateTable('processes')
    .set((eb) => ({
      snapshot: JSON.stringify(withoutWrittenText(row.snapshot)),
      personal_data_removed_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', processId)
    .execute();
  await eraseFollowUpWords(trx, [processId]);
  await eraseExplanationReasons(trx, sql`process_id = ${processId}`);
  await trx.deleteFrom('idempotency_keys').where('process_id', '=', processId).execute();
  await trx.deleteFrom('process_notes').where('process_id', '=', processId).execute();
  for (const userId of [p.candidate_id, p.company_id]) {
    await logPrivacyStep(trx, userId, 'retention.processRedacted', null, { processId }, now);
  }
}

/** Processes archived more than RETENTION_MONTHS ago lose their personal data, a batch per transaction. */
export async function redactArchivedProcesses(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const cutoff = monthsBefore(now, deps.config.retentionMonths);
  let redacted = 0;
  // Keyset by id: a process another instance holds (skipped there) is not asked for again in this run.
  let after = 0;
  for (;;) {
    const ids = await deps.db
      .selectFrom('processes')
      .select('id')
      .where('archived', '=', true)
      .where('personal_data_removed_at', 'is', null)
      .where('updated_at', '<=', cutoff)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const { id } of ids) await deps.db.transaction().execute((trx) => redactProcess(trx, id, now));
    redacted += ids.length;
    if (ids.length < BATCH) return redacted;
    after = ids.at(-1)!.id;
  }
}

/** How long a sent mail keeps its content (support may read what went out); then only its delivery record stays. */
export const SENT_MAIL_CONTENT_MS = 30 * DAY;

/**
 * Mails sent, or given up, more than SENT_MAIL_CONTENT_MS ago lose their subject, bodies and attachments. This bounds
 * the copies of a person's data no erasure can find by structure: mails queued before mails said whose data they
 * copy (migration 0240_erasure_links), and mails to an address the user has left since.
 */
export async function forgetOldMailContent(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - SENT_MAIL_CONTENT_MS);
  const result = await deps.db
    .updateTable('mail_outbox')
    .set(ERASED_MAIL_CONTENT)
    .where((eb) =>
      eb.or([eb('sent_at', '<', cutoff), eb.and([eb('sent_at', 'is', null), eb('attempts', '>=', MAX_ATTEMPTS), eb('created_at', '<', cutoff)])]),
    )
    .where('text_body', '<>', ERASED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The daily retention run (job `retention.daily`): every step is idempotent, so a retried or doubled run is harmless. */
export async function runRetention(deps: Deps): Promise<void> {
  await redactArchivedProcesses(deps);
  await forgetOldMailContent(deps);
  await warnUnusedAccounts(deps);
  await queueDueErasures(deps);
}
