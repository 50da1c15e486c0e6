import { sql } from 'kysely';
import { BUSINESS_TIME_ZONE, YEAR_END_REMINDER_MONTH, yearEndRenewalDue } from '../../../machines/index.ts';
import type { Db } from '../db/create-database.ts';
import { DAY } from '../clock.ts';
import { careAgentRecipients } from '../care/care-agents.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import type { OpsDeps } from '../jobs/deps.ts';
import type { JobHandlers, JobOf, LicenceJob } from '../jobs/job-payloads.ts';
import { queueMail } from '../mail/outbox.ts';
import { appUrl } from '../notifications/process-parties.ts';
import { renderMail } from '../notifications/render-mail.ts';
import { todayOf, untilText } from './licences.ts';
import { LICENCE_PROMPT_JOB, promptForLicence } from './licence-prompt.ts';
import { licenceTexts } from './messages.ts';

/**
 * The candidate is reminded 30 and 7 days before her licence to practise expires, and care is told on
 * the expiry day (a `licenceExpired` follow-up on each of her open processes for that title, and a mail). Each job
 * is keyed by licence, expiry date and step, so it runs once per licence and date; a renewed licence (new date)
 * gets its own jobs and the old ones find another date and do nothing.
 */
/** Steps: days before the expiry day, with the step that makes an earlier one pointless once its day came. */
const STEPS = [
  { kind: 'licence.remind', daysBefore: 30, until: 7 },
  { kind: 'licence.remind', daysBefore: 7, until: 0 },
  { kind: 'licence.expiryFlag', daysBefore: 0, until: -1 },
] as const;

/** 09:00 on the Bucharest calendar, `daysBefore` days before the expiry day: the time each step runs. */
const stepInstant = (daysBefore: number) =>
  sql`((l.expires_on - ${daysBefore}::int)::timestamp + interval '9 hours') at time zone ${BUSINESS_TIME_ZONE}`;

/**
 * Called by the 5-minute sweep: queues the steps due by tomorrow of every licence whose step has not passed (once, by
 * key). Only a day ahead: the sweep reads a range of the expiry index, not every licence, and queues no job years early.
 */
export async function sweepLicenceExpiries(db: Db, now: Date, today: string): Promise<void> {
  for (const step of STEPS) {
    await sql`
      insert into jobs (kind, payload, dedup_key, run_at, created_at)
      select ${step.kind},
             jsonb_build_object('candidateId', l.candidate_id, 'jobTitle', l.job_title, 'expiresOn', l.expires_on::text, 'daysBefore', ${step.daysBefore}::int),
             ${step.kind} || ':' || l.candidate_id || ':' || l.job_title || ':' || l.expires_on::text || ':' || ${step.daysBefore}::int,
             greatest(${now}::timestamptz, ${stepInstant(step.daysBefore)}), ${now}
      from candidate_licences l
      where l.expires_on - ${step.until}::int > ${today}::date
        and l.expires_on <= ${today}::date + ${step.daysBefore + 1}::int
      on conflict (dedup_key) do nothing`.execute(db);
  }
  await sweepYearEndRenewals(db, now, today);
}

const RENEWAL_JOB = 'licence.renewYear' as const;
type LicenceKind = 'licence.remind' | 'licence.expiryFlag' | typeof RENEWAL_JOB;

/**
 * A licence valid per calendar year (OAMGMAMR's aviz) ends on 31 December: from 1 October (Bucharest, 09:00) its
 * holder is reminded to renew it, once per licence and year (the key names the year).
 */
async function sweepYearEndRenewals(db: Db, now: Date, today: string): Promise<void> {
  const year = today.slice(0, 4);
  if (Number(today.slice(5, 7)) < YEAR_END_REMINDER_MONTH) return;
  const from = `${year}-${String(YEAR_END_REMINDER_MONTH).padStart(2, '0')}-01`;
  await sql`
    insert into jobs (kind, payload, dedup_key, run_at, created_at)
    select ${RENEWAL_JOB},
           jsonb_build_object('candidateId', l.candidate_id, 'jobTitle', l.job_title, 'expiresOn', l.expires_on::text),
           ${RENEWAL_JOB} || ':' || l.candidate_id || ':' || l.job_title || ':' || ${year},
           greatest(${now}::timestamptz, (${from}::date::timestamp + interval '9 hours') at time zone ${BUSINESS_TIME_ZONE}), ${now}
    from candidate_licences l
    where l.expires_on = ${`${year}-12-31`}::date
    on conflict (dedup_key) do nothing`.execute(db);
}

/** The licence a job was queued for, while it still has the expiry date it was queued with (else: nothing to do). */
async function licenceOf(db: Db, job: { payload: LicenceJob }) {
  const p = job.payload;
  const row = await db
    .selectFrom('candidate_licences as l')
    .innerJoin('candidates as c', 'c.user_id', 'l.candidate_id')
    .innerJoin('users as u', 'u.id', 'l.candidate_id')
    .leftJoin('nomenclatures as jt', (j) => j.onRef('jt.slug', '=', 'l.job_title').on('jt.domain', '=', 'functions'))
    .select(['l.candidate_id', 'l.job_title', 'l.body', 'l.number', 'l.expires_on', 'c.full_name', 'u.email', 'u.locale', 'u.erased_at'])
    .select(['jt.label_ro', 'jt.label_en'])
    .where('l.candidate_id', '=', p.candidateId)
    .where('l.job_title', '=', p.jobTitle)
    .executeTakeFirst();
  return row && row.expires_on === p.expiresOn && !row.erased_at ? row : undefined;
}
type LicenceMailRow = NonNullable<Awaited<ReturnType<typeof licenceOf>>>;

