import { sql, type SqlBool } from 'kysely';
import { onlyTheirPosts } from '../company/team-access.ts';
import type { Auth } from '../fastify-types.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { buildFeed } from '../calendar-invite/ics.ts';
import { calendarRows, factsOf, INTERVIEW_EVENTS, interviewsOf } from '../calendar-invite/invite-of-process.ts';
import { phoneScreenOf, SCREEN_EVENTS } from '../calendar-invite/phone-screen.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-database.ts';
import { HttpError } from '../errors.ts';
import { storedLocale, translate } from '../i18n/i18n.ts';
import { companyDisclosures } from '../privacy/disclosure.ts';
import { feedTexts } from './messages.ts';

/**
 * A person's private calendar subscription: a link whose token is the whole credential (only its hash is kept),
 * listing every interview of their processes as the invitation mails write it, so a reschedule or a cancellation
 * reaches the calendar at its next refresh instead of leaving a stale entry behind.
 */

/** Calendars re-read a feed every few minutes at most; more from one link is a leaked link being hammered. */
export const FEED_FETCHES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

export type FeedLinks = { url: string; webcal: string };

/** The feed's address: https (or the site's scheme) for the web, webcal:// for calendar apps to subscribe. */
export function feedLinks(config: Config, token: string): FeedLinks {
  const url = `${config.publicUrl}/api/calendar/${token}.ics`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}

export async function feedStatus(db: Db, userId: number) {
  return db.selectFrom('calendar_feeds').select(['created_at', 'last_fetched_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** A new link, which replaces any earlier one: the old link answers 404 from now on. */
export async function renewFeed(db: Db, config: Config, userId: number, now: Date): Promise<FeedLinks & { createdAt: Date }> {
  const token = newToken();
  const row = { token_hash: hashToken(token), created_at: now, last_fetched_at: null, window_started_at: null, window_fetches: 0 };
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return { ...feedLinks(config, token), createdAt: now };
}

export async function stopFeed(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/**
 * The fetch of a link counted in one statement, so every instance sees the same minute: 404 for a link that is not
 * (or no longer) anyone's, 429 with Retry-After past the limit.
 */
async function countFetch(db: Db, token: string, now: Date): Promise<number> {
  const windowFrom = new Date(now.getTime() - WINDOW_MS);
  const fresh = sql<boolean>`window_started_at is not null and window_started_at > ${windowFrom}`;
  const row = await db
    .updateTable('calendar_feeds')
    .set({
      window_fetches: sql`case when ${fresh} then window_fetches + 1 else 1 end`,
      window_started_at: sql`case when ${fresh} then window_started_at else ${now} end`,
      last_fetched_at: now,
    })
    .where('token_hash', '=', hashToken(token))
    .returning(['user_id', 'window_fetches', 'window_started_at'])
    .executeTakeFirst();
  if (!row) throw new HttpError(404, feedTexts.unknown);
  if (row.window_fetches > FEED_FETCHES_PER_MINUTE) {
    const wait = Math.max(1, Math.ceil((new Date(row.window_started_at!).getTime() + WINDOW_MS - now.getTime()) / 1000));
    throw new HttpError(429, feedTexts.tooMany, { headers: { 'retry-after': String(wait) } });
  }
  return row.user_id;
}

/** The feed owner's membership, as the team rule reads it; 404 once they are no active member. */
async function feedMember(db: Db, userId: number): Promise<Auth> {
  const row = await db
    .selectFrom('company_members')
    .select(['company_id', 'role'])
    .where('user_id', '=', userId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, feedTexts.unknown);
  return { userId, role: 'company', sessionId: 0, member: { companyId: row.company_id, memberRole: row.role } };
}

/** The feed's text for the link's owner, in the language of their account. */
export async function feedOf(db: Db, config: Config, token: string, now: Date): Promise<string> {
  const userId = await countFetch(db, token, now);
  const user = await db.selectFrom('users').select(['role', 'locale']).where('id', '=', userId).executeTakeFirstOrThrow();
  const role = user.role === 'company' ? 'company' : 'candidate';
  const locale = storedLocale(user.locale);
  // A candidate's calendar has her phone screens with care too; a company takes no part in those.
  const types = role === 'candidate' ? [...INTERVIEW_EVENTS, ...SCREEN_EVENTS] : INTERVIEW_EVENTS;
  const owner = role === 'company' ? 'company_id' : 'candidate_id';
  // A company member's feed is their company's interviews, as the team rule lets them see (an interviewer: their
  // posts'); a member turned off has no feed any more.
  const member = role === 'company' ? await feedMember(db, userId) : null;
  const ownerId = member?.member?.companyId ?? userId;
  const theirs = member ? onlyTheirPosts(member, 'p.need_id') : sql<SqlBool>`true`;
  const processes = await calendarRows(db, locale)
    .where(`p.${owner}`, '=', ownerId)
    .where(theirs)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('process_events as e').select('e.version').whereRef('e.process_id', '=', 'p.id').where('e.type', 'in', types)),
    )
    .orderBy('p.id')
    .execute();
  const events = await db
    .selectFrom('process_events')
    .select(['process_id', 'version', 'type', 'payload'])
    .where('process_id', 'in', db.selectFrom('processes as p').select('p.id').where(`p.${owner}`, '=', ownerId).where(theirs))
    .where('type', 'in', types)
    .orderBy('process_id')
    .orderBy('version')
    .execute();
  const eventsOf = new Map<number, typeof events>();
  for (const e of events) {
    const list = eventsOf.get(e.process_id);
    if (list) list.push(e);
    else eventsOf.set(e.process_id, [e]);
  }
  // What the company may read of each candidate (src/server/privacy/disclosure.ts); the candidate reads herself.
  const levels =
    role === 'company' ? await companyDisclosures(db, ownerId, [...new Set(processes.map((p) => p.candidate_id))], member ?? undefined) : null;
  const entries = processes.flatMap((p) => {
    const facts = factsOf(p, eventsOf.get(p.id) ?? [], levels ? (levels.get(p.candidate_id) ?? 'anonymous') : 'contact');
    const screen = role === 'candidate' ? phoneScreenOf(config, locale, facts, now) : [];
    return [...screen, ...interviewsOf(config, locale, role, facts, now)];
  });
  return buildFeed(translate(locale, feedTexts.name, { brand: config.brandName }), entries);
}
