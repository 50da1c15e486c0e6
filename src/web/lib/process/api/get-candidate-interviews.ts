import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { z } from 'zod';
import type { Interview } from '../../../../../machines/index';
import { api, unwrap } from '../../api/client';

const interviewSchema = z.object({
  process_id: z.number(),
  round: z.number(),
  company: z.string(),
  position: z.string(),
  location: z.string(),
  interview: z.looseObject({ type: z.enum(['office', 'phone', 'virtual']) }),
  scheduled_at: z.string().nullable(),
  options: z.array(z.string()),
  phase: z.enum(['upcoming', 'choose', 'employer', 'past', 'cancelled']),
  rescheduled: z.boolean(),
  status: z.string(),
  archived: z.boolean(),
});

type Parsed = z.infer<typeof interviewSchema>;
/** One interview round of one of the candidate's processes, as GET /api/interviews gives it. */
export type CandidateInterview = Omit<Parsed, 'interview'> & { interview: Interview };
export type InterviewPhase = Parsed['phase'];

/** GET /api/interviews: upcoming first, then what waits for an answer, then the past (the server's order). */
export function useCandidateInterviews() {
  const { i18n } = useLingui();
  return useQuery({
    // Positions and cities come translated, so the locale is part of the key.
    queryKey: ['interviews', 'candidate', i18n.locale],
    queryFn: async () =>
      z.object({ data: z.array(interviewSchema) }).parse(await unwrap(api.GET('/interviews'))).data as CandidateInterview[],
    // Answers given on an offer page change this list: read it again whenever the page opens.
    staleTime: 0,
  });
}
