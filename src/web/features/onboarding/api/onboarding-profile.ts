import { api, unwrap } from '../../../lib/api/client';
import type { RequestBody, Schemas } from '../../../lib/api/schemas';
import type { OnboardingRegistration } from '../../../lib/session/onboarding-registration';

/** The wizard's answers as the server holds them; `step` counts the saved steps. */
export type OnboardingProfile = Schemas['OnboardingProfile'];
export type OnboardingPatch = RequestBody<'/register/candidate/{id}', 'patch'>;

const bearer = (registration: OnboardingRegistration) => ({ Authorization: `Bearer ${registration.access_token}` });

export async function getOnboardingProfile(registration: OnboardingRegistration): Promise<OnboardingProfile> {
  return unwrap(
    api.GET('/register/candidate/{id}', {
      params: { path: { id: registration.id } },
      headers: bearer(registration),
    }),
  );
}

export async function saveOnboardingStep(registration: OnboardingRegistration, step: number, fields: OnboardingPatch): Promise<OnboardingProfile> {
  return unwrap(
    api.PATCH('/register/candidate/{id}', {
      params: { path: { id: registration.id } },
      headers: bearer(registration),
      body: { ...fields, access_token: registration.access_token, step },
    }),
  );
}

/** Saves details no wizard step holds (birth date, schedules, about, experience, studies): a PATCH without `step`. */
export async function saveProfileDetails(registration: OnboardingRegistration, fields: OnboardingPatch): Promise<OnboardingProfile> {
  return unwrap(
    api.PATCH('/register/candidate/{id}', {
      params: { path: { id: registration.id } },
      headers: bearer(registration),
      body: { ...fields, access_token: registration.access_token },
    }),
  );
}

export async function uploadCv(registration: OnboardingRegistration, file: File): Promise<void> {
  await unwrap(
    api.POST('/cv', {
      headers: bearer(registration),
      body: { cv: file } as never,
      bodySerializer: () => {
        const form = new FormData();
        form.append('cv', file);
        return form;
      },
    }),
  );
}
