import type { Licence, LicencesView } from '../../../lib/licences/licences-query';

/** A regulated job title of the profile, with its label and the licence saved for it (if any). */
export interface LicenceSlot {
  jobTitle: string;
  jobTitleLabel: string;
  licence: Licence | undefined;
}

/** Every regulated job title of the profile, then any other title a licence is still saved for. */
export function licenceSlots(view: LicencesView, jobTitleLabel: (slug: string) => string): LicenceSlot[] {
  const titles = [...new Set([...view.required, ...view.items.map((item) => item.job_title)])];
  return titles.map((jobTitle) => ({
    jobTitle,
    jobTitleLabel: jobTitleLabel(jobTitle),
    licence: view.items.find((item) => item.job_title === jobTitle),
  }));
}
