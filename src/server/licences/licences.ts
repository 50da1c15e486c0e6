import type { Selectable } from 'kysely';
import { inBucharest } from '../../../machines/bucharest-time.ts';
import { formatDayNumber, parseDay } from '../../../machines/calendar.ts';
import type { Db } from '../db/create-database.ts';
import type { Database } from '../db/types.ts';
import { licenceBodyOf } from './bodies.ts';

export type LicenceRow = Selectable<Database['candidate_licences']>;

/** A licence that ends within this many days is "expiring": the candidate is reminded 30 and 7 days before. */
export const EXPIRING_WITHIN_DAYS = 30;
export const REMINDER_DAYS_BEFORE = [30, 7] as const;

export type LicenceStatus = 'valid' | 'expiring' | 'expired';

/** `date` plus `days` calendar days (YYYY-MM-DD). */
export const addDays = (date: string, days: number): string => formatDayNumber(parseDay(date)! + days);

/** Today on the Bucharest calendar: a licence is valid through its expiry day. */
export const todayOf = (now: Date): string => inBucharest(now).date;

/** A licence's day as its mails write it ("31 decembrie 2026"). */
export const untilText = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

export function licenceStatus(expiresOn: string, now: Date): LicenceStatus {
  const today = todayOf(now);
  if (expiresOn < today) return 'expired';
  return expiresOn <= addDays(today, EXPIRING_WITHIN_DAYS) ? 'expiring' : 'valid';
}

/** The candidate's (or care's) view of one licence. */
export function licenceView(row: LicenceRow, now: Date) {
  return {
    job_title: row.job_title,
    body: row.body,
    number: row.number,
    issued_on: row.issued_on,
    expires_on: row.expires_on,
    document: row.document_key ? { name: row.document_name ?? 'licence', size: row.document_size ?? 0 } : null,
    verified:
      row.verified_at && row.verification_method
        ? { at: row.verified_at.toISOString(), method: row.verification_method, reference: row.register_reference }
        : null,
    status: licenceStatus(row.expires_on, now),
  };
}
export type LicenceView = ReturnType<typeof licenceView>;

export const licencesOf = (db: Db, candidateId: number) =>
  db.selectFrom('candidate_licences').selectAll().where('candidate_id', '=', candidateId).orderBy('job_title').execute();

/** The regulated job titles of the candidate's profile (main title first, then the secondary ones). */
export async function requiredLicenceTitles(db: Db, candidateId: number): Promise<string[]> {
  const row = await db.selectFrom('candidates').select(['category', 'secondary_job_titles']).where('user_id', '=', candidateId).executeTakeFirst();
  if (!row) return [];
  const titles = [...new Set([row.category, ...row.secondary_job_titles].filter((t): t is string => !!t))];
  return titles.filter((t) => licenceBodyOf(t) !== null);
}

type LicenceBadge = { body: string; valid_until: string; verified_at: string };

/**
 * What a company sees (src/server/privacy/disclosure.ts decides whether it sees the profile at all): the licence of
 * each of the processes' job titles that care verified, by job title, in one query. Never the number nor the document.
 */
export async function companyLicenceBadges(db: Db, candidateId: number, jobTitles: string[]) {
  if (!jobTitles.length) return new Map<string, LicenceBadge>();
  const rows = await db
    .selectFrom('candidate_licences')
    .select(['job_title', 'body', 'expires_on', 'verified_at'])
    .where('candidate_id', '=', candidateId)
    .where('job_title', 'in', jobTitles)
    .where('verified_at', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.job_title, { body: r.body, valid_until: r.expires_on, verified_at: r.verified_at!.toISOString() }]));
}
