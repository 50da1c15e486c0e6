import type { HiringEventType, Interview, StoredHiringSnapshot } from '../../../machines/index.ts';
import { payloadSchemas, stagePath } from '../../../machines/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-database.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { atLeast, disclosureFor, nameAt, type Disclosure } from '../privacy/disclosure.ts';
import type { InviteInput } from './ics.ts';
import { inviteTexts } from './messages.ts';
import { jobTitleLabel, processRows } from '../workflow/process-rows.ts';
import { assertPost } from '../company/team-access.ts';

const ROUND_START_TYPES = ['company.proposeInterview', 'company.requestFollowUp'] satisfies HiringEventType[];
const PICK_TYPES = ['candidate.pickOption', 'company.pickOption'] satisfies HiringEventType[];
const RESCHEDULE_TYPES = ['candidate.requestReschedule', 'company.requestReschedule'] satisfies HiringEventType[];
const ROUND_STARTS = new Set<string>(ROUND_START_TYPES);
const PICKS = new Set<string>(PICK_TYPES);
const RESCHEDULES = new Set<string>(RESCHEDULE_TYPES);
/** The events an interview's calendar entries are read from: the rest of the log changes none of them. */
export const INTERVIEW_EVENTS: HiringEventType[] = [...ROUND_START_TYPES, ...PICK_TYPES, ...RESCHEDULE_TYPES];
const CANCELLED = new Set(['archived.cancelledByCompany', 'archived.cancelledByCandidate']);

/** Phone talks are shorter; an office or online interview gets an hour in the calendar. */
const durationOf = (interview: Interview | null) => (interview?.type === 'phone' ? 30 : 60);

/** The address of MAIL_FROM (`Name <address>`), the entries' organizer. */
export function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** What an invitation is made of: the process, its event log and what the caller may see of the candidate. */
export type InviteFacts = {
  id: number;
  snapshot: StoredHiringSnapshot;
  company: string;
  /** The job title in the caller's language. */
  position: string;
  candidate: { name: string; email: string };
  events: ReadonlyArray<{ version: number; type: string; payload: unknown }>;
  disclosure: Disclosure;
};

/** Processes with what their calendar entries show, the job title in `locale`: callers add their filter. */
export const calendarRows = (db: Db, locale: Locale) =>
  processRows(db)
    .innerJoin('users as u', 'u.id', 'p.candidate_id')
    .select(['p.id', 'p.snapshot', 'p.candidate_id', 'n.job_title', 'co.name as company', 'cand.full_name', 'u.email'])
    .select(jobTitleLabel(db, locale).as('position'));

type CalendarRow = {
  id: number;
  snapshot: StoredHiringSnapshot;
  job_title: string;
  company: string;
  full_name: string;
  email: string;
  position: string | null;
};

/** A row of calendarRows, its calendar events and what the reader may see of the candidate, as an entry's facts. */
export const factsOf = (row: CalendarRow, events: InviteFacts['events'], disclosure: Disclosure): InviteFacts => ({
  id: row.id,
  snapshot: row.snapshot,
  company: row.company,
  position: row.position ?? row.job_title,
  candidate: { name: row.full_name, email: row.email },
  events,
  disclosure,
});

/**
 * The calendar entry of the process's current interview round, read from the event log: the time of the last pick,
 * one UID per round (a follow-up interview is another entry), SEQUENCE raised by each reschedule asked and each new
 * pick (+1 when cancelled). 404 when the caller may not see the process or no time was ever agreed in this round.
 */
export async function inviteOfProcess(db: Db, config: Config, locale: Locale, auth: Auth, processId: number, now: Date): Promise<InviteInput> {
  const row = await calendarRows(db, locale).select(['p.company_id', 'p.need_id']).where('p.id', '=', processId).executeTakeFirst();
  if (!row) throw notFound();
  if (auth.role === 'company') await assertPost(db, auth, row.need_id, 'read');
  else if (auth.role === 'candidate' && row.candidate_id !== auth.userId) throw notFound();

  const events = await db
    .selectFrom('process_events')
    .select(['version', 'type', 'payload'])
    .where('process_id', '=', processId)
    .orderBy('version')
    .execute();
  const facts = factsOf(row, events, (await disclosureFor(db, auth, row.candidate_id)) ?? 'anonymous');
  return inviteOf(config, locale, auth.role, facts, now);
}

/**
 * The invitation from facts in hand, for a reader in `role`: the route reads them above, the engine's calendar mails
 * take them from the process it has just written (no re-read per party). 404 when no time was agreed in this round.
 */
