import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberRole } from './api/team';

/** A role's name, and what it may do, as the team screen and the invitation page say them. */
export const ROLE_LABELS: Record<MemberRole, MessageDescriptor> = {
  owner: msg`Owner`,
  recruiter: msg`Recruiter`,
  interviewer: msg`Interviewer`,
  viewer: msg`Viewer`,
};

export const ROLE_HINTS: Record<MemberRole, MessageDescriptor> = {
  owner: msg`Everything, including the team`,
  recruiter: msg`Posts, candidates, processes and final offers`,
  interviewer: msg`The processes of their posts: interviews, presence, notes`,
  viewer: msg`Reads, acts on nothing`,
};
