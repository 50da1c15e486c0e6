import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { answer, errors, instantText, operation } from '../lib/response-schemas.ts';
import { deadlineSchema, interviewSchema } from '../workflow/process-schemas.ts';
import { listCandidateInterviews } from './candidate-interviews.ts';
import { interviewClashesOf } from './interview-clashes.ts';
import { idParams } from '../routes/ids.ts';

const candidateInterviewSchema = z
  .object({
    process_id: z.number().int(),
    round: z.number().int().min(1),
    company: z.string(),
    position: z.string(),
    title: z.string().nullable().optional().describe("the post's own title as the company wrote it"),
    location: z.string(),
    interview: interviewSchema,
    scheduled_at: instantText.nullable().describe('the agreed start; null while options are on the table'),
    options: z.array(instantText).describe('the three starts on the table (phases choose and employer)'),
    deadline: deadlineSchema,
    phase: z
      .enum(['upcoming', 'choose', 'employer', 'past', 'cancelled'])
      .describe('upcoming = agreed and ahead; choose = the candidate picks an option; employer = the company does; past; cancelled'),
    rescheduled: z.boolean().describe('this round was rescheduled at least once'),
    status: z.string().describe('candidate status of the process (machines/statuses.ts)'),
    archived: z.boolean(),
  })
  .describe("One interview round of one of the candidate's processes (a follow-up interview is a second round).")
  .meta({ id: 'CandidateInterview' });
const list = {
  ...operation('candidate', "The signed-in candidate's interviews across all processes"),
  description: [
    "Every interview round of the caller's own processes: upcoming ones (soonest first), those waiting for an answer",
    "(the candidate's in `choose`, the company's in `employer`), then past and cancelled ones (newest first).",
    'Companies use /company/interviews; other roles get 403.',
  ].join(' '),
  response: { 200: answer('Interviews', z.object({ data: z.array(candidateInterviewSchema) })), ...errors(401, 403) },
};

const appointmentSchema = z
  .object({
    process_id: z.number().int(),
    at: instantText,
    kind: z.enum(['interview', 'phoneScreen']),
    label: z.string().describe("the company's post; for the candidate, the employer and the post"),
  })
  .meta({ id: 'BookedAppointment' });
const clashesSchema = z.object({
  appointments: z.array(appointmentSchema).describe("the caller's interviews (and a candidate's phone screens) ahead in her other live processes"),
  clashes: z
    .array(z.object({ slot: instantText, with: z.array(appointmentSchema) }))
    .describe("the times on this process's table (options, or the agreed time) that overlap one of them"),
});
const clashes = {
  ...operation('workflow', 'What else the caller has booked, and which of this process’s interview times clash with it'),
  description: [
    'A warning, never a refusal: times still go through the machine’s rules. Each side sees only its own calendar',
    '(the company its own interviews, the candidate her own interviews and phone screens). 404 when the process is',
    'not the caller’s.',
  ].join(' '),
  params: idParams,
  response: { 200: answer('Appointments and clashes', clashesSchema), ...errors(400, 401, 403, 404) },
};

// The signed-in candidate's interviews across all processes (the company has /company/interviews, care the console).
export const interviewRoutes = (deps: AppDeps): Route[] => {
  const { db, clock } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/interviews',
      preValidation: requireAuth('candidate'),
      schema: list,
      handler: async (request) => listCandidateInterviews(db, authOf(request), clock.now(), request.locale),
    }),
    defineRoute({
      method: 'GET',
      url: '/processes/:id/interview-clashes',
      preValidation: requireAuth('candidate', 'company'),
      schema: clashes,
      handler: async (request) => interviewClashesOf(db, authOf(request), request.params.id, clock.now(), request.locale),
    }),
  ];
};
