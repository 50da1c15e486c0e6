import type { MessageDescriptor } from '@lingui/core';

// Messages of the company workspace API (explicit ids, extracted into the server catalog).
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const companyErrors = define({
  unknownReference: /*i18n*/ { id: 'company.error.unknown_reference', message: 'Please choose one of the available options' },
  needArchived: /*i18n*/ { id: 'company.error.need_archived', message: 'This post is archived and read-only' },
  availabilityOverlap: /*i18n*/ {
    id: 'company.error.availability_overlap',
    message: 'The hours of one day overlap: keep each interval separate',
  },
  endBeforeStart: /*i18n*/ { id: 'company.error.end_before_start', message: 'The end must be after the start' },
  notTeamMember: /*i18n*/ {
    id: 'company.error.not_team_member',
    message: 'Choose people who are active members of your company',
  },
});
