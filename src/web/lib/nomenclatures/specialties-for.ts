import { useEffect, useRef } from 'react';
import { useNomenclature, type Option } from './use-nomenclature';

// The medical specialties that fit a job title: a nurse chooses among the nursing specialties, not the 67 of
// physicians. The nomenclatures carry the link (a job title's `group`, a specialty's `groups`, seed-data files).

/** The specialties of `jobTitle`'s group; all of them while no job title (or one without a group) is chosen. */
export function specialtiesFor(jobTitle: string | null | undefined, jobTitles: readonly Option[], specialties: readonly Option[]): Option[] {
  const group = jobTitles.find((option) => option.value === jobTitle)?.titleGroup;
  if (!group) return [...specialties];
  return specialties.filter((option) => !option.titleGroups || option.titleGroups.includes(group));
}

/** The specialty options for the chosen job title, from the two nomenclatures. */
export function useSpecialtiesFor(jobTitle: string | null | undefined): Option[] {
  return specialtiesFor(jobTitle, useNomenclature('functions'), useNomenclature('domain'));
}

/**
 * Clears the chosen specialty when the visitor picks another job title it does not fit (a saved pair is left as
 * it is until then, so opening a form never changes data by itself).
 */
export function useSpecialtyFollowsJobTitle(
  jobTitle: string | null | undefined,
  specialty: string | null | undefined,
  options: readonly Option[],
  clear: () => void,
) {
  const previous = useRef(jobTitle);
  useEffect(() => {
    if (previous.current === jobTitle) return;
    previous.current = jobTitle;
    if (specialty && options.length && !options.some((option) => option.value === specialty)) clear();
  }, [jobTitle, specialty, options, clear]);
}
