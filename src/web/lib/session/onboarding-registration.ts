import { z } from 'zod';

// A candidate between registration and the end of the onboarding wizard: the account exists and the
// wizard saves each step with this registration's own token. It is not yet the session token, so the
// auth pages' "already signed in" rule does not take the candidate away from the wizard.
const KEY = 'onboarding-registration';

const registrationSchema = z.object({ id: z.number().int(), access_token: z.string().min(1) });
export type OnboardingRegistration = z.infer<typeof registrationSchema>;

export function storeOnboardingRegistration(registration: OnboardingRegistration): void {
  localStorage.setItem(KEY, JSON.stringify(registration));
}

export function readOnboardingRegistration(): OnboardingRegistration | null {
  try {
    const parsed = registrationSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearOnboardingRegistration(): void {
  localStorage.removeItem(KEY);
}