const localeOf = (value: string | null): Locale => (value === 'en' ? 'en' : 'ro-RO');
const positionOf = (row: LicenceMailRow, locale: Locale) => (locale === 'en' ? row.label_en : row.label_ro) ?? row.job_title;

/** The days left until the expiry day, counted when the mail goes (a licence entered late is reminded with its own count). */
const daysLeft = (expiresOn: string, now: Date) => Math.round((Date.parse(expiresOn) - Date.parse(todayOf(now))) / DAY);

async function remindCandidate(deps: OpsDeps, row: LicenceMailRow, job: JobOf<LicenceKind>): Promise<void> {
  const { db, clock, config } = deps;
  const locale = localeOf(row.locale);
  const days = daysLeft(row.expires_on, clock.now());
  const values = { brand: config.brandName, days, body: row.body, number: row.number, position: positionOf(row, locale) };
  const mail = renderMail({
    to: row.email,
    locale,
    name: row.full_name,
    subject: translate(locale, licenceTexts.reminderSubject, values),
    body: translate(locale, licenceTexts.reminder, { ...values, until: untilText(locale, row.expires_on) }),
    link: appUrl(config, '/profile'),
    kind: 'licence.reminder',
    brand: config.brandName,
  });
  await db.transaction().execute((trx) => queueMail(trx, mail, clock.now(), job.dedup_key ?? undefined));
  deps.mailer.deliverSoon();
}

/**
 * The year-end renewal reminder: a mail and a notification-centre entry. The mail's key (the job's) gates the entry,
 * so a job run again after a crash adds neither a second time.
 */
async function remindRenewal(deps: OpsDeps, row: LicenceMailRow, job: JobOf<LicenceKind>): Promise<void> {
  const { db, clock, config } = deps;
  const now = clock.now();
  if (!yearEndRenewalDue(row.expires_on, todayOf(now))) return;
  const locale = localeOf(row.locale);
  const values = {
    brand: config.brandName,
    body: row.body,
    number: row.number,
    position: positionOf(row, locale),
    until: untilText(locale, row.expires_on),
  };
  const subject = translate(locale, licenceTexts.renewalSubject, values);
  const body = translate(locale, licenceTexts.renewal, values);
  const mail = renderMail({
    to: row.email,
    locale,
    name: row.full_name,
    subject,
    body,
    link: appUrl(config, '/profile'),
    kind: 'licence.renewal',
    brand: config.brandName,
  });
  await db.transaction().execute(async (trx) => {
    const queued = await queueMail(trx, mail, now, job.dedup_key ?? undefined);
    if (queued === undefined) return;
    await trx
      .insertInto('notifications')
      .values({ user_id: row.candidate_id, kind: 'licence.renewal', title: subject, body, link: '/profile', created_at: now })
      .execute();
  });
  deps.mailer.deliverSoon();
}

/** On the expiry day: a follow-up on each open process of the title, and a mail to every care agent. */
async function flagToCare(deps: OpsDeps, row: LicenceMailRow, job: JobOf<LicenceKind>): Promise<void> {
  const { db, clock, config } = deps;
  const open = await db
    .selectFrom('processes as p')
    .innerJoin('needs as n', 'n.id', 'p.need_id')
    .select('p.id')
    .where('p.candidate_id', '=', row.candidate_id)
    .where('n.job_title', '=', row.job_title)
    .where('p.archived', '=', false)
    .orderBy('p.id')
    .execute();
  const agents = await careAgentRecipients(db);
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    for (const p of open) {
      await trx
        .insertInto('care_flags')
        .values({ process_id: p.id, kind: 'licenceExpired', dedup_key: `licenceExpired:${p.id}:${row.expires_on}`, created_at: now })
        .onConflict((oc) => oc.column('dedup_key').doNothing())
        .execute();
    }
    for (const agent of agents) {
      const locale = localeOf(agent.locale);
      const values = {
        brand: config.brandName,
        candidate: row.full_name,
        body: row.body,
        number: row.number,
        position: positionOf(row, locale),
        until: untilText(locale, row.expires_on),
        processes: open.length ? open.map((p) => `#${p.id}`).join(', ') : '-',
      };
      const mail = renderMail({
        to: agent.email,
        locale,
        name: agent.full_name,
        subject: translate(locale, licenceTexts.careSubject, values),
        body: translate(locale, licenceTexts.care, values),
        link: appUrl(config, '/care/'),
        kind: 'care.licenceExpired',
        brand: config.brandName,
      });
      // It names the candidate and her licence: her erasure finds it by her id.
      const key = job.dedup_key ? `${job.dedup_key}:${agent.email}` : undefined;
      await queueMail(trx, { ...mail, aboutUserId: row.candidate_id }, now, key);
    }
  });
  deps.mailer.deliverSoon();
}

export function licenceExpiryHandlers(deps: OpsDeps): JobHandlers<LicenceKind | typeof LICENCE_PROMPT_JOB> {
  return {
    'licence.remind': async (job) => {
      const row = await licenceOf(deps.db, job);
      if (row) await remindCandidate(deps, row, job);
    },
    'licence.expiryFlag': async (job) => {
      const row = await licenceOf(deps.db, job);
      if (row) await flagToCare(deps, row, job);
    },
    [RENEWAL_JOB]: async (job) => {
      const row = await licenceOf(deps.db, job);
      if (row) await remindRenewal(deps, row, job);
    },
    [LICENCE_PROMPT_JOB]: async (job) => promptForLicence(deps, job),
  };
}
