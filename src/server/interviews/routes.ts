import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { answer, errors, instantText, operation } from '../lib/response-schemas.ts';
import { deadlineSchema, interviewSchema } from '../workflow/process-schemas.ts';
import { listCandidateInterviews } from './candidate-interviews.ts';

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

// The signed-in candidate's interviews across all processes (the company has /company/interviews, care the console).
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.get('/interviews', { preValidation: requireAuth('candidate'), schema: list }, async (request) =>
    listCandidateInterviews(db, authOf(request), clock.now(), request.locale),
  );
};
