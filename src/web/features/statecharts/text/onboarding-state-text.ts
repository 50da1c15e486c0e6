import { msg } from '@lingui/core/macro';
import type { StateText } from './state-text-shape';

/**
 * Names and descriptions of the onboarding wizard's states (machines/onboarding.machine.ts). Every step has the
 * same inner states, so those are keyed by their key ('editing', 'saving', 'saveFailed') rather than by full path.
 */
export const ONBOARDING_STATE_TEXT: Record<string, StateText> = {
  loading: {
    label: msg`Loading the profile`,
    description: msg`The saved profile is being read; the wizard resumes at the first unsaved step or at the step in the link.`,
  },
  loadFailed: { label: msg`Loading failed`, description: msg`The profile could not be read; the candidate can try again.` },
  job: { label: msg`Job title`, description: msg`Step 1: job title, medical specialty and competencies.` },
  location: { label: msg`Location`, description: msg`Step 2: city, places of work, distance and relocation.` },
  education: { label: msg`Education`, description: msg`Step 3: certification, experience and language level.` },
  salary: { label: msg`Salary`, description: msg`Step 4: the salary range in LEI and work abroad.` },
  preferences: { label: msg`Preferences`, description: msg`Step 5: how to be contacted, job search status, companies to avoid.` },
  cv: { label: msg`CV`, description: msg`Step 6: the CV upload.` },
  finishing: { label: msg`Signing in`, description: msg`Every step is saved: the new account is being signed in.` },
  finishFailed: { label: msg`Signing in failed`, description: msg`The profile is saved but the sign-in failed; the candidate can try again.` },
  done: { label: msg`Done`, description: msg`The onboarding is complete and the candidate is signed in.` },
  editing: { label: msg`Editing`, description: msg`The candidate fills in the step; going back or to a reached step is allowed.` },
  saving: { label: msg`Saving`, description: msg`The step is being saved; only a confirmed save moves the wizard on.` },
  saveFailed: {
    label: msg`Save failed`,
    description: msg`The step stays open with the server's field errors; the candidate corrects and submits, or tries again.`,
  },
};
