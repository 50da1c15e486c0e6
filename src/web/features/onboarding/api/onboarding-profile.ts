import { api, unwrap } from '../../../lib/api/client';
import type { RequestBody, Schemas } from '../../../lib/api/schemas';
import type { OnboardingRegistration } from '../../../lib/session/onboarding-registration';

/** The wizard's answers as the server holds them; `step` counts the saved steps. */
export type OnboardingProfile = Schemas['OnboardingProfile'];
export type OnboardingPatch = RequestBody<'/register/candidate/{id}', 'patch'>;
/** The licence a step asks with a regulated job title. */
export type LicenceAnswer = { jobTitle: string; fields: RequestBody<'/profile/licences/{job_title}', 'put'> };

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

/** The licences already saved (a step opened again shows the one of its job title). */
export async function getOnboardingLicences(registration: OnboardingRegistration): Promise<Schemas['LicenceList']> {
  return unwrap(api.GET('/profile/licences', { headers: bearer(registration) }));
}

/** Saves the licence to practise of a regulated job title, asked with the job title (PUT /profile/licences/…). */
export async function saveOnboardingLicence(registration: OnboardingRegistration, licence: LicenceAnswer): Promise<void> {
  await unwrap(
    api.PUT('/profile/licences/{job_title}', {
      params: { path: { job_title: licence.jobTitle } },
      headers: bearer(registration),
      body: licence.fields,
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
