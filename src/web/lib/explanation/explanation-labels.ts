import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// One wording of the factors and verdicts for the candidate's "why", the company's verdicts and care's console.

export type FactorName = 'jobTitle' | 'distance' | 'pay' | 'workingTime' | 'competencies' | 'experience' | 'licence' | 'reliability' | 'searchStatus';
export type Verdict = 'fits' | 'partial' | 'breaks' | 'unknown';

export const FACTOR_LABELS: Record<FactorName, MessageDescriptor> = {
  jobTitle: msg`Job title and specialty`,
  distance: msg`Distance`,
  pay: msg`Pay`,
  workingTime: msg`Working time`,
  competencies: msg`Competencies`,
  experience: msg`Experience`,
  licence: msg`Licence to practise`,
  reliability: msg`Interviews attended`,
  searchStatus: msg`Job search status`,
};

export const VERDICT_LABELS: Record<Verdict, MessageDescriptor> = {
  fits: msg`fits`,
  partial: msg`fits in part`,
  breaks: msg`does not fit`,
  unknown: msg`unknown: not stated`,
};

/** The verdict's badge colour; unknown is grey, never green. */
export const VERDICT_COLORS: Record<Verdict, string> = { fits: 'teal', partial: 'yellow', breaks: 'red', unknown: 'gray' };
