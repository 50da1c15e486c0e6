import { z } from 'zod';
import { instant } from '../lib/response-schemas.ts';
import { MEMBER_ROLES } from './access.ts';

// The team's answers, named in the contract.
const role = z.enum(MEMBER_ROLES).meta({ id: 'MemberRole' });

export const teamSchema = z
  .object({
    me: z.object({ user_id: z.number().int(), role }),
    members: z.array(
      z.object({
        user_id: z.number().int(),
        name: z.string(),
        email: z.string(),
        role,
        active: z.boolean(),
        posts: z.number().int().describe('posts the member owns or is on'),
      }),
    ),
  })
  .meta({ id: 'Team' });

export const invitationsSchema = z
  .object({
    invitations: z.array(z.object({ id: z.number().int(), email: z.string(), role, created_at: instant, expires_at: instant })),
  })
  .meta({ id: 'TeamInvitations' });

export const invitationPreviewSchema = z
  .object({ company_name: z.string(), email: z.string(), role, expires_at: instant })
  .meta({ id: 'TeamInvitationPreview' });

export const joinedSchema = z
  .object({ id: z.number().int(), token: z.string().describe('A session token for the new member'), expires_at: instant })
  .meta({ id: 'TeamJoined' });

export const handedOverSchema = z.object({ posts: z.number().int().describe('posts moved to the other member') }).meta({ id: 'HandedOver' });
