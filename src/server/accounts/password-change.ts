import { z } from 'zod';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { AppDeps, Auth } from '../fastify-types.ts';
import { type Locale, storedLocale } from '../i18n/i18n.ts';
import { queueMail } from '../mail/outbox.ts';
import { passwordChangedMail } from '../mail/templates.ts';
import { confirmPasswordField, currentPasswordField, passwordField, withPasswordConfirmation } from './fields.ts';
import { confirmOwnPassword } from './password-check.ts';

// The signed-in user chooses a new password, typing the current one first (the reset by mail is for a forgotten
// one). The new password follows the rules of registration and reset; the account's other sessions end, the one
// that made the change stays, and the account's address is told.

export const passwordChangeSchema = withPasswordConfirmation(
  z.object({ current_password: currentPasswordField, password: passwordField, confirm_password: confirmPasswordField(true) }),
);

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** POST /api/password/change. */
export async function changePassword(
  deps: Deps,
  auth: Auth,
  input: z.output<typeof passwordChangeSchema>,
  meta: { locale: Locale; ip: string },
): Promise<void> {
  const { db, clock, config, mailer } = deps;
  await confirmOwnPassword(deps, { userId: auth.userId, ip: meta.ip }, input.current_password, 'current_password');
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', auth.userId)
      .returning(['email', 'locale'])
      .executeTakeFirstOrThrow();
    // A reset link mailed before would set another password behind the owner's back.
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', auth.userId).where('used_at', 'is', null).execute();
    await revokeUserSessions(trx, clock, auth.userId, auth.sessionId);
    const mail = passwordChangedMail(storedLocale(user.locale, meta.locale), {
      brand: config.brandName,
      link: `${config.publicUrl}/app/password/reset/`,
    });
    await queueMail(trx, { to: user.email, kind: 'password-changed', ...mail }, now);
  });
  mailer.deliverSoon();
}
