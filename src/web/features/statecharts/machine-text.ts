import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The machines' names in the visualizer's picker, keyed by machine id. */
export const MACHINE_TEXT: Record<string, MessageDescriptor> = {
  hiring: msg`Hiring process`,
  onboarding: msg`Candidate onboarding`,
};
