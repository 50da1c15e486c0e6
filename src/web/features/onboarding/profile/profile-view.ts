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

/** The profile's own sections, saved without a wizard step (PATCH without `step`). */
export type DetailsSection = 'about' | 'experience' | 'studies';
/** What an 'Edit' opens: a wizard step's form, or one of the profile's own dialogs. */
export type EditTarget = OnboardingStep | DetailsSection;

/** Where each item is edited; the others (name, phone: set at registration) have no form on this page. */
export const ITEM_TARGET: Partial<Record<CompletenessItem, EditTarget>> = {
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
  birth_date: 'about',
  schedules: 'about',
  about: 'about',
  experience_entries: 'experience',
  education_entries: 'studies',
};

const DETAILS_SECTIONS: readonly string[] = ['about', 'experience', 'studies'] satisfies DetailsSection[];
export const isDetailsSection = (target: EditTarget): target is DetailsSection => DETAILS_SECTIONS.includes(target);

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
export const canEditSection = (profile: OnboardingProfile, step: EditTarget): boolean =>
  isDetailsSection(step) || step === 'cv' || stepNumber(step) <= (profile.step ?? 0) + 1;

/** Labels of the slugs, in the saved order; slugs the nomenclature no longer has are left out, never shown raw. */
export function labelsOf(slugs: readonly string[] | null | undefined, options: ReadonlyArray<{ value: string; label: string }>): string[] {
  const byValue = new Map(options.map((option) => [option.value, option.label]));
  return (slugs ?? []).flatMap((slug) => {
    const label = byValue.get(slug);
    return label === undefined ? [] : [label];
  });
}

export type ExperienceEntry = NonNullable<OnboardingProfile['experience_entries']>[number];
export type EducationEntry = NonNullable<OnboardingProfile['education_entries']>[number];

/** Experience entries newest first (current jobs first, then by end, then by start), each with its saved index. */
export function experienceNewestFirst(entries: readonly ExperienceEntry[] | null | undefined): Array<{ entry: ExperienceEntry; index: number }> {
  const end = (e: ExperienceEntry) => e.to ?? '9999-99';
  return (entries ?? [])
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => end(b.entry).localeCompare(end(a.entry)) || b.entry.from.localeCompare(a.entry.from) || a.index - b.index);
}

/** Studies newest first (by graduation year; entries without a year last), each with its saved index. */
export function educationNewestFirst(entries: readonly EducationEntry[] | null | undefined): Array<{ entry: EducationEntry; index: number }> {
  return (entries ?? [])
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (b.entry.graduation_year ?? 0) - (a.entry.graduation_year ?? 0) || a.index - b.index);
}

/** A list with the entry at `index` replaced (or appended when `index` is null). */
export function withEntry<T>(list: readonly T[] | null | undefined, index: number | null, entry: T): T[] {
  const next = [...(list ?? [])];
  if (index === null || index >= next.length) next.push(entry);
  else next[index] = entry;
  return next;
}

/** A list without the entry at `index`. */
export const withoutEntry = <T>(list: readonly T[] | null | undefined, index: number): T[] => (list ?? []).filter((_, i) => i !== index);

export const MIN_AGE = 16;
export const MAX_AGE = 80;
/** The oldest and youngest birth dates (YYYY-MM-DD) a candidate can have on `today` (YYYY-MM-DD). */
export function birthDateBounds(today: string): { min: string; max: string } {
  const year = Number(today.slice(0, 4));
  const rest = today.slice(4);
  // 29 February falls back to the 28th in a year without it.
  const day = (y: number) => (rest === '-02-29' && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) ? `${y}-02-28` : `${y}${rest}`);
  return { min: day(year - MAX_AGE), max: day(year - MIN_AGE) };
}

/** Today's date (YYYY-MM-DD) in the browser's time zone. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Server field errors of one list entry (`experience_entries.2.from` → `from`); errors of the list itself go to `list`. */
export function entryFieldErrors(
  errors: Record<string, string[] | string> | undefined,
  listField: string,
  index: number,
): Record<string, string[] | string> | undefined {
  if (!errors) return undefined;
  const found: Record<string, string[] | string> = {};
  const prefix = `${listField}.${index}.`;
  for (const [field, text] of Object.entries(errors)) {
    if (field.startsWith(prefix)) found[field.slice(prefix.length)] = text;
    else if (field === listField) found.list = text;
  }
  return found;
}
