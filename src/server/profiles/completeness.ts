import type { Candidate, Company } from '../db/types.ts';

// What a complete profile holds: each item counts once, the percentage is what employers (or candidates) see filled.
const filled = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && v !== '');

export function candidateCompleteness(c: Candidate): number {
  const items = [
    c.full_name,
    c.phone,
    c.birth_date,
    c.category,
    c.sub_category,
    c.tags,
    c.work_type,
    c.city,
    c.work_locations.length ? c.work_locations : c.preferred_cities,
    c.certification,
    c.experience,
    c.language_level,
    c.min_salary,
    c.schedules,
    c.notification_preferences,
    c.job_search_status,
    c.about,
    c.experience_entries,
    c.education_entries,
    c.cv_key,
  ];
  return Math.round((100 * items.filter(filled).length) / items.length);
}

export function companyCompleteness(c: Company): number {
  const items = [c.name, c.contact_name, c.phone, c.city, c.kind, c.address, c.about];
  return Math.round((100 * items.filter(filled).length) / items.length);
}
