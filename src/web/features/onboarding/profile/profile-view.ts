import { ONBOARDING_STEPS, type OnboardingStep } from '../../../../../machines/onboarding.machine';
import type { OnboardingProfile } from '../api/onboarding-profile';

// Pure helpers of the candidate's profile page: what is still missing and how saved values read.

/** What the server's completeness counts (src/server/profiles/completeness.ts), in its order. */
export const COMPLETENESS_ITEMS = [
  'name',
  'phone',
  'birth_date',
  'category',
  'sub_category',
  'tags',
  'work_type',
  'city',
  'work_area',
  'certification',
  'experience',
  'language_level',
  'min_salary',
  'schedules',
  'notification_preferences',
  'job_search_status',
  'about',
  'experience_entries',
  'education_entries',
  'cv',
] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

/** The section (wizard step) where each item is edited; the others have no form on this page. */
export const ITEM_STEP: Partial<Record<CompletenessItem, OnboardingStep>> = {
  category: 'job',
  sub_category: 'job',
  tags: 'job',
  work_type: 'location',
  city: 'location',
  work_area: 'location',
  certification: 'education',
  experience: 'education',
  language_level: 'education',
  min_salary: 'salary',
  notification_preferences: 'preferences',
  job_search_status: 'preferences',
  cv: 'cv',
};

const filled = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '');

function itemValue(profile: OnboardingProfile, item: CompletenessItem): unknown {
  switch (item) {
    case 'work_area':
      return profile.work_locations?.length ? profile.work_locations : profile.preferred_cities;
    case 'cv':
      return profile.cv_file_name;
    default:
      return profile[item];
  }
}

/** The items the profile still lacks, in the server's order. */
export function missingItems(profile: OnboardingProfile): CompletenessItem[] {
  return COMPLETENESS_ITEMS.filter((item) => !filled(itemValue(profile, item)));
}

/** The 1-based wizard step of a section. */
export const stepNumber = (step: OnboardingStep): number => ONBOARDING_STEPS.indexOf(step) + 1;

/** Whether a section can be saved now: the server takes steps in the wizard's order (a CV upload needs none). */
export const canEditSection = (profile: OnboardingProfile, step: OnboardingStep): boolean =>
  step === 'cv' || stepNumber(step) <= (profile.step ?? 0) + 1;

/** Labels of the slugs, in the saved order; slugs the nomenclature no longer has are left out, never shown raw. */
export function labelsOf(slugs: readonly string[] | null | undefined, options: ReadonlyArray<{ value: string; label: string }>): string[] {
  const byValue = new Map(options.map((option) => [option.value, option.label]));
  return (slugs ?? []).flatMap((slug) => {
    const label = byValue.get(slug);
    return label === undefined ? [] : [label];
  });
}

/** A whole-LEI amount grouped the way the locale writes numbers: 5.500 LEI (ro-RO), 5,500 LEI (en). */
export const formatLei = (amount: number, locale: string): string =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' } as Intl.NumberFormatOptions).format(amount)} LEI`;

/** A YYYY-MM month as the locale writes it (mai 2021, May 2021); anything else unchanged. */
export function formatMonth(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A YYYY-MM-DD date as the locale writes it (12 martie 1990, March 12, 1990). */
export function formatDay(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
