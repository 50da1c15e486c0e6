import { sql } from 'kysely';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { keysetPage } from '../lib/keyset.ts';
import { normalizeSearch } from '../lib/normalize.ts';
import { namesFor, PROFILE_STAGES, stageSql } from '../privacy/disclosure.ts';
import { cityNames } from './city-names.ts';
import { COUNT_CAP, type CandidatesQuery } from './list-query.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The company's candidates (linked to its needs by a process) matching the filters; no paging yet. */
function filtered(db: Db, companyId: number, query: CandidatesQuery) {
  let q = db
    .selectFrom('company_candidates as cc')
    .innerJoin('candidates as c', 'c.user_id', 'cc.candidate_id')
    .where('cc.company_id', '=', companyId);
  const needle = normalizeSearch(query.name_contains ?? '');
  // name_search is the folded full name (0020_company); with pg_trgm a GIN trigram index serves this LIKE.
  // Only among candidates whose name the company may read: a search must not reveal who hides behind initials.
  if (needle) {
    q = q
      .where('c.name_search', 'like', `%${escapeLike(needle)}%`)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('processes as np')
            .select('np.id')
            .whereRef('np.company_id', '=', 'cc.company_id')
            .whereRef('np.candidate_id', '=', 'cc.candidate_id')
            .where(stageSql('np'), 'in', PROFILE_STAGES),
        ),
      );
  }
  if (query.city_in.length) {
    const cities = query.city_in;
    q = q.where((eb) => eb.or([eb('c.city', 'in', cities), sql<boolean>`c.preferred_cities ?| ${sql.val(cities)}::text[]`]));
  }
  if (query.category_in.length) q = q.where('c.category', 'in', query.category_in);
  if (query.subcategory_in.length) q = q.where('c.sub_category', 'in', query.subcategory_in);
  // A desired range matches when it overlaps the searched range (a candidate without a maximum is open-ended).
  if (query.desired_salary_min !== undefined) {
    const min = query.desired_salary_min;
    q = q.where((eb) => eb(eb.fn.coalesce('c.max_salary', 'c.min_salary'), '>=', min));
  }
  if (query.desired_salary_max !== undefined) q = q.where('c.min_salary', '<=', query.desired_salary_max);
  return q;
}

/** GET /api/candidates: spec §2 filters, newest recommendation first (an index), capped count, cursor for deep pages. */
export async function listCandidates(db: Db, auth: Auth, query: CandidatesQuery, locale: Locale) {
  const label = locale === 'en' ? 'label_en' : 'label_ro';
  const base = filtered(db, auth.userId, query);
  let from = base;
  if (query.before) {
    const b = query.before;
    // A row comparison, so the index scan starts at the cursor instead of filtering every newer row.
    from = from.where((eb) => eb(eb.refTuple('cc.first_process_at', 'cc.candidate_id'), '<', eb.tuple(b.at, b.id)));
  }
  const [rows, counted] = await Promise.all([
    from
      .innerJoin('processes as lp', 'lp.id', 'cc.last_process_id')
      .leftJoin('nomenclatures as jt', (j) => j.onRef('jt.slug', '=', 'c.category').on('jt.domain', '=', 'functions'))
      .leftJoin('nomenclatures as sp', (j) => j.onRef('sp.slug', '=', 'c.sub_category').on('sp.domain', '=', 'domain'))
      .select([
        'c.user_id as id',
        'c.full_name',
        'c.city',
        'c.preferred_cities',
        'c.category',
        'c.sub_category',
        `jt.${label} as category_label`,
        `sp.${label} as sub_category_label`,
        'c.work_type',
        'c.min_salary',
        'c.max_salary',
        'c.onboarding_completed_at',
        'c.created_at',
        'cc.first_process_at',
        'cc.process_count',
        'lp.id as last_process_id',
        'lp.need_id as last_need_id',
        'lp.company_status',
        'lp.archived as last_archived',
      ])
      .orderBy('cc.first_process_at', 'desc')
      .orderBy('cc.candidate_id', 'desc')
      .limit(query.limit + 1)
      .offset(query.offset)
      .execute(),
    db
      .selectFrom(
        base
          .select(sql`1`.as('one'))
          .limit(COUNT_CAP + 1)
          .as('matches'),
      )
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const { page, next } = keysetPage(rows, query.limit, (r) => ({ at: r.first_process_at, id: r.id }));
  const names = await cityNames(
    db,
    page.flatMap((r) => [...r.preferred_cities, ...(r.city ? [r.city] : [])]),
  );
  const nameOf = await namesFor(
    db,
    auth,
    page.map((r) => r.id),
  );
  return {
    data: page.map((r) => ({
      id: r.id,
      name: nameOf(r.id, r.full_name),
      city: r.city ? { slug: r.city, name: names.get(r.city) ?? r.city } : null,
      preferred_cities: r.preferred_cities.map((slug) => ({ slug, name: names.get(slug) ?? slug })),
      category: r.category,
      category_label: r.category_label,
      sub_category: r.sub_category,
      sub_category_label: r.sub_category_label,
      work_type: r.work_type,
      desired_salary_min: r.min_salary,
      desired_salary_max: r.max_salary,
      first_recommended_at: r.first_process_at.toISOString(),
      processes: r.process_count,
      status: r.company_status,
      last_process_id: r.last_process_id,
      last_need_id: r.last_need_id,
      last_archived: r.last_archived,
      activated_at: (r.onboarding_completed_at ?? r.created_at).toISOString(),
    })),
    total: Math.min(counted.n, COUNT_CAP),
    total_is_capped: counted.n > COUNT_CAP,
    next_before: next,
    limit: query.limit,
    offset: query.offset,
  };
}
