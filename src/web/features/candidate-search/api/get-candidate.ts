import type { LoaderFunctionArgs } from 'react-router-dom';
import { ApiError, api, unwrap } from '../../../lib/api/client';
import type { Schemas } from '../../../lib/api/schemas';

export type CandidateProfile = Schemas['CompanyCandidateProfile'];

/** /candidates/{id}: a candidate the company is not linked to (or a missing one) is the layout's not-found view. */
export async function loadCandidate({ params }: LoaderFunctionArgs): Promise<CandidateProfile> {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not Found', { status: 404 });
  try {
    return await unwrap(api.GET('/candidates/{id}', { params: { path: { id } } }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw new Response('Not Found', { status: 404 });
    throw error;
  }
}
