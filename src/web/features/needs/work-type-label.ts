import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const workTypeLabels: Record<string, MessageDescriptor> = {
  full_time: msg`Full-time`,
  part_time: msg`Part-time`,
  both: msg`Full-time or part-time`,
};
