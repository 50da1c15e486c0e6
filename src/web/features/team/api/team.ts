import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiPaths } from '../../../lib/api/schemas';
import { api, unwrap } from '../../../lib/api/client';

export type Team = ApiPaths['/company/team']['get']['responses'][200]['content']['application/json'];
export type Member = Team['members'][number];
export type MemberRole = Member['role'];
export type Invitation = ApiPaths['/company/team/invitations']['get']['responses'][200]['content']['application/json']['invitations'][number];

export const MEMBER_ROLES = ['owner', 'recruiter', 'interviewer', 'viewer'] as const satisfies readonly MemberRole[];

const teamQuery = queryOptions({ queryKey: ['company', 'team'], queryFn: () => unwrap(api.GET('/company/team')) });
const invitationsQuery = queryOptions({
  queryKey: ['company', 'team', 'invitations'],
  queryFn: () => unwrap(api.GET('/company/team/invitations')),
});

export const useTeam = () => useQuery(teamQuery);
/** Only an owner may read them: others never ask. */
export const useInvitations = (enabled: boolean) => useQuery({ ...invitationsQuery, enabled });

/** A team change, then the team (and its invitations) read again. */
function useTeamMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company', 'team'] }) });
}

export const useInvite = () =>
  useTeamMutation((body: { email: string; role: MemberRole }) => unwrap(api.POST('/company/team/invitations', { body })));
export const useRevokeInvitation = () =>
  useTeamMutation((id: number) => unwrap(api.DELETE('/company/team/invitations/{id}', { params: { path: { id } } })));
export const useChangeMember = () =>
  useTeamMutation(({ id, ...body }: { id: number; role?: MemberRole; active?: boolean }) =>
    unwrap(api.PATCH('/company/team/members/{id}', { params: { path: { id } }, body })),
  );
export const useHandOver = () =>
  useTeamMutation(({ id, to }: { id: number; to: number }) =>
    unwrap(api.POST('/company/team/members/{id}/hand-over', { params: { path: { id } }, body: { to_user_id: to } })),
  );

export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['team-invitation', token],
    queryFn: () => unwrap(api.GET('/team/invitations/{token}', { params: { path: { token } } })),
    retry: false,
  });

export const acceptInvitation = (token: string, body: { name: string; password: string; confirm_password: string; terms_accepted: true }) =>
  unwrap(api.POST('/team/invitations/{token}/accept', { params: { path: { token } }, body }));
