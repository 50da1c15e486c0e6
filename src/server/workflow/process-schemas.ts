import { z } from 'zod';
import { postTermsSchema } from '../../../machines/post-terms.ts';
import { ACTIVE_STAGES, EVENT_TYPES, ROLES, STATE_PATHS } from '../../../machines/index.ts';
import { calendarDay, instant, instantText } from '../lib/response-schemas.ts';
import { disclosureSchema } from '../candidates/candidate-schemas.ts';
import { licenceBadgeSchema } from '../licences/licence-schemas.ts';
import { advertisedTermsSchema, finalOfferViewSchema } from './final-offer-schemas.ts';

// The process resource as answered: the hiring machine's snapshot and what the caller may do with it.

export const hiringEventTypeSchema = z
  .enum(EVENT_TYPES)
  .describe("the hiring machine's events (machines/events.ts EVENT_TYPES; tests/api/contract-machine.test.ts keeps them equal)")
  .meta({ id: 'HiringEventType' });

const activeStageSchema = z
  .enum(ACTIVE_STAGES)
  .describe('the stages an ending can leave (machines/hiring-context.ts ACTIVE_STAGES)')
  .meta({ id: 'ActiveStage' });

const roleSchema = z.enum(ROLES);

type StateValue = string | { [state: string]: StateValue };
const stateValueSchema: z.ZodType<StateValue> = z
  .union([
    z.string(),
    z.record(
      z.string(),
      z.lazy(() => stateValueSchema),
    ),
  ])
  .describe("the machine's state value, a state id or nested ids (interview → scheduled)")
  .meta({ id: 'StateValue' });

export const interviewSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('office'), address: z.string(), contactPerson: z.string() }),
    z.object({ type: z.literal('phone'), phone: z.string() }),
    z.object({ type: z.literal('virtual'), link: z.string().optional() }),
  ])
  .describe(
    "an interview invitation (machines/events.ts interviewSchema); a phone number in E.164; a virtual interview's link is the room the server opened (a request's link is replaced)",
  )
  .meta({ id: 'Interview' });

const hiringContextSchema = z
  .object({
    parties: z.object({ candidate: z.string(), company: z.string() }),
    offeredAt: instantText.describe("when the candidate's time to answer the offer began (its creation, or care reopening it)"),
    callSlot: instantText.nullable(),
    interview: interviewSchema.nullable(),
    options: z.array(instantText),
    scheduledAt: instantText.nullable(),
    followUp: z.boolean(),
    rescheduled: z.boolean(),
    trial: z.object({ date: calendarDay, note: z.string().optional() }).nullable(),
    finalOffer: finalOfferViewSchema.nullable(),
    closing: z
      .object({
        event: hiringEventTypeSchema,
        by: roleSchema,
        reason: z.string().optional(),
        text: z.string().optional(),
        reply: z.string().optional().describe("the candidate's answer to a company's refusal"),
      })
      .nullable(),
    resumeAt: activeStageSchema.nullable(),
  })
  .describe("the hiring machine's context (machines/hiring-context.ts HiringContext)")
  .meta({ id: 'HiringContext' });

export const deadlineSchema = z
  .object({
    kind: z
      .enum(['offerAnswer', 'interviewOptions', 'finalOffer'])
      .describe('the answer due: to the offer, to the proposed interview times, to the final offer'),
    at: instant,
  })
  .nullable()
  .describe(
    "until when the answer the process waits for is due (Romania's working days, machines/deadlines.ts); only for the side that owes it, and care",
  )
  .meta({ id: 'AnswerDeadline' });

export const processViewSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    machine_version: z.number().int(),
    state: z.enum(STATE_PATHS).describe('state path, e.g. interview.scheduled or archived.hired'),
    archived: z.boolean(),
    snapshot: z.object({ value: stateValueSchema, context: hiringContextSchema }),
    candidate_status: z.string(),
    company_status: z.string().nullable(),
    candidate_must_respond: z.boolean(),
    turn: z.array(roleSchema),
    deadline: deadlineSchema,
    can: z.array(hiringEventTypeSchema).describe('events the caller may send now'),
    need: z.object({
      id: z.number().int(),
      job_title: z.string(),
      specialty: z.string().nullable(),
      city: z.string(),
      work_type: z.string(),
      salary_min: z.number().int().nullable(),
      salary_max: z.number().int().nullable(),
      description: z.string().nullable(),
      title: z.string().nullable().describe("the post's own title, when the company gave one"),
      address: z.string().nullable().describe('where the work is, when the post says (the interview invitation starts from it)'),
      city_name: z.string().nullable().describe("the city's name (city is its slug)"),
      archived: z.boolean(),
      terms: postTermsSchema.nullable().describe("the post's terms (pay is gross LEI a month); null while incomplete"),
      advertised: advertisedTermsSchema.describe("the post's terms a final offer starts from and is compared with"),
    }),
    candidate: z.object({
      id: z.number().int(),
      name: z.string().describe('initials only while disclosure is anonymous'),
      disclosure: disclosureSchema,
      licence: licenceBadgeSchema.nullable(),
    }),
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      contact: z.string().nullable().describe("the person the candidate deals with: the post's owner"),
    }),
    post: z
      .object({
        owner_id: z.number().int().nullable(),
        owner_name: z.string().nullable(),
        members: z.array(z.object({ id: z.number().int(), name: z.string() })),
      })
      .describe("who works on the process's post"),
    created_at: instant,
    updated_at: instant,
    history: z.array(
      z.object({
        version: z.number().int(),
        type: z.string().describe('process.create, then machine events'),
        payload: z.unknown(),
        actor: z.object({
          id: z.number().int().nullable(),
          role: roleSchema,
          name: z.string().nullable().describe('who acted, e.g. "Dr. Ana Pop, Clinica Armonia" for a company member'),
        }),
        from: z.string().nullable(),
        to: z.string(),
        at: instant,
      }),
    ),
  })
  .meta({ id: 'ProcessView' });

export const offerSchema = z
  .object({
    id: z.number().int(),
    process_id: z.number().int(),
    company: z.string(),
    location: z.string(),
    position: z.string(),
    title: z.string().nullable().optional().describe("the post's own title as the company wrote it (null when it wrote none)"),
    job_type: z.string(),
    salary: z.number().int().nullable().describe('LEI (upper bound of the range, else the lower)'),
    offer_date: instant,
    status: z.string().describe('candidate status (machines/statuses.ts)'),
    post_status: z.enum(['active', 'archived']),
    need_id: z.number().int(),
    city: z.string(),
    job_title: z.string(),
    specialty: z.string().nullable(),
    specialty_name: z.string().nullable(),
    salary_min: z.number().int().nullable().describe('gross (brut) monthly LEI'),
    salary_max: z.number().int().nullable().describe('gross (brut) monthly LEI'),
    terms: postTermsSchema.nullable().describe("the post's terms, read before answering; null while incomplete"),
    state: z.enum(STATE_PATHS).describe('machine state path, e.g. interview.scheduled'),
    company_status: z.string(),
    must_respond: z.boolean(),
    can: z.array(hiringEventTypeSchema).describe('events the caller may send now (as in the process view)'),
    deadline: deadlineSchema,
    updated_at: instant,
  })
  .meta({ id: 'Offer' });

export const offersPageSchema = z.object({
  data: z.array(offerSchema),
  total: z.number().int(),
  total_is_capped: z.boolean(),
  next_before: z.string().nullable().describe('cursor of the next page; null on the last'),
  limit: z.number().int(),
  offset: z.number().int(),
});
