import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import { confirmPasswordField, emailField, nameField, passwordField, termsField, withPasswordConfirmation } from '../accounts/fields.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { DAY } from '../clock.ts';
import type { Database } from '../db/types.ts';
import { HttpError, notFound } from '../errors.ts';
import type { AppDeps } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { queueMail } from '../mail/outbox.ts';
import { recordPolicyConsent } from '../privacy/policy-consent.ts';
import { MEMBER_ROLES, type MemberRole, type Membership } from './access.ts';
import { invitationMail } from './invitation-mail.ts';
import { teamErrors } from './messages.ts';

export const INVITATION_LIFETIME_MS = 7 * DAY;
// Enough to staff a clinic in a day, too few for an owner's stolen session to spam addresses through us.
export const INVITATIONS_PER_DAY = 20;

export const inviteSchema = z.object({ email: emailField, role: z.enum(MEMBER_ROLES, { error: 'error.invalid_option' }) });
export const acceptSchema = withPasswordConfirmation(
  z.object({ name: nameField, password: passwordField, confirm_password: confirmPasswordField(true), terms_accepted: termsField }),
);

export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/app/team/join/${token}/`;

/**
 * Mails a one-time link (only its SHA-256 is stored) inviting `email` into the owner's company with `role`. A new
 * invitation to the same address replaces the open one. Whether the address has an account elsewhere is not
 * checked here, so the owner learns nothing of other accounts: the invitee hears it when accepting.
 */
export async function invite(deps: AppDeps, owner: Membership, input: z.output<typeof inviteSchema>, locale: Locale): Promise<{ id: number }> {
  const { db, clock, config, mailer } = deps;
  const now = clock.now();
  const token = newToken();
  const id = await db.transaction().execute(async (trx) => {
    // One owner at a time counts against the company's limit: the row lock orders concurrent invitations.
    const company = await trx.selectFrom('companies').select('name').where('user_id', '=', owner.companyId).forUpdate().executeTakeFirstOrThrow();
    const sent = await trx
      .selectFrom('company_invitations')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('company_id', '=', owner.companyId)
      .where('created_at', '>', new Date(now.getTime() - DAY))
      .executeTakeFirstOrThrow();
    if (sent.n >= INVITATIONS_PER_DAY) throw new HttpError(429, teamErrors.tooManyInvitations, { values: { max: INVITATIONS_PER_DAY } });
    const member = await trx
      .selectFrom('company_members')
      .innerJoin('users', 'users.id', 'company_members.user_id')
      .select('users.id')
      .where('company_members.company_id', '=', owner.companyId)
      .where('users.email', '=', input.email)
      .executeTakeFirst();
    if (member) throw new HttpError(409, teamErrors.alreadyMember);
    await trx
      .updateTable('company_invitations')
      .set({ revoked_at: now })
      .where('company_id', '=', owner.companyId)
      .where('email', '=', input.email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('company_invitations')
      .values({
        company_id: owner.companyId,
        email: input.email,
        role: input.role,
        token_hash: hashToken(token),
        invited_by: owner.userId,
        created_at: now,
        expires_at: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inviter = await trx.selectFrom('company_members').select('full_name').where('user_id', '=', owner.userId).executeTakeFirstOrThrow();
    const mail = invitationMail(locale, {
      brand: config.brandName,
      company: company.name,
      inviter: inviter.full_name,
      role: input.role,
      days: INVITATION_LIFETIME_MS / DAY,
      link: invitationLink(config.publicUrl, token),
    });
    await queueMail(trx, { to: input.email, kind: 'team-invitation', ...mail }, now);
    return row.id;
  });
  mailer.deliverSoon();
  return { id };
}

/** The company's invitations still open (not accepted, revoked or expired), newest first. */
export async function pendingInvitations(deps: Pick<AppDeps, 'db' | 'clock'>, owner: Membership) {
  const rows = await deps.db
    .selectFrom('company_invitations')
    .select(['id', 'email', sql<MemberRole>`role`.as('role'), 'created_at', 'expires_at'])
    .where('company_id', '=', owner.companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', deps.clock.now())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { invitations: rows };
}

/** Withdraws an open invitation of the owner's company (another company's: 404). */
export async function revokeInvitation(deps: Pick<AppDeps, 'db' | 'clock'>, owner: Membership, id: number): Promise<void> {
  const done = await deps.db
    .updateTable('company_invitations')
    .set({ revoked_at: deps.clock.now() })
    .where('id', '=', id)
    .where('company_id', '=', owner.companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!done.numUpdatedRows) throw notFound();
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** The open invitation of `token`, or the clear refusal: unknown (forged), expired, used or withdrawn. */
async function openInvitation(trx: Kysely<Database>, token: string, now: Date, lock: boolean) {
  if (!TOKEN_SHAPE.test(token)) throw new HttpError(404, teamErrors.invitationUnknown);
  let q = trx
    .selectFrom('company_invitations as i')
    .innerJoin('companies as c', 'c.user_id', 'i.company_id')
    .select(['i.id', 'i.company_id', 'i.email', 'i.role', 'i.expires_at', 'i.accepted_at', 'i.revoked_at', 'c.name as company_name'])
    .where('i.token_hash', '=', hashToken(token));
  if (lock) q = q.forUpdate('i');
  const row = await q.executeTakeFirst();
  if (!row) throw new HttpError(404, teamErrors.invitationUnknown);
  if (row.accepted_at) throw new HttpError(410, teamErrors.invitationUsed);
  if (row.revoked_at) throw new HttpError(410, teamErrors.invitationRevoked);
  if (row.expires_at.getTime() <= now.getTime()) throw new HttpError(410, teamErrors.invitationExpired);
  return row;
}

/** What the invitee sees before accepting: who invites, as what, and for which address. */
export async function previewInvitation(deps: Pick<AppDeps, 'db' | 'clock'>, token: string) {
  const row = await openInvitation(deps.db, token, deps.clock.now(), false);
  return { company_name: row.company_name, email: row.email, role: row.role, expires_at: row.expires_at };
}

/**
 * Accepts an invitation: a new account (role company) with the invited email, a chosen name and password, and its
 * membership, signed in at once. An address that already has an account is refused: a person belongs to one
 * company, and a candidate's or care's account cannot become a company's. (Accounts of the company role always
 * carry a membership, so there is no account left that could simply join.) One transaction; the conditional
 * update on accepted_at makes the link single-use under concurrency too.
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  input: z.output<typeof acceptSchema>,
  locale: Locale,
  meta: { ip?: string; userAgent?: string | undefined },
) {
  const { db, clock, config } = deps;
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const invitation = await openInvitation(trx, token, now, true);
    const taken = await trx.selectFrom('users').select('id').where('email', '=', invitation.email).executeTakeFirst();
    if (taken) throw new HttpError(409, teamErrors.accountTaken, { values: { brand: config.brandName } });
    await trx.updateTable('company_invitations').set({ accepted_at: now }).where('id', '=', invitation.id).execute();
    const user = await trx
      .insertInto('users')
      .values({ email: invitation.email, password_hash: passwordHash, role: 'company', locale, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('company_members')
      .values({ user_id: user.id, company_id: invitation.company_id, role: invitation.role, full_name: input.name, created_at: now })
      .execute();
    await recordPolicyConsent(trx, user.id, now);
    const session = await createSession(trx, clock, user.id, meta);
    return { id: user.id, token: session.token, expires_at: session.expiresAt };
  });
}
