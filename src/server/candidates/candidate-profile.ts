import type { Db } from '../db/create-database.ts';
import { notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { atLeast, disclosureFor, nameAt } from '../privacy/disclosure.ts';
import { cityNames } from './city-names.ts';
import { asGross } from './desired-pay.ts';
import { cityPoint, distanceKm } from '../matching/distance.ts';
import { ageInYears } from './geo.ts';
import { companyLicenceBadges } from '../licences/licences.ts';
import { labelOf, labelled } from './labels.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { onlyTheirPosts } from '../company/team-access.ts';

const bucharestDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The longest experience bucket earns the profile's expert mention. */
const EXPERT_BUCKET = '10-plus';

/**
 * GET /api/candidates/{id}. A company sees only candidates linked to its needs by a process (404 otherwise,
 * like a missing one), and of them only what src/server/privacy/disclosure.ts allows at the furthest stage reached.
 */
export async function candidateProfile(db: Db, auth: Auth, id: number, now: Date, locale: Locale) {
  const candidate = await db
    .selectFrom('candidates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select('u.email')
    .where('c.user_id', '=', id)
    .executeTakeFirst();
  if (!candidate) throw notFound();
  let processes = db
    .selectFrom('processes as p')
    .innerJoin('needs as n', 'n.id', 'p.need_id')
    .select(['p.id', 'p.need_id', 'p.company_status', 'p.archived', 'p.updated_at', 'p.created_at', 'n.title', 'n.job_title', 'n.city'])
    .where('p.candidate_id', '=', id)
    .orderBy('p.updated_at', 'desc');
  if (auth.role === 'company') processes = processes.where('p.company_id', '=', companyIdOf(auth)).where(onlyTheirPosts(auth, 'p.need_id'));
  const linked = await processes.execute();
  if (auth.role === 'company' && linked.length === 0) throw notFound();

  const seen = (await disclosureFor(db, auth, id)) ?? 'anonymous';
  // Before the candidate's yes and care's validation: what a company needs to decide, nothing that names her.
  const full = atLeast(seen, 'profile');

  const citySlugs = [
    ...new Set(
      [candidate.city, ...candidate.preferred_cities, ...candidate.work_locations, ...linked.map((p) => p.city)].filter((s): s is string => !!s),
    ),
  ];
  const needCities = [...new Set(linked.map((p) => p.city))];
  const distances = candidate.city && needCities.length ? await distancesFrom(db, candidate.city, needCities) : new Map<string, number>();
  const names = await cityNames(db, citySlugs);
  const place = (slug: string) => ({ slug, name: names.get(slug) ?? slug });
  const jobTitles = await labelled(db, locale, 'functions', [...new Set(linked.map((p) => p.job_title))]);

  // The licence care verified for each process's job title, once the company sees the profile at all.
  const badges = await companyLicenceBadges(db, id, full ? [...new Set(linked.map((p) => p.job_title))] : []);
  const processViews = linked.map((p) => {
    const distance = distances.get(p.city);
    return {
      id: p.id,
      need_id: p.need_id,
      need_title: p.title ?? jobTitles.find((j) => j.slug === p.job_title)?.name ?? p.job_title,
      need_city: place(p.city),
      // A profile promises whole km "as the crow flies".
      distance_km: distance === undefined ? null : Math.round(distance),
      status: p.company_status,
      archived: p.archived,
      created_at: p.created_at.toISOString(),
      updated_at: p.updated_at.toISOString(),
      licence: badges.get(p.job_title) ?? null,
    };
  });
  const current = processViews[0] ?? null;

  return {
    id: candidate.user_id,
    name: nameAt(seen, candidate.full_name),
    disclosure: seen,
    age: full && candidate.birth_date ? ageInYears(candidate.birth_date, bucharestDay.format(now)) : null,
    city: candidate.city ? place(candidate.city) : null,
    distance_km: current?.distance_km ?? null,
    preferred_cities: candidate.preferred_cities.map(place),
    work_locations: candidate.work_locations.map(place),
    max_distance_in_km: candidate.max_distance_in_km,
    open_to_relocation: candidate.open_to_relocation,
    category: await labelOf(db, locale, 'functions', candidate.category),
    sub_category: await labelOf(db, locale, 'domain', candidate.sub_category),
    secondary_job_titles: await labelled(db, locale, 'functions', candidate.secondary_job_titles),
    competencies: await labelled(db, locale, 'competencies', candidate.tags),
    experience: await labelOf(db, locale, 'experiences', candidate.experience),
    certification: await labelOf(db, locale, 'educations', candidate.certification),
    expert: candidate.experience === EXPERT_BUCKET,
    work_type: candidate.work_type,
    desired_salary_min: asGross(candidate.min_salary, candidate.salary_basis),
    desired_salary_max: asGross(candidate.max_salary, candidate.salary_basis),
    schedules: await labelled(db, locale, 'schedules', candidate.schedules),
    language_level: candidate.language_level,
    about: full ? candidate.about : null,
    experience_entries: full ? candidate.experience_entries : [],
    education_entries: (full ? candidate.education_entries : []).map((e) => ({
      institution: e.institution,
      degree: e.degree,
      graduation_year: e.graduationYear,
    })),
    job_search_status: candidate.job_search_status,
    activated_at: (candidate.onboarding_completed_at ?? candidate.created_at).toISOString(),
    has_cv: full && candidate.cv_key !== null,
    contact: atLeast(seen, 'contact') ? { email: candidate.email, phone: candidate.phone } : null,
    current_status: current?.status ?? null,
    processes: processViews,
    archived_processes: processViews.filter((p) => p.archived).length,
    licence: current?.licence ?? null,
  };
}

/** Great-circle km from the home city to each of `cities` (the distance matching uses). */
async function distancesFrom(db: Db, home: string, cities: string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('cities as h')
    .innerJoin('cities as c', (join) => join.on('c.slug', 'in', cities))
    .select(['c.slug', distanceKm(cityPoint('h'), cityPoint('c')).as('km')])
    .where('h.slug', '=', home)
    .execute();
  return new Map(rows.map((r) => [r.slug, r.km]));
}
