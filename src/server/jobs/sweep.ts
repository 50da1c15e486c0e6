import { type RawBuilder, sql } from 'kysely';
import { BUSINESS_TIME_ZONE, FINAL_OFFER_REMINDER_HOURS, PROPOSAL_ANSWER_HOURS } from '../../../machines/index.ts';
import { HOUR } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import { OFFER_EXPIRY_AFTER, OFFER_REMINDER_AFTER } from './offer-jobs.ts';
import { sweepLicenceExpiries } from '../licences/expiry-jobs.ts';
import { todayOf } from '../licences/licences.ts';

const interval = (ms: number) => sql.raw(`interval '${ms / 1000} seconds'`);

/**
 * Finds, with a few set-based inserts, every deadline the processes have right now and queues its job once
 * (dedup keys carry the process version). Whoever moved a process (the engine, a company, care), its deadlines
 * follow without the engine knowing about jobs, and a server that was down catches up on its next sweep.
 */
export async function sweepDeadlines(db: Db, now: Date): Promise<void> {
  const offered = (kind: string, delayMs: number) => sql`
    insert into jobs (kind, payload, dedup_key, run_at, created_at)
    select ${kind}, jsonb_build_object('processId', p.id, 'version', p.version),
           ${kind} || ':' || p.id || ':' || p.version, p.updated_at + ${interval(delayMs)}, ${now}
    from processes p where p.state = 'offered'
    on conflict (dedup_key) do nothing`;
  await offered('offer.notify', 0).execute(db);
  await offered('offer.remind', OFFER_REMINDER_AFTER).execute(db);
  await offered('offer.expire', OFFER_EXPIRY_AFTER).execute(db);

  // The interview reminder: the day before, at the interview's time on the Bucharest clock (23 or 25 real hours
  // before across a daylight-saving switch).
  const dayBefore = (instant: RawBuilder<unknown>) =>
    sql`((${instant} at time zone ${BUSINESS_TIME_ZONE}) - interval '1 day') at time zone ${BUSINESS_TIME_ZONE}`;
  await sql`
    insert into jobs (kind, payload, dedup_key, run_at, created_at)
    select 'interview.remind', jsonb_build_object('processId', p.id, 'version', p.version, 'scheduledAt', p.snapshot->'context'->>'scheduledAt'),
           'interview.remind:' || p.id || ':' || (p.snapshot->'context'->>'scheduledAt'),
           greatest(${now}::timestamptz, ${dayBefore(sql`(p.snapshot->'context'->>'scheduledAt')::timestamptz`)}), ${now}
    from processes p
    where p.state = 'interview.scheduled' and (p.snapshot->'context'->>'scheduledAt')::timestamptz > ${now}::timestamptz
    on conflict (dedup_key) do nothing`.execute(db);

  // A final offer's reminder (24 h before its validity ends) and its expiry, keyed by the validity: extending the
  // offer queues a new pair, and the old pair finds the process holding another validity and does nothing.
  const validUntil = sql`(p.snapshot->'context'->'finalOffer'->>'validUntil')`;
  await sql`
    insert into jobs (kind, payload, dedup_key, run_at, created_at)
    select j.kind, jsonb_build_object('processId', p.id, 'validUntil', ${validUntil}),
           j.kind || ':' || p.id || ':' || ${validUntil}, greatest(${now}::timestamptz, ${validUntil}::timestamptz - j.ahead), ${now}
    from processes p
    cross join (values ('finalOffer.remind', ${interval(FINAL_OFFER_REMINDER_HOURS * HOUR)}), ('finalOffer.expire', interval '0 seconds')) as j(kind, ahead)
    where p.state = 'finalOffer' and ${validUntil} is not null
      and (j.kind = 'finalOffer.expire' or ${validUntil}::timestamptz > ${now}::timestamptz)
    on conflict (dedup_key) do nothing`.execute(db);

  // Proposed interview times unanswered by their deadline go to care. Queued at the earliest the deadline can be
  // (48 hours on, or the first proposed time if sooner); the handler waits for machines/deadlines.ts's own instant.
  await sql`
    insert into jobs (kind, payload, dedup_key, run_at, created_at)
    select 'proposal.flag', jsonb_build_object('processId', p.id, 'version', p.version),
           'proposal.flag:' || p.id || ':' || p.version,
           least(p.updated_at + ${interval(PROPOSAL_ANSWER_HOURS * HOUR)},
                 (select min(o::timestamptz) from jsonb_array_elements_text(p.snapshot->'context'->'options') o)), ${now}
    from processes p where p.state in ('interview.candidateChoosing', 'interview.companyChoosing')
    on conflict (dedup_key) do nothing`.execute(db);

  // States care must follow up by phone (spec §4): no-shows and rejected final offers; presence the two sides told
  // differently (care settles it); an accepted offer withdrawn. A no-show care itself settled needs no second call.
  await sql`
    insert into care_flags (process_id, kind, dedup_key, created_at)
    select p.id, f.kind, f.kind || ':' || p.id || ':' || p.version, ${now}
    from processes p
    join (values ('archived.candidateAbsent', 'candidateNoShow'), ('archived.companyAbsent', 'companyNoShow'),
                 ('archived.finalOfferRejected', 'finalOfferRejected'),
                 ('presenceDisputed.candidateAbsence', 'presenceDisputed'), ('presenceDisputed.companyAbsence', 'presenceDisputed'),
                 ('archived.acceptedOfferWithdrawn', 'acceptedOfferWithdrawn')) as f(state, kind) on f.state = p.state
    where coalesce(p.snapshot->'context'->'closing'->>'event', '') <> 'care.settlePresence'
    on conflict (dedup_key) do nothing`.execute(db);

  // Needs never matched yet (published while no worker ran, or before matching existed).
  await sql`
    insert into jobs (kind, payload, dedup_key, run_at, created_at)
    select 'matching.need', jsonb_build_object('needId', n.id), 'matching.need:' || n.id || ':initial', ${now}, ${now}
    from needs n
    where not n.archived and not exists (select 1 from need_matching_runs r where r.need_id = n.id)
    on conflict (dedup_key) do nothing`.execute(db);

  // Licences to practise: the candidate's reminders 30 and 7 days before expiry, care's flag on the day.
  await sweepLicenceExpiries(db, now, todayOf(now));

  // Recommend-a-friend: every stored recommendation gets its invitation mail once.
  await sql`
    insert into jobs (kind, payload, dedup_key, run_at, created_at)
    select 'friend.invite', jsonb_build_object('recommendationId', r.id), 'friend.invite:' || r.id, ${now}, ${now}
    from recommendations r
    where not exists (select 1 from jobs j where j.dedup_key = 'friend.invite:' || r.id)
    on conflict (dedup_key) do nothing`.execute(db);
}
