import { z } from 'zod';
import { WITHDRAWAL_REASONS } from '../../../machines/index.ts';
import { postTermsFields, termsCheck } from '../../../machines/post-terms.ts';
import type { Db } from '../db/create-database.ts';
import { HttpError } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import { companyErrors } from '../company/messages.ts';

// POST and PATCH /api/needs: what the post is, where, and its terms (machines/post-terms.ts), every term required.

const slug = z.string().trim().min(1).max(100);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const needInputSchema = z
  .strictObject({
    title: optionalText(200),
    job_title: slug,
    specialty: slug.nullable().optional(),
    tags: z.array(slug).max(30).optional(),
    city: slug,
    address: optionalText(300),
    work_type: z.enum(['full_time', 'part_time', 'both']),
    schedule: slug.nullable().optional(),
    description: optionalText(4000),
    positions: z.number().int().min(1).max(100).optional(),
    ...postTermsFields,
  })
  .check(termsCheck);
export type NeedInput = z.output<typeof needInputSchema>;

export const archiveInputSchema = z
  .strictObject({ reason: z.enum(WITHDRAWAL_REASONS), text: z.string().trim().max(1000).optional() })
  .refine((a) => a.reason !== 'other' || !!a.text, { path: ['text'], error: errors.required.id });
export type ArchiveInput = z.output<typeof archiveInputSchema>;

/** Every slug must name a real nomenclature entry or city: 400 on the first unknown field. */
export async function checkNeedReferences(db: Db, input: NeedInput): Promise<void> {
  const wanted: Array<[field: string, domain: string, slugs: string[]]> = [
    ['job_title', 'functions', [input.job_title]],
    ['specialty', 'domain', input.specialty ? [input.specialty] : []],
    ['tags', 'competencies', input.tags ?? []],
    ['schedule', 'schedules', input.schedule ? [input.schedule] : []],
  ];
  for (const [field, domain, slugs] of wanted) {
    if (!slugs.length) continue;
    const found = await db.selectFrom('nomenclatures').select('slug').where('domain', '=', domain).where('slug', 'in', slugs).execute();
    if (found.length !== new Set(slugs).size) throw unknownField(field);
  }
  const city = await db.selectFrom('cities').select('slug').where('slug', '=', input.city).executeTakeFirst();
  if (!city) throw unknownField('city');
}

const unknownField = (field: string) =>
  new HttpError(400, errors.validation, { fields: { [field]: [{ descriptor: companyErrors.unknownReference }] } });
