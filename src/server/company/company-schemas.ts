import { z } from 'zod';
import { instant } from '../lib/response-schemas.ts';
import { interviewSchema } from '../workflow/process-schemas.ts';

// The signed-in company's own resources as answered: profile, availability, dashboard, calendar, events.

const nullableText = z.string().nullable().optional();

export const companyProfileSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    contact_name: z.string(),
    phone: z.string(),
    city: nullableText,
    city_name: nullableText,
    address: nullableText,
    about: nullableText,
    kind: nullableText,
    credits: z.number().int(),
  })
  .meta({ id: 'CompanyProfile' });

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const availabilityItemSchema = z
  .object({
    weekday: z.number().int().min(0).max(4).describe('0 = Monday … 4 = Friday: interviews take place on working days only (docs/workflow.md)'),
    start: hhmm.describe('HH:MM, 00:00-24:00'),
    end: hhmm.describe('HH:MM, 00:00-24:00; after start'),
  })
  .meta({ id: 'AvailabilityItem' });

export const availabilitySchema = z.object({ data: z.array(availabilityItemSchema) }).meta({ id: 'Availability' });

const companyProcessItemSchema = z
  .object({
    process_id: z.number().int(),
    need_id: z.number().int(),
    need_title: z.string(),
    candidate_name: z.string(),
    state: z.string(),
    status: z.string().describe('company status'),
  })
  .describe('One of the company’s processes in its lists (dashboard, interview calendar)')
  .meta({ id: 'CompanyProcessItem' });

const dashboardProcessSchema = companyProcessItemSchema.extend({ updated_at: instant });

export const dashboardSchema = z.object({
  company: z.object({ name: z.string(), credits: z.number().int() }),
  needs: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      city_name: z.string().nullable(),
      status_counts: z.record(z.string(), z.number().int()),
      open_processes: z.number().int(),
    }),
  ),
  waiting: z
    .array(dashboardProcessSchema.extend({ can: z.array(z.string()) }))
    .describe("Open processes where it is the company's turn, with the events it may send now"),
  upcoming: z.array(dashboardProcessSchema.extend({ at: instant })).describe('Scheduled interviews from now on, soonest first'),
});

export const companyInterviewsSchema = z.object({
  data: z.array(
    companyProcessItemSchema.extend({
      interview: interviewSchema.nullable(),
      at: instant,
      kind: z.enum(['option', 'scheduled']).describe('an option on the table, or the agreed start'),
    }),
  ),
});

export const companyEventsSchema = z.object({
  data: z.array(
    z.object({
      process_id: z.number().int(),
      version: z.number().int(),
      type: z.string(),
      actor_role: z.string(),
      from: z.string().nullable(),
      to: z.string(),
      at: instant,
      need: z.object({ id: z.number().int(), title: z.string() }),
      candidate: z.object({ id: z.number().int(), name: z.string() }),
    }),
  ),
  next_before: z.string().nullable(),
});
