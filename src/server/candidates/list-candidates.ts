import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/create-database.ts';
import type { Database } from '../db/types.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { keysetPage } from '../lib/keyset.ts';
import { foldForSearch } from '../../../machines/search-text.ts';
import { namesFor, PROFILE_STAGES, stageSql } from '../privacy/disclosure.ts';
import { cityNames } from './city-names.ts';
import { asGross } from './desired-pay.ts';
import { NET_PER_GROSS } from '../../../machines/working-time.ts';
import { COUNT_CAP, type CandidatesQuery } from './list-query.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { onlyTheirPosts, seesOnlyTheirPosts } from '../company/team-access.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters on the candidate's own columns (spec §2), on `c`; null when there are none. */
function candidateConditions(query: CandidatesQuery): Expression<SqlBool> | null {
  const eb = expressionBuilder<{ c: Database['candidates'] }, 'c'>();
  const { city_in, category_in, subcategory_in, desired_salary_min, desired_salary_max } = query;
  const conditions: Expression<SqlBool>[] = [];
  if (city_in.length) conditions.push(eb.or([eb('c.city', 'in', city_in), sql<boolean>`c.preferred_cities ?| ${sql.val(city_in)}::text[]`]));
  if (category_in.length) conditions.push(eb('c.category', 'in', category_in));
  if (subcategory_in.length) conditions.push(eb('c.sub_category', 'in', subcategory_in));
  // A desired range matches when it overlaps the searched range (a candidate without a maximum is open-ended), both
  // gross: the company searches and reads in gross, and a candidate may have stated a net wish.
  const gross = (amount: Expression<number | null>) =>
    sql<number>`case when c.salary_basis = 'net' then round(${amount} / ${sql.lit(NET_PER_GROSS)}) else ${amount} end`;
  if (desired_salary_min !== undefined) conditions.push(eb(gross(eb.fn.coalesce('c.max_salary', 'c.min_salary')), '>=', desired_salary_min));
  if (desired_salary_max !== undefined) conditions.push(eb(gross(eb.ref('c.min_salary')), '<=', desired_salary_max));
  return conditions.length ? eb.and(conditions) : null;
}

/**
 * A name search: the candidates whose folded name (name_search, 0020_company: a trigram index serves this LIKE)
 * contains the needle and who pass the other filters, among those whose name the company may read (a search must
 * not reveal who hides behind initials). Every such candidate has a process with the company, hence a link, so
 * these are exactly the list's matches. Read up to COUNT_CAP + 1 of them first: their number is then the count,
 * and the page is read from their links alone, instead of walking the company's newest-first links through every
 * candidate when few (or none) match. The company's disclosed candidates are read from the index on the stored
 * disclosure stage alone (0220_disclosure_stage). Beyond COUNT_CAP the name is common: the subquery.
 */
async function nameMatches(db: Db, companyId: number, needle: string, conditions: Expression<SqlBool> | null) {
  let named = db
    .selectFrom('candidates as c')
    .select('c.user_id')
    .where('c.name_search', 'like', `%${escapeLike(needle)}%`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('processes as np')
          .select('np.id')
          .where('np.company_id', '=', companyId)
          .whereRef('np.candidate_id', '=', 'c.user_id')
          .where(stageSql('np'), 'in', PROFILE_STAGES),
      ),
    );
  if (conditions) named = named.where(conditions);
  const ids = (await named.limit(COUNT_CAP + 1).execute()).map((r) => r.user_id);
  return ids.length > COUNT_CAP ? { ids: named, count: ids.length } : { ids, count: ids.length };
}

/**
 * The company's candidate links (a process ties the candidate to one of its needs) matching the filters; no paging
 * yet. The candidate's own columns are checked through a correlated EXISTS, so an unfiltered list and its count
 * read the links alone; a name search's matches are given (`named`) and replace that test.
 */
function filtered(db: Db, auth: Auth, conditions: Expression<SqlBool> | null, named: Awaited<ReturnType<typeof nameMatches>> | null) {
  const companyId = companyIdOf(auth);
  let q = db.selectFrom('company_candidates as cc').where('cc.company_id', '=', companyId);
  // An interviewer's candidates are those of the posts they are on.
  if (seesOnlyTheirPosts(auth)) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('processes as tp')
          .select('tp.id')
          .whereRef('tp.candidate_id', '=', 'cc.candidate_id')
          .where('tp.company_id', '=', companyId)
          .where(onlyTheirPosts(auth, 'tp.need_id')),
      ),
    );
  }
  if (named) return q.where('cc.candidate_id', 'in', named.ids);
  if (!conditions) return q;
  return q.where(({ exists, selectFrom }) =>
    exists(selectFrom('candidates as c').select('c.user_id').whereRef('c.user_id', '=', 'cc.candidate_id').where(conditions)),
  );
}

/** GET /api/candidates: spec §2 filters, newest recommendation first (an index), capped count, cursor for deep pages. */
export async function listCandidates(db: Db, auth: Auth, query: CandidatesQuery, locale: Locale) {
  const label = locale === 'en' ? 'label_en' : 'label_ro';
  const needle = foldForSearch(query.name_contains ?? '');
  const conditions = candidateConditions(query);
  const named = needle ? await nameMatches(db, companyIdOf(auth), needle, conditions) : null;
  if (named?.count === 0) return { data: [], total: 0, total_is_capped: false, next_before: null, limit: query.limit, offset: query.offset };
  const base = filtered(db, auth, conditions, named);
  let from = base;
  if (query.before) {
    const b = query.before;
    // A row comparison, so the index scan starts at the cursor instead of filtering every newer row.
    from = from.where((eb) => eb(eb.refTuple('cc.first_process_at', 'cc.candidate_id'), '<', eb.tuple(b.at, b.id)));
  }
  // The page's links first (an index, a few columns), then the joins for display on those rows only.
  const pageLinks = from
    .select(['cc.candidate_id', 'cc.first_process_at'])
    .orderBy('cc.first_process_at', 'desc')
    .orderBy('cc.candidate_id', 'desc')
    .limit(query.limit + 1)
    .offset(query.offset);
  const [rows, counted] = await Promise.all([
    db
      .selectFrom(pageLinks.as('page'))
      .innerJoin('company_candidates as cc', (j) => j.onRef('cc.candidate_id', '=', 'page.candidate_id').on('cc.company_id', '=', companyIdOf(auth)))
      .innerJoin('candidates as c', 'c.user_id', 'cc.candidate_id')
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
        'c.salary_basis',
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
      .execute(),
    // A name search counted its matches already; other lists count their links, up to the cap.
    named
      ? { n: named.count }
      : db
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
      desired_salary_min: asGross(r.min_salary, r.salary_basis),
      desired_salary_max: asGross(r.max_salary, r.salary_basis),
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
