import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { answer, errorAnswer, errors, noContent, operation, security } from '../lib/response-schemas.ts';
import { idParams } from '../routes/ids.ts';
import { membershipOf, ownerOf } from './access.ts';
import { acceptInvitation, acceptSchema, invite, inviteSchema, pendingInvitations, previewInvitation, revokeInvitation } from './invitations.ts';
import { changeMember, handOver, handOverSchema, listMembers, memberChangeSchema } from './members.ts';
import { handedOverSchema, invitationPreviewSchema, invitationsSchema, joinedSchema, teamSchema } from './schemas.ts';

const tokenParams = z.object({ token: z.string() });
const lastOwner = { 409: errorAnswer('The change would leave the company without an active owner') };
const gone = { 410: errorAnswer('The invitation expired, was accepted already or was withdrawn (the message says which)') };

// The company's team: members read it; owners invite, change roles, turn members off and on, hand posts over.
// Accepting an invitation is public: the link's token is the proof.
export const teamRoutes = (deps: AppDeps): Route[] => {
  const company = requireAuth('company');
  return [
    defineRoute({
      method: 'GET',
      url: '/company/team',
      preValidation: company,
      schema: { ...operation('company', 'The members of the company'), response: { 200: answer('Team', teamSchema), ...errors(401, 403) } },
      handler: async (request) => listMembers(deps, membershipOf(authOf(request))),
    }),
    defineRoute({
      method: 'PATCH',
      url: '/company/team/members/:id',
      preValidation: company,
      schema: {
        ...operation('company', "Change a member's role, or turn the member off (their sessions end at once) or on (owners)"),
        params: idParams,
        body: memberChangeSchema,
        response: { 204: noContent('Changed'), ...errors(400, 401, 403, 404), ...lastOwner },
      },
      handler: async (request, reply) => {
        await changeMember(deps, ownerOf(authOf(request)), request.params.id, request.body);
        return reply.status(204).send(null);
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/company/team/members/:id/hand-over',
      preValidation: company,
      schema: {
        ...operation('company', "Hand a member's posts (owned and joined) to another active member (owners)"),
        params: idParams,
        body: handOverSchema,
        response: { 200: answer('Moved', handedOverSchema), ...errors(400, 401, 403, 404) },
      },
      handler: async (request) => handOver(deps, ownerOf(authOf(request)), request.params.id, request.body.to_user_id),
    }),
    defineRoute({
      method: 'GET',
      url: '/company/team/invitations',
      preValidation: company,
      schema: {
        ...operation('company', 'Open invitations (owners)'),
        response: { 200: answer('Invitations', invitationsSchema), ...errors(401, 403) },
      },
      handler: async (request) => pendingInvitations(deps, ownerOf(authOf(request))),
    }),
    defineRoute({
      method: 'POST',
      url: '/company/team/invitations',
      preValidation: company,
      schema: {
        ...operation('company', 'Invite a person by email with a role: a one-time link valid 7 days (owners; 20 a day per company)'),
        body: inviteSchema,
        response: {
          201: answer('Invited', z.object({ id: z.number().int() })),
          ...errors(400, 401, 403),
          409: errorAnswer('Already a member of the company'),
        },
      },
      handler: async (request, reply) => reply.status(201).send(await invite(deps, ownerOf(authOf(request)), request.body, request.locale)),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/company/team/invitations/:id',
      preValidation: company,
      schema: {
        ...operation('company', 'Withdraw an open invitation (owners)'),
        params: idParams,
        response: { 204: noContent('Withdrawn'), ...errors(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        await revokeInvitation(deps, ownerOf(authOf(request)), request.params.id);
        return reply.status(204).send(null);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/team/invitations/:token',
      schema: {
        ...operation('accounts', 'What an invitation link offers: the company, the role and the invited address', security.none),
        params: tokenParams,
        response: { 200: answer('Invitation', invitationPreviewSchema), ...errors(400, 404), ...gone },
      },
      handler: async (request) => previewInvitation(deps, request.params.token),
    }),
    defineRoute({
      method: 'POST',
      url: '/team/invitations/:token/accept',
      schema: {
        ...operation('accounts', 'Accept an invitation: a new account with the invited email joins the team, signed in', security.none),
        params: tokenParams,
        body: acceptSchema,
        response: {
          201: answer('Joined', joinedSchema),
          ...errors(400, 404),
          ...gone,
          409: errorAnswer('The address already has an account that cannot join (a candidate, or a member of another company)'),
        },
      },
      handler: async (request, reply) =>
        reply.status(201).send(
          await acceptInvitation(deps, request.params.token, request.body, request.locale, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    }),
  ];
};
