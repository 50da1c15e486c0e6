import type { LoaderFunctionArgs } from 'react-router-dom';
import { ApiError, api, unwrap } from '../../../lib/api/client';

type Named = { slug: string; name: string };

export interface CandidateProfile {
  id: number;
  name: string;
  age: number | null;
  city: Named | null;
  distance_km: number | null;
  preferred_cities: Named[];
  work_locations: Named[];
  category: Named | null;
  sub_category: Named | null;
  competencies: Named[];
  experience: Named | null;
  certification: Named | null;
  expert: boolean;
  work_type: string | null;
  desired_salary_min: number | null;
  desired_salary_max: number | null;
  schedules: Named[];
  about: string | null;
  experience_entries: Array<{ employer: string; role: string; city: string | null; from: string; to: string | null }>;
  education_entries: Array<{ institution: string; degree: string; graduationYear: number | null }>;
  activated_at: string;
  has_cv: boolean;
  contact: { email: string; phone: string } | null;
  current_status: string | null;
  processes: Array<{ id: number; need_id: number; need_title: string; need_city: Named; distance_km: number | null; status: string; archived: boolean }>;
  archived_processes: number;
}

/** /candidates/{id}: a candidate the company is not linked to (or a missing one) is the layout's not-found view. */
export async function loadCandidate({ params }: LoaderFunctionArgs): Promise<CandidateProfile> {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not Found', { status: 404 });
  try {
    return (await unwrap(api.GET('/candidates/{id}', { params: { path: { id } } }))) as unknown as CandidateProfile;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw new Response('Not Found', { status: 404 });
    throw error;
  }
}
