import type { HiringContext, Interview } from '../../../machines/index.ts';
import { stagePath } from '../../../machines/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-database.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { atLeast, disclosureFor, type Disclosure } from '../privacy/disclosure.ts';
import type { InviteInput } from './ics.ts';
import { inviteTexts } from './messages.ts';
import { jobTitleLabel, processRows } from '../workflow/process-rows.ts';

const ROUND_STARTS = new Set(['company.proposeInterview', 'company.requestFollowUp']);
const PICKS = new Set(['candidate.pickOption', 'company.pickOption']);
const RESCHEDULES = new Set(['candidate.requestReschedule', 'company.requestReschedule']);
const CANCELLED = new Set(['archived.cancelledByCompany', 'archived.cancelledByCandidate']);

/** Phone talks are shorter; an office or online interview gets an hour in the calendar. */
const durationOf = (interview: Interview | null) => (interview?.type === 'phone' ? 30 : 60);

function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** What an invitation is made of: the process, its event log and what the caller may see of the candidate. */
export type InviteFacts = {
  id: number;
  snapshot: unknown;
  company: string;
  /** The job title in the caller's language. */
  position: string;
  candidate: { name: string; email: string };
  events: ReadonlyArray<{ version: number; type: string; payload: unknown }>;
  disclosure: Disclosure;
};

/**
 * The calendar entry of the process's current interview round, read from the event log: the time of the last pick,
 * one UID per round (a follow-up interview is another entry), SEQUENCE = reschedules of the round (+1 when
 * cancelled). 404 when the caller may not see the process or no time was ever agreed in this round.
 */
export async function inviteOfProcess(db: Db, config: Config, locale: Locale, auth: Auth, processId: number, now: Date): Promise<InviteInput> {
  const row = await processRows(db)
    .innerJoin('users as u', 'u.id', 'p.candidate_id')
    .select(['p.id', 'p.snapshot', 'p.candidate_id', 'p.company_id', 'n.job_title', 'co.name as company', 'cand.full_name', 'u.email'])
    .select(jobTitleLabel(db, locale).as('position'))
    .where('p.id', '=', processId)
    .executeTakeFirst();
  const allowed = row && (auth.role === 'care' || (auth.role === 'candidate' ? row.candidate_id : row.company_id) === auth.userId);
  if (!row || !allowed) throw notFound();

  const events = await db
    .selectFrom('process_events')
    .select(['version', 'type', 'payload'])
    .where('process_id', '=', processId)
    .orderBy('version')
    .execute();
  const facts = {
    id: row.id,
    snapshot: row.snapshot,
    company: row.company,
    position: row.position ?? row.job_title,
    candidate: { name: row.full_name, email: row.email },
    events,
    disclosure: (await disclosureFor(db, auth, row.candidate_id)) ?? 'anonymous',
  };
  return inviteOf(config, locale, auth.role, facts, now);
}

/**
 * The invitation from facts in hand, for a reader in `role`: the route reads them above, the engine's calendar mails
 * take them from the process it has just written (no re-read per party). 404 when no time was agreed in this round.
 */
export function inviteOf(config: Config, locale: Locale, role: Auth['role'], facts: InviteFacts, now: Date): InviteInput {
  const { events } = facts;
  const rounds = events.filter((e) => ROUND_STARTS.has(e.type));
  const roundStart = rounds.at(-1)?.version ?? Number.POSITIVE_INFINITY;
  const round = events.filter((e) => e.version > roundStart);
  const picks = round.filter((e) => PICKS.has(e.type));
  const lastPick = picks.at(-1);
  if (!lastPick) throw new HttpError(404, inviteTexts.noInterview);

  const snapshot = facts.snapshot as { value: string | Record<string, unknown>; context: HiringContext };
  const cancelled = CANCELLED.has(stagePath(snapshot.value as never));
  const firstPick = picks[0]!.version;
  const reschedules = round.filter((e) => RESCHEDULES.has(e.type) && e.version > firstPick).length;
  const interview = snapshot.context.interview;
  const start = new Date((lastPick.payload as { option: string }).option);
  const url = `${config.publicUrl.replace(/\/$/, '')}/app/offers/${facts.id}`;

  const where =
    interview?.type === 'office'
      ? { location: interview.address, line: translate(locale, inviteTexts.office, { contact: interview.contactPerson }) }
      : interview?.type === 'phone'
        ? { location: interview.phone, line: translate(locale, inviteTexts.phone, { phone: interview.phone }) }
        : interview?.type === 'virtual'
          ? { location: interview.link, line: translate(locale, inviteTexts.virtual, { link: interview.link }) }
          : { location: '', line: '' };
  const description = [
    cancelled ? translate(locale, inviteTexts.cancelled) : '',
    where.line,
    role === 'candidate' ? translate(locale, inviteTexts.details, { url }) : '',
  ]
    .filter(Boolean)
    .join('\n');

  return {
    uid: `interview-${facts.id}-${rounds.length}@${new URL(config.publicUrl).hostname}`,
    sequence: reschedules + (cancelled ? 1 : 0),
    method: cancelled ? 'CANCEL' : 'REQUEST',
    start,
    durationMinutes: durationOf(interview),
    summary: translate(locale, inviteTexts.summary, { position: facts.position, company: facts.company }),
    description,
    location: where.location,
    organizer: { name: facts.company, email: mailAddress(config.mailFrom) },
    // The candidate as the caller may read her (src/server/privacy/disclosure.ts): no address before the contact stage.
    attendee: atLeast(facts.disclosure, 'contact') ? facts.candidate : undefined,
    url: role === 'candidate' ? url : undefined,
    stamp: now,
  };
}
