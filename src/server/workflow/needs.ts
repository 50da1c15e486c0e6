import { z } from 'zod';
import type { Selectable } from 'kysely';
import type { Db } from '../db/create-database.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { errors } from '../i18n/messages.ts';
import type { NeedsTable } from './tables.ts';

// The minimal needs (job posts) the workflow hangs on: a company posts one, offers candidates for it.

const slug = z.string().trim().min(1).max(100);
const lei = z.number().int().positive({ error: errors.salaryPositive.id }).max(1_000_000);

export const needInputSchema = z
  .strictObject({
    job_title: slug,
    specialty: slug.nullable().optional(),
    city: slug,
    work_type: z.enum(['full_time', 'part_time']),
    salary_min: lei.nullable().optional(),
    salary_max: lei.nullable().optional(),
    description: z.string().trim().max(4000).nullable().optional(),
  })
  .refine((n) => n.salary_min == null || n.salary_max == null || n.salary_max >= n.salary_min, {
    path: ['salary_max'],
    error: errors.salaryRange.id,
  });
export type NeedInput = z.output<typeof needInputSchema>;

export function needView(n: Selectable<NeedsTable>) {
  return {
    id: n.id,
    company_id: n.company_id,
    job_title: n.job_title,
    specialty: n.specialty,
    city: n.city,
    work_type: n.work_type,
    salary_min: n.salary_min,
    salary_max: n.salary_max,
    description: n.description,
    archived: n.archived,
    created_at: n.created_at.toISOString(),
  };
}

/** The slugs must name real nomenclature entries and a real city (400 on the field otherwise). */
async function checkReferences(db: Db, input: NeedInput) {
  const unknown = (field: string) => new HttpError(400, errors.validation, { fields: { [field]: [{ descriptor: errors.invalidOption }] } });
  const jobTitle = await db.selectFrom('nomenclatures').select('slug').where('domain', '=', 'functions').where('slug', '=', input.job_title).executeTakeFirst();
  if (!jobTitle) throw unknown('job_title');
  if (input.specialty) {
    const specialty = await db.selectFrom('nomenclatures').select('slug').where('domain', '=', 'domain').where('slug', '=', input.specialty).executeTakeFirst();
    if (!specialty) throw unknown('specialty');
  }
  const city = await db.selectFrom('cities').select('slug').where('slug', '=', input.city).executeTakeFirst();
  if (!city) throw unknown('city');
}

export async function createNeed(db: Db, auth: Auth, input: NeedInput, now: Date) {
  await checkReferences(db, input);
  const row = await db
    .insertInto('needs')
    .values({
      company_id: auth.userId,
      job_title: input.job_title,
      specialty: input.specialty ?? null,
      city: input.city,
      work_type: input.work_type,
      salary_min: input.salary_min ?? null,
      salary_max: input.salary_max ?? null,
      description: input.description ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return needView(row);
}

export async function listNeeds(db: Db, auth: Auth) {
  let query = db.selectFrom('needs').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (auth.role === 'company') query = query.where('company_id', '=', auth.userId);
  return { data: (await query.execute()).map(needView) };
}

export async function getNeed(db: Db, auth: Auth, id: number) {
  const need = await db.selectFrom('needs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!need || (auth.role === 'company' && need.company_id !== auth.userId)) throw notFound();
  return needView(need);
}
