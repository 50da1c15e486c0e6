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
