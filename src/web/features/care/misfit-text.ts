import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PostMisfit } from './api/get-candidate-posts';

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
