import type { MessageDescriptor } from '@lingui/core';

// Messages of the company team: invitations, roles, hand-over (explicit ids, extracted into the server catalog).
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const teamErrors = define({
  ownersOnly: /*i18n*/ { id: 'team.error.owners_only', message: 'Only an owner of the company can manage its team' },
  notMember: /*i18n*/ { id: 'team.error.not_member', message: 'This person is not a member of your company' },
  lastOwner: /*i18n*/ {
    id: 'team.error.last_owner',
    message: 'The company must keep at least one active owner: make another member an owner first',
  },
  alreadyMember: /*i18n*/ { id: 'team.error.already_member', message: 'This person is already a member of your company' },
  tooManyInvitations: /*i18n*/ {
    id: 'team.error.too_many_invitations',
    message: 'Your company has sent {max} invitations in the last 24 hours. Please try again later.',
  },
  handOverTarget: /*i18n*/ { id: 'team.error.hand_over_target', message: 'Choose another active member of your company' },
  invitationUnknown: /*i18n*/ {
    id: 'team.error.invitation_unknown',
    message: 'This invitation link is not valid. Please check that you copied it whole, or ask for a new invitation.',
  },
  invitationExpired: /*i18n*/ {
    id: 'team.error.invitation_expired',
    message: 'This invitation has expired. Please ask the company for a new one.',
  },
  invitationUsed: /*i18n*/ { id: 'team.error.invitation_used', message: 'This invitation was already accepted. Please sign in.' },
  invitationRevoked: /*i18n*/ {
    id: 'team.error.invitation_revoked',
    message: 'The company withdrew this invitation. Please ask it for a new one if you should join.',
  },
  accountTaken: /*i18n*/ {
    id: 'team.error.account_taken',
    message:
      'This email address already has a {brand} account that cannot join a company team (a candidate account, or a member of another company). Ask the company to invite another address.',
  },
  memberDeactivated: /*i18n*/ {
    id: 'team.error.member_deactivated',
    message: "Your access to this company's account was turned off. Please ask an owner of the company to turn it back on.",
  },
});

/** Role names, as the invitation mail says them. */
export const roleNames = define({
  owner: /*i18n*/ { id: 'team.role.owner', message: 'owner' },
  recruiter: /*i18n*/ { id: 'team.role.recruiter', message: 'recruiter' },
  interviewer: /*i18n*/ { id: 'team.role.interviewer', message: 'interviewer' },
  viewer: /*i18n*/ { id: 'team.role.viewer', message: 'viewer (read only)' },
});

export const teamMails = define({
  inviteSubject: /*i18n*/ { id: 'mail.team_invite.subject', message: '{inviter} invites you to the {company} team on {brand}' },
  inviteIntro: /*i18n*/ {
    id: 'mail.team_invite.intro',
    message: '{inviter} invites you to join {company} on {brand} as {role}. Accept within {days} days with the link below:',
  },
  inviteAction: /*i18n*/ { id: 'mail.team_invite.action', message: 'Join the team' },
  inviteIgnore: /*i18n*/ {
    id: 'mail.team_invite.ignore',
    message: 'If you did not expect this invitation, ignore this message: nothing happens without you.',
  },
});
