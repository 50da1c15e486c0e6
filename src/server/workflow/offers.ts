import { sql } from 'kysely';
import { z } from 'zod';
import { candidateMustRespond } from '../../../machines/index.ts';
import { TERM_KEYS, completeTerms } from '../../../machines/post-terms.ts';
import { COUNT_CAP } from '../candidates/list-query.ts';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { INT4_MAX, textId } from '../routes/ids.ts';
import { groupedKeysetCursor, keysetPage } from '../lib/keyset.ts';
import { cityName, jobTitleLabel, processRows, specialtyLabel } from './process-rows.ts';
import { actorOf, deadlineFor, openEventsOf, restore } from './process-view.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { onlyTheirPosts } from '../company/team-access.ts';

// Spec §2 search params. Paging falls back to the defaults on bad input (the client's own rule), filters do not.
const list = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );
const lei = z.coerce.number().int().nonnegative().max(INT4_MAX).optional();

export const offersQuerySchema = z.object({
  process: textId.optional(),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  offset: z.coerce.number().int().min(0).catch(0).default(0),
  // Deep pages: the previous page's next_before; offset then counts from there.
  before: groupedKeysetCursor.optional(),
  need__archived: z.coerce.number().int().min(0).max(1).optional(),
  city_in: list,
  category_in: list,
  subcategory_in: list,
  salary_min: lei,
  salary_max: lei,
});
export type OffersQuery = z.output<typeof offersQuerySchema>;

/** The list's first sort key: a process still going, before the ended ones (the expression 0290's indexes hold). */
const LIVE = sql<boolean>`not p.archived`;

/** Beyond this many needs a filter is applied as a subquery rather than a list of ids. */
const NEED_LIST_MAX = 500;

/** The needs (of the company, for a company) that the need filters leave; null when there is no need filter. */
function filteredNeeds(db: Db, auth: Auth, query: OffersQuery) {
  const { city_in, category_in, subcategory_in, salary_min, salary_max } = query;
  if (!city_in.length && !category_in.length && !subcategory_in.length && salary_min === undefined && salary_max === undefined) return null;
  let needs = db.selectFrom('needs as n').select('n.id');
  if (auth.role === 'company') needs = needs.where('n.company_id', '=', companyIdOf(auth)).where(onlyTheirPosts(auth, 'n.id'));
  if (city_in.length) needs = needs.where('n.city', 'in', city_in);
  if (category_in.length) needs = needs.where('n.job_title', 'in', category_in);
  if (subcategory_in.length) needs = needs.where('n.specialty', 'in', subcategory_in);
  // A salary range matches when it overlaps the need's range (a need without an upper bound is open-ended).
  if (salary_min !== undefined) needs = needs.where((eb) => eb(eb.fn.coalesce('n.salary_max', 'n.salary_min'), '>=', salary_min));
  if (salary_max !== undefined) needs = needs.where('n.salary_min', '<=', salary_max);
  return needs;
}

/** The caller's processes: a candidate's own, those of a company's needs, all of them for care. */
export function processesOf(db: Db, auth: Auth) {
  const all = db.selectFrom('processes as p');
  if (auth.role === 'candidate') return all.where('p.candidate_id', '=', auth.userId);
  if (auth.role === 'company') return all.where('p.company_id', '=', companyIdOf(auth)).where(onlyTheirPosts(auth, 'p.need_id'));
  return all;
}

/**
 * The ids of one page of `matches` in the list's order, plus one more row to tell whether a next page exists. The
 * order and the cursor's row comparison are 0290's indexes, so a page reads its index entries and stops.
 */
export function pageIdsOf(matches: ReturnType<typeof processesOf>, query: Pick<OffersQuery, 'before' | 'limit' | 'offset'>) {
  const b = query.before;
  const paged = b ? matches.where(sql<boolean>`(${LIVE}, p.created_at, p.id) < (${b.group === 1}, ${b.at}, ${b.id})`) : matches;
  return paged
    .select(['p.id', 'p.created_at', LIVE.as('live')])
    .orderBy(LIVE, 'desc')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.limit + 1)
    .offset(query.offset);
}

