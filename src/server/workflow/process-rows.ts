import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Locale } from '../i18n/i18n.ts';

/**
 * Processes with what every list, mail and invitation shows about them, joined one way in one place: the need (n),
 * its company (co) and candidate (cand), the labels of the need's job title (jt) and specialty (sp) and its city
 * (ci). Each join is one row per process (foreign keys, unique slugs), so a caller adds its own filters and selects.
 */
export function processRows(db: Kysely<Database>) {
  return db
    .selectFrom('processes as p')
    .innerJoin('needs as n', 'n.id', 'p.need_id')
    .innerJoin('companies as co', 'co.user_id', 'p.company_id')
    .innerJoin('candidates as cand', 'cand.user_id', 'p.candidate_id')
    .leftJoin('nomenclatures as jt', (j) => j.onRef('jt.slug', '=', 'n.job_title').on('jt.domain', '=', 'functions'))
    .leftJoin('nomenclatures as sp', (j) => j.onRef('sp.slug', '=', 'n.specialty').on('sp.domain', '=', 'domain'))
    .leftJoin('cities as ci', 'ci.slug', 'n.city');
}

/** A label's column in the caller's language (`jt` the job title's, `sp` the specialty's). */
export const labelColumn = <A extends 'jt' | 'sp'>(locale: Locale, alias: A) => `${alias}.${locale === 'en' ? 'label_en' : 'label_ro'}` as const;
