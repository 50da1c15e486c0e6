import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import { notFound } from '../errors.ts';
import { candidateCompleteness, companyCompleteness } from '../profiles/completeness.ts';

// profileType of spec §3: 0 undefined, 1 company, 2 candidate.
const PROFILE_TYPE = { care: 0, company: 1, candidate: 2 } as const;

/** GET /user: data.user with its candidate | company | care part, and data.completeness from the server. */
export async function userView(db: Db, auth: Auth) {
  const user = await db.selectFrom('users').select(['id', 'email', 'role', 'locale']).where('id', '=', auth.userId).executeTakeFirst();
  if (!user) throw notFound();
  const base = { id: user.id, email: user.email, role: user.role, profile_type: PROFILE_TYPE[user.role], locale: user.locale };

  if (user.role === 'candidate') {
    const c = await db.selectFrom('candidates').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    return {
      data: {
        user: {
          ...base,
          candidate: {
            id: user.id,
            name: c.full_name,
            phone: c.phone,
            step: c.onboarding_step,
            completed: c.onboarding_completed_at !== null,
            has_cv: c.cv_key !== null,
          },
        },
        completeness: candidateCompleteness(c),
      },
    };
  }
  if (user.role === 'company') {
    const c = await db.selectFrom('companies').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    return {
      data: {
        user: { ...base, company: { id: user.id, name: c.name, contact_name: c.contact_name, credits: c.credits, phone: c.phone, city: c.city } },
        completeness: companyCompleteness(c),
      },
    };
  }
  const care = await db.selectFrom('care_agents').select(['full_name']).where('user_id', '=', user.id).executeTakeFirst();
  return { data: { user: { ...base, care: { id: user.id, name: care?.full_name ?? user.email } }, completeness: 100 } };
}
