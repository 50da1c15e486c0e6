import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PostMisfit } from './api/get-candidate-posts';
import type { LeftOut } from './api/get-left-out';

/** Why a post does not fit the candidate, as care reads it beside the post (matching's criteria, server side). */
export const misfitText: Record<PostMisfit, MessageDescriptor> = {
  jobTitle: msg`Another job title`,
  specialty: msg`Another specialty`,
  searchStatus: msg`Not looking for a job now`,
  blacklisted: msg`The candidate blocked this company`,
  workType: msg`Another work schedule (full or part time)`,
  salary: msg`Pay outside the candidate's range`,
  location: msg`Farther than the candidate travels`,
  shifts: msg`Breaks a stated limit: a shift pattern not accepted`,
  garzi: msg`Breaks a stated limit: more gărzi a month than accepted`,
  nights: msg`Breaks a stated limit: night work refused`,
  weekends: msg`Breaks a stated limit: weekend work refused`,
  reliability: msg`Missed 3 or more interviews`,
  licenceExpired: msg`Licence for this job title expired`,
  inProcess: msg`Already offered this post`,
};

/** Why a post's matching run did not offer it to a candidate: a criterion she misses, or her rank below the offers. */
export const leftOutText: Record<LeftOut['reasons'][number], MessageDescriptor> = {
  ...misfitText,
  rankedBelow: msg`Meets every criterion, ranked below those offered the post`,
};
