import type { ProfileSummary } from './session';

/** The answer of GET /user (spec §3): company or candidate, plus the profile completeness. */
export interface UserResponse {
  data: {
    user: {
      id: number | string;
      company?: {
        contact_name?: string | null;
        name?: string | null;
        credits?: number | null;
        /** The signed-in member of the company's team: the shell names them, not the company's contact person. */
        member?: { name?: string | null } | null;
      } | null;
      candidate?: { name?: string | null } | null;
      [key: string]: unknown;
    };
    completeness?: number | null;
  };
}

/** The stored profile summary: profileType 1 for a company, 2 for a candidate, 0 when neither. */
export function summaryFromUser({ data }: UserResponse): ProfileSummary {
  const { company, candidate } = data.user;
  if (company) {
    return {
      name: company.member?.name ?? company.contact_name ?? '',
      companyName: company.name ?? '',
      credits: company.credits ?? 0,
      profileCompletion: data.completeness ?? 0,
      profileType: 1,
    };
  }
  return {
    name: candidate?.name ?? '',
    companyName: '',
    credits: 0,
    profileCompletion: data.completeness ?? 0,
    profileType: candidate ? 2 : 0,
  };
}
