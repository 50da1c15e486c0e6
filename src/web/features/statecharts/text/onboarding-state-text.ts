import { msg } from '@lingui/core/macro';
import type { StateText } from './state-text-shape';

/**
 * Names and descriptions of the onboarding wizard's states (machines/onboarding.machine.ts). Every step has the
 * same two inner states, so those are keyed by their key ('editing', 'saving') rather than by full path.
 */
export const ONBOARDING_STATE_TEXT: Record<string, StateText> = {
  loading: {
    label: msg`Loading the profile`,
    description: msg`The saved profile is being read; the wizard resumes at the first unsaved step or at the step in the link.`,
  },
  job: { label: msg`Job title`, description: msg`Step 1: job title, medical specialty and competencies.` },
  location: { label: msg`Location`, description: msg`Step 2: city, places of work, distance and relocation.` },
  education: { label: msg`Education`, description: msg`Step 3: certification, experience and language level.` },
  salary: { label: msg`Salary`, description: msg`Step 4: the salary range in LEI and work abroad.` },
  preferences: { label: msg`Preferences`, description: msg`Step 5: how to be contacted, job search status, companies to avoid.` },
  cv: { label: msg`CV`, description: msg`Step 6: the CV upload.` },
  done: { label: msg`Done`, description: msg`Every step is saved: the onboarding is complete.` },
  editing: { label: msg`Editing`, description: msg`The candidate fills in the step; going back or to a reached step is allowed.` },
  saving: { label: msg`Saving`, description: msg`The step is being saved; only a confirmed save moves the wizard on.` },
};
