import type { MessageDescriptor } from '@lingui/core';
import { roleOfEvent, stagePath, turnOf, type HiringEventType, type OfferEndReason } from '../../../machines/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { translate } from '../i18n/i18n.ts';
import type { ProcessRow } from '../workflow/process-view.ts';
import { disclosureOf, restore } from '../workflow/process-view.ts';
import { buildInvite } from '../calendar-invite/ics.ts';
import { inviteOf, type InviteFacts } from '../calendar-invite/invite-of-process.ts';
import type { InviteInput } from '../calendar-invite/ics.ts';
import { formatWhen } from '../i18n/when.ts';
import { roomLine } from '../interviews/video-room.ts';
import { nameAt, type Disclosure } from '../privacy/disclosure.ts';
import type { MailFile } from '../mail/mail.ts';
import { eventTexts, fallbackEventText, mailParts, offerEndTexts, presenceTexts } from './messages.ts';
import { noticeRows, type NoticeRows } from './notify-party.ts';
import { revisionNews } from './offer-changes.ts';
import { termsList } from './offer-terms.ts';
import type { Party, ProcessParties } from './process-parties.ts';

/** The parties an event concerns: whoever must act now (never the sender), or, for an ending, the other side. */
export function recipientsOf(row: Pick<ProcessRow, 'snapshot' | 'archived'>, type: HiringEventType): ('candidate' | 'company')[] {
  const by = roleOfEvent(type);
  // A disputed presence waits for care, but the other side must learn it is disputed; care's finding concerns both.
  if (isDisputed(row)) return [by === 'candidate' ? 'company' : 'candidate'];
  // Care's finding on presence and the expiry of a final offer concern both sides.
  if (type === 'care.settlePresence' || type === 'system.expireFinalOffer') return ['candidate', 'company'];
  // An erased account: the side that stays is told (the closing reason names the side that left).
  if (type === 'system.closeAccount') return [closingReason(row) === 'candidate-account-closed' ? 'company' : 'candidate'];
  if (row.archived) {
    // Before care validated the candidate the company was never involved: it needs no news of the ending (an offer
    // care ended, or the server expired, included: the company reads it in the process's status).
    const left = row.snapshot.context.resumeAt;
    if (by === 'care' || by === 'system' || left === 'offered' || left === 'screening') return by === 'candidate' ? [] : ['candidate'];
    return [by === 'candidate' ? 'company' : 'candidate'];
  }
  const turn = turnOf(restore(row)).filter((r): r is 'candidate' | 'company' => r !== 'care' && r !== by);
  // Care reopening a process tells both sides; otherwise only those asked to act.
  return type === 'care.unarchive' ? ['candidate', 'company'] : turn;
}

function closingOf(row: Pick<ProcessRow, 'snapshot'>): { reason?: string; text?: string } {
  return row.snapshot.context.closing ?? {};
}

function closingReason(row: Pick<ProcessRow, 'snapshot'>): string | undefined {
  return closingOf(row).reason;
}

function isDisputed(row: Pick<ProcessRow, 'snapshot'>): boolean {
  return stagePath(restore(row).value).startsWith('presenceDisputed.');
}

/**
 * The news of an event, where the state it led to says more than the event (presence disputed or settled), or its
 * reason does (an offer care ended says why, in care's words when the reason is 'other').
 */
function newsOf(row: ProcessRow, type: HiringEventType): { text: MessageDescriptor; values?: Record<string, string> } {
  if (isDisputed(row)) return { text: presenceTexts.disputed };
  if (type === 'care.settlePresence') return { text: row.archived ? presenceTexts.missed : presenceTexts.held };
  if (type === 'care.endOffer') {
    const { reason, text } = closingOf(row);
    return { text: offerEndTexts[reason as OfferEndReason] ?? offerEndTexts.other, values: { text: text ?? '' } };
  }
  return { text: eventTexts[type] ?? fallbackEventText };
}

/** Events that fix or cancel an interview time: both sides get the calendar file (the sender too). */
const OFFER_TERMS_EVENTS: ReadonlySet<HiringEventType> = new Set(['company.sendFinalOffer', 'company.reviseFinalOffer']);
const CALENDAR_EVENTS = new Set(['candidate.pickOption', 'company.pickOption', 'company.cancelInterview', 'candidate.cancelInterview']);

/** What the engine read with the process and has just written: the calendar file is made from it, not read again. */
export type ProcessFacts = {
  /** The event log up to and including this event. */
  events: InviteFacts['events'];
  /** The stages of the company's other processes with the candidate (the disclosure rule). */
  otherStages: readonly string[];
};

/** The file, what it says, and how its reader may name the candidate (src/server/privacy/disclosure.ts). */
type CalendarFile = { file: MailFile; invite: InviteInput; disclosure: Disclosure };

