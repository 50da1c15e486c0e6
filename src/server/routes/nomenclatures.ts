import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { z } from 'zod';
import type { Locale } from '../i18n/i18n.ts';
import { foldForSearch } from '../../../machines/search-text.ts';
import { loadLicenceBodies } from '../db/seed-data/index.ts';
import { licenceBodyOf } from '../licences/bodies.ts';
import { allCities, nomenclatureRows, placesMatching, publicCompanies } from '../nomenclatures/nomenclature-rows.ts';
import { answer, errors, operation, security } from '../lib/response-schemas.ts';

// Table-backed domains (seeded from src/server/db/seed-data); cities, places and companies have their own tables.
const TABLE_DOMAINS = [
  'domain',
  'abroad-work-countries',
  'functions',
  'educations',
  'experiences',
  'schedules',
  'identifications',
  'competencies',
  'company-refusal-reasons',
  'candidate-refusal-reasons',
] as const;
const NAMES = [...TABLE_DOMAINS, 'cities', 'places', 'companies', 'licence-bodies'] as const;
const PLACES_LIMIT = 20;

const params = z.object({ name: z.enum(NAMES) });
const query = z.object({
  val: z.string().max(100).optional().describe('places only; prefix of a town name, case and diacritics ignored ("brasov" finds Brașov).'),
});

const itemSchema = z
  .object({
    slug: z.string().describe('stable key stored in profiles (ISO code for countries, id for companies)'),
    name: z.string().describe('label in the Accept-Language locale'),
    name_ro: z.string().optional(),
    name_en: z.string().optional(),
    group: z.string().optional().describe('functions only'),
    groups: z.array(z.string()).optional().describe('domain only'),
    kind: z.string().optional(),
    rank: z.number().int().optional().describe('educations only'),
    min_years: z.number().int().optional().describe('experiences only'),
    max_years: z.number().int().nullable().optional().describe('experiences only'),
    requires_text: z.boolean().optional().describe('refusal reasons only'),
    county: z.string().optional().describe('cities and places only, county name'),
    county_code: z.string().optional(),
    lat: z.number().optional(),
    lng: z.number().optional(),
    population: z.number().int().optional(),
    licence_body: z.string().nullable().optional().describe('functions only: the body licensing the job title (null: not regulated)'),
    job_titles: z.array(z.string()).optional().describe('licence-bodies only: the job titles the body licenses'),
  })
  .meta({ id: 'NomenclatureItem' });
const list = {
  ...operation('nomenclatures', 'Public lists, labels in the Accept-Language locale', security.none),
  params,
  querystring: query,
  response: { 200: answer('Items in display order', z.object({ data: z.array(itemSchema) })), ...errors(400) },
};

// The seed files use camelCase in `data`; the API speaks snake_case.
const EXTRA_KEYS: Record<string, string> = { minYears: 'min_years', maxYears: 'max_years', requiresText: 'requires_text' };
const extras = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([k]) => k !== 'specialties')
      .map(([k, v]) => [EXTRA_KEYS[k] ?? k, v]),
  );

const collator = new Intl.Collator('ro');

export const nomenclatureRoutes = (deps: AppDeps): Route[] => {
  const { db } = deps;
  const label = (locale: Locale, ro: string, en: string) => (locale === 'en' ? en : ro);
  return [
    defineRoute({
      method: 'GET',
      url: '/publicnomenclatures/:name',
      schema: list,
      handler: async (request) => {
        const { name } = request.params;
        const { val } = request.query;
        const locale = request.locale;

        if (name === 'cities') {
          const rows = await allCities(db);
          return { data: rows.sort((a, b) => collator.compare(a.name, b.name)).map((r) => ({ ...r, name_ro: r.name, name_en: r.name })) };
        }
        if (name === 'places') {
          const rows = await placesMatching(db, foldForSearch(val ?? ''), PLACES_LIMIT);
          return { data: rows.map((r) => ({ ...r, name_ro: r.name, name_en: r.name })) };
        }
        if (name === 'companies') {
          const rows = await publicCompanies(db);
          return {
            data: rows
              .sort((a, b) => collator.compare(a.name, b.name))
              .map((r) => ({ slug: String(r.user_id), name: r.name, name_ro: r.name, name_en: r.name })),
          };
        }
        if (name === 'licence-bodies') {
          // The professional bodies issuing licences to practise, each with the regulated job titles it covers.
          return {
            data: loadLicenceBodies().map((b) => ({
              slug: b.code,
              name: label(locale, b.ro, b.en),
              name_ro: b.ro,
              name_en: b.en,
              job_titles: [...b.jobTitles],
            })),
          };
        }
        const rows = await nomenclatureRows(db, name);
        return {
          data: rows.map((r) => ({
            slug: r.slug,
            name: label(locale, r.label_ro, r.label_en),
            name_ro: r.label_ro,
            name_en: r.label_en,
            ...extras(r.data),
            // A job title says which body licenses it (null: not regulated), so a form knows when to ask for a licence.
            ...(name === 'functions' ? { licence_body: licenceBodyOf(r.slug)?.code ?? null } : {}),
          })),
        };
      },
    }),
  ];
};
