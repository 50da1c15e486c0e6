import { z } from 'zod';
import type { ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/create-database.ts';
import type { Database } from '../db/types.ts';
import type { Auth } from '../fastify-types.ts';
import { notFound } from '../errors.ts';
import { POLICY_VERSION } from '../privacy/policy-version.ts';
import { candidateCompleteness, companyCompleteness } from '../profiles/completeness.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { MEMBER_ROLES } from '../../../machines/member-roles.ts';

// profileType of spec §3: 0 undefined, 1 company, 2 candidate.
const PROFILE_TYPE = { care: 0, company: 1, candidate: 2 } as const;

/**
 * GET /user: data.user with its candidate | company | care part, and data.completeness from the server.
 * One query per call (the role comes from the session), since every screen load asks for it.
 */
export async function userView(db: Db, auth: Auth) {
  const base = (u: { email: string; locale: string; policy_accepted?: SqlBool }) => ({
    id: auth.userId,
    email: u.email,
    role: auth.role,
    profile_type: PROFILE_TYPE[auth.role],
    locale: u.locale,
    // Care works under the operator's own staff rules, so only candidates and companies are asked.
    policy: { version: POLICY_VERSION, accepted: Boolean(u.policy_accepted ?? true) },
  });
  // Whether the user accepted the terms and privacy notice in force, in the same query as the profile.
  const acceptedCurrent = (eb: ExpressionBuilder<Database, 'users'>) =>
    eb
      .exists(
        eb
          .selectFrom('policy_consents')
          .select('policy_consents.version')
          .whereRef('policy_consents.user_id', '=', 'users.id')
          .where('policy_consents.version', '=', POLICY_VERSION),
      )
      .as('policy_accepted');

  if (auth.role === 'candidate') {
    const c = await db
      .selectFrom('candidates')
      .innerJoin('users', 'users.id', 'candidates.user_id')
      .selectAll('candidates')
      .select(['users.email', 'users.locale'])
      .select(acceptedCurrent)
      .where('candidates.user_id', '=', auth.userId)
      .executeTakeFirst();
    if (!c) throw notFound();
    const candidate = {
      id: auth.userId,
      name: c.full_name,
      phone: c.phone,
      step: c.onboarding_step,
      completed: c.onboarding_completed_at !== null,
      has_cv: c.cv_key !== null,
    };
    return { data: { user: { ...base(c), candidate }, completeness: candidateCompleteness(c) } };
  }
  if (auth.role === 'company') {
    // The signed-in member's own account (email, language, consent) with the company they work for.
    const c = await db
      .selectFrom('users')
      .innerJoin('company_members as m', 'm.user_id', 'users.id')
      .innerJoin('companies', 'companies.user_id', 'm.company_id')
      .selectAll('companies')
      .select(['users.email', 'users.locale', 'm.role as member_role', 'm.full_name as member_name'])
      .select(acceptedCurrent)
      .where('users.id', '=', auth.userId)
      .where('companies.user_id', '=', companyIdOf(auth))
      .executeTakeFirst();
    if (!c) throw notFound();
    const member = { role: c.member_role, name: c.member_name };
    const company = { id: companyIdOf(auth), name: c.name, contact_name: c.contact_name, credits: c.credits, phone: c.phone, city: c.city, member };
    return { data: { user: { ...base(c), company }, completeness: companyCompleteness(c) } };
  }
  const care = await db
    .selectFrom('users')
    .leftJoin('care_agents', 'care_agents.user_id', 'users.id')
    .select(['users.email', 'users.locale', 'care_agents.full_name'])
    .where('users.id', '=', auth.userId)
    .executeTakeFirst();
  if (!care) throw notFound();
  return { data: { user: { ...base(care), care: { id: auth.userId, name: care.full_name ?? care.email } }, completeness: 100 } };
}

const policySchema = z
  .object({ version: z.string(), accepted: z.boolean() })
  .describe('The terms and privacy notice in force, and whether the user accepted them (care is never asked)');

/** GET /user's answer: the user with the part of its role, and the completeness of its profile. */
export const userViewSchema = z
  .object({
    data: z.object({
      user: z.object({
        id: z.number().int(),
        email: z.string(),
        role: z.enum(['candidate', 'company', 'care']),
        profile_type: z.literal([0, 1, 2]).meta({ type: 'integer', description: '0 undefined (care), 1 company, 2 candidate' }),
        locale: z.string().optional(),
        policy: policySchema,
        candidate: z
          .object({
            id: z.number().int(),
            name: z.string(),
            phone: z.string(),
            step: z.number().int(),
            completed: z.boolean(),
            has_cv: z.boolean().optional(),
          })
          .optional(),
        company: z
          .object({
            id: z.number().int(),
            name: z.string(),
            contact_name: z.string(),
            credits: z.number().int(),
            phone: z.string().optional(),
            city: z.string().nullable().optional(),
            member: z
              .object({ role: z.enum(MEMBER_ROLES), name: z.string() })
              .describe("the signed-in person's place in the company's team: what the screens offer them"),
          })
          .optional(),
        care: z.object({ id: z.number().int(), name: z.string() }).optional(),
      }),
      completeness: z.number().int().min(0).max(100).describe('Percent of the profile filled.'),
    }),
  })
  .meta({ id: 'UserResponse' });
