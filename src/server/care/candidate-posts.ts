import { sql } from 'kysely';
import { offerAnswerDeadline } from '../../../machines/index.ts';
import type { Db } from '../db/create-database.ts';
import { notFound } from '../errors.ts';
import type { Locale } from '../i18n/i18n.ts';
import { todayOf } from '../licences/licences.ts';
import { cityPoint, distanceKm } from '../matching/distance.ts';
import { exclusionsOf, fitScore, type Exclusion } from '../matching/rank.ts';
import { MATCH_CANDIDATE_COLUMNS, noShows, toMatchCandidate } from '../matching/repository.ts';
import { MATCH_NEED_COLUMNS, toMatchNeed } from '../matching/need-repository.ts';
import { needContains, needPosition } from './care-queries.ts';

// GET /api/care/candidates/{id}/posts: the open posts care may recommend one candidate for, each with its fit as
// matching judges it (matching/rank.ts: job title, specialty, search status, black list, work type, pay, place,
// working-time limits, no-shows), best first, and every reason a post does not fit. Care may still recommend a post
// that does not fit, even one that breaks a limit she stated (a person decides: she may have said on the phone that
// she takes this one; the dialog names the broken limit); one she is already in a process for, the server refuses.

/** Beyond matching's criteria: already offered this post, or her licence for its job title has expired. */
export type PostMisfit = Exclusion | 'inProcess' | 'licenceExpired';

/** How many open posts are weighed: those of her job title first, then the newest (care narrows with `q`). */
const WEIGHED = 200;
/** How many are answered. */
const SHOWN = 50;

async function loadCandidate(db: Db, candidateId: number, locale: Locale) {
  const row = await db
    .selectFrom('candidates as c')
    .leftJoin('cities as ci', 'ci.slug', 'c.city')
    .select([...MATCH_CANDIDATE_COLUMNS, 'c.full_name', 'ci.name as city_name', noShows.as('no_shows')])
    .select((eb) => [
      eb
        .selectFrom('nomenclatures as jt')
        .select(locale === 'en' ? 'jt.label_en' : 'jt.label_ro')
        .where('jt.domain', '=', 'functions')
        .whereRef('jt.slug', '=', 'c.category')
        .as('job_title_label'),
    ])
    .where('c.user_id', '=', candidateId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function candidatePosts(db: Db, locale: Locale, candidateId: number, q: string | undefined, now: Date) {
  const c = await loadCandidate(db, candidateId, locale);
  const home = c.city ? sql`(select ${cityPoint('h')} from cities h where h.slug = ${c.city})` : null;
  let query = db
    .selectFrom('needs as n')
    .innerJoin('companies as co', 'co.user_id', 'n.company_id')
    .leftJoin('cities as ci', 'ci.slug', 'n.city')
    .select([
      ...MATCH_NEED_COLUMNS,
      'n.title',
      'co.name as company',
      needPosition(locale).as('position'),
      sql<string>`coalesce(ci.name, n.city)`.as('city_name'),
      sql<string[]>`n.tags`.as('tags'),
      (home ? distanceKm(cityPoint('ci'), home) : sql<number | null>`null`).as('distance_km'),
    ])
    .select((eb) => [
      eb
        .exists(eb.selectFrom('processes as p').select('p.id').whereRef('p.need_id', '=', 'n.id').where('p.candidate_id', '=', candidateId))
        .as('in_process'),
      eb
        .selectFrom('candidate_licences as l')
        .select(sql<string>`l.expires_on::text`.as('e'))
        .where('l.candidate_id', '=', candidateId)
        .whereRef('l.job_title', '=', 'n.job_title')
        .as('licence_expires_on'),
    ])
    .where('n.archived', '=', false);
  if (q) query = query.where(needContains(locale, q));
  const needs = await query
    .orderBy(sql`n.job_title = ${c.category ?? ''}`, 'desc')
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(WEIGHED)
    .execute();

  const posts = needs.map((n) => {
    const need = toMatchNeed(n);
    const candidate = toMatchCandidate(c, n.distance_km, n.licence_expires_on);
    const misfits: PostMisfit[] = [...exclusionsOf(need, candidate)];
    if (n.licence_expires_on !== null && n.licence_expires_on < todayOf(now)) misfits.push('licenceExpired');
    if (n.in_process) misfits.push('inProcess');
    return {
      id: n.id,
      title: n.title,
      position: n.position,
      company: n.company,
      city: n.city_name,
      salary_min: n.salary_min,
      salary_max: n.salary_max,
      distance_km: n.distance_km === null ? null : Math.round(n.distance_km),
      score: misfits.length ? null : fitScore(need, candidate, now.toISOString()),
      misfits,
    };
  });
  // Fits first, best first; then those missing the fewest criteria (the query's order breaks ties: newest first).
  posts.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.misfits.length - b.misfits.length);
  return {
    candidate: {
      id: c.user_id,
      name: c.full_name,
      job_title: c.job_title_label ?? c.category,
      city: c.city_name ?? c.city,
      max_distance_km: c.max_distance_in_km,
      salary_min: c.min_salary,
      salary_max: c.max_salary,
      salary_basis: c.salary_basis,
    },
    // Were the offer sent now: the candidate's time to answer it (48 hours, ending on a working day).
    offer_deadline: offerAnswerDeadline(now).toISOString(),
    posts: posts.slice(0, SHOWN),
  };
}