export function inviteOf(config: Config, locale: Locale, role: Auth['role'], facts: InviteFacts, now: Date): InviteInput {
  const rounds = facts.events.filter((e) => ROUND_STARTS.has(e.type)).length;
  const current = interviewsOf(config, locale, role, facts, now).find((invite) => invite.round === rounds);
  if (!current) throw new HttpError(404, inviteTexts.noInterview);
  return current;
}

/**
 * Every interview of the process with a time once agreed, one per round (a follow-up interview is another entry), as
 * the calendar entries both the mails and the subscription feed write: UID per round, SEQUENCE = changes of the
 * round's agreed time (+1 when cancelled). Only the current round can be cancelled or waiting for a new time: a later round means
 * the earlier interview took place.
 */
export function interviewsOf(config: Config, locale: Locale, role: Auth['role'], facts: InviteFacts, now: Date): (InviteInput & { round: number })[] {
  const { events } = facts;
  const starts = events.filter((e) => ROUND_STARTS.has(e.type));
  const { snapshot } = facts;
  const url = offerUrl(config, facts.id);
  return starts.flatMap((start, index) => {
    const roundEnd = starts[index + 1]?.version ?? Number.POSITIVE_INFINITY;
    const round = events.filter((e) => e.version > start.version && e.version < roundEnd);
    const picks = round.filter((e) => PICKS.has(e.type));
    const lastPick = picks.at(-1);
    if (!lastPick) return [];
    const current = index === starts.length - 1;
    // The process holds the current round's interview; an earlier one is as its invitation gave it.
    const interview = current ? snapshot.context.interview : ((start.payload as { interview?: Interview }).interview ?? null);
    const cancelled = current && CANCELLED.has(stagePath(snapshot.value));
    // A reschedule asked after the last pick: that time no longer holds until a new one is picked.
    const tentative = current && !cancelled && round.some((e) => RESCHEDULES.has(e.type) && e.version > lastPick.version);
    // Each change after the first agreed time raises it: a reschedule asked (the time stops holding) and the new pick.
    const firstPick = picks[0]!.version;
    const changes = round.filter((e) => (RESCHEDULES.has(e.type) || PICKS.has(e.type)) && e.version > firstPick).length;
    const where = placeOf(locale, interview);
    const description = [
      cancelled ? translate(locale, inviteTexts.cancelled) : '',
      tentative ? translate(locale, inviteTexts.rescheduling) : '',
      where.line,
      role === 'candidate' ? translate(locale, inviteTexts.details, { url }) : '',
    ]
      .filter(Boolean)
      .join('\n');
    const candidate = nameAt(facts.disclosure, facts.candidate.name);
    return [
      {
        round: index + 1,
        uid: `interview-${facts.id}-${index + 1}@${new URL(config.publicUrl).hostname}`,
        sequence: changes + (cancelled ? 1 : 0),
        method: cancelled ? 'CANCEL' : 'REQUEST',
        tentative,
        // Both sides' picks share one schema: the option picked.
        start: new Date(payloadSchemas['candidate.pickOption'].parse(lastPick.payload).option),
        durationMinutes: durationOf(interview),
        // The company plans its day by whom it meets: the candidate as the disclosure rule lets it name her.
        summary:
          role === 'company'
            ? translate(locale, inviteTexts.summaryCompany, { position: facts.position, candidate })
            : translate(locale, inviteTexts.summary, { position: facts.position, company: facts.company }),
        description,
        location: where.location,
        organizer: { name: facts.company, email: mailAddress(config.mailFrom) },
        // The candidate as the caller may read her (src/server/privacy/disclosure.ts): no address before the contact stage.
        attendee: atLeast(facts.disclosure, 'contact') ? facts.candidate : undefined,
        url: role === 'candidate' ? url : undefined,
        stamp: now,
      },
    ];
  });
}

/** The candidate's page of the offer, which the entries link to. */
export const offerUrl = (config: Config, processId: number) => `${config.publicUrl.replace(/\/$/, '')}/app/offers/${processId}`;

/** Where the interview takes place: the LOCATION and the DESCRIPTION's line. */
function placeOf(locale: Locale, interview: Interview | null): { location: string; line: string } {
  if (interview?.type === 'office')
    return { location: interview.address, line: translate(locale, inviteTexts.office, { contact: interview.contactPerson }) };
  if (interview?.type === 'phone') return { location: interview.phone, line: translate(locale, inviteTexts.phone, { phone: interview.phone }) };
  if (interview?.type === 'virtual' && interview.link)
    return { location: interview.link, line: translate(locale, inviteTexts.virtual, { link: interview.link }) };
  return { location: '', line: '' };
}
