import { sql } from 'kysely';
import { z } from 'zod';
import { candidateMustRespond, type HiringContext } from '../../../machines/index.ts';
import { COUNT_CAP } from '../candidates/list-query.ts';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { INT4_MAX, textId } from '../routes/ids.ts';
import { keysetCursor, keysetPage } from '../lib/keyset.ts';
import { cityName, jobTitleLabel, processRows, specialtyLabel } from './process-rows.ts';
import { deadlineFor } from './process-view.ts';

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
  before: keysetCursor.optional(),
  need__archived: z.coerce.number().int().min(0).max(1).optional(),
  city_in: list,
  category_in: list,
  subcategory_in: list,
  salary_min: lei,
  salary_max: lei,
});
export type OffersQuery = z.output<typeof offersQuerySchema>;

/** Beyond this many needs a filter is applied as a subquery rather than a list of ids. */
const NEED_LIST_MAX = 500;

/** The needs (of the company, for a company) that the need filters leave; null when there is no need filter. */
function filteredNeeds(db: Db, auth: Auth, query: OffersQuery) {
  const { city_in, category_in, subcategory_in, salary_min, salary_max } = query;
  if (!city_in.length && !category_in.length && !subcategory_in.length && salary_min === undefined && salary_max === undefined) return null;
  let needs = db.selectFrom('needs as n').select('n.id');
  if (auth.role === 'company') needs = needs.where('n.company_id', '=', auth.userId);
  if (city_in.length) needs = needs.where('n.city', 'in', city_in);
  if (category_in.length) needs = needs.where('n.job_title', 'in', category_in);
  if (subcategory_in.length) needs = needs.where('n.specialty', 'in', subcategory_in);
  // A salary range matches when it overlaps the need's range (a need without an upper bound is open-ended).
  if (salary_min !== undefined) needs = needs.where((eb) => eb(eb.fn.coalesce('n.salary_max', 'n.salary_min'), '>=', salary_min));
  if (salary_max !== undefined) needs = needs.where('n.salary_min', '<=', salary_max);
  return needs;
}

/**
 * GET /api/offers: the caller's processes seen as offers (a candidate its own, a company those of its needs,
 * care all). `process` narrows to one: an empty list when it is not the caller's, exactly as spec §7 reads it.
 * Newest first along an index (0066_list_indexes); the count stops at COUNT_CAP; deep pages go by cursor.
 */
export async function listOffers(db: Db, auth: Auth, query: OffersQuery, locale: Locale) {
  // Need filters become a list of need ids first: the planner then knows how many processes they leave, instead
  // of walking the newest-first index through every process when few (or none) match.
  const needs = filteredNeeds(db, auth, query);
  const needIds = needs ? (await needs.limit(NEED_LIST_MAX + 1).execute()).map((n) => n.id) : null;
  if (needIds?.length === 0) return { data: [], total: 0, total_is_capped: false, next_before: null, limit: query.limit, offset: query.offset };
  // The filters touch only the process and, for the archived filter, its need: the page's ids and the count are
  // read from those alone (index-backed, a few columns); the joins for display run on the page's rows only, so an
  // offset skips bare index entries instead of joined rows.
  let matches = db.selectFrom('processes as p');
  if (auth.role === 'candidate') matches = matches.where('p.candidate_id', '=', auth.userId);
  if (auth.role === 'company') matches = matches.where('p.company_id', '=', auth.userId);
  if (query.process) matches = matches.where('p.id', '=', query.process);
  if (query.need__archived !== undefined) {
    const archived = query.need__archived === 1;
    matches = matches.where(({ exists, selectFrom, or, and, eb }) => {
      const needArchived = exists(selectFrom('needs as an').select('an.id').whereRef('an.id', '=', 'p.need_id').where('an.archived', '=', true));
      return archived ? or([eb('p.archived', '=', true), needArchived]) : and([eb('p.archived', '=', false), eb.not(needArchived)]);
    });
  }
  if (needs && needIds) matches = matches.where('p.need_id', 'in', needIds.length > NEED_LIST_MAX ? needs : needIds);

  let paged = matches;
  if (query.before) {
    const b = query.before;
    // A row comparison, so the index scan starts at the cursor instead of filtering every newer row.
    paged = paged.where((eb) => eb(eb.refTuple('p.created_at', 'p.id'), '<', eb.tuple(b.at, b.id)));
  }
  const pageIds = paged
    .select(['p.id', 'p.created_at'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.limit + 1)
    .offset(query.offset);
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
        cityName(db).as('location'),
        jobTitleLabel(db, locale).as('position'),
        specialtyLabel(db, locale).as('specialty_label'),
      ])
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
  const { page, next } = keysetPage(rows, query.limit, (r) => ({ at: r.created_at, id: r.id }));

  return {
    data: page.map((r) => ({
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
      offer_date: r.created_at.toISOString(),
      state: r.state,
      status: r.candidate_status,
      company_status: r.company_status,
      must_respond: candidateMustRespond(r.snapshot as { value: string; context: HiringContext }),
      deadline: deadlineFor(auth.role, r),
      post_status: r.archived || r.need_archived ? ('archived' as const) : ('active' as const),
      updated_at: r.updated_at.toISOString(),
    })),
    total: Math.min(counted.n, COUNT_CAP),
    total_is_capped: counted.n > COUNT_CAP,
    next_before: next,
    limit: query.limit,
    offset: query.offset,
  };
}
