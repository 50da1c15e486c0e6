/**
 * Deadlines on the Romanian clock. A candidate has 48 hours to answer an offer, and either side 48 hours to answer
 * proposed interview times; a deadline that would end on a
 * weekend or a non-working day (Christmas to Epiphany, Orthodox Easter, ...) ends at the same time of the next
 * working day instead, as Romanian deadlines do (Civil Procedure Code art. 181: a term ending on a non-working day
 * runs to the next working day). Reminders are set on the wall clock ("the day before, at the same time"), so
 * they keep their local time across the daylight-saving switches; the 48 hours themselves are real hours.
 */
import { bucharestInstantOf, inBucharest } from './bucharest-time.ts';
import { formatDayNumber, isNonWorkingDay, parseDay } from './calendar.ts';
import type { HiringContext } from './hiring-context.ts';

const HOUR = 3_600_000;
export const OFFER_ANSWER_HOURS = 48;
/** Proposed interview times left unanswered this long are overdue: care is told (src/server/jobs/sweep.ts). */
export const PROPOSAL_ANSWER_HOURS = 48;

/** Monday to Friday and not a legal holiday or closure day of the calendar. */
export function isWorkingDay(date: string): boolean {
  const dayNumber = parseDay(date);
  if (dayNumber === null) throw new RangeError(`Not a calendar day: ${date}`);
  const weekday = (dayNumber + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
  return weekday !== 0 && weekday !== 6 && !isNonWorkingDay(date);
}

/** The same wall-clock time `days` calendar days later (earlier when negative) in Bucharest. */
export function sameTimeDaysLater(instant: Date, days: number): Date {
  const reading = inBucharest(instant);
  return bucharestInstantOf(formatDayNumber(parseDay(reading.date)! + days), reading.minutes);
}

/**
 * `hours` real hours after `from`, moved to the same wall-clock time of the next working day when they end on a day
 * off (read once, so a time the spring-forward night skips on a day off does not push the deadline an hour on).
 */
function workingDeadline(from: Date, hours: number): Date {
  const end = new Date(from.getTime() + hours * HOUR);
  const { date, minutes } = inBucharest(end);
  let day = parseDay(date)!;
  if (isWorkingDay(date)) return end;
  while (!isWorkingDay(formatDayNumber(day))) day += 1;
  return bucharestInstantOf(formatDayNumber(day), minutes);
}

/** When the candidate's time to answer an offer made at `offeredAt` ends. */
export function offerAnswerDeadline(offeredAt: Date): Date {
  return workingDeadline(offeredAt, OFFER_ANSWER_HOURS);
}

/** The reminder of an unanswered offer: the day before its deadline, at the same time. */
export function offerReminderAt(offeredAt: Date): Date {
  return sameTimeDaysLater(offerAnswerDeadline(offeredAt), -1);
}

/**
 * A final offer is valid for 7 days unless the company says otherwise, at least 48 hours (spec §9: answers within
 * 48 hours), and never past the morning of the start date: an offer still open on the day work begins is no offer.
 */
export const FINAL_OFFER_VALID_DAYS = 7;
export const FINAL_OFFER_MIN_HOURS = 48;
/** The candidate is reminded this long before the final offer expires. */
export const FINAL_OFFER_REMINDER_HOURS = 24;

/** Midnight at the start of the start date in Bucharest: the latest a final offer may stay valid. */
export function finalOfferLatestValidity(startDate: string): Date {
  return bucharestInstantOf(startDate, 0);
}

/** The validity of a final offer sent at `now` that did not state one: 7 days, cut at the start date. */
export function defaultFinalOfferValidity(now: Date, startDate: string): Date {
  const week = sameTimeDaysLater(now, FINAL_OFFER_VALID_DAYS);
  const latest = finalOfferLatestValidity(startDate);
  return week.getTime() < latest.getTime() ? week : latest;
}

/** When the candidate is reminded of a final offer still unanswered. */
export function finalOfferReminderAt(validUntil: Date): Date {
  return new Date(validUntil.getTime() - FINAL_OFFER_REMINDER_HOURS * HOUR);
}

/**
 * When the answer to interview times proposed at `proposedAt` is due: 48 hours on the working-day rule, and never
 * after the earliest of the times, which can no longer be chosen once it has begun.
 */
export function proposalAnswerDeadline(proposedAt: Date, options: readonly string[]): Date {
  const deadline = workingDeadline(proposedAt, PROPOSAL_ANSWER_HOURS);
  const earliest = Math.min(...options.map((o) => Date.parse(o)).filter((t) => !Number.isNaN(t)));
  return earliest < deadline.getTime() ? new Date(earliest) : deadline;
}

/** An answer the process waits for until an instant: what it is, whose it is, and until when (ISO). */
export interface AnswerDeadline {
  kind: 'offerAnswer' | 'interviewOptions' | 'finalOffer';
  by: 'candidate' | 'company';
  at: string;
}

/**
 * The deadline of the answer a process in state `state` waits for, or null when none runs. `enteredAt` is when the
 * process reached that state (its last change): proposed times are answered counting from it.
 */
export function answerDeadlineOf(
  state: string,
  context: Pick<HiringContext, 'offeredAt' | 'options' | 'finalOffer'>,
  enteredAt: Date,
): AnswerDeadline | null {
  switch (state) {
    case 'offered':
      return { kind: 'offerAnswer', by: 'candidate', at: offerAnswerDeadline(new Date(context.offeredAt)).toISOString() };
    case 'interview.candidateChoosing':
    case 'interview.companyChoosing':
      if (!context.options.length) return null;
      return {
        kind: 'interviewOptions',
        by: state === 'interview.candidateChoosing' ? 'candidate' : 'company',
        at: proposalAnswerDeadline(enteredAt, context.options).toISOString(),
      };
    case 'finalOffer':
      return context.finalOffer?.validUntil ? { kind: 'finalOffer', by: 'candidate', at: context.finalOffer.validUntil } : null;
    default:
      return null;
  }
}
