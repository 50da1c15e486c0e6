import { sql } from 'kysely';
import { z } from 'zod';
import { candidateMustRespond, type HiringContext } from '../../../machines/index.ts';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';

// Spec §2 search params. Paging falls back to the defaults on bad input (the client's own rule), filters do not.
const list = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []));
const lei = z.coerce.number().int().nonnegative().optional();

export const offersQuerySchema = z.object({
  process: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  offset: z.coerce.number().int().min(0).catch(0).default(0),
  need__archived: z.coerce.number().int().min(0).max(1).optional(),
  city_in: list,
  category_in: list,
  subcategory_in: list,
  salary_min: lei,
  salary_max: lei,
});
export type OffersQuery = z.output<typeof offersQuerySchema>;

/**
 * GET /api/offers: the caller's processes seen as offers (a candidate its own, a company those of its needs,
 * care all). `process` narrows to one: an empty list when it is not the caller's, exactly as spec §7 reads it.
 */
export async function listOffers(db: Db, auth: Auth, query: OffersQuery, locale: Locale) {
  const label = locale === 'en' ? 'label_en' : 'label_ro';
  let base = db
    .selectFrom('processes as p')
    .innerJoin('needs as n', 'n.id', 'p.need_id')
    .innerJoin('companies as c', 'c.user_id', 'p.company_id')
    .leftJoin('cities as city', 'city.slug', 'n.city')
    .leftJoin('nomenclatures as jt', (j) => j.onRef('jt.slug', '=', 'n.job_title').on('jt.domain', '=', 'functions'))
    .leftJoin('nomenclatures as sp', (j) => j.onRef('sp.slug', '=', 'n.specialty').on('sp.domain', '=', 'domain'));
  if (auth.role === 'candidate') base = base.where('p.candidate_id', '=', auth.userId);
  if (auth.role === 'company') base = base.where('p.company_id', '=', auth.userId);
  if (query.process) base = base.where('p.id', '=', query.process);
  if (query.need__archived === 1) base = base.where((eb) => eb.or([eb('p.archived', '=', true), eb('n.archived', '=', true)]));
  if (query.need__archived === 0) base = base.where('p.archived', '=', false).where('n.archived', '=', false);
  if (query.city_in.length) base = base.where('n.city', 'in', query.city_in);
  if (query.category_in.length) base = base.where('n.job_title', 'in', query.category_in);
  if (query.subcategory_in.length) base = base.where('n.specialty', 'in', query.subcategory_in);
  // A salary range matches when it overlaps the need's range (a need without an upper bound is open-ended).
  if (query.salary_min !== undefined) {
    const min = query.salary_min;
    base = base.where((eb) => eb(eb.fn.coalesce('n.salary_max', 'n.salary_min'), '>=', min));
  }
  if (query.salary_max !== undefined) base = base.where('n.salary_min', '<=', query.salary_max);

  const [rows, total] = await Promise.all([
    base
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
        'c.name as company',
        'n.city',
        'city.name as location',
        'n.job_title',
        'n.title',
        `jt.${label} as position`,
        'n.specialty',
        `sp.${label} as specialty_label`,
        'n.work_type',
        'n.salary_min',
        'n.salary_max',
        'n.archived as need_archived',
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);

  return {
    data: rows.map((r) => ({
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
      post_status: r.archived || r.need_archived ? ('archived' as const) : ('active' as const),
      updated_at: r.updated_at.toISOString(),
    })),
    total: Number(total.count),
    limit: query.limit,
    offset: query.offset,
  };
}
