import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { readToken } from '../../../lib/session/session';
import type { OnboardingRegistration } from '../../../lib/session/onboarding-registration';
import {
  getOnboardingProfile,
  saveOnboardingStep,
  saveProfileDetails,
  uploadCv,
  type OnboardingPatch,
  type OnboardingProfile,
} from './onboarding-profile';

// The signed-in candidate's profile (/profile): the same resource and saves as the wizard, with the session's token.

/** The session as the wizard's API calls take it: the candidate's user id and the stored token. */
async function sessionRegistration(): Promise<OnboardingRegistration> {
  const { data } = await unwrap(api.GET('/user'));
  return { id: data.user.id, access_token: readToken() ?? '' };
}

export const candidateProfileQuery = queryOptions({
  queryKey: ['candidate-profile'],
  queryFn: async () => getOnboardingProfile(await sessionRegistration()),
  // A refetch on focus must not reset a section being edited.
  refetchOnWindowFocus: false,
});

export function useCandidateProfile() {
  return useQuery(candidateProfileQuery);
}

export interface SectionSave {
  /** The wizard step (1-based) the section is; sent so the server checks the step's answers as the wizard's save does. */
  step: number;
  fields: OnboardingPatch;
  /** A new CV, uploaded before the fields are saved. */
  file?: File;
}

/** Saves one section through PATCH /register/candidate/{id} (and POST /cv for a file), then refreshes the profile. */
export function useSaveProfileSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ step, fields, file }: SectionSave): Promise<OnboardingProfile> => {
      const registration = await sessionRegistration();
      if (file) await uploadCv(registration, file);
      const current = queryClient.getQueryData(candidateProfileQuery.queryKey);
      // The server takes the wizard's steps in order; the page opens no later step, but a CV needs none.
      if (current && step > (current.step ?? 0) + 1) return getOnboardingProfile(registration);
      return saveOnboardingStep(registration, step, fields);
    },
    onSuccess(saved) {
      queryClient.setQueryData(candidateProfileQuery.queryKey, saved);
      // The dashboard's completeness and the header's name come from GET /user.
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}

/** Saves the profile's own details (birth date, schedules, about, experience, studies): the PATCH without a step. */
export function useSaveProfileDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: OnboardingPatch): Promise<OnboardingProfile> => saveProfileDetails(await sessionRegistration(), fields),
    onSuccess(saved) {
      queryClient.setQueryData(candidateProfileQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