/** The interview's .ics for one party and what it says, or nothing when no time was agreed in this round. */
function calendarFile(
  config: Config,
  row: ProcessRow,
  parties: ProcessParties,
  facts: ProcessFacts,
  party: Party,
  now: Date,
): CalendarFile | undefined {
  const disclosure = disclosureOf(party, row, facts.otherStages) ?? 'anonymous';
  try {
    const invite = inviteOf(
      config,
      party.locale,
      party.role,
      {
        id: row.id,
        snapshot: row.snapshot,
        company: parties.companyName,
        position: parties.jobTitle(party.locale),
        candidate: { name: parties.candidate.name, email: parties.candidate.email },
        events: facts.events,
        disclosure,
      },
      now,
    );
    const file = { filename: 'interview.ics', content: buildInvite(invite), contentType: `text/calendar; charset=utf-8; method=${invite.method}` };
    return { file, invite, disclosure };
  } catch {
    return undefined;
  }
}

/**
 * What the side that fixed or cancelled the time reads beside its file: whom the interview is with and when. The
 * candidate's name as the company may read it (it may at this stage: contact level from companyAccepted on).
 */
function senderNote(parties: ProcessParties, party: Party, { invite, disclosure }: CalendarFile): string {
  const who = party.role === 'company' ? nameAt(disclosure, parties.candidate.name) : parties.companyName;
  const text = invite.method === 'CANCEL' ? mailParts.cancelled : mailParts.scheduled;
  return translate(party.locale, text, { who, when: formatWhen(party.locale, invite.start) });
}

export const subjectFor = (config: Config, p: ProcessParties, party: Party) =>
  translate(party.locale, mailParts.subject, { brand: config.brandName, position: p.position(party.locale), company: p.companyName });

/** Everyone on one side of a process: the candidate, or the company's people on its post (loadProcessParties). */
const peopleOf = (parties: ProcessParties, role: 'candidate' | 'company'): Party[] =>
  role === 'candidate' ? [parties.candidate] : parties.companyPeople;

/**
 * The notices of an event applied by the engine: every event that asks the other side to act (and every ending)
 * reaches that side in its language, on its channels, with a deep link; on the company's side, each person on the
 * post in their own. Made from what the engine read with the process and the row it is writing, so the engine
 * inserts them in the statement that writes the event. Care alerts need no mail: they land in the care console queue.
 */
export function processNotices(
  deps: { config: Config; clock: Clock },
  row: ProcessRow,
  type: HiringEventType,
  parties: ProcessParties,
  facts: ProcessFacts,
): NoticeRows[] {
  const calendar = CALENDAR_EVENTS.has(type);
  const roles = calendar ? (['candidate', 'company'] as const) : recipientsOf(row, type);
  const now = deps.clock.now();
  return roles.flatMap((role) =>
    peopleOf(parties, role).flatMap((party) => {
      const notice = noticeOf(deps.config, row, type, parties, facts, party, now);
      return notice ? [noticeRows(deps.config, party, notice, now)] : [];
    }),
  );
}

/** What one person hears of an event, or nothing (the sender's side, when no calendar file comes of it). */
function noticeOf(config: Config, row: ProcessRow, type: HiringEventType, parties: ProcessParties, facts: ProcessFacts, party: Party, now: Date) {
  const file = CALENDAR_EVENTS.has(type) ? calendarFile(config, row, parties, facts, party, now) : undefined;
  const attachments = file ? [file.file] : [];
  const sender = party.role === roleOfEvent(type);
  // The calendar file copies the other side's data: the candidate's name and address (at the contact level) to the
  // company, the company's interview address, contact person, phone or link to the candidate.
  const other = party.role === 'candidate' ? parties.companyId : parties.candidate.userId;
  // The sender's side only needs the calendar file; the news itself is for the other side.
  if (sender && !file) return undefined;
  const news = newsOf(row, type);
  const offer = restore(row).context.finalOffer;
  const text =
    sender && file
      ? senderNote(parties, party, file)
      : type === 'company.reviseFinalOffer'
        ? revisionNews(party.locale, facts.events, offer ?? {})
        : translate(party.locale, news.text, news.values);
  // The mail of a final offer lists its terms (the bell and the short texts link to them).
  const terms = offer && OFFER_TERMS_EVENTS.has(type) ? { extra: termsList(party.locale, offer) } : {};
  const room = roomLine(party.locale, restore(row).context, type);
  return {
    kind: `process.${type}`,
    subject: subjectFor(config, parties, party),
    body: room ? `${text}\n\n${room}` : text,
    ...terms,
    ...(attachments.length ? { attachments, aboutUserId: other, ...(sender ? {} : { extra: translate(party.locale, mailParts.calendar) }) } : {}),
  };
}
