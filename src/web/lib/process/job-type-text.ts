import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Work types of a need (the onboarding's 'both' included, as lists also show candidates' preferences).
const jobTypeLabels: Record<string, MessageDescriptor> = {
  full_time: msg`Full time`,
  part_time: msg`Part time`,
  both: msg`Full or part time`,
};

export function jobTypeLabel(type: string): MessageDescriptor | null {
  return jobTypeLabels[type] ?? null;
}

/** "4.500 LEI", "4.000–6.000 LEI" in the locale's digits; null when the need names no salary. */
export function formatSalary(min: number | null, max: number | null, locale: string): string | null {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  if (min !== null && max !== null && min !== max) return `${format.format(min)}–${format.format(max)} LEI`;
  const one = max ?? min;
  return one === null ? null : `${format.format(one)} LEI`;
}
