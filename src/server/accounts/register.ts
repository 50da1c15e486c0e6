import { z } from 'zod';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import type { AppDeps } from '../fastify-types.ts';
import { HttpError } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import type { Locale } from '../i18n/i18n.ts';
import { welcomeMail } from '../mail/templates.ts';
import { setMarketingConsent } from '../privacy/marketing-consent.ts';
import { recordPolicyConsent } from '../privacy/policy-consent.ts';
import {
  confirmPasswordField,
  emailField,
  localeField,
  nameField,
  passwordField,
  phoneField,
  marketingField,
  termsField,
  utmFields,
  withPasswordConfirmation,
} from './fields.ts';

export const candidateRegistrationSchema = withPasswordConfirmation(
  z.object({
    email: emailField,
    password: passwordField,
    confirm_password: confirmPasswordField(true),
    name: nameField,
    phone: phoneField,
    terms_accepted: termsField,
    marketing_opt_in: marketingField,
    receive_notifications: z.boolean({ error: 'error.invalid_value' }).optional().default(false),
    locale: localeField,
    ...utmFields,
  }),
);

export const companyRegistrationSchema = withPasswordConfirmation(
  z.object({
    company_name: nameField.pipe(z.string().max(200)),
    contact_name: nameField,
    email: emailField,
    password: passwordField,
    confirm_password: confirmPasswordField(false),
    phone: phoneField,
    city: z.string().trim().max(100).optional(),
    terms_accepted: termsField,
    marketing_opt_in: marketingField,
    locale: localeField,
  }),
);

type SessionMeta = { ip?: string | undefined; userAgent?: string | undefined };
export type Registered = { id: number; token: string; expiresAt: Date };

const emailTaken = () => new HttpError(409, errors.validation, { fields: { email: [{ descriptor: errors.emailTaken }] } });

export async function registerCandidate(
  deps: AppDeps,
  input: z.output<typeof candidateRegistrationSchema>,
  requestLocale: Locale,
  meta: SessionMeta,
): Promise<Registered> {
  const { db, clock, config } = deps;
  const locale = input.locale ?? requestLocale;
  // argon2 before the transaction: the transaction stays short (PGlite serialises everything behind it).
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  const utm = Object.fromEntries(
    (['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'http_referrer'] as const).flatMap((k) => (input[k] ? [[k, input[k]]] : [])),
  );
  const registered = await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ email: input.email, password_hash: passwordHash, role: 'candidate', locale, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) throw emailTaken();
    await trx
      .insertInto('candidates')
      .values({
        user_id: user.id,
        full_name: input.name,
        phone: input.phone,
        terms_accepted_at: now,
        receive_notifications: input.receive_notifications,
        utm: JSON.stringify(utm),
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The terms box of the form: the version in force, with the user, in the same transaction.
    await recordPolicyConsent(trx, user.id, now);
    // Marketing is its own box, unticked unless the user ticked it.
    if (input.marketing_opt_in) await setMarketingConsent(trx, user.id, true, now);
    const session = await createSession(trx, clock, user.id, meta);
    return { id: user.id, ...session };
  });
  const mail = welcomeMail(locale, { brand: config.brandName, name: input.name, link: `${config.publicUrl}/app/onboarding/candidate/` });
  await deps.mailer.send({ to: input.email, kind: 'welcome', ...mail });
  return registered;
}

export async function registerCompany(
  deps: AppDeps,
  input: z.output<typeof companyRegistrationSchema>,
  requestLocale: Locale,
  meta: SessionMeta,
): Promise<Registered> {
  const { db, clock } = deps;
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  if (input.city) {
    const city = await db.selectFrom('cities').select('slug').where('slug', '=', input.city).executeTakeFirst();
    if (!city) throw new HttpError(400, errors.validation, { fields: { city: [{ descriptor: errors.invalidOption }] } });
  }
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        email: input.email,
        password_hash: passwordHash,
        role: 'company',
        locale: input.locale ?? requestLocale,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) throw emailTaken();
    await trx
      .insertInto('companies')
      .values({
        user_id: user.id,
        name: input.company_name,
        contact_name: input.contact_name,
        phone: input.phone,
        city: input.city ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The registering account is the company's first owner: every company has one from its first moment.
    await trx
      .insertInto('company_members')
      .values({ user_id: user.id, company_id: user.id, role: 'owner', full_name: input.contact_name, created_at: now })
      .execute();
    // The terms box of the form: the version in force, with the user, in the same transaction.
    await recordPolicyConsent(trx, user.id, now);
    // Marketing is its own box, unticked unless the user ticked it.
    if (input.marketing_opt_in) await setMarketingConsent(trx, user.id, true, now);
    const session = await createSession(trx, clock, user.id, meta);
    return { id: user.id, ...session };
  });
}
