import type { MemberRole } from '../../machines/member-roles.ts';
import { PASSWORD, login, uniqueEmail, type Account } from './accounts.ts';
import type { TestContext } from './databases.ts';

let counter = 0;

/**
 * A member of a company's team, created directly in the database (as an accepted invitation leaves it) and signed
 * in through the real login: an Account whose token acts for `companyId` with `role`.
 */
export async function addMember(
  ctx: TestContext,
  companyId: number,
  role: MemberRole,
  options: { fullName?: string; locale?: 'ro-RO' | 'en' } = {},
): Promise<Account & { role: MemberRole; fullName: string }> {
  const { hashPassword } = await import('../../src/server/auth/passwords.ts');
  counter += 1;
  const email = uniqueEmail(`membru-${role}`);
  const fullName = options.fullName ?? `Dr. Ana Pop ${counter}`;
  const now = ctx.clock.now();
  const user = await ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      role: 'company',
      locale: options.locale ?? 'ro-RO',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('company_members')
    .values({ user_id: user.id, company_id: companyId, role, full_name: fullName, created_at: now })
    .execute();
  // Each login from its own address: the login rate limit counts per address.
  const token = await login(ctx, email, PASSWORD, `10.33.${Math.floor(counter / 250)}.${counter % 250}`);
  return { id: user.id, email, token, role, fullName };
}

/** Puts a member on a post (as the post's people route or an owner's handover would). */
export async function addToPost(ctx: TestContext, needId: number, userId: number): Promise<void> {
  await ctx.db
    .insertInto('need_members')
    .values({ need_id: needId, user_id: userId, added_at: ctx.clock.now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Turns a member off as the team screen does: their sessions stop counting at once (resolveSession reads it). */
export async function deactivateMember(ctx: TestContext, userId: number): Promise<void> {
  await ctx.db.updateTable('company_members').set({ active: false, deactivated_at: ctx.clock.now() }).where('user_id', '=', userId).execute();
}
