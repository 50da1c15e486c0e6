import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { Schemas } from '../../../lib/api/schemas';
import { api, unwrap } from '../../../lib/api/client';

/** One interview round of one of the candidate's processes, as GET /api/interviews gives it. */
export type CandidateInterview = Schemas['CandidateInterview'];
export type InterviewPhase = CandidateInterview['phase'];

/** GET /api/interviews: upcoming first, then what waits for an answer, then the past (the server's order). */
export function useCandidateInterviews() {
  const { i18n } = useLingui();
  return useQuery({
    // Positions and cities come translated, so the locale is part of the key.
    queryKey: ['interviews', 'candidate', i18n.locale],
    queryFn: async () => (await unwrap(api.GET('/interviews'))).data,
    // Answers given on an offer page change this list: read it again whenever the page opens.
    staleTime: 0,
  });
}
