import { Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod';
import { PHONE_MAX_LENGTH, formatPhone } from '../../../../../machines/index';
import { ApiError } from '../../../lib/api/client';
import { PasswordField } from '../../../lib/forms/password-field';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { emailField, requiredText } from '../../../lib/validation/rules';
import { phoneField } from '../../../lib/validation/phone-field';
import { useAccountEmail, useRequestEmailChange } from '../../../lib/account/email-change';
import { useSaveProfileDetails } from '../api/candidate-profile';
import type { OnboardingProfile } from '../api/onboarding-profile';
import { DetailsModal, DialogActions } from './details-modal';
import { ProfileSection } from './profile-section';

// Name, phone and email, changed by the candidate. Name and phone are saved at once (PATCH without a step); a new
// email address is only asked for, with the current password: the account keeps the old one until the link mailed to
// the new one is followed.

/** The contact details on the profile page, with the dialog that edits them. */
export function ContactSection({ profile }: { profile: OnboardingProfile }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const email = useAccountEmail();
  const pending = email.data?.pending_email ?? null;
  return (
    <ProfileSection
      id="contact"
      title={t`Contact details`}
      onEdit={() => setEditing(true)}
      rows={[
        { label: t`Full name`, value: profile.name },
        { label: t`Phone`, value: profile.phone ? formatPhone(profile.phone) : null },
        {
          label: t`Email`,
          value: (
            <>
              {email.data?.email ?? profile.email}
              {pending ? (
                <Text component="span" display="block" size="sm" c="orange.8">
                  {t`Waiting for confirmation: ${pending}. Follow the link we sent to that address; until then this one stays.`}
                </Text>
              ) : null}
            </>
          ),
        },
      ]}
    >
      <DetailsModal opened={editing} title={t`Contact details`} saving={false} onClose={() => setEditing(false)}>
        {editing ? <ContactForm profile={profile} currentEmail={email.data?.email ?? profile.email} onClose={() => setEditing(false)} /> : null}
      </DetailsModal>
    </ProfileSection>
  );
}

function ContactForm({ profile, currentEmail, onClose }: { profile: OnboardingProfile; currentEmail: string; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveProfileDetails();
  const changeEmail = useRequestEmailChange();
  const isNewEmail = (email: string) => email.trim().toLowerCase() !== currentEmail.toLowerCase();
  const schema = z
    .object({ name: requiredText, phone: phoneField, email: emailField, current_password: z.string() })
    // Asked for only with a new address; `when` lets the form show it together with the other fields' errors.
    .refine((v) => !isNewEmail(v.email) || v.current_password !== '', {
      message: 'required',
      path: ['current_password'],
      when: () => true,
    });
  const form = useZodForm(schema, {
    name: profile.name ?? '',
    phone: profile.phone ? formatPhone(profile.phone) : '',
    email: currentEmail,
    current_password: '',
  });
  const saving = save.isPending || changeEmail.isPending;

  async function submit(values: z.output<typeof schema>) {
    try {
      if (values.name !== profile.name || values.phone !== profile.phone) {
        await save.mutateAsync({ name: values.name, phone: values.phone });
        notifySuccess(t`The contact details were saved`);
      }
      if (isNewEmail(values.email)) {
        const answer = await changeEmail.mutateAsync({ email: values.email, current_password: values.current_password });
        notifySuccess(answer.message);
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <TextInput size="md" label={t`Full name`} withAsterisk maxLength={120} {...form.input('name')} />
        <TextInput size="md" label={t`Phone`} withAsterisk type="tel" maxLength={PHONE_MAX_LENGTH} {...form.input('phone')} />
        <TextInput
          size="md"
          label={t`Email`}
          withAsterisk
          type="email"
          description={t`A new address is used once you follow the confirmation link we send to it.`}
          {...form.input('email')}
        />
        {isNewEmail(form.values.email) ? (
          <PasswordField
            size="md"
            label={t`Current password`}
            description={t`Needed to change the email address`}
            withAsterisk
            autoComplete="current-password"
            {...form.input('current_password')}
          />
        ) : null}
      </Stack>
      <DialogActions saving={saving} onCancel={onClose} />
    </form>
  );
}
