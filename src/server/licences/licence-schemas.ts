import { z } from 'zod';
import { calendarDay, instantText } from '../lib/response-schemas.ts';

// The answers that carry a licence to practise: the candidate's and care's full view, and the badge a
// company sees once care verified the licence.

export const licenceViewSchema = z
  .object({
    job_title: z.string(),
    body: z.string().describe('the issuing body (licence-bodies nomenclature)'),
    number: z.string(),
    issued_on: calendarDay,
    expires_on: calendarDay,
    document: z.object({ name: z.string(), size: z.number().int() }).nullable(),
    verified: z.object({ at: instantText, method: z.enum(['document', 'register']), reference: z.string().nullable() }).nullable(),
    status: z.enum(['valid', 'expiring', 'expired']).describe('expiring: ends within 30 days'),
  })
  .meta({ id: 'Licence' });

export const licenceListSchema = z
  .object({ items: z.array(licenceViewSchema), required: z.array(z.string()).describe("the profile's regulated job titles") })
  .meta({ id: 'LicenceList' });

/** What care checks in the phone screen of a regulated job title (null: the title is not regulated). */
export const careLicenceSchema = z
  .object({
    job_title: z.string(),
    body: z.string(),
    on_file: licenceViewSchema.extend({ document_url: z.string().nullable() }).nullable().describe('null: the candidate entered none'),
  })
  .meta({ id: 'CareLicence' });

export const licenceBadgeSchema = z
  .object({ body: z.string(), valid_until: calendarDay, verified_at: instantText })
  .describe("The licence care verified for the process's job title; never the number or the document")
  .meta({ id: 'LicenceBadge' });
