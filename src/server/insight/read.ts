import type { Kysely } from 'kysely';
import { z } from 'zod';
import { companyErrors } from '../company/messages.ts';
import type { Database } from '../db/types.ts';
import { HttpError } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import type { Locale } from '../i18n/i18n.ts';
import { judgeCell, LEVELS, type Level, publish } from './k-anonymity.ts';

type Db = Kysely<Database>;

const slug = z.string().trim().min(1).max(100);
export const insightQuerySchema = z.object({ job_title: slug, specialty: slug.optional(), city: slug });

const levels = z.enum(['city', 'county', 'country']);
export const salaryInsightSchema = z
  .object({
    level: levels.nullable().describe('the narrowest place whose cell passes the k-anonymity rule; null: no figure may be shown'),
    place_name: z.string().nullable().describe('the city, the county or the country the figures describe'),
    job_title_label: z.string().describe("the job title's name in the caller's language"),
    median: z.number().int().nullable(),
    p25: z.number().int().nullable(),
    p75: z.number().int().nullable(),
    p10: z.number().int().optional().describe('only from 10 employers and 10 data points'),
    p90: z.number().int().optional(),
    basis: z.literal('gross').describe('every figure is gross monthly LEI'),
  })
  .meta({ id: 'SalaryInsight' });

/**
 * The market for a job title (and specialty) in a city: three primary-key reads of cells the server keeps current,
 * then the rule decides which level may be shown. An unknown city is the caller's mistake (400); an unknown job title
 * simply has no cells.
 */
export async function readInsight(db: Db, query: z.output<typeof insightQuerySchema>, locale: Locale) {
  const city = await db
    .selectFrom('cities as c')
    .innerJoin('counties as k', 'k.code', 'c.county_code')
    .select(['c.name as city_name', 'c.county_code', 'k.name as county_name'])
    .where('c.slug', '=', query.city)
    .executeTakeFirst();
  if (!city) throw new HttpError(400, errors.validation, { fields: { city: [{ descriptor: companyErrors.unknownReference }] } });
  const places: Record<Level, [string, string]> = {
    city: [query.city, city.city_name],
    county: [city.county_code, city.county_name],
    country: ['', locale === 'en' ? 'Romania' : 'România'],
  };
  const cells = await db
    .selectFrom('salary_cells')
    .selectAll()
    .where('job_title', '=', query.job_title)
    .where('specialty', '=', query.specialty ?? '')
    .where((eb) => eb.or(LEVELS.map((level) => eb.and([eb('level', '=', level), eb('place', '=', places[level][0])]))))
    .execute();
  const label = await db
    .selectFrom('nomenclatures')
    .select(locale === 'en' ? 'label_en as label' : 'label_ro as label')
    .where('domain', '=', 'functions')
    .where('slug', '=', query.job_title)
    .executeTakeFirst();
  const job_title_label = label?.label ?? query.job_title;
  const found = publish(LEVELS.map((level) => ({ level, cell: cells.find((c) => c.level === level) })));
  if (!found) return { level: null, place_name: null, job_title_label, median: null, p25: null, p75: null, basis: 'gross' as const };
  return { ...found, place_name: places[found.level][1], job_title_label, basis: 'gross' as const };
}

export const coverageQuerySchema = z.object({ level: levels.optional() });

export const coverageSchema = z
  .object({
    cells: z.array(
      z.object({
        job_title: z.string(),
        job_title_label: z.string(),
        specialty: z.string().nullable(),
        specialty_label: z.string().nullable(),
        level: levels,
        place: z.string(),
        place_name: z.string(),
        points: z.number().int(),
        employers: z.number().int(),
        max_share_percent: z.number().int().describe("the largest employer's share of the cell's points, in whole percent"),
        passes: z.boolean(),
        tails: z.boolean().describe('P10 and P90 may be shown too'),
        reasons: z.array(z.enum(['fewEmployers', 'fewPoints', 'dominantEmployer'])),
      }),
    ),
  })
  .meta({ id: 'SalaryInsightCoverage' });

/** Care's view of the cells: counts and the rule's verdict only, never a figure. The 200 largest cells of a level. */
export async function insightCoverage(db: Db, query: z.output<typeof coverageQuerySchema>, locale: Locale) {
  const label = locale === 'en' ? 'label_en' : 'label_ro';
  const rows = await db
    .selectFrom('salary_cells as s')
    .leftJoin('nomenclatures as jt', (j) => j.onRef('jt.slug', '=', 's.job_title').on('jt.domain', '=', 'functions'))
    .leftJoin('nomenclatures as sp', (j) => j.onRef('sp.slug', '=', 's.specialty').on('sp.domain', '=', 'domain'))
    .leftJoin('cities as c', (j) => j.onRef('c.slug', '=', 's.place').on('s.level', '=', 'city'))
    .leftJoin('counties as k', (j) => j.onRef('k.code', '=', 's.place').on('s.level', '=', 'county'))
    .select(['s.job_title', 's.specialty', 's.level', 's.place', 's.points', 's.employers', 's.max_share'])
    .select([`jt.${label} as job_title_label`, `sp.${label} as specialty_label`, 'c.name as city_name', 'k.name as county_name'])
    .where('s.level', '=', query.level ?? 'city')
    .orderBy('s.points', 'desc')
    .orderBy('s.job_title')
    .orderBy('s.place')
    .limit(200)
    .execute();
  return {
    cells: rows.map((r) => ({
      job_title: r.job_title,
      job_title_label: r.job_title_label ?? r.job_title,
      specialty: r.specialty || null,
      specialty_label: r.specialty ? (r.specialty_label ?? r.specialty) : null,
      level: r.level,
      place: r.place,
      place_name: r.city_name ?? r.county_name ?? (locale === 'en' ? 'Romania' : 'România'),
      points: r.points,
      employers: r.employers,
      max_share_percent: Math.round(r.max_share * 100),
      ...judgeCell(r),
    })),
  };
}