/**
 * GET /api/offers: the caller's processes seen as offers (a candidate its own, a company those of its needs,
 * care all). `process` narrows to one: an empty list when it is not the caller's, exactly as spec §7 reads it.
 * The processes still going first (someone has a move to make), then the ended ones, each newest first, along an
 * index (0290_live_first_indexes); the count stops at COUNT_CAP; deep pages go by cursor. Each row says what the
 * caller may send now (`can`, at `now`), as the process view does, so a list can ask what the machine asks.
 */
export async function listOffers(db: Db, auth: Auth, query: OffersQuery, locale: Locale, now: Date) {
  // Need filters become a list of need ids first: the planner then knows how many processes they leave, instead
  // of walking the newest-first index through every process when few (or none) match.
  const needs = filteredNeeds(db, auth, query);
  const needIds = needs ? (await needs.limit(NEED_LIST_MAX + 1).execute()).map((n) => n.id) : null;
  if (needIds?.length === 0) return { data: [], total: 0, total_is_capped: false, next_before: null, limit: query.limit, offset: query.offset };
  // The filters touch only the process and, for the archived filter, its need: the page's ids and the count are
  // read from those alone (index-backed, a few columns); the joins for display run on the page's rows only, so an
  // offset skips bare index entries instead of joined rows.
  let matches = processesOf(db, auth);
  if (query.process) matches = matches.where('p.id', '=', query.process);
  if (query.need__archived !== undefined) {
    const archived = query.need__archived === 1;
    matches = matches.where(({ exists, selectFrom, or, and, eb }) => {
      const needArchived = exists(selectFrom('needs as an').select('an.id').whereRef('an.id', '=', 'p.need_id').where('an.archived', '=', true));
      return archived ? or([eb('p.archived', '=', true), needArchived]) : and([eb('p.archived', '=', false), eb.not(needArchived)]);
    });
  }
  if (needs && needIds) matches = matches.where('p.need_id', 'in', needIds.length > NEED_LIST_MAX ? needs : needIds);

  const pageIds = pageIdsOf(matches, query);
  const [rows, counted] = await Promise.all([
    processRows(db)
      .innerJoin(pageIds.as('page'), 'page.id', 'p.id')
      .select([
        'p.id',
        'p.need_id',
        'p.state',
        'p.snapshot',
        'p.candidate_status',
        'p.company_status',
        'p.archived',
        'p.created_at',
        'p.updated_at',
        'co.name as company',
        'n.city',
        'n.job_title',
        'n.title',
        'n.specialty',
        'n.work_type',
        'n.salary_min',
        'n.salary_max',
        'n.archived as need_archived',
        ...TERM_KEYS.map((key) => `n.${key}` as const),
        cityName(db).as('location'),
        jobTitleLabel(db, locale).as('position'),
        specialtyLabel(db, locale).as('specialty_label'),
        'page.live',
      ])
      .orderBy('page.live', 'desc')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .execute(),
    db
      .selectFrom(
        matches
          .select(sql`1`.as('one'))
          .limit(COUNT_CAP + 1)
          .as('matches'),
      )
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const { page, next } = keysetPage(rows, query.limit, (r) => ({ group: r.live ? 1 : 0, at: r.created_at, id: r.id }));
  const actor = actorOf(auth);

  return {
    data: page.map((r) => {
      const snapshot = restore(r);
      return {
        id: r.id,
        process_id: r.id,
        need_id: r.need_id,
        company: r.company,
        location: r.location ?? r.city,
        city: r.city,
        position: r.position ?? r.job_title,
        title: r.title ?? null,
        job_title: r.job_title,
        specialty: r.specialty,
        specialty_name: r.specialty_label,
        job_type: r.work_type,
        salary: r.salary_max ?? r.salary_min,
        salary_min: r.salary_min,
        salary_max: r.salary_max,
        terms: completeTerms(r),
        offer_date: r.created_at.toISOString(),
        state: r.state,
        status: r.candidate_status,
        company_status: r.company_status,
        must_respond: candidateMustRespond(snapshot),
        can: openEventsOf(snapshot, actor, now, r.need_archived),
        deadline: deadlineFor(auth.role, r),
        post_status: r.archived || r.need_archived ? ('archived' as const) : ('active' as const),
        updated_at: r.updated_at.toISOString(),
      };
    }),
    total: Math.min(counted.n, COUNT_CAP),
    total_is_capped: counted.n > COUNT_CAP,
    next_before: next,
    limit: query.limit,
    offset: query.offset,
  };
}
